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
# The book's four templates beside the monsters, one file each, which template --from DIR reads back.
file(GLOB templates "${WORK}/library/templates/*.json")
list(LENGTH templates count)
if(NOT count EQUAL 4)
  message(FATAL_ERROR "import wrote ${count} template files, expected 4 (Ghost, Half-Fiend, Forlorn Shade, Adventurer)")
endif()
file(READ "${WORK}/library/templates/ghost.json" ghost)
if(NOT ghost MATCHES "\"format\": \"battlemat-monster-template\".*\"text\": \"## Ghost")
  message(FATAL_ERROR "templates/ghost.json is not the Ghost template's file:\n${ghost}")
endif()
run(0 "\"id\":\"ghost\".*\"id\":\"half-fiend\"" "" template --list --from "${WORK}/library")
# Ghost on the Wolf (level 3, HP 39): one elite step, so 78 hit points, from the template file.
run(0 "\"hitPoints\":78.*\"name\":\"Wolf \\(ghost\\)\"" "" template wolf --template ghost --from "${WORK}/library")
# A template file changed by hand that no longer reads is refused naming the file; nothing is applied.
file(COPY "${WORK}/library/templates" DESTINATION "${WORK}/hand")
file(WRITE "${WORK}/hand/templates/ghost.json" "{\"format\": \"battlemat-monster-template\", \"id\": \"ghost\", \"text\": \"## Ghost\\n\"}")
run(2 "" "hand/templates/ghost.json.*Ghost.*has no entries" template wolf --template ghost --from "${WORK}/hand")
run(0 "^\\{\"count\":1,\"monsters\":\\[\\{\"id\":\"enthralled-servant\",\"leader\":false,\"level\":6,\"name\":\"Enthralled Servant\",\"rank\":\"standard\",\"role\":\"blocker\",\"xp\":250\\}\\]\\}"
    "" list --from "${WORK}/library" --level 6 --role blocker --name enthralled)
run(0 "\"id\":\"balor\"" "" list --from "${BOOK}" --name BALOR)
run(0 "\"count\":[1-9][0-9]*" "" list --level 1-5 --rank mook)
run(0 "\"defenses\":\\{\"ac\":41,\"fortitude\":42,\"reflex\":40,\"will\":41\\}.*\"hitPoints\":201" "" show balor --from "${WORK}/library")
run(0 "\"name\":\"Half-Aboleth\"" "" show half-aboleth)

# The encounter budget: four heroes of level 3 against four level-3 standard monsters is the rules' worthy challenge.
run(0 "\"budget\":600,\"difficulty\":\"standard\",\"factors\":\\{\"deadly\":2,\"easy\":0.75,\"hard\":1.5,\"standard\":1\\},\"grades\":\\{\"deadly\":1200,\"easy\":450,\"hard\":900,\"standard\":600\\}.*\"total\":600"
    "" budget --party 4 --level 3 wolf=2 centurion great-ape)
# Other grades (a campaign's Settings > Rules modules, Orcus): the same 600 XP is hard when standard ends at 0.8.
run(0 "\"budget\":600,\"difficulty\":\"hard\",\"factors\":\\{\"deadly\":3,\"easy\":0.5,\"hard\":1.25,\"standard\":0.8\\},\"grades\":\\{\"deadly\":1800,\"easy\":300,\"hard\":750,\"standard\":480\\}"
    "" budget --party 4 --level 3 wolf=2 centurion great-ape --grades 0.5,0.8,1.25,3)
run(2 "" "--grades: 'easy' is not four numbers EASY,STANDARD,HARD,DEADLY" budget --party 4 --level 3 --grades easy)
run(2 "" "--grades: the hard grade's factor 0.9 is below the standard grade's 1" budget --party 4 --level 3 --grades 0.75,1,0.9,2)
run(0 "\"difficulty\":\"hard\".*\"total\":800,\"warnings\":\\[\"Transformed Servant \\(level 8\\) is 5 levels above the party"
    "" budget --party 4 --level 3 wolf=2 centurion transformed-servant)
