# battlemat-cli and the monster templates (docs/cli.md, "monsters template"; docs/file-formats.md, "Monster
# templates"): the templates listed from the bundled file, imported into a campaign with its monsters (campaign list
# template), a named template and the Adventurer applied, and the wrong choices refused naming the rule.
# Arguments: -DCOMMAND=battlemat-cli -DBOOK=orcus-monsters-1.0.md -DSOURCE=source dir -DWORK=scratch directory
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

# run(EXIT status STDOUT regex|"" STDERR regex|"" ARGS...)
function(run expect_exit expect_out expect_err)
  execute_process(COMMAND "${COMMAND}" ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT "${status}" STREQUAL "${expect_exit}" OR (NOT "${expect_out}" STREQUAL "" AND NOT "${out}" MATCHES "${expect_out}")
     OR (NOT "${expect_err}" STREQUAL "" AND NOT "${err}" MATCHES "${expect_err}"))
    message(FATAL_ERROR "${ARGN}\nexit ${status} (expected ${expect_exit})\nstdout: ${out}\nstderr: ${err}\n"
                        "expected stdout: ${expect_out}\nexpected stderr: ${expect_err}")
  endif()
endfunction()

# The bundled file's four templates, what the engine plays of each and what stays the table's.
run(0 "^\\{\"automated\":\\[\"elite step\",\"fly 6 \\(hover\\)\",\"vulnerable force 10\",\"vulnerable radiant 10\",\"incorporeal\",\"power Malevolence \\(in part\\)\"\\],\"eliteStep\":true,\"id\":\"ghost\".*\"resist fire 5 \\(10 at Level 11, 15 at Level 21\\)\".*\"id\":\"half-fiend\".*\"id\":\"forlorn-shade\".*\"id\":\"adventurer\".*\"needsClass\":true"
    "" monsters template --list)

# Imported with the monsters: one step, 222 monsters and 4 templates in the campaign.
run(0 "" "" campaign create "${WORK}/lib.battlemat" --name Library)
run(0 "\"monsters\":222.*\"templates\":\\{\"found\":4,\"needClass\":1,\"parts\":\\{\"automated\":22,\"table\":9\\}"
    "" campaign import "${WORK}/lib.battlemat" "${BOOK}")
run(0 "\"templates\":4" "" campaign info "${WORK}/lib.battlemat")
run(0 "\"id\":\"half-fiend\",\"kind\":\"template\"" "" campaign list "${WORK}/lib.battlemat" template)
run(0 "\"id\":\"ghost\"" "" monsters template --list --campaign "${WORK}/lib.battlemat")

# A named template from the campaign's list: the Enthralled Servant (Level 6 Blocker, HP 54) as a half-fiend.
run(0 "\"changes\":\\[\"rank standard -> elite\",\"hit points 54 -> 108\".*\"Fortitude 21 -> 23\".*\"resist acid 5\""
    "" monsters template enthralled-servant --template half-fiend --campaign "${WORK}/lib.battlemat")
# monsters edit --template takes the campaign's list too, and stores the result in its library.
run(0 "\"stored\":true" "" monsters edit enthralled-servant --campaign "${WORK}/lib.battlemat" --template half-fiend)
run(0 "\"id\":\"enthralled-servant-half-fiend\"" "" campaign list "${WORK}/lib.battlemat" monster)
run(2 "" "the adventurer template needs one --class NAME"
    monsters template enthralled-servant --template adventurer --campaign "${WORK}/lib.battlemat")

# (No semicolons in the power texts: CMake would split the arguments there.)
# The Adventurer: a fighter with one power of each kind, one copied from a hero's sheet of the sample campaign.
set(fighter --class Fighter --skill Athletics --skill Endure --defense fortitude=2
    "--power" "at-will:1:Cleave:standard, at-will:+11 vs AC, 1d8+5 damage."
    "--power" "encounter:3:Spinning Sweep:standard, encounter:+11 vs AC, 2d8+5 damage."
    "--power" "utility:6:Second Wind:swift, encounter:The fighter regains 10 hit points.")
run(0 "" "" campaign create "${WORK}/crypt.battlemat" --from "${SOURCE}/resources/sample-campaign/campaign.json")
run(0 "\"changes\":\\[\"rank standard -> elite\",\"hit points 54 -> 108\".*\"Fortitude 21 -> 23\",\"trained Athletics \\+13\",\"trained Endure \\+10\".*\"power Arc Bolt \\(level 1 daily\\)\".*\"id\":\"enthralled-servant-fighter\""
    "" monsters template enthralled-servant --template adventurer ${fighter}
    --hero-power "ilsa:Arc Bolt:daily:1" --campaign "${WORK}/crypt.battlemat")
# The template's own rule, each refusal naming it.
run(2 "" "Adventurer template, Powers: a level 6 creature takes one daily power \\(0 chosen\\)"
    monsters template enthralled-servant --template adventurer ${fighter})
run(2 "" "Adventurer template, Trained Skills: 'Juggling' is not an Orcus skill"
    monsters template enthralled-servant --template adventurer --class Fighter --skill Athletics --skill Juggling)
run(2 "" "Adventurer template, Powers: Brute Strike is a level 9 power; choose powers of the creature's level \\(6\\) or lower"
    monsters template enthralled-servant --template adventurer ${fighter} "--power" "daily:9:Brute Strike:standard, daily:+11 vs AC, 3d8+5 damage.")
run(2 "" "--hero-power copies a power from a hero of --campaign FILE"
    monsters template enthralled-servant --template adventurer ${fighter} --hero-power "ilsa:Arc Bolt:daily:1")
run(2 "" "--power: expected KIND:LEVEL:NAME:USAGE:TEXT"
    monsters template enthralled-servant --template adventurer ${fighter} --power "daily")

# A cut template section is refused with its line, and the campaign is left as it was.
file(READ "${BOOK}" book)
string(FIND "${book}" "## Half-Fiend" cut)
string(SUBSTRING "${book}" 0 ${cut} head)
file(WRITE "${WORK}/cut.md" "${head}## Half-Fiend\n**Resist:** acid five.\n")
run(0 "" "" campaign create "${WORK}/cut.battlemat" --name Cut)
run(2 "" "cut.md:64: template 'Half-Fiend': expected a damage type and a number \\(\"fire 5\"\\), found 'acid five'"
    campaign import "${WORK}/cut.battlemat" "${WORK}/cut.md")
run(0 "\"monsters\":0,.*\"templates\":0" "" campaign info "${WORK}/cut.battlemat")
