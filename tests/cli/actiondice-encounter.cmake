# The roll hook on the table session (battlemat-cli table; docs/modules.md "The roll hook"): with action dice in
# force and a game night running, Sefra's Hunter's Volley at seed 5 rolls a natural 4 (+10 = 14 against AC 16): the
# module offers a d6 with the chance it turns the miss (need 2: 5/6, 83%), the scripted decision takes it, the die
# shows 5 and the attack hits with 19; the damage offer that follows is declined by default. Undo (a second run, the
# campaign reopened and the fight resumed by replaying its log) gives the die back.
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

file(WRITE "${WORK}/fight.json" "{\"steps\": [
  {\"type\": \"rules.set\", \"ruleset\": \"orcus\", \"modules\": [\"actionDice\"]},
  {\"type\": \"actionDice.startGameNight\", \"heroes\": [{\"id\": \"brannoc\", \"level\": 5}, {\"id\": \"sefra\", \"level\": 11}]},
  {\"type\": \"startEncounter\", \"statBlocks\": \"${SOURCE}/resources/sample-campaign/crypt-encounter.json\"},
  {\"type\": \"attack\", \"creature\": \"sefra\", \"power\": \"hunter-s-volley\", \"targets\": [\"skel1\"],
   \"decisions\": [{\"kind\": \"moduleOffer\", \"answer\": true}]}
]}")
run_table("${WORK}/fight.json" 0 out)
expect("${out}" "\"kind\":\"moduleOffer\",\"module\":\"actionDice\",\"offer\":\"spend 1d6: 83% to turn this miss into a hit\""
       "no offer of a d6 at 83% after the natural 4")
expect("${out}" "\"die\":5,\"hero\":\"sefra\",.*\"roll\":\"attack\",[^}]*\"total\":19,\"type\":\"actionDiceBoost\"" "the die did not make 19")
expect("${out}" "\"added\":5,\"attacker\":\"sefra\",.*\"hit\":true" "the boosted attack did not hit")
expect("${out}" "\"answer\":false,[^\n]*\"offer\":\"spend 1d6: add it to this damage of 29\"" "the damage offer was not declined by default")

# Reopened: the fight is resumed (its log replays the offer); undo takes the attack and its die back.
file(WRITE "${WORK}/undo.json" "{\"steps\": [
  {\"type\": \"undo\"},
  {\"type\": \"actionDice.awardActionDice\", \"hero\": \"sefra\", \"dice\": 1}
]}")
run_table("${WORK}/undo.json" 0 out)
expect("${out}" "\"type\":\"resumed\"" "the fight was not resumed")
expect("${out}" "\"dice\":1,\"diceLeft\":5,\"hero\":\"sefra\"" "after the undo Sefra must have her 4 dice again (+1 awarded)")
