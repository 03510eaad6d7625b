# battlemat-cli table: lights in the fight as table steps (docs/encounter.md "Lights", docs/cli.md "table"). In the
# sample crypt (seed 42) Sefra Dunmoor, first in the order at 3,1, lights a torch (60 minutes: Orcus "Adventuring
# Gear") and drops it (it burns on at 3,1); a light picked up where none lies is refused. The next run resumes the
# stored fight (its log replayed, the light steps with it), undoes the drop and drops it again; after the fight a wait
# of 59 minutes leaves the torch 1 minute and a short rest (5 minutes) burns it out.
# Arguments: -DCOMMAND=battlemat-cli -DSOURCE=project source dir -DWORK=scratch directory
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(sample "${SOURCE}/resources/sample-campaign")
set(campaign "${WORK}/lights.battlemat")
execute_process(COMMAND "${COMMAND}" campaign create "${campaign}" --from "${sample}/campaign.json"
                RESULT_VARIABLE status ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "campaign create failed: ${err}")
endif()

file(WRITE "${WORK}/steps.json" "{\"steps\": [
  {\"type\": \"startEncounter\", \"statBlocks\": \"${sample}/crypt-encounter.json\"},
  {\"type\": \"light\", \"creature\": \"sefra\", \"action\": \"light\", \"kind\": \"torch\"},
  {\"type\": \"light\", \"creature\": \"sefra\", \"action\": \"drop\"},
  {\"type\": \"light\", \"creature\": \"sefra\", \"action\": \"pickUp\", \"square\": [20, 12]}]}")
execute_process(COMMAND "${COMMAND}" table "${campaign}" --script "${WORK}/steps.json" --seed 42
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 1)
  message(FATAL_ERROR "table exited ${status}, expected 1 for the refused pick-up:\n${out}\n${err}")
endif()
if(NOT out MATCHES "\"creature\":\"sefra\",\"kind\":\"torch\",\"minutesLeft\":60,[^\n]*\"type\":\"lightLit\"")
  message(FATAL_ERROR "Sefra's torch is not lit for 60 minutes:\n${out}")
endif()
if(NOT out MATCHES "\"kind\":\"torch\",\"lit\":true,[^\n]*\"square\":\\[3,1\\],[^\n]*\"type\":\"lightDropped\"")
  message(FATAL_ERROR "the torch is not dropped, lit, at 3,1:\n${out}")
endif()
if(NOT out MATCHES "\"message\":\"no light lies at 20,12\"")
  message(FATAL_ERROR "a pick-up where no light lies must be refused:\n${out}")
endif()

# Reopened: the running fight's log replays with its lights; the drop is undone (the torch in Sefra's hand again, so
# she can drop it anew), the fight ends, and the time after it burns the torch out in the short rest.
file(WRITE "${WORK}/after.json" "{\"steps\": [
  {\"type\": \"undo\"},
  {\"type\": \"light\", \"creature\": \"sefra\", \"action\": \"drop\"},
  {\"type\": \"endEncounter\"},
  {\"type\": \"rest\", \"kind\": \"wait\", \"minutes\": 59},
  {\"type\": \"rest\", \"kind\": \"short\"}]}")
execute_process(COMMAND "${COMMAND}" table "${campaign}" --script "${WORK}/after.json"
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "the second run exited ${status}:\n${out}\n${err}")
endif()
if(NOT out MATCHES "\"type\":\"resumed\".*\"type\":\"undone\".*\"square\":\\[3,1\\],[^\n]*\"type\":\"lightDropped\"")
  message(FATAL_ERROR "the stored fight is not resumed, its drop undone and made again:\n${out}")
endif()
if(NOT out MATCHES "\"kind\":\"short\",[^\n]*\"type\":\"restStarted\".*\"kind\":\"torch\",[^\n]*\"square\":\\[3,1\\],[^\n]*\"type\":\"lightBurntOut\"")
  message(FATAL_ERROR "the short rest after 59 minutes must burn the torch out:\n${out}")
endif()
string(REGEX MATCHALL "\"type\":\"lightBurntOut\"" outs "${out}")
list(LENGTH outs count)
if(NOT count EQUAL 1)
  message(FATAL_ERROR "the torch burns out once, in the short rest:\n${out}")
endif()
