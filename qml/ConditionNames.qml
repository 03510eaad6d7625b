pragma Singleton

import QtQuick

// The conditions' names in the table's language, for the token icons' tooltips and the map legend (the engine
// names them as the rules do: "prone", "off-guard"). A condition without its own icon shows the plain one.
QtObject {
    readonly property var withIcons: ["blinded", "controlled", "dazed", "dying", "helpless", "immobilized", "marked",
        "prone", "rattled", "restrained", "slowed", "stunned", "surprised", "unconscious", "weakened", "invisible",
        "off-guard", "grappled"]

    function iconOf(condition) {
        return "icons/conditions/" + (withIcons.indexOf(condition) >= 0 ? condition : "condition") + ".svg"
    }

    function label(condition) {
        switch (condition) {
        case "blinded": return qsTr("blinded")
        case "controlled": return qsTr("controlled")
        case "dazed": return qsTr("dazed")
        case "dying": return qsTr("dying")
        case "helpless": return qsTr("helpless")
        case "immobilized": return qsTr("immobilized")
        case "marked": return qsTr("marked")
        case "prone": return qsTr("prone")
        case "rattled": return qsTr("rattled")
        case "restrained": return qsTr("restrained")
        case "slowed": return qsTr("slowed")
        case "stunned": return qsTr("stunned")
        case "surprised": return qsTr("surprised")
        case "unconscious": return qsTr("unconscious")
        case "weakened": return qsTr("weakened")
        case "invisible": return qsTr("invisible")
        case "off-guard": return qsTr("off-guard")
        case "grappled": return qsTr("grappled")
        }
        return condition
    }
}
