# A dying hero's death saving throw with action dice in force (battlemat-cli table; docs/modules.md, "Death saving
# throws"): Brannoc (level 5: 3d4, 1 hero token) is put at 0 hit points at seed 5 and every turn is ended up to his.
# Before he rolls he is offered to become stable for one die (declined). His death save rolls a natural 4: the hero token's re-roll is offered at 55% (faces 10 to 20) and declined; a d4
# needs 6 (a 4 that explodes, then 2 or more: 3/16, 19%) and is taken: it shows 3, 7 still fails; the next die
# (need 3, 50%) is declined by default, and the failure is counted with the die's total.
# Arguments: -DCOMMAND=battlemat-cli -DSOURCE=project source dir -DWORK=scratch directory
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(campaign "${WORK}/crypt.battlemat")
execute_process(COMMAND "${COMMAND}" campaign create "${campaign}" --from "${SOURCE}/resources/sample-campaign/campaign.json"
                RESULT_VARIABLE status ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "campaign create failed: ${err}")
endif()

function(expect out regex what)
  if(NOT out MATCHES "${regex}")
    message(FATAL_ERROR "${what}:\n${out}")
  endif()
endfunction()

file(WRITE "${WORK}/dying.json" "{\"steps\": [
  {\"type\": \"rules.set\", \"ruleset\": \"orcus\", \"modules\": [\"actionDice\"]},
  {\"type\": \"actionDice.startGameNight\", \"heroes\": [{\"id\": \"brannoc\", \"level\": 5}]},
  {\"type\": \"startEncounter\", \"statBlocks\": \"${SOURCE}/resources/sample-campaign/crypt-encounter.json\"},
  {\"type\": \"setHitPoints\", \"target\": \"brannoc\", \"hp\": 0},
  {\"type\": \"endTurn\", \"creature\": \"sefra\"}, {\"type\": \"endTurn\", \"creature\": \"brenna\"},
  {\"type\": \"endTurn\", \"creature\": \"archer\"}, {\"type\": \"endTurn\", \"creature\": \"ilsa\"},
  {\"type\": \"endTurn\", \"creature\": \"lurker\"}, {\"type\": \"endTurn\", \"creature\": \"ogre\"},
  {\"type\": \"endTurn\", \"creature\": \"skel1\"}, {\"type\": \"endTurn\", \"creature\": \"skel2\"},
  {\"type\": \"endTurn\", \"creature\": \"brannoc\",
   \"decisions\": [{\"kind\": \"moduleOffer\", \"answer\": false}, {\"kind\": \"moduleReroll\", \"answer\": false},
                   {\"kind\": \"moduleOffer\", \"answer\": true}]}
]}")
execute_process(COMMAND "${COMMAND}" table "${campaign}" --script "${WORK}/dying.json" --seed 5
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "table exited ${status}:\n${out}\n${err}")
endif()
expect("${out}" "\"offer\":\"spend a hero token: re-roll this d20 \\(55% to turn this failed save into a success\\)\""
       "no hero token re-roll offered at 55% on the failed death save")
expect("${out}" "\"offer\":\"spend 1d4: 19% to turn this failed save into a success\"" "no d4 offered at 19% on the natural 4")
expect("${out}" "\"offer\":\"spend 1d4: 50% to turn this failed save into a success\"" "no second d4 offered at 50% on 7")
expect("${out}" "\"die\":3,\"hero\":\"brannoc\",\"purpose\":\"death saving throw\"" "the die did not show 3")
expect("${out}" "\"added\":3,\"creature\":\"brannoc\",\"failures\":1,\"roll\":4,[^\n]*\"success\":false,\"total\":7,\"type\":\"deathSave\""
       "the death save was not a failure of 7 (4 + 3)")
