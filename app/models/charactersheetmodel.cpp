#include "charactersheetmodel.h"

#include "charactersheetprinter.h"
#include "core/filewriter.h"
#include "creaturechoices.h"
#include "encountercontroller.h"
#include "orcus/equipmentcatalog.h"
#include "powerchoices.h"
#include "rulesets/orcusruleset.h"
#include "session/modulesheetfields.h"
#include "session/tablesession.h"
#include "sheet/herocharacterjson.h"
#include "sheetfieldpath.h"
#include "sheettexts.h"
#include "sheetviewmap.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPrintDialog>
#include <QPrinter>

using namespace battlemat;

namespace {

const QString errorSource = QStringLiteral("hero");

QVariantMap choice(const QString &id, const QString &name)
{
    return {{QStringLiteral("id"), id}, {QStringLiteral("name"), SheetTexts::equipment(name)}};
}

} // namespace

CharacterSheetModel::CharacterSheetModel(QObject *parent)
    : QObject(parent)
{
    loadSample(QStringLiteral("ilsa-marrow"));
    m_fileName.clear();
}

QVariantMap CharacterSheetModel::powerChoices() const
{
    return PowerChoices::all();
}

QVariantMap CharacterSheetModel::creatureChoices() const
{
    return CreatureChoices::all();
}

QVariantList CharacterSheetModel::armorChoices() const
{
    QVariantList list;
    const auto &catalog = EquipmentCatalog::standard();
    if (catalog) {
        for (const Armor &armor : catalog->armors()) {
            if (!armor.isShield())
                list.append(choice(armor.id, armor.name));
        }
    }
    return list;
}

QVariantList CharacterSheetModel::shieldChoices() const
{
    QVariantList list{choice(QString(), tr("No shield"))};
    const auto &catalog = EquipmentCatalog::standard();
    if (catalog) {
        for (const Armor &armor : catalog->armors()) {
            if (armor.isShield())
                list.append(choice(armor.id, armor.name));
        }
    }
    return list;
}

QVariantList CharacterSheetModel::weaponChoices() const
{
    QVariantList list{choice(QString(), tr("No weapon (unarmed strike)"))};
    const auto &catalog = EquipmentCatalog::standard();
    if (catalog) {
        for (const Weapon &weapon : catalog->weapons())
            list.append(choice(weapon.id, weapon.name));
    }
    return list;
}

QString CharacterSheetModel::localPath(const QString &fileOrUrl)
{
    const QUrl url(fileOrUrl);
    return url.isLocalFile() ? url.toLocalFile() : fileOrUrl;
}

void CharacterSheetModel::setStatus(const QString &message)
{
    m_statusMessage = message;
    Q_EMIT statusMessageChanged();
}

bool CharacterSheetModel::load(const QString &fileOrUrl)
{
    const QString path = localPath(fileOrUrl);
    auto object = readJsonObjectFile(path);
    if (!object) {
        setStatus(object.errorMessage());
        return false;
    }
    auto hero = heroCharacterFromJson(*object, JsonContext(path));
    if (!hero) {
        setStatus(hero.errorMessage());
        return false;
    }
    followCampaign(nullptr, QString());
    show(*hero, path.startsWith(QLatin1Char(':')) ? QString() : path);
    return true;
}

void CharacterSheetModel::show(const HeroCharacter &hero, const QString &fileName)
{
    m_raw = heroCharacterToJson(hero);
    m_errors.clear();
    apply(m_raw, QString());
    m_modified = false;
    m_fileName = fileName;
    Q_EMIT fileNameChanged();
    Q_EMIT heroChanged();
    Q_EMIT errorsChanged();
    setStatus(tr("Loaded %1").arg(hero.creature.name));
}

bool CharacterSheetModel::openCampaignHero(CampaignController *campaign, const QString &heroId)
{
    const HeroCharacter *hero = campaign ? campaign->hero(heroId) : nullptr;
    if (!hero) {
        setStatus(tr("The campaign has no hero '%1'").arg(heroId));
        return false;
    }
    followCampaign(campaign, heroId);
    show(*hero, QString());
    return true;
}

