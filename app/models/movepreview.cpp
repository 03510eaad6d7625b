#include "movepreview.h"

#include "orcusrefusaltexts.h"

#include "mapedit/mapeditjson.h"

#include "campaigncontroller.h"
#include "dicelog.h"

#include "encounter/auramovecosts.h"
#include "encounter/commandprocessor.h"
#include "grid/battlegrid.h"
#include "grid/movementrules.h"
#include "grid/pathfinder.h"

using battlemat::MovementMode;

MovePreview::MovePreview(QObject *parent)
    : QObject(parent)
{}

MovePreview::~MovePreview() = default;

void MovePreview::setEncounter(EncounterController *encounter)
{
    if (encounter == m_encounter)
        return;
    m_encounter = encounter;
    Q_EMIT documentChanged();
}

void MovePreview::setDocument(MapDocument *document)
{
    if (document == m_document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document)
        connect(m_document, &MapDocument::changed, this, &MovePreview::invalidateGrid);
    invalidateGrid();
    Q_EMIT documentChanged();
}

void MovePreview::setSafest(bool safest)
{
    if (safest == m_safest)
        return;
    m_safest = safest;
    if (active() && m_target.x() >= 0)
        update(m_target.x(), m_target.y());
    else
        Q_EMIT changed();
}

void MovePreview::setStep(bool step)
{
    if (step == m_step)
        return;
    m_step = step;
    if (active() && m_target.x() >= 0)
        update(m_target.x(), m_target.y());
    else
        Q_EMIT changed();
}

QString MovePreview::modeName() const
{
    if (m_special == QLatin1String("fly"))
        return m_step ? tr("Step, flying") : m_cost > m_walkBudget ? tr("Run, flying") : tr("Walk, flying");
    if (m_special == QLatin1String("swim"))
        return m_step ? tr("Step, swimming") : m_cost > m_walkBudget ? tr("Run, swimming") : tr("Walk, swimming");
    if (m_step)
        return tr("Step");
    return m_cost > m_walkBudget ? tr("Run") : tr("Walk");
}

int MovePreview::remaining() const
{
    if (m_step)
        return std::max(0, 1 - m_cost);
    return std::max(0, (m_cost > m_walkBudget ? m_runBudget : m_walkBudget) - m_cost);
}

void MovePreview::invalidateGrid()
{
    m_grid.reset();
}

battlemat::BattleGrid &MovePreview::grid()
{
    if (!m_grid)
        m_grid = std::make_unique<battlemat::BattleGrid>(m_document->map());
    return *m_grid;
}

void MovePreview::clearPath()
{
    m_legal = false;
    m_cost = 0;
    m_path.clear();
    m_difficult.clear();
    m_provokes.clear();
}

bool MovePreview::begin(const QString &creatureId)
{
    cancel();
    if (!m_document)
        return false;
    battlemat::BattleGrid &battle = grid();
    const int index = battle.indexOf(creatureId);
    if (index < 0)
        return false;
    // In a fight, the squares an aura makes difficult for the dragged creature, as the encounter's grid has them
    // (asked anew at each drag: the fight moves on without the map changing).
    const battlemat::CommandProcessor *fight = m_encounter ? m_encounter->processor() : nullptr;
    battle.setMoveCosts(fight ? battlemat::AuraMoveCosts::of(fight->state()) : nullptr);
    m_creatureId = creatureId;
    m_creature = index;
    const battlemat::MovementRules rules(battle);
    m_modes = battlemat::modesToTry(battle.creature(index).movementModes);
    setBudgets(QString());
    // Everything a Run can reach in any of its modes (walking, flying over pits, swimming), once: the pointer's
    // square is then checked in constant time. A square reached several ways keeps the cheapest.
    QString firstError;
    for (const QString &special : std::as_const(m_modes)) {
        battlemat::MoveOptions options;
        options.specialMode = special;
        const auto reach = rules.reachable(index, MovementMode::Run, options);
        if (!reach) {
            if (firstError.isEmpty())
                firstError = reach.errorMessage();
            continue;
        }
        for (const auto &square : *reach) {
            const QPoint at(square.square.x, square.square.y);
            const auto known = m_reachCost.constFind(at);
            if (known == m_reachCost.cend() || *known > square.cost)
                m_reachCost.insert(at, square.cost);
        }
    }
    if (m_reachCost.isEmpty()) {
        m_reason = inTableLanguage(firstError);
        Q_EMIT changed();
        return false;
    }
    for (auto it = m_reachCost.cbegin(); it != m_reachCost.cend(); ++it) {
        m_reachable.append(QVariantMap{{QStringLiteral("column"), it.key().x()},
                                       {QStringLiteral("row"), it.key().y()},
                                       {QStringLiteral("cost"), it.value()}});
    }
    Q_EMIT changed();
    return true;
}

