#pragma once

#include <QQuickWindow>
#include <QSGRendererInterface>

/**
 * Whether the scene graph draws custom geometry (every renderer but the software one). Certain only once the
 * window's scene graph is up; before that, the API Qt would pick is the guess. BATTLEMAT_PAINTED_MAP=1 makes the
 * map items draw painted textures on any renderer, for comparing the two ways in a benchmark.
 */
inline bool drawsGeometry(QQuickWindow *window)
{
    // Asked on every frame: the environment is read once.
    static const bool painted = qEnvironmentVariableIntValue("BATTLEMAT_PAINTED_MAP") == 1;
    if (painted)
        return false;
    const auto api = window && window->rendererInterface() ? window->rendererInterface()->graphicsApi()
                                                           : QQuickWindow::graphicsApi();
    return api != QSGRendererInterface::Software;
}
