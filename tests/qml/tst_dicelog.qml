import QtQuick
import QtTest
import Battlemat

// A dice log entry explains itself: purpose, every die (dropped ones struck through), the total; the free dice
// box rolls notation through the dice engine and refuses bad notation with the position.
TestCase {
    id: testCase
    name: "DiceLog"
    width: 400
    height: 600
    visible: true
    when: windowShown

    Component {
        id: entryComponent
        DiceLogEntry {
            width: 300
            text: "Ability scores"
            undone: false
            freeRoll: true
            total: 14
            rolls: [{
                purpose: "Ability scores",
                notation: "4d6kh3",
                total: 14,
                dice: [
                    { value: 6, sides: 6, kept: true, exploded: false, bonus: false },
                    { value: 5, sides: 6, kept: true, exploded: false, bonus: false },
                    { value: 3, sides: 6, kept: true, exploded: false, bonus: false },
                    { value: 1, sides: 6, kept: false, exploded: false, bonus: false }
                ]
            }]
        }
    }
    Component {
        id: panelComponent
        DiceLogPanel {
            width: 300
            height: 500
            log: sampleCampaign.diceLog
        }
    }

    function labelsOf(item, found) {
        for (let i = 0; i < item.children.length; ++i) {
            const child = item.children[i]
            if (child.text !== undefined && child.font !== undefined)
                found.push(child)
            labelsOf(child, found)
        }
        return found
    }

    function test_entryShowsDiceAndTotal() {
        const entry = createTemporaryObject(entryComponent, testCase)
        verify(entry)
        const labels = labelsOf(entry, [])
        const texts = labels.map(l => l.text)
        verify(texts.indexOf("Ability scores") >= 0)
        verify(texts.indexOf("= 14") >= 0)
        const dropped = labels.filter(l => l.text === "1")
        compare(dropped.length, 1)
        verify(dropped[0].font.strikeout)
        verify(!labels.filter(l => l.text === "6")[0].font.strikeout)
    }

    function test_diceBoxRollsNotation() {
        const panel = createTemporaryObject(panelComponent, testCase)
        const box = findChild(panel, "diceBox")
        verify(box)
        const before = sampleCampaign.diceLog.rowCount()
        box.forceActiveFocus()
        box.text = "2d6+3"
        keyClick(Qt.Key_Return)
        compare(sampleCampaign.diceLog.rowCount(), before + 1)
        compare(box.text, "")
        const total = sampleCampaign.diceLog.data(sampleCampaign.diceLog.index(before, 0), 0x0100 + 4)
        verify(total >= 5 && total <= 15, "2d6+3 gave " + total)

        box.text = "2d"
        keyClick(Qt.Key_Return)
        compare(sampleCampaign.diceLog.rowCount(), before + 1)
        verify(sampleCampaign.diceLog.lastError.indexOf("position") >= 0, sampleCampaign.diceLog.lastError)
        compare(box.text, "2d")
    }

    function test_oddsOfNotation() {
        const odds = sampleCampaign.diceLog.odds("2d6+3")
        verify(odds.ok)
        compare(odds.minimum, 5)
        compare(odds.maximum, 15)
        fuzzyCompare(odds.mean, 10, 1e-9)
        verify(!sampleCampaign.diceLog.odds("d").ok)
    }
}