void MovePreview::setBudgets(const QString &special)
{
    m_special = special;
    battlemat::MoveOptions options;
    options.specialMode = special;
    const battlemat::MovementRules rules(grid());
    const auto walk = rules.budget(m_creature, MovementMode::Walk, options);
    const auto run = rules.budget(m_creature, MovementMode::Run, options);
    m_walkBudget = walk ? *walk : 0;
    m_runBudget = run ? *run : 0;
}

bool MovePreview::update(int column, int row)
{
    if (!active())
        return false;
    m_target = QPoint(column, row);
    clearPath();
    battlemat::BattleGrid &battle = grid();
    const battlemat::MapCreature &self = battle.creature(m_creature);
    const battlemat::Square to{column, row};
    const auto reached = m_reachCost.constFind(m_target);
    if (reached == m_reachCost.cend()) {
        // A square it may not stand on at all (a pit for a walker, a wall) says why, as the engine words it.
        QString why;
        const battlemat::Pathfinder::Mover walker = battle.pathfinder().mover(m_creature, false);
        if (battle.contains(to) && !battle.pathfinder().canEndAt(walker, to, &why) && m_modes.size() == 1)
            m_reason = tr("%1 cannot end there: %2").arg(self.name, inTableLanguage(why));
        else
            m_reason =
                battle.contains(to)
                    ? tr("%1 cannot reach that square this turn (Run: %2 squares)").arg(self.name).arg(m_runBudget)
                    : tr("Off the map");
        Q_EMIT changed();
        return false;
    }
    const battlemat::MovementRules rules(battle);
    // As the session's chooseMove decides: a Walk before a Run, and within each walking before flying before
    // swimming. A path no mode allows shows the walking one's reason.
    battlemat::MovePath move;
    QString chosen;
    int rank = 2; // 0: a Walk (or the Step), 1: a Run
    for (const QString &special : std::as_const(m_modes)) {
        battlemat::MoveOptions options;
        options.safest = m_safest;
        options.specialMode = special;
        const battlemat::MovePath tried =
            rules.path(m_creature, to, m_step ? MovementMode::Step : MovementMode::Run, options);
        if (special.isEmpty() && !tried.legal)
            move = tried;
        if (!tried.legal)
            continue;
        const auto walk = rules.budget(m_creature, MovementMode::Walk, options);
        const int r = m_step || (walk && tried.cost <= *walk) ? 0 : 1;
        if (r < rank) {
            move = tried;
            chosen = special;
            rank = r;
        }
    }
    setBudgets(chosen);
    m_legal = move.legal;
    m_cost = move.cost;
    m_reason = inTableLanguage(move.reason);
    battlemat::Pathfinder &finder = battle.pathfinder();
    const battlemat::Pathfinder::Mover mover = finder.mover(m_creature, false, m_special);
    for (qsizetype i = 0; i < move.path.size(); ++i) {
        const battlemat::Square s = move.path.at(i);
        m_path.append(QPoint(s.x, s.y));
        if (i == 0)
            continue;
        // A step that costs 2 entered difficult terrain (Orcus "Difficult terrain").
        const battlemat::Square from = move.path.at(i - 1);
        for (int dir = 0; dir < 8; ++dir) {
            if (from.x + battlemat::Pathfinder::dx[dir] == s.x && from.y + battlemat::Pathfinder::dy[dir] == s.y) {
                if (finder.stepCost(mover, from, dir) > 1)
                    m_difficult.append(QPoint(s.x, s.y));
                break;
            }
        }
    }
    for (const battlemat::OpportunityAttack &attack : move.provokes) {
        m_provokes.append(QVariantMap{{QStringLiteral("column"), attack.at.x},
                                      {QStringLiteral("row"), attack.at.y},
                                      {QStringLiteral("attackerId"), attack.attackerId},
                                      {QStringLiteral("attackerName"), battle.creature(attack.attacker).name}});
    }
    Q_EMIT changed();
    return m_legal;
}

