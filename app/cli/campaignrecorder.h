#pragma once

#include "clicommand.h"
#include "core/result.h"

#include <memory>

namespace battlemat {
class CampaignStore;
class CommandProcessor;
} // namespace battlemat

/**
 * `play --campaign FILE`: commits an encounter's log into a campaign file as it grows, one transaction per
 * command (and per undo) before the command takes effect (EncounterRecording), and prints {"type": "committed",
 * ...} once each commit has returned.
 */
class CampaignRecorder
{
public:
    static battlemat::Result<std::unique_ptr<CampaignRecorder>>
    open(const QString &campaignFile, const QString &encounterName, const QString &encounterId, const CliIo &io);
    ~CampaignRecorder();

    /** Stores the log so far (the opening "encounter" event) and follows every later commit and undo. */
    battlemat::Status attach(battlemat::CommandProcessor &processor);
    /** The first commit that failed, if any: its command was refused, and play stops there. */
    const QString &failure() const { return m_failure; }
    const QString &encounterId() const { return m_encounterId; }

private:
    CampaignRecorder(std::unique_ptr<battlemat::CampaignStore> store, QString encounterId, QString encounterName,
                     const CliIo &io);
    void report(const battlemat::Status &status);

    std::unique_ptr<battlemat::CampaignStore> m_store;
    QString m_encounterId;
    QString m_encounterName;
    const CliIo &m_io;
    QString m_failure;
};
