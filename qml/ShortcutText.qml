import QtQml

// Shortcuts as a person reads them in the table's language: "Ctrl+Shift+C" is "Strg+Umschalt+C" in German.
// An object each user holds (not a singleton: qmllint reads qml/ without the module's qmldir).
QtObject {
    function of(portable) {
        const words = {
            "Ctrl": qsTr("Ctrl"),
            "Shift": qsTr("Shift"),
            "Alt": qsTr("Alt"),
            "Esc": qsTr("Esc"),
            "Space": qsTr("Space")
        }
        // "Ctrl++" is Ctrl and the plus key.
        const keys = portable.endsWith("++") ? portable.slice(0, -2).split("+").concat(["+"]) : portable.split("+")
        return keys.map(key => words[key] ?? key).join("+")
    }
}
