#include "monsterfieldtexts.h"

#include "powerchoices.h"
#include "powertexts.h"
#include "rulestexts.h"

#include "monsters/monsterpowerfields.h"
#include "orcus/damagetype.h"
#include "orcus/defense.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

#include <optional>

using namespace battlemat;

namespace {

const char *const movementModes[] = {
    QT_TRANSLATE_NOOP("MonsterFieldTexts", "fly"), QT_TRANSLATE_NOOP("MonsterFieldTexts", "climb"),
    QT_TRANSLATE_NOOP("MonsterFieldTexts", "swim"), QT_TRANSLATE_NOOP("MonsterFieldTexts", "burrow")};
const char *const senses[] = {
    QT_TRANSLATE_NOOP("MonsterFieldTexts", "darkvision"),  QT_TRANSLATE_NOOP("MonsterFieldTexts", "low-light vision"),
    QT_TRANSLATE_NOOP("MonsterFieldTexts", "tremorsense"), QT_TRANSLATE_NOOP("MonsterFieldTexts", "blindsight"),
    QT_TRANSLATE_NOOP("MonsterFieldTexts", "truesight"),   QT_TRANSLATE_NOOP("MonsterFieldTexts", "trueseeing")};
const char *const areaKinds[] = {"burst", "blast", "spray", "wall"};

QString powerText(const char *source)
{
    return QCoreApplication::translate("PowerTexts", source);
}

// The same words in any case, a typed hyphen for the sheet's dash ("Aufladen 5-6" is "Aufladen 5–6").
bool same(const QString &a, const QString &b)
{
    const QChar dash(0x2013);
    return QString(a.trimmed())
               .replace(dash, QLatin1Char('-'))
               .compare(QString(b.trimmed()).replace(dash, QLatin1Char('-')), Qt::CaseInsensitive) == 0;
}

/**
 * The values of a translated sentence's placeholders in what was typed, in %1, %2 order: the sentence's words in any
 * case, any run of spaces for a space, its commas optional ("nah explosion 2" reads as "Nah, Explosion 2").
 */
std::optional<QStringList> read(const QString &sentence, const QString &typed)
{
    static const QRegularExpression placeholder(QStringLiteral("%(\\d)"));
    QString pattern = QStringLiteral("^\\s*");
    QList<int> order;
    qsizetype at = 0;
    auto literal = [](const QString &text) {
        QString out;
        for (const QChar c : text) {
            if (c.isSpace())
                out += QStringLiteral("\\s*");
            else if (c == QLatin1Char(','))
                out += QStringLiteral(",?");
            else
                out += QRegularExpression::escape(QString(c));
        }
        return out;
    };
    for (auto it = placeholder.globalMatch(sentence); it.hasNext();) {
        const auto match = it.next();
        pattern += literal(sentence.mid(at, match.capturedStart() - at)) + QStringLiteral("(.+?)");
        order.append(match.captured(1).toInt());
        at = match.capturedEnd();
    }
    pattern += literal(sentence.mid(at)) + QStringLiteral("\\s*$");
    const auto match = QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption).match(typed);
    if (!match.hasMatch())
        return std::nullopt;
    QStringList values(order.size());
    for (qsizetype i = 0; i < order.size(); ++i)
        values[order.at(i) - 1] = match.captured(int(i) + 1).trimmed();
    return values;
}

bool isWholeNumber(const QString &text)
{
    static const QRegularExpression number(QStringLiteral("^\\d+$"));
    return number.match(text).hasMatch();
}

std::optional<Defense> defenseNamed(const QString &word)
{
    for (Defense defense : allDefenses) {
        if (same(word, RulesTexts::defense(defense)))
            return defense;
    }
    return defenseFromName(word.trimmed());
}

std::optional<DamageType> damageTypeNamed(const QString &word)
{
    for (int i = 1; i < damageTypeCount; ++i) {
        const auto type = static_cast<DamageType>(i);
        if (same(word, RulesTexts::damageType(type)) || same(word, damageTypeName(type)))
            return type;
    }
    return std::nullopt;
}

QStringList items(const QString &text)
{
    QStringList list;
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (!part.trimmed().isEmpty())
            list << part.trimmed();
    }
    return list;
}

