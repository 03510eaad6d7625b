import QtQuick
import Battlemat.Models

// How a person moves the camera over the map: middle-button (or Space+left) drag pans, the wheel and a pinch zoom
// about the pointer, and the keys pan (arrows), zoom (+, -) and fit (0). It lies under the map's content, so a
// token's own handlers see a press before the camera does, as they did when these handlers sat on the view itself.
Item {
    id: navigation

    required property MapCamera camera
    // Space held turns a left drag into panning; the tools and tokens stand aside meanwhile.
    property bool spaceHeld: false

    signal zoomInRequested
    signal zoomOutRequested
    signal fitRequested

    // The view's Keys handlers forward here; true when the key was the camera's.
    function keyPressed(event) {
        if (event.key === Qt.Key_Space && !event.isAutoRepeat) {
            navigation.spaceHeld = true
        } else if (event.key === Qt.Key_Plus || event.key === Qt.Key_Equal) {
            navigation.zoomInRequested()
        } else if (event.key === Qt.Key_Minus) {
            navigation.zoomOutRequested()
        } else if (event.key === Qt.Key_0) {
            navigation.fitRequested()
        } else if (event.key === Qt.Key_Left) {
            navigation.camera.panBy(navigation.width / 8, 0)
        } else if (event.key === Qt.Key_Right) {
            navigation.camera.panBy(-navigation.width / 8, 0)
        } else if (event.key === Qt.Key_Up) {
            navigation.camera.panBy(0, navigation.height / 8)
        } else if (event.key === Qt.Key_Down) {
            navigation.camera.panBy(0, -navigation.height / 8)
        } else {
            return false
        }
        return true
    }
    function keyReleased(event) {
        if (event.key !== Qt.Key_Space || event.isAutoRepeat)
            return false
        navigation.spaceHeld = false
        return true
    }

    DragHandler {
        id: panDrag
        target: null
        acceptedButtons: navigation.spaceHeld ? Qt.LeftButton | Qt.MiddleButton : Qt.MiddleButton
        property point last
        onActiveChanged: last = Qt.point(translation.x, translation.y)
        onTranslationChanged: {
            if (!active)
                return
            navigation.camera.panBy(translation.x - last.x, translation.y - last.y)
            last = Qt.point(translation.x, translation.y)
        }
    }

    PinchHandler {
        target: null
        property real last: 1
        onActiveChanged: last = 1
        onScaleChanged: {
            if (!active)
                return
            navigation.camera.zoomAt(scale / last, centroid.position.x, centroid.position.y)
            last = scale
        }
    }

    WheelHandler {
        onWheel: event => navigation.camera.zoomAt(Math.pow(1.15, event.angleDelta.y / 120), event.x, event.y)
    }
}
