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
        open()
        amount.focusAndSelect()
    }

    onAccepted: actions.adjustHitPoints(creatureId, kind, amount.value)

    RowLayout {
        Label { text: qsTr("Amount") }
        NumberSpinBox {
            id: amount
            objectName: "hitPointChangeAmount"
            onCommitted: dialog.accept()
            from: 1
            to: 9999
            editable: true
        }
    }
}
