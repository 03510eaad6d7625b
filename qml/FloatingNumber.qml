import QtQuick

// A change of hit points floating up from a token for a moment: "-7" red for damage, "+5" green for healing.
// Shown where the numbers are known to the screen (a monster's never on the players' window).
Text {
    id: floating

    property real rise: 40 // how far it floats (map pixels)

    function show(change) {
        text = change > 0 ? "+" + change : String(change)
        color = change > 0 ? "#3ddc5a" : "#ff4040"
        animation.restart()
    }

    opacity: 0
    font.bold: true
    style: Text.Outline
    styleColor: "black"

    SequentialAnimation {
        id: animation
        ParallelAnimation {
            NumberAnimation { target: floating; property: "y"; from: 0; to: -floating.rise; duration: 1200; easing.type: Easing.OutQuad }
            SequentialAnimation {
                NumberAnimation { target: floating; property: "opacity"; from: 0; to: 1; duration: 150 }
                PauseAnimation { duration: 700 }
                NumberAnimation { target: floating; property: "opacity"; to: 0; duration: 350 }
            }
        }
    }
}
