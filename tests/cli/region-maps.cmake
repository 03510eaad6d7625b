# Region maps in a campaign file: the sample's barrow is listed, a region map is created from an exported one, a
# table script draws, links, undoes and is refused with the reason; bad input exits 2 saying what and where, and
# changes nothing. Arguments: -DCOMMAND=battlemat-cli -DSOURCE=project source dir -DWORK=scratch directory
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(campaign "${WORK}/crypt.battlemat")

function(run expect_exit out_var)
  execute_process(COMMAND "${COMMAND}" ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL ${expect_exit})
    message(FATAL_ERROR "${ARGN} exited ${status}, expected ${expect_exit}:\n${out}\n${err}")
  endif()
  set(${out_var} "${out}${err}" PARENT_SCOPE)
endfunction()

run(0 out campaign create "${campaign}" --from "${SOURCE}/resources/sample-campaign/campaign.json")
run(0 out region list "${campaign}")
if(NOT out MATCHES "\"id\":\"barrow\"" OR NOT out MATCHES "\"regions\":5" OR NOT out MATCHES "\"links\":2")
  message(FATAL_ERROR "the sample's barrow is not listed with 5 regions and 2 links:\n${out}")
endif()

# Exported, it reads as a region map file; created again from it under another id.
run(0 out region export "${campaign}" barrow "${WORK}/barrow.json")
run(0 out regions "${WORK}/barrow.json" --range gate crypt)
if(NOT out MATCHES "\"range\":2")
  message(FATAL_ERROR "gate to crypt through the hall is not range 2:\n${out}")
endif()
run(0 out region create "${campaign}" "Second barrow" --id barrow2 --from "${WORK}/barrow.json")
if(NOT out MATCHES "\"created\":\"barrow2\"")
  message(FATAL_ERROR "barrow2 not created:\n${out}")
endif()

# Bad input: exit 2 with what and where; the campaign keeps its two region maps.
run(2 out region create "${campaign}" "Cellar" --from "${SOURCE}/tests/cli/data/cellar-regions.json")
if(NOT out MATCHES "cellar-regions.json: a door between 'pantry' and 'corridor' must lie on their shared border")
  message(FATAL_ERROR "a door off the shared border was not refused with the reason:\n${out}")
endif()
run(2 out region create "${campaign}" "Again" --id barrow2)
if(NOT out MATCHES "--id: the campaign has a region map 'barrow2' already")
  message(FATAL_ERROR "a taken id was not refused:\n${out}")
endif()
run(2 out region export "${campaign}" nowhere "${WORK}/x.json")
if(NOT out MATCHES "no region map 'nowhere'")
  message(FATAL_ERROR "an unknown id was not refused:\n${out}")
endif()
run(2 out region frobnicate "${campaign}")
run(0 out region list "${campaign}")
string(REGEX MATCHALL "\"id\":" ids "${out}")
list(LENGTH ids count)
if(NOT count EQUAL 2)
  message(FATAL_ERROR "expected 2 region maps after the refusals:\n${out}")
endif()

# Table steps: a blank map, two rooms, a door, an overlapping room refused, undo of the door.
file(WRITE "${WORK}/draw.json" "{\"steps\": [
  {\"type\": \"region.createMap\", \"name\": \"Temple\"},
  {\"type\": \"region.add\", \"map\": \"temple\", \"region\": {\"name\": \"Nave\", \"polygon\": [[0,0],[100,0],[100,100],[0,100]]}},
  {\"type\": \"region.add\", \"map\": \"temple\", \"region\": {\"name\": \"Apse\", \"polygon\": [[100,0],[200,0],[200,100],[100,100]]}},
  {\"type\": \"region.link\", \"map\": \"temple\", \"between\": [\"r1\", \"r2\"], \"kind\": \"door\"},
  {\"type\": \"region.add\", \"map\": \"temple\", \"region\": {\"name\": \"Pool\", \"polygon\": [[50,50],[150,50],[150,150],[50,150]]}},
  {\"type\": \"undo\"}
]}")
run(1 out table "${campaign}" --script "${WORK}/draw.json")
if(NOT out MATCHES "region 'Pool' overlaps region 'Nave'")
  message(FATAL_ERROR "the overlapping room was not refused with the reason:\n${out}")
endif()
run(0 out region list "${campaign}")
if(NOT out MATCHES "\"adjacency\":{\"r1\":\\[\"r2\"\\],\"r2\":\\[\"r1\"\\]},\"id\":\"temple\",\"links\":0,\"name\":\"Temple\",\"regions\":2")
  message(FATAL_ERROR "the temple does not hold two adjacent rooms without the undone door:\n${out}")
endif()

# A malformed step exits 2 naming the step and field, and nothing runs.
file(WRITE "${WORK}/bad.json" "{\"steps\": [{\"type\": \"region.link\", \"map\": \"temple\", \"between\": [\"r1\"], \"kind\": \"door\"}]}")
run(2 out table "${campaign}" --script "${WORK}/bad.json")
if(NOT out MATCHES "bad.json: steps\\[0\\].between: expected two region ids")
  message(FATAL_ERROR "the malformed step was not named:\n${out}")
endif()

# A picture under a region map: its bytes are kept in the campaign and travel in the export (base64 "image"); a
# file that is not a picture is refused naming it, and the map keeps its picture.
file(COPY "${SOURCE}/packaging/battlemat-48.png" DESTINATION "${WORK}")
file(WRITE "${WORK}/not-a-picture.png" "plain text")
file(WRITE "${WORK}/picture.json" "{\"steps\": [
  {\"type\": \"region.setBackground\", \"map\": \"temple\", \"background\": \"${WORK}/battlemat-48.png\"}
]}")
run(0 out table "${campaign}" --script "${WORK}/picture.json")
file(REMOVE "${WORK}/battlemat-48.png")
run(0 out region export "${campaign}" temple "${WORK}/temple.json")
file(READ "${WORK}/temple.json" exported)
if(NOT exported MATCHES "\"background\": \"battlemat-48.png\"" OR NOT exported MATCHES "\"image\": \"iVBORw0KGgo")
  message(FATAL_ERROR "the export does not carry the picture's bytes:\n${exported}")
endif()
file(WRITE "${WORK}/bad-picture.json" "{\"steps\": [
  {\"type\": \"region.setBackground\", \"map\": \"temple\", \"background\": \"${WORK}/not-a-picture.png\"}
]}")
run(2 out table "${campaign}" --script "${WORK}/bad-picture.json")
if(NOT out MATCHES "bad-picture.json: steps\\[0\\].background: not-a-picture.png is not a PNG, JPEG or WebP picture")
  message(FATAL_ERROR "a file that is not a picture was not refused with its name:\n${out}")
endif()
run(0 out region export "${campaign}" temple "${WORK}/temple-after.json")
file(READ "${WORK}/temple-after.json" after)
if(NOT after STREQUAL exported)
  message(FATAL_ERROR "the refused picture changed the region map")
endif()
# Created again from the export, the copy has the picture too.
run(0 out region create "${campaign}" "Temple copy" --id temple2 --from "${WORK}/temple.json")
run(0 out region export "${campaign}" temple2 "${WORK}/temple2.json")
file(READ "${WORK}/temple2.json" copied)
if(NOT copied MATCHES "\"image\": \"iVBORw0KGgo")
  message(FATAL_ERROR "the copy lost the picture:\n${copied}")
endif()
