pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Shapes
import Battlemat.Models

// The regions of a mastery-system map over its background image. A click selects a region; every region then
// shows its range from it (melee, 1, 2 ...), shaded nearer to farther. Regions are few, so one Shape each.
Item {
    id: view

    required property RegionMapModel regionModel
    property url background
    property real zoom: 1
    // The regions' names: larger on the players' window, read from across the table.
    property int labelPixelSize: 13
    // The regions' names: dark on the players' parchment, the window's text colour on the laptop (light in the dark
    // theme, where the translucent regions lie over the dark window).
    property color labelColour: "black"

    function rangeLabel(range: int): string {
        if (range < 0)
            return ""
        if (range === 0)
            return qsTr("melee")
        return qsTr("range %1").arg(range)
    }

    function fillFor(range: int): color {
        if (range === 0)
            return "#66d08a2c"
        if (range === 1)
            return "#55e0c040"
        if (range > 1)
            return "#333070c0"
        return "#18000000"
    }

    Image {
        objectName: "regionMapPicture"
        source: view.background
        visible: status === Image.Ready
        width: implicitWidth * view.zoom
        height: implicitHeight * view.zoom
    }

    Repeater {
        model: view.regionModel

        delegate: Shape {
            id: regionShape

            required property string regionId
            required property string name
            required property var polygon
            required property point center
            required property int range
            required property bool swimming
            required property bool climbing

            anchors.fill: parent

            ShapePath {
                strokeColor: regionShape.regionId === view.regionModel.selected ? "#c04000" : "#404040"
                strokeWidth: regionShape.regionId === view.regionModel.selected ? 3 : 1.5
                fillColor: view.fillFor(regionShape.range)

                PathPolyline {
                    path: regionShape.polygon.concat([regionShape.polygon[0]]).map(
                              corner => Qt.point(corner.x * view.zoom, corner.y * view.zoom))
                }
            }

            Text {
                font.pixelSize: view.labelPixelSize
                color: view.labelColour
                x: regionShape.center.x * view.zoom - width / 2
                y: regionShape.center.y * view.zoom - height / 2
                horizontalAlignment: Text.AlignHCenter
                text: {
                    let label = regionShape.name
                    if (regionShape.swimming)
                        label += " " + qsTr("(swim)")
                    if (regionShape.climbing)
                        label += " " + qsTr("(climb)")
                    const range = view.rangeLabel(regionShape.range)
                    return range === "" ? label : label + "\n" + range
                }
            }
        }
    }

    MouseArea {
        anchors.fill: parent
        onClicked: mouse => view.regionModel.selected = view.regionModel.regionAt(mouse.x / view.zoom,
                                                                                   mouse.y / view.zoom)
    }
}
