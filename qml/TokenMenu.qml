pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import Battlemat.Models

// The token's right-click menu: what a game master does to one creature (damage, healing, hit points, conditions,
// hiding, the sheet), with the dialogs it opens. TokenActions decides whether each change is an encounter command or
// a map edit; the menu only forwards.
Item {
    id: tokenPanel

    required property EncounterController encounter
    required property MapDocument document
    property var token: ({}) // the selected token's roles (TokenModel.tokenAt)
    property bool editing: false
    readonly property string errorMessage: tokenActions.errorMessage
    readonly property TokenActions actions: tokenActions

    signal openSheet(string heroId)
    signal centreOn()
    signal removing() // the token is about to be removed: let go of the selection

    function popup(parent, x, y) {
        tokenMenu.popup(parent, x, y)
    }

    TokenActions {
        id: tokenActions
        encounter: tokenPanel.encounter
    }

    Menu {
        id: tokenMenu
        objectName: "tokenMenu"
        MenuItem {
            text: qsTr("Damage…")
            onTriggered: hitPointChangeDialog.openFor(tokenPanel.token, "damage")
        }
        MenuItem {
            text: qsTr("Heal…")
            onTriggered: hitPointChangeDialog.openFor(tokenPanel.token, "heal")
        }
        MenuItem {
            text: qsTr("Temporary hit points…")
            enabled: tokenPanel.encounter.running
            onTriggered: hitPointChangeDialog.openFor(tokenPanel.token, "temporary")
        }
        MenuItem {
            text: qsTr("Set hit points…")
            onTriggered: hitPointsDialog.openFor(tokenPanel.token)
        }
        MenuSeparator {}
        MenuItem {
            text: qsTr("Add condition…")
            enabled: tokenPanel.encounter.running
            onTriggered: conditionDialog.openFor(tokenPanel.token)
        }
        Menu {
            id: removeConditionMenu
            title: qsTr("Remove condition")
            enabled: effectsInstantiator.count > 0
            Instantiator {
                id: effectsInstantiator
                // Re-read when the menu opens: the effects change with every command.
                model: tokenMenu.visible ? tokenActions.effectsOn(tokenPanel.token.creatureId ?? "") : []
                delegate: MenuItem {
                    required property var modelData
                    text: modelData.text
                    onTriggered: tokenPanel.actions.removeEffect(modelData.id)
                }
                onObjectAdded: (index, object) => removeConditionMenu.insertItem(index, object)
                onObjectRemoved: (index, object) => removeConditionMenu.removeItem(object)
            }
        }
        MenuSeparator {}
        MenuItem {
            text: tokenPanel.token.hidden ? qsTr("Show to players") : qsTr("Hide from players")
            onTriggered: tokenPanel.document.setHidden(tokenPanel.token.creatureId, !tokenPanel.token.hidden)
        }
        MenuItem {
            text: qsTr("Open character sheet")
            enabled: (tokenPanel.token.character ?? "").length > 0
            onTriggered: tokenPanel.openSheet(tokenPanel.token.character)
        }
        MenuItem {
            text: qsTr("Centre view here")
            onTriggered: tokenPanel.centreOn()
        }
        MenuItem {
            text: qsTr("Remove from map")
            enabled: tokenPanel.editing
            onTriggered: {
                const id = tokenPanel.token.creatureId
                tokenPanel.removing()
                tokenPanel.document.removeCreature(id)
            }
        }
    }

    HitPointChangeDialog {
        id: hitPointChangeDialog
        actions: tokenActions
    }

    ConditionDialog {
        id: conditionDialog
        actions: tokenActions
    }

    HitPointsDialog {
        id: hitPointsDialog
        encounter: tokenPanel.encounter
    }
}
