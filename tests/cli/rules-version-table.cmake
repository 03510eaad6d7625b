# The campaign's rules version (../shared/rules/README.md, "Rules versions") on the table session (battlemat-cli
# table): a rules.set step with the Orcus setting "rulesVersion" makes the heroes of the next encounter fight with
# Orcus 1.0's basic attack damage (Brannoc, level 5, Str +4, longsword: 1d8 + 4 instead of 2d8 + 9); the setting is
# kept in the campaign file, so a later script starts its encounter under it too; an unknown version is refused
# naming the field, and nothing is written.
# Arguments: -DCOMMAND=battlemat-cli -DSOURCE=project source dir -DWORK=scratch directory
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(campaign "${WORK}/crypt.battlemat")
execute_process(COMMAND "${COMMAND}" campaign create "${campaign}" --from "${SOURCE}/resources/sample-campaign/campaign.json"
                RESULT_VARIABLE status ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "campaign create failed: ${err}")
endif()

function(run_table script expect_exit out_var)
  execute_process(COMMAND "${COMMAND}" table "${campaign}" --script "${script}" --seed 5
                  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL ${expect_exit})
    message(FATAL_ERROR "table ${script} exited ${status}, expected ${expect_exit}:\n${out}\n${err}")
  endif()
  set(${out_var} "${out}${err}" PARENT_SCOPE)
endfunction()

function(expect out regex what)
  if(NOT out MATCHES "${regex}")
    message(FATAL_ERROR "${what}:\n${out}")
  endif()
endfunction()

set(blocks "${SOURCE}/resources/sample-campaign/crypt-encounter.json")
file(WRITE "${WORK}/wrong.json" "{\"steps\": [
  {\"type\": \"rules.set\", \"settings\": {\"orcus\": {\"rulesVersion\": \"4e\"}}}
]}")
run_table("${WORK}/wrong.json" 2 out)
expect("${out}" "steps\\[0\\].settings.orcus.rulesVersion: '4e' is not one of v0.1, 1.0" "an unknown version must be refused")

file(WRITE "${WORK}/choose.json" "{\"steps\": [
  {\"type\": \"rules.set\", \"settings\": {\"orcus\": {\"rulesVersion\": \"1.0\"}}},
  {\"type\": \"startEncounter\", \"statBlocks\": \"${blocks}\"},
  {\"type\": \"endEncounter\"}
]}")
run_table("${WORK}/choose.json" 0 out)
expect("${out}" "\"damage\":\"1d8\\+4\",\"id\":\"longsword\"" "Brannoc's longsword must deal 1d8+4 under Orcus 1.0")

file(WRITE "${WORK}/again.json" "{\"steps\": [
  {\"type\": \"startEncounter\", \"statBlocks\": \"${blocks}\"}
]}")
run_table("${WORK}/again.json" 0 out)
expect("${out}" "\"damage\":\"1d8\\+4\",\"id\":\"longsword\"" "the rules version must be kept in the campaign file")

# `play --campaign` and `simulate --campaign` turn hero files into blocks under the campaign's rules version (1.0
# here) unless --rules-version says otherwise.
set(skirmish "${SOURCE}/tests/cli/data/encounter/hero-sheet-skirmish.json")
set(script "${SOURCE}/tests/cli/data/encounter/hero-sheet-script.json")
execute_process(COMMAND "${COMMAND}" play "${skirmish}" --script "${script}" --campaign "${campaign}"
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "play --campaign exited ${status}:\n${out}\n${err}")
endif()
expect("${out}" "\"damage\":\"1d8\\+4\",\"id\":\"longsword\"" "play --campaign must use the campaign's rules version")
execute_process(COMMAND "${COMMAND}" play "${skirmish}" --script "${script}" --campaign "${campaign}"
                        --encounter-id again --rules-version v0.1
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "play --campaign --rules-version exited ${status}:\n${out}\n${err}")
endif()
expect("${out}" "\"damage\":\"2d8\\+9\",\"id\":\"longsword\"" "--rules-version must win over the campaign's")
