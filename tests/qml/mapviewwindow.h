#pragma once

#include <QByteArray>
#include <QPointF>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSize>

// One MapView filling a window, bound to a document, its tokens and (optionally) a running encounter, as the
// app's map pane shows it; for the tests and the frame benchmark that drive a real window. The engine must have
// the Battlemat modules imported (Q_IMPORT_QML_PLUGIN) and the application's style set.
struct MapViewWindow
{
    QQuickWindow *window = nullptr; // null when the QML failed to load (the engine printed why)
    QQuickItem *view = nullptr;
    QObject *camera = nullptr;

    /** Where a content point (map pixels, 48 a square) is in the window, for mouse events. */
    QPointF toWindow(QPointF content) const
    {
        const qreal zoom = camera->property("zoom").toReal();
        return QPointF(content.x() * zoom + camera->property("panX").toReal(),
                       content.y() * zoom + camera->property("panY").toReal());
    }
    /** The pixel of a grabbed image of the window (device pixels) that holds the content point. */
    QPoint toImage(QPointF content) const
    {
        const QPointF p = toWindow(content) * window->effectiveDevicePixelRatio();
        return QPoint(int(p.x()), int(p.y())); // pixel x covers [x, x + 1)
    }
};

inline MapViewWindow loadMapViewWindow(QQmlApplicationEngine &engine, QObject *document, QObject *tokens,
                                       QObject *encounter, QSize size)
{
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    engine.rootContext()->setContextProperty(QStringLiteral("mapViewDocument"), document);
    engine.rootContext()->setContextProperty(QStringLiteral("mapViewTokens"), tokens);
    engine.rootContext()->setContextProperty(QStringLiteral("mapViewEncounter"), encounter);
    engine.loadData(QStringLiteral("import QtQuick\nimport Battlemat\n"
                                   "Window { width: %1; height: %2; visible: true\n"
                                   "  property alias view: view\n"
                                   "  MapView { id: view; anchors.fill: parent; document: mapViewDocument;\n"
                                   "            tokens: mapViewTokens; encounter: mapViewEncounter } }\n")
                        .arg(size.width())
                        .arg(size.height())
                        .toUtf8());
    MapViewWindow loaded;
    if (engine.rootObjects().isEmpty())
        return loaded;
    loaded.window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    loaded.view = loaded.window ? loaded.window->property("view").value<QQuickItem *>() : nullptr;
    loaded.camera = loaded.view ? loaded.view->property("camera").value<QObject *>() : nullptr;
    return loaded;
}
