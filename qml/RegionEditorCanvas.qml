pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Shapes
import Battlemat.Models

// The region map being edited, in image pixels: the picture, the regions (shaded by range from the selected one),
// their links on the shared borders, and the polygon being drawn (red while it is bad). What a click or a drag does
// depends on the tool: select and drag corners, draw, split (two corners), merge or link (two regions).
Item {
    id: canvas

    required property RegionMapEditor editor
    property string tool: "select" // "select", "draw", "split", "merge", "link"
    property string linkKind: "door"
    // The first pick of a two-step tool: a region (merge, link) or a corner index of the selected region (split).
    property string firstRegion: ""
    property int firstCorner: -1
    // A corner being dragged, shown where the mouse is until it is dropped.
    property string dragRegion: ""
    property int dragIndex: -1
    property point dragAt
    property bool dropped: false // the press was a corner's drag: its click does not select
    readonly property real handle: 7

    implicitWidth: Math.max(800, picture.status === Image.Ready ? picture.implicitWidth : 0, bounds().x + 40)
    implicitHeight: Math.max(560, picture.status === Image.Ready ? picture.implicitHeight : 0, bounds().y + 40)

    function bounds(): point {
        let right = 0, bottom = 0
        for (const region of editor.regions)
            for (const corner of region.polygon) {
                right = Math.max(right, corner.x)
                bottom = Math.max(bottom, corner.y)
            }
        return Qt.point(right, bottom)
    }

    function fillFor(range: int, selected: bool): color {
        if (selected || range === 0)
            return "#66d08a2c"
        if (range === 1)
            return "#55e0c040"
        if (range > 1)
            return "#333070c0"
        return "#22000000"
    }

    function linkColor(kind: string): color {
        return kind === "wall" ? "#202020" : kind === "door" ? "#8b4513" : kind === "ladder" ? "#2e7d32" : "#1565c0"
    }

    function linkLabel(kind: string): string {
        return kind === "wall" ? qsTr("wall") : kind === "door" ? qsTr("door") : kind === "ladder" ? qsTr("ladder")
                                                                                                   : qsTr("opening")
    }

    function rangeLabel(range: int): string {
        return range < 0 ? "" : range === 0 ? qsTr("melee") : qsTr("range %1").arg(range)
    }

    function shown(region: var): var {
        if (region.regionId !== dragRegion)
            return region.polygon
        let polygon = region.polygon.slice()
        polygon[dragIndex] = dragAt
        return polygon
    }

    // The outline as a closed polyline: the first corner again at the end.
    function closed(points: var): var {
        return points.length > 0 ? points.concat([points[0]]) : []
    }

    function pickTwo(id: string, act: var) {
        if (id === "")
            return
        if (firstRegion === "" || firstRegion === id) {
            firstRegion = id
            editor.selected = id
            return
        }
        act(firstRegion, id)
        firstRegion = ""
    }

    Rectangle {
        anchors.fill: parent
        color: "#f4efe6"
    }

    Image {
        id: picture
        objectName: "regionEditorPicture"
        source: canvas.editor.background === "" ? "" : "file:" + canvas.editor.background
        visible: status === Image.Ready
    }

    Repeater {
        model: canvas.editor.regions

        delegate: Shape {
            id: regionShape

            required property var modelData
            readonly property bool selected: modelData.regionId === canvas.editor.selected
            objectName: "region-" + modelData.regionId
            anchors.fill: parent

            ShapePath {
                strokeColor: regionShape.selected ? "#c04000" : "#404040"
                strokeWidth: regionShape.selected ? 3 : 1.5
                fillColor: canvas.fillFor(regionShape.modelData.range, regionShape.selected)

                PathPolyline {
                    path: canvas.closed(canvas.shown(regionShape.modelData))
                }
            }

            Text {
                x: regionShape.modelData.center.x - width / 2
                y: regionShape.modelData.center.y - height / 2
                horizontalAlignment: Text.AlignHCenter
                text: {
                    let label = regionShape.modelData.name
                    if (regionShape.modelData.swimming)
                        label += " " + qsTr("(swim)")
                    if (regionShape.modelData.climbing)
                        label += " " + qsTr("(climb)")
                    const range = canvas.rangeLabel(regionShape.modelData.range)
                    return range === "" || regionShape.selected ? label : label + "\n" + range
                }
            }

            // Corner handles: every corner can be dragged; split picks two of the selected region's.
            Repeater {
                model: regionShape.selected || canvas.tool === "select" ? regionShape.modelData.polygon : []

                delegate: Rectangle {
                    required property point modelData
                    required property int index
                    x: modelData.x - width / 2
                    y: modelData.y - height / 2
                    width: canvas.handle
                    height: canvas.handle
                    color: canvas.tool === "split" && index === canvas.firstCorner ? "#c04000" : "white"
                    border.color: "#404040"
                }
            }
        }
    }

    Repeater {
        model: canvas.editor.links

        delegate: Shape {
            id: linkShape

            required property var modelData
            anchors.fill: parent

            ShapePath {
                strokeColor: canvas.linkColor(linkShape.modelData.kind)
                strokeWidth: 6
                capStyle: ShapePath.FlatCap
                fillColor: "transparent"
                startX: linkShape.modelData.from.x
                startY: linkShape.modelData.from.y
                PathLine {
                    x: linkShape.modelData.to.x
                    y: linkShape.modelData.to.y
                }
            }

            Rectangle {
                x: (linkShape.modelData.from.x + linkShape.modelData.to.x) / 2 - width / 2
                y: (linkShape.modelData.from.y + linkShape.modelData.to.y) / 2 - height / 2
                width: kindLabel.implicitWidth + 6
                height: kindLabel.implicitHeight + 2
                color: canvas.linkColor(linkShape.modelData.kind)
                radius: 3

                Text {
                    id: kindLabel
                    anchors.centerIn: parent
                    color: "white"
                    font.pixelSize: 11
                    text: canvas.linkLabel(linkShape.modelData.kind)
                }
            }
        }
    }

    Shape {
        objectName: "draft"
        anchors.fill: parent
        visible: canvas.editor.draft.length > 0

        ShapePath {
            strokeColor: canvas.editor.draftProblem === "" ? "#c04000" : "#b00020"
            strokeWidth: 2
            strokeStyle: canvas.editor.draftProblem === "" ? ShapePath.SolidLine : ShapePath.DashLine
            fillColor: canvas.editor.draftProblem === "" ? "#33c04000" : "#44b00020"

            PathPolyline {
                path: canvas.closed(canvas.editor.draft)
            }
        }
    }

    Repeater {
        model: canvas.editor.draft

        delegate: Rectangle {
            required property point modelData
            required property int index
            x: modelData.x - width / 2
            y: modelData.y - height / 2
            width: index === 0 ? canvas.handle + 4 : canvas.handle
            height: width
            radius: width / 2
            color: index === 0 ? "#c04000" : "white"
            border.color: "#c04000"
        }
    }

    MouseArea {
        objectName: "regionEditorMouse"
        anchors.fill: parent
        preventStealing: true

        onPressed: mouse => {
            canvas.forceActiveFocus() // Enter, Backspace and Escape act on the drawing
            canvas.dropped = false
            if (canvas.tool !== "select")
                return
            const corner = canvas.editor.cornerAt(mouse.x, mouse.y, canvas.handle + 3)
            if (corner.region === undefined)
                return
            canvas.dragRegion = corner.region
            canvas.dragIndex = corner.index
            canvas.dragAt = Qt.point(mouse.x, mouse.y)
        }
        onPositionChanged: mouse => {
            if (canvas.dragRegion !== "")
                canvas.dragAt = Qt.point(mouse.x, mouse.y)
        }
        onReleased: mouse => {
            if (canvas.dragRegion === "")
                return
            const region = canvas.dragRegion
            const index = canvas.dragIndex
            canvas.dragRegion = ""
            canvas.dragIndex = -1
            canvas.dropped = true
            canvas.editor.selected = region
            canvas.editor.moveCorner(region, index, Math.round(mouse.x), Math.round(mouse.y))
        }
        onClicked: mouse => {
            if (canvas.dropped)
                return
            const x = Math.round(mouse.x), y = Math.round(mouse.y)
            if (canvas.tool === "draw") {
                const draft = canvas.editor.draft
                // A click on the first corner closes the polygon.
                if (draft.length >= 3 && Math.hypot(draft[0].x - x, draft[0].y - y) <= canvas.handle + 3)
                    canvas.editor.finishDraft()
                else
                    canvas.editor.addDraftPoint(x, y)
            } else if (canvas.tool === "split") {
                const corner = canvas.editor.cornerAt(x, y, canvas.handle + 3)
                if (corner.region === undefined || (canvas.editor.selected !== "" && corner.region !== canvas.editor.selected)) {
                    canvas.editor.selected = canvas.editor.regionAt(x, y)
                    canvas.firstCorner = -1
                } else if (canvas.firstCorner < 0) {
                    canvas.editor.selected = corner.region
                    canvas.firstCorner = corner.index
                } else {
                    canvas.editor.split(corner.region, canvas.firstCorner, corner.index)
                    canvas.firstCorner = -1
                }
            } else if (canvas.tool === "merge") {
                canvas.pickTwo(canvas.editor.regionAt(x, y), (first, second) => canvas.editor.merge(first, second))
            } else if (canvas.tool === "link") {
                canvas.pickTwo(canvas.editor.regionAt(x, y),
                               (first, second) => canvas.editor.link(first, second, canvas.linkKind))
            } else if (canvas.dragRegion === "") {
                canvas.editor.selected = canvas.editor.regionAt(x, y)
            }
        }
    }
}
