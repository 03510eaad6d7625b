import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts

// A PC joins the expedition: their CON score is their resilience, the hours they can adventure before checks.
ExpeditionStepDialog {
    id: dialog

    objectName: "expeditionMemberDialog"
    title: qsTr("Expedition member")
    Component.onCompleted: standardButton(Dialog.Ok).objectName = "expeditionMemberOk"

    onFresh: {
        memberName.text = ""
        memberName.forceActiveFocus()
    }
    function step(): bool {
        return expedition.addMember(memberName.text, constitution.value)
    }

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
