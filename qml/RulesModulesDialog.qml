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
                            delegate: RowLayout {
                                id: setting
                                required property var modelData
                                readonly property bool yesNo: modelData.defaultValue === "true"
                                                              || modelData.defaultValue === "false"
                                readonly property bool chosen: modelData.choices.length > 0 // one of a list
                                readonly property bool typed: !yesNo && !chosen
                                Layout.fillWidth: true
                                Layout.leftMargin: 32
                                ColumnLayout {
                                    Layout.preferredWidth: 300
                                    Layout.maximumWidth: 300
                                    Layout.alignment: Qt.AlignTop
                                    spacing: 0
                                    Label {
                                        // A label of two lines must push the next setting down, not run under it:
                                        // the row asks for the height the wrapped text takes at its width.
                                        Layout.preferredWidth: 300
                                        Layout.preferredHeight: contentHeight
                                        wrapMode: Text.Wrap
                                        text: setting.modelData.label
                                    }
                                    Label {
                                        Layout.fillWidth: true
                                        elide: Text.ElideRight
                                        font.pointSize: 8
                                        color: Theme.textMuted
                                        text: qsTr("Default: %1").arg(setting.modelData.defaultValue.length > 0
                                                                      ? setting.modelData.defaultValue : qsTr("none"))
                                    }
                                }
                                // A yes/no setting is a check box; the others are typed.
                                CheckBox {
                                    objectName: setting.yesNo ? "setting-" + entry.moduleId + "-" + setting.modelData.key : ""
                                    visible: setting.yesNo
                                    Layout.alignment: Qt.AlignLeft | Qt.AlignVCenter
                                    checked: (setting.modelData.value.length > 0 ? setting.modelData.value
                                                                                 : setting.modelData.defaultValue) === "true"
                                    onToggled: dialog.setTyped(entry.moduleId, setting.modelData.key, checked ? "true" : "false")
                                    ToolTip.visible: hovered
                                    ToolTip.text: qsTr("Default: %1 (%2)").arg(setting.modelData.defaultValue).arg(setting.modelData.reading)
                                }
                                ComboBox {
                                    objectName: setting.chosen ? "setting-" + entry.moduleId + "-" + setting.modelData.key : ""
                                    visible: setting.chosen
                                    Layout.preferredWidth: 160
                                    model: setting.modelData.choices
                                    currentIndex: Math.max(0, setting.modelData.choices.indexOf(setting.modelData.value))
                                    onActivated: (index) => dialog.setTyped(entry.moduleId, setting.modelData.key,
                                                                            setting.modelData.choices[index])
                                    ToolTip.visible: hovered
                                    ToolTip.text: qsTr("Default: %1 (%2)").arg(setting.modelData.defaultValue).arg(setting.modelData.reading)
                                }
                                Item { visible: setting.chosen; Layout.fillWidth: true }
                                TextField {
                                    objectName: setting.typed ? "setting-" + entry.moduleId + "-" + setting.modelData.key : ""
                                    visible: setting.typed
                                    Layout.fillWidth: true
                                    text: setting.modelData.value
                                    placeholderText: setting.modelData.defaultValue
                                    onEditingFinished: dialog.setTyped(entry.moduleId, setting.modelData.key, text)
                                    ToolTip.visible: hovered
                                    ToolTip.text: qsTr("Default: %1 (%2)").arg(setting.modelData.defaultValue).arg(setting.modelData.reading)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
