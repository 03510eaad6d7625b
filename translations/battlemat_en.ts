<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ActionDicePanel</name>
    <message numerus="yes">
        <location filename="../qml/ActionDicePanel.qml" line="59"/>
        <source>%n token(s)</source>
        <extracomment>hero tokens left</extracomment>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/ActionDicePanel.qml" line="64"/>
        <source>+2 AC, %n round(s)</source>
        <extracomment>a running +2 AC boost and the rounds it still lasts</extracomment>
        <translation>
            <numerusform>+2 AC, %n round</numerusform>
            <numerusform>+2 AC, %n rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ActionDicePools</name>
    <message numerus="yes">
        <location filename="../app/models/actiondicespends.cpp" line="160"/>
        <source>%1: +2 AC for %n round(s) (%2)</source>
        <extracomment>a +2 AC boost bought with an action die: the hero, the roll; %n the rounds it lasts</extracomment>
        <translation>
            <numerusform>%1: +2 AC for %n round (%2)</numerusform>
            <numerusform>%1: +2 AC for %n rounds (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/actiondicespends.cpp" line="193"/>
        <source>%1 is awarded %n action die(s)</source>
        <translation>
            <numerusform>%1 is awarded %n action die</numerusform>
            <numerusform>%1 is awarded %n action dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/actiondicespends.cpp" line="195"/>
        <source>%1 is awarded %n hero token(s)</source>
        <translation>
            <numerusform>%1 is awarded %n hero token</numerusform>
            <numerusform>%1 is awarded %n hero tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CharacterSheetWindow</name>
    <message numerus="yes">
        <location filename="../qml/CharacterSheetWindow.qml" line="127"/>
        <source>Action dice %1d%2 · %n token(s)</source>
        <extracomment>the hero&apos;s action dice this game night on the character sheet: &quot;Action dice 3d4 · 1 token&quot;</extracomment>
        <translation>
            <numerusform>Action dice %1d%2 · %n token</numerusform>
            <numerusform>Action dice %1d%2 · %n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/CharacterSheetWindow.qml" line="129"/>
        <source>+2 AC, %n round(s)</source>
        <translation>
            <numerusform>+2 AC, %n round</numerusform>
            <numerusform>+2 AC, %n rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EncounterNarrator</name>
    <message numerus="yes">
        <location filename="../app/models/encounternarrator.cpp" line="45"/>
        <source>%1 lights a %2 (%n minute(s))</source>
        <translation>
            <numerusform>%1 lights a %2 (%n minute)</numerusform>
            <numerusform>%1 lights a %2 (%n minutes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/encounternarrator.cpp" line="341"/>
        <source>%1 gains a ward for dropping %2 (%n ward(s))</source>
        <translation>
            <numerusform>%1 gains a ward for dropping %2 (%n ward)</numerusform>
            <numerusform>%1 gains a ward for dropping %2 (%n wards)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/encounternarrator.cpp" line="344"/>
        <source>%1 spends a ward on %2 (%n ward(s) left)</source>
        <translation>
            <numerusform>%1 spends a ward on %2 (%n ward left)</numerusform>
            <numerusform>%1 spends a ward on %2 (%n wards left)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/encounternarrator.cpp" line="370"/>
        <source>%1 rested: %2 hit points, %n recovery(s) left</source>
        <translation>
            <numerusform>%1 rested: %2 hit points, %n recovery left</numerusform>
            <numerusform>%1 rested: %2 hit points, %n recoveries left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/encounternarrator.cpp" line="377"/>
        <source>%n minute(s) pass without rest</source>
        <translation>
            <numerusform>%n minute passes without rest</numerusform>
            <numerusform>%n minutes pass without rest</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/encounternarrator.cpp" line="395"/>
        <source>%n recovery(s) left</source>
        <translation>
            <numerusform>%n recovery left</numerusform>
            <numerusform>%n recoveries left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/encounternarrator.cpp" line="398"/>
        <source>%n action point(s)</source>
        <translation>
            <numerusform>%n action point</numerusform>
            <numerusform>%n action points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EncounterSimulation</name>
    <message numerus="yes">
        <location filename="../app/models/encountersimulation.cpp" line="314"/>
        <source>Cancelled after %n fight(s).</source>
        <translation>
            <numerusform>Cancelled after %n fight.</numerusform>
            <numerusform>Cancelled after %n fights.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/encountersimulation.cpp" line="378"/>
        <source>%n fight(s) %1.</source>
        <translation>
            <numerusform>%n fight %1.</numerusform>
            <numerusform>%n fights %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fight(s) from round %1, the current state.</source>
        <translation type="vanished">
            <numerusform>%n fight from round %1, the current state.</numerusform>
            <numerusform>%n fights from round %1, the current state.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InitiativePanel</name>
    <message numerus="yes">
        <location filename="../qml/InitiativePanel.qml" line="161"/>
        <source>%n ward(s)</source>
        <translation>
            <numerusform>%n ward</numerusform>
            <numerusform>%n wards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/InitiativePanel.qml" line="179"/>
        <source>Action dice %1d%2 · %n token(s)</source>
        <extracomment>a hero&apos;s action dice in the initiative tracker: &quot;Action dice 3d4 · 1 token&quot;</extracomment>
        <translation>
            <numerusform>Action dice %1d%2 · %n token</numerusform>
            <numerusform>Action dice %1d%2 · %n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/InitiativePanel.qml" line="182"/>
        <source>+2 AC, %n round(s)</source>
        <translation>
            <numerusform>+2 AC, %n round</numerusform>
            <numerusform>+2 AC, %n rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LetTimePassDialog</name>
    <message numerus="yes">
        <location filename="../qml/LetTimePassDialog.qml" line="106"/>
        <source>%1 at %2,%3: %n minute(s) left</source>
        <extracomment>a light on the map in Let time pass: &quot;Torch at 3,3: 55 minutes left&quot;</extracomment>
        <translation>
            <numerusform>%1 at %2,%3: %n minute left</numerusform>
            <numerusform>%1 at %2,%3: %n minutes left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MasteryController</name>
    <message numerus="yes">
        <location filename="../app/models/masterycontrollertable.cpp" line="397"/>
        <source>%1 attacks %2: %3 vs %4: %n success(es)</source>
        <translation>
            <numerusform>%1 attacks %2: %3 vs %4: %n success</numerusform>
            <numerusform>%1 attacks %2: %3 vs %4: %n successes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/masterycontrollertable.cpp" line="403"/>
        <source>%1 checks against %2: %3 vs %4: %n success(es)</source>
        <translation>
            <numerusform>%1 checks against %2: %3 vs %4: %n success</numerusform>
            <numerusform>%1 checks against %2: %3 vs %4: %n successes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MeasureTool</name>
    <message numerus="yes">
        <location filename="../qml/MeasureTool.qml" line="93"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n square</numerusform>
            <numerusform>%n squares</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MonsterLibraryModel</name>
    <message numerus="yes">
        <source>%n monster(s) imported</source>
        <translation type="vanished">
            <numerusform>%n monster imported</numerusform>
            <numerusform>%n monsters imported</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MovePreview</name>
    <message numerus="yes">
        <location filename="../app/models/movepreview.cpp" line="282"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n square</numerusform>
            <numerusform>%n squares</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/movepreview.cpp" line="294"/>
        <source>%1: %2, %3, provoking %n opportunity attack(s)</source>
        <translation>
            <numerusform>%1: %2, %3, provoking %n opportunity attack</numerusform>
            <numerusform>%1: %2, %3, provoking %n opportunity attacks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MoveStatus</name>
    <message numerus="yes">
        <location filename="../qml/MoveStatus.qml" line="35"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n square</numerusform>
            <numerusform>%n squares</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/MoveStatus.qml" line="37"/>
        <source> · %n opportunity attack(s) (%1)</source>
        <translation>
            <numerusform> · %n opportunity attack (%1)</numerusform>
            <numerusform> · %n opportunity attacks (%1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PowerChooser</name>
    <message numerus="yes">
        <location filename="../qml/PowerChooser.qml" line="72"/>
        <source>Shift+click %n square(s) to lay the wall, the first beside its origin</source>
        <translation>
            <numerusform>Shift+click %n square to lay the wall, the first beside its origin</numerusform>
            <numerusform>Shift+click %n squares to lay the wall, the first beside its origin</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PromptDecider</name>
    <message numerus="yes">
        <location filename="../app/models/promptdecider.cpp" line="268"/>
        <source>%1&apos;s attack roll hits %2; used, %2 spends one of its %n ward(s) and the attack misses it instead, which spares it %3 damage on average.</source>
        <translation>
            <numerusform>%1&apos;s attack roll hits %2; used, %2 spends its %n ward and the attack misses it instead, which spares it %3 damage on average.</numerusform>
            <numerusform>%1&apos;s attack roll hits %2; used, %2 spends one of its %n wards and the attack misses it instead, which spares it %3 damage on average.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/promptdecider.cpp" line="333"/>
        <source>shifts up to %n square(s) to a square you choose next</source>
        <translation>
            <numerusform>shifts up to %n square to a square you choose next</numerusform>
            <numerusform>shifts up to %n squares to a square you choose next</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/promptdecider.cpp" line="405"/>
        <source>%1 shifts up to %n square(s): click the highlighted square it moves to (a shift provokes no opportunity attack); the number is how many enemies are adjacent there.</source>
        <translation>
            <numerusform>%1 shifts up to %n square: click the highlighted square it moves to (a shift provokes no opportunity attack); the number is how many enemies are adjacent there.</numerusform>
            <numerusform>%1 shifts up to %n squares: click the highlighted square it moves to (a shift provokes no opportunity attack); the number is how many enemies are adjacent there.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SimulationBars</name>
    <message numerus="yes">
        <location filename="../qml/SimulationBars.qml" line="38"/>
        <source>%1: %n fight(s)</source>
        <translation>
            <numerusform>%1: %n fight</numerusform>
            <numerusform>%1: %n fights</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SimulationChanges</name>
    <message numerus="yes">
        <location filename="../qml/SimulationChanges.qml" line="26"/>
        <source>Which single change moves the odds most (%n fight(s) each)</source>
        <translation>
            <numerusform>Which single change moves the odds most (%n fight each)</numerusform>
            <numerusform>Which single change moves the odds most (%n fights each)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TargetingPreview</name>
    <message numerus="yes">
        <location filename="../app/models/targetingwall.cpp" line="66"/>
        <source>The wall has its %n square(s); Shift+click a laid square to take it back</source>
        <translation>
            <numerusform>The wall has its %n square; Shift+click a laid square to take it back</numerusform>
            <numerusform>The wall has its %n squares; Shift+click a laid square to take it back</numerusform>
        </translation>
    </message>
</context>
</TS>
