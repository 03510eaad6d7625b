# battlemat-cli table: a hero's character sheet as a step of the table session (`hero.put`, docs/cli.md "table").
# Ilsa Marrow's sheet with player "Bea" instead of "Ana" is stored in the campaign file; a step naming no hero, a
# sheet whose level is not a number and the same sheet again are refused saying what and where; undo gives "Ana"
# back. Run again without the undo, `campaign export` shows "Bea"; a later run's undo, the campaign opened again, gives
# "Ana" back once more (the event's inverse).
# Arguments: -DCOMMAND=battlemat-cli -DSOURCE=project source dir -DWORK=scratch directory
cmake_policy(SET CMP0054 NEW) # "ilsa" is a string here, not the variable of that name
# Ilsa's player as `campaign export` writes her sheet from the file: `when` says at which point of the test.
function(expect_player player when)
  file(REMOVE "${WORK}/ilsa.json")
  execute_process(COMMAND "${COMMAND}" campaign export "${WORK}/party.battlemat" character ilsa "${WORK}/ilsa.json"
                  RESULT_VARIABLE status ERROR_VARIABLE err)
  file(READ "${WORK}/ilsa.json" exported)
  if(NOT status EQUAL 0 OR NOT exported MATCHES "\"player\": \"${player}\"")
    message(FATAL_ERROR "${when} the file must hold ${player} (${status} ${err}):\n${exported}")
  endif()
endfunction()

file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(sample "${SOURCE}/resources/sample-campaign")
execute_process(COMMAND "${COMMAND}" campaign create "${WORK}/party.battlemat" --from "${sample}/campaign.json"
                RESULT_VARIABLE status ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "campaign create failed: ${err}")
endif()
file(READ "${sample}/campaign.json" campaign)
string(JSON ilsa GET "${campaign}" heroes 0)
string(JSON ilsaId GET "${ilsa}" creature id)
if(NOT ilsaId STREQUAL "ilsa")
  message(FATAL_ERROR "the sample's first hero must be Ilsa, is ${ilsaId}")
endif()
string(JSON bea SET "${ilsa}" player "\"Bea\"")
string(JSON badLevel SET "${ilsa}" creature level "\"three\"")

file(WRITE "${WORK}/steps.json" "{\"steps\": [
  {\"type\": \"hero.put\", \"heroes\": [${bea}]},
  {\"type\": \"hero.put\", \"heroes\": [${bea}]},
  {\"type\": \"undo\"}]}")
execute_process(COMMAND "${COMMAND}" table "${WORK}/party.battlemat" --script "${WORK}/steps.json"
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 1)
  message(FATAL_ERROR "table exited ${status}, expected 1 for the refused step:\n${out}\n${err}")
endif()
if(NOT out MATCHES "\"added\":\\[\\],\"changed\":\\[\"ilsa\"\\],\"inverse\":{\"heroes\":\\[{[^\n]*\"player\":\"Ana\"[^\n]*\"names\":\\[\"Ilsa Marrow\"\\],\"seq\":[0-9]+,\"step\":0,\"type\":\"hero.put\"")
  message(FATAL_ERROR "Ilsa's sheet must be stored as changed:\n${out}")
endif()
if(NOT out MATCHES "nothing changed")
  message(FATAL_ERROR "the same sheet again must be refused:\n${out}")
endif()
if(NOT out MATCHES "\"type\":\"undone\"")
  message(FATAL_ERROR "undo must take the sheet back:\n${out}")
endif()

# A script that does not read runs no step at all (exit 2), naming the step and the field.
foreach(case "[]|steps\\[0\\].heroes: names no hero" "[${badLevel}]|steps\\[0\\].heroes\\[0\\].creature.level")
  string(FIND "${case}" "|" bar)
  string(SUBSTRING "${case}" 0 ${bar} heroes)
  math(EXPR after "${bar} + 1")
  string(SUBSTRING "${case}" ${after} -1 expected)
  file(WRITE "${WORK}/bad.json" "{\"steps\": [{\"type\": \"hero.put\", \"heroes\": ${heroes}}]}")
  execute_process(COMMAND "${COMMAND}" table "${WORK}/party.battlemat" --script "${WORK}/bad.json"
                  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL 2 OR NOT err MATCHES "${expected}")
    message(FATAL_ERROR "a wrong hero.put must exit 2 with ${expected}, exited ${status}:\n${out}\n${err}")
  endif()
endforeach()
expect_player(Ana "after the undo")

file(WRITE "${WORK}/keep.json" "{\"steps\": [{\"type\": \"hero.put\", \"heroes\": [${bea}]}]}")
execute_process(COMMAND "${COMMAND}" table "${WORK}/party.battlemat" --script "${WORK}/keep.json"
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "table exited ${status}:\n${out}\n${err}")
endif()
expect_player(Bea "after the run kept")

file(WRITE "${WORK}/undo.json" "{\"steps\": [{\"type\": \"undo\"}]}")
execute_process(COMMAND "${COMMAND}" table "${WORK}/party.battlemat" --script "${WORK}/undo.json"
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0 OR NOT out MATCHES "\"type\":\"undone\"")
  message(FATAL_ERROR "the sheet saved by the run before must be undone after reopening, exited ${status}:\n${out}\n${err}")
endif()
expect_player(Ana "undone after reopening")
