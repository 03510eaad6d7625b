#pragma once

#include <QRect>

class QQuickWindow;
class QScreen;

/**
 * Where the main window opens and how large: where the game master left it (QSettings), or else from the
 * screen's available area. Sizes are device-independent pixels, so a display scale factor is honoured: with
 * QT_SCALE_FACTOR=2 on a 1920 x 1080 screen the window fits that screen, it does not become 2880 x 1800.
 */
namespace WindowGeometry {

/** The first size on a screen with this available area: 90 % of it, at most 1600 x 1000, centred. */
QRect preferred(const QRect &available);
/** A saved rectangle made to fit the available area (moved in, then shrunk if it is still too large). */
QRect fitted(const QRect &saved, const QRect &available);

/** Puts the window where it was left, or at its preferred size on its screen. */
void restore(QQuickWindow *window);
/** Saves the window's place and size whenever it closes or the application quits. */
void keep(QQuickWindow *window);

} // namespace WindowGeometry
