# The action dice module on the table session (battlemat-cli table; docs/modules.md "Action dice and hero
# tokens"): turned on by rules.set, Kevin's boosts with the text's dice, the pool kept in the campaign file across
# runs, undo, a refused spend, and the awards' XP at the night's end.
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
  execute_process(COMMAND "${COMMAND}" table "${campaign}" --script "${script}" --seed 42
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

# A module's command before the module is turned on is no command of the campaign's rules.
file(WRITE "${WORK}/off.json" "{\"steps\": [{\"type\": \"actionDice.awardActionDice\", \"hero\": \"kevin\"}]}")
run_table("${WORK}/off.json" 2 out)

# Level 6: four d6. 12 against 20, one die: 6 explodes, then 1: 19, a miss.
file(WRITE "${WORK}/night.json" "{\"steps\": [
  {\"type\": \"rules.set\", \"ruleset\": \"orcus\", \"modules\": [\"actionDice\"]},
  {\"type\": \"actionDice.startGameNight\", \"heroes\": [{\"id\": \"kevin\", \"level\": 6}, {\"id\": \"mira\", \"level\": 3}]},
  {\"type\": \"actionDice.boost\", \"hero\": \"kevin\", \"kind\": \"attack\", \"total\": 12, \"target\": 20, \"faces\": [6, 1]}
]}")
run_table("${WORK}/night.json" 0 out)
expect("${out}" "\"kevin\":\\{\"dice\":4,\"heroTokens\":1,\"sides\":6\\}" "level 6 is not four d6")
expect("${out}" "\"diceLeft\":3,.*\"offer\":\"spend 1d6: 14% to turn this failure into a success\".*\"succeeds\":false,\"total\":19,\"type\":\"actionDice.actionDiceSpent\""
       "Kevin's first die did not make 19")

# A second run (the campaign reopened): the pool is where it was; a second die of 4 makes 23, a hit. Undo
# gives the die back.
file(WRITE "${WORK}/second.json" "{\"steps\": [
  {\"type\": \"actionDice.boost\", \"hero\": \"kevin\", \"kind\": \"attack\", \"total\": 19, \"target\": 20, \"diceSpentBefore\": 1, \"faces\": [4]},
  {\"type\": \"undo\"}
]}")
run_table("${WORK}/second.json" 0 out)
expect("${out}" "\"diceLeft\":2,.*\"succeeds\":true,\"total\":23" "the stored pool was not resumed, or 19 + 4 is not 23")
expect("${out}" "\"type\":\"undone\"" "no undo")

# Healing 4 then 3 is 7; two dice on damage are refused (exit 1, nothing changes); awards pay XP at the end.
file(WRITE "${WORK}/undo.json" "{\"steps\": [
  {\"type\": \"actionDice.heal\", \"hero\": \"mira\", \"faces\": [4, 3]},
  {\"type\": \"actionDice.boost\", \"hero\": \"kevin\", \"kind\": \"damage\", \"dice\": 2},
  {\"type\": \"actionDice.awardActionDice\", \"hero\": \"kevin\", \"dice\": 2},
  {\"type\": \"actionDice.endGameNight\", \"partyLevel\": 4}
]}")
run_table("${WORK}/undo.json" 1 out)
expect("${out}" "\"hitPoints\":7" "healing 4 then 3 is not 7")
expect("${out}" "only 1 action die may boost a damage roll" "two dice on damage were not refused")
expect("${out}" "\"dice\":2,\"diceLeft\":5,\"hero\":\"kevin\"" "after the undo Kevin must have 3 + 2 awarded dice")
expect("${out}" "\"kevin\":\\{\"awardedDice\":2,\"earnedTokens\":0,\"xp\":200\\}" "2 awarded dice at party level 4 are not 200 XP")

# The night is over: the pools are lost.
file(WRITE "${WORK}/after.json" "{\"steps\": [{\"type\": \"actionDice.boost\", \"hero\": \"kevin\", \"kind\": \"attack\"}]}")
run_table("${WORK}/after.json" 1 out)
expect("${out}" "no game night is running" "a spend after the night's end was not refused")
