import QtQuick
import QtQuick.Controls

// A filter's choices in a narrow box: the open list is as wide as its longest choice (the current one is drawn
// demi-bold), so no choice is cut however the table's language words it (the German library's "Jedes Schlüsselwort"
// was, at 1366 x 768).
ComboBox {
    id: box

    FontMetrics {
        id: boldMetrics
        font: box.font.pixelSize > 0
              ? Qt.font({family: box.font.family, pixelSize: box.font.pixelSize, weight: Font.Bold})
              : Qt.font({family: box.font.family, pointSize: box.font.pointSize, weight: Font.Bold})
    }
    // The widest choice's text, read again when the choices change (their number does with every library).
    readonly property real widestChoice: {
        let widest = 0
        for (let i = 0; i < box.count; ++i)
            widest = Math.max(widest, boldMetrics.advanceWidth(box.textAt(i)))
        return widest
    }
    // A menu item's padding on both sides and the list's scroll bar beside it.
    popup.width: Math.max(box.width, Math.ceil(box.widestChoice) + 2 * 6 + 2 * 8 + 12)
}