void CharacterSheetModel::followCampaign(CampaignController *campaign, const QString &heroId)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    m_campaignHero = heroId;
    if (m_campaign) {
        connect(m_campaign, &CampaignController::heroChanged, this, &CharacterSheetModel::campaignHeroChanged);
        connect(m_campaign, &CampaignController::campaignChanged, this, &CharacterSheetModel::campaignReplaced);
    }
}

// Another campaign is on the table (opened, created, or this one saved as a copy): the sheet shows the hero of
// that campaign with the same id, or lets go of the campaign, so that no edit is written into the wrong one.
void CharacterSheetModel::campaignReplaced()
{
    CampaignController *campaign = m_campaign;
    if (campaign && campaign->hero(m_campaignHero)) {
        openCampaignHero(campaign, m_campaignHero);
        return;
    }
    followCampaign(nullptr, QString());
    Q_EMIT fileNameChanged();
    setStatus(
        tr("%1 is not in the campaign now open; File > Save as… keeps it in a hero file").arg(m_hero.creature.name));
}

// The encounter changed the hero's hit points, recoveries or action points: those three fields follow the
// campaign; anything the player is typing elsewhere on the sheet stays as typed. A sheet with nothing typed shows
// the campaign's whole (an edit undone with Ctrl+Z in the main window).
void CharacterSheetModel::campaignHeroChanged(const QString &heroId)
{
    const HeroCharacter *hero = m_campaign ? m_campaign->hero(heroId) : nullptr;
    if (heroId != m_campaignHero || !hero)
        return;
    const QJsonObject stored = heroCharacterToJson(*hero);
    QJsonObject numbersOnly = stored;
    for (const QString &key :
         {QStringLiteral("damageTaken"), QStringLiteral("recoveriesSpent"), QStringLiteral("actionPoints")}) {
        if (m_raw.contains(key))
            numbersOnly.insert(key, m_raw.value(key));
        else
            numbersOnly.remove(key);
    }
    if (!m_modified && numbersOnly != m_raw) {
        m_raw = stored;
        m_errors.clear();
        apply(m_raw, QString());
        m_modified = false;
        Q_EMIT heroChanged();
        Q_EMIT errorsChanged();
        setStatus(tr("%1 as the campaign holds the sheet now").arg(hero->creature.name));
        return;
    }
    QJsonObject raw = m_raw;
    raw.insert(QStringLiteral("damageTaken"), hero->damageTaken);
    raw.insert(QStringLiteral("recoveriesSpent"), hero->recoveriesSpent);
    raw.insert(QStringLiteral("actionPoints"), hero->actionPoints);
    if (raw == m_raw)
        return;
    const bool wasModified = m_modified;
    m_raw = raw;
    apply(m_raw, QString());
    m_modified = wasModified;
    Q_EMIT heroChanged();
    setStatus(tr("%1: %2 hit points (from the encounter)")
                  .arg(hero->creature.name, m_derived.value(QStringLiteral("currentHitPoints")).toString()));
}

bool CharacterSheetModel::loadSample(const QString &name)
{
    return load(QStringLiteral(":/battlemat/heroes/%1.json").arg(name));
}

bool CharacterSheetModel::save(const QString &fileOrUrl)
{
    const QString path = fileOrUrl.isEmpty() ? m_fileName : localPath(fileOrUrl);
    if (!isValid()) {
        setStatus(tr("Not saved: fix the fields marked in red first"));
        return false;
    }
    if (fileOrUrl.isEmpty() && m_campaign && !m_campaignHero.isEmpty()) {
        HeroCharacter hero = m_hero;
        hero.creature.id = m_campaignHero; // the id the map's tokens name it by
        if (m_table && !m_table->takeSheetNumbers(hero)) {
            setStatus(tr("Not saved: %1").arg(m_table->errorMessage()));
            return false;
        }
        if (!m_campaign->updateHero(hero)) {
            setStatus(m_campaign->errorMessage());
            return false;
        }
        m_modified = false;
        Q_EMIT heroChanged();
        setStatus(tr("Saved %1 in the campaign").arg(hero.creature.name));
        return true;
    }
    if (path.isEmpty()) {
        setStatus(tr("Not saved: choose a file name"));
        return false;
    }
    // Written whole or not at all: a full disk or a crash never leaves a half-written hero file.
    if (auto written =
            FileWriter::write(path, QJsonDocument(heroCharacterToJson(m_hero)).toJson(QJsonDocument::Indented));
        !written) {
        setStatus(tr("Not saved: %1").arg(written.errorMessage()));
        return false;
    }
    m_fileName = path;
    m_modified = false;
    Q_EMIT fileNameChanged();
    Q_EMIT heroChanged();
    setStatus(tr("Saved %1").arg(path));
    return true;
}

