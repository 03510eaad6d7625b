#pragma once

#include <QImage>
#include <QObject>
#include <QRect>
#include <QThreadPool>

#include <functional>

/**
 * Renders images off the GUI and render threads, one at a time, so that a map view never waits for a texture:
 * it keeps drawing the texture it has (maybe blurrier, or short of the view's edge) until the new one is ready.
 * A request made while one runs replaces any request still waiting: only the newest view matters.
 */
class BackgroundRenderer : public QObject
{
    Q_OBJECT

public:
    /** What to render; it runs on a pool thread, so it must own copies of what it reads. */
    using Job = std::function<QImage()>;

    explicit BackgroundRenderer(QObject *parent = nullptr);
    ~BackgroundRenderer() override;

    /** Queues a render; `key` says what it covers (squares and scale) and comes back with the image. */
    void request(const QRect &squares, int pixelsPerSquare, Job job);
    /** Drops the waiting request and makes the one running stale. */
    void cancel();
    bool busy() const { return m_running || m_pending; }

Q_SIGNALS:
    void finished(const QImage &image, const QRect &squares, int pixelsPerSquare);

private:
    struct Request
    {
        QRect squares;
        int pixelsPerSquare = 0;
        Job job;
    };
    void start(Request request);
    void onDone(const QImage &image, const QRect &squares, int pixelsPerSquare, quint64 generation);

    QThreadPool m_pool; // one thread: a render never waits behind an outdated one
    bool m_running = false;
    bool m_pending = false;
    Request m_next;
    quint64 m_generation = 0;
};
