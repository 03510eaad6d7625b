# battlemat-cli play --campaign: the encounter's log lands in the campaign file command by command, undo included.
# Arguments: -DCOMMAND=battlemat-cli -DDATA=tests/cli/data -DWORK=scratch directory
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(campaign "${WORK}/play.battlemat")
execute_process(COMMAND "${COMMAND}" campaign create "${campaign}" --name "Play" RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "campaign create failed")
endif()
# The encounter module's own skirmish: moves, attacks, an undo and a redo, and commands the rules refuse (exit 1).
set(script "${DATA}/encounter/skirmish-script.json")
execute_process(COMMAND "${COMMAND}" play "${DATA}/encounter/skirmish.json" --script "${script}"
                        --campaign "${campaign}" --encounter-id den-fight
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0 AND NOT status EQUAL 1)
  message(FATAL_ERROR "play failed (${status}):\n${out}\n${err}")
endif()
# The last "committed" line (after the undo) and the summary must agree with what the campaign file holds.
string(REGEX MATCHALL "\"events\":[0-9]+,\"type\":\"committed\"" commits "${out}")
list(LENGTH commits commit_count)
if(commit_count LESS 15)
  message(FATAL_ERROR "expected a committed line for the opening and each accepted command:\n${out}")
endif()
list(GET commits -1 last)
string(REGEX MATCH "[0-9]+" stored_events "${last}")
string(REGEX MATCH "\"events\":([0-9]+),\"phase\"" summary "${out}")
if(NOT CMAKE_MATCH_1 STREQUAL stored_events)
  message(FATAL_ERROR "the summary says ${CMAKE_MATCH_1} events, the last commit ${stored_events}:\n${out}")
endif()
execute_process(COMMAND "${COMMAND}" campaign info "${campaign}" OUTPUT_VARIABLE info RESULT_VARIABLE status)
if(NOT status EQUAL 0 OR NOT info MATCHES "\"encounters\":1,\"events\":${stored_events},")
  message(FATAL_ERROR "the campaign does not hold the ${stored_events} events:\n${info}")
endif()
execute_process(COMMAND "${COMMAND}" campaign check "${campaign}" OUTPUT_VARIABLE check RESULT_VARIABLE status)
if(NOT status EQUAL 0 OR NOT check MATCHES "\"integrity\":\"ok\"")
  message(FATAL_ERROR "campaign check failed:\n${check}")
endif()
# The same encounter id again is refused before anything is played.
execute_process(COMMAND "${COMMAND}" play "${DATA}/encounter/skirmish.json" --script "${script}"
                        --campaign "${campaign}" --encounter-id den-fight
                RESULT_VARIABLE status ERROR_VARIABLE err)
if(NOT status EQUAL 2 OR NOT err MATCHES "play.battlemat: the campaign already has an encounter 'den-fight'")
  message(FATAL_ERROR "a second play into den-fight was not refused (${status}): ${err}")
endif()