// "+6 vs AC" <-> "+6 gegen RK" (PowerTexts' "%1 vs %2", RulesTexts' defenses).
QString shownAttack(const QString &text)
{
    static const QRegularExpression attack(QStringLiteral("^([+-]?\\d+) vs (\\w+)$"));
    const auto match = attack.match(text);
    const auto defense = match.hasMatch() ? defenseFromName(match.captured(2)) : std::nullopt;
    if (!defense)
        return text;
    return powerText("%1 vs %2").arg(match.captured(1), RulesTexts::defense(*defense));
}

QString engineAttack(const QString &typed)
{
    Power scratch;
    if (typed.trimmed().isEmpty() || !MonsterPowerFields::set(scratch, QStringLiteral("attack"), typed))
        return typed; // the engine's words already
    static const QRegularExpression bonus(QStringLiteral("^[+-]?\\d+$"));
    const auto parts = read(powerText("%1 vs %2"), typed);
    if (!parts)
        return typed;
    const QString number = QString(parts->at(0)).remove(QLatin1Char(' '));
    const auto defense = defenseNamed(parts->at(1));
    if (!bonus.match(number).hasMatch() || !defense)
        return typed;
    return QStringLiteral("%1 vs %2").arg(number, defenseName(*defense));
}

// "burst 2" <-> "Explosion 2" (PowerTexts::area).
std::optional<QString> engineArea(const QString &typed)
{
    static const QRegularExpression english(QStringLiteral("^(burst|blast|spray|wall)\\s+(\\d+)$"),
                                            QRegularExpression::CaseInsensitiveOption);
    if (const auto match = english.match(typed.trimmed()); match.hasMatch())
        return QStringLiteral("%1 %2").arg(match.captured(1).toLower(), match.captured(2));
    for (const char *kind : areaKinds) {
        const auto size = read(powerText((QByteArray(kind) + " %1").constData()), typed);
        if (size && isWholeNumber(size->at(0)))
            return QStringLiteral("%1 %2").arg(QLatin1String(kind), size->at(0));
    }
    return std::nullopt;
}

// "melee 2", "ranged 10/20", "near burst 2", "far burst 1 within 10", "self" as a power card words them.
QString shownRange(const QString &text)
{
    static const QRegularExpression melee(QStringLiteral("^melee (\\d+)$"));
    static const QRegularExpression ranged(QStringLiteral("^ranged (\\d+)(?:/(\\d+))?$"));
    static const QRegularExpression nearArea(QStringLiteral("^near (.+)$"));
    static const QRegularExpression farArea(QStringLiteral("^far (.+) within (\\d+)$"));
    if (text == QLatin1String("self"))
        return powerText("Self");
    if (text == QLatin1String("melee"))
        return QCoreApplication::translate("PowerChoices", "melee");
    if (const auto m = melee.match(text); m.hasMatch())
        return powerText("Melee %1").arg(m.captured(1));
    if (const auto r = ranged.match(text); r.hasMatch())
        return r.captured(2).isEmpty() ? powerText("Ranged %1").arg(r.captured(1))
                                       : powerText("Ranged %1/%2").arg(r.captured(1), r.captured(2));
    if (const auto n = nearArea.match(text); n.hasMatch())
        return powerText("Near %1").arg(PowerTexts::area(n.captured(1)));
    if (const auto f = farArea.match(text); f.hasMatch())
        return powerText("Far %1 within %2").arg(PowerTexts::area(f.captured(1)), f.captured(2));
    return text;
}

QString engineRange(const QString &typed)
{
    Power scratch;
    if (!MonsterPowerFields::set(scratch, QStringLiteral("range"), typed))
        return typed;
    if (same(typed, powerText("Self")) || same(typed, QCoreApplication::translate("PowerChoices", "self")))
        return QStringLiteral("self");
    if (same(typed, QCoreApplication::translate("PowerChoices", "melee")))
        return QStringLiteral("melee");
    if (const auto far = read(powerText("Far %1 within %2"), typed); far && isWholeNumber(far->at(1))) {
        if (const auto area = engineArea(far->at(0)))
            return QStringLiteral("far %1 within %2").arg(*area, far->at(1));
    }
    if (const auto near = read(powerText("Near %1"), typed)) {
        if (const auto area = engineArea(near->at(0)))
            return QStringLiteral("near %1").arg(*area);
    }
    if (const auto both = read(powerText("Ranged %1/%2"), typed);
        both && isWholeNumber(both->at(0)) && isWholeNumber(both->at(1)))
        return QStringLiteral("ranged %1/%2").arg(both->at(0), both->at(1));
    if (const auto one = read(powerText("Ranged %1"), typed); one && isWholeNumber(one->at(0)))
        return QStringLiteral("ranged %1").arg(one->at(0));
    if (const auto reach = read(powerText("Melee %1"), typed); reach && isWholeNumber(reach->at(0)))
        return QStringLiteral("melee %1").arg(reach->at(0));
    return typed;
}

