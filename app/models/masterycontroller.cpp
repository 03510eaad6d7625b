#include "masterycontroller.h"

#include "mastery/masteryencounterjson.h"

#include <QCoro/QCoroSignal>
#include <QFileInfo>
#include <QJsonDocument>

#include <algorithm>

using namespace battlemat;

/** Hands each offer to the view and waits for its answer. */
class MasteryController::ViewDecider : public MasteryDecider
{
public:
    explicit ViewDecider(MasteryController *controller)
        : m_controller(controller)
    {}
    QCoro::Task<MasteryChoice> decide(MasteryOffer offer) override
    {
        m_controller->setOffer(offer);
        const bool spend = co_await qCoro(m_controller, &MasteryController::answered);
        co_return spend ? MasteryChoice::Spend : MasteryChoice::Pass;
    }
    QCoro::Task<bool> takeOpportunityAttack(OpportunityOffer offer) override
    {
        m_controller->setOpportunity(offer);
        co_return co_await qCoro(m_controller, &MasteryController::opportunityAnswered);
    }

private:
    MasteryController *m_controller;
};

MasteryController::MasteryController(QObject *parent)
    : QAbstractListModel(parent)
    , m_decider(std::make_unique<ViewDecider>(this))
{}

MasteryController::~MasteryController() = default;

MasteryDecider *MasteryController::viewDecider() const
{
    return m_decider.get();
}

int MasteryController::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !view() ? 0 : int(view()->combatants.size());
}

QVariant MasteryController::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const MasteryState &state = *view();
    const CombatantState &combatant = state.combatants.at(index.row());
    const MasteryCombatant &sheet = combatant.sheet;
    const MonsterGroup *group = nullptr;
    for (const MonsterGroup &candidate : state.groups) {
        if (candidate.id == sheet.group)
            group = &candidate;
    }
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return sheet.name;
    case CombatantIdRole:
        return sheet.id;
    case SideRole:
        return sheet.side;
    case RankRole:
        return sheet.rank;
    case MpRole:
        return group ? group->mp : sheet.mp;
    case MpMaxRole:
        return group ? group->mpMax : sheet.mpMax;
    case ApLeftRole:
        return state.contested ? combatant.ap.left() : sheet.apPerTurn;
    case ApPerTurnRole:
        return sheet.apPerTurn;
    case HealthRole:
        return sheet.health;
    case HealthMaxRole:
        return sheet.healthMax;
    case RegionRole:
        return sheet.region;
    case OnTurnRole: {
        const QString current = state.order.current();
        return state.contested && !current.isEmpty() && (current == sheet.id || current == sheet.group);
    }
    case CooldownsRole:
        return combatant.ap.coolingDown().join(QStringLiteral(", "));
    case DelayingRole: {
        const QList<RefInitiativeEntry> &delayed = state.order.delayed();
        return std::any_of(delayed.cbegin(), delayed.cend(),
                           [&](const RefInitiativeEntry &e) { return e.id == sheet.id || e.id == sheet.group; });
    }
    case DefeatedRole:
        return sheet.defeated();
    case HiddenRole:
        return sheet.hidden;
    case OrderRole: {
        const QList<RefInitiativeEntry> &entries = state.order.entries();
        for (qsizetype i = 0; i < entries.size(); ++i) {
            if (entries.at(i).id == sheet.id || (!sheet.group.isEmpty() && entries.at(i).id == sheet.group))
                return int(i + 1);
        }
        return 0;
    }
    case SlotRole: {
        int slot = 0;
        for (int row = 0; row < index.row(); ++row)
            slot += state.combatants.at(row).sheet.region == sheet.region ? 1 : 0;
        return slot;
    }
    }
    return {};
}

QHash<int, QByteArray> MasteryController::roleNames() const
{
    return {{CombatantIdRole, "combatantId"},
            {NameRole, "name"},
            {SideRole, "side"},
            {RankRole, "rank"},
            {MpRole, "mp"},
            {MpMaxRole, "mpMax"},
            {ApLeftRole, "apLeft"},
            {ApPerTurnRole, "apPerTurn"},
            {HealthRole, "health"},
            {HealthMaxRole, "healthMax"},
            {RegionRole, "region"},
            {OnTurnRole, "onTurn"},
            {CooldownsRole, "cooldowns"},
            {DelayingRole, "delaying"},
            {DefeatedRole, "defeated"},
            {SlotRole, "slot"},
            {HiddenRole, "hidden"},
            {OrderRole, "order"}};
}

int MasteryController::unplaced() const
{
    if (!view())
        return 0;
    const QList<CombatantState> &all = view()->combatants;
    return int(
        std::count_if(all.cbegin(), all.cend(), [](const CombatantState &c) { return c.sheet.region.isEmpty(); }));
}

QString MasteryController::lastEvent() const
{
    const QList<QJsonObject> &log = m_table ? m_tableEvents : m_encounter ? m_encounter->log() : m_tableEvents;
    if (log.isEmpty())
        return {};
    return QString::fromUtf8(QJsonDocument(log.constLast()).toJson(QJsonDocument::Compact));
}

