import QtQuick
import Battlemat.Models

// What the players' window (the TV) is told beside the map: the game master's ruler (only when asked for, and only
// while measuring), the creature whose turn it is (without an encounter, the one the game master selects) and the
// turn order, which the TV's side reads back with only the creatures the players see.
Item {
    id: feed
    required property PlayerScreen screen
    required property EncounterController encounter
    property var ruler: null
    property string selectedCreatureId: ""

    Binding {
        target: feed.screen
        property: "ruler"
        value: feed.ruler
    }
    Binding {
        target: feed.screen
        property: "activeCreatureId"
        value: feed.encounter.running ? feed.encounter.currentCreature : feed.selectedCreatureId
    }
    Binding {
        target: feed.screen
        property: "turnOrder"
        value: feed.encounter.turnOrder
    }
}
