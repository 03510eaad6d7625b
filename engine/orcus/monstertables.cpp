#include "orcus/monstertables.h"

#include "core/filereader.h"
#include <QRegularExpression>

namespace battlemat {

namespace {

Result<QJsonObject> readResource(const QString &path)
{
    auto bytes = FileReader::read(path, FileKind::JsonDocument);
    if (!bytes)
        return Error{path + QStringLiteral(": cannot read the built-in data file: ") + bytes.errorMessage()};
    return parseJsonObject(*bytes, path);
}

// Rows must run 1, 2, 3, ... so that a level indexes its row.
Status checkLevel(const QJsonObject &row, const JsonContext &here, qsizetype index)
{
    auto level = here.requireInt(row, QStringLiteral("level"), 1, 100);
    if (!level)
        return level.error();
    if (*level != index + 1)
        return here.child(QStringLiteral("level"))
            .error(QStringLiteral("expected level %1 (rows must be in order from 1)").arg(index + 1));
    return success();
}

Result<MonsterRoleRow> roleFromJson(const QJsonObject &object, const JsonContext &context)
{
    MonsterRoleRow row;
    auto name = context.requireString(object, QStringLiteral("role"));
    if (!name)
        return name.error();
    const auto role = monsterRoleFromName(*name);
    if (!role)
        return context.child(QStringLiteral("role")).error(QStringLiteral("unknown role '%1'").arg(*name));
    row.role = *role;
    auto defenses = context.requireObject(object, QStringLiteral("defenses"));
    if (!defenses)
        return defenses.error();
    auto parsedDefenses = Defenses::fromJson(*defenses, context.child(QStringLiteral("defenses")));
    if (!parsedDefenses)
        return parsedDefenses.error();
    row.defenses = *parsedDefenses;
    auto hp = context.requireObject(object, QStringLiteral("hitPoints"));
    if (!hp)
        return hp.error();
    const JsonContext hpContext = context.child(QStringLiteral("hitPoints"));
    auto base = hpContext.requireInt(*hp, QStringLiteral("base"), 1, 1000);
    if (!base)
        return base.error();
    auto perLevel = hpContext.requireInt(*hp, QStringLiteral("perLevel"), 0, 100);
    if (!perLevel)
        return perLevel.error();
    auto attack = context.requireObject(object, QStringLiteral("attack"));
    if (!attack)
        return attack.error();
    const JsonContext attackContext = context.child(QStringLiteral("attack"));
    auto vsAc = attackContext.requireInt(*attack, QStringLiteral("vsAc"), -10, 50);
    if (!vsAc)
        return vsAc.error();
    auto vsOther = attackContext.requireInt(*attack, QStringLiteral("vsOther"), -10, 50);
    if (!vsOther)
        return vsOther.error();
    auto bonusDamage = context.optionalBool(object, QStringLiteral("bonusDamage"), false);
    if (!bonusDamage)
        return bonusDamage.error();
    row.hitPointsBase = *base;
    row.hitPointsPerLevel = *perLevel;
    row.attackVsAc = *vsAc;
    row.attackVsOther = *vsOther;
    row.bonusDamage = *bonusDamage;
    return row;
}

} // namespace

const Result<MonsterTables> &MonsterTables::standard()
{
    static const Result<MonsterTables> tables = []() -> Result<MonsterTables> {
        const QString rolesPath = QStringLiteral(":/battlemat/data/monster-roles.json");
        const QString damagePath = QStringLiteral(":/battlemat/data/monster-damage.json");
        const QString xpPath = QStringLiteral(":/battlemat/data/experience.json");
        auto roles = readResource(rolesPath);
        if (!roles)
            return roles.error();
        auto damage = readResource(damagePath);
        if (!damage)
            return damage.error();
        auto xp = readResource(xpPath);
        if (!xp)
            return xp.error();
        return fromJson(*roles, *damage, *xp, rolesPath, damagePath, xpPath);
    }();
    return tables;
}

Result<MonsterTables> MonsterTables::fromJson(const QJsonObject &roles, const QJsonObject &damage,
                                              const QJsonObject &experience, const QString &rolesSource,
                                              const QString &damageSource, const QString &experienceSource)
{
    MonsterTables tables;
    const JsonContext rolesContext(rolesSource);
    auto roleRows = rolesContext.requireArray(roles, QStringLiteral("roles"));
    if (!roleRows)
        return roleRows.error();
    std::array<bool, 6> seen{};
    for (qsizetype i = 0; i < roleRows->size(); ++i) {
        const JsonContext here = rolesContext.child(QStringLiteral("roles")).at(i);
        auto row = roleFromJson(roleRows->at(i).toObject(), here);
        if (!row)
            return row.error();
        seen[static_cast<size_t>(row->role)] = true;
        tables.m_roles[static_cast<size_t>(row->role)] = *row;
    }
    for (MonsterRole role : allMonsterRoles) {
        if (!seen[static_cast<size_t>(role)])
            return rolesContext.child(QStringLiteral("roles"))
                .error(QStringLiteral("role '%1' is missing").arg(monsterRoleName(role)));
    }

    const JsonContext damageContext(damageSource);
    auto damageRows = damageContext.requireArray(damage, QStringLiteral("levels"));
    if (!damageRows)
        return damageRows.error();
    for (qsizetype i = 0; i < damageRows->size(); ++i) {
        const JsonContext here = damageContext.child(QStringLiteral("levels")).at(i);
        const QJsonObject object = damageRows->at(i).toObject();
        auto level = checkLevel(object, here, i);
        if (!level)
            return level.error();
        MonsterDamageRow row;
        row.level = int(i + 1);
        auto mook = here.requireInt(object, QStringLiteral("mook"), 0, 1000);
        if (!mook)
            return mook.error();
        auto wrecker = here.requireInt(object, QStringLiteral("wreckerBonus"), 0, 1000);
        if (!wrecker)
            return wrecker.error();
        row.mook = *mook;
        row.wreckerBonus = *wrecker;
        for (auto [key, field] : {std::pair{"atWillSingle", &row.atWillSingle},
                                  {"atWillMulti", &row.atWillMulti},
                                  {"surgeSingle", &row.surgeSingle},
                                  {"surgeMulti", &row.surgeMulti}}) {
            auto text = here.requireString(object, QString::fromLatin1(key));
            if (!text)
                return text.error();
            // The table's cells are all "NdS+K"; anything else in the data file is a mistake in the file.
            static const QRegularExpression cell(QStringLiteral("^(\\d+)d(\\d+)\\+(\\d+)$"));
            const auto match = cell.match(*text);
            if (!match.hasMatch())
                return here.child(QString::fromLatin1(key))
                    .error(QStringLiteral("'%1' is not a table cell like \"2d8+4\"").arg(*text));
            *field = MonsterDamageCell{match.captured(1).toInt(), match.captured(2).toInt(), match.captured(3).toInt()};
        }
        tables.m_damage.append(row);
    }

    const JsonContext xpContext(experienceSource);
    auto xpRows = xpContext.requireArray(experience, QStringLiteral("monsterXp"));
    if (!xpRows)
        return xpRows.error();
    for (qsizetype i = 0; i < xpRows->size(); ++i) {
        const JsonContext here = xpContext.child(QStringLiteral("monsterXp")).at(i);
        const QJsonObject object = xpRows->at(i).toObject();
        auto level = checkLevel(object, here, i);
        if (!level)
            return level.error();
        MonsterXpRow row;
        row.level = int(i + 1);
        for (MonsterRank rank : allMonsterRanks) {
            auto xp = here.requireInt(object, monsterRankName(rank), 0, 10000000);
            if (!xp)
                return xp.error();
            row.xp[static_cast<size_t>(rank)] = *xp;
        }
        tables.m_xp.append(row);
    }
    auto heroRows = xpContext.requireArray(experience, QStringLiteral("heroLevels"));
    if (!heroRows)
        return heroRows.error();
    for (qsizetype i = 0; i < heroRows->size(); ++i) {
        const JsonContext here = xpContext.child(QStringLiteral("heroLevels")).at(i);
        const QJsonObject object = heroRows->at(i).toObject();
        auto level = checkLevel(object, here, i);
        if (!level)
            return level.error();
        auto xp = here.requireInt(object, QStringLiteral("cumulativeXp"), 0, 100000000);
        if (!xp)
            return xp.error();
        tables.m_heroLevelXp.append(*xp);
    }
    return tables;
}

const MonsterDamageRow *MonsterTables::damage(int level) const
{
    if (level < 1 || level > m_damage.size())
        return nullptr;
    return &m_damage[level - 1];
}

const MonsterXpRow *MonsterTables::xp(int level) const
{
    if (level < 1 || level > m_xp.size())
        return nullptr;
    return &m_xp[level - 1];
}

int MonsterTables::monsterXp(int level, MonsterRank rank) const
{
    if (m_xp.isEmpty())
        return 0;
    return m_xp[qBound(1, level, int(m_xp.size())) - 1].xp[static_cast<size_t>(rank)];
}

int MonsterTables::heroLevelForXp(int xp) const
{
    int level = 1;
    while (level < m_heroLevelXp.size() && xp >= m_heroLevelXp[level])
        ++level;
    return level;
}

int MonsterTables::cumulativeXpForLevel(int level) const
{
    if (level < 1 || level > m_heroLevelXp.size())
        return -1;
    return m_heroLevelXp[level - 1];
}

} // namespace battlemat
