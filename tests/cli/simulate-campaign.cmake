# battlemat-cli simulate --campaign FILE --encounter ID: the encounter a campaign keeps, from its opening state; an
# unknown encounter exits 2 and leaves the campaign file byte for byte as it was.
# Arguments: -DCOMMAND=battlemat-cli -DDATA=tests/cli/data -DWORK=scratch directory
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(campaign "${WORK}/simulate.battlemat")
execute_process(COMMAND "${COMMAND}" campaign create "${campaign}" --name "Simulate" RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "campaign create failed")
endif()
file(WRITE "${WORK}/start.json" "{\"commands\": [{\"type\": \"start\"}]}")
execute_process(COMMAND "${COMMAND}" play "${DATA}/encounter/skirmish.json" --script "${WORK}/start.json"
                        --campaign "${campaign}" --encounter-id den-fight
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "play failed (${status}):\n${out}\n${err}")
endif()
file(SHA256 "${campaign}" before)
execute_process(COMMAND "${COMMAND}" simulate --campaign "${campaign}" --encounter den-fight --runs 30 --seed 2
                        --change-runs 0
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0 OR NOT out MATCHES "\"fights\":30,.*\"id\":\"wizard\".*\"id\":\"orc\".*\"refusedCommands\":0")
  message(FATAL_ERROR "simulate --campaign failed (${status}):\n${out}\n${err}")
endif()
# The same fights as from the encounter file itself: the campaign keeps the opening state unchanged.
execute_process(COMMAND "${COMMAND}" simulate "${DATA}/encounter/skirmish.json" --runs 30 --seed 2 --change-runs 0
                OUTPUT_VARIABLE fromFile)
string(REGEX MATCH "\"partyWins\":{[^}]*}" campaignWins "${out}")
string(REGEX MATCH "\"partyWins\":{[^}]*}" fileWins "${fromFile}")
if(NOT campaignWins STREQUAL fileWins)
  message(FATAL_ERROR "the campaign's encounter gave ${campaignWins}, the file ${fileWins}")
endif()
execute_process(COMMAND "${COMMAND}" simulate --campaign "${campaign}" --encounter no-such-fight --runs 30
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 2 OR NOT err MATCHES "no encounter 'no-such-fight'")
  message(FATAL_ERROR "an unknown encounter should exit 2 with its name (${status}):\n${err}")
endif()
file(SHA256 "${campaign}" after)
if(NOT before STREQUAL after)
  message(FATAL_ERROR "simulate changed the campaign file")
endif()
