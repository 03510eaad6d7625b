# Between rolls and fights with action dice on the table session (battlemat-cli table; docs/modules.md "Hero
# tokens", "Spends and their limits"):
# - a hero token re-rolls a d20 in the fight: Sefra's Hunter's Volley at seed 5 rolls a natural 4 (+10 = 14 against
#   AC 16); the module offers the re-roll (faces 6 to 20 hit: 75%), the scripted decision takes it, the token is
#   paid and the new die replaces the 4 in the attack;
# - the heal out of a fight is one step: Brannoc at 10 of 40 spends a d4 showing 4, then 3 (Kevin's 7) and his
#   token has 17;
# - a +2 AC spent before the fight comes into the encounter started next.
# Arguments: -DCOMMAND=battlemat-cli -DSOURCE=project source dir -DWORK=scratch directory
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(campaign "${WORK}/crypt.battlemat")
execute_process(COMMAND "${COMMAND}" campaign create "${campaign}" --from "${SOURCE}/resources/sample-campaign/campaign.json"
                RESULT_VARIABLE status ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "campaign create failed: ${err}")
endif()

function(run_table script expect_exit out_var)
  execute_process(COMMAND "${COMMAND}" table "${campaign}" --script "${script}" --seed 5
                  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL ${expect_exit})
    message(FATAL_ERROR "table ${script} exited ${status}, expected ${expect_exit}:\n${out}\n${err}")
  endif()
  set(${out_var} "${out}${err}" PARENT_SCOPE)
endfunction()

function(expect out regex what)
  if(NOT out MATCHES "${regex}")
    message(FATAL_ERROR "${what}:\n${out}")
  endif()
endfunction()

file(WRITE "${WORK}/night.json" "{\"steps\": [
  {\"type\": \"rules.set\", \"ruleset\": \"orcus\", \"modules\": [\"actionDice\"]},
  {\"type\": \"actionDice.startGameNight\", \"heroes\": [{\"id\": \"brannoc\", \"level\": 3}, {\"id\": \"sefra\", \"level\": 11}]},
  {\"type\": \"map.setStatus\", \"creature\": \"brannoc\", \"hp\": 10, \"maxHp\": 40},
  {\"type\": \"actionDice.heal\", \"hero\": \"brannoc\", \"creature\": \"brannoc\", \"faces\": [4, 3]},
  {\"type\": \"actionDice.boostAc\", \"hero\": \"brannoc\", \"faces\": [3]},
  {\"type\": \"startEncounter\", \"statBlocks\": \"${SOURCE}/resources/sample-campaign/crypt-encounter.json\"},
  {\"type\": \"attack\", \"creature\": \"sefra\", \"power\": \"hunter-s-volley\", \"targets\": [\"skel1\"],
   \"decisions\": [{\"kind\": \"moduleReroll\", \"answer\": true}]}
]}")
run_table("${WORK}/night.json" 0 out)
expect("${out}" "\"hitPoints\":7,\"hitPointsAfter\":17,\"hitPointsBefore\":10" "the heal did not put 7 on Brannoc's token")
expect("${out}" "\"creature\":\"brannoc\",[^\n]*\"rounds\":3,\"spend\":\"acCarried\"" "the +2 AC did not come into the fight")
expect("${out}" "\"kind\":\"moduleReroll\",\"module\":\"actionDice\",\"offer\":\"spend a hero token: re-roll this d20 \\(75% to turn this miss into a hit\\)\""
       "no re-roll offered at 75% after the natural 4")
expect("${out}" "\"spend\":\"reroll\",[^\n]*\"was\":4" "the hero token was not spent on the re-roll")
expect("${out}" "\"attacker\":\"sefra\",[^\n]*\"rerolledFrom\":4" "the attack did not take the new die")
