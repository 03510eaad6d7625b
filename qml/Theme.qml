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
    readonly property color secretDoor: "#6a3fa0" // the game master's mark on a door the players see as a wall

    // The laptop's light or dark look (View > Theme, Main.qml sets it from AppearanceSettings). The players' window
    // keeps its high contrast: the TV reads none of these. Each pair keeps text at 4.5:1 or more on its panel.
    property bool dark: false
    readonly property color textMuted: dark ? "#c2b7a5" : "#5b5146"  // secondary text on panels
    readonly property color textFaint: dark ? "#a0968a" : "#8a7e6c"  // hints, seeds, rules
    readonly property color error: dark ? "#ff8a7e" : "#b02a2a"      // refusals and their reasons
    readonly property color heroText: dark ? "#8fb8f0" : "#1d4f8a"   // a hero's name in the tracker
    readonly property color enemyText: dark ? "#f09a8a" : "#8a2a1d"  // a monster's name in the tracker
    readonly property color goodText: dark ? "#8fd09a" : "#2d5e3a"   // what a hero has to spend
    readonly property color panelHeader: dark ? "#3a3531" : "#e4dccb"
    readonly property color chip: dark ? "#3a3531" : "#f3ecdc"       // a die in the dice log
    readonly property color mapSurround: dark ? "#161412" : "#d9d2c3" // round the map
    readonly property color warningText: dark ? "#f0b070" : "#8c4a1f" // a suggestion to act on, an injury
    // The text of a control that cannot be used now (a button waiting for an encounter): greyed, below the 4.5:1 of
    // the words that can be acted on, as the style greys it where a platform theme gives it a palette.
    readonly property color disabledText: dark ? "#857d72" : "#a39a8c"
    // A row of a list: the one whose turn it is, the one the game master chose, and their borders.
    readonly property color currentRow: dark ? "#3d3526" : "#f3e3b5"
    readonly property color chosenRow: dark ? "#2c3a4a" : "#dde6f0"
    readonly property color rowBorder: dark ? "#4a4642" : "#d8cfbf"
    readonly property color chosenBorder: dark ? "#8fb0d8" : "#4a6a8c"
    // The controls' palette in the dark (Main.qml); in the light the style's own.
    readonly property color darkWindow: "#2b2927"
    readonly property color darkBase: "#1f1d1b"
    readonly property color darkAlternateBase: "#27241f"
    readonly property color darkText: "#ece6da"
    readonly property color darkButton: "#3a3633"
    // A checked tool button in the dark (the editing tools): the style darkens a checked button by a tenth only,
    // which on darkButton cannot be told from an unchecked one; this one reads at 5:1 under darkText.
    readonly property color darkButtonChecked: "#6a645c"
    readonly property color darkHighlight: "#4a7fc1"
    readonly property color darkPlaceholder: "#9a9184"
    readonly property color darkLight: "#4a4642"
    readonly property color darkMidlight: "#403c38"
    readonly property color darkMid: "#2f2c29"
    readonly property color darkDark: "#1a1816"
    readonly property color darkShadow: "#000000"
    readonly property color darkBrightText: "#ffffff"

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
