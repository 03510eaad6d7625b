# battlemat-cli table with Five Torches Deep as the campaign's ruleset (engine/rulesets/fivetorchesruleset.h,
# docs/modules.md "Five Torches Deep"): its clock, travel turns, return and morale run as table commands, undo takes
# them back, and a second run continues the stored expedition. Arguments: -DCOMMAND -DSOURCE -DWORK
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(campaign "${WORK}/deep.battlemat")
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

# A Five Torches Deep command while Orcus is the ruleset is no command at all.
file(WRITE "${WORK}/early.json" "{\"steps\": [{\"type\": \"fiveTorchesDeep.advance\", \"hours\": 1}]}")
run_table("${WORK}/early.json" 2 out)
if(NOT out MATCHES "steps\\[0\\].type: 'fiveTorchesDeep.advance' is not a command")
  message(FATAL_ERROR "a Five Torches Deep command ran under Orcus:\n${out}")
endif()

# The expedition starts at 05:00h (the text's portal example); two hours pass with a torch that burns out.
file(WRITE "${WORK}/start.json" "{\"steps\": [
  {\"type\": \"rules.set\", \"ruleset\": \"fiveTorchesDeep\", \"settings\": {\"fiveTorchesDeep\": {\"startHour\": 5, \"seed\": 7}}},
  {\"type\": \"fiveTorchesDeep.member\", \"name\": \"Ada\", \"constitution\": 10},
  {\"type\": \"fiveTorchesDeep.light\", \"kind\": \"torch\", \"carrier\": \"Ada\"},
  {\"type\": \"fiveTorchesDeep.supplies\", \"supplies\": 3},
  {\"type\": \"fiveTorchesDeep.advance\", \"hours\": 2, \"approach\": \"cautious\"},
  {\"type\": \"fiveTorchesDeep.morale\", \"who\": \"goblins\", \"wis\": -1, \"bonus\": 1, \"trigger\": \"leader-retreats\"}
]}")
run_table("${WORK}/start.json" 0 out)
if(NOT out MATCHES "\"edge\":\"advantage\",[^\n]*\"hour\":6,\"lightsOut\":\\[\\{\"carrier\":\"Ada\"[^\n]*\"type\":\"fiveTorchesDeep.hourPassed\"")
  message(FATAL_ERROR "the first hour did not roll with advantage or burn Ada's torch out:\n${out}")
endif()
if(NOT out MATCHES "\"clock\":\\{\"day\":1,\"faces\":\\[6,1\\],\"hour\":7,\"quarter\":\"morning\",\"returnDc\":12,")
  message(FATAL_ERROR "after two hours the clock must show 6, 1 (07:00h) and a return DC of 12:\n${out}")
endif()
if(NOT out MATCHES "\"dc\":11,\"edge\":\"disadvantage\",[^\n]*\"type\":\"fiveTorchesDeep.moraleChecked\",\"who\":\"goblins\"")
  message(FATAL_ERROR "retainers of a retreating leader must check morale at DC 11 with disadvantage:\n${out}")
endif()

# A second run continues the stored clock: the third hour is 08:00h, three travel turns, DC 13 to return.
file(WRITE "${WORK}/scenes.json" "{\"steps\": [{\"type\": \"fiveTorchesDeep.advance\", \"scenes\": 3}]}")
run_table("${WORK}/scenes.json" 0 out)
if(NOT out MATCHES "\"hour\":8,[^\n]*\"returnDc\":13,[^\n]*\"travelTurns\":3")
  message(FATAL_ERROR "three scenes after 07:00h must make 08:00h with three travel turns:\n${out}")
endif()

# The roll to return uses the clock's DC; undo takes the return back and the DC is 13 again.
file(WRITE "${WORK}/return.json" "{\"steps\": [
  {\"type\": \"fiveTorchesDeep.return\", \"pcs\": [{\"name\": \"Ada\", \"modifier\": 6}], \"path\": \"arduous\"},
  {\"type\": \"undo\"},
  {\"type\": \"fiveTorchesDeep.travelTurn\"}
]}")
run_table("${WORK}/return.json" 0 out)
if(NOT out MATCHES "\"dc\":13,[^\n]*\"loadsLost\":[0-9]+,\"modifier\":6,[^\n]*\"pc\":\"Ada\"")
  message(FATAL_ERROR "the return was not rolled at DC 13 with +6:\n${out}")
endif()
if(NOT out MATCHES "\"type\":\"undone\"" OR NOT out MATCHES "\"type\":\"fiveTorchesDeep.travelTurnRolled\"")
  message(FATAL_ERROR "undo or the travel turn did not run:\n${out}")
endif()
file(WRITE "${WORK}/again.json" "{\"steps\": [{\"type\": \"fiveTorchesDeep.advance\", \"hours\": 1}]}")
run_table("${WORK}/again.json" 0 out)
if(NOT out MATCHES "\"returnDc\":14,")
  message(FATAL_ERROR "the undone return must leave the travel turns counting (DC 14 after one more hour):\n${out}")
endif()

# A resilience check before the hours pass resilience is refused by the rules (exit 1); an injury and a rest run.
file(WRITE "${WORK}/tired.json" "{\"steps\": [{\"type\": \"fiveTorchesDeep.resilienceCheck\", \"name\": \"Ada\"}]}")
run_table("${WORK}/tired.json" 1 out)
if(NOT out MATCHES "Ada has adventured 4 of 10 hours: no resilience check is due")
  message(FATAL_ERROR "an early resilience check was not refused:\n${out}")
endif()
file(WRITE "${WORK}/hurt.json" "{\"steps\": [
  {\"type\": \"fiveTorchesDeep.injury\", \"pc\": \"Ada\", \"d20\": 4},
  {\"type\": \"fiveTorchesDeep.rest\", \"safe\": false}
]}")
run_table("${WORK}/hurt.json" 0 out)
if(NOT out MATCHES "\"ability\":\"CON\",\"d20\":4,\"kind\":\"ability-loss\",\"loss\":[1-6],\"name\":\"weak\",\"pc\":\"Ada\"")
  message(FATAL_ERROR "injury 4 is not Weak (1d6 CON):\n${out}")
endif()
if(NOT out MATCHES "\"safe\":false,[^\n]*\"type\":\"fiveTorchesDeep.rested\"")
  message(FATAL_ERROR "the rest did not run:\n${out}")
endif()

# Malformed steps exit 2 naming the step and the field.
file(WRITE "${WORK}/bad.json" "{\"steps\": [{\"type\": \"fiveTorchesDeep.return\", \"pcs\": [{\"name\": \"Ada\"}]}]}")
run_table("${WORK}/bad.json" 2 out)
if(NOT out MATCHES "bad.json: steps\\[0\\].pcs\\[0\\].modifier: missing")
  message(FATAL_ERROR "a PC without a modifier was not refused by name:\n${out}")
endif()
file(WRITE "${WORK}/bad2.json" "{\"steps\": [{\"type\": \"fiveTorchesDeep.advance\", \"hours\": 1, \"scenes\": 2}]}")
run_table("${WORK}/bad2.json" 2 out)
if(NOT out MATCHES "give \"hours\" or \"scenes\"")
  message(FATAL_ERROR "hours and scenes together were not refused:\n${out}")
endif()

# Chases and corruptions are table commands too (docs/modules.md "Five Torches Deep"): the text's scout chase (a 40 ft
# quarry on uneven ground that can break line of sight: DEX at DC 13 with disadvantage); a venom whose course the
# clock advances, its second stage's check every 2 hours with the CON the first damage left; undo takes the hours back.
file(WRITE "${WORK}/danger.json" "{\"steps\": [
  {\"type\": \"fiveTorchesDeep.chase\", \"who\": \"Ada\", \"modifier\": 0, \"quarrySpeed\": 40, \"ground\": \"uneven\", \"breaksSight\": true},
  {\"type\": \"fiveTorchesDeep.expose\", \"pc\": \"Ada\", \"abilities\": {\"STR\": 10, \"DEX\": 10, \"CON\": 10, \"INT\": 10, \"WIS\": 10, \"CHA\": 10},
   \"corruption\": {\"name\": \"snake venom\", \"kind\": \"venom\", \"dc\": 40, \"stages\": [{\"periodHours\": 2, \"effect\": \"exhaustion\"},
     {\"periodHours\": 2, \"effect\": \"ability-damage\", \"ability\": \"CON\"}]}},
  {\"type\": \"fiveTorchesDeep.advance\", \"hours\": 4},
  {\"type\": \"undo\"}
]}")
run_table("${WORK}/danger.json" 0 out)
if(NOT out MATCHES "\"ability\":\"DEX\",\"dc\":13,\"edge\":\"disadvantage\",[^\n]*\"quarrySpeed\":40,[^\n]*\"type\":\"fiveTorchesDeep.chased\"")
  message(FATAL_ERROR "the scout chase must be DEX at DC 13 with disadvantage:\n${out}")
endif()
if(NOT out MATCHES "\"dc\":40,\"effect\":\"exhaustion\",[^\n]*\"stage\":1,[^\n]*\"success\":false,[^\n]*\"type\":\"fiveTorchesDeep.corruption\"")
  message(FATAL_ERROR "the failed exposure must start the venom's first stage (exhaustion):\n${out}")
endif()
if(NOT out MATCHES "\"effect\":\"CON -([1-6])\",[^\n]*\"hour\":2,[^\n]*\"modifier\":0,[^\n]*\"stage\":2,")
  message(FATAL_ERROR "two hours on the clock must end the first stage with a check and 1d6 CON damage:\n${out}")
endif()
if(NOT out MATCHES "\"hour\":4,[^\n]*\"modifier\":-[1-3],[^\n]*\"stage\":2,")
  message(FATAL_ERROR "the check at hour 4 must use the CON the first damage lowered:\n${out}")
endif()
if(NOT out MATCHES "\"hours\":4,\"type\":\"fiveTorchesDeep.advance\"\\},[^\n]*\"type\":\"undone\"")
  message(FATAL_ERROR "undo did not take the four hours back:\n${out}")
endif()
file(WRITE "${WORK}/bad3.json" "{\"steps\": [{\"type\": \"fiveTorchesDeep.chase\", \"who\": \"Ada\", \"modifier\": 1, \"quarrySpeed\": 37}]}")
run_table("${WORK}/bad3.json" 2 out)
if(NOT out MATCHES "steps\\[0\\].quarrySpeed: a quarry's speed is 0 to 1000 ft in steps of 5 ft, not 37")
  message(FATAL_ERROR "a quarry speed off the 5 ft steps was not refused by name:\n${out}")
endif()
file(WRITE "${WORK}/bad4.json" "{\"steps\": [{\"type\": \"fiveTorchesDeep.expose\", \"pc\": \"Ada\", \"corruption\": {\"name\": \"rot\", \"stages\": []}}]}")
run_table("${WORK}/bad4.json" 2 out)
if(NOT out MATCHES "steps\\[0\\].corruption.stages: needs at least one stage")
  message(FATAL_ERROR "a corruption without stages was not refused by name:\n${out}")
endif()