run(0 "^\\{\"budget\":1000,\"factors\":.*\"grades\".*\"monsters\":\\[\\],\"partyLevel\":5,\"partySize\":5,\"total\":0\\}" "" budget --party 5 --level 5)
run(2 "" "--party: '0' is not a whole number from 1 to 20" budget --party 0 --level 3)
run(2 "" "--level: '31' is not a whole number from 1 to 30" budget --party 4 --level 31)
run(2 "" "budget needs --party N and --level L" budget --party 4)
run(2 "" "wolf: 'many' is not a whole number from 1 to 100" budget --party 4 --level 3 wolf=many)
run(2 "" "no monster 'dragon'" budget --party 4 --level 3 dragon)

# The same table as `encounter budget` (the issue's form of it).
execute_process(COMMAND "${COMMAND}" encounter budget --party 4 --level 3 wolf=2 centurion great-ape
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0 OR NOT out MATCHES "\"budget\":600,\"difficulty\":\"standard\",\"factors\":.*\"grades\":\\{\"deadly\":1200,\"easy\":450")
  message(FATAL_ERROR "encounter budget: exit ${status}\nstdout: ${out}\nstderr: ${err}")
endif()
execute_process(COMMAND "${COMMAND}" encounter plan RESULT_VARIABLE status ERROR_VARIABLE err)
if(NOT status EQUAL 2 OR NOT err MATCHES "unknown subcommand 'plan'")
  message(FATAL_ERROR "encounter plan: exit ${status}\nstderr: ${err}")
endif()

# A prepared encounter stored in a campaign as the builder stores it, then printed for the game master.
execute_process(COMMAND "${COMMAND}" campaign create "${WORK}/prep.battlemat" --name Prep RESULT_VARIABLE status)
function(run_encounter expect_exit expect_out expect_err)
  execute_process(COMMAND "${COMMAND}" encounter ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT "${status}" STREQUAL "${expect_exit}" OR (NOT "${expect_out}" STREQUAL "" AND NOT "${out}" MATCHES "${expect_out}")
     OR (NOT "${expect_err}" STREQUAL "" AND NOT "${err}" MATCHES "${expect_err}"))
    message(FATAL_ERROR "encounter ${ARGN}\nexit ${status} (expected ${expect_exit})\nstdout: ${out}\nstderr: ${err}")
  endif()
endfunction()
run_encounter(0 "\"budget\":1000,\"difficulty\":\"easy\".*\"id\":\"crypt-ambush\",.*\"total\":500" ""
              prepare "${WORK}/prep.battlemat" "Crypt ambush" --party 4 --level 6 enthralled-servant=2)
run_encounter(0 "\"id\":\"crypt-ambush\",.*\"total\":750" ""
              prepare "${WORK}/prep.battlemat" "Crypt ambush" --party 4 --level 6 enthralled-servant=3)
run_encounter(0 "\"encounter\":\"Crypt ambush\".*\"rows\":7" ""
              print "${WORK}/prep.battlemat" "Crypt ambush" --pdf "${WORK}/ambush.pdf")
if(NOT EXISTS "${WORK}/ambush.pdf")
  message(FATAL_ERROR "encounter print wrote no PDF")
endif()
run_encounter(2 "" "no prepared encounter 'ogres' \\(the campaign has crypt-ambush\\)"
              print "${WORK}/prep.battlemat" ogres --pdf "${WORK}/ogres.pdf")
run_encounter(2 "" "print needs CAMPAIGN, ENCOUNTER and --pdf OUT.pdf" print "${WORK}/prep.battlemat" crypt-ambush)
run_encounter(2 "" "--paper: unknown paper 'a3'" print "${WORK}/prep.battlemat" crypt-ambush --pdf "${WORK}/x.pdf" --paper a3)
run_encounter(2 "" "no monster 'dragon'" prepare "${WORK}/prep.battlemat" Lair --party 4 --level 6 dragon)
run_encounter(2 "" "prepare needs CAMPAIGN, NAME, --party N, --level L and a monster" prepare "${WORK}/prep.battlemat" Lair)
if(EXISTS "${WORK}/ogres.pdf" OR EXISTS "${WORK}/x.pdf")
  message(FATAL_ERROR "a refused print left a PDF behind")
endif()

