#include "masteryrostermodel.h"

#include "encountercontroller.h"
#include "masterysheetprinter.h"
#include "rulesets/masteryroster.h"
#include "rulesets/masteryruleset.h"
#include "session/moduleregistry.h"
#include "session/tablesession.h"

#include <QJsonDocument>
#include <QRegularExpression>
#include <QUrl>

using namespace battlemat;

MasteryRosterModel::MasteryRosterModel(QObject *parent)
    : QObject(parent)
{}

void MasteryRosterModel::setTable(EncounterController *table)
{
    if (m_table == table)
        return;
    if (m_table)
        disconnect(m_table, nullptr, this, nullptr);
    m_table = table;
    if (m_table) {
        connect(m_table, &EncounterController::tableChanged, this, &MasteryRosterModel::reload);
        connect(m_table, &EncounterController::stateChanged, this, &MasteryRosterModel::reload);
    }
    reload();
    Q_EMIT tableChanged();
}

bool MasteryRosterModel::available() const
{
    return m_table && m_table->session() && m_table->session()->table().rules.ruleset == MasteryRuleset::moduleId();
}

void MasteryRosterModel::reload()
{
    m_sheets.clear();
    m_groups.clear();
    if (available()) {
        const TableSession &session = *m_table->session();
        const RulesModule *module = session.registry().find(MasteryRuleset::moduleId());
        m_defaultAp = module ? module->settingsWithDefaults(session.table().rules.settings.value(module->id()))
                                   .value(QStringLiteral("apPerTurn"))
                                   .toInt(3)
                             : 3;
        auto roster = MasteryRoster::read(session.table().modules.value(MasteryRuleset::moduleId()), m_defaultAp);
        if (roster) {
            for (const MonsterGroup &group : roster->groups) {
                int pool = 0;
                for (const MasteryCombatant &sheet : roster->sheets)
                    pool += sheet.group == group.id ? sheet.mpMax : 0;
                m_groups.append(QVariantMap{
                    {QStringLiteral("id"), group.id},
                    {QStringLiteral("name"), group.name},
                    {QStringLiteral("ref"), group.refSides > 0 ? QStringLiteral("D%1").arg(group.refSides) : QString()},
                    {QStringLiteral("mpPool"), pool}});
            }
            for (const MasteryCombatant &sheet : roster->sheets) {
                // REF first, as the printed sheet has it; then the others by name.
                QStringList lines;
                if (sheet.dice.contains(QStringLiteral("ref")))
                    lines.append(QStringLiteral("ref D%1").arg(sheet.dice.value(QStringLiteral("ref"))));
                for (auto it = sheet.dice.cbegin(); it != sheet.dice.cend(); ++it) {
                    if (it.key() != QLatin1String("ref"))
                        lines.append(QStringLiteral("%1 D%2").arg(it.key()).arg(it.value()));
                }
                m_sheets.append(QVariantMap{{QStringLiteral("id"), sheet.id},
                                            {QStringLiteral("name"), sheet.name},
                                            {QStringLiteral("side"), sheet.side},
                                            {QStringLiteral("group"), sheet.group},
                                            {QStringLiteral("rank"), sheet.rank},
                                            {QStringLiteral("mp"), sheet.mpMax},
                                            {QStringLiteral("ap"), sheet.apPerTurn},
                                            {QStringLiteral("health"), sheet.healthMax},
                                            {QStringLiteral("statistics"), lines.join(QLatin1Char('\n'))}});
            }
        } else {
            setError(roster.errorMessage());
        }
    }
    Q_EMIT changed();
}

void MasteryRosterModel::setError(const QString &message)
{
    if (m_error == message)
        return;
    m_error = message;
    Q_EMIT errorMessageChanged();
}

bool MasteryRosterModel::run(const QJsonObject &step)
{
    if (!m_table || !m_table->session()) {
        setError(tr("No campaign is open."));
        return false;
    }
    if (!m_table->execute(QString::fromUtf8(QJsonDocument(step).toJson(QJsonDocument::Compact)))) {
        setError(m_table->errorMessage());
        return false;
    }
    setError(QString());
    reload();
    return true;
}

bool MasteryRosterModel::useMasteryRules()
{
    if (available())
        return true;
    return run({{QStringLiteral("type"), QStringLiteral("rules.set")},
                {QStringLiteral("ruleset"), MasteryRuleset::moduleId()}});
}

