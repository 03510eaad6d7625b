# battlemat-cli table: the attack rules of issue 15's symptoms, through the campaign's table session as the window
# issues them. A power is refused out of reach (what the targeting label offers, the roll accepts); off-guard gives
# +2 only to an attacker that can see the target (Orcus "Off-guard"); a flanker's ranged attack gets the +2 too
# (Orcus "Flanking"). Arguments: -DCOMMAND=battlemat-cli -DSOURCE=project source dir -DWORK=scratch directory
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(sample "${SOURCE}/resources/sample-campaign")

function(new_campaign name)
  execute_process(COMMAND "${COMMAND}" campaign create "${WORK}/${name}.battlemat" --from "${sample}/campaign.json"
                  RESULT_VARIABLE status ERROR_VARIABLE err)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "campaign create failed: ${err}")
  endif()
endfunction()

# With --seed 42 Sefra (3,1) acts first; the skeletons stand across the room.
function(run_table name steps expect_exit out_var)
  file(WRITE "${WORK}/${name}-steps.json" "{\"steps\": [${steps}]}")
  execute_process(COMMAND "${COMMAND}" table "${WORK}/${name}.battlemat" --script "${WORK}/${name}-steps.json" --seed 42
                  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL ${expect_exit})
    message(FATAL_ERROR "table ${name} exited ${status}, expected ${expect_exit}:\n${out}\n${err}")
  endif()
  set(${out_var} "${out}" PARENT_SCOPE)
endfunction()
set(start "{\"type\": \"startEncounter\", \"statBlocks\": \"${sample}/crypt-encounter.json\"}")

# Out of reach: refused with the reach and the distance, nothing rolled.
new_campaign(reach)
run_table(reach "${start}" 0 out)
if(NOT out MATCHES "\"current\":\"sefra\"")
  message(FATAL_ERROR "with seed 42 Sefra must act first:\n${out}")
endif()
run_table(reach "{\"type\": \"attack\", \"creature\": \"sefra\", \"power\": \"crushing-blow\", \"targets\": [\"skel2\"]}"
          1 out)
if(NOT out MATCHES "skel2 is out of range: 7 squares away, crushing-blow reaches 1" OR out MATCHES "\"type\":\"attack\",")
  message(FATAL_ERROR "the out-of-reach attack was not refused with its reason:\n${out}")
endif()

# Off-guard needs sight: +2 while Sefra sees the off-guard skeleton; blinded, no +2 (and total concealment -5).
new_campaign(sight)
run_table(sight "${start},
  {\"type\": \"place\", \"creature\": \"skel2\", \"x\": 4, \"y\": 1},
  {\"type\": \"applyEffect\", \"target\": \"skel2\", \"effect\": {\"condition\": \"off-guard\", \"duration\": \"encounter\"}},
  {\"type\": \"attack\", \"creature\": \"sefra\", \"power\": \"crushing-blow\", \"targets\": [\"skel2\"]},
  {\"type\": \"undo\"},
  {\"type\": \"applyEffect\", \"target\": \"sefra\", \"effect\": {\"condition\": \"blinded\", \"duration\": \"encounter\"}},
  {\"type\": \"attack\", \"creature\": \"sefra\", \"power\": \"crushing-blow\", \"targets\": [\"skel2\"]}" 0 out)
string(REGEX MATCHALL "\"attacker\":\"sefra\"[^\n]*\"modifiers\":{[^}]*}" rolls "${out}")
list(LENGTH rolls count)
if(NOT count EQUAL 2)
  message(FATAL_ERROR "expected two attacks by Sefra:\n${out}")
endif()
list(GET rolls 0 seeing)
list(GET rolls 1 blinded)
if(NOT seeing MATCHES "\"modifiers\":{\"offGuard\":2}")
  message(FATAL_ERROR "seeing the off-guard skeleton, Sefra must get +2: ${seeing}")
endif()
if(blinded MATCHES "offGuard" OR NOT blinded MATCHES "\"totalConcealment\":-5")
  message(FATAL_ERROR "blinded, Sefra gets no off-guard +2 (and -5 for total concealment): ${blinded}")
endif()

# Flanking: Aldric on the far side of the skeleton; Sefra's ranged Hunter's Volley gets +2 as a melee attack would.
new_campaign(flank)
run_table(flank "${start},
  {\"type\": \"place\", \"creature\": \"skel2\", \"x\": 4, \"y\": 1},
  {\"type\": \"place\", \"creature\": \"aldric\", \"x\": 5, \"y\": 1},
  {\"type\": \"attack\", \"creature\": \"sefra\", \"power\": \"hunter-s-volley\", \"targets\": [\"skel2\"]}" 0 out)
if(NOT out MATCHES "\"attacker\":\"sefra\"[^\n]*\"modifiers\":{\"offGuard\":2}[^\n]*\"power\":\"hunter-s-volley\"")
  message(FATAL_ERROR "the flanker's ranged attack must get the +2:\n${out}")
endif()
