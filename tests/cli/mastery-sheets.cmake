# battlemat-cli mastery-sheet (issue #22, docs/cli.md "mastery-sheet"): the campaign's mastery characters and monster
# groups made from a file as session steps, listed with their defaults (../shared/rules/README.md: 3 AP, MP = rank),
# printed to a PDF whose text names them, bad input refused naming the field with nothing written.
# Arguments: -DCOMMAND -DSOURCE -DWORK
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(campaign "${WORK}/sheets.battlemat")
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

file(WRITE "${WORK}/sheets.json" "{\"groups\": [{\"id\": \"wolves\", \"name\": \"Wolf pack\", \"ref\": \"D8\"}],
 \"sheets\": [
  {\"id\": \"kara\", \"name\": \"Kara\", \"side\": \"heroes\", \"rank\": 3, \"health\": 5,
   \"dice\": {\"ref\": \"D10\", \"attack\": \"D8\", \"defense\": \"D6\", \"climbing\": \"D12\"}},
  {\"id\": \"w1\", \"name\": \"Grey wolf\", \"side\": \"monsters\", \"group\": \"wolves\", \"rank\": 2,
   \"dice\": {\"ref\": \"D6\", \"attack\": \"D6\", \"defense\": \"D4\"}},
  {\"id\": \"w2\", \"name\": \"Black wolf\", \"side\": \"monsters\", \"group\": \"wolves\",
   \"dice\": {\"ref\": \"D6\", \"attack\": \"D8\", \"defense\": \"D4\"}}]}")

# Under Orcus there are no mastery sheets: refused, saying how to choose the rules.
run(2 out mastery-sheet create "${campaign}" "${WORK}/sheets.json")
if(NOT out MATCHES "does not play by the mastery rules")
  message(FATAL_ERROR "sheets were made under Orcus:\n${out}")
endif()
file(WRITE "${WORK}/rules.json" "{\"steps\": [{\"type\": \"rules.set\", \"ruleset\": \"mastery\"}]}")
run(0 out table "${campaign}" --script "${WORK}/rules.json")

run(0 out mastery-sheet create "${campaign}" "${WORK}/sheets.json")
if(NOT out MATCHES "\"created\":true,\"id\":\"w2\",\"seq\":[0-9]+,\"type\":\"sheetSaved\"")
  message(FATAL_ERROR "the sheets were not saved:\n${out}")
endif()
run(0 out mastery-sheet list "${campaign}")
# MP = rank and 3 AP per turn unless a sheet says otherwise; the pack pools rank 2 + rank 1.
if(NOT out MATCHES "\"group\":\"wolves\",\"mpPool\":3,\"name\":\"Wolf pack\",\"ref\":\"D8\"")
  message(FATAL_ERROR "the wolf pack's pool is not 3:\n${out}")
endif()
if(NOT out MATCHES "\"ap\":3,\"dice\":{\"attack\":\"D8\",\"climbing\":\"D12\",\"defense\":\"D6\",\"ref\":\"D10\"},\"health\":5,\"id\":\"kara\",\"mp\":3,")
  message(FATAL_ERROR "kara's sheet is not listed with its defaults:\n${out}")
endif()

# A bad die is refused naming the entry and the field; the roster is as it was.
file(WRITE "${WORK}/bad.json" "{\"sheets\": [{\"id\": \"ok\", \"side\": \"heroes\", \"dice\": {\"ref\": \"D8\"}},
  {\"id\": \"odd\", \"side\": \"heroes\", \"dice\": {\"ref\": \"D7\"}}]}")
run(2 out mastery-sheet create "${campaign}" "${WORK}/bad.json")
if(NOT out MATCHES "bad.json: entry\\[1\\].sheet.dice.ref: d7 is not on the die ladder")
  message(FATAL_ERROR "the bad die was not named:\n${out}")
endif()
run(0 listed mastery-sheet list "${campaign}")
if(listed MATCHES "\"id\":\"ok\"")
  message(FATAL_ERROR "a refused file wrote a sheet:\n${listed}")
endif()
run(2 out mastery-sheet remove "${campaign}" wolves)
if(NOT out MATCHES "'w1' is still in the group 'wolves'")
  message(FATAL_ERROR "a group with members was removed:\n${out}")
endif()
run(2 out mastery-sheet print "${campaign}" --pdf "${WORK}/x.pdf" nobody)
if(NOT out MATCHES "ID: the campaign has no mastery sheet 'nobody'" OR EXISTS "${WORK}/x.pdf")
  message(FATAL_ERROR "printing an unknown sheet was not refused cleanly:\n${out}")
endif()

run(0 out mastery-sheet print "${campaign}" --pdf "${WORK}/sheets.pdf" kara w1)
if(NOT out MATCHES "\"sheets\":2")
  message(FATAL_ERROR "two sheets were not printed:\n${out}")
endif()
find_program(PDFTOTEXT pdftotext)
if(PDFTOTEXT)
  execute_process(COMMAND "${PDFTOTEXT}" "${WORK}/sheets.pdf" - OUTPUT_VARIABLE text RESULT_VARIABLE status)
  if(NOT status EQUAL 0 OR NOT text MATCHES "Kara" OR NOT text MATCHES "D12" OR NOT text MATCHES "Wolf pack")
    message(FATAL_ERROR "the PDF does not show Kara's D12 and the wolf pack:\n${text}")
  endif()
endif()
run(0 out mastery-sheet remove "${campaign}" kara)
run(0 listed mastery-sheet list "${campaign}")
if(listed MATCHES "\"id\":\"kara\"")
  message(FATAL_ERROR "kara was not removed:\n${listed}")
endif()
