# battlemat-cli simulate --campaign FILE --encounter ID of a prepared encounter (the encounter builder's, no map):
# the campaign's heroes fight it on the default open map, or on the campaign map `encounter prepare --map` names
# (docs/simulation.md "Simulate in the encounter builder"); an unknown map exits 2 and leaves the file unchanged.
# Arguments: -DCOMMAND=battlemat-cli -DSAMPLE=campaign.json -DWORK=scratch directory
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(campaign "${WORK}/prepared.battlemat")
function(run expect_exit expect_out expect_err)
  execute_process(COMMAND "${COMMAND}" ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT "${status}" STREQUAL "${expect_exit}" OR (NOT "${expect_out}" STREQUAL "" AND NOT "${out}" MATCHES "${expect_out}")
     OR (NOT "${expect_err}" STREQUAL "" AND NOT "${err}" MATCHES "${expect_err}"))
    message(FATAL_ERROR "${ARGN}\nexit ${status} (expected ${expect_exit})\nstdout: ${out}\nstderr: ${err}\n"
                        "expected stdout: ${expect_out}\nexpected stderr: ${expect_err}")
  endif()
  set(last_out "${out}" PARENT_SCOPE)
endfunction()
run(0 "" "" campaign create "${campaign}" --from "${SAMPLE}")
run(0 "\"id\":\"crypt-ambush\"" "" encounter prepare "${campaign}" "Crypt ambush" --party 4 --level 6 enthralled-servant=2)
# Two servants removed, up and down; each of the sample's heroes removed.
run(0 "\"changes\":.*\"removeMonster\".*\"fights\":30,.*\"heroes\":..\"died\".*\"refusedCommands\":0" ""
    simulate --campaign "${campaign}" --encounter crypt-ambush --runs 30 --change-runs 10 --seed 3)
set(openMap "${last_out}")
file(SHA256 "${campaign}" before)
run(2 "" "--map: .*nowhere" encounter prepare "${campaign}" "Crypt ambush" --party 4 --level 6 enthralled-servant=2
    --map nowhere)
file(SHA256 "${campaign}" after)
if(NOT before STREQUAL after)
  message(FATAL_ERROR "a refused --map changed the campaign file")
endif()
run(0 "\"id\":\"crypt-ambush\"" "" encounter prepare "${campaign}" "Crypt ambush" --party 4 --level 6
    enthralled-servant=2 --map crypt-entrance)
run(0 "\"fights\":30,.*\"refusedCommands\":0" "" simulate --campaign "${campaign}" --encounter crypt-ambush --runs 30
    --change-runs 0 --seed 3)
