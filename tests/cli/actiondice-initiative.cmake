# The action dice module's offers at the encounter's start and before a death saving throw, from battlemat-cli table
# (docs/modules.md, "Initiative", "Death saving throws"). Brannoc (level 5: 3d4, 1 hero token) at seed 5:
# 1. startEncounter with decisions: the hero token's re-roll declined, the first action die on his initiative taken:
#    the offer names the creatures he could act before, one die is paid and boosts the roll ("roll":"initiative").
# 2. At 0 hit points his turn ends: the offer to become stable is taken: one die paid, stabilized, no death save.
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

file(WRITE "${WORK}/initiative.json" "{\"steps\": [
  {\"type\": \"rules.set\", \"ruleset\": \"orcus\", \"modules\": [\"actionDice\"]},
  {\"type\": \"actionDice.startGameNight\", \"heroes\": [{\"id\": \"brannoc\", \"level\": 5}]},
  {\"type\": \"startEncounter\", \"statBlocks\": \"${SOURCE}/resources/sample-campaign/crypt-encounter.json\",
   \"decisions\": [{\"kind\": \"moduleReroll\", \"answer\": false}, {\"kind\": \"moduleOffer\", \"answer\": true}]}
]}")
execute_process(COMMAND "${COMMAND}" table "${campaign}" --script "${WORK}/initiative.json" --seed 5
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "table exited ${status}:\n${out}\n${err}")
endif()
expect("${out}" "\"answer\":true,[^\n]*\"roll\":\"initiative\"[^\n]*\"offer\":\"spend 1d4: initiative [0-9]+ is place [0-9]+ of [0-9]+; [0-9<]+% to act before "
       "no action die offered and taken on Brannoc's initiative")
expect("${out}" "\"hero\":\"brannoc\",[^\n]*\"roll\":\"initiative\",[^\n]*\"type\":\"actionDiceBoost\"" "the die did not boost his initiative")

file(REMOVE "${campaign}")
execute_process(COMMAND "${COMMAND}" campaign create "${campaign}" --from "${SOURCE}/resources/sample-campaign/campaign.json"
                RESULT_VARIABLE status ERROR_VARIABLE err)
file(WRITE "${WORK}/stable.json" "{\"steps\": [
  {\"type\": \"rules.set\", \"ruleset\": \"orcus\", \"modules\": [\"actionDice\"]},
  {\"type\": \"actionDice.startGameNight\", \"heroes\": [{\"id\": \"brannoc\", \"level\": 5}]},
  {\"type\": \"startEncounter\", \"statBlocks\": \"${SOURCE}/resources/sample-campaign/crypt-encounter.json\"},
  {\"type\": \"setHitPoints\", \"target\": \"brannoc\", \"hp\": 0},
  {\"type\": \"endTurn\", \"creature\": \"sefra\"}, {\"type\": \"endTurn\", \"creature\": \"brenna\"},
  {\"type\": \"endTurn\", \"creature\": \"archer\"}, {\"type\": \"endTurn\", \"creature\": \"ilsa\"},
  {\"type\": \"endTurn\", \"creature\": \"lurker\"}, {\"type\": \"endTurn\", \"creature\": \"ogre\"},
  {\"type\": \"endTurn\", \"creature\": \"skel1\"}, {\"type\": \"endTurn\", \"creature\": \"skel2\"},
  {\"type\": \"endTurn\", \"creature\": \"brannoc\",
   \"decisions\": [{\"kind\": \"moduleOffer\", \"answer\": true}]}
]}")
execute_process(COMMAND "${COMMAND}" table "${campaign}" --script "${WORK}/stable.json" --seed 5
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "table exited ${status}:\n${out}\n${err}")
endif()
expect("${out}" "\"offer\":\"spend 1d4: become stable instead of rolling this death saving throw \\(it fails 45% of the time; 0 of 3 failures so far\\)\""
       "no offer to become stable")
expect("${out}" "\"spend\":\"stabilize\"" "no die paid to become stable")
expect("${out}" "\"target\":\"brannoc\",[^\n]*\"type\":\"stabilized\"" "Brannoc did not become stable")
if(out MATCHES "\"type\":\"deathSave\"")
  message(FATAL_ERROR "a death saving throw was rolled although he became stable:\n${out}")
endif()
