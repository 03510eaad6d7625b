# battlemat-cli monsters: import the published Orcus monsters into a folder, list and show them from it, and the bad
# inputs, each of which leaves no folder behind.
# Arguments: -DCOMMAND=battlemat-cli -DDATA=tests/cli/data -DBOOK=orcus-monsters-1.0.md -DWORK=scratch directory
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

# run(EXIT status STDOUT regex|"" STDERR regex|"" ARGS...)
function(run expect_exit expect_out expect_err)
  execute_process(COMMAND "${COMMAND}" monsters ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT "${status}" STREQUAL "${expect_exit}" OR (NOT "${expect_out}" STREQUAL "" AND NOT "${out}" MATCHES "${expect_out}")
     OR (NOT "${expect_err}" STREQUAL "" AND NOT "${err}" MATCHES "${expect_err}"))
    message(FATAL_ERROR "monsters ${ARGN}\nexit ${status} (expected ${expect_exit})\nstdout: ${out}\nstderr: ${err}\n"
                        "expected stdout: ${expect_out}\nexpected stderr: ${expect_err}")
  endif()
  set(last_out "${out}" PARENT_SCOPE)
endfunction()

run(0 "\"monsters\":222.*\"out\":" "" import "${BOOK}" --out "${WORK}/library")
file(GLOB written "${WORK}/library/*.json")
list(LENGTH written count)
if(NOT count EQUAL 222)
  message(FATAL_ERROR "import wrote ${count} files, expected 222")
endif()
run(0 "^\\{\"count\":1,\"monsters\":\\[\\{\"id\":\"enthralled-servant\",\"leader\":false,\"level\":6,\"name\":\"Enthralled Servant\",\"rank\":\"standard\",\"role\":\"blocker\",\"xp\":250\\}\\]\\}"
    "" list --from "${WORK}/library" --level 6 --role blocker --name enthralled)
run(0 "\"id\":\"balor\"" "" list --from "${BOOK}" --name BALOR)
run(0 "\"count\":[1-9][0-9]*" "" list --level 1-5 --rank mook)
run(0 "\"defenses\":\\{\"ac\":41,\"fortitude\":42,\"reflex\":40,\"will\":41\\}.*\"hitPoints\":201" "" show balor --from "${WORK}/library")
run(0 "\"name\":\"Half-Aboleth\"" "" show half-aboleth)

# Bad input: the line and the monster, exit 2, and nothing written.
run(2 "" "monsters-truncated.md:8: monster 'Goblin Cutter': the block has no initiative and speed" import "${DATA}/monsters-truncated.md" --out "${WORK}/bad")
run(2 "" "no Orcus stat blocks found" import "${DATA}/small-map.json" --out "${WORK}/bad")
run(2 "" "--out: .*library exists and is not an empty folder" import "${BOOK}" --out "${WORK}/library")
run(2 "" "import needs FILE.md and --out DIR" import "${BOOK}")
run(2 "" "--out needs a value" import "${BOOK}" --out)
run(2 "" "is a folder" import "${WORK}" --out "${WORK}/bad")
run(2 "" "--role: unknown role 'tank'" list --role tank)
run(2 "" "--level: '9-3' is not a level or a range" list --level 9-3)
run(2 "" "no monster 'tarrasque'" show tarrasque)
run(2 "" "unknown subcommand 'burn'" burn)
if(EXISTS "${WORK}/bad" OR EXISTS "${WORK}/bad.importing")
  message(FATAL_ERROR "a refused import left ${WORK}/bad behind")
endif()
