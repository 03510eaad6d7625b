import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// The strip over the table: the open map's name and size, map editing, Fit and the zoom, and the last error (the
// campaign's, a token action's or the map's); on the region map, the way back to the battle map.
ToolBar {
    id: bar

    required property CampaignController controller
    required property MapView mapView
    required property bool regionMode
    required property bool editing
    required property string tokenError

    signal backToBattleMap
    signal editingToggled

    RowLayout {
        anchors.fill: parent
        Button {
            Layout.leftMargin: 12
            visible: bar.regionMode
            text: qsTr("Back to the battle map")
            onClicked: bar.backToBattleMap()
        }
        Label {
            Layout.leftMargin: 12
            visible: !bar.regionMode
            text: bar.controller.map.name
            font.bold: true
        }
        Label {
            visible: !bar.regionMode
            text: qsTr("%1 × %2 squares").arg(bar.controller.map.columns).arg(bar.controller.map.rows)
            color: Theme.textMuted
        }
        ToolSeparator {
            visible: !bar.regionMode
        }
        Button {
            visible: !bar.regionMode
            text: bar.editing ? qsTr("Editing map") : qsTr("Edit map")
            checkable: true
            checked: bar.editing
            onClicked: bar.editingToggled()
        }
        Button {
            visible: !bar.regionMode
            text: qsTr("Fit")
            onClicked: bar.mapView.fit()
        }
        Label {
            visible: !bar.regionMode
            text: qsTr("Zoom %1%").arg(Math.round(bar.mapView.camera.zoom * 100))
            color: Theme.textMuted
        }
        Item {
            Layout.fillWidth: true
        }
        Label {
            Layout.rightMargin: 12
            visible: text.length > 0
            objectName: "statusError"
            text: bar.controller.errorMessage.length > 0 ? bar.controller.errorMessage
                  : bar.tokenError.length > 0 ? bar.tokenError
                  : bar.controller.map.lastError
            color: Theme.error
            elide: Text.ElideRight
            Layout.maximumWidth: 600
        }
    }
}
