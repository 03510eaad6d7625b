# battlemat-cli table: a mastery fight on one of the campaign's own region maps (issue #22, docs/modules.md
# "Mastery points"): the map drawn with region steps, the fight set up on it by id with nobody placed, combat refused
# until everyone is placed, then a move whose opportunity attack the step lets go ("opportunityAttacks").
# Arguments: -DCOMMAND -DSOURCE -DWORK
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(campaign "${WORK}/cave.battlemat")
execute_process(COMMAND "${COMMAND}" campaign create "${campaign}" --from "${SOURCE}/resources/sample-campaign/campaign.json"
                RESULT_VARIABLE status ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "campaign create failed: ${err}")
endif()

function(run_table script expect_exit out_var)
  execute_process(COMMAND "${COMMAND}" table "${campaign}" --script "${script}"
                  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL ${expect_exit})
    message(FATAL_ERROR "table ${script} exited ${status}, expected ${expect_exit}:\n${out}\n${err}")
  endif()
  set(${out_var} "${out}${err}" PARENT_SCOPE)
endfunction()

set(aldric "{\"id\": \"aldric\", \"side\": \"heroes\", \"rank\": 2, \"health\": 4, \"dice\": {\"ref\": \"D10\", \"attack\": \"D8\", \"defense\": \"D6\"}}")
set(goblin "{\"id\": \"gob\", \"side\": \"monsters\", \"health\": 3, \"dice\": {\"ref\": \"D2\", \"attack\": \"D6\", \"defense\": \"D4\"}}")
file(WRITE "${WORK}/setup.json" "{\"steps\": [
  {\"type\": \"region.createMap\", \"id\": \"cave\", \"name\": \"Cave\"},
  {\"type\": \"region.add\", \"map\": \"cave\", \"region\": {\"id\": \"mouth\", \"name\": \"Mouth\", \"polygon\": [[0,0],[100,0],[100,100],[0,100]]}},
  {\"type\": \"region.add\", \"map\": \"cave\", \"region\": {\"id\": \"pool\", \"name\": \"Pool\", \"polygon\": [[100,0],[200,0],[200,100],[100,100]]}},
  {\"type\": \"rules.set\", \"ruleset\": \"mastery\"},
  {\"type\": \"mastery.setup\", \"encounter\": {\"seed\": 5, \"regionMap\": \"cave\", \"combatants\": [${aldric}, ${goblin}]}}
]}")
run_table("${WORK}/setup.json" 0 out)
if(NOT out MATCHES "\"regionMap\":\"cave\",\"regions\":2,")
  message(FATAL_ERROR "the fight was not set up on the campaign's cave:\n${out}")
endif()

# Nobody stands anywhere yet: combat waits.
file(WRITE "${WORK}/early.json" "{\"steps\": [{\"type\": \"mastery.startCombat\"}]}")
run_table("${WORK}/early.json" 1 out)
if(NOT out MATCHES "'aldric' is in no region; place it on the map before combat starts")
  message(FATAL_ERROR "combat started with nobody placed:\n${out}")
endif()

# A map the campaign does not have is refused naming the field.
file(WRITE "${WORK}/moon.json" "{\"steps\": [{\"type\": \"mastery.setup\", \"encounter\": {\"regionMap\": \"moon\", \"combatants\": [${aldric}]}}]}")
run_table("${WORK}/moon.json" 1 out)
if(NOT out MATCHES "encounter.regionMap: the campaign has no region map 'moon'")
  message(FATAL_ERROR "a missing region map was not named:\n${out}")
endif()

# Placed, then aldric (REF D10 against the goblin's D2) goes first and steps into the pool; the goblin lets him go.
file(WRITE "${WORK}/fight.json" "{\"steps\": [
  {\"type\": \"mastery.place\", \"actor\": \"aldric\", \"region\": \"mouth\"},
  {\"type\": \"mastery.place\", \"actor\": \"gob\", \"region\": \"mouth\"},
  {\"type\": \"mastery.startCombat\"},
  {\"type\": \"mastery.move\", \"actor\": \"aldric\", \"to\": \"pool\", \"opportunityAttacks\": [\"letGo\"]}
]}")
run_table("${WORK}/fight.json" 0 out)
if(NOT out MATCHES "\"attacker\":\"gob\",\"declined\":true,\"onEntering\":false,\"region\":\"mouth\",[^\n]*\"target\":\"aldric\",\"type\":\"opportunityAttackSkipped\"")
  message(FATAL_ERROR "the goblin's opportunity attack was not let go:\n${out}")
endif()
if(NOT out MATCHES "\"from\":\"mouth\",\"mode\":\"step\",[^\n]*\"to\":\"pool\",\"type\":\"moved\"")
  message(FATAL_ERROR "aldric did not reach the pool:\n${out}")
endif()
