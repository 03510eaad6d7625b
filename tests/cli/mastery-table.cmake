# battlemat-cli table with the mastery-point system as the campaign's ruleset (engine/rulesets/masteryruleset.h,
# docs/modules.md "Mastery points"): an encounter is set up on the table, its contest commands run as session steps,
# undo takes one back, and a second run continues the stored contest. Arguments: -DCOMMAND -DSOURCE -DWORK
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(campaign "${WORK}/mastery.battlemat")
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

# A mastery step while Orcus is the ruleset is no command at all.
file(WRITE "${WORK}/early.json" "{\"steps\": [{\"type\": \"mastery.startCombat\"}]}")
run_table("${WORK}/early.json" 2 out)
if(NOT out MATCHES "steps\\[0\\].type: 'mastery.startCombat' is not a command")
  message(FATAL_ERROR "a mastery command ran under Orcus:\n${out}")
endif()

set(map "{\"regions\": [{\"id\": \"hall\", \"polygon\": [[0,0],[10,0],[10,10],[0,10]]}, {\"id\": \"corridor\", \"polygon\": [[10,0],[20,0],[20,10],[10,10]]}]}")
set(heroes "{\"id\": \"aldric\", \"side\": \"heroes\", \"rank\": 2, \"health\": 4, \"region\": \"hall\", \"dice\": {\"ref\": \"D10\", \"attack\": \"D8\", \"defense\": \"D6\"}}")
set(goblin "{\"id\": \"gob1\", \"side\": \"monsters\", \"health\": 8, \"region\": \"hall\", \"dice\": {\"ref\": \"D6\", \"attack\": \"D6\", \"defense\": \"D4\"}}")
file(WRITE "${WORK}/fight.json" "{\"steps\": [
  {\"type\": \"rules.set\", \"ruleset\": \"mastery\"},
  {\"type\": \"mastery.setup\", \"encounter\": {\"seed\": 7, \"map\": ${map}, \"combatants\": [${heroes}, ${goblin}]}},
  {\"type\": \"mastery.startCombat\", \"choices\": [\"spend\"]},
  {\"type\": \"mastery.attack\", \"actor\": \"aldric\", \"target\": \"gob1\"},
  {\"type\": \"undo\"},
  {\"type\": \"mastery.move\", \"actor\": \"aldric\", \"to\": \"corridor\", \"mode\": \"careful\"}
]}")
run_table("${WORK}/fight.json" 0 out)
# Aldric spends his one MP of rank 2 on initiative ("Combat": MPs on initiative like on any roll).
if(NOT out MATCHES "\"initiative\":[0-9]+,\"mpSpent\":1,\"seq\":[0-9]+,\"step\":2,\"type\":\"initiativeRolled\",\"who\":\"aldric\"")
  message(FATAL_ERROR "aldric's initiative must show the MP he spent:\n${out}")
endif()
if(NOT out MATCHES "\"step\":3,\"successes\":[0-9]+,\"target\":\"gob1\",\"type\":\"attackRolled\"")
  message(FATAL_ERROR "the attack did not roll:\n${out}")
endif()
if(NOT out MATCHES "\"step\":4,\"type\":\"undone\"")
  message(FATAL_ERROR "undo did not take the attack back:\n${out}")
endif()
# "Regions": leaving carefully is a major action and provokes nobody.
if(NOT out MATCHES "\"action\":\"major\",\"from\":\"hall\",\"mode\":\"careful\",[^\n]*\"to\":\"corridor\",\"type\":\"moved\"")
  message(FATAL_ERROR "aldric must leave the hall carefully as a major action:\n${out}")
endif()
if(out MATCHES "opportunityAttack")
  message(FATAL_ERROR "a careful leave provoked an opportunity attack:\n${out}")
endif()

# A second run continues the stored contest: aldric is in the corridor, so a melee attack on gob1 is refused.
file(WRITE "${WORK}/again.json" "{\"steps\": [{\"type\": \"mastery.attack\", \"actor\": \"aldric\", \"target\": \"gob1\"}]}")
run_table("${WORK}/again.json" 1 out)
if(NOT out MATCHES "'aldric' is not in melee with 'gob1' \\(different regions\\)")
  message(FATAL_ERROR "the stored contest did not keep aldric in the corridor:\n${out}")
endif()
