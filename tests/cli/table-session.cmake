# battlemat-cli table: the window's encounter commands on the campaign's table session. Hit points the game
# master sets survive the next turn; a second run resumes the stored encounter exactly; a malformed script
# changes nothing. Arguments: -DCOMMAND=battlemat-cli -DSOURCE=project source dir -DWORK=scratch directory
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

# Start, set the skeleton to 5 of 26, end a turn.
file(WRITE "${WORK}/start.json" "{\"steps\": [
  {\"type\": \"startEncounter\", \"statBlocks\": \"${SOURCE}/resources/sample-campaign/crypt-encounter.json\"},
  {\"type\": \"setHitPoints\", \"target\": \"skel1\", \"hp\": 5}
]}")
run_table("${WORK}/start.json" 0 out)
if(NOT out MATCHES "\"type\":\"hitPointsSet\"" OR NOT out MATCHES "\"current\":\"([a-z0-9]+)\"")
  message(FATAL_ERROR "no hit points set or no current creature:\n${out}")
endif()
set(current "${CMAKE_MATCH_1}")
if(NOT out MATCHES "\"hp\":5,\"id\":\"skel1\",\"maxHp\":26")
  message(FATAL_ERROR "skel1 is not at 5 of 26:\n${out}")
endif()

# A second run (a reopened campaign) resumes the encounter and ends the current creature's turn: 5 HP stay.
file(WRITE "${WORK}/turn.json" "{\"steps\": [{\"type\": \"endTurn\", \"creature\": \"${current}\"}]}")
run_table("${WORK}/turn.json" 0 out)
if(NOT out MATCHES "\"type\":\"resumed\"")
  message(FATAL_ERROR "the running encounter was not resumed:\n${out}")
endif()
if(NOT out MATCHES "\"hp\":5,\"id\":\"skel1\",\"maxHp\":26" OR out MATCHES "\"current\":\"${current}\"")
  message(FATAL_ERROR "after the turn skel1 must still have 5 HP and the turn must have passed:\n${out}")
endif()
string(REGEX MATCH "\"events\":([0-9]+),\"phase\"" summary "${out}")
set(events "${CMAKE_MATCH_1}")

# Undo the turn and the hit points: back to 26.
file(WRITE "${WORK}/undo.json" "{\"steps\": [{\"type\": \"undo\"}, {\"type\": \"undo\"}]}")
run_table("${WORK}/undo.json" 0 out)
if(NOT out MATCHES "\"hp\":26,\"id\":\"skel1\"")
  message(FATAL_ERROR "undo did not restore skel1's 26 HP:\n${out}")
endif()
string(REGEX MATCH "\"events\":([0-9]+),\"phase\"" summary "${out}")
set(events "${CMAKE_MATCH_1}")

# A malformed step exits 2 naming the step and field, and nothing runs (the stored log keeps its length).
file(WRITE "${WORK}/bad.json" "{\"steps\": [{\"type\": \"setHitPoints\", \"target\": \"skel1\", \"hp\": 5},
  {\"type\": \"setHitPoints\", \"target\": \"skel1\", \"hp\": \"lots\"}]}")
run_table("${WORK}/bad.json" 2 out)
if(NOT out MATCHES "bad.json: steps\\[1\\]\\.hp")
  message(FATAL_ERROR "the malformed step is not named:\n${out}")
endif()
file(WRITE "${WORK}/nothing.json" "{\"steps\": []}")
run_table("${WORK}/nothing.json" 0 out)
if(NOT out MATCHES "\"events\":${events},\"phase\"" OR NOT out MATCHES "\"hp\":26,\"id\":\"skel1\"")
  message(FATAL_ERROR "the malformed script changed the campaign (expected ${events} events):\n${out}")
endif()
# A step the rules refuse exits 1 and says why.
file(WRITE "${WORK}/refused.json" "{\"steps\": [{\"type\": \"setHitPoints\", \"target\": \"skel1\", \"hp\": 99}]}")
run_table("${WORK}/refused.json" 1 out)
if(NOT out MATCHES "99 hit points is more than Skeleton")
  message(FATAL_ERROR "the refusal does not say why:\n${out}")
endif()
# Map edits are steps of the same session: a square painted, a token hidden, blocking terrain refused where a
# creature stands, a combatant's token not moved on the map while its encounter runs; the map in the file follows
# each committed step (campaign export shows it).
file(WRITE "${WORK}/map.json" "{\"steps\": [
  {\"type\": \"map.paintTerrain\", \"squares\": [{\"x\": 4, \"y\": 1, \"terrain\": \"difficult\"}]},
  {\"type\": \"map.setHidden\", \"creature\": \"archer\", \"hidden\": true},
  {\"type\": \"map.paintAmbient\", \"squares\": [{\"x\": 20, \"y\": 12, \"level\": \"dark\"}]},
  {\"type\": \"map.setLights\", \"lights\": [{\"kind\": \"torch\", \"at\": {\"x\": 19, \"y\": 12}}]},
  {\"type\": \"map.setVision\", \"vision\": true},
  {\"type\": \"map.paintTerrain\", \"squares\": [{\"x\": 11, \"y\": 9, \"terrain\": \"blocking\"}]},
  {\"type\": \"map.moveCreature\", \"creature\": \"aldric\", \"to\": {\"x\": 5, \"y\": 1}}
]}")
run_table("${WORK}/map.json" 1 out)
if(NOT out MATCHES "\"type\":\"map.paintTerrain\"" OR NOT out MATCHES "\"step\":1,\"type\":\"committed\""
   OR NOT out MATCHES "\"step\":4,\"type\":\"committed\"" OR NOT out MATCHES "\"type\":\"map.setLights\""
   OR NOT out MATCHES "cannot make square \\(11, 9\\) blocking: Ash Ogre stands there"
   OR NOT out MATCHES "Aldric is in the running encounter: move it with the encounter's commands")
  message(FATAL_ERROR "map edits did not run as steps, or the blocked square was not refused with its reason:\n${out}")
endif()
execute_process(COMMAND "${COMMAND}" campaign export "${campaign}" map crypt-entrance "${WORK}/after-map.json"
                RESULT_VARIABLE status)
file(READ "${WORK}/after-map.json" exported)
if(NOT status EQUAL 0 OR NOT exported MATCHES "\"#\\.\\.\\.~")
  message(FATAL_ERROR "the painted square is not in the campaign file:\n${exported}")
endif()
execute_process(COMMAND "${COMMAND}" campaign check "${campaign}" OUTPUT_VARIABLE check RESULT_VARIABLE status)
if(NOT status EQUAL 0 OR NOT check MATCHES "\"integrity\":\"ok\"")
  message(FATAL_ERROR "campaign check failed:\n${check}")
endif()
# Lights burn down (a torch's hour, Orcus "Adventuring Gear") and a secret door is found: map edits as steps; a
# door that is no door and a burn of 0 minutes are refused, naming the field.
file(WRITE "${WORK}/lights.json" "{\"steps\": [
  {\"type\": \"map.setLights\", \"lights\": [{\"kind\": \"torch\", \"at\": {\"x\": 19, \"y\": 12}}]},
  {\"type\": \"map.burnLights\", \"minutes\": 45},
  {\"type\": \"map.setSecretDoor\", \"x\": 15, \"y\": 5, \"side\": \"W\", \"secret\": true},
  {\"type\": \"map.setSecretDoor\", \"x\": 14, \"y\": 5, \"side\": \"E\", \"secret\": false},
  {\"type\": \"map.setSecretDoor\", \"x\": 2, \"y\": 2, \"side\": \"N\", \"secret\": true}
]}")
run_table("${WORK}/lights.json" 1 out)
if(NOT out MATCHES "\"minutes\":45,\"seq\":[0-9]+,\"step\":1,\"type\":\"map.burnLights\"" OR NOT out MATCHES "\"step\":3,\"type\":\"committed\""
   OR NOT out MATCHES "\"secret\":false,\"seq\":[0-9]+,\"side\":\"E\",\"step\":3,\"type\":\"map.setSecretDoor\""
   OR NOT out MATCHES "the N edge of square \\(2, 2\\) is no door")
  message(FATAL_ERROR "lights did not burn, or the secret door steps did not run as expected:\n${out}")
endif()
execute_process(COMMAND "${COMMAND}" campaign export "${campaign}" map crypt-entrance "${WORK}/after-lights.json"
                RESULT_VARIABLE status)
file(READ "${WORK}/after-lights.json" exported)
if(NOT status EQUAL 0 OR NOT exported MATCHES "\"minutesLeft\": 15")
  message(FATAL_ERROR "the torch's 15 minutes left are not in the campaign file:\n${exported}")
endif()
file(WRITE "${WORK}/burn0.json" "{\"steps\": [{\"type\": \"map.burnLights\", \"minutes\": 0}]}")
run_table("${WORK}/burn0.json" 2 out)
if(NOT out MATCHES "burn0.json: steps\\[0\\]\\.minutes")
  message(FATAL_ERROR "the bad minutes are not named:\n${out}")
endif()
# The explored squares set as a step, then reset (the game master's "Reset explored squares"): the campaign file
# has them, then none; a run off the map is refused, naming the field.
file(WRITE "${WORK}/explored.json" "{\"steps\": [
  {\"type\": \"map.setExplored\", \"explored\": [[0, 0, 3], [2, 1, 2]]}
]}")
run_table("${WORK}/explored.json" 0 out)
if(NOT out MATCHES "\"explored\":\\[\\[0,0,3\\],\\[2,1,2\\]\\][^\n]*\"step\":0,\"type\":\"map.setExplored\"")
  message(FATAL_ERROR "the explored squares were not set as a step:\n${out}")
endif()
execute_process(COMMAND "${COMMAND}" campaign export "${campaign}" map crypt-entrance "${WORK}/after-explored.json"
                RESULT_VARIABLE status)
file(READ "${WORK}/after-explored.json" exported)
string(REGEX REPLACE "[ \n]" "" exported "${exported}")
if(NOT status EQUAL 0 OR NOT exported MATCHES "\"explored\":\\[\\[0,0,3\\],\\[2,1,2\\]\\]")
  message(FATAL_ERROR "the explored squares are not in the campaign file:\n${exported}")
endif()
file(WRITE "${WORK}/reset.json" "{\"steps\": [{\"type\": \"map.setExplored\"}]}")
run_table("${WORK}/reset.json" 0 out)
execute_process(COMMAND "${COMMAND}" campaign export "${campaign}" map crypt-entrance "${WORK}/after-reset.json"
                RESULT_VARIABLE status)
file(READ "${WORK}/after-reset.json" exported)
if(NOT status EQUAL 0 OR exported MATCHES "\"explored\"")
  message(FATAL_ERROR "reset explored left explored squares in the campaign file:\n${exported}")
endif()
file(WRITE "${WORK}/explored-off.json" "{\"steps\": [{\"type\": \"map.setExplored\", \"explored\": [[0, 0, 999]]}]}")
run_table("${WORK}/explored-off.json" 2 out)
if(NOT out MATCHES "explored-off.json: steps\\[0\\]\\.explored\\[0\\]")
  message(FATAL_ERROR "the run off the map is not named:\n${out}")
endif()
# The reveal and hide brushes as steps: the campaign file keeps the marks; an unknown mark is refused by name.
file(WRITE "${WORK}/fog.json" "{\"steps\": [
  {\"type\": \"map.paintFog\", \"squares\": [{\"x\": 3, \"y\": 2, \"fog\": \"revealed\"}, {\"x\": 4, \"y\": 2, \"fog\": \"revealed\"}]},
  {\"type\": \"map.paintFog\", \"squares\": [{\"x\": 0, \"y\": 0, \"fog\": \"concealed\"}]}
]}")
run_table("${WORK}/fog.json" 0 out)
execute_process(COMMAND "${COMMAND}" campaign export "${campaign}" map crypt-entrance "${WORK}/after-fog.json"
                RESULT_VARIABLE status)
file(READ "${WORK}/after-fog.json" exported)
string(REGEX REPLACE "[ \n]" "" exported "${exported}")
if(NOT status EQUAL 0 OR NOT exported MATCHES "\"concealed\":\\[\\[0,0,1\\]\\]"
   OR NOT exported MATCHES "\"revealed\":\\[\\[3,2,2\\]\\]")
  message(FATAL_ERROR "the fog marks are not in the campaign file:\n${exported}")
endif()
file(WRITE "${WORK}/fog-bad.json" "{\"steps\": [{\"type\": \"map.paintFog\", \"squares\": [{\"x\": 1, \"y\": 1, \"fog\": \"grey\"}]}]}")
run_table("${WORK}/fog-bad.json" 2 out)
if(NOT out MATCHES "fog-bad.json: steps\\[0\\]\\.squares\\[0\\]\\.fog")
  message(FATAL_ERROR "the unknown fog mark is not named:\n${out}")
endif()
# The rectangle and room shapes: the room is flooded on the map as the steps before left it (the new walls),
# with the rock round it.
file(WRITE "${WORK}/fog-shapes.json" "{\"steps\": [
  {\"type\": \"map.paintFog\", \"rectangle\": [0, 0, 4, 2], \"fog\": \"none\"},
  {\"type\": \"map.setEdges\", \"edges\": [{\"x\": 2, \"y\": 1, \"side\": \"E\", \"feature\": \"wall\"},
    {\"x\": 2, \"y\": 2, \"side\": \"E\", \"feature\": \"wall\"}, {\"x\": 1, \"y\": 2, \"side\": \"S\", \"feature\": \"wall\"},
    {\"x\": 2, \"y\": 2, \"side\": \"S\", \"feature\": \"wall\"}]},
  {\"type\": \"map.paintFog\", \"room\": [1, 1], \"fog\": \"revealed\"},
  {\"type\": \"map.paintFog\", \"rectangle\": [4, 3, 3, 3], \"fog\": \"concealed\"}
]}")
run_table("${WORK}/fog-shapes.json" 0 out)
execute_process(COMMAND "${COMMAND}" campaign export "${campaign}" map crypt-entrance "${WORK}/after-shapes.json"
                RESULT_VARIABLE status)
file(READ "${WORK}/after-shapes.json" exported)
string(REGEX REPLACE "[ \n]" "" exported "${exported}")
if(NOT status EQUAL 0 OR NOT exported MATCHES "\"revealed\":\\[\\[1,0,2\\],\\[0,1,3\\],\\[0,2,3\\]\\]"
   OR NOT exported MATCHES "\"concealed\":\\[\\[3,3,2\\]\\]")
  message(FATAL_ERROR "the rectangle and the room are not the marks in the campaign file:\n${exported}")
endif()
file(WRITE "${WORK}/fog-room-bad.json" "{\"steps\": [{\"type\": \"map.paintFog\", \"room\": [1], \"fog\": \"revealed\"}]}")
run_table("${WORK}/fog-room-bad.json" 2 out)
if(NOT out MATCHES "fog-room-bad.json: steps\\[0\\]\\.room: expected \\[x, y\\]")
  message(FATAL_ERROR "the malformed room is not named:\n${out}")
endif()
execute_process(COMMAND "${COMMAND}" table --help RESULT_VARIABLE status OUTPUT_VARIABLE out)
if(NOT status EQUAL 0 OR NOT out MATCHES "usage: battlemat-cli table CAMPAIGN")
  message(FATAL_ERROR "table --help must print its help on stdout and exit 0:\n${out}")
endif()
