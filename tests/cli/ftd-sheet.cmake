# battlemat-cli ftd sheet: a Five Torches Deep character and a monster printed one page each (docs/cli.md "ftd");
# the PDF's text carries the engine's derived numbers: Ada's 12 loads (10 in items, 600 coins are 2) over her STR 10
# leave 20 ft and disadvantage on all checks; the goblin's loot is 1d20 gp for its 1 HD.
# Arguments: -DCOMMAND -DSOURCE -DWORK
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(data "${SOURCE}/tests/engine/data/fivetorches")
execute_process(COMMAND "${COMMAND}" ftd sheet "${data}/ada.json" "${data}/goblin.json" --pdf "${WORK}/sheets.pdf"
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0 OR NOT out MATCHES "\"characters\":1,\"monsters\":1,\"paper\":\"a4\"")
  message(FATAL_ERROR "ftd sheet --pdf failed (${status}):\n${out}\n${err}")
endif()
find_program(PDFTOTEXT pdftotext)
if(PDFTOTEXT)
  execute_process(COMMAND "${PDFTOTEXT}" -layout "${WORK}/sheets.pdf" - OUTPUT_VARIABLE text RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "pdftotext could not read the sheets")
  endif()
  foreach(expected "Ada Thorn" "Loads 12 of 10 \\(the STR score\\): 2 over, -10 ft, disadvantage on all checks"
                   "20 ft" "Coins: 600" "Goblin scout" "Loot carried: 1d20 gp" "1d6\\+1")
    if(NOT text MATCHES "${expected}")
      message(FATAL_ERROR "the sheets lack '${expected}':\n${text}")
    endif()
  endforeach()
endif()
# A bad file writes no PDF at all.
file(WRITE "${WORK}/bad.json" "{\"format\": \"battlemat-ftd-monster\", \"version\": 1, \"name\": \"Blob\", \"hd\": 1}")
execute_process(COMMAND "${COMMAND}" ftd sheet "${data}/ada.json" "${WORK}/bad.json" --pdf "${WORK}/none.pdf"
                RESULT_VARIABLE status ERROR_VARIABLE err)
if(NOT status EQUAL 2 OR NOT err MATCHES "bad.json: armorClass: missing" OR EXISTS "${WORK}/none.pdf")
  message(FATAL_ERROR "a monster without AC was not refused whole (${status}):\n${err}")
endif()
