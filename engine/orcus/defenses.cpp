#include "orcus/defenses.h"

namespace battlemat {

int Defenses::value(Defense defense) const
{
    switch (defense) {
    case Defense::AC:
        return ac;
    case Defense::Fortitude:
        return fortitude;
    case Defense::Reflex:
        return reflex;
    case Defense::Will:
        return will;
    }
    return ac;
}

void Defenses::set(Defense defense, int value)
{
    switch (defense) {
    case Defense::AC:
        ac = value;
        break;
    case Defense::Fortitude:
        fortitude = value;
        break;
    case Defense::Reflex:
        reflex = value;
        break;
    case Defense::Will:
        will = value;
        break;
    }
}

QJsonObject Defenses::toJson() const
{
    QJsonObject object;
    for (Defense defense : allDefenses)
        object.insert(defenseKey(defense), value(defense));
    return object;
}

Result<Defenses> Defenses::fromJson(const QJsonObject &object, const JsonContext &context,
                                    std::optional<Defenses> fallback)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        const auto defense = defenseFromName(it.key());
        if (!defense || defenseKey(*defense) != it.key())
            return context.child(it.key()).error(
                QStringLiteral("unknown defense (expected ac, fortitude, reflex or will)"));
    }
    Defenses result;
    for (Defense defense : allDefenses) {
        const QString key = defenseKey(defense);
        Result<int> number = fallback ? context.optionalInt(object, key, fallback->value(defense), -100, 200)
                                      : context.requireInt(object, key, -100, 200);
        if (!number)
            return number.error();
        result.set(defense, *number);
    }
    return result;
}

} // namespace battlemat
