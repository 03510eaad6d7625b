#pragma once

#include "encountercontroller.h"
#include "mapdocument.h"

#include "core/jsonreader.h"
#include "grid/battlemapjson.h"

#include <QTest>

// The CLI's powers encounter (tests/cli/data/encounter/powers.json) at the druid's turn, as the app's tests use
// it: the druid (0, 5) has the far wall 3 "thorns" within 10; the guard stands at (3, 2), the cutter at (5, 4).
// Call through QVERIFY-style checks: a failure is recorded and the caller returns on QTest::currentTestFailed().
inline void startPowersEncounterAtDruidsTurn(MapDocument &document, EncounterController &encounter)
{
    const QString file = QStringLiteral(BATTLEMAT_SOURCE_DIR "/tests/cli/data/encounter/powers.json");
    auto object = battlemat::readJsonObjectFile(file);
    QVERIFY(object);
    auto map =
        battlemat::battleMapFromJson(object->value(QStringLiteral("map")).toObject(), battlemat::JsonContext(file));
    QVERIFY(map);
    document.setMap(*map);
    encounter.setDocument(&document);
    encounter.setStatBlocksFile(file);
    QVERIFY2(encounter.start(5), qPrintable(encounter.errorMessage()));
    for (int turn = 0; turn < 6 && encounter.currentCreature() != QLatin1String("druid"); ++turn)
        QVERIFY(encounter.nextTurn());
    QCOMPARE(encounter.currentCreature(), QStringLiteral("druid"));
}
