#pragma once

#include "campaign/campaign.h"
#include "dicelog.h"
#include "mapdocument.h"
#include "playerscreen.h"
#include "tokenmodel.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>

/** The open campaign as the window sees it: its name, the active map and its tokens, and why opening failed. */
class CampaignController : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Created by the application and passed to the main window")
    Q_PROPERTY(QString campaignName READ campaignName NOTIFY campaignChanged)
    Q_PROPERTY(QString fileName READ fileName NOTIFY campaignChanged)
    Q_PROPERTY(MapDocument *map READ map CONSTANT)
    Q_PROPERTY(TokenModel *tokens READ tokens CONSTANT)
    Q_PROPERTY(PlayerScreen *playerScreen READ playerScreen CONSTANT)
    Q_PROPERTY(DiceLog *diceLog READ diceLog CONSTANT)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged)
    Q_PROPERTY(QString version READ version CONSTANT)

public:
    /** seed: the table's dice; 0 draws one at random (shown in the dice log so a session can be replayed). */
    explicit CampaignController(QObject *parent = nullptr, quint64 seed = 0);

    /** The campaign that ships with Battlemat, embedded in the executable. */
    static QString sampleCampaignFile();

    /** Opens a campaign file; on failure the open campaign stays as it was and errorMessage says why. */
    Q_INVOKABLE bool openCampaign(const QString &fileName);

    QString campaignName() const { return m_campaign.name; }
    QString fileName() const { return m_fileName; }
    MapDocument *map() const { return m_map; }
    TokenModel *tokens() const { return m_tokens; }
    PlayerScreen *playerScreen() const { return m_playerScreen; }
    DiceLog *diceLog() const { return m_diceLog; }
    QString errorMessage() const { return m_errorMessage; }
    QString version() const;

Q_SIGNALS:
    void campaignChanged();
    void errorMessageChanged();

private:
    void setErrorMessage(const QString &message);

    battlemat::Campaign m_campaign;
    QString m_fileName;
    QString m_errorMessage;
    MapDocument *m_map;
    TokenModel *m_tokens;
    PlayerScreen *m_playerScreen;
    DiceLog *m_diceLog;
};
