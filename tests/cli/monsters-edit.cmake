# battlemat-cli monsters edit: a library monster's numbers edited by field as the window's Monster library > Edit
# does, stored in the campaign's library as one session step ("monster.put"); bad input names the field, exits 2 and
# writes nothing. The published Wolf (../shared/rules/orcus-monsters-1.0.md): Level 3 Striker, 150 XP, HP 39, AC 17.
# Arguments: -DCOMMAND=battlemat-cli -DSOURCE=project source dir -DWORK=scratch directory
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(campaign "${WORK}/crypt.battlemat")
execute_process(COMMAND "${COMMAND}" campaign create "${campaign}" --from "${SOURCE}/resources/sample-campaign/campaign.json"
                RESULT_VARIABLE status ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "campaign create failed: ${err}")
endif()

function(edit expect_exit out_var)
  execute_process(COMMAND "${COMMAND}" monsters edit ${ARGN}
                  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL ${expect_exit})
    message(FATAL_ERROR "monsters edit ${ARGN} exited ${status}, expected ${expect_exit}:\n${out}\n${err}")
  endif()
  set(${out_var} "${out}${err}" PARENT_SCOPE)
endfunction()

function(expect out regex what)
  if(NOT out MATCHES "${regex}")
    message(FATAL_ERROR "${what}:\n${out}")
  endif()
endfunction()

# The fields as the window shows them.
edit(0 out wolf --fields)
expect("${out}" "\"key\":\"ac\",\"label\":\"Armor Class\",\"value\":\"17\"" "the wolf's printed AC must be a field")
expect("${out}" "\"key\":\"power.0.attack\",\"label\":\"Power 1 attack\",\"value\":\"\\+8 vs AC\"" "the bite's attack")

# Edited and stored in the campaign; read back from it the next time.
edit(0 out wolf --campaign "${campaign}" --set hp=45 --set ac=19 --set "power.0.damage=2d6 + 5")
expect("${out}" "\"stored\":true" "the edit must be stored")
expect("${out}" "\"hitPoints\":45" "45 hit points")
edit(0 out wolf --campaign "${campaign}" --fields)
expect("${out}" "\"key\":\"hp\",\"label\":\"Hit points\",\"value\":\"45\"" "the campaign's wolf must be read back")
expect("${out}" "\"key\":\"power.0.damage\",\"label\":\"Power 1 damage\",\"value\":\"2d6 \\+ 5\"" "the bite's damage")

# Bad input names the field and writes nothing.
edit(2 out wolf --campaign "${campaign}" --set hp=60 --set ac=x)
expect("${out}" "--set ac: Armor Class: 'x' is not a whole number from 1 to 99" "a bad AC must be refused naming it")
edit(2 out wolf --campaign "${campaign}" --set "power.0.range=touch")
expect("${out}" "Power 1 range or area: 'touch' is not a range or area" "a bad range must be refused naming it")
edit(2 out wolf --campaign "${campaign}" --relevel 31)
expect("${out}" "--relevel: '31' is not a level from 1 to 30" "a level past the tables must be refused")
edit(2 out no-such-monster --campaign "${campaign}" --set hp=5)
expect("${out}" "no monster 'no-such-monster'" "an unknown monster must be refused")
edit(0 out wolf --campaign "${campaign}" --fields)
expect("${out}" "\"key\":\"hp\",\"label\":\"Hit points\",\"value\":\"45\"" "a refused edit must change nothing")

# Level 8 by the tables in place (standard level 8: 350 XP), then an elite's numbers from the tables (700 XP).
edit(0 out wolf --campaign "${campaign}" --relevel 8)
expect("${out}" "\"level\":8" "level 8")
expect("${out}" "\"xp\":350" "a standard level 8 monster's 350 XP")
edit(0 out wolf --campaign "${campaign}" --set rank=elite --tables)
expect("${out}" "XP 350 -> 700" "an elite's XP from the tables")
edit(0 out wolf --campaign "${campaign}" --fields)
expect("${out}" "\"key\":\"rank\",\"label\":\"Rank\",\"value\":\"elite\"" "the elite wolf must be stored")
expect("${out}" "\"key\":\"xp\",\"label\":\"XP\",\"value\":\"700\"" "with an elite's XP")

# A template makes a new monster beside it, as the library's Apply template does.
edit(0 out wolf --template boss)
expect("${out}" "\"id\":\"wolf-boss\"" "the boss wolf is a new monster")
expect("${out}" "\"stored\":false" "without --campaign nothing is stored")

# A portrait for the wolf (Monster library > Portrait > Choose picture…): the 400 x 300 picture becomes a round
# 256 x 256 PNG stored with the campaign's wolf; a file that is no picture exits 2 naming it and changes nothing;
# "" removes it.
file(COPY "${SOURCE}/tests/cli/data/portrait-knight.png" DESTINATION "${WORK}")
edit(0 out wolf --campaign "${campaign}" --portrait "${WORK}/portrait-knight.png")
expect("${out}" "\"portrait\":\"iVBORw0KGgoAAAANSUhEUgAAAQAAAAEA" "the wolf must carry a 256 x 256 PNG portrait")
expect("${out}" "\"stored\":true" "the portrait must be stored")
file(WRITE "${WORK}/junk.png" "this is no picture")
edit(2 out wolf --campaign "${campaign}" --portrait "${WORK}/junk.png")
expect("${out}" "--portrait: .*junk.png is not a picture" "a file that is no picture must be refused naming it")
execute_process(COMMAND "${COMMAND}" campaign export "${campaign}" monster wolf "${WORK}/wolf.json"
                RESULT_VARIABLE status ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "campaign export monster wolf failed: ${err}")
endif()
file(READ "${WORK}/wolf.json" wolf)
expect("${wolf}" "\"portrait\": *\"iVBORw0KGgoAAAANSUhEUgAAAQAAAAEA" "a refused portrait must leave the stored one")
# (Not through edit(): an empty argument does not survive ${ARGN}.)
execute_process(COMMAND "${COMMAND}" monsters edit wolf --campaign "${campaign}" --portrait ""
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0 OR NOT out MATCHES "portrait removed" OR out MATCHES "\"portrait\"")
  message(FATAL_ERROR "--portrait \"\" must remove the portrait:\n${out}")
endif()
