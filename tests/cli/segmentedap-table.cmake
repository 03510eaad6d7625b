# The segmented action points module on the table session (battlemat-cli table; docs/modules.md "Segmented
# action points"): SPD 4 refused, accrual, an attack's reset, sprint, abort, undo, stun, and the clock kept in the
# campaign file across runs. Arguments: -DCOMMAND=battlemat-cli -DSOURCE=project source dir -DWORK=scratch dir
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(campaign "${WORK}/crypt.battlemat")
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

function(expect out regex what)
  if(NOT out MATCHES "${regex}")
    message(FATAL_ERROR "${what}:\n${out}")
  endif()
endfunction()

file(WRITE "${WORK}/clock.json" "{\"steps\": [
  {\"type\": \"rules.set\", \"ruleset\": \"orcus\", \"modules\": [\"segmentedAp\"]},
  {\"type\": \"segmentedAp.startClock\", \"combatants\": [{\"id\": \"fast\", \"speed\": 4}]},
  {\"type\": \"segmentedAp.startClock\", \"combatants\": [{\"id\": \"aldric\", \"dexterity\": 14, \"speed\": 3}, {\"id\": \"skel1\", \"dexterity\": 16}]},
  {\"type\": \"segmentedAp.nextSegment\"},
  {\"type\": \"segmentedAp.nextSegment\"},
  {\"type\": \"segmentedAp.act\", \"combatant\": \"aldric\", \"orcusAction\": \"standard\", \"attack\": true}
]}")
run_table("${WORK}/clock.json" 1 out)
expect("${out}" "SPD 4 is outside 1 to 3: the \\\\\"Modified Speed Characteristic\\\\\" rule" "SPD 4 was not refused")
expect("${out}" "\"order\":\\[\"skel1\",\"aldric\"\\],\"segment\":1" "the Dexterity order is wrong")
expect("${out}" "\"pap\":3,\"sap\":3,\"speed\":3.*\"segment\":3" "three segments did not give 3 PAP and 3 SAP")
expect("${out}" "\"action\":\"half-attack\",.*\"combatant\":\"aldric\",\"cost\":3,\"dropped\":3,\"maxRemaining\":0,\"pap\":0,\"sap\":0"
       "the attack at SPD 3 did not cost 3 PAP and reset to 0")

# Reopened: the clock resumes at segment 3. Sprint doubles the move; abort ends the segment; undo; stun resets.
file(WRITE "${WORK}/second.json" "{\"steps\": [
  {\"type\": \"segmentedAp.move\", \"combatant\": \"skel1\", \"sprint\": true},
  {\"type\": \"segmentedAp.abort\", \"combatant\": \"skel1\", \"action\": \"half\"},
  {\"type\": \"segmentedAp.act\", \"combatant\": \"skel1\", \"action\": \"half\"},
  {\"type\": \"undo\"},
  {\"type\": \"segmentedAp.reset\", \"combatant\": \"skel1\", \"reason\": \"stunned\"}
]}")
run_table("${WORK}/second.json" 1 out)
expect("${out}" "\"combatant\":\"skel1\",\"grantsCombatAdvantage\":true,\"pap\":3,\"sap\":2,.*\"sprinting\":true,\"squares\":2"
       "the stored clock was not resumed, or the sprint did not move 2 squares at half DCV")
expect("${out}" "skel1 aborted to a defensive action and acts no more this segment" "an action after an abort was allowed")
expect("${out}" "\"type\":\"undone\"" "no undo")
expect("${out}" "\"skel1\":\\{\"aborted\":false,\"canAfford\":\\[\\],\"pap\":0,\"sap\":0.*\"reason\":\"stunned\"" "stun did not reset to 0")
