#pragma once

#include "encounter/decider.h"

#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

/**
 * The engine's decider answered by a person at the table: a rule that needs a choice (take the opportunity
 * attack? knock the target out? spend a recovery on the natural 20?) sets the question here and waits; the QML
 * prompt shows it and calls answer(). The rule's coroutine resumes with the answer; meanwhile the window stays
 * live (no nested event loop).
 */
class PromptDecider : public QObject, public battlemat::Decider
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by the encounter controller")
    Q_PROPERTY(bool pending READ pending NOTIFY questionChanged)
    Q_PROPERTY(QString kind READ kind NOTIFY questionChanged)
    Q_PROPERTY(QString title READ title NOTIFY questionChanged)
    Q_PROPERTY(QString question READ question NOTIFY questionChanged)
    Q_PROPERTY(QString yesText READ yesText NOTIFY questionChanged)
    Q_PROPERTY(QString noText READ noText NOTIFY questionChanged)
    // The creatures the question is about (who decides, and about whom), so the dialog does not cover them.
    Q_PROPERTY(QStringList creatures READ creatures NOTIFY questionChanged)
    // A Square question: the squares the rules allow, each {x, y, label} (the label: what the engine worked out about
    // it, e.g. the enemies a burst there is expected to hit), for the map to highlight; empty otherwise.
    Q_PROPERTY(QVariantList squares READ squares NOTIFY questionChanged)

public:
    /** Creature id -> name, so questions name creatures as the table knows them. */
    using NameOf = std::function<QString(const QString &)>;

    explicit PromptDecider(QObject *parent = nullptr);
    void setNameOf(NameOf nameOf) { m_nameOf = std::move(nameOf); }

    bool pending() const { return m_pending; }
    QString kind() const { return m_kind; }
    QString title() const { return m_title; }
    QString question() const { return m_question; }
    QString yesText() const { return m_yesText; }
    QString noText() const { return m_noText; }
    QStringList creatures() const { return m_creatures; }
    QVariantList squares() const { return m_squares; }

    /** The person's answer to the pending question; ignored when nothing is asked. A Square question: false declines.
     */
    Q_INVOKABLE void answer(bool yes);
    /** A Square question: the square clicked; ignored unless it is one of squares. */
    Q_INVOKABLE void chooseSquare(int x, int y);

    QCoro::Task<bool> decide(battlemat::DecisionRequest request) override;
    /** Tied initiative keeps the rolled order: the tracker reorders ties by drag (a reorder command). */
    QCoro::Task<QStringList> order(battlemat::DecisionRequest request) override;
    QCoro::Task<std::optional<battlemat::Square>> square(battlemat::DecisionRequest request) override;

Q_SIGNALS:
    void questionChanged();
    void answered(bool yes);
    void squareAnswered(bool chosen, int x, int y);

private:
    void ask(const battlemat::DecisionRequest &request);
    void triggered(const battlemat::DecisionRequest &request, const QString &decider, const QString &subject);
    void offer(const battlemat::DecisionRequest &request, const QString &decider);
    void rerollOffer(const QJsonObject &details, const QString &decider);
    void squareQuestion(const battlemat::DecisionRequest &request, const QString &decider);

    NameOf m_nameOf;
    bool m_pending = false;
    QString m_kind;
    QString m_title;
    QString m_question;
    QString m_yesText;
    QString m_noText;
    QStringList m_creatures;
    QVariantList m_squares;
};
