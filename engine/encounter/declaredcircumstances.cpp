#include "encounter/declaredcircumstances.h"

#include "encounter/trymacro.h"

namespace battlemat {

namespace {

const QString coverKey = QStringLiteral("cover");
const QString concealmentKey = QStringLiteral("concealment");
const QString flankingKey = QStringLiteral("flanking");
const QString longRangeKey = QStringLiteral("longRange");
const QString ranKey = QStringLiteral("ran");
const QString chooseKey = QStringLiteral("chooseToBeHit");

} // namespace

bool DeclaredCircumstances::isEmpty() const
{
    return *this == DeclaredCircumstances{};
}

Result<DeclaredCircumstances> declaredCircumstancesFromJson(const QJsonObject &object, const JsonContext &context)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!QStringList{coverKey, concealmentKey, flankingKey, longRangeKey, ranKey, chooseKey}.contains(it.key()))
            return context.child(it.key()).error(QStringLiteral(
                "unknown field: expected cover, concealment, flanking, longRange, ran or chooseToBeHit"));
    }
    DeclaredCircumstances declared;
    BATTLEMAT_TRY(cover, context.optionalString(object, coverKey, QStringLiteral("none")));
    if (*cover == QLatin1String("cover"))
        declared.cover = CoverGrade::Cover;
    else if (*cover == QLatin1String("three-quarters"))
        declared.cover = CoverGrade::ThreeQuarters;
    else if (*cover != QLatin1String("none"))
        return context.child(coverKey).error(
            QStringLiteral("expected none, cover or three-quarters, not '%1'").arg(*cover));
    BATTLEMAT_TRY(concealment, context.optionalString(object, concealmentKey, QStringLiteral("none")));
    if (*concealment == QLatin1String("concealment"))
        declared.concealment = ConcealmentGrade::Concealment;
    else if (*concealment == QLatin1String("total"))
        declared.concealment = ConcealmentGrade::Total;
    else if (*concealment != QLatin1String("none"))
        return context.child(concealmentKey)
            .error(QStringLiteral("expected none, concealment or total, not '%1'").arg(*concealment));
    BATTLEMAT_TRY(flanking, context.optionalBool(object, flankingKey, false));
    BATTLEMAT_TRY(longRange, context.optionalBool(object, longRangeKey, false));
    BATTLEMAT_TRY(ran, context.optionalBool(object, ranKey, false));
    BATTLEMAT_TRY(choose, context.optionalBool(object, chooseKey, false));
    declared.flanking = *flanking;
    declared.longRange = *longRange;
    declared.attackerRan = *ran;
    declared.chooseToBeHit = *choose;
    return declared;
}

QJsonObject declaredCircumstancesToJson(const DeclaredCircumstances &declared)
{
    QJsonObject object;
    if (declared.cover != CoverGrade::None)
        object.insert(coverKey, coverGradeName(declared.cover));
    if (declared.concealment != ConcealmentGrade::None)
        object.insert(concealmentKey, concealmentGradeName(declared.concealment));
    if (declared.flanking)
        object.insert(flankingKey, true);
    if (declared.longRange)
        object.insert(longRangeKey, true);
    if (declared.attackerRan)
        object.insert(ranKey, true);
    if (declared.chooseToBeHit)
        object.insert(chooseKey, true);
    return object;
}

} // namespace battlemat
