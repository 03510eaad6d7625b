#include "backgroundrenderer.h"

BackgroundRenderer::BackgroundRenderer(QObject *parent)
    : QObject(parent)
{
    m_pool.setMaxThreadCount(1);
}

// The running job calls back into this object: let it finish first (its result is then dropped with the queue).
BackgroundRenderer::~BackgroundRenderer()
{
    cancel();
    m_pool.waitForDone();
}

void BackgroundRenderer::request(const QRect &squares, int pixelsPerSquare, Job job)
{
    Request next{squares, pixelsPerSquare, std::move(job)};
    if (m_running) {
        m_next = std::move(next);
        m_pending = true;
        return;
    }
    start(std::move(next));
}

void BackgroundRenderer::cancel()
{
    m_pending = false;
    m_next = {};
    ++m_generation;
}

void BackgroundRenderer::start(Request request)
{
    m_running = true;
    const quint64 generation = ++m_generation;
    // The destructor waits for the job, so `this` outlives it; a result posted to a deleted object is dropped.
    m_pool.start([this, request = std::move(request), generation] {
        const QImage image = request.job();
        QMetaObject::invokeMethod(
            this,
            [this, image, squares = request.squares, pps = request.pixelsPerSquare, generation] {
                onDone(image, squares, pps, generation);
            },
            Qt::QueuedConnection);
    });
}

void BackgroundRenderer::onDone(const QImage &image, const QRect &squares, int pixelsPerSquare, quint64 generation)
{
    m_running = false;
    const bool current = generation == m_generation;
    if (m_pending) {
        m_pending = false;
        start(std::move(m_next));
        m_next = {};
    }
    if (current)
        Q_EMIT finished(image, squares, pixelsPerSquare);
}