void CharacterSheetModel::setField(const QString &path, const QVariant &value)
{
    const QVariantList segments = SheetFieldPath::split(path);
    if (segments.isEmpty())
        return;
    const QJsonObject raw = SheetFieldPath::set(m_raw, segments, SheetFieldPath::typedValue(value)).toObject();
    apply(raw, path);
}

QJsonValue CharacterSheetModel::valueAt(const QString &path) const
{
    QJsonValue value = m_raw;
    for (const QVariant &segment : SheetFieldPath::split(path))
        value = segment.typeId() == QMetaType::Int ? value.toArray().at(segment.toInt())
                                                   : value.toObject().value(segment.toString());
    return value;
}

void CharacterSheetModel::setListField(const QString &path, const QString &text)
{
    QJsonArray list;
    for (const QString &item : text.split(QLatin1Char(','))) {
        if (!item.trimmed().isEmpty())
            list.append(item.trimmed());
    }
    const QVariantList segments = SheetFieldPath::split(path);
    if (!segments.isEmpty())
        apply(SheetFieldPath::set(m_raw, segments, list).toObject(), path);
}

QString CharacterSheetModel::listText(const QString &path) const
{
    QStringList items;
    for (const QJsonValue &item : valueAt(path).toArray())
        items.append(item.toString());
    return items.join(QStringLiteral(", "));
}

void CharacterSheetModel::setAmountsField(const QString &path, const QString &text)
{
    // "fire 5, psychic 2": a damage type and an amount each; the reader then checks the type names.
    static const QRegularExpression amount(QStringLiteral("^(\\S+)\\s+(-?\\d+)$"));
    QJsonObject amounts;
    QString wrong;
    for (const QString &rawItem : text.split(QLatin1Char(','))) {
        const QString item = rawItem.trimmed();
        if (item.isEmpty())
            continue;
        const auto match = amount.match(item);
        if (!match.hasMatch()) {
            wrong = item;
            break;
        }
        amounts.insert(match.captured(1).toLower(), match.captured(2).toInt());
    }
    const QVariantList segments = SheetFieldPath::split(path);
    if (segments.isEmpty())
        return;
    if (!wrong.isEmpty()) {
        // Kept out of the hero (the last valid one stays) and named under the field.
        m_modified = true;
        m_errors.insert(path, tr("'%1': write a damage type and an amount, e.g. fire 5").arg(wrong));
        Q_EMIT errorsChanged();
        return;
    }
    apply(SheetFieldPath::set(m_raw, segments, amounts).toObject(), path);
}

QString CharacterSheetModel::amountsText(const QString &path) const
{
    QStringList items;
    const QJsonObject amounts = valueAt(path).toObject();
    for (auto it = amounts.begin(); it != amounts.end(); ++it)
        items.append(QStringLiteral("%1 %2").arg(it.key()).arg(it.value().toInt()));
    return items.join(QStringLiteral(", "));
}

bool CharacterSheetModel::commit()
{
    if (!m_campaign || m_campaignHero.isEmpty() || !m_modified)
        return true;
    if (!isValid()) {
        setStatus(tr("Not saved in the campaign: fix the fields marked in red first"));
        return false;
    }
    return save();
}

void CharacterSheetModel::addOtherWeapon()
{
    const QVariantList choices = carriedWeaponChoices();
    if (choices.isEmpty())
        return;
    QJsonArray weapons = m_raw.value(QStringLiteral("otherWeapons")).toArray();
    weapons.append(
        QJsonObject{{QStringLiteral("id"), choices.constFirst().toMap().value(QStringLiteral("id")).toString()},
                    {QStringLiteral("proficient"), true}});
    QJsonObject raw = m_raw;
    raw.insert(QStringLiteral("otherWeapons"), weapons);
    apply(raw, QStringLiteral("otherWeapons"));
}

