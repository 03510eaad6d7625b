import QtQuick
import QtTest
import Battlemat
import Battlemat.Models

// The initiative tracker's rows on the sample crypt: each effect with its duration, and a tie ordered by dragging
// one tied row onto the other (seed 3: the Ash Ogre and the Crypt Lurker roll the same total).
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
                campaign: sampleCampaign // the party's tokens fight with their sheets
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
        tryCompare(list, "count", 12) // the sample's four stat-block heroes, the party of three, five monsters
        tryVerify(() => list.itemAtIndex(3) !== null && list.itemAtIndex(3).creatureId === "lurker")
        compare(list.itemAtIndex(2).creatureId, "ogre")
        verify(list.itemAtIndex(2).tied)
        verify(list.itemAtIndex(3).tied)
        verify(!list.itemAtIndex(1).tied)
        compare(list.itemAtIndex(4).creatureId, "brenna")

        verify(encounter.execute('{"type": "applyEffect", "target": "brenna", "source": "ogre", '
                                 + '"effect": {"condition": "slowed", "duration": "endOfSourceNextTurn"}}'))
        tryVerify(() => rowText(list.itemAtIndex(4)).indexOf("slowed (until the end of Ash Ogre's next turn)") >= 0,
                  5000, rowText(list.itemAtIndex(4)))

        const lurker = list.itemAtIndex(3)
        const ogre = list.itemAtIndex(2)
        mouseDrag(lurker, lurker.width / 2, lurker.height / 2, 0, ogre.y - lurker.y)
        tryVerify(() => list.itemAtIndex(2) !== null && list.itemAtIndex(2).creatureId === "lurker")
        compare(list.itemAtIndex(3).creatureId, "ogre")
        verify(encounter.undo())
        tryVerify(() => list.itemAtIndex(2) !== null && list.itemAtIndex(2).creatureId === "ogre")
    }
}