int MasteryController::logSize() const
{
    if (m_table)
        return int(m_tableEvents.size());
    return m_encounter ? int(m_encounter->log().size()) : 0;
}

const MasteryState *MasteryController::view() const
{
    if (m_table)
        return m_tableState ? &*m_tableState : nullptr;
    return m_encounter ? &m_encounter->state() : nullptr;
}

bool MasteryController::take(const QJsonObject &object, const QString &source)
{
    auto file = masteryEncounterFromJson(object, JsonContext(source), QFileInfo(source).absolutePath());
    if (!file) {
        m_error = file.errorMessage();
        Q_EMIT errorMessageChanged();
        return false;
    }
    beginResetModel();
    m_encounter = std::make_unique<MasteryEncounter>(file->state);
    endResetModel();
    updateMapJson();
    m_error.clear();
    Q_EMIT errorMessageChanged();
    Q_EMIT logChanged();
    return true;
}

bool MasteryController::load(const QString &fileName)
{
    auto object = readJsonObjectFile(fileName);
    if (!object) {
        m_error = object.errorMessage();
        Q_EMIT errorMessageChanged();
        return false;
    }
    return take(*object, fileName);
}

bool MasteryController::loadJson(const QString &text)
{
    auto object = parseJsonObject(text.toUtf8(), tr("encounter"));
    if (!object) {
        m_error = object.errorMessage();
        Q_EMIT errorMessageChanged();
        return false;
    }
    return take(*object, tr("encounter"));
}

void MasteryController::apply(const QString &commandJson)
{
    if ((!m_encounter && !m_table) || m_busy)
        return;
    auto command = parseJsonObject(commandJson.toUtf8(), tr("command"));
    if (!command) {
        m_error = command.errorMessage();
        Q_EMIT errorMessageChanged();
        return;
    }
    if (m_table)
        doApplyOnTable(*command);
    else
        doApply(*command);
}

QCoro::Task<> MasteryController::doApply(QJsonObject command)
{
    m_busy = true;
    Q_EMIT busyChanged();
    const Status status = co_await m_encounter->apply(command, m_decider.get());
    m_error = status.errorMessage();
    m_offer.clear();
    m_opportunity.clear();
    m_busy = false;
    updateMapJson();
    // The whole table may have changed: counters, regions, the turn.
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0), index(rowCount() - 1));
    Q_EMIT offerChanged();
    Q_EMIT opportunityChanged();
    Q_EMIT errorMessageChanged();
    Q_EMIT logChanged();
    Q_EMIT busyChanged();
}

void MasteryController::setOffer(const MasteryOffer &offer)
{
    QVariantList own;
    for (int face : offer.own.faces)
        own.append(face);
    m_offer = {{QStringLiteral("combatant"), offer.combatant},
               {QStringLiteral("acting"), offer.acting},
               {QStringLiteral("contested"), offer.contested},
               {QStringLiteral("die"), QStringLiteral("D%1").arg(offer.own.sides)},
               {QStringLiteral("faces"), own},
               {QStringLiteral("kept"), offer.own.kept()},
               {QStringLiteral("otherKept"), offer.contested ? offer.other.kept() : 0},
               {QStringLiteral("disadvantaged"), offer.own.disadvantaged()},
               {QStringLiteral("mpAvailable"), offer.mpAvailable},
               {QStringLiteral("spendsLeft"), offer.spendsLeft},
               {QStringLiteral("successIfPass"), offer.ifPass.success},
               {QStringLiteral("successIfSpend"), offer.ifSpend.success},
               {QStringLiteral("expectedKeptIfSpend"), offer.expectedKeptIfSpend}};
    Q_EMIT offerChanged();
}

void MasteryController::setOpportunity(const OpportunityOffer &offer)
{
    auto nameOf = [this](const QString &id) {
        const CombatantState *combatant = view() ? view()->combatant(id) : nullptr;
        return combatant ? combatant->sheet.name : id;
    };
    const Region *region = view() ? view()->map.region(offer.region) : nullptr;
    m_opportunity = {{QStringLiteral("attacker"), offer.attacker},
                     {QStringLiteral("attackerName"), nameOf(offer.attacker)},
                     {QStringLiteral("target"), offer.target},
                     {QStringLiteral("targetName"), nameOf(offer.target)},
                     {QStringLiteral("region"), offer.region},
                     {QStringLiteral("regionName"), region ? region->name : offer.region},
                     {QStringLiteral("onEntering"), offer.onEntering}};
    Q_EMIT opportunityChanged();
}

void MasteryController::answerOpportunity(bool take)
{
    if (m_opportunity.isEmpty())
        return;
    m_opportunity.clear();
    Q_EMIT opportunityChanged();
    Q_EMIT opportunityAnswered(take);
}

void MasteryController::answer(bool spend)
{
    if (m_offer.isEmpty())
        return;
    m_offer.clear();
    Q_EMIT offerChanged();
    Q_EMIT answered(spend);
}
