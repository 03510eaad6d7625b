# Every reader of battlemat-cli against what is not a readable file of its kind (issue 23): a FIFO (with a timeout,
# so that a reader waiting on it fails this test instead of hanging it), a device, a folder, a file over its kind's
# limit, an empty log. Each must exit 2 at once with a message naming the file and what is wrong.
# Arguments: -DCOMMAND=battlemat-cli -DDATA=tests/cli/data -DHEROES=resources/heroes -DWORK=scratch directory
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}/folder.json")
set(fifo "${WORK}/pipe.json")
execute_process(COMMAND mkfifo "${fifo}" RESULT_VARIABLE made)
if(NOT made EQUAL 0)
  message(FATAL_ERROR "mkfifo failed: ${made}")
endif()

set(failures "")
# expect(EXIT STDERR-regex ARGS...)
function(expect expect_exit expect_err)
  execute_process(COMMAND "${COMMAND}" ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err
                  TIMEOUT 20)
  if(NOT "${status}" STREQUAL "${expect_exit}" OR NOT "${err}" MATCHES "${expect_err}")
    set(failures "${failures}\n${ARGN}\n  exit ${status} (expected ${expect_exit})\n  stderr: ${err}\n  expected: ${expect_err}"
        PARENT_SCOPE)
  endif()
endfunction()

set(is_fifo "pipe.json: is a FIFO \\(named pipe\\), not a regular file")
set(is_device "/dev/zero: is a character device, not a regular file")
set(is_folder "folder.json: is a folder, not a file")

# JSON files named on the command line.
expect(2 "${is_fifo}" check "${fifo}")
expect(2 "${is_device}" check /dev/zero)
expect(2 "${is_folder}" check "${WORK}/folder.json")
expect(2 "${is_fifo}" sheet "${fifo}")
expect(2 "${is_device}" sheet /dev/zero)
expect(2 "${is_fifo}" regions "${fifo}")
expect(2 "${is_fifo}" play "${fifo}" --script "${DATA}/encounter/skirmish-script.json")
expect(2 "${is_fifo}" play "${DATA}/encounter/skirmish.json" --script "${fifo}")
expect(2 "${is_device}" play "${DATA}/encounter/skirmish.json" --script /dev/zero)
expect(2 "${is_fifo}" mastery play "${fifo}" --script "${DATA}/mastery-script.json")
expect(2 "${is_fifo}" mastery play "${DATA}/mastery-encounter.json" --script "${fifo}")
expect(2 "${is_fifo}" campaign create "${WORK}/new.battlemat" --from "${fifo}")
if(EXISTS "${WORK}/new.battlemat")
  set(failures "${failures}\ncampaign create --from a FIFO left ${WORK}/new.battlemat behind")
endif()

# Files named inside other files: an encounter's "map", a stat block's "heroSheet", a mastery encounter's "mapFile".
file(WRITE "${WORK}/map-is-fifo.json" "{\"map\": \"pipe.json\", \"creatures\": []}")
expect(2 "${is_fifo}" play "${WORK}/map-is-fifo.json" --script "${DATA}/encounter/skirmish-script.json")
file(READ "${DATA}/encounter/hero-sheet-skirmish.json" hero_encounter)
string(REGEX REPLACE "\"heroSheet\": \"[^\"]*\"" "\"heroSheet\": \"pipe.json\"" hero_encounter "${hero_encounter}")
file(WRITE "${WORK}/hero-sheet-is-fifo.json" "${hero_encounter}")
expect(2 "${is_fifo}" play "${WORK}/hero-sheet-is-fifo.json" --script "${DATA}/encounter/hero-sheet-script.json")
file(READ "${DATA}/mastery-encounter.json" mastery_encounter)
string(REPLACE "\"mapFile\": \"cellar-regions.json\"" "\"mapFile\": \"pipe.json\"" mastery_encounter "${mastery_encounter}")
file(WRITE "${WORK}/mastery-map-is-fifo.json" "${mastery_encounter}")
expect(2 "${is_fifo}" mastery play "${WORK}/mastery-map-is-fifo.json" --script "${DATA}/mastery-script.json")

