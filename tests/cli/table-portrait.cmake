# battlemat-cli table: a token's portrait from a picture file (map.setPortrait with "file", docs/cli.md): cropped
# round and scaled down to 256 x 256, stored in the creature's document (campaign export shows it), undone by the
# next step; a file that is no picture exits 2 naming the step's field and writes nothing.
# Arguments: -DCOMMAND=battlemat-cli -DSOURCE=project source dir -DWORK=scratch directory
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(campaign "${WORK}/crypt.battlemat")
execute_process(COMMAND "${COMMAND}" campaign create "${campaign}" --from "${SOURCE}/resources/sample-campaign/campaign.json"
                RESULT_VARIABLE status ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "campaign create failed: ${err}")
endif()
file(COPY "${SOURCE}/tests/cli/data/portrait-knight.png" DESTINATION "${WORK}")

function(run_table script expect_exit out_var)
  execute_process(COMMAND "${COMMAND}" table "${campaign}" --script "${script}"
                  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL ${expect_exit})
    message(FATAL_ERROR "table ${script} exited ${status}, expected ${expect_exit}:\n${out}\n${err}")
  endif()
  set(${out_var} "${out}${err}" PARENT_SCOPE)
endfunction()
function(exported out_var)
  execute_process(COMMAND "${COMMAND}" campaign export "${campaign}" map crypt-entrance "${WORK}/map.json"
                  RESULT_VARIABLE status ERROR_VARIABLE err)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "campaign export failed: ${err}")
  endif()
  file(READ "${WORK}/map.json" text)
  set(${out_var} "${text}" PARENT_SCOPE)
endfunction()

# A 400 x 300 picture (relative to the script) becomes a 256 x 256 PNG: the base64 of its header says so.
file(WRITE "${WORK}/portrait.json" "{\"steps\": [
  {\"type\": \"map.setPortrait\", \"creature\": \"aldric\", \"file\": \"portrait-knight.png\"}]}")
run_table("${WORK}/portrait.json" 0 out)
if(NOT out MATCHES "\"type\":\"map.setPortrait\"")
  message(FATAL_ERROR "no portrait step logged:\n${out}")
endif()
exported(map)
if(NOT map MATCHES "\"id\": *\"aldric\"" OR NOT map MATCHES "\"portrait\": *\"iVBORw0KGgoAAAANSUhEUgAAAQAAAAEA")
  message(FATAL_ERROR "aldric has no 256 x 256 PNG portrait in the campaign:\n${map}")
endif()

# Undone by the next run (the reopened table's history): the portrait is gone from the file.
file(WRITE "${WORK}/undo.json" "{\"steps\": [{\"type\": \"undo\"}]}")
run_table("${WORK}/undo.json" 0 out)
exported(map)
if(map MATCHES "\"portrait\"")
  message(FATAL_ERROR "the undone portrait is still in the campaign:\n${map}")
endif()
set(before "${map}")

# Not a picture, and no such file: exit 2 naming the step's field and why; nothing is written.
file(WRITE "${WORK}/junk.png" "this is no picture")
file(WRITE "${WORK}/bad.json" "{\"steps\": [
  {\"type\": \"map.setHidden\", \"creature\": \"aldric\", \"hidden\": true},
  {\"type\": \"map.setPortrait\", \"creature\": \"aldric\", \"file\": \"junk.png\"}]}")
run_table("${WORK}/bad.json" 2 out)
if(NOT out MATCHES "bad.json: steps\\[1\\]\\.file: .*junk.png is not a picture Battlemat can read")
  message(FATAL_ERROR "the bad picture is not named:\n${out}")
endif()
file(WRITE "${WORK}/missing.json" "{\"steps\": [
  {\"type\": \"map.setPortrait\", \"creature\": \"aldric\", \"file\": \"nowhere.png\"}]}")
run_table("${WORK}/missing.json" 2 out)
if(NOT out MATCHES "steps\\[0\\]\\.file: .*nowhere.png: no such file")
  message(FATAL_ERROR "the missing picture is not named:\n${out}")
endif()
exported(map)
if(NOT map STREQUAL before)
  message(FATAL_ERROR "a refused script changed the campaign:\n${map}")
endif()
