# battlemat-cli table: a Five Torches Deep fight on the sample campaign's map (docs/modules.md "Five Torches Deep
# combat"): DEX order, an attack that drops a skeleton, the morale the tracker suggests, undo, a second run that
# continues the stored fight, and a malformed step refused by name with nothing written. Arguments: -DCOMMAND -DSOURCE -DWORK
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(campaign "${WORK}/fight.battlemat")
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

# Aldric (DEX 14) acts before Skeleton 1 (DEX 12) and Brenna (DEX 10). Skeleton 1 stands 35 ft from Aldric:
# out of melee reach; he walks 30 ft beside it and hits with a natural 20: 1d8 + 3 showing 4 is 14, the skeleton's
# 6 HP are gone and its side is told to check morale (the first to fall).
file(WRITE "${WORK}/start.json" "{\"steps\": [
  {\"type\": \"rules.set\", \"ruleset\": \"fiveTorchesDeep\", \"settings\": {\"fiveTorchesDeep\": {\"seed\": 3}}},
  {\"type\": \"fiveTorchesDeep.startFight\", \"light\": \"dim\", \"combatants\": [
    {\"id\": \"brenna\", \"pc\": true, \"dexterity\": 10, \"armorClass\": 13, \"maxHitPoints\": 9, \"attack\": 3},
    {\"id\": \"aldric\", \"damage\": \"1d8\", \"character\": {\"format\": \"battlemat-ftd-character\", \"version\": 1,
      \"name\": \"Aldric\", \"level\": 2, \"maxHitPoints\": 14, \"armorClass\": 15,
      \"abilities\": {\"STR\": 16, \"DEX\": 14, \"CON\": 12, \"INT\": 10, \"WIS\": 11, \"CHA\": 9}}},
    {\"id\": \"skel1\", \"monster\": {\"format\": \"battlemat-ftd-monster\", \"version\": 1, \"name\": \"Skeleton\", \"hd\": 1,
      \"hitPoints\": 6, \"armorClass\": 13, \"attack\": 2, \"damage\": \"1d6\",
      \"abilities\": {\"STR\": 10, \"DEX\": 12, \"CON\": 10, \"INT\": 6, \"WIS\": 8, \"CHA\": 5}}}]},
  {\"type\": \"fiveTorchesDeep.attack\", \"attacker\": \"aldric\", \"target\": \"skel1\"}
]}")
run_table("${WORK}/start.json" 1 out)
if(NOT out MATCHES "\"order\":\\[\"aldric\",\"skel1\",\"brenna\"\\]")
  message(FATAL_ERROR "the order must be by DEX score, Aldric first:\n${out}")
endif()
if(NOT out MATCHES "Skeleton 1 is 35 ft away: beyond melee reach")
  message(FATAL_ERROR "a melee attack 35 ft away was not refused:\n${out}")
endif()
file(WRITE "${WORK}/hit.json" "{\"steps\": [
  {\"type\": \"fiveTorchesDeep.move\", \"combatant\": \"aldric\", \"to\": {\"x\": 8, \"y\": 5}},
  {\"type\": \"fiveTorchesDeep.attack\", \"attacker\": \"aldric\", \"target\": \"skel1\", \"faces\": [20, 4]}
]}")
run_table("${WORK}/hit.json" 0 out)
if(NOT out MATCHES "\"feet\":30,\"feetLeft\":0,")
  message(FATAL_ERROR "Aldric's 30 ft walk was not spent from his movement:\n${out}")
endif()
if(NOT out MATCHES "\"critical\":true,\"damage\":\"1d8\\+3\",\"damageDealt\":14,[^\n]*\"hitPoints\":0,")
  message(FATAL_ERROR "a natural 20 with 1d8+3 showing 4 must deal 14:\n${out}")
endif()
if(NOT out MATCHES "\"moraleSuggested\":\\[\"first-death\"\\],\"name\":\"Skeleton 1\"")
  message(FATAL_ERROR "the first to fall must suggest a morale check:\n${out}")
endif()

# A second run continues the stored fight: the turn passes, Brenna is next (the skeleton is down), undo takes it back.
file(WRITE "${WORK}/next.json" "{\"steps\": [
  {\"type\": \"fiveTorchesDeep.nextTurn\"},
  {\"type\": \"undo\"},
  {\"type\": \"fiveTorchesDeep.nextTurn\"},
  {\"type\": \"fiveTorchesDeep.endFight\"}
]}")
run_table("${WORK}/next.json" 0 out)
if(NOT out MATCHES "\"combatant\":\"brenna\",\"round\":1,\"seq\":[0-9]+,\"step\":2,\"type\":\"fiveTorchesDeep.turnStarted\"")
  message(FATAL_ERROR "Brenna must act after Aldric while the skeleton is down:\n${out}")
endif()
if(NOT out MATCHES "\"type\":\"undone\"" OR NOT out MATCHES "\"type\":\"fiveTorchesDeep.fightEnded\"")
  message(FATAL_ERROR "undo or the end of the fight did not run:\n${out}")
endif()

# A malformed step exits 2 naming the field, and changes nothing (the fight is still there to close).
file(WRITE "${WORK}/bad.json" "{\"steps\": [
  {\"type\": \"fiveTorchesDeep.attack\", \"attacker\": \"aldric\", \"target\": \"skel1\", \"edge\": \"lucky\"}]}")
run_table("${WORK}/bad.json" 2 out)
if(NOT out MATCHES "bad.json: steps\\[0\\].edge: 'lucky' is not")
  message(FATAL_ERROR "a bad edge was not refused by name:\n${out}")
endif()
file(WRITE "${WORK}/close.json" "{\"steps\": [{\"type\": \"fiveTorchesDeep.closeFight\"}]}")
run_table("${WORK}/close.json" 0 out)
if(NOT out MATCHES "\"combatant\":\"skel1\",\"name\":\"Skeleton 1\",\"round\":11,\"seq\":[0-9]+,\"step\":0,\"type\":\"fiveTorchesDeep.died\"")
  message(FATAL_ERROR "closing the fight must leave the fallen skeleton dead a minute after it fell:\n${out}")
endif()
