#pragma once

#include "campaigncontroller.h"
#include "session/rulesmodule.h"
#include "sheet/charactersheet.h"

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QUrl>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class EncounterController;

/**
 * One hero's character sheet for QML: the editable hero (as its file's JSON), the derived values recomputed by
 * the engine on every edit, and the field errors. An edit that the hero file reader refuses (ability 31, negative
 * coins, a level the XP does not reach) is kept in the field with the reason and never saved: the derived values
 * stay those of the last valid hero until it is fixed.
 */
class CharacterSheetModel : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QVariantMap hero READ hero NOTIFY heroChanged)
    Q_PROPERTY(QVariantMap derived READ derived NOTIFY derivedChanged)
    Q_PROPERTY(QVariantMap errors READ errors NOTIFY errorsChanged)
    Q_PROPERTY(bool valid READ isValid NOTIFY errorsChanged)
    Q_PROPERTY(bool modified READ isModified NOTIFY heroChanged)
    Q_PROPERTY(QString fileName READ fileName NOTIFY fileNameChanged)
    Q_PROPERTY(QString campaignHero READ campaignHero NOTIFY fileNameChanged)
    Q_PROPERTY(QString statusMessage READ statusMessage NOTIFY statusMessageChanged)
    Q_PROPERTY(QVariantList armorChoices READ armorChoices CONSTANT)
    Q_PROPERTY(QVariantList shieldChoices READ shieldChoices CONSTANT)
    Q_PROPERTY(QVariantList weaponChoices READ weaponChoices CONSTANT)
    Q_PROPERTY(QVariantList carriedWeaponChoices READ carriedWeaponChoices CONSTANT)
    // A power card's choices (recharge, action, origin, ability, defense, damageType): the file's word and its name.
    Q_PROPERTY(QVariantMap powerChoices READ powerChoices CONSTANT)
    Q_PROPERTY(QVariantMap creatureChoices READ creatureChoices CONSTANT)
    /** The table whose rules the sheet is computed under (its rules version); none: the defaults. */
    Q_PROPERTY(EncounterController *table READ table WRITE setTable NOTIFY tableChanged)

