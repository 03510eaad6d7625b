# Initiative groups of a prepared encounter (Orcus "Initiative": "The GM makes one roll for an entire group of
# identical creatures"): `encounter prepare --group ID` keeps the group, `encounter start` places the monsters on the
# campaign's map and rolls one initiative for the three servants, who act together; a group of a monster the
# encounter does not hold is refused and nothing is stored.
# Arguments: -DCOMMAND=battlemat-cli -DSOURCE=project source dir -DWORK=scratch directory
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(campaign "${WORK}/crypt.battlemat")
execute_process(COMMAND "${COMMAND}" campaign create "${campaign}" --from "${SOURCE}/resources/sample-campaign/campaign.json"
                RESULT_VARIABLE status ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "campaign create failed: ${err}")
endif()

function(run expect_exit out_var)
  execute_process(COMMAND "${COMMAND}" ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL ${expect_exit})
    message(FATAL_ERROR "${ARGN} exited ${status}, expected ${expect_exit}:\n${out}\n${err}")
  endif()
  set(${out_var} "${out}${err}" PARENT_SCOPE)
endfunction()

function(expect out regex what)
  if(NOT out MATCHES "${regex}")
    message(FATAL_ERROR "${what}:\n${out}")
  endif()
endfunction()

run(2 out encounter prepare "${campaign}" Servants --party 4 --level 6 enthralled-servant=3 --group wolf)
expect("${out}" "--group: 'wolf' is not one of the encounter's monsters" "a group of a monster not in it is refused")
run(2 out encounter start "${campaign}" Servants)
expect("${out}" "holds no prepared encounter" "the refused prepare must have stored nothing")

run(0 out encounter prepare "${campaign}" Servants --party 4 --level 6 enthralled-servant=3 --group enthralled-servant)
run(0 out encounter start "${campaign}" Servants --seed 3
    --stat-blocks "${SOURCE}/resources/sample-campaign/crypt-encounter.json")
expect("${out}" "\"type\":\"started\"" "the prepared encounter must start")
# One entry of the initiative holds the three servants: one roll, one total, acting together.
expect("${out}" "\\{\"members\":\\[\"enthralled-servant\",\"enthralled-servant-2\",\"enthralled-servant-3\"\\],\"total\":[0-9]+\\}"
       "the three servants must share one initiative entry")
run(2 out encounter start "${campaign}" Servants)
expect("${out}" "already running" "a second start while the first runs must be refused")