void CharacterSheetModel::removeOtherWeapon(int index)
{
    removeFromList(QStringLiteral("otherWeapons"), index);
}

void CharacterSheetModel::removeFromList(const QString &listPath, int index)
{
    QJsonArray list = valueAt(listPath).toArray();
    if (index < 0 || index >= list.size())
        return;
    list.removeAt(index);
    apply(SheetFieldPath::set(m_raw, SheetFieldPath::split(listPath), list).toObject(), listPath);
}

void CharacterSheetModel::setSkillTrained(const QString &skillKey, bool trained)
{
    QJsonObject skills = m_raw.value(QStringLiteral("skills")).toObject();
    QJsonArray list = skills.value(QStringLiteral("trained")).toArray();
    QJsonArray updated;
    for (const QJsonValue &entry : list) {
        if (entry.toString() != skillKey)
            updated.append(entry);
    }
    if (trained)
        updated.append(skillKey);
    skills.insert(QStringLiteral("trained"), updated);
    QJsonObject raw = m_raw;
    raw.insert(QStringLiteral("skills"), skills);
    apply(raw, QStringLiteral("skills.trained"));
}

QString CharacterSheetModel::gearText() const
{
    QStringList lines;
    for (const GearItem &item : m_hero.gear)
        lines.append(item.quantity == 1 ? item.name : QStringLiteral("%1 x %2").arg(item.quantity).arg(item.name));
    return lines.join(QLatin1Char('\n'));
}

void CharacterSheetModel::setGearText(const QString &text)
{
    static const QRegularExpression counted(QStringLiteral("^(\\d+)\\s*[x×]\\s+(.+)$"));
    QJsonArray gear;
    for (const QString &rawLine : text.split(QLatin1Char('\n'))) {
        const QString line = rawLine.trimmed();
        if (line.isEmpty())
            continue;
        QString name = line;
        int quantity = 1;
        const auto match = counted.match(line);
        if (match.hasMatch()) {
            quantity = match.captured(1).toInt();
            name = match.captured(2).trimmed();
        }
        double weight = 0;
        for (const GearItem &item : m_hero.gear) {
            if (item.name == name)
                weight = item.weight; // keep the weight the file gave this item
        }
        gear.append(QJsonObject{{QStringLiteral("name"), name},
                                {QStringLiteral("quantity"), quantity},
                                {QStringLiteral("weight"), weight}});
    }
    QJsonObject raw = m_raw;
    raw.insert(QStringLiteral("gear"), gear);
    apply(raw, QStringLiteral("gear"));
}

void CharacterSheetModel::addPower()
{
    QJsonObject creature = m_raw.value(QStringLiteral("creature")).toObject();
    QJsonArray powers = creature.value(QStringLiteral("powers")).toArray();
    powers.append(QJsonObject{{QStringLiteral("name"), tr("New power")},
                              {QStringLiteral("recharge"), QStringLiteral("at-will")},
                              {QStringLiteral("action"), QStringLiteral("standard")},
                              {QStringLiteral("origin"), QStringLiteral("melee")}});
    creature.insert(QStringLiteral("powers"), powers);
    QJsonObject raw = m_raw;
    raw.insert(QStringLiteral("creature"), creature);
    apply(raw, QStringLiteral("creature.powers"));
}

void CharacterSheetModel::removePower(int index)
{
    removeFromList(QStringLiteral("creature.powers"), index);
}

QString CharacterSheetModel::errorFor(const QString &path) const
{
    return m_errors.value(path).toString();
}