# campaign import CAMPAIGN BOOK.md: every block into the campaign's library as one session step, as File > Import
# monsters... does; campaign list shows each with its level, role, rank, XP and what the encounter plays of it. A
# truncated or foreign markdown file is refused with the line (or the reason) and the library stays as it was.
execute_process(COMMAND "${COMMAND}" campaign create "${WORK}/library.battlemat" --name Library RESULT_VARIABLE status)
function(run_campaign expect_exit expect_out expect_err)
  execute_process(COMMAND "${COMMAND}" campaign ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT "${status}" STREQUAL "${expect_exit}" OR (NOT "${expect_out}" STREQUAL "" AND NOT "${out}" MATCHES "${expect_out}")
     OR (NOT "${expect_err}" STREQUAL "" AND NOT "${err}" MATCHES "${expect_err}"))
    message(FATAL_ERROR "campaign ${ARGN}\nexit ${status} (expected ${expect_exit})\nstdout: ${out}\nstderr: ${err}")
  endif()
  set(last_out "${out}" PARENT_SCOPE)
endfunction()
run_campaign(2 "" "monsters-truncated.md:8: monster 'Goblin Cutter': the block has no initiative and speed"
             import "${WORK}/library.battlemat" "${DATA}/monsters-truncated.md")
run_campaign(0 "\"monsters\":0" "" info "${WORK}/library.battlemat")
run_campaign(0 "\"automation\":\\{\"blocksPlayedWhole\":[0-9]+,\"blocksWithTableParts\":[0-9]+,\"parts\":\\{\"aura\":\\{\"monsters\":9,\"partly\":6,\"table\":3,\"whole\":36\\}.*\"importMilliseconds\":[0-9]+,\"imported\":\"monster\",\"monsters\":222,"
             "" import "${WORK}/library.battlemat" "${BOOK}")
run_campaign(0 "\"monsters\":222" "" info "${WORK}/library.battlemat")
run_campaign(0 "\\{\"id\":\"enthralled-servant\",\"kind\":\"monster\",\"leader\":false,\"level\":6,\"name\":\"Enthralled Servant\",\"played\":\\{\"partly\":0,\"whole\":2\\},\"rank\":\"standard\",\"role\":\"blocker\",\"table\":2,\"xp\":250\\}"
             "" list "${WORK}/library.battlemat" monster)
string(REGEX MATCHALL "\"kind\":\"monster\"" listed "${last_out}")
list(LENGTH listed listed_count)
if(NOT listed_count EQUAL 222)
  message(FATAL_ERROR "campaign list monster printed ${listed_count} monsters, expected 222")
endif()
file(WRITE "${WORK}/notes.md" "# Session notes\n\n> A quote, but no stat block.\n")
run_campaign(2 "" "notes.md: no Orcus stat blocks found" import "${WORK}/library.battlemat" "${WORK}/notes.md")
run_campaign(2 "" "--id: a monster book keeps each monster's own id" import "${WORK}/library.battlemat" "${BOOK}" --id x)
run_campaign(0 "\"monsters\":222" "" info "${WORK}/library.battlemat")

# Templates ("Standard Bonuses": standard to elite x2 HP and XP) and new levels (the tables follow the level).
run(0 "\"id\":\"balor-elite\".*\"hitPoints\":402.*\"rank\":\"elite\"" "" template balor --template elite)
run(0 "\"changes\":\\[\"rank standard -> elite\",\"hit points 201 -> 402\",\"saving throws \\+0 -> \\+2\",\"action points 0 -> 1\",\"XP 12800 -> 25600\"\\]"
    "" template balor --template elite)
file(MAKE_DIRECTORY "${WORK}/made")
run(0 "\"incorporeal\":true" "" template enthralled-servant --template ghost --from "${WORK}/library" --out "${WORK}/made/ghost.json")
run(0 "\"hitPoints\":108.*\"name\":\"Enthralled Servant \\(ghost\\)\"" "" show enthralled-servant-ghost --from "${WORK}/made")
run(0 "\"XP 250 -> 350\"" "" relevel enthralled-servant --level 8)
run(0 "\"id\":\"enthralled-servant-level-8\"" "" relevel enthralled-servant --level 8)
run(2 "" "unknown template 'vampire' \\(expected elite, boss, ghost, half-fiend, forlorn-shade\\)" template balor --template vampire)
run(2 "" "template needs one monster id and --template NAME" template balor)
run(2 "" "no monster 'tarrasque'" template tarrasque --template elite)
run(2 "" "--level: '31' is not a whole number from 1 to 30" relevel balor --level 31)
run(2 "" "Enthralled Servant is already level 6" relevel enthralled-servant --level 6)
run(2 "" "relevel needs one monster id and --level L" relevel enthralled-servant)

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
