import QtQuick
import QtQuick.Controls

// A spin box whose typed number counts when Return is pressed: the value is set from the text, then committed()
// lets a dialog apply itself, as a person typing "5⏎" expects.
SpinBox {
    id: box

    signal committed()

    // The cursor in the field with the number selected: typing replaces it.
    function focusAndSelect() {
        box.contentItem.forceActiveFocus()
    }

    editable: true
    contentItem: TextInput {
        z: 2
        text: box.displayText
        font: box.font
        color: box.palette.text
        selectionColor: box.palette.highlight
        selectedTextColor: box.palette.highlightedText
        horizontalAlignment: Qt.AlignHCenter
        verticalAlignment: Qt.AlignVCenter
        readOnly: !box.editable
        validator: box.validator
        inputMethodHints: box.inputMethodHints
        selectByMouse: true
        onActiveFocusChanged: {
            if (activeFocus)
                selectAll()
        }
        onAccepted: {
            const typed = Number.parseInt(text, 10) // the validator lets only whole numbers through
            if (!Number.isNaN(typed))
                box.value = Math.max(box.from, Math.min(box.to, typed))
            box.committed()
        }
    }
}
