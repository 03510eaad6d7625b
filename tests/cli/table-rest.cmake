# battlemat-cli table: Orcus "Resting" after a fight, as Encounter > Rest… issues it (docs/table.md "Resting").
# Ilsa Marrow (30 HP, recoveries of 7) ends the fight on 13; a short rest spending one recovery leaves her on 20
# with 6 left, a long rest on 30 with 7; a second long rest is refused until 24 hours have passed since the last.
# Arguments: -DCOMMAND=battlemat-cli -DSOURCE=project source dir -DWORK=scratch directory
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(sample "${SOURCE}/resources/sample-campaign")
execute_process(COMMAND "${COMMAND}" campaign create "${WORK}/rest.battlemat" --from "${sample}/campaign.json"
                RESULT_VARIABLE status ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "campaign create failed: ${err}")
endif()

file(WRITE "${WORK}/steps.json" "{\"steps\": [
  {\"type\": \"startEncounter\", \"statBlocks\": \"${sample}/crypt-encounter.json\"},
  {\"type\": \"setHitPoints\", \"target\": \"ilsa\", \"hp\": 13},
  {\"type\": \"rest\", \"kind\": \"short\"},
  {\"type\": \"endEncounter\"},
  {\"type\": \"rest\", \"kind\": \"short\", \"recoveries\": {\"ilsa\": 1}},
  {\"type\": \"rest\", \"kind\": \"long\"},
  {\"type\": \"rest\", \"kind\": \"long\"},
  {\"type\": \"rest\", \"kind\": \"wait\", \"minutes\": 1080},
  {\"type\": \"rest\", \"kind\": \"long\"}]}")
execute_process(COMMAND "${COMMAND}" table "${WORK}/rest.battlemat" --script "${WORK}/steps.json" --seed 42
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
# Two refusals (resting during the fight, the second long rest): the script goes on and exits 1.
if(NOT status EQUAL 1)
  message(FATAL_ERROR "table exited ${status}, expected 1 for the refused steps:\n${out}\n${err}")
endif()
if(NOT out MATCHES "\"message\":\"no resting during an encounter: end it first\"")
  message(FATAL_ERROR "a rest during the fight must be refused:\n${out}")
endif()
string(REGEX MATCHALL "{[^{}]*\"creature\":\"ilsa\",\"hp\":[-0-9]+,\"recoveries\":[0-9]+[^{}]*\"type\":\"rested\"}" rests "${out}")
list(LENGTH rests count)
if(NOT count EQUAL 3)
  message(FATAL_ERROR "expected Ilsa to rest three times (short, long, long after waiting):\n${out}")
endif()
list(GET rests 0 short)
list(GET rests 1 long)
if(NOT short MATCHES "\"hp\":20,\"recoveries\":6" OR NOT long MATCHES "\"hp\":30,\"recoveries\":7")
  message(FATAL_ERROR "short rest 13 + 7 = 20 with 6 recoveries left, long rest 30 with 7: ${short} ${long}")
endif()
if(NOT out MATCHES "\"message\":\"only one long rest in 24 hours: 1080 more minutes must pass\"")
  message(FATAL_ERROR "the second long rest must be refused for 1080 minutes:\n${out}")
endif()
if(NOT out MATCHES "\"minutes\":1080,\"seq\":[0-9]+,\"step\":[0-9]+,\"type\":\"timePassed\"")
  message(FATAL_ERROR "the 1080 minutes must pass:\n${out}")
endif()
