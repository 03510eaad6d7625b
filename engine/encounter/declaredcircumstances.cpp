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

Result<CoverGrade> declaredCoverFromName(const QString &name)
{
    if (name == QLatin1String("cover"))
        return CoverGrade::Cover;
    if (name == QLatin1String("three-quarters"))
        return CoverGrade::ThreeQuarters;
    if (name == QLatin1String("none"))
        return CoverGrade::None;
    return Error{QStringLiteral("expected none, cover or three-quarters, not '%1'").arg(name)};
}

Result<ConcealmentGrade> declaredConcealmentFromName(const QString &name)
{
    if (name == QLatin1String("concealment"))
        return ConcealmentGrade::Concealment;
    if (name == QLatin1String("total"))
        return ConcealmentGrade::Total;
    if (name == QLatin1String("none"))
        return ConcealmentGrade::None;
    return Error{QStringLiteral("expected none, concealment or total, not '%1'").arg(name)};
}

Result<DeclaredCircumstances> declaredCircumstancesFromJson(const QJsonObject &object, const JsonContext &context)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!QStringList{coverKey, concealmentKey, flankingKey, longRangeKey, ranKey, chooseKey}.contains(it.key()))
            return context.child(it.key()).error(QStringLiteral(
                "unknown field: expected cover, concealment, flanking, longRange, ran or chooseToBeHit"));
    }
    DeclaredCircumstances declared;
    BATTLEMAT_TRY(coverName, context.optionalString(object, coverKey, QStringLiteral("none")));
    const Result<CoverGrade> cover = declaredCoverFromName(*coverName);
    if (!cover)
        return context.child(coverKey).error(cover.errorMessage());
    declared.cover = *cover;
    BATTLEMAT_TRY(concealmentName, context.optionalString(object, concealmentKey, QStringLiteral("none")));
    const Result<ConcealmentGrade> concealment = declaredConcealmentFromName(*concealmentName);
    if (!concealment)
        return context.child(concealmentKey).error(concealment.errorMessage());
    declared.concealment = *concealment;
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
