import QtQuick

// The map editing tools the game master has chosen (MapEditPanel sets them, MapView paints with them). Kept
// apart from the panel so that the panel is made on first use (Main.qml's Loader) while the map still knows the
// tools: the window's first frame waits for no editing controls.
QtObject {
    property string tool: "select"
    property int paintTerrain: 1
    property int edgeFeature: 1
    property int paintLight: 0          // 0 dark, 1 dim, 2 bright: the ambient light the "light" brush paints
    property string lightKind: "torch"  // what a click with the "lamp" tool puts down
    property int paintFog: 1            // 1 reveal, 2 hide, 0 clear: the players' fog brush
    property string fogShape: "brush"   // "brush", "rectangle" or "room": what a fog stroke marks (EditStroke)
}
