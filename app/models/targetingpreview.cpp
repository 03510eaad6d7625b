#include "targetingpreview.h"

#include "dice/attackodds.h"
#include "dice/diceparser.h"
#include "encounter/conditionrules.h"
#include "encounter/encountergrid.h"
#include "grid/battlegrid.h"
#include "grid/concealmentrules.h"
#include "grid/coverrules.h"
#include "grid/flankingrules.h"

TargetingPreview::TargetingPreview(QObject *parent)
    : QObject(parent)
{}

TargetingPreview::~TargetingPreview() = default;

void TargetingPreview::setDocument(MapDocument *document)
{
    if (document == m_document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document)
        connect(m_document, &MapDocument::changed, this, &TargetingPreview::invalidateGrid);
    invalidateGrid();
    clear();
    Q_EMIT documentChanged();
}

void TargetingPreview::setEncounter(EncounterController *encounter)
{
    if (encounter == m_encounter)
        return;
    if (m_encounter)
        disconnect(m_encounter, nullptr, this, nullptr);
    m_encounter = encounter;
    // Hit points, conditions and the encounter itself change the odds: recompute while a target is shown.
    if (m_encounter)
        connect(m_encounter, &EncounterController::stateChanged, this, [this] {
            if (active())
                update(m_attackerId, m_targetId);
        });
    if (active())
        update(m_attackerId, m_targetId);
    Q_EMIT encounterChanged();
}

void TargetingPreview::invalidateGrid()
{
    m_grid.reset();
    // The facts shown were for the old map: recompute them so a moved token or a new wall shows at once.
    if (active())
        update(m_attackerId, m_targetId);
}

battlemat::BattleGrid &TargetingPreview::grid()
{
    if (!m_grid)
        m_grid = std::make_unique<battlemat::BattleGrid>(m_document->map());
    return *m_grid;
}

void TargetingPreview::reset()
{
    m_attackerId.clear();
    m_targetId.clear();
    m_coverGrade.clear();
    m_coverPenalty = 0;
    m_blockedLines = 0;
    m_targetable = false;
    m_lineOfSight = false;
    m_concealmentGrade.clear();
    m_concealmentPenalty = 0;
    m_flanking = false;
    m_range = 0;
    m_corner = QPoint(-1, -1);
    m_lines.clear();
    m_hasOdds = false;
    m_rollRefusal.clear();
    m_powerName.clear();
    m_attackBonus = 0;
    m_defense = 0;
    m_defenseName.clear();
    m_hitChance = 0;
    m_criticalChance = 0;
    m_expectedDamage = 0;
    m_dropChance = 0;
    m_usedPowerId.clear();
    m_modifiers.clear();
    m_areaSquares.clear();
    m_areaTargets.clear();
    m_areaOrigin.reset();
    m_wallSquares.clear();
}

bool TargetingPreview::update(const QString &attackerIdIn, const QString &targetIdIn)
{
    // Copies: a refresh passes m_attackerId and m_targetId themselves, which reset() clears.
    const QString attackerId = attackerIdIn;
    const QString targetId = targetIdIn;
    if (!m_document || attackerId == targetId) {
        clear();
        return false;
    }
    battlemat::BattleGrid &battle = grid();
    const int attacker = battle.indexOf(attackerId);
    const int target = battle.indexOf(targetId);
    if (attacker < 0 || target < 0) {
        clear();
        return false;
    }
    reset();
    m_attackerId = attackerId;
    m_targetId = targetId;
    const battlemat::CoverResult cover = battlemat::CoverRules(battle).cover(attacker, target);
    m_coverGrade = battlemat::coverGradeName(cover.grade);
    m_coverPenalty = cover.penalty();
    m_blockedLines = cover.blockedLines;
    m_targetable = cover.grade != battlemat::CoverGrade::Total;
    m_lineOfSight = cover.lineOfSight;
    m_corner = QPoint(cover.corner.x, cover.corner.y);
    for (const battlemat::CoverLine &line : cover.lines)
        m_lines.append(QVariantMap{{QStringLiteral("x1"), line.from.x},
                                   {QStringLiteral("y1"), line.from.y},
                                   {QStringLiteral("x2"), line.to.x},
                                   {QStringLiteral("y2"), line.to.y},
                                   {QStringLiteral("blocked"), line.blocked}});
    m_range = battle.range(attacker, target);
    // Adjacent targets are previewed for a melee attack, all others for a ranged one.
    const battlemat::AttackKind kind = m_range <= 1 ? battlemat::AttackKind::Melee : battlemat::AttackKind::Ranged;
    const battlemat::ConcealmentResult concealment = concealmentOf(attacker, target, kind);
    m_concealmentGrade = battlemat::concealmentGradeName(concealment.grade);
    m_concealmentPenalty = concealment.penalty();
    m_flanking = battlemat::FlankingRules(battle).flanking(attacker, target).flanking;
    computeOdds();
    Q_EMIT changed();
    return true;
}

