#pragma once

#include "monsters/monstertemplate.h"
#include "orcus/statblock.h"

#include <QAbstractListModel>
#include <QJsonObject>
#include <QMap>
#include <QPointer>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

#include "campaigncontroller.h"

class EncounterController;

/**
 * The monster library as the game master browses it: the published Orcus monsters that ship with Battlemat and the
 * campaign's own (File > Import monsters... stores a markdown file's blocks in the campaign), filtered by a text
 * that matches names and keywords (source, type, tags), a level range, a role and a rank. A monster's block is shown by
 * MonsterBlockView.qml from blockView(), which says of every part whether the encounter plays it or the table does.
 */
class MonsterLibraryModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(CampaignController *campaign READ campaign WRITE setCampaign NOTIFY campaignChanged)
    // The table session every change of the campaign's library goes through ("monster.put": Edit > Undo takes it back).
    Q_PROPERTY(EncounterController *encounter READ encounter WRITE setEncounter NOTIFY encounterChanged)
    Q_PROPERTY(QString search READ search WRITE setSearch NOTIFY filterChanged)
    Q_PROPERTY(int minLevel READ minLevel WRITE setMinLevel NOTIFY filterChanged)
    Q_PROPERTY(int maxLevel READ maxLevel WRITE setMaxLevel NOTIFY filterChanged)
    Q_PROPERTY(QString role READ role WRITE setRole NOTIFY filterChanged)
    Q_PROPERTY(QString rank READ rank WRITE setRank NOTIFY filterChanged)
    // The block's source as printed ("natural", "shadow": Orcus "Source"), "" for any.
    Q_PROPERTY(QString source READ source WRITE setSource NOTIFY filterChanged)
    // A keyword of the block, its type or a tag as printed ("humanoid", "undead"), "" for any.
    Q_PROPERTY(QString keyword READ keyword WRITE setKeyword NOTIFY filterChanged)
    // What the library holds to filter by: [{value: "" | "natural", text}], "" first for any.
    Q_PROPERTY(QVariantList sourceChoices READ sourceChoices NOTIFY libraryChanged)
    Q_PROPERTY(QVariantList keywordChoices READ keywordChoices NOTIFY libraryChanged)
    // "name" (the default), "level" or "role": the order of the list (within a level or role, by name).
    Q_PROPERTY(QString sortBy READ sortBy WRITE setSortBy NOTIFY filterChanged)
    Q_PROPERTY(int count READ count NOTIFY filterChanged)
    Q_PROPERTY(int totalCount READ totalCount NOTIFY libraryChanged)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged)
    Q_PROPERTY(QString importReport READ importReport NOTIFY libraryChanged)

