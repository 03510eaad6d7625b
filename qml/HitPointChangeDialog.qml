import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// Damage, healing or temporary hit points for one creature: the amount is typed and Return applies it.
Dialog {
    id: dialog

    required property TokenActions actions
    property string creatureId
    property string creatureName
    property string kind: "damage" // "damage", "heal" or "temporary"

    objectName: "hitPointChangeDialog"
    title: kind === "damage" ? qsTr("Damage to %1").arg(creatureName)
                             : kind === "heal" ? qsTr("Healing for %1").arg(creatureName)
                                               : qsTr("Temporary hit points for %1").arg(creatureName)
    modal: true
    focus: true
    standardButtons: Dialog.Ok | Dialog.Cancel
    anchors.centerIn: Overlay.overlay

    function openFor(token, changeKind) {
        creatureId = token.creatureId ?? ""
        creatureName = token.name ?? ""
        kind = changeKind
        amount.value = 5
        healDice.text = ""
        open()
        amount.focusAndSelect()
    }

    // Healing in a fight may be rolled ("2d8+3"): the engine rolls it, and an action die may be added to it.
    readonly property bool canRoll: kind === "heal" && actions.encounter && actions.encounter.running
    onAccepted: {
        if (canRoll && healDice.text.trim().length > 0)
            actions.healRolled(creatureId, healDice.text)
        else
            actions.adjustHitPoints(creatureId, kind, amount.value)
    }

    GridLayout {
        columns: 2
        Label { text: qsTr("Amount") }
        NumberSpinBox {
            id: amount
            objectName: "hitPointChangeAmount"
            onCommitted: dialog.accept()
            from: 1
            to: 9999
            editable: true
        }
        Label {
            visible: dialog.canRoll
            text: qsTr("or roll")
        }
        TextField {
            id: healDice
            objectName: "hitPointChangeDice"
            visible: dialog.canRoll
            placeholderText: qsTr("e.g. 2d8+3")
            onAccepted: dialog.accept()
        }
    }
}
