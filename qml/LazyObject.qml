import QtQuick

// A dialog or window made on first use (Component.createObject) rather than with the main window: the game master's
// window reaches its first frame without building dialogs nobody has opened yet (issue 19, cold start under 0.5 s).
// A Loader cannot do it here: Qt 6.4 refuses to instantiate a bound inline component outside its creation context,
// createObject does not.
QtObject {
    id: lazy

    required property Component component
    // The object's parent: the window, so that a popup opens in it and a window is its transient child.
    required property QtObject parentObject
    // null until first used; bindings on it follow its creation.
    property QtObject object: null

    // The object, made now if it was not yet. Untyped: the callers use the made dialog's own properties, and Qt
    // 6.4's compiled QML cannot cast a QtObject to a QML type ("as").
    function get() {
        if (lazy.object === null)
            lazy.object = lazy.component.createObject(lazy.parentObject)
        return lazy.object
    }
}
