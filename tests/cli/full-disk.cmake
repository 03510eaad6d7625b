# Writes onto a full or read-only file system (issue 23): a 2 MiB tmpfs, filled. Every output (export, PDF, log) and
# every campaign commit must fail with exit 2 and the reason, and leave the previous file as it was; opening a
# campaign there says the disk is full or read-only, not "in use". Needs mount (CI runs as root): without it the
# test prints "SKIPPED:" with the reason, which ctest reports as skipped, never as passed.
# Arguments: -DCOMMAND=battlemat-cli -DDATA=tests/cli/data -DHEROES=resources/heroes -DSAMPLE=campaign.json -DWORK=dir
set(disk "${WORK}/disk")
execute_process(COMMAND umount "${disk}" OUTPUT_QUIET ERROR_QUIET)
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${disk}")
execute_process(COMMAND mount -t tmpfs -o size=2m tmpfs "${disk}" RESULT_VARIABLE mounted ERROR_VARIABLE why)
if(NOT mounted EQUAL 0)
  message("SKIPPED: cannot mount a 2 MiB tmpfs to fill (${mounted}: ${why}); run as root to test full-disk writes")
  return()
endif()

set(failures "")
function(expect expect_exit expect_err)
  execute_process(COMMAND "${COMMAND}" ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err
                  TIMEOUT 60)
  if(NOT "${status}" STREQUAL "${expect_exit}" OR NOT "${err}" MATCHES "${expect_err}")
    set(failures "${failures}\n${ARGN}\n  exit ${status} (expected ${expect_exit})\n  stderr: ${err}\n  expected: ${expect_err}"
        PARENT_SCOPE)
  endif()
  set(last_out "${out}" PARENT_SCOPE)
endfunction()
function(expect_unchanged name content)
  file(READ "${disk}/${name}" now)
  if(NOT now STREQUAL content)
    set(failures "${failures}\n${name} changed: '${now}'" PARENT_SCOPE)
  endif()
endfunction()
function(digest file variable)
  execute_process(COMMAND "${COMMAND}" campaign info "${file}" OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 60)
  string(REGEX MATCH "\"digest\":\"[0-9a-f]+\"" found "${out}")
  if(found STREQUAL "")
    set(failures "${failures}\ncampaign info ${file} gave no digest: ${out} ${err}" PARENT_SCOPE)
  endif()
  set(${variable} "${found}" PARENT_SCOPE)
endfunction()

# The campaign to export from lives off the small disk; the one to commit into on it.
execute_process(COMMAND "${COMMAND}" campaign create "${WORK}/source.battlemat" --from "${SAMPLE}" OUTPUT_QUIET)
execute_process(COMMAND "${COMMAND}" campaign create "${disk}/table.battlemat" OUTPUT_QUIET)
foreach(name export.json party.pdf fight.jsonl)
  file(WRITE "${disk}/${name}" "the previous ${name}")
endforeach()
execute_process(COMMAND dd if=/dev/zero "of=${disk}/filler" bs=64k OUTPUT_QUIET ERROR_QUIET)

expect(2 "export.json: cannot write: .*No space left on device"
       campaign export "${WORK}/source.battlemat" map crypt-entrance "${disk}/export.json")
expect_unchanged(export.json "the previous export.json")
expect(2 "party.pdf: cannot write: .*No space left on device"
       sheet "${HEROES}/brannoc-vell.json" --pdf "${disk}/party.pdf")
expect_unchanged(party.pdf "the previous party.pdf")
expect(2 "fight.jsonl: cannot write: .*No space left on device"
       play "${DATA}/encounter/skirmish.json" --script "${DATA}/encounter/skirmish-script.json" --log "${disk}/fight.jsonl")
expect_unchanged(fight.jsonl "the previous fight.jsonl")
expect(2 "table.battlemat: cannot open it: the disk holding .* is full" campaign info "${disk}/table.battlemat")
expect(2 "table.battlemat: cannot open it: the disk holding .* is full"
       play "${DATA}/encounter/skirmish.json" --script "${DATA}/encounter/skirmish-script.json"
       --campaign "${disk}/table.battlemat")

# Room for the lock and the journal, not for a 1.5 MiB step: the step fails whole and the campaign is unchanged.
execute_process(COMMAND truncate -s -384K "${disk}/filler")
digest("${disk}/table.battlemat" before)
string(REPEAT "x" 1572864 big)
file(WRITE "${WORK}/script.json" "{\"format\": \"battlemat-campaign-script\", \"version\": 1, \"steps\": [
  {\"op\": \"add-encounter\", \"id\": \"ambush\", \"encounter\": {\"name\": \"Ambush\", \"note\": \"${big}\"}}]}")
expect(2 "script.json: steps\\[0\\]: .*table.battlemat: .*the disk is full" campaign script "${disk}/table.battlemat" "${WORK}/script.json")
digest("${disk}/table.battlemat" after)
if(NOT before STREQUAL after)
  set(failures "${failures}\nthe failed step changed the campaign: ${before} -> ${after}")
endif()

# Read-only: opening says so, creating says so.
file(REMOVE "${disk}/filler")
execute_process(COMMAND mount -o remount,ro "${disk}")
expect(2 "table.battlemat: cannot open it for writing: the folder .* is on a read-only file system"
       campaign info "${disk}/table.battlemat")
expect(2 "new.battlemat: cannot create the campaign: the folder .* is on a read-only file system"
       campaign create "${disk}/new.battlemat")

execute_process(COMMAND umount "${disk}")
if(NOT failures STREQUAL "")
  message(FATAL_ERROR "${failures}")
endif()