battlemat::ConcealmentResult TargetingPreview::concealmentOf(int attacker, int target, battlemat::AttackKind kind)
{
    // In a fight the encounter's grid answers: the fight's light, each combatant's senses from its stat block and
    // the auras of light and obscurement (docs/vision.md "In a fight"), as the roll will read them.
    if (m_encounter && m_encounter->running() && m_encounter->processor()) {
        const auto fight = battlemat::EncounterGrid::of(m_encounter->processor()->state());
        const int a = fight->indexOf(m_attackerId);
        const int t = fight->indexOf(m_targetId);
        if (a >= 0 && t >= 0)
            return fight->concealment(a, t, kind);
    }
    return battlemat::ConcealmentRules(grid()).concealment(attacker, target, kind);
}

void TargetingPreview::clear()
{
    const bool wasActive = active();
    reset();
    if (wasActive)
        Q_EMIT changed();
}

QString TargetingPreview::summary() const
{
    if (!active())
        return {};
    QString cover;
    if (m_coverGrade == QLatin1String("total"))
        cover = tr("Total cover: cannot be targeted");
    else if (m_coverGrade == QLatin1String("three-quarters"))
        cover = tr("Three-quarters cover (%1)").arg(m_coverPenalty);
    else if (m_coverGrade == QLatin1String("cover"))
        cover = tr("Cover (%1)").arg(m_coverPenalty);
    else
        cover = tr("No cover");
    QString concealment;
    if (m_concealmentGrade == QLatin1String("total"))
        concealment = tr("total concealment (%1)").arg(m_concealmentPenalty);
    else if (m_concealmentGrade == QLatin1String("concealment"))
        concealment = tr("concealment (%1)").arg(m_concealmentPenalty);
    else
        concealment = tr("no concealment");
    const QString sight = m_lineOfSight ? tr("line of sight") : tr("no line of sight");
    const QString range = tr("range %1").arg(m_range);
    QString text = tr("%1 · %2 · %3 · %4").arg(cover, sight, concealment, range);
    if (m_flanking)
        text += tr(" · flanking");
    return text;
}

QString TargetingPreview::oddsSummary() const
{
    if (!m_hasOdds)
        return {};
    return tr("%1 (%2 vs %3 %4): hit %5%, critical %6%, expected damage %7, drop %8%")
        .arg(m_powerName)
        .arg(m_attackBonus >= 0 ? QStringLiteral("+%1").arg(m_attackBonus) : QString::number(m_attackBonus))
        .arg(m_defenseName)
        .arg(m_defense)
        .arg(QString::number(m_hitChance * 100, 'f', 0))
        .arg(QString::number(m_criticalChance * 100, 'f', 0))
        .arg(QString::number(m_expectedDamage, 'f', 1))
        .arg(QString::number(m_dropChance * 100, 'f', 0));
}
