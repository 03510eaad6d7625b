# battlemat-cli table: reinforcements, a library monster joining the running fight (`addMonster`, the encounter's
# `addCreature`; docs/cli.md "table", docs/encounter.md). The small hunting spider (29 HP, initiative +3) given 20
# joins after the skeletons' 22 and before Brannoc's 19; one on Aldric's square and an unknown monster are refused
# saying what and where; a second spider is "Small Hunting Spider 2" beside its side, and undo takes it back. The
# campaign file keeps the first: the next run resumes the fight with it.
# Arguments: -DCOMMAND=battlemat-cli -DSOURCE=project source dir -DWORK=scratch directory
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(sample "${SOURCE}/resources/sample-campaign")
execute_process(COMMAND "${COMMAND}" campaign create "${WORK}/fight.battlemat" --from "${sample}/campaign.json"
                RESULT_VARIABLE status ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "campaign create failed: ${err}")
endif()

file(WRITE "${WORK}/steps.json" "{\"steps\": [
  {\"type\": \"startEncounter\", \"statBlocks\": \"${sample}/crypt-encounter.json\"},
  {\"type\": \"addMonster\", \"monster\": \"small-hunting-spider\", \"initiative\": 20},
  {\"type\": \"addMonster\", \"monster\": \"small-hunting-spider\", \"x\": 2, \"y\": 2},
  {\"type\": \"addMonster\", \"monster\": \"no-such-monster\"},
  {\"type\": \"addMonster\", \"monster\": \"small-hunting-spider\"},
  {\"type\": \"undo\"}]}")
execute_process(COMMAND "${COMMAND}" table "${WORK}/fight.battlemat" --script "${WORK}/steps.json" --seed 42
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 1)
  message(FATAL_ERROR "table exited ${status}, expected 1 for the refused steps:\n${out}\n${err}")
endif()
if(NOT out MATCHES "\"creature\":\"small-hunting-spider\",\"hp\":29,\"initiative\":20,\"maxHp\":29,\"name\":\"Small Hunting Spider\",\"order\":"
   OR NOT out MATCHES "\"members\":\\[\"skel1\",\"skel2\"\\],\"roll\":19,\"total\":22},{\"bonus\":3,\"members\":\\[\"small-hunting-spider\"\\],\"roll\":17,\"total\":20},{\"bonus\":2,\"members\":\\[\"brannoc\"\\]")
  message(FATAL_ERROR "the spider must join with 29 HP at 20, after the skeletons (22), before Brannoc (19):\n${out}")
endif()
if(NOT out MATCHES "\"message\":\"Small Hunting Spider 2 cannot stand at 2, 2: square 2,2 is occupied by hostile aldric\"")
  message(FATAL_ERROR "a spider on Aldric's square must be refused:\n${out}")
endif()
if(NOT out MATCHES "\"message\":\"[^\"]*steps.json: steps\\[3\\].monster: the monster library has no monster 'no-such-monster'\"")
  message(FATAL_ERROR "an unknown monster must be refused naming the step:\n${out}")
endif()
if(NOT out MATCHES "\"creature\":\"small-hunting-spider-2\",\"hp\":29,\"initiative\":[0-9]+,\"maxHp\":29,\"name\":\"Small Hunting Spider 2\"")
  message(FATAL_ERROR "the second spider must join as Small Hunting Spider 2:\n${out}")
endif()
if(NOT out MATCHES "\"type\":\"undone\"")
  message(FATAL_ERROR "undo must take the second spider back:\n${out}")
endif()

file(WRITE "${WORK}/none.json" "{\"steps\": []}")
execute_process(COMMAND "${COMMAND}" table "${WORK}/fight.battlemat" --script "${WORK}/none.json"
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0 OR NOT out MATCHES "\"type\":\"resumed\"")
  message(FATAL_ERROR "the fight must resume:\n${out}\n${err}")
endif()
if(NOT out MATCHES "{\"hp\":29,\"id\":\"small-hunting-spider\",\"maxHp\":29,\"x\":[0-9]+,\"y\":[0-9]+}"
   OR out MATCHES "small-hunting-spider-2")
  message(FATAL_ERROR "the resumed fight must hold the first spider and not the undone second:\n${out}")
endif()

# Fading by library id: the spider becomes the book's Vermin Swarm (the Spider Swarm variant's block), its 29 HP
# carried over (the swarm's maximum is higher), and a creature that is not in the fight is refused by name.
file(WRITE "${WORK}/form.json" "{\"steps\": [
  {\"type\": \"damage\", \"target\": \"small-hunting-spider\", \"amount\": 9},
  {\"type\": \"changeForm\", \"creature\": \"small-hunting-spider\", \"monster\": \"vermin-swarm\"},
  {\"type\": \"changeForm\", \"creature\": \"nobody\", \"monster\": \"vermin-swarm\"}]}")
execute_process(COMMAND "${COMMAND}" table "${WORK}/fight.battlemat" --script "${WORK}/form.json"
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 1)
  message(FATAL_ERROR "table exited ${status}, expected 1 for the refused step:\n${out}\n${err}")
endif()
if(NOT out MATCHES "\"by\":\"game master\",\"creature\":\"small-hunting-spider\",\"from\":\"small hunting spider\",\"hp\":20,\"hpBefore\":20,\"maxHp\":[0-9]+,[^\n]*\"to\":\"vermin swarm\",\"type\":\"formChanged\"")
  message(FATAL_ERROR "the spider must become the vermin swarm with its 20 HP:\n${out}")
endif()
if(NOT out MATCHES "\"message\":\"no creature 'nobody'\"")
  message(FATAL_ERROR "a creature not in the fight must be refused:\n${out}")
endif()

