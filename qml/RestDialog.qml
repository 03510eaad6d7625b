pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// Encounter > Rest… (Orcus "Resting"): once the fight is over the party takes a short rest, spending recoveries,
// or a long rest, or lets time pass towards the next long rest. The numbers come from the engine (PartyRest); each
// rest is one encounter command, in the log and undone by Edit > Undo.
Dialog {
    id: dialog

    required property PartyRest rest
    property string error
    // The columns of the heroes' table: the header and each hero's row line up on them.
    readonly property int numberColumn: 130

    objectName: "restDialog"
    title: qsTr("Rest")
    modal: true
    focus: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(720, (parent ? parent.width : 720) - 40)
    height: Math.min(implicitHeight, (parent ? parent.height : 700) - 40)
    standardButtons: Dialog.Close
    onOpened: dialog.error = ""

    function hoursAndMinutes(minutes) {
        //: time since the last long rest: "5 h 20 min"
        return qsTr("%1 h %2 min").arg(Math.floor(minutes / 60)).arg(minutes % 60)
    }

    // A rest taken closes the dialog; a refusal stays in it, in the table's words.
    function finish(done) {
        if (done)
            dialog.close()
        else
            dialog.error = dialog.rest.encounter ? dialog.rest.encounter.errorMessage : ""
        return done
    }

    function takeShortRest() {
        const spend = {}
        for (let i = 0; i < heroes.count; ++i) {
            const row = heroes.itemAt(i)
            spend[row.heroId] = row.spent
        }
        return dialog.finish(dialog.rest.takeShortRest(spend))
    }

    // The dialog's one child, not its contentItem (a deferred property, where ids are not allowed): it sizes itself.
    ScrollView {
        anchors.fill: parent
        clip: true
        contentWidth: availableWidth

        ColumnLayout {
            width: parent ? parent.width : 0
            spacing: 8

            Label {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                text: qsTr("Time since the last long rest ended: %1").arg(dialog.hoursAndMinutes(dialog.rest.minutesSinceLongRest))
            }
            Label {
                font.bold: true
                text: qsTr("Short rest (5 minutes)")
            }
            Label {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                text: qsTr("Each hero may spend recoveries, each healing the hero's recovery value. Encounter and recharge powers come back, death saving throw failures are cleared, and knocked-out heroes wake with 1 hit point.")
            }
            RowLayout {
                Layout.fillWidth: true
                Label { text: qsTr("Hero"); font.bold: true; Layout.fillWidth: true }
                Label { text: qsTr("Hit points"); font.bold: true; Layout.preferredWidth: dialog.numberColumn }
                Label { text: qsTr("Recoveries (value)"); font.bold: true; Layout.preferredWidth: dialog.numberColumn }
                Label { text: qsTr("Spend"); font.bold: true; Layout.preferredWidth: dialog.numberColumn }
                Label { text: qsTr("Hit points after"); font.bold: true; Layout.preferredWidth: dialog.numberColumn }
            }
            Repeater {
                id: heroes
                model: dialog.rest.party
                delegate: RowLayout {
                    id: row
                    required property var modelData
                    readonly property string heroId: modelData.id
                    readonly property alias spent: spend.value
                    readonly property var after: dialog.rest.shortRestOutcome(row.heroId, spend.value)

                    Layout.fillWidth: true
                    Label {
                        Layout.fillWidth: true
                        elide: Text.ElideRight
                        text: row.modelData.dead ? qsTr("%1 (dead)").arg(row.modelData.name) : row.modelData.name
                    }
                    Label {
                        Layout.preferredWidth: dialog.numberColumn
                        text: qsTr("%1 of %2").arg(row.modelData.hp).arg(row.modelData.maxHp)
                    }
                    Label {
                        Layout.preferredWidth: dialog.numberColumn
                        text: qsTr("%1 of %2 (%3)").arg(row.modelData.recoveries).arg(row.modelData.maxRecoveries)
                                                   .arg(row.modelData.recoveryValue)
                    }
                    NumberSpinBox {
                        id: spend
                        objectName: "restSpend-" + row.heroId
                        Layout.preferredWidth: dialog.numberColumn
                        from: 0
                        to: row.modelData.recoveries
                        // As many as bring the hero to full, the usual choice at the table.
                        value: row.modelData.toFull
                        enabled: !row.modelData.dead
                        onCommitted: dialog.takeShortRest()
                    }
                    Label {
                        objectName: "restAfter-" + row.heroId
                        Layout.preferredWidth: dialog.numberColumn
                        font.bold: true
                        text: qsTr("%1 of %2").arg(row.after.hp ?? row.modelData.hp).arg(row.modelData.maxHp)
                    }
                }
            }
            Label {
                visible: heroes.count === 0
                text: qsTr("No heroes took part in the last encounter.")
            }
            Button {
                objectName: "restShort"
                text: qsTr("Take the short rest")
                onClicked: dialog.takeShortRest()
            }
            MenuSeparator { Layout.fillWidth: true }
            Label {
                font.bold: true
                text: qsTr("Long rest (6 hours)")
            }
            Label {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                text: qsTr("Every creature regains all hit points and recoveries, and its encounter and daily powers; heroes' action points are reset to 1. One long rest in 24 hours.")
            }
            Label {
                objectName: "restLongRefusal"
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                visible: text.length > 0
                color: "#a01818"
                // The engine's sentence, begun as one.
                text: dialog.rest.longRestRefusal.charAt(0).toUpperCase() + dialog.rest.longRestRefusal.slice(1)
            }
            Button {
                objectName: "restLong"
                text: qsTr("Take the long rest")
                enabled: dialog.rest.longRestRefusal.length === 0
                onClicked: dialog.finish(dialog.rest.takeLongRest())
            }
            MenuSeparator { Layout.fillWidth: true }
            RowLayout {
                Label { text: qsTr("Let time pass without rest:") }
                NumberSpinBox {
                    id: minutes
                    objectName: "restWaitMinutes"
                    from: 1
                    to: 24 * 60
                    value: 60
                    onCommitted: waitButton.clicked()
                }
                Label { text: qsTr("minutes") }
                Button {
                    id: waitButton
                    objectName: "restWait"
                    text: qsTr("Let it pass")
                    // The dialog stays: waiting is usually followed by the long rest it allows.
                    onClicked: dialog.error = dialog.rest.letTimePass(minutes.value) ? ""
                                                                                    : dialog.rest.encounter.errorMessage
                }
            }
            Label {
                objectName: "restError"
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                visible: text.length > 0
                color: "#a01818"
                text: dialog.error
            }
        }
    }
}
