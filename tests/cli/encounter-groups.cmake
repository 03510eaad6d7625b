# Initiative groups of a prepared encounter (Orcus "Initiative": "The GM makes one roll for an entire group of
# identical creatures"): `encounter prepare --group ID` keeps the group, `encounter start` places the monsters on the
# campaign's map and rolls one initiative for the three servants, who act together; a group of a monster the
# encounter does not hold is refused and nothing is stored.
# Arguments: -DCOMMAND=battlemat-cli -DSOURCE=project source dir -DWORK=scratch directory
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(campaign "${WORK}/crypt.battlemat")
execute_process(COMMAND "${COMMAND}" campaign create "${campaign}" --from "${SOURCE}/resources/sample-campaign/campaign.json"
                RESULT_VARIABLE status ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "campaign create failed: ${err}")
endif()

function(run expect_exit out_var)
  execute_process(COMMAND "${COMMAND}" ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL ${expect_exit})
    message(FATAL_ERROR "${ARGN} exited ${status}, expected ${expect_exit}:\n${out}\n${err}")
  endif()
  set(${out_var} "${out}${err}" PARENT_SCOPE)
endfunction()

function(expect out regex what)
  if(NOT out MATCHES "${regex}")
    message(FATAL_ERROR "${what}:\n${out}")
  endif()
endfunction()

run(2 out encounter prepare "${campaign}" Servants --party 4 --level 6 enthralled-servant=3 --group wolf)
expect("${out}" "--group: 'wolf' is not one of the encounter's monsters" "a group of a monster not in it is refused")
run(2 out encounter start "${campaign}" Servants)
expect("${out}" "holds no prepared encounter" "the refused prepare must have stored nothing")

run(0 out encounter prepare "${campaign}" Servants --party 4 --level 6 enthralled-servant=3 --group enthralled-servant)
run(0 out encounter start "${campaign}" Servants --seed 3
    --stat-blocks "${SOURCE}/resources/sample-campaign/crypt-encounter.json")
expect("${out}" "\"type\":\"started\"" "the prepared encounter must start")
# One entry of the initiative holds the three servants: one roll, one total, acting together.
expect("${out}" "\\{\"members\":\\[\"enthralled-servant\",\"enthralled-servant-2\",\"enthralled-servant-3\"\\],\"total\":[0-9]+\\}"
       "the three servants must share one initiative entry")
run(2 out encounter start "${campaign}" Servants)
expect("${out}" "already running" "a second start while the first runs must be refused")

# With action dice in force, `encounter start --decisions` answers the offers on the heroes' initiative as the
# window's prompts do: Brannoc (level 5: 3d4) declines the hero token's re-roll and takes the first action die; the
# start's events show the offer taken and the die boosting his initiative. A malformed answer list is refused.
file(REMOVE "${campaign}")
execute_process(COMMAND "${COMMAND}" campaign create "${campaign}" --from "${SOURCE}/resources/sample-campaign/campaign.json"
                RESULT_VARIABLE status ERROR_VARIABLE err)
file(WRITE "${WORK}/night.json" "{\"steps\": [
  {\"type\": \"rules.set\", \"ruleset\": \"orcus\", \"modules\": [\"actionDice\"]},
  {\"type\": \"actionDice.startGameNight\", \"heroes\": [{\"id\": \"brannoc\", \"level\": 5}]}
]}")
run(0 out table "${campaign}" --script "${WORK}/night.json")
run(0 out encounter prepare "${campaign}" Servants --party 3 --level 6 enthralled-servant=2)
run(2 out encounter start "${campaign}" Servants --decisions "{\"kind\": 1}")
expect("${out}" "--decisions: not a JSON array of answers" "a malformed answer list must be refused")
run(0 out encounter start "${campaign}" Servants --seed 5
    --stat-blocks "${SOURCE}/resources/sample-campaign/crypt-encounter.json"
    --decisions "[{\"kind\": \"moduleReroll\", \"answer\": false}, {\"kind\": \"moduleOffer\", \"answer\": true}]")
expect("${out}" "\"answer\":true,[^\n]*\"offer\":\"spend 1d4: initiative [0-9]+ is place [0-9]+ of [0-9]+"
       "the action die offered on Brannoc's initiative must be taken")
expect("${out}" "\"hero\":\"brannoc\",[^\n]*\"roll\":\"initiative\",[^\n]*\"type\":\"actionDiceBoost\""
       "the die must boost Brannoc's initiative")
