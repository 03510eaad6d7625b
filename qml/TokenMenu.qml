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
    // The action dice module's pools while it is in force: a hero's token gets the Action dice submenu.
    property ActionDicePools actionDice: null
    readonly property var actionDicePool: actionDice !== null && (token.character ?? "").length > 0
                                          ? (actionDice.byHero[token.character] ?? null) : null
    readonly property string errorMessage: tokenActions.errorMessage.length > 0 ? tokenActions.errorMessage
                                                                                : portraitEditor.errorMessage
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
    PortraitEditor {
        id: portraitEditor
        objectName: "portraitEditor"
        document: tokenPanel.document
    }

    Menu {
        id: tokenMenu
        objectName: "tokenMenu"
        property bool showsActionDice: false
        // The Action dice submenu for a hero with a pool, above "Hide from players"; taken out (not destroyed) for
        // another creature.
        onAboutToShow: {
            const wanted = tokenPanel.actionDicePool !== null
            if (wanted === showsActionDice)
                return
            if (wanted) {
                insertMenu(count - 5, actionDiceMenu)
            } else {
                for (let i = 0; i < count; ++i) {
                    if (menuAt(i) === actionDiceMenu) {
                        takeMenu(i)
                        break
                    }
                }
            }
            showsActionDice = wanted
        }
        MenuItem {
            text: qsTr("Damage…")
            onTriggered: hitPointChangeDialog.get().openFor(tokenPanel.token, "damage")
        }
        MenuItem {
            text: qsTr("Heal…")
            onTriggered: hitPointChangeDialog.get().openFor(tokenPanel.token, "heal")
        }
        MenuItem {
            text: qsTr("Temporary hit points…")
            enabled: tokenPanel.encounter.running
            onTriggered: hitPointChangeDialog.get().openFor(tokenPanel.token, "temporary")
        }
        MenuItem {
            text: qsTr("Set hit points…")
            onTriggered: hitPointsDialog.get().openFor(tokenPanel.token)
        }
        // The powers the creature uses on itself (Harden Skin, Self-Repair): the encounter's usePower command.
        Menu {
            id: selfPowerMenu
            objectName: "selfPowerMenu"
            title: qsTr("Use power on itself")
            enabled: selfPowersInstantiator.count > 0
            // As wide as its longest entry: a power's name with its action, longer in German.
            width: {
                let widest = 200
                for (let i = 0; i < count; ++i) {
                    const entry = itemAt(i)
                    if (entry)
                        widest = Math.max(widest, entry.implicitWidth)
                }
                return widest + leftPadding + rightPadding
            }
            Instantiator {
                id: selfPowersInstantiator
                // Re-read when the menu opens: a power gets used, an action spent.
                model: tokenMenu.visible ? tokenActions.selfPowersOf(tokenPanel.token.creatureId ?? "") : []
                delegate: MenuItem {
                    required property var modelData
                    objectName: "selfPower_" + modelData.id
                    text: modelData.text
                    onTriggered: tokenPanel.actions.usePower(tokenPanel.token.creatureId, modelData.id)
                }
                onObjectAdded: (index, object) => selfPowerMenu.insertItem(index, object)
                onObjectRemoved: (index, object) => selfPowerMenu.removeItem(object)
            }
        }
        // Torches and lanterns in the fight (the encounter's "light" command): lit, dropped, picked up.
        Menu {
            id: lightMenu
            objectName: "lightMenu"
            title: qsTr("Light")
            enabled: lightsInstantiator.count > 0
            // As wide as its longest entry ("Pick up the lantern at 12,10 (swift action)", longer in German).
            width: {
                let widest = 200
                for (let i = 0; i < count; ++i) {
                    const entry = itemAt(i)
                    if (entry)
                        widest = Math.max(widest, entry.implicitWidth)
                }
                return widest + leftPadding + rightPadding
            }
            Instantiator {
                id: lightsInstantiator
                // Re-read when the menu opens: a light is lit, dropped, an action spent.
                model: tokenMenu.visible ? tokenActions.lightChoicesOf(tokenPanel.token.creatureId ?? "") : []
                delegate: MenuItem {
                    required property var modelData
                    objectName: "lightChoice_" + modelData.id
                    text: modelData.text
                    onTriggered: tokenPanel.actions.takeLightChoice(modelData.command)
                }
                onObjectAdded: (index, object) => lightMenu.insertItem(index, object)
                onObjectRemoved: (index, object) => lightMenu.removeItem(object)
            }
        }
        MenuSeparator {}
        MenuItem {
            text: qsTr("Add condition…")
            enabled: tokenPanel.encounter.running
            onTriggered: conditionDialog.get().openFor(tokenPanel.token)
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
        // A picture shown round in the token, inside its faction's shape (map.setPortrait: undoable, stored).
        Menu {
            objectName: "portraitMenu"
            title: qsTr("Portrait")
            MenuItem {
                objectName: "choosePortrait"
                text: qsTr("Choose picture…")
                onTriggered: {
                    const chooser = portraitDialog.get()
                    chooser.creatureId = tokenPanel.token.creatureId
                    chooser.open()
                }
            }
            MenuItem {
                objectName: "removePortrait"
                text: qsTr("Remove portrait")
                enabled: (tokenPanel.token.portrait ?? "").length > 0
                onTriggered: portraitEditor.clear(tokenPanel.token.creatureId)
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

    // Action dice and hero tokens (docs/modules.md): every spend and award is the module's command, its limits checked
    // by the engine. Put into the token's menu as it opens, for a hero with a pool this game night; one Menu that
    // follows the pool (recreating it while the menu closes after a spend left the next right-click unanswered).
    Menu {
        id: actionDiceMenu
        objectName: "actionDiceMenu"
        readonly property var pool: tokenPanel.actionDicePool ?? ({dice: 0, sides: 0, heroTokens: 0})
        title: qsTr("Action dice (%1d%2)").arg(pool.dice).arg(pool.sides)
        // As wide as its longest entry: the hero token entries are long, in German longer.
        width: {
            let widest = 200
            for (let i = 0; i < count; ++i) {
                const entry = itemAt(i)
                if (entry)
                    widest = Math.max(widest, entry.implicitWidth)
            }
            return widest + leftPadding + rightPadding
        }
        // What the fight offers to spend on (targets in reach, powers used, effects whose save failed): the engine's
        // checks, read as the menu opens.
        property var choices: ({targets: [], powers: [], effects: []})
        onAboutToShow: choices = tokenPanel.actionDice.spendChoices(tokenPanel.token.creatureId)
        function spend(kind) {
            tokenPanel.actionDice.spend(tokenPanel.token.character, tokenPanel.token.creatureId, kind)
        }
        function spendOn(kind, argument) {
            tokenPanel.actionDice.spendOn(tokenPanel.token.character, tokenPanel.token.creatureId, kind, argument)
        }
        MenuItem {
            objectName: "spendAc"
            //: spend an action die: +2 AC for as many rounds as the die shows
            text: qsTr("+2 AC for 1d%1 rounds").arg(actionDiceMenu.pool.sides)
            onTriggered: actionDiceMenu.spend("ac")
        }
        MenuItem {
            objectName: "spendHeal"
            text: qsTr("Heal 1d%1 hit points").arg(actionDiceMenu.pool.sides)
            onTriggered: actionDiceMenu.spend("heal")
        }
        MenuItem {
            objectName: "spendStabilize"
            text: qsTr("Become stable")
            onTriggered: actionDiceMenu.spend("stabilize")
        }
        MenuItem {
            objectName: "spendExtraMove"
            text: qsTr("Extra move action")
            onTriggered: actionDiceMenu.spend("extraMove")
        }
        ChoiceMenu {
            objectName: "extraAttackMenu"
            title: qsTr("Extra attack on")
            choices: actionDiceMenu.choices.targets
            textRole: "name"
            onChosen: id => actionDiceMenu.spendOn("extraAttack", id)
        }
        ChoiceMenu {
            objectName: "reuseMenu"
            title: qsTr("Use a power again")
            choices: actionDiceMenu.choices.powers
            textRole: "name"
            onChosen: id => actionDiceMenu.spendOn("reuse", id)
        }
        ChoiceMenu {
            objectName: "secondChanceMenu"
            title: qsTr("Second-chance saving throw")
            choices: actionDiceMenu.choices.effects
            textRole: "text"
            onChosen: id => actionDiceMenu.spendOn("secondChance", id)
        }
        MenuSeparator {}
        MenuItem {
            objectName: "tokenForDie"
            enabled: actionDiceMenu.pool.heroTokens > 0
            text: qsTr("Hero token: buy an action die")
            onTriggered: actionDiceMenu.spend("tokenForDie")
        }
        MenuItem {
            objectName: "tokenForStandardAction"
            enabled: actionDiceMenu.pool.heroTokens > 0
            text: qsTr("Hero token: another standard action")
            onTriggered: actionDiceMenu.spend("tokenForStandardAction")
        }
        MenuSeparator {}
        MenuItem {
            objectName: "awardDie"
            text: qsTr("Award an action die")
            onTriggered: actionDiceMenu.spend("awardDie")
        }
        MenuItem {
            objectName: "awardToken"
            text: qsTr("Award a hero token")
            onTriggered: actionDiceMenu.spend("awardToken")
        }
    }

    // The menu's dialogs are made when first chosen (LazyObject): the window's first frame waits for none of them.
    LazyObject {
        id: portraitDialog
        parentObject: tokenPanel
        component: OpenFileDialog {
            id: portraitChooser
            objectName: "portraitDialog"
            property string creatureId
            title: qsTr("Portrait of %1").arg(tokenPanel.token.name ?? "")
            acceptText: qsTr("Use as portrait")
            suffixes: ["png", "jpg", "jpeg", "gif", "bmp", "webp"]
            filterText: qsTr("Pictures (*.png *.jpg *.jpeg *.gif *.bmp *.webp)")
            onFileChosen: file => portraitEditor.setFromFile(portraitChooser.creatureId, file)
        }
    }

    LazyObject {
        id: hitPointChangeDialog
        parentObject: tokenPanel
        component: HitPointChangeDialog {
            actions: tokenActions
        }
    }

    LazyObject {
        id: conditionDialog
        parentObject: tokenPanel
        component: ConditionDialog {
            actions: tokenActions
        }
    }

    LazyObject {
        id: hitPointsDialog
        parentObject: tokenPanel
        component: HitPointsDialog {
            encounter: tokenPanel.encounter
        }
    }
}
