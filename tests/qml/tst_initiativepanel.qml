import QtQuick
import QtTest
import Battlemat
import Battlemat.Models

// The initiative tracker's rows on the sample crypt: each effect with its duration, and a tie ordered by dragging
// one tied row onto the other (seed 3: Corvin and the Ash Ogre both have 8).
TestCase {
    id: testCase
    name: "InitiativePanel"
    width: 320
    height: 720
    visible: true
    when: windowShown

    // The encounter belongs to the panel, so both go together at the end of the test.
    Component {
        id: panelComponent
        InitiativePanel {
            width: 320
            height: 720
            tokens: sampleCampaign.tokens
            encounter: EncounterController {
                document: sampleCampaign.map
            }
        }
    }

    function rowText(row) {
        let text = ""
        const scan = item => {
            if (item.text !== undefined && typeof item.text === "string")
                text += item.text + "\n"
            for (let i = 0; i < item.children.length; ++i)
                scan(item.children[i])
        }
        scan(row)
        return text
    }

    function test_rowsShowDurationsAndTiesAreDragged() {
        const panel = createTemporaryObject(panelComponent, testCase)
        const encounter = panel.encounter
        verify(encounter.start(3), encounter.errorMessage)
        const list = findChild(panel, "initiativeOrder")
        verify(list)
        tryCompare(list, "count", 9)
        tryVerify(() => list.itemAtIndex(6) !== null && list.itemAtIndex(6).creatureId === "corvin")
        compare(list.itemAtIndex(7).creatureId, "ogre")
        verify(list.itemAtIndex(6).tied)
        verify(!list.itemAtIndex(5).tied)

        verify(encounter.execute('{"type": "applyEffect", "target": "brenna", "source": "ogre", '
                                 + '"effect": {"condition": "slowed", "duration": "endOfSourceNextTurn"}}'))
        tryVerify(() => rowText(list.itemAtIndex(2)).indexOf("slowed (until the end of Ash Ogre's next turn)") >= 0,
                  5000, rowText(list.itemAtIndex(2)))

        const ogre = list.itemAtIndex(7)
        const corvin = list.itemAtIndex(6)
        mouseDrag(ogre, ogre.width / 2, ogre.height / 2, 0, corvin.y - ogre.y)
        tryVerify(() => list.itemAtIndex(6) !== null && list.itemAtIndex(6).creatureId === "ogre")
        compare(list.itemAtIndex(7).creatureId, "corvin")
        verify(encounter.undo())
        tryVerify(() => list.itemAtIndex(6) !== null && list.itemAtIndex(6).creatureId === "corvin")
    }
}
