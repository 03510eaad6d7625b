import QtQuick
import Battlemat.Models

// What lies between the board and the tokens on a map (MapView): Five Torches Deep's light on every square, the
// players' fog, the game master's reveal and hide marks and the light sources standing on squares. In the map's
// content coordinates; sized 0 x 0 so that MapView's hit test (childAt) never takes it for a token.
Item {
    id: layers

    property MapDocument document: null
    // The players' copy whose fog is drawn (docs/vision.md); null: no fog.
    property MapDocument fogDocument: null
    // The game master's map showing, see-through, what the players see (his marks and light are drawn too).
    property bool fogPreview: false
    // Five Torches Deep's dim and dark squares the players' window tints (PlayerScreen.lightShades).
    property var fogShades: []
    property EncounterController table: null
    property real cellSize: 48
    property rect viewRect: Qt.rect(0, 0, 0, 0)
    property rect fogRectangle: Qt.rect(0, 0, 0, 0) // the fog stroke being dragged, in squares
    property var placedLights: []                   // shown while the map is edited, [] otherwise

    // Five Torches Deep's light (darkness, a torch's 30 ft of dim light, brilliant light) on the game master's map
    // while the campaign plays by it: what each attack's edge reads.
    FtdLightItem {
        objectName: "ftdLight"
        document: layers.fogPreview || layers.fogDocument === null ? layers.document : null
        table: layers.table
        cellSize: layers.cellSize
    }

    // What the heroes do not see (on the players' window only their tokens are in the model at all).
    FogLayerItem {
        objectName: "fog"
        document: layers.fogDocument
        cellSize: layers.cellSize
        preview: layers.fogPreview
        shades: layers.fogShades
        viewRect: layers.viewRect
        visible: layers.fogDocument !== null
    }

    // The game master's reveal and hide marks (docs/vision.md), on his own map only, and the fog rectangle.
    FogMarks {
        document: layers.fogPreview ? layers.document : null
        cellSize: layers.cellSize
        rectangle: layers.fogRectangle
    }

    PlacedLights {
        lights: layers.placedLights
        cellSize: layers.cellSize
    }
}
