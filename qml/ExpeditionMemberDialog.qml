import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// A PC joins the expedition: their CON score is their resilience, the hours they can adventure before checks.
Dialog {
    id: dialog

    required property ExpeditionModel expedition

    objectName: "expeditionMemberDialog"
    title: qsTr("Expedition member")
    modal: true
    focus: true
    standardButtons: Dialog.Ok | Dialog.Cancel
    Component.onCompleted: standardButton(Dialog.Ok).objectName = "expeditionMemberOk"
    anchors.centerIn: Overlay.overlay

    onAboutToShow: {
        memberName.text = ""
        memberName.forceActiveFocus()
    }
    onAccepted: expedition.addMember(memberName.text, constitution.value)

    GridLayout {
        columns: 2
        Label { text: qsTr("Name") }
        TextField {
            id: memberName
            objectName: "expeditionMemberName"
            Layout.preferredWidth: 200
            onAccepted: dialog.accept()
        }
        Label { text: qsTr("CON score (resilience)") }
        NumberSpinBox {
            id: constitution
            objectName: "expeditionMemberCon"
            from: 1
            to: 30
            value: 10
            onCommitted: dialog.accept()
        }
    }
}
