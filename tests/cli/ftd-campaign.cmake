# battlemat-cli ftd sheets|drop|treasure --campaign: Five Torches Deep sheets stored in the campaign (docs/cli.md "ftd",
# docs/five-torches-deep.md "Sheets in the campaign"): a file imported, listed, a bad file refused with nothing
# written, a fight that picks the stored sheet up for the token of that id, items dropped, treasure shared out
# (1d20 gp per HD; XP from gold and magic items), printed, removed. Arguments: -DCOMMAND -DSOURCE -DWORK
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(campaign "${WORK}/ftd.battlemat")
set(data "${SOURCE}/tests/engine/data/fivetorches")
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

# Not yet the campaign's ruleset: refused, saying how to choose it.
run(2 out ftd sheets --campaign "${campaign}")
if(NOT out MATCHES "does not play by Five Torches Deep")
  message(FATAL_ERROR "a campaign under Orcus must be refused:\n${out}")
endif()
file(WRITE "${WORK}/rules.json" "{\"steps\": [{\"type\": \"rules.set\", \"ruleset\": \"fiveTorchesDeep\",
  \"settings\": {\"fiveTorchesDeep\": {\"seed\": 3}}}]}")
run(0 out table "${campaign}" --script "${WORK}/rules.json")

# Ada's file imported as the sheet of the token "aldric"; the goblin under its own name.
run(0 out ftd sheets --campaign "${campaign}" --import "${data}/ada.json" --id aldric)
if(NOT out MATCHES "\"created\":true,\"id\":\"aldric\",\"kind\":\"character\",\"name\":\"Ada Thorn\"")
  message(FATAL_ERROR "the import did not save Ada's sheet:\n${out}")
endif()
run(0 out ftd sheets --campaign "${campaign}" --import "${data}/goblin.json")
# A bad file is refused naming it and the field; nothing is stored.
file(WRITE "${WORK}/bad.json" "{\"format\": \"battlemat-ftd-monster\", \"version\": 1, \"name\": \"Blob\", \"hd\": 1}")
run(2 out ftd sheets --campaign "${campaign}" --import "${WORK}/bad.json")
if(NOT out MATCHES "bad.json: armorClass: missing")
  message(FATAL_ERROR "a bad sheet must be refused naming the field:\n${out}")
endif()
run(0 out ftd sheets --campaign "${campaign}")
if(NOT out MATCHES "\"id\":\"aldric\"[^\n]*\"loads\":12,[^\n]*\"speedFeet\":20" OR NOT out MATCHES "\"id\":\"goblin-scout\"")
  message(FATAL_ERROR "the list must show both stored sheets with Ada's 12 loads and 20 ft:\n${out}")
endif()
if(out MATCHES "Blob")
  message(FATAL_ERROR "the refused sheet was stored:\n${out}")
endif()

# A fight picks the stored sheet up for the token whose id it has: Ada's DEX 14, 11 of 18 HP, AC 14.
file(WRITE "${WORK}/fight.json" "{\"steps\": [{\"type\": \"fiveTorchesDeep.startFight\", \"combatants\": [
  {\"id\": \"aldric\"}, {\"id\": \"skel1\", \"hitDice\": 2, \"maxHitPoints\": 6}]},
  {\"type\": \"fiveTorchesDeep.hazard\", \"pc\": \"skel1\", \"modifier\": 0, \"dc\": 30, \"damage\": \"2d6\",
   \"faces\": [5, 6, 6]}]}")
run(0 out table "${campaign}" --script "${WORK}/fight.json")
if(NOT out MATCHES "\"order\":\\[\"aldric\",\"skel1\"\\]")
  message(FATAL_ERROR "the fight did not start:\n${out}")
endif()

# Treasure from the fight: the 2 HD skeleton's loot 20 + 5, 10 gp more, a magic item of 100 gp: 135 XP to Ada.
run(0 out ftd treasure --campaign "${campaign}" --from-fight --gold 10 --magic 100 --to aldric --faces 20,5)
if(NOT out MATCHES "\"gold\":35,[^\n]*\"lootGold\":25,[^\n]*\"xp\":135")
  message(FATAL_ERROR "the treasure must be 25 gp of loot, 35 gp, 135 XP:\n${out}")
endif()
run(0 out ftd sheets --campaign "${campaign}")
if(NOT out MATCHES "\"coins\":635,[^\n]*\"xp\":135")
  message(FATAL_ERROR "Ada's sheet must hold the 35 gp and 135 XP:\n${out}")
endif()

# An arduous return's loads: the GM drops the crystal skull and a ration.
run(0 out ftd drop --campaign "${campaign}" --sheet aldric --item "crystal skull" --item ration:1)
run(2 out ftd drop --campaign "${campaign}" --sheet aldric --item lute)
if(NOT out MATCHES "Ada Thorn carries no lute")
  message(FATAL_ERROR "dropping what is not carried must be refused:\n${out}")
endif()
run(0 out ftd sheets --campaign "${campaign}")
if(NOT out MATCHES "\"loads\":10,")
  message(FATAL_ERROR "two loads fewer after the drop:\n${out}")
endif()

find_program(PDFTOTEXT pdftotext)
run(0 out ftd sheets --campaign "${campaign}" --pdf "${WORK}/sheets.pdf")
if(NOT out MATCHES "\"characters\":1,\"monsters\":1")
  message(FATAL_ERROR "both stored sheets must be printed:\n${out}")
endif()
if(PDFTOTEXT)
  execute_process(COMMAND "${PDFTOTEXT}" -layout "${WORK}/sheets.pdf" - OUTPUT_VARIABLE text)
  foreach(expected "Ada Thorn" "Coins: 635" "Goblin scout")
    if(NOT text MATCHES "${expected}")
      message(FATAL_ERROR "the printed sheets lack '${expected}':\n${text}")
    endif()
  endforeach()
endif()
run(0 out ftd sheets --campaign "${campaign}" --remove goblin-scout)
run(0 out ftd sheets --campaign "${campaign}")
if(out MATCHES "goblin-scout")
  message(FATAL_ERROR "the removed sheet is still listed:\n${out}")
endif()
# The map's light per square: three squares of the top row painted dark and one dim; the rest of the crypt is
# bright, so the fight's light (well lit) holds there.
file(WRITE "${WORK}/light.json" "{\"steps\": [
  {\"type\": \"map.paintAmbient\", \"squares\": [{\"x\": 0, \"y\": 0, \"level\": \"dark\"},
    {\"x\": 1, \"y\": 0, \"level\": \"dark\"}, {\"x\": 2, \"y\": 0, \"level\": \"dark\"},
    {\"x\": 3, \"y\": 0, \"level\": \"dim\"}]}]}")
run(0 out table "${campaign}" --script "${WORK}/light.json")
run(0 out ftd light --campaign "${campaign}")
if(NOT out MATCHES "\"rows\":\\[\"DDDdw")
  message(FATAL_ERROR "the top row must read DDDdw from the painted squares:\n${out}")
endif()
run(0 out ftd treasure --help)
if(NOT out MATCHES "ftd treasure --campaign")
  message(FATAL_ERROR "ftd treasure --help must print its usage:\n${out}")
endif()
