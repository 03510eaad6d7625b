import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// One check of a Five Torches Deep fight: hiding (stealth against a DC), retreating (the GM's check, or none, and
// whether an attack hit on the way), stabilizing the fallen (a modified check or magic, then the injury table), or a
// PC's check against a danger that damages on a failure (a natural 1 doubles it). The modifier and DC are the GM's.
Dialog {
    id: dialog

    required property FtdFightModel fight
    property string chosen: ""
    property string kind: "hide"
    property string who: ""

    function openFor(kind, who) {
        dialog.kind = kind
        dialog.who = who
        open()
    }

    objectName: "ftdCheckDialog"
    title: kind === "hide" ? qsTr("Hide: %1").arg(who)
         : kind === "retreat" ? qsTr("Retreat: %1").arg(who)
         : kind === "stabilize" ? qsTr("Stabilize %1").arg(who)
         : qsTr("Damaging check: %1").arg(who)
    modal: true
    focus: true
    standardButtons: Dialog.Ok | Dialog.Cancel
    Component.onCompleted: standardButton(Dialog.Ok).objectName = "ftdCheckOk"
    anchors.centerIn: Overlay.overlay

    onAboutToShow: modifier.focusAndSelect()
    onAccepted: {
        if (kind === "hide")
            fight.hide(modifier.value, dc.value)
        else if (kind === "retreat")
            fight.retreat(modifier.value, called.checked ? dc.value : 0, hit.checked)
        else if (kind === "stabilize")
            fight.stabilize(chosen, modifier.value, magic.checked)
        else
            fight.hazard(chosen, modifier.value, dc.value, damage.text)
    }

    GridLayout {
        columns: 2
        Label { text: qsTr("Modifier") }
        NumberSpinBox {
            id: modifier
            objectName: "ftdCheckModifier"
            from: -10
            to: 30
            value: 0
            onCommitted: dialog.accept()
        }
        Label {
            visible: dialog.kind !== "stabilize" || !magic.checked
            text: qsTr("DC")
        }
        NumberSpinBox {
            id: dc
            objectName: "ftdCheckDc"
            visible: dialog.kind !== "stabilize" || !magic.checked
            enabled: dialog.kind !== "retreat" || called.checked
            from: 1
            to: 40
            value: dialog.kind === "stabilize" ? 10 : 12
            onCommitted: dialog.accept()
        }
        Label {
            visible: dialog.kind === "hazard"
            text: qsTr("Damage on a failure")
        }
        TextField {
            id: damage
            objectName: "ftdCheckDamage"
            visible: dialog.kind === "hazard"
            Layout.preferredWidth: 120
            text: "1d6"
        }
        CheckBox {
            id: called
            Layout.columnSpan: 2
            visible: dialog.kind === "retreat"
            checked: true
            text: qsTr("The GM calls for a check")
        }
        CheckBox {
            id: hit
            Layout.columnSpan: 2
            visible: dialog.kind === "retreat"
            text: qsTr("An attack hit them on the way out")
        }
        CheckBox {
            id: magic
            Layout.columnSpan: 2
            visible: dialog.kind === "stabilize"
            text: qsTr("By a spell or potion (no check)")
        }
        Label {
            Layout.columnSpan: 2
            Layout.preferredWidth: 300
            wrapMode: Text.WordWrap
            font.pixelSize: 12
            text: dialog.kind === "hide" ? qsTr("Darkness and dim light give advantage, brilliant light disadvantage.")
                : dialog.kind === "stabilize" ? qsTr("Once stable a PC rolls on the injury table; a monster stays at 0 HP.")
                : dialog.kind === "retreat" ? qsTr("Retreat takes the whole turn; a failed check or any hit stops it.")
                : qsTr("A natural 1 doubles the damage a PC takes.")
        }
    }
}