// "fly 8 (hover), climb 4, phasing" <-> "Fliegen 8 (schweben), Klettern 4, phasend".
QString shownMovement(const QString &text)
{
    static const QRegularExpression mode(QStringLiteral("^([a-z]+) (\\d+)( \\(hover\\))?$"));
    QStringList shown;
    for (const QString &item : items(text)) {
        const auto match = mode.match(item);
        if (item == QLatin1String("phasing"))
            shown << MonsterFieldTexts::phasing();
        else if (!match.hasMatch())
            shown << item;
        else
            shown << QStringLiteral("%1 %2%3").arg(
                MonsterFieldTexts::movementMode(match.captured(1)), match.captured(2),
                match.captured(3).isEmpty() ? QString() : QStringLiteral(" (%1)").arg(MonsterFieldTexts::hover()));
    }
    return shown.join(QStringLiteral(", "));
}

QString engineMovement(const QString &typed)
{
    static const QRegularExpression mode(QStringLiteral("^(.+?)\\s+(\\d+)\\s*(?:\\((.*)\\))?$"));
    QStringList engine;
    for (const QString &item : items(typed)) {
        if (same(item, MonsterFieldTexts::phasing()) || same(item, QStringLiteral("phasing"))) {
            engine << QStringLiteral("phasing");
            continue;
        }
        const auto match = mode.match(item);
        QString name;
        for (const char *known : movementModes) {
            if (match.hasMatch() && (same(match.captured(1), MonsterFieldTexts::movementMode(QLatin1String(known))) ||
                                     same(match.captured(1), QLatin1String(known))))
                name = QLatin1String(known);
        }
        const QString note = match.captured(3);
        const bool hovers = same(note, MonsterFieldTexts::hover()) || same(note, QStringLiteral("hover"));
        if (name.isEmpty() || (!note.isEmpty() && !hovers)) {
            engine << item; // the engine's refusal names the item as typed
            continue;
        }
        engine << QStringLiteral("%1 %2%3").arg(name, match.captured(2),
                                                hovers ? QStringLiteral(" (hover)") : QString());
    }
    return engine.join(QStringLiteral(", "));
}

// "fire 10, all 5" <-> "Feuer 10, alles 5"; immunities: "poison, charm" <-> "Gift, charm" (effects as printed).
QString shownAmounts(const QString &text, bool amounts)
{
    static const QRegularExpression amount(QStringLiteral("^([a-z]+) (\\d+)$"));
    QStringList shown;
    for (const QString &item : items(text)) {
        const auto match = amount.match(item);
        const QString word = amounts ? match.captured(1) : item;
        const auto type = amounts && !match.hasMatch() ? std::nullopt : damageTypeFromName(word);
        if (amounts && word == QLatin1String("all"))
            shown << MonsterFieldTexts::resistAll(match.captured(2).toInt());
        else if (!type || *type == DamageType::Untyped)
            shown << item;
        else
            shown << (amounts ? QStringLiteral("%1 %2").arg(RulesTexts::damageType(*type), match.captured(2))
                              : RulesTexts::damageType(*type));
    }
    return shown.join(QStringLiteral(", "));
}

QString engineAmounts(const QString &typed, bool amounts)
{
    static const QRegularExpression amount(QStringLiteral("^(.+?)\\s+(\\d+)$"));
    QStringList engine;
    for (const QString &item : items(typed)) {
        if (!amounts) {
            const auto type = damageTypeNamed(item);
            engine << (type ? damageTypeName(*type) : item);
            continue;
        }
        if (const auto all = read(QCoreApplication::translate("MonsterFieldTexts", "all %1"), item);
            all && isWholeNumber(all->at(0))) {
            engine << QStringLiteral("all %1").arg(all->at(0));
            continue;
        }
        const auto match = amount.match(item);
        const auto type = match.hasMatch() ? damageTypeNamed(match.captured(1)) : std::nullopt;
        engine << (type ? QStringLiteral("%1 %2").arg(damageTypeName(*type), match.captured(2)) : item);
    }
    return engine.join(QStringLiteral(", "));
}