# Logs: line by line, an empty one is no log.
expect(2 "${is_fifo}" replay "${fifo}")
expect(2 "${is_device}" replay /dev/zero)
expect(2 "${is_folder}" replay "${WORK}/folder.json")
file(WRITE "${WORK}/empty.jsonl" "")
expect(2 "empty.jsonl: the log is empty" replay "${WORK}/empty.jsonl")

# Campaign files and imports.
expect(2 "${is_fifo}" campaign info "${fifo}")
expect(2 "${is_device}" campaign info /dev/zero)
expect(2 "${is_folder}" campaign info "${WORK}/folder.json")
execute_process(COMMAND "${COMMAND}" campaign create "${WORK}/c.battlemat" RESULT_VARIABLE created OUTPUT_QUIET)
expect(2 "${is_fifo}" campaign import "${WORK}/c.battlemat" "${fifo}")
execute_process(COMMAND mkfifo "${WORK}/c.battlemat.lock")
expect(2 "c.battlemat: its lock file .*c.battlemat.lock is a FIFO \\(named pipe\\), not a regular file"
       campaign info "${WORK}/c.battlemat")
file(REMOVE "${WORK}/c.battlemat.lock")
file(CREATE_LINK "${fifo}" "${WORK}/pipe.uvtt" SYMBOLIC)
expect(2 "pipe.uvtt: is a FIFO \\(named pipe\\), not a regular file" campaign import "${WORK}/c.battlemat" "${WORK}/pipe.uvtt")
expect(2 "/dev/zero: is a character device" campaign import "${WORK}/c.battlemat" /dev/zero)

# Over the limit: sparse files, so the test costs no disk; the reader stops after the limit plus one byte.
foreach(case "big.json;67108865;check;larger than 64 MiB, the limit for a JSON file"
             "big.uvtt;33554433;campaign import ${WORK}/c.battlemat;larger than 32 MiB, the limit for a Universal VTT file"
             "big-exchange.json;33554433;campaign import ${WORK}/c.battlemat;larger than 32 MiB, the limit for an exchange file"
             "long-line.jsonl;33554435;replay;long-line.jsonl:1: the line is longer than 32 MiB")
  list(GET case 0 name)
  list(GET case 1 size)
  list(GET case 2 command)
  list(GET case 3 message)
  execute_process(COMMAND truncate -s ${size} "${WORK}/${name}")
  separate_arguments(command)
  expect(2 "${message}" ${command} "${WORK}/${name}")
  file(REMOVE "${WORK}/${name}")
endforeach()

# Output files: a folder named as the PDF or the log.
expect(2 "folder.json: cannot write: is a folder; name a file to write"
       sheet "${HEROES}/brannoc-vell.json" --pdf "${WORK}/folder.json")
expect(2 "folder.json: cannot write: is a folder"
       play "${DATA}/encounter/skirmish.json" --script "${DATA}/encounter/skirmish-script.json" --log "${WORK}/folder.json")
expect(2 "no-such-folder/x.battlemat: cannot create the campaign: the folder .*no-such-folder does not exist"
       campaign create "${WORK}/no-such-folder/x.battlemat")

# Standard output redirected onto a full device: the results did not arrive, so the exit status says so.
execute_process(COMMAND "${COMMAND}" odds 2d6 OUTPUT_FILE /dev/full ERROR_VARIABLE err RESULT_VARIABLE status TIMEOUT 20)
if(NOT status EQUAL 2 OR NOT err MATCHES "cannot write the results to the standard output: No space left on device")
  set(failures "${failures}\nodds 2d6 > /dev/full: exit ${status}, stderr: ${err}")
endif()

if(NOT failures STREQUAL "")
  message(FATAL_ERROR "${failures}")
endif()