bool MovePreview::commit()
{
    if (!active() || m_target.x() < 0)
        return false;
    if (!m_legal) {
        cancel();
        return false;
    }
    const QString who = m_document->map().creatures.value(m_creature).name;
    const QString mode = modeName();
    const int cost = m_cost;
    const int provoked = int(m_provokes.size());
    bool moved = false;
    QVariantList squares;
    for (qsizetype i = 1; i < m_path.size(); ++i)
        squares.append(m_path.at(i));
    const QString id = m_creatureId;
    const bool step = m_step;
    cancel();
    if (squares.isEmpty())
        return false; // dropped where it stood
    if (m_encounter) {
        // What the drag means (the encounter's Step, Walk or Run during a fight, else a map edit) is the session's
        // decision; the encounter's turn order, action budget and opportunity attacks then decide the move.
        moved = m_encounter->moveToken(id, squares, step);
        if (!moved) {
            m_reason = m_encounter->errorMessage();
            Q_EMIT changed();
        }
    } else {
        // A map shown without a table (the tests' documents): the move is the document's map edit.
        moved = m_document->moveCreature(id, squares.constLast().toPoint().x(), squares.constLast().toPoint().y());
    }
    if (moved) {
        const QString distance = tr("%n square(s)", nullptr, cost);
        // The session decided what the drag was: only an encounter's move has a mode and provokes; a map edit just
        // puts the token there, and a ruleset's own step (a Five Torches Deep move) reports itself in the dice log.
        const QString sent =
            m_encounter ? m_encounter->lastTokenStep().value(QStringLiteral("type")).toString() : QString();
        const QPoint end = squares.constLast().toPoint();
        if (sent.isEmpty() || battlemat::isMapEditType(sent))
            m_lastMove = tr("%1 is now at column %2, row %3").arg(who).arg(end.x()).arg(end.y());
        else if (sent != QLatin1String("move"))
            m_lastMove = tr("%1: %2").arg(who, distance);
        else if (provoked > 0)
            m_lastMove =
                tr("%1: %2, %3, provoking %n opportunity attack(s)", nullptr, provoked).arg(who, mode, distance);
        else
            m_lastMove = tr("%1: %2, %3").arg(who, mode, distance);
        Q_EMIT lastMoveChanged();
    }
    return moved;
}

void MovePreview::cancel()
{
    m_creatureId.clear();
    m_creature = -1;
    m_target = QPoint(-1, -1);
    clearPath();
    m_reason.clear();
    m_reachable.clear();
    m_reachCost.clear();
    m_walkBudget = m_runBudget = 0;
    m_special.clear();
    m_modes.clear();
    Q_EMIT changed();
}

QString MovePreview::inTableLanguage(const QString &reason) const
{
    return m_encounter ? m_encounter->tableLanguage(reason) : OrcusRefusalTexts::translate(reason);
}