// "low-light vision, tremorsense 10" <-> "Dämmersicht, Erschütterungssinn 10": each known sense, its range kept.
QString shownSenses(const QString &text)
{
    QStringList shown;
    for (const QString &item : items(text))
        shown << MonsterFieldTexts::sense(item);
    return shown.join(QStringLiteral(", "));
}

QString engineSenses(const QString &typed)
{
    static const QRegularExpression withRange(QStringLiteral("^(.+?)(\\s+\\d+)?$"));
    QStringList engine;
    for (const QString &item : items(typed)) {
        const auto match = withRange.match(item);
        QString word = item;
        for (const char *known : senses) {
            if (match.hasMatch() && (same(match.captured(1), QLatin1String(known)) ||
                                     same(match.captured(1), QCoreApplication::translate("MonsterFieldTexts", known))))
                word = QLatin1String(known) + match.captured(2);
        }
        engine << word;
    }
    return engine.join(QStringLiteral(", "));
}

} // namespace

namespace MonsterFieldTexts {

QString movementMode(const QString &mode)
{
    for (const char *known : movementModes) {
        if (mode == QLatin1String(known))
            return QCoreApplication::translate("MonsterFieldTexts", known);
    }
    return mode;
}

QString sense(const QString &printed)
{
    static const QRegularExpression withRange(QStringLiteral("^(.+?)(\\s+\\d+)?$"));
    const auto match = withRange.match(printed.trimmed());
    for (const char *known : senses) {
        if (match.hasMatch() && same(match.captured(1), QLatin1String(known)))
            return QCoreApplication::translate("MonsterFieldTexts", known) + match.captured(2);
    }
    return printed;
}

QString engineUsage(const QString &typed)
{
    const QVariantMap choices = PowerChoices::all();
    QStringList parts;
    for (const QString &part : typed.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        QString word = part.trimmed();
        for (const QString list : {QStringLiteral("action"), QStringLiteral("recharge")}) {
            for (const QVariant &choice : choices.value(list).toList()) {
                if (same(word, choice.toMap().value(QStringLiteral("name")).toString()))
                    word = choice.toMap().value(QStringLiteral("id")).toString();
            }
        }
        parts << word;
    }
    return parts.join(QStringLiteral(", "));
}

QString hover()
{
    return QCoreApplication::translate("MonsterFieldTexts", "hover");
}

QString phasing()
{
    return QCoreApplication::translate("MonsterFieldTexts", "phasing");
}

QString resistAll(int amount)
{
    return QCoreApplication::translate("MonsterFieldTexts", "all %1").arg(amount);
}

QString shown(const QString &key, const QString &engineText)
{
    if (key.endsWith(QLatin1String(".attack")))
        return shownAttack(engineText);
    if (key.endsWith(QLatin1String(".range")))
        return shownRange(engineText);
    if (key == QLatin1String("movement"))
        return shownMovement(engineText);
    if (key == QLatin1String("resist") || key == QLatin1String("vulnerable"))
        return shownAmounts(engineText, true);
    if (key == QLatin1String("immune"))
        return shownAmounts(engineText, false);
    if (key == QLatin1String("senses"))
        return shownSenses(engineText);
    return engineText;
}

QString engineText(const QString &key, const QString &typed)
{
    if (key.endsWith(QLatin1String(".attack")))
        return engineAttack(typed);
    if (key.endsWith(QLatin1String(".range")))
        return engineRange(typed);
    if (key == QLatin1String("movement"))
        return engineMovement(typed);
    if (key == QLatin1String("resist") || key == QLatin1String("vulnerable"))
        return engineAmounts(typed, true);
    if (key == QLatin1String("immune"))
        return engineAmounts(typed, false);
    if (key == QLatin1String("senses"))
        return engineSenses(typed);
    return typed;
}

} // namespace MonsterFieldTexts
