import QtQuick
import QtQuick.Controls

Dialog {
    id: dialog
    objectName: "aboutDialog"

    property string version

    title: qsTr("About Battlemat")
    modal: true
    standardButtons: Dialog.Close
    anchors.centerIn: Overlay.overlay

    Label {
        text: qsTr("Battlemat %1\nA tabletop for game masters: Orcus on a square grid,\nthe mastery-point system on region maps.").arg(dialog.version)
    }
}