public:
    enum Role
    {
        IdRole = Qt::UserRole + 1,
        NameRole,
        LevelRole,
        RoleRole,     // "Striker", translated, with "(Leader)"
        RankRole,     // "Elite", translated
        SummaryRole,  // "Level 6 elite striker · 500 XP"
        KeywordsRole, // "natural humanoid, goblin"
        FromCampaignRole,
    };
    Q_ENUM(Role)

    explicit MonsterLibraryModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    CampaignController *campaign() const { return m_campaign; }
    void setCampaign(CampaignController *campaign);
    EncounterController *encounter() const;
    void setEncounter(EncounterController *encounter);
    QString search() const { return m_search; }
    void setSearch(const QString &search);
    int minLevel() const { return m_minLevel; }
    void setMinLevel(int level);
    int maxLevel() const { return m_maxLevel; }
    void setMaxLevel(int level);
    QString role() const { return m_role; }
    void setRole(const QString &role);
    QString rank() const { return m_rank; }
    void setRank(const QString &rank);
    QString source() const { return m_source; }
    void setSource(const QString &source);
    QString keyword() const { return m_keyword; }
    void setKeyword(const QString &keyword);
    QVariantList sourceChoices() const;
    QVariantList keywordChoices() const;
    QString sortBy() const { return m_sortBy; }
    void setSortBy(const QString &sortBy);
    int count() const { return int(m_shown.size()); }
    int totalCount() const { return int(m_all.size()); }
    QString errorMessage() const { return m_error; }
    QString importReport() const { return m_importReport; }

    /** The roles a filter offers: [{value: "" | "striker", text}], "" first for every role. */
    Q_INVOKABLE QVariantList roleChoices() const;
    /** The ranks a filter offers: [{value: "" | "elite", text}], "" first for every rank. */
    Q_INVOKABLE QVariantList rankChoices() const;
    /** The orders the list offers: [{value: "name" | "level" | "role", text}]. */
    Q_INVOKABLE QVariantList sortChoices() const;
    /** The block's parts for the view: {name, headline, typeLine, stats: [{label, value}], parts: [{kind, title,
     *  text, status}], automatedCount, partlyCount, tableCount}; empty when the id is unknown. */
    Q_INVOKABLE QVariantMap blockView(const QString &id) const;
    /** Stores every block of an Orcus monster markdown file in the campaign, all or nothing. */
    Q_INVOKABLE bool importFile(const QUrl &file);
    /**
     * Puts one of the monster on the map with its stat block (a session command: Edit > Undo takes it back). While
     * a fight runs it joins the fight instead (the encounter's addCreature: initiative rolled, a row in the order).
     */
    Q_INVOKABLE bool placeOnMap(const QString &id);
    /** The same on the square it was dropped on (column, row: its top-left square). */
    Q_INVOKABLE bool placeOnMapAt(const QString &id, int column, int row);
    /**
     * During a fight the creature fights on as this monster (the encounter's changeForm: Fading's "natural form"),
     * its hit points, effects and used powers carried over; Edit > Undo takes it back.
     */
    Q_INVOKABLE bool changeForm(const QString &id, const QString &creatureId);
    /** placeOnMap with the token in an initiative group (one roll for the group; "" for none). */
    bool placeInGroup(const QString &id, const QString &group);
    /**
     * The templates a monster can take: [{value: "elite", text, needsClass}]: elite, boss and the campaign's templates
     * (imported with the monster file, else the bundled ones; MonsterTemplate::available). Read again on
     * libraryChanged.
     */
    Q_INVOKABLE QVariantList templateChoices() const;
    /**
     * The Adventurer template's rule for a monster (monsterlibraryadventurer.cpp): {template, level, trainedSkills,
     * quotas: [{kind, text, count}]}, the counts for the monster's level; empty when the id or the template is unknown.
     */
    Q_INVOKABLE QVariantMap adventurerRule(const QString &id, const QString &templateId) const;
    /** The Orcus skills by their printed names, for the trained skills. */
    Q_INVOKABLE QVariantList skillNames() const;
    /** The powers of the campaign's heroes, to copy: [{hero, heroName, power, text, text: "Ayla: Reaping Strike"}]. */
    Q_INVOKABLE QVariantList heroPowers() const;
    /**
     * Stores the monster with the class template applied (AdventurerTemplate) and returns its id; "" when the choice
     * breaks the template's rule, errorMessage saying which. choice: {name, defenses: {ac, fortitude, reflex, will},
     * skills: [..], features, powers: [{kind, level, name, usage, text} or {kind, level, hero, power}]}.
     */
    Q_INVOKABLE QString applyAdventurer(const QString &id, const QString &templateId, const QVariantMap &choice);
    /**
     * The lines of a template that say what it gives (MonsterTemplateFields: speed, defenses, senses, resist,
     * vulnerable, immune): [{key, label, value}], the values as printed; empty when the id is unknown.
     */
    Q_INVOKABLE QVariantList templateFields(const QString &templateId) const;
    /**
     * Stores the template with its lines as typed ({key: value}) in the campaign's library, one session step
     * ("monster.put", Edit > Undo takes it back); false with errorMessage naming the field when a line does not read
     * (monsterlibrarytemplates.cpp).
     */
    Q_INVOKABLE bool editTemplate(const QString &templateId, const QVariantMap &values);
    /** The templates MonsterTemplate::apply reads for this campaign. */
    QList<battlemat::MonsterTemplateRecord> templates() const;
    /**
     * Stores the monster with the template applied in the campaign's library and returns its id ("" when refused,
     * with errorMessage saying why); importReport then names it (monsterlibraryadjust.cpp).
     */
    Q_INVOKABLE QString applyTemplate(const QString &id, const QString &templateName);
    /** The same for the monster moved to another level by the tables (MonsterRelevel). */
    Q_INVOKABLE QString relevel(const QString &id, int level);
    /**
     * A new monster built by the "Creating new monsters" tables (MonsterBuilder: defenses, hit points, attack,
     * damage, initiative and XP of its level, role and rank, and a basic attack), stored in the campaign's library;
     * its id, or "" when refused. role and rank as the engine names them ("striker", "elite").
     */
    Q_INVOKABLE QString create(const QString &name, int level, const QString &role, const QString &rank);
    /** A copy of the monster in the campaign's library ("... (copy)"), to change without touching the book's. */
    Q_INVOKABLE QString duplicate(const QString &id);
    /**
     * The monster's portrait made from a picture file (PortraitImport: cropped round, at most 256 x 256) and stored
     * with it in the campaign's library ("monster.put", undoable); its tokens without their own show it, on the
     * laptop and the TV. false with errorMessage when refused (no picture, no campaign). monsterlibraryportrait.cpp.
     */
    Q_INVOKABLE bool setPortraitFromFile(const QString &id, const QString &file);
    /** Takes the monster's portrait away again (its tokens show their lettered shape). */
    Q_INVOKABLE bool clearPortrait(const QString &id);
    /** Reads the library again (the campaign's part may have changed by an undo). */
    Q_INVOKABLE void refresh() { reload(); }
    /**
     * Stores the blocks in the campaign's library as one step of the table session ("monster.put"), new or replacing
     * the same id; false with errorMessage when refused (no campaign, a block the session refuses).
     */
    bool put(const QList<battlemat::StatBlock> &blocks, const QList<battlemat::MonsterTemplateRecord> &templates = {});

    const battlemat::StatBlock *monster(const QString &id) const;
    /** "Striker (Leader)", "Elite", "natural humanoid, goblin": translated (monsterlibraryblock.cpp). */
    static QString roleText(const battlemat::StatBlock &block);
    static QString rankText(battlemat::MonsterRank rank);
    /** A template's name: those Battlemat ships in the table's language ("Geist"), others as printed. */
    static QString templateText(const QString &id, const QString &printed);
    /** A template field's name in the table's language ("resist" -> "Resistenz"). */
    static QString templateFieldLabel(const QString &key);
    static QString keywords(const battlemat::StatBlock &block);