bool MasteryRosterModel::saveSheet(const QVariantMap &fields)
{
    QJsonObject dice;
    const QStringList lines = fields.value(QStringLiteral("statistics")).toString().split(QLatin1Char('\n'));
    static const QRegularExpression line(QStringLiteral("^\\s*(.+?)\\s+([dD]\\d+)\\s*$"));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (lines.at(i).trimmed().isEmpty())
            continue;
        const QRegularExpressionMatch match = line.match(lines.at(i));
        if (!match.hasMatch()) {
            setError(tr("Statistics, line %1: write a name and a ladder die, such as \"stealth D8\".").arg(i + 1));
            return false;
        }
        dice.insert(match.captured(1), match.captured(2).toUpper());
    }
    QJsonObject sheet{{QStringLiteral("id"), fields.value(QStringLiteral("id")).toString().trimmed()},
                      {QStringLiteral("name"), fields.value(QStringLiteral("name")).toString().trimmed()},
                      {QStringLiteral("side"), fields.value(QStringLiteral("side")).toString().trimmed()},
                      {QStringLiteral("rank"), fields.value(QStringLiteral("rank")).toInt()},
                      {QStringLiteral("health"), fields.value(QStringLiteral("health")).toInt()},
                      {QStringLiteral("dice"), dice}};
    if (sheet.value(QStringLiteral("name")).toString().isEmpty())
        sheet.remove(QStringLiteral("name"));
    const QString group = fields.value(QStringLiteral("group")).toString();
    if (!group.isEmpty())
        sheet.insert(QStringLiteral("group"), group);
    // 0 stands for "the default" (MP = rank, the campaign's AP): the engine fills it in, as for a file.
    for (const QString key : {QStringLiteral("mp"), QStringLiteral("ap")}) {
        const int value = fields.value(key).toInt();
        if (value > 0)
            sheet.insert(key, value);
    }
    return run({{QStringLiteral("type"), QStringLiteral("mastery.saveSheet")}, {QStringLiteral("sheet"), sheet}});
}

bool MasteryRosterModel::saveGroup(const QString &id, const QString &name, const QString &ref)
{
    QJsonObject group{{QStringLiteral("id"), id.trimmed()}, {QStringLiteral("name"), name.trimmed()}};
    if (name.trimmed().isEmpty())
        group.remove(QStringLiteral("name"));
    if (!ref.trimmed().isEmpty())
        group.insert(QStringLiteral("ref"), ref.trimmed().toUpper());
    return run({{QStringLiteral("type"), QStringLiteral("mastery.saveGroup")}, {QStringLiteral("group"), group}});
}

bool MasteryRosterModel::remove(const QString &id)
{
    bool isGroup = false;
    for (const QVariant &group : std::as_const(m_groups))
        isGroup = isGroup || group.toMap().value(QStringLiteral("id")).toString() == id;
    return run({{QStringLiteral("type"),
                 isGroup ? QStringLiteral("mastery.removeGroup") : QStringLiteral("mastery.removeSheet")},
                {QStringLiteral("id"), id}});
}

bool MasteryRosterModel::exportPdf(const QString &fileOrUrl, const QString &paper, const QStringList &ids)
{
    if (!available()) {
        setError(tr("The campaign does not play by the mastery rules."));
        return false;
    }
    const TableSession &session = *m_table->session();
    auto roster = MasteryRoster::read(session.table().modules.value(MasteryRuleset::moduleId()), m_defaultAp);
    if (!roster) {
        setError(roster.errorMessage());
        return false;
    }
    QList<MasteryCombatant> chosen;
    for (const MasteryCombatant &sheet : roster->sheets) {
        if (ids.isEmpty() || ids.contains(sheet.id))
            chosen.append(sheet);
    }
    const auto paperSize = CharacterSheetPrinter::paperFromName(paper);
    const QUrl url(fileOrUrl);
    const QString file = url.isLocalFile() ? url.toLocalFile() : fileOrUrl;
    const Status written = MasterySheetPrinter::exportPdf(file, chosen, roster->groups,
                                                          paperSize.value_or(CharacterSheetPrinter::Paper::A4));
    setError(written.errorMessage());
    return written.ok();
}
