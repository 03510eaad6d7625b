import QtQuick
import Battlemat

// One condition as an icon: a white glyph on a coloured rounded square (qml/icons/conditions, docs/table.md "The
// look"), drawn from a 48 px picture so that it stays sharp when the token scales it up for the screen.
Image {
    required property string condition
    objectName: "conditionIcon-" + condition
    source: ConditionNames.iconOf(condition)
    sourceSize.width: 48
    sourceSize.height: 48
    width: 16
    height: 16
    smooth: true
    mipmap: true
}
