pragma ComponentBehavior: Bound
import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// Settings > Rules modules: the campaign's ruleset and the add-on modules it plays with, each setting showing its
// default and where that default comes from. OK puts them in force as one step of the table (Edit > Undo takes it
// back); the rules themselves are the engine's.
Dialog {
    id: dialog

    required property EncounterController encounter

    objectName: "rulesModulesDialog"
    title: qsTr("Rules modules")
    modal: true
    focus: true
    standardButtons: Dialog.Ok | Dialog.Cancel
    Component.onCompleted: standardButton(Dialog.Ok).objectName = "rulesModulesOk"
    anchors.centerIn: Overlay.overlay
    width: Math.min(760, (Overlay.overlay ? Overlay.overlay.width : 760) - 40)
    height: Math.min(640, (Overlay.overlay ? Overlay.overlay.height : 640) - 40)

    property string chosenRuleset: modules.ruleset
    property var chosenModules: []
    property var typedSettings: ({})

    function reset() {
        chosenRuleset = modules.ruleset
        const inForce = []
        for (let row = 0; row < modules.rowCount(); ++row) {
            const index = modules.index(row, 0)
            if (modules.data(index, RulesModulesModel.InForceRole) && !modules.data(index, RulesModulesModel.IsRulesetRole))
                inForce.push(modules.data(index, RulesModulesModel.IdRole))
        }
        chosenModules = inForce
        typedSettings = ({})
    }
    function setChosen(moduleId, on) {
        const list = chosenModules.filter(id => id !== moduleId)
        if (on)
            list.push(moduleId)
        chosenModules = list
    }
    function setTyped(moduleId, key, text) {
        const all = typedSettings
        const values = all[moduleId] || {}
        values[key] = text
        all[moduleId] = values
        typedSettings = all
    }

    onAboutToShow: reset()
    onAccepted: {
        if (!modules.apply(chosenRuleset, chosenModules, typedSettings))
            dialog.open() // refused: stay open, the message shows below
    }

    RulesModulesModel {
        id: modules
        table: dialog.encounter
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 6

        Label {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            text: qsTr("The campaign plays by one ruleset and any add-on modules. Each setting shows its default.")
        }
        Label {
            objectName: "rulesModulesError"
            Layout.fillWidth: true
            visible: text.length > 0
            color: Theme.error
            wrapMode: Text.Wrap
            text: dialog.encounter.errorMessage
        }
        ScrollView {
            id: settingsScroll
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            contentWidth: availableWidth
            // More settings than the dialog holds at 1366 x 768: the bar stays in sight, so the rest can be found.
            ScrollBar.vertical.policy: ScrollBar.AlwaysOn

            ColumnLayout {
                width: settingsScroll.availableWidth - settingsScroll.ScrollBar.vertical.width - 4 // clear of the bar
                spacing: 10

                Repeater {
                    model: modules
                    delegate: ColumnLayout {
                        id: entry
                        required property string moduleId
                        required property string title
                        required property bool isRuleset
                        required property var settings
                        Layout.fillWidth: true
                        spacing: 2

                        RadioButton {
                            objectName: "ruleset-" + entry.moduleId
                            visible: entry.isRuleset
                            text: qsTr("Ruleset: %1").arg(entry.title)
                            checked: dialog.chosenRuleset === entry.moduleId
                            onToggled: if (checked) dialog.chosenRuleset = entry.moduleId
                        }
                        CheckBox {
                            objectName: "module-" + entry.moduleId
                            visible: !entry.isRuleset
                            text: entry.title
                            checked: dialog.chosenModules.indexOf(entry.moduleId) >= 0
                            onToggled: dialog.setChosen(entry.moduleId, checked)
                        }
                        Repeater {
                            model: entry.settings
                            delegate: GridLayout {
                                id: setting
                                required property var modelData
                                readonly property string kind: modelData.kind
                                readonly property string name: "setting-" + entry.moduleId + "-" + modelData.key
                                readonly property string tip: qsTr("Default: %1 (%2)").arg(modelData.defaultText).arg(modelData.source)
                                // A table takes the dialog's width below its label; the other controls sit beside it.
                                columns: kind === "table" ? 1 : 2
                                Layout.fillWidth: true
                                Layout.leftMargin: 32
                                ColumnLayout {
                                    Layout.preferredWidth: setting.kind === "table" ? -1 : 300
                                    Layout.maximumWidth: setting.kind === "table" ? 100000 : 300
                                    Layout.fillWidth: setting.kind === "table"
                                    Layout.alignment: Qt.AlignTop
                                    spacing: 0
                                    Label {
                                        // A label of two lines must push the next setting down, not run under it:
                                        // the row asks for the height the wrapped text takes at its width.
                                        Layout.fillWidth: true
                                        Layout.preferredHeight: contentHeight
                                        wrapMode: Text.Wrap
                                        text: setting.modelData.label
                                    }
                                    Label {
                                        objectName: setting.name + "-default"
                                        Layout.fillWidth: true
                                        wrapMode: setting.kind === "table" ? Text.Wrap : Text.NoWrap
                                        elide: setting.kind === "table" ? Text.ElideNone : Text.ElideRight
                                        font.pointSize: 8
                                        color: Theme.textMuted
                                        text: qsTr("Default: %1").arg(setting.modelData.defaultText)
                                    }
                                }
                                CheckBox {
                                    objectName: setting.kind === "yesNo" ? setting.name : ""
                                    visible: setting.kind === "yesNo"
                                    Layout.alignment: Qt.AlignLeft | Qt.AlignVCenter
                                    checked: setting.modelData.value === "true"
                                    onToggled: dialog.setTyped(entry.moduleId, setting.modelData.key, checked ? "true" : "false")
                                    ToolTip.visible: hovered
                                    ToolTip.text: setting.tip
                                }
                                // As wide as its widest choice: a fixed width cut "Basic Rules v0.1 (2dW + level)"
                                // to "(2dW + leve" at 1366x768 (and the German choice likewise).
                                ChoiceBox {
                                    objectName: setting.kind === "choice" ? setting.name : ""
                                    visible: setting.kind === "choice"
                                    model: setting.modelData.choiceLabels
                                    currentIndex: Math.max(0, setting.modelData.choices.indexOf(setting.modelData.value))
                                    onActivated: (index) => dialog.setTyped(entry.moduleId, setting.modelData.key,
                                                                            setting.modelData.choices[index])
                                    ToolTip.visible: hovered
                                    ToolTip.text: setting.tip
                                }
                                ModuleSettingTable {
                                    visible: setting.kind === "table"
                                    Layout.fillWidth: true
                                    name: setting.kind === "table" ? setting.name : ""
                                    columns: setting.modelData.columns ?? []
                                    initialRows: setting.modelData.rows ?? []
                                    onEdited: (json) => dialog.setTyped(entry.moduleId, setting.modelData.key, json)
                                }
                                TextField {
                                    objectName: setting.kind === "typed" ? setting.name : ""
                                    visible: setting.kind === "typed"
                                    Layout.fillWidth: true
                                    text: setting.modelData.value
                                    placeholderText: setting.modelData.defaultValue
                                    onEditingFinished: dialog.setTyped(entry.moduleId, setting.modelData.key, text)
                                    ToolTip.visible: hovered
                                    ToolTip.text: setting.tip
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