Q_SIGNALS:
    void campaignChanged();
    void encounterChanged();
    void filterChanged();
    void libraryChanged();
    void errorMessageChanged();

private:
    void reload();
    void refilter();
    bool matches(const battlemat::StatBlock &block) const;
    bool fail(const QString &message);
    bool storePortrait(const QString &id, const QString &portrait);
    /** Puts one of the monster on the map: on the square given, or beside its side. */
    bool place(const QString &id, std::optional<battlemat::Square> at, const QString &group = {});
    /** Stores the adjusted block, under name when one is given; its id, or "" with errorMessage. */
    QString store(battlemat::Result<battlemat::AdjustedMonster> adjusted, const QString &name = {});

    QPointer<CampaignController> m_campaign;
    QPointer<EncounterController> m_encounter;
    QList<battlemat::StatBlock> m_all;
    QList<bool> m_fromCampaign; // per m_all
    QList<int> m_shown;         // rows of m_all that pass the filter, in the chosen order
    QString m_sortBy = QStringLiteral("name");
    QString m_search;
    int m_minLevel = 1;
    int m_maxLevel = battlemat::maxMonsterLevel;
    QString m_role;
    QString m_rank;
    QString m_source;
    QString m_keyword;
    QString m_error;
    QString m_importReport;
    bool m_putting = false;                     // our own monster.put is running: its report is about to be written
    QMap<QString, QJsonObject> m_seenMonsters;  // the table's library when it was last read
    QMap<QString, QJsonObject> m_seenTemplates; // and its templates
};
