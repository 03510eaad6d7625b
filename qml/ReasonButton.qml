import QtQuick
import QtQuick.Controls

// A button that cannot work says why: disabled while `reason` (the model's, never a QML rule) is not empty, and its
// tooltip then shows the reason. A disabled control receives no hover, so the hover is the wrapper's.
Item {
    id: root

    property alias text: button.text
    property string reason
    // False while the model takes no click at all for now (a roll waiting for its prompt): disabled, no reason shown.
    property bool available: true
    readonly property alias button: button
    readonly property bool reasonShown: hover.hovered && reason !== ""
    signal clicked

    implicitWidth: button.implicitWidth
    implicitHeight: button.implicitHeight

    Button {
        id: button
        objectName: root.objectName + "Button"
        anchors.fill: parent
        enabled: root.reason === "" && root.available
        onClicked: root.clicked()
    }
    HoverHandler {
        id: hover
    }
    ToolTip.visible: root.reasonShown
    ToolTip.text: root.reason
    ToolTip.delay: 300
}
