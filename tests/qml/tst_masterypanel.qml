import QtQuick
import QtTest
import Battlemat
import Battlemat.Models

// The mastery panel: counters per combatant, and an MP offer that waits for the player's answer.
TestCase {
    id: testCase
    name: "MasteryPanel"
    width: 600
    height: 400
    visible: true
    when: windowShown

    MasteryController {
        id: encounter
    }

    Component {
        id: panelComponent
        MasteryPanel {
            controller: encounter
            width: 600
            height: 400
        }
    }

    function encounterJson() {
        return JSON.stringify({
            "seed": 3,
            "map": { "regions": [{ "id": "hall", "polygon": [[0, 0], [10, 0], [10, 10], [0, 10]] }] },
            "combatants": [
                { "id": "aldric", "side": "heroes", "rank": 2, "region": "hall",
                  "dice": { "ref": "D10", "attack": "D8", "defense": "D6" } },
                { "id": "ogre", "side": "monsters", "mp": 0, "region": "hall",
                  "dice": { "ref": "D4", "attack": "D8", "defense": "D4" } }
            ]
        })
    }

    function test_offerWaitsForTheAnswer() {
        verify(encounter.loadJson(encounterJson()))
        const panel = createTemporaryObject(panelComponent, testCase)
        verify(panel)
        compare(encounter.rowCount(), 2)
        compare(encounter.data(encounter.index(0, 0), MasteryController.MpRole), 2)
        encounter.apply(JSON.stringify({ "type": "startCombat" }))
        // aldric's initiative roll waits for him (unless it already shows the D10's maximum); he spends once,
        // then passes. Answers reach the engine through a signal, so each new offer may come a little later.
        let asked = 0
        for (let i = 0; i < 3; ++i) {
            tryVerify(() => encounter.offer.combatant !== undefined || !encounter.busy)
            if (!encounter.busy)
                break
            compare(encounter.offer.combatant, "aldric")
            verify(findChild(panel, "offerDialog").visible)
            encounter.answer(asked === 0)
            ++asked
        }
        tryVerify(() => !encounter.busy)
        verify(asked >= 1) // seed 3 does not roll the maximum
        verify(encounter.logSize >= 4)
        compare(encounter.errorMessage, "")
        const spent = 2 - encounter.data(encounter.index(0, 0), MasteryController.MpRole)
        verify(spent === 0 || spent === 1)
        encounter.apply(JSON.stringify({ "type": "fly" }))
        verify(encounter.errorMessage.indexOf("unknown command") >= 0)
    }
}