void CharacterSheetModel::apply(const QJsonObject &raw, const QString &editedPath)
{
    m_raw = raw;
    m_modified = m_modified || !editedPath.isEmpty();
    m_errors.clear();
    auto hero = heroCharacterFromJson(raw, JsonContext(errorSource));
    if (hero) {
        auto sheet = CharacterSheet::of(*hero, settings());
        if (sheet) {
            m_hero = *hero;
            m_derived = sheetViewMap(*hero, *sheet);
            Q_EMIT derivedChanged();
        } else {
            m_errors.insert(editedPath, sheet.errorMessage());
        }
    } else {
        // The reader stops at the first wrong field and names it; the edited field is the usual culprit.
        const auto [path, message] = SheetFieldPath::splitError(hero.errorMessage(), errorSource);
        // An error inside the edited field ("creature.damage.resist.frost", "creature.senses[2]") shows under it.
        const bool inside = !editedPath.isEmpty() && (path.startsWith(editedPath + QLatin1Char('.')) ||
                                                      path.startsWith(editedPath + QLatin1Char('[')));
        m_errors.insert(path.isEmpty() || inside ? editedPath : path, message);
    }
    Q_EMIT heroChanged();
    Q_EMIT errorsChanged();
}

void CharacterSheetModel::setTable(EncounterController *table)
{
    if (m_table == table)
        return;
    if (m_table)
        disconnect(m_table, nullptr, this, nullptr);
    m_table = table;
    if (m_table)
        connect(m_table, &EncounterController::tableChanged, this, &CharacterSheetModel::rederive);
    rederive();
    Q_EMIT tableChanged();
}

OrcusSettings CharacterSheetModel::settings() const
{
    return m_table && m_table->session() ? orcusSettingsOf(m_table->session()->table().rules) : OrcusSettings{};
}

void CharacterSheetModel::rederive()
{
    if (!m_hero.creature.isHero())
        return; // nothing shown yet
    if (auto sheet = CharacterSheet::of(m_hero, settings())) {
        m_derived = sheetViewMap(m_hero, *sheet);
        Q_EMIT derivedChanged();
    }
}

QList<ModuleSheetField> CharacterSheetModel::moduleFields() const
{
    if (!m_table || !m_table->session() || m_campaignHero.isEmpty())
        return {};
    const TableSession &session = *m_table->session();
    return moduleSheetFields(session.table(), session.registry(), m_campaignHero);
}

bool CharacterSheetModel::exportPdf(const QString &fileOrUrl, const QString &paper)
{
    return exportPartyPdf({}, fileOrUrl, paper);
}

bool CharacterSheetModel::exportPartyPdf(const QStringList &heroFiles, const QString &fileOrUrl, const QString &paper)
{
    const auto paperSize = CharacterSheetPrinter::paperFromName(paper);
    if (!paperSize) {
        setStatus(tr("Unknown paper '%1' (expected A4 or Letter)").arg(paper));
        return false;
    }
    if (!isValid()) {
        setStatus(tr("Not exported: fix the fields marked in red first"));
        return false;
    }
    QList<HeroCharacter> heroes{m_hero};
    for (const QString &file : heroFiles) {
        auto hero = readHeroCharacterFile(localPath(file));
        if (!hero) {
            setStatus(hero.errorMessage());
            return false;
        }
        heroes.append(*hero);
    }
    const QString path = localPath(fileOrUrl);
    // What the campaign's modules add (an action dice pool) is known for the campaign's hero, not for hero files.
    auto written = CharacterSheetPrinter::exportPdf(path, heroes, *paperSize, settings(), {moduleFields()});
    setStatus(written ? tr("Exported %1").arg(path) : written.errorMessage());
    return written.ok();
}

bool CharacterSheetModel::printSheet()
{
    if (!isValid()) {
        setStatus(tr("Not printed: fix the fields marked in red first"));
        return false;
    }
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(m_hero.creature.name);
    // The system print dialog needs a widget application (the shell is one); without it, the default printer.
    if (qobject_cast<QApplication *>(QCoreApplication::instance())) {
        QPrintDialog dialog(&printer);
        dialog.setWindowTitle(tr("Print %1").arg(m_hero.creature.name));
        if (dialog.exec() != QDialog::Accepted) {
            setStatus(tr("Printing cancelled"));
            return false;
        }
    }
    auto printed = CharacterSheetPrinter::paint(printer, {m_hero}, settings(), {moduleFields()});
    setStatus(printed ? tr("Sent %1 to the printer").arg(m_hero.creature.name) : printed.errorMessage());
    return printed.ok();
}
