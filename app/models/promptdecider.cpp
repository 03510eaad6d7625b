#include "promptdecider.h"

#include <QCoro/QCoroSignal>

PromptDecider::PromptDecider(QObject *parent)
    : QObject(parent)
{}

void PromptDecider::ask(const battlemat::DecisionRequest &request)
{
    const QString decider = m_nameOf ? m_nameOf(request.decider) : request.decider;
    const QString subject = m_nameOf ? m_nameOf(request.subject) : request.subject;
    m_kind = battlemat::decisionKindName(request.kind);
    m_creatures = QStringList{request.decider, request.subject};
    switch (request.kind) {
    case battlemat::DecisionKind::OpportunityAttack:
        m_title = tr("Opportunity attack");
        m_question = tr("%1 leaves a square %2 threatens. Does %2 make an opportunity attack?").arg(subject, decider);
        m_yesText = tr("Attack");
        m_noText = tr("Let it go");
        break;
    case battlemat::DecisionKind::KnockOut:
        m_title = tr("Knock out?");
        m_question = tr("%1 drops %2. Knock %2 out instead (unconscious, not dying)?").arg(decider, subject);
        m_yesText = tr("Knock out");
        m_noText = tr("No");
        break;
    case battlemat::DecisionKind::DeathSaveRecovery:
        m_title = tr("Natural 20 on a death save");
        m_question = tr("%1 rolled a natural 20. Spend a recovery to heal now?").arg(decider);
        m_yesText = tr("Spend a recovery");
        m_noText = tr("Keep it");
        break;
    case battlemat::DecisionKind::GrantSaveNow:
        m_title = tr("Grant Save");
        m_question = tr("%1 is granted a save by %2. Save now (or +2 on the save at the end of its next turn)?")
                         .arg(decider, subject);
        m_yesText = tr("Save now");
        m_noText = tr("+2 later");
        break;
    case battlemat::DecisionKind::TiedInitiative:
        m_title = tr("Tied initiative");
        m_question = tr("Keep the rolled order?");
        m_yesText = tr("Keep");
        m_noText = tr("Keep");
        break;
    }
    m_pending = true;
    Q_EMIT questionChanged();
}

void PromptDecider::answer(bool yes)
{
    if (!m_pending)
        return;
    m_pending = false;
    Q_EMIT questionChanged();
    Q_EMIT answered(yes);
}

QCoro::Task<bool> PromptDecider::decide(battlemat::DecisionRequest request)
{
    ask(request);
    // Call first, then await (docs/building.md, trap 10).
    auto answer = qCoro(this, &PromptDecider::answered);
    const bool yes = co_await answer;
    co_return yes;
}

QCoro::Task<QStringList> PromptDecider::order(battlemat::DecisionRequest request)
{
    co_return request.options;
}