public:
    explicit CharacterSheetModel(QObject *parent = nullptr);

    QVariantMap hero() const { return m_raw.toVariantMap(); }
    QVariantMap derived() const { return m_derived; }
    QVariantMap errors() const { return m_errors; }
    bool isValid() const { return m_errors.isEmpty(); }
    bool isModified() const { return m_modified; }
    QString fileName() const { return m_fileName; }
    QString statusMessage() const { return m_statusMessage; }
    QVariantList armorChoices() const;
    QVariantList shieldChoices() const;
    QVariantList weaponChoices() const;
    /** The weapons a hero can carry besides the wielded one (no "unarmed" entry). */
    QVariantMap powerChoices() const;
    /** The size and alignment fields' lists (CreatureChoices::all). */
    QVariantMap creatureChoices() const;
    QVariantList carriedWeaponChoices() const { return weaponChoices().mid(1); }
    EncounterController *table() const { return m_table; }
    void setTable(EncounterController *table);

    /** A hero file (path or file: URL); on error the sheet keeps what it had and statusMessage says why. */
    Q_INVOKABLE bool load(const QString &fileOrUrl);
    /**
     * A hero of the open campaign: Save writes it back into the campaign, and damage the encounter deals to its
     * token shows on the sheet as it happens (the fields being edited stay as typed).
     */
    Q_INVOKABLE bool openCampaignHero(CampaignController *campaign, const QString &heroId);
    QString campaignHero() const { return m_campaign ? m_campaignHero : QString(); }
    /** One of the sample heroes built into the engine: "ilsa-marrow", "brannoc-vell", "sefra-dunmoor". */
    Q_INVOKABLE bool loadSample(const QString &name);
    /** Writes the hero; refused while a field is invalid. */
    Q_INVOKABLE bool save(const QString &fileOrUrl = QString());
    /** Sets one field by its path in the hero file ("creature.abilities.strength", "coins.gp",
     *  "creature.powers[1].hit.text") and re-derives. Text that is a whole number is stored as a number. */
    Q_INVOKABLE void setField(const QString &path, const QVariant &value);
    /** A list typed with commas ("darkvision, low-light vision") at path, as the file's array of strings. */
    Q_INVOKABLE void setListField(const QString &path, const QString &text);
    /** A list's text for its field: the strings at path joined with ", ". */
    Q_INVOKABLE QString listText(const QString &path) const;
    /** Resistances or weaknesses typed as "fire 5, psychic 2" at path ("creature.damage.resist"). */
    Q_INVOKABLE void setAmountsField(const QString &path, const QString &text);
    Q_INVOKABLE QString amountsText(const QString &path) const;
    /**
     * Writes the edits into the campaign's hero when the sheet is one (a field was left, a box ticked): the
     * campaign file and the map's token follow. A hero file is written by File > Save. False while a field is
     * invalid (nothing is written) or when the campaign refuses.
     */
    Q_INVOKABLE bool commit();
    Q_INVOKABLE void setSkillTrained(const QString &skillKey, bool trained);
    /** One gear item per line; "3 x Torch" sets a quantity. */
    Q_INVOKABLE void setGearText(const QString &text);
    Q_INVOKABLE QString gearText() const;
    Q_INVOKABLE void addPower();
    Q_INVOKABLE void removePower(int index);
    /** A weapon carried besides the wielded one (the first of the catalog; the field then picks it). */
    Q_INVOKABLE void addOtherWeapon();
    Q_INVOKABLE void removeOtherWeapon(int index);
    /** The error of one field, or "" (the QML fields show it under themselves). */
    Q_INVOKABLE QString errorFor(const QString &path) const;

    /** File > Export PDF: this hero, or the party (these hero files plus this one), A4 or Letter. */
    Q_INVOKABLE bool exportPdf(const QString &fileOrUrl, const QString &paper = QStringLiteral("a4"));
    Q_INVOKABLE bool exportPartyPdf(const QStringList &heroFiles, const QString &fileOrUrl,
                                    const QString &paper = QStringLiteral("a4"));
    /** File > Print: the system print dialog (when the application has widgets), then the printer. */
    Q_INVOKABLE bool printSheet();

Q_SIGNALS:
    void heroChanged();
    void derivedChanged();
    void errorsChanged();
    void fileNameChanged();
    void statusMessageChanged();
    void tableChanged();

private:
    /** What the campaign's rules modules add to the campaign hero's printed sheet now (an action dice pool). */
    QList<battlemat::ModuleSheetField> moduleFields() const;
    void apply(const QJsonObject &raw, const QString &editedPath);
    /** The settings of the table's rules (the rules version in force), or the defaults without a table. */
    battlemat::OrcusSettings settings() const;
    /** The derived values again, after the table's rules changed (rules.set, its undo). */
    void rederive();
    QJsonValue valueAt(const QString &path) const;
    void removeFromList(const QString &listPath, int index);
    void setStatus(const QString &message);
    static QString localPath(const QString &fileOrUrl);
    void show(const battlemat::HeroCharacter &hero, const QString &fileName);
    void followCampaign(CampaignController *campaign, const QString &heroId);
    void campaignHeroChanged(const QString &heroId);
    void campaignReplaced();

    QJsonObject m_raw;
    battlemat::HeroCharacter m_hero; // the last valid hero
    QVariantMap m_derived;
    QVariantMap m_errors;
    bool m_modified = false;
    QString m_fileName;
    QString m_statusMessage;
    QPointer<CampaignController> m_campaign; // set while the sheet is a campaign hero
    QString m_campaignHero;
    QPointer<EncounterController> m_table;
};
