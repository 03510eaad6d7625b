pragma Singleton

import QtQuick

// The table's look in one place (docs/table.md, "The look"): faction colours (always with a shape: circle, diamond,
// square by side slot), the marks' colours, the type scale and the spacing. Views take their values from here.
QtObject {
    // Faction colours by side slot, on the laptop and the TV's high contrast; slot % 3 gives the shape.
    readonly property var sideColours: ["#2f6db5", "#b53a2f", "#3d8b3d", "#7b4fa6", "#b5832f"]
    readonly property var sideColoursTv: ["#0050d0", "#d01010", "#008000", "#8000c0", "#c07000"]
    function sideColour(slot, tv) {
        const colours = tv ? sideColoursTv : sideColours
        return colours[Math.max(0, slot) % colours.length]
    }
    readonly property color dead: "#7d7771"
    readonly property color ink: "#1b1816"       // outlines, health marks
    readonly property color turn: "#2fbf4f"      // whose turn it is
    readonly property color selection: "#ffd54a" // the game master's selection and strokes
    readonly property color enemy: "#8b1a1a"     // an unseen creature's turn on the TV
    // Walls and doors as the board draws them (MapImage::edgeColour), for the legend.
    readonly property color wall: "#1b1816"
    readonly property color doorOpen: "#7cb342"
    readonly property color doorClosed: "#8d5a2b"
    readonly property color doorLocked: "#b02a2a"

    // Type scale (pixels): laptop text, headings, and the TV's names and turn line, read from across a room.
    readonly property int textSmall: 11
    readonly property int textBody: 13
    readonly property int textHeading: 17
    readonly property int tvName: 26
    readonly property int tvTurnLine: 34

    // Spacing steps (pixels).
    readonly property int gap: 4
    readonly property int gapMedium: 8
    readonly property int gapLarge: 12
}
