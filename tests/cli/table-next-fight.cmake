# battlemat-cli table: the next fight in one script starts from the table as the last one left it (docs/cli.md
# "table", `startEncounter`), as the window's Start encounter does. In the sample crypt (seed 42) a small hunting
# spider joins the first fight (`addMonster`), Sefra lights a torch and drops it at 3,1 (60 minutes: Orcus "Adventuring
# Gear"), Ilsa is left on 13 of 30 hit points and the fight ends; a wait of 10 minutes and a short rest (5: Orcus
# "Resting") burn the map's torch to 45. The second `startEncounter` of the same run has the spider where the first
# fight left it, Ilsa on 13 (her sheet as the fight wrote it; the short rest spent no recovery) and the torch on 3,1
# with 45 minutes in its light: the table session's map and sheets, not the file as it was when the script began.
# Arguments: -DCOMMAND=battlemat-cli -DSOURCE=project source dir -DWORK=scratch directory
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(sample "${SOURCE}/resources/sample-campaign")
set(campaign "${WORK}/next.battlemat")
execute_process(COMMAND "${COMMAND}" campaign create "${campaign}" --from "${sample}/campaign.json"
                RESULT_VARIABLE status ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "campaign create failed: ${err}")
endif()

file(WRITE "${WORK}/steps.json" "{\"steps\": [
  {\"type\": \"startEncounter\", \"statBlocks\": \"${sample}/crypt-encounter.json\"},
  {\"type\": \"addMonster\", \"monster\": \"small-hunting-spider\", \"initiative\": 20},
  {\"type\": \"light\", \"creature\": \"sefra\", \"action\": \"light\", \"kind\": \"torch\"},
  {\"type\": \"light\", \"creature\": \"sefra\", \"action\": \"drop\"},
  {\"type\": \"setHitPoints\", \"target\": \"ilsa\", \"hp\": 13},
  {\"type\": \"endEncounter\"},
  {\"type\": \"rest\", \"kind\": \"wait\", \"minutes\": 10},
  {\"type\": \"rest\", \"kind\": \"short\"},
  {\"type\": \"startEncounter\", \"statBlocks\": \"${sample}/crypt-encounter.json\"}]}")
execute_process(COMMAND "${COMMAND}" table "${campaign}" --script "${WORK}/steps.json" --seed 42
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "table exited ${status}:\n${out}\n${err}")
endif()
string(REGEX MATCH "\n{\"encounter\":{[^\n]*\"step\":8,[^\n]*" second "${out}")
if(second STREQUAL "")
  message(FATAL_ERROR "the second fight did not start:\n${out}")
endif()
if(NOT second MATCHES "\"id\":\"small-hunting-spider\"")
  message(FATAL_ERROR "the spider that joined the first fight must be in the second:\n${second}")
endif()
if(NOT second MATCHES "\"currentHp\":13,[^\n]*\"hp\":30,\"id\":\"ilsa\"")
  message(FATAL_ERROR "Ilsa must start the second fight on 13 of 30 hit points:\n${second}")
endif()
if(NOT second MATCHES "\"light\":{\"lights\":\\[{\"kind\":\"torch\",\"minutesLeft\":45,\"x\":3,\"y\":1}\\]}")
  message(FATAL_ERROR "the torch dropped in the first fight must light the second at 3,1 with 45 minutes:\n${second}")
endif()
if(NOT out MATCHES "{\"hp\":29,\"id\":\"small-hunting-spider\",\"maxHp\":29,\"x\":10,\"y\":8}[^\n]*\"encounter\":\"[^\"]*-2\",[^\n]*\"running\":true,\"type\":\"summary\"")
  message(FATAL_ERROR "the summary must show the second fight running with the spider at 10,8:\n${out}")
endif()
