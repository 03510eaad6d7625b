# battlemat-cli campaign, a whole session in one campaign file: create from the sample, import a Universal VTT map,
# list, export, re-import the export, check; then bad inputs, each of which must leave the campaign unchanged.
# Arguments: -DCOMMAND=battlemat-cli -DDATA=tests/cli/data -DSAMPLE=campaign.json -DWORK=scratch directory
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(campaign "${WORK}/session.battlemat")

# run(EXIT status STDOUT regex|"" STDERR regex|"" ARGS...)
function(run expect_exit expect_out expect_err)
  execute_process(COMMAND "${COMMAND}" campaign ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT "${status}" STREQUAL "${expect_exit}" OR (NOT "${expect_out}" STREQUAL "" AND NOT "${out}" MATCHES "${expect_out}")
     OR (NOT "${expect_err}" STREQUAL "" AND NOT "${err}" MATCHES "${expect_err}"))
    message(FATAL_ERROR "campaign ${ARGN}\nexit ${status} (expected ${expect_exit})\nstdout: ${out}\nstderr: ${err}\n"
                        "expected stdout: ${expect_out}\nexpected stderr: ${expect_err}")
  endif()
  set(last_out "${out}" PARENT_SCOPE)
endfunction()

run(0 "\"created\":.*\"maps\":1.*\"name\":\"The Ash King's Crypt\"" "" create "${campaign}" --from "${SAMPLE}")
run(2 "" "session.battlemat: already exists" create "${campaign}")
run(0 "\"blockedSquares\":3,\"doors\":1.*\"id\":\"room-with-door-and-pillar\",\"imported\":\"map\",\"lightsIgnored\":1,\"walls\":33,\"width\":8"
    "" import "${campaign}" "${DATA}/room-with-door-and-pillar.dd2vtt")
run(0 "\"id\":\"crypt-entrance\",\"kind\":\"map\".*\"id\":\"room-with-door-and-pillar\",\"kind\":\"map\"" "" list "${campaign}" map)
run(0 "\"exported\":\"map\"" "" export "${campaign}" map room-with-door-and-pillar "${WORK}/room.json")
run(0 "\"id\":\"shared-room\",\"imported\":\"map\"" "" import "${campaign}" "${WORK}/room.json" --id shared-room)
# Three heroes, three maps and the barrow's region map.
run(0 "\"documents\":7.*\"integrity\":\"ok\"" "" check "${campaign}")
run(0 "\"characters\":3.*\"maps\":3" "" info "${campaign}")
string(REGEX MATCH "\"digest\":\"[0-9a-f]+\"" digest_before "${last_out}")

# Bad input: each names the file and the problem; the campaign's digest does not move.
run(2 "" "wall-outside-map.uvtt: line_of_sight\\[0\\]\\[1\\]: the point \\(41, 3\\) lies outside the 8 x 6 map"
    import "${campaign}" "${DATA}/wall-outside-map.uvtt")
run(2 "" "truncated-room.dd2vtt: line 1, column 301: invalid JSON" import "${campaign}" "${DATA}/truncated-room.dd2vtt")
run(2 "" "small-map.json: format: missing" import "${campaign}" "${DATA}/small-map.json")
file(WRITE "${WORK}/newer.json" "{\"format\": \"battlemat-map\", \"version\": 2, \"map\": {\"terrain\": [\"..\"]}}")
run(2 "" "newer.json: version: version 2 was written by a newer Battlemat" import "${campaign}" "${WORK}/newer.json")
run(2 "" "room.json: not imported: .*session.battlemat: the campaign already has a map 'shared-room'" import "${campaign}" "${WORK}/room.json" --id shared-room)
run(2 "" "small-map.json: not a Battlemat campaign \\(it is not an SQLite database\\)" info "${DATA}/small-map.json")
run(2 "" "the campaign has no monster 'nobody'" export "${campaign}" monster nobody "${WORK}/nobody.json")
run(0 "" "" info "${campaign}")
string(REGEX MATCH "\"digest\":\"[0-9a-f]+\"" digest_after "${last_out}")
if(NOT digest_before STREQUAL digest_after)
  message(FATAL_ERROR "bad input changed the campaign: ${digest_before} -> ${digest_after}")
endif()

# A scripted edit is committed and reported step by step.
file(WRITE "${WORK}/script.json" "{\"format\": \"battlemat-campaign-script\", \"version\": 1, \"steps\": [
  {\"op\": \"set-edge\", \"map\": \"crypt-entrance\", \"x\": 3, \"y\": 3, \"side\": \"N\", \"edge\": \"locked\"},
  {\"op\": \"add-encounter\", \"id\": \"ambush\", \"encounter\": {\"name\": \"Ambush\", \"map\": \"crypt-entrance\"}},
  {\"op\": \"append-events\", \"encounter\": \"ambush\", \"events\": [{\"seq\": 1, \"type\": \"roll\", \"dice\": [14]}]},
  {\"op\": \"append-events\", \"encounter\": \"ambush\", \"events\": [{\"seq\": 3, \"type\": \"roll\"}]}]}")
run(2 "\\{\"committed\":1,\"op\":\"set-edge\"\\}\n\\{\"committed\":2,\"op\":\"add-encounter\"\\}\n\\{\"committed\":3,\"op\":\"append-events\"\\}\n$"
    "script.json: steps\\[3\\]: .*session.battlemat: encounter .ambush.: events\\[0\\].seq: is 3 but the log expects 2" script "${campaign}" "${WORK}/script.json")
run(0 "\"encounters\":1,\"events\":1.*\"lastScriptStep\":3" "" info "${campaign}")
run(0 "\"exported\":\"encounter\"" "" export "${campaign}" encounter ambush "${WORK}/ambush.json")
file(READ "${WORK}/ambush.json" ambush)
if(NOT ambush MATCHES "\"format\": \"battlemat-encounter\"" OR NOT ambush MATCHES "\"battleMap\"")
  message(FATAL_ERROR "the exported encounter lacks its format or its map:\n${ambush}")
endif()
