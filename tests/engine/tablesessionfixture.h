#pragma once

// The sample crypt as a campaign file, opened for a table session: shared by the table session's test files.
#include "campaign/campaignjson.h"
#include "core/jsonreader.h"
#include "encounter/commandparser.h"
#include "encounter/effectspec.h"
#include "encounter/scripteddecider.h"
#include "grid/battlemapjson.h"
#include "rulesets/builtinmodules.h"
#include "rulesets/orcusruleset.h"
#include "session/tablesession.h"
#include "storage/campaignstore.h"
#include "storage/campaigntransfer.h"

#include "encounterfixture.h"

#include <QFile>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

namespace battlemat::testing {

inline const QString sampleDir = QStringLiteral(BATTLEMAT_SOURCE_DIR "/resources/sample-campaign");

/** The sample crypt as a campaign file, with its map's id and the crypt's stat blocks. */
struct Table
{
    QTemporaryDir dir;
    QString file;
    std::unique_ptr<CampaignStore> store;
    Campaign campaign;
    QString mapId;
    QJsonArray statBlocks;

    bool open()
    {
        file = dir.filePath(QStringLiteral("crypt.battlemat"));
        if (!QFileInfo::exists(file)) {
            auto sample = readCampaignFile(sampleDir + QStringLiteral("/campaign.json"));
            auto created = CampaignStore::create(file, QStringLiteral("Crypt"));
            if (!sample || !created || !importCampaign(**created, *sample))
                return false;
        }
        auto opened = CampaignStore::open(file);
        if (!opened)
            return false;
        store = std::move(opened).value();
        auto loaded = loadCampaign(*store, &mapId);
        if (!loaded)
            return false;
        campaign = *loaded;
        auto blocks = readJsonObjectFile(sampleDir + QStringLiteral("/crypt-encounter.json"));
        statBlocks = blocks ? blocks->value(QStringLiteral("creatures")).toArray() : QJsonArray();
        return !statBlocks.isEmpty();
    }
    void close() { store.reset(); }
    TableScene scene() const { return TableScene{campaign.maps.at(campaign.activeMap)}; }

    Result<CommandOutcome> start(TableSession &session, quint64 seed = 42)
    {
        // The heroes under the campaign's rules, as Start encounter assembles them.
        auto assembled = assembleEncounter(
            campaign.maps.at(campaign.activeMap), statBlocks, [this](const QString &id) { return campaign.hero(id); },
            orcusSettingsOf(session.table().rules));
        if (!assembled)
            return assembled.error();
        return session.startEncounter(*assembled, QStringLiteral("test"), seed);
    }
};

inline CommandOutcome run(TableSession &session, const QJsonObject &json)
{
    auto command = commandFromJson(json, JsonContext(QStringLiteral("test")));
    if (!command)
        return CommandOutcome{false, command.errorMessage(), {}};
    ScriptedDecider decider; // the documented defaults answer every question
    return session.run(*command, &decider);
}

inline QJsonObject setHp(const QString &target, int hp)
{
    return {{QStringLiteral("type"), QStringLiteral("setHitPoints")},
            {QStringLiteral("target"), target},
            {QStringLiteral("hp"), hp}};
}

inline QJsonObject endTurn(const TableSession &session)
{
    return {{QStringLiteral("type"), QStringLiteral("endTurn")},
            {QStringLiteral("creature"), session.encounter()->state().current}};
}

inline int hpOf(const TableSession &session, const QString &id)
{
    return session.encounter()->state().combatant(id)->hp;
}

} // namespace battlemat::testing
