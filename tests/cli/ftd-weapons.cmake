# battlemat-cli ftd weapons --campaign and the attack step's "weapon": a stored Five Torches Deep character's weapons
# (docs/five-torches-deep.md "Weapons", docs/cli.md "ftd"): listed with what each attack adds up to ("PC Attacks":
# melee STR, ranged DEX, proficiency; "Dealing Damage": the dice + the modifier), added, a bad one refused with its
# place and nothing stored, one removed; a fight's attack with the shortbow rolls its dice; a weapon the sheet lacks
# is refused; `grid MAP.json vision --campaign` sees by the campaign's Five Torches Deep light.
# Arguments: -DCOMMAND -DSOURCE -DWORK
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

file(WRITE "${WORK}/rules.json" "{\"steps\": [{\"type\": \"rules.set\", \"ruleset\": \"fiveTorchesDeep\",
  \"settings\": {\"fiveTorchesDeep\": {\"seed\": 3}}}]}")
run(0 out table "${campaign}" --script "${WORK}/rules.json")
# Ada Thorn (STR 10, DEX 14, proficiency +2 at level 3) as the sheet of the token "aldric".
run(0 out ftd sheets --campaign "${campaign}" --import "${data}/ada.json" --id aldric)

# No weapons yet: nothing listed. Two added: the longsword +2 (STR +0, proficiency), 1d8; the shortbow +4, 1d6+2.
run(0 out ftd weapons --campaign "${campaign}" --sheet aldric)
if(NOT out STREQUAL "")
  message(FATAL_ERROR "a sheet without weapons lists none:\n${out}")
endif()
run(0 out ftd weapons --campaign "${campaign}" --sheet aldric --add Longsword:1d8 --add Shortbow:1d6:80
    --add Club:1d4:untrained)
if(NOT out MATCHES "\"type\":\"fiveTorchesDeep.sheetSaved\"")
  message(FATAL_ERROR "adding weapons is a saveSheet step:\n${out}")
endif()
run(0 out ftd weapons --campaign "${campaign}" --sheet aldric)
if(NOT out MATCHES "\"bonus\":2,\"damage\":\"1d8\",\"name\":\"Longsword\",\"rangeFeet\":0,\"ranged\":false"
   OR NOT out MATCHES "\"bonus\":4,\"damage\":\"1d6\\+2\",\"name\":\"Shortbow\",\"rangeFeet\":80,\"ranged\":true"
   OR NOT out MATCHES "\"bonus\":0,\"damage\":\"1d4\",\"name\":\"Club\"")
  message(FATAL_ERROR "the weapons' attacks must be Longsword +2 1d8, Shortbow +4 1d6+2 80 ft, Club +0:\n${out}")
endif()
run(0 out ftd sheets --campaign "${campaign}")
if(NOT out MATCHES "\"weapons\":\\[\"Longsword \\+2, 1d8, close\",\"Shortbow \\+4, 1d6\\+2, 80 ft\"")
  message(FATAL_ERROR "the sheet list must name the weapons:\n${out}")
endif()

# Bad input: a range off the grid (the place named, nothing stored), a second longsword, a malformed option, a
# weapon to remove that is not there, a monster's sheet.
run(2 out ftd weapons --campaign "${campaign}" --sheet aldric --add Bow:1d6:82)
if(NOT out MATCHES "weapons\\[3\\]\\.rangeFeet: 82 is not in steps of 5 ft")
  message(FATAL_ERROR "a range off the grid must be refused with its place:\n${out}")
endif()
run(2 out ftd weapons --campaign "${campaign}" --sheet aldric --add longsword:2d6)
if(NOT out MATCHES "'longsword' is already a weapon of this sheet")
  message(FATAL_ERROR "a second weapon of a name must be refused:\n${out}")
endif()
run(2 out ftd weapons --campaign "${campaign}" --sheet aldric --add Bow)
if(NOT out MATCHES "--add: 'Bow' is not NAME:DICE")
  message(FATAL_ERROR "a malformed --add must be refused:\n${out}")
endif()
run(2 out ftd weapons --campaign "${campaign}" --sheet aldric --remove Pike)
if(NOT out MATCHES "--remove: Ada Thorn has no weapon 'Pike'")
  message(FATAL_ERROR "removing a weapon not carried must be refused:\n${out}")
endif()
run(0 out ftd weapons --campaign "${campaign}" --sheet aldric)
if(out MATCHES "Bow\"" OR NOT out MATCHES "Club")
  message(FATAL_ERROR "a refused edit must store nothing:\n${out}")
endif()
run(0 out ftd weapons --campaign "${campaign}" --sheet aldric --remove club)
run(0 out ftd weapons --campaign "${campaign}" --sheet aldric)
if(out MATCHES "Club")
  message(FATAL_ERROR "the club must be gone:\n${out}")
endif()

# The fight: Aldric (Ada's sheet) shoots the skeleton with the shortbow: +4, 1d6+2, the weapon named in the event.
file(WRITE "${WORK}/fight.json" "{\"steps\": [{\"type\": \"fiveTorchesDeep.startFight\", \"combatants\": [
  {\"id\": \"aldric\"}, {\"id\": \"skel1\", \"dexterity\": 8, \"armorClass\": 5, \"maxHitPoints\": 30}]},
  {\"type\": \"fiveTorchesDeep.attack\", \"attacker\": \"aldric\", \"target\": \"skel1\", \"weapon\": \"Shortbow\"}]}")
run(0 out table "${campaign}" --script "${WORK}/fight.json")
if(NOT out MATCHES "\"bonus\":4,[^\n]*\"damage\":\"1d6\\+2\",[^\n]*\"ranged\":true,[^\n]*\"weapon\":\"Shortbow\"")
  message(FATAL_ERROR "the attack must roll the shortbow's +4 and 1d6+2:\n${out}")
endif()
file(WRITE "${WORK}/pike.json" "{\"steps\": [{\"type\": \"fiveTorchesDeep.nextTurn\"}, {\"type\": \"fiveTorchesDeep.nextTurn\"},
  {\"type\": \"fiveTorchesDeep.attack\", \"attacker\": \"aldric\", \"target\": \"skel1\", \"weapon\": \"Pike\"}]}")
# (a script whose step is refused exits 1, docs/cli.md "table"; the fighter has its token's name)
run(1 out table "${campaign}" --script "${WORK}/pike.json")
if(NOT out MATCHES "Aldric has no weapon 'Pike' \\(Longsword, Shortbow\\)")
  message(FATAL_ERROR "a weapon the sheet lacks must be refused naming those it has:\n${out}")
endif()

# The campaign's ruleset lights a map file as the players' window does: the torch's 30 ft of dim light.
run(0 out grid "${SOURCE}/tests/cli/data/ftd-torch-room.json" vision --campaign "${campaign}")
if(NOT out MATCHES "\"creatures_seen\":\\[\"hero\",\"goblin\"\\],\"ruleset\":\"fiveTorchesDeep\"")
  message(FATAL_ERROR "vision under the campaign's Five Torches Deep must see the goblin 30 ft off:\n${out}")
endif()
run(2 out grid "${SOURCE}/tests/cli/data/ftd-torch-room.json" vision --campaign "${campaign}" --ruleset orcus)
if(NOT out MATCHES "give --campaign")
  message(FATAL_ERROR "--campaign with --ruleset must be refused:\n${out}")
endif()
