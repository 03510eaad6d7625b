pragma ComponentBehavior: Bound

import QtQuick
import Battlemat

// What the condition icons on the tokens mean, in three columns (part of the map legend, View > Map legend).
Column {
    id: conditionLegend

    property int textSize: Theme.textBody
    property color textColour: Theme.ink
    spacing: Theme.gap

    Text {
        text: qsTr("Conditions")
        font.pixelSize: conditionLegend.textSize
        font.bold: true
        color: conditionLegend.textColour
    }
    Grid {
        columns: 3
        columnSpacing: Theme.gapLarge
        rowSpacing: Theme.gap
        Repeater {
            model: ConditionNames.withIcons
            delegate: Row {
                id: entry
                required property string modelData
                spacing: Theme.gap
                ConditionIcon {
                    condition: entry.modelData
                    width: conditionLegend.textSize * 1.3
                    height: width
                }
                Text {
                    anchors.verticalCenter: parent.verticalCenter
                    text: ConditionNames.label(entry.modelData)
                    font.pixelSize: conditionLegend.textSize
                    color: conditionLegend.textColour
                }
            }
        }
    }
}
