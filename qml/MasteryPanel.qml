pragma ComponentBehavior: Bound

import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// Mastery-system combatants with their MP and AP counters, and the Mastery Point offer of a running roll:
// the dice as they lie, the odds of passing and of spending, and the two answers.
Item {
    id: panel

    required property MasteryController controller
    // The combatant clicked in the tracker: who the fight bar acts for.
    property string selectedId: ""
    // Whether the selected combatant is hidden from the players (set by its tracker row).
    property bool selectedHidden: false
    // Untyped on purpose: the offer is a map whose keys docs/mastery.md lists.
    readonly property var offer: controller.offer
    // The same for an opportunity attack waiting for its answer.
    readonly property var opportunity: controller.opportunity

    function percent(chance: real): string {
        return qsTr("%1 %").arg(Math.round(chance * 100))
    }

    ColumnLayout {
        anchors.fill: parent

        ListView {
            id: combatantList
            objectName: "combatantList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            model: panel.controller

            delegate: ItemDelegate {
                id: row
                required property string combatantId
                required property string cooldowns
                required property bool delaying
                required property bool defeated
                required property string name
                required property int mp
                required property int mpMax
                required property int apLeft
                required property int apPerTurn
                required property int health
                required property int healthMax
                required property string regionName
                required property bool onTurn
                required property bool hidden
                required property int order

                width: combatantList.width
                // The acting one's mark and the place in the REF initiative order, in columns before the name.
                leftPadding: 48
                Label {
                    objectName: "turnMarker-" + row.combatantId
                    x: 4
                    anchors.verticalCenter: parent.verticalCenter
                    visible: row.onTurn
                    color: row.highlighted ? "white" : Theme.textMuted
                    text: "▶"
                }
                Label {
                    objectName: "initiativePlace-" + row.combatantId
                    x: 20
                    anchors.verticalCenter: parent.verticalCenter
                    font.bold: true
                    color: row.highlighted ? "white" : Theme.textMuted
                    text: row.order > 0 ? qsTr("%1.").arg(row.order) : "–"
                }
                highlighted: onTurn || panel.selectedId === combatantId
                font.bold: panel.selectedId === combatantId
                text: qsTr("%1 — MP %2/%3 · AP %4/%5 · HP %6/%7 · %8").arg(name).arg(mp).arg(mpMax).arg(apLeft)
                      .arg(apPerTurn).arg(health).arg(healthMax).arg(regionName)
                      + (cooldowns !== "" ? qsTr(" · cooling down: %1").arg(cooldowns) : "")
                      + (delaying ? qsTr(" · delaying") : "") + (defeated ? qsTr(" · defeated") : "")
                      + (hidden ? qsTr(" · hidden from the players") : "")
                // The whole line, wrapped when the panel is narrow: cooldowns and delays are never cut off.
                contentItem: Label {
                    text: row.text
                    font: row.font
                    wrapMode: Text.Wrap
                    color: row.highlighted ? row.palette.highlightedText : row.palette.text
                }
                onClicked: panel.selectedId = combatantId
                // The row of the selected combatant tells the fight bar whether it is hidden.
                Binding {
                    target: panel
                    property: "selectedHidden"
                    value: row.hidden
                    when: panel.selectedId === row.combatantId
                }
            }
        }

        Label {
            objectName: "masteryError"
            Layout.fillWidth: true
            leftPadding: 8
            rightPadding: 8
            visible: panel.controller.errorMessage !== ""
            text: panel.controller.errorMessage
            color: Theme.error
            wrapMode: Text.Wrap
        }
    }

    Dialog {
        id: offerDialog
        objectName: "offerDialog"
        anchors.centerIn: parent
        modal: true
        closePolicy: Popup.NoAutoClose
        visible: panel.offer.combatant !== undefined
        title: qsTr("Mastery Point for %1?").arg(panel.offer.name ?? "")

        ColumnLayout {
            Label {
                text: qsTr("%1 shows %2, keeps %3").arg(panel.offer.die ?? "")
                      .arg((panel.offer.faces ?? []).join(" ")).arg(panel.offer.kept ?? 0)
            }
            Label {
                visible: panel.offer.contested === true
                text: qsTr("Against %1").arg(panel.offer.otherKept ?? 0)
            }
            Label {
                text: panel.offer.disadvantaged === true ? qsTr("An MP re-rolls the lowest die.")
                                                                     : qsTr("An MP adds a die.")
            }
            // Each side's own odds: the roller's of succeeding, the resisting side's of making the roll fail.
            Label {
                objectName: "offerOdds"
                visible: panel.offer.contested === true
                font.bold: true
                text: panel.offer.acting === false
                      ? qsTr("Roll resisted — spend 1 MP: %1 → %2")
                        .arg(panel.percent(1 - (panel.offer.successIfPass ?? 0)))
                        .arg(panel.percent(1 - (panel.offer.successIfSpend ?? 0)))
                      : qsTr("Roll succeeds — spend 1 MP: %1 → %2")
                        .arg(panel.percent(panel.offer.successIfPass ?? 0))
                        .arg(panel.percent(panel.offer.successIfSpend ?? 0))
            }
            // A roll without an opponent (REF initiative): what one more die is worth on average.
            Label {
                objectName: "offerInitiativeOdds"
                visible: panel.offer.contested === false
                font.bold: true
                text: qsTr("Keeps %1 now — spend 1 MP: %2 on average")
                      .arg(panel.offer.kept ?? 0)
                      .arg(Number(panel.offer.expectedKeptIfSpend ?? 0).toLocaleString(Qt.locale(), "f", 1))
            }
            Label {
                text: qsTr("%1 MP available, %2 more on this roll").arg(panel.offer.mpAvailable ?? 0)
                      .arg(panel.offer.spendsLeft ?? 0)
            }
            RowLayout {
                Button {
                    objectName: "spendButton"
                    text: qsTr("Spend an MP")
                    onClicked: panel.controller.answer(true)
                }
                Button {
                    objectName: "passButton"
                    text: qsTr("Pass")
                    onClicked: panel.controller.answer(false)
                }
            }
        }
    }

    // An opportunity attack the move provokes ("Regions"): the attacker's side takes it or lets the mover go.
    Dialog {
        id: opportunityDialog
        objectName: "opportunityDialog"
        anchors.centerIn: parent
        modal: true
        closePolicy: Popup.NoAutoClose
        visible: panel.opportunity.attacker !== undefined
        title: qsTr("Opportunity attack?")

        ColumnLayout {
            Label {
                Layout.maximumWidth: 360
                wrapMode: Text.WordWrap
                text: {
                    const chance = panel.opportunity
                    if (chance.attacker === undefined)
                        return ""
                    return chance.onEntering ? qsTr("%1 may attack %2 as it enters %3.").arg(chance.attackerName)
                                                   .arg(chance.targetName).arg(chance.regionName)
                                             : qsTr("%1 may attack %2 as it leaves %3.").arg(chance.attackerName)
                                                   .arg(chance.targetName).arg(chance.regionName)
                }
            }
            // The odds of the attack, as the dice stand before any Mastery Point.
            Label {
                objectName: "opportunityOdds"
                Layout.maximumWidth: 360
                wrapMode: Text.WordWrap
                font.bold: true
                text: panel.opportunity.defenseDisadvantaged === true
                      ? qsTr("Hits %1 (the defense is disadvantaged: running, swimming or climbing).")
                        .arg(panel.percent(panel.opportunity.hitChance ?? 0))
                      : qsTr("Hits %1.").arg(panel.percent(panel.opportunity.hitChance ?? 0))
            }
            Label {
                Layout.maximumWidth: 360
                wrapMode: Text.WordWrap
                text: qsTr("It is a minor interrupt action, paid from the attacker's next turn.")
            }
            RowLayout {
                Button {
                    objectName: "takeOpportunityButton"
                    text: qsTr("Attack")
                    onClicked: panel.controller.answerOpportunity(true)
                }
                Button {
                    objectName: "letGoButton"
                    text: qsTr("Let it go")
                    onClicked: panel.controller.answerOpportunity(false)
                }
            }
        }
    }
}
