#include "windowgeometry.h"

#include <QCoreApplication>
#include <QEvent>
#include <QGuiApplication>
#include <QPointer>
#include <QQuickWindow>
#include <QScreen>
#include <QSettings>

namespace {

const QString geometryKey = QStringLiteral("mainWindow/geometry");
const QString maximizedKey = QStringLiteral("mainWindow/maximized");

void save(QQuickWindow *window)
{
    QSettings settings;
    const bool maximized = window->visibility() == QWindow::Maximized || window->visibility() == QWindow::FullScreen;
    settings.setValue(maximizedKey, maximized);
    // A maximized window keeps the size it had before, to come back to.
    if (!maximized)
        settings.setValue(geometryKey, window->geometry());
}

/** Saves on the window's close event. */
class CloseWatcher : public QObject
{
public:
    using QObject::QObject;
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Close)
            save(static_cast<QQuickWindow *>(watched));
        return false;
    }
};

} // namespace

namespace WindowGeometry {

QRect preferred(const QRect &available)
{
    const QSize size(std::min(1600, available.width() * 9 / 10), std::min(1000, available.height() * 9 / 10));
    return QRect(available.x() + (available.width() - size.width()) / 2,
                 available.y() + (available.height() - size.height()) / 2, size.width(), size.height());
}

QRect fitted(const QRect &saved, const QRect &available)
{
    QRect rect = saved;
    rect.setWidth(std::min(rect.width(), available.width()));
    rect.setHeight(std::min(rect.height(), available.height()));
    rect.moveLeft(std::clamp(rect.x(), available.left(), available.right() + 1 - rect.width()));
    rect.moveTop(std::clamp(rect.y(), available.top(), available.bottom() + 1 - rect.height()));
    return rect;
}

void restore(QQuickWindow *window)
{
    QScreen *screen = window->screen() ? window->screen() : QGuiApplication::primaryScreen();
    if (!screen)
        return;
    const QSettings settings;
    const QRect saved = settings.value(geometryKey).toRect();
    // The saved place counts only on a screen that is still there; else the window opens on its own screen.
    QScreen *savedScreen = saved.isValid() ? QGuiApplication::screenAt(saved.center()) : nullptr;
    const QRect available = (savedScreen ? savedScreen : screen)->availableGeometry();
    const QRect rect = saved.isValid() ? fitted(saved, available) : preferred(available);
    // Never below the window's own minimum, unless the screen itself is smaller.
    window->setMinimumSize(window->minimumSize().boundedTo(available.size()));
    window->setGeometry(rect);
    if (settings.value(maximizedKey).toBool())
        window->showMaximized();
}

void keep(QQuickWindow *window)
{
    window->installEventFilter(new CloseWatcher(window));
    QPointer<QQuickWindow> guarded(window);
    QObject::connect(QCoreApplication::instance(), &QCoreApplication::aboutToQuit, window, [guarded] {
        if (guarded && guarded->isVisible())
            save(guarded);
    });
}

} // namespace WindowGeometry
