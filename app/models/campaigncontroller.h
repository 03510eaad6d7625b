#pragma once

#include "campaign/campaign.h"
#include "dicelog.h"
#include "mapdocument.h"
#include "playerscreen.h"
#include "tokenmodel.h"

#include <QObject>
#include <QStringList>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <memory>

namespace battlemat {
class CampaignStore;
}

/**
 * The open campaign as the window sees it: its name, the active map and its tokens, and why an action failed.
 * A campaign file (.battlemat, SQLite) is committed change by change as it happens, so there is no Save; the
 * exchange JSON (the embedded sample) opens read-only until it is saved as a campaign file.
 */
class CampaignController : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Created by the application and passed to the main window")
    Q_PROPERTY(QString campaignName READ campaignName NOTIFY campaignChanged)
    Q_PROPERTY(QVariantList heroes READ heroes NOTIFY heroesChanged)
    Q_PROPERTY(QString fileName READ fileName NOTIFY campaignChanged)
    Q_PROPERTY(bool isOpen READ isOpen NOTIFY campaignChanged)
    Q_PROPERTY(QStringList recentFiles READ recentFiles NOTIFY recentFilesChanged)
    Q_PROPERTY(MapDocument *map READ map CONSTANT)
    Q_PROPERTY(TokenModel *tokens READ tokens CONSTANT)
    Q_PROPERTY(PlayerScreen *playerScreen READ playerScreen CONSTANT)
    Q_PROPERTY(DiceLog *diceLog READ diceLog CONSTANT)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged)
    Q_PROPERTY(QString version READ version CONSTANT)

public:
    static constexpr int maxRecentFiles = 8;

    /** seed: the table's dice; 0 draws one at random (shown in the dice log so a session can be replayed). */
    explicit CampaignController(QObject *parent = nullptr, quint64 seed = 0);
    ~CampaignController() override;

    /** The campaign that ships with Battlemat, embedded in the executable. */
    static QString sampleCampaignFile();
    /** Where the sample is copied as a campaign file on first start (the user's data location). */
    static QString sampleCampaignStoreFile();

    /**
     * Opens a campaign file, or an exchange JSON campaign (read-only); on failure the open campaign stays as it was
     * and errorMessage says why.
     */
    Q_INVOKABLE bool openCampaign(const QString &fileName);
    Q_INVOKABLE bool openCampaignUrl(const QUrl &url) { return openCampaign(url.toLocalFile()); }
    /** Start-up: the last campaign again, else the sample (created in the data location on first start). */
    Q_INVOKABLE bool openLastOrSample();
    /**
     * Creates a campaign file with one empty map, named after the file, and opens it. An existing file is refused
     * unless replace is set (the save dialog asked); it is then replaced whole, never half-written.
     */
    Q_INVOKABLE bool newCampaign(const QString &fileName, bool replace = false);
    Q_INVOKABLE bool newCampaignUrl(const QUrl &url, bool replace = false)
    {
        return newCampaign(url.toLocalFile(), replace);
    }
    /** Writes the open campaign to another file (replace: as newCampaign) and continues there. */
    Q_INVOKABLE bool saveCampaignAs(const QString &fileName, bool replace = false);
    Q_INVOKABLE bool saveCampaignAsUrl(const QUrl &url, bool replace = false)
    {
        return saveCampaignAs(url.toLocalFile(), replace);
    }
    /** Closes the campaign (everything is already committed); the table is empty until one is opened. */
    Q_INVOKABLE void closeCampaign();
    Q_INVOKABLE void clearRecentFiles();

    // The party (campaignparty.cpp): the campaign's heroes with their character sheets.
    /** [{id, name, level, player, hitPoints, maxHitPoints, onMap}] in the campaign's order. */
    QVariantList heroes() const;
    /** Adds a hero file to the campaign (committed to the campaign file); its id is kept unless taken. */
    Q_INVOKABLE bool importHero(const QString &fileName);
    Q_INVOKABLE bool importHeroUrl(const QUrl &url) { return importHero(url.toLocalFile()); }
    /** Puts the hero's token on the map on the table, linked to its sheet. */
    Q_INVOKABLE bool addHeroToMap(const QString &heroId);
    const battlemat::HeroCharacter *hero(const QString &heroId) const { return m_campaign.hero(heroId); }
    /**
     * Replaces a hero's sheet (from the sheet window); false with the reason. With a campaign file it is the table
     * session's "hero.put" step (undoable; the file written in its transaction), else kept in memory.
     */
    bool updateHero(const battlemat::HeroCharacter &hero);
    /** How a sheet becomes a step of the table session (set by the table's controller); the refusal, if any. */
    using HeroSheetStep = std::function<battlemat::Status(const battlemat::HeroCharacter &)>;
    void setHeroSheetStep(HeroSheetStep step) { m_heroSheetStep = std::move(step); }
    /**
     * The party as the table session holds the campaign's sheets (TableState::heroes) after any of its steps: a
     * sheet saved or undone, a hero imported or its import undone, a fight's damage.
     */
    void followHeroes(const QMap<QString, QJsonObject> &sheets);

    QString campaignName() const { return m_campaign.name; }
    QString fileName() const { return m_fileName; }
    bool isOpen() const { return !m_fileName.isEmpty(); }
    QStringList recentFiles() const { return m_recentFiles; }
    MapDocument *map() const { return m_map; }
    TokenModel *tokens() const { return m_tokens; }
    PlayerScreen *playerScreen() const { return m_playerScreen; }
    DiceLog *diceLog() const { return m_diceLog; }
    QString errorMessage() const { return m_errorMessage; }
    QString version() const;
    /** The open campaign file, for the commands that commit into it; nullptr for a read-only JSON campaign. */
    battlemat::CampaignStore *store() const { return m_store.get(); }
    /** The campaign file's id of the map on the table (empty for a read-only campaign). */
    const QString &activeMapId() const { return m_activeMapId; }

Q_SIGNALS:
    void heroesChanged();
    /** One hero's sheet changed (an edit saved, or damage from the encounter). */
    void heroChanged(const QString &heroId);
    void campaignChanged();
    /**
     * The open campaign file is about to be closed (another one opened, or none): whoever holds its store lets go
     * now, since the map's reset that follows would otherwise reach a closed file.
     */
    void storeClosing();
    void errorMessageChanged();
    void recentFilesChanged();

private:
    /** Commits the map on the table to the campaign file: each edit is saved as it happens (no Save button). */
    void commitMap();
    bool show(battlemat::Campaign campaign, const QString &fileName, std::unique_ptr<battlemat::CampaignStore> store);
    /**
     * Has write() build a campaign file at fileName: refused without a name, over the open campaign, over a file
     * another Battlemat has open, or over any file unless replace; a replaced file is built beside it first.
     */
    bool writeCampaignFile(const QString &fileName, bool replace,
                           const std::function<battlemat::Status(const QString &)> &write);
    void remember(const QString &fileName);
    void setErrorMessage(const QString &message);

    battlemat::Campaign m_campaign;
    std::unique_ptr<battlemat::CampaignStore> m_store;
    HeroSheetStep m_heroSheetStep;
    QString m_activeMapId; // the store's id of the map on the table

    QString m_fileName;
    QString m_errorMessage;
    QStringList m_recentFiles;
    MapDocument *m_map;
    TokenModel *m_tokens;
    PlayerScreen *m_playerScreen;
    DiceLog *m_diceLog;
};
