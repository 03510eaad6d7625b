<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../qml/AboutDialog.qml" line="10" />
        <source>About Battlemat</source>
        <translation>Über Battlemat</translation>
    </message>
    <message>
        <location filename="../qml/AboutDialog.qml" line="16" />
        <source>Battlemat %1
A tabletop for game masters: Orcus on a square grid,
the mastery-point system on region maps.</source>
        <translation>Battlemat %1
Ein Spieltisch für Spielleiter: Orcus auf einem Quadratraster,
das Meisterschaftspunktesystem auf Regionenkarten.</translation>
    </message>
</context>
<context>
    <name>ActionDicePanel</name>
    <message>
        <location filename="../qml/ActionDicePanel.qml" line="26" />
        <source>Action dice, game night %1</source>
        <translation>Aktionswürfel, Spielabend %1</translation>
    </message>
    <message>
        <location filename="../qml/ActionDicePanel.qml" line="27" />
        <source>Action dice</source>
        <translation>Aktionswürfel</translation>
    </message>
    <message>
        <location filename="../qml/ActionDicePanel.qml" line="35" />
        <source>No game night is running: Settings &gt; Start game night gives each hero the dice of its level.</source>
        <translation>Kein Spielabend läuft: Einstellungen &gt; Spielabend beginnen gibt jedem Helden die Würfel seiner Stufe.</translation>
    </message>
    <message>
        <location filename="../qml/ActionDicePanel.qml" line="55" />
        <source>%1d%2</source>
        <extracomment>dice left in a hero's pool and their type: "3d6"</extracomment>
        <translation>%1d%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/ActionDicePanel.qml" line="59" />
        <source>%n token(s)</source>
        <extracomment>hero tokens left</extracomment>
        <translation>
            <numerusform>%n Heldenmarke</numerusform>
            <numerusform>%n Heldenmarken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/ActionDicePanel.qml" line="64" />
        <source>+2 AC, %n round(s)</source>
        <extracomment>a running +2 AC boost and the rounds it still lasts</extracomment>
        <translation>
            <numerusform>+2 RK, %n Runde</numerusform>
            <numerusform>+2 RK, %n Runden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ActionDicePools</name>
    <message>
        <location filename="../app/models/actiondicespends.cpp" line="48" />
        <location filename="../app/models/actiondicespends.cpp" line="131" />
        <source>No table is open.</source>
        <translation>Kein Spieltisch ist geöffnet.</translation>
    </message>
    <message>
        <location filename="../app/models/actiondicespends.cpp" line="51" />
        <location filename="../app/models/actiondicespends.cpp" line="134" />
        <source>%1 has no action dice: no game night is running, or the hero is not in it.</source>
        <translation>%1 hat keine Aktionswürfel: Es läuft kein Spielabend, oder der Held ist nicht dabei.</translation>
    </message>
    <message>
        <location filename="../app/models/actiondicespends.cpp" line="118" />
        <source>'%1' is no action dice spend.</source>
        <translation>„%1“ ist keine Verwendung von Aktionswürfeln.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/actiondicespends.cpp" line="160" />
        <source>%1: +2 AC for %n round(s) (%2)</source>
        <extracomment>a +2 AC boost bought with an action die: the hero, the roll; %n the rounds it lasts</extracomment>
        <translation>
            <numerusform>%1: +2 RK für %n Runde (%2)</numerusform>
            <numerusform>%1: +2 RK für %n Runden (%2)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/models/actiondicespends.cpp" line="163" />
        <source>%1 heals %2 hit points (%3)</source>
        <translation>%1 heilt %2 Trefferpunkte (%3)</translation>
    </message>
    <message>
        <location filename="../app/models/actiondicespends.cpp" line="169" />
        <source>%1 can use %2 again (1 action die)</source>
        <translation>%1 kann %2 erneut einsetzen (1 Aktionswürfel)</translation>
    </message>
    <message>
        <location filename="../app/models/actiondicespends.cpp" line="171" />
        <source>%1 makes a second-chance saving throw (1 action die)</source>
        <translation>%1 erhält einen zweiten Rettungswurf (1 Aktionswürfel)</translation>
    </message>
    <message>
        <location filename="../app/models/actiondicespends.cpp" line="173" />
        <source>%1 becomes stable (1 action die)</source>
        <translation>%1 ist stabil (1 Aktionswürfel)</translation>
    </message>
    <message>
        <location filename="../app/models/actiondicespends.cpp" line="176" />
        <source>%1 takes an extra attack (1 action die)</source>
        <translation>%1 führt einen zusätzlichen Angriff aus (1 Aktionswürfel)</translation>
    </message>
    <message>
        <location filename="../app/models/actiondicespends.cpp" line="177" />
        <source>%1 takes an extra move action (1 action die)</source>
        <translation>%1 erhält eine zusätzliche Bewegungsaktion (1 Aktionswürfel)</translation>
    </message>
    <message>
        <location filename="../app/models/actiondicespends.cpp" line="179" />
        <source>%1 boosts a roll to %2 (%3)</source>
        <translation>%1 verstärkt einen Wurf auf %2 (%3)</translation>
    </message>
    <message>
        <location filename="../app/models/actiondicespends.cpp" line="183" />
        <source>%1 boosts a roll (%2)</source>
        <translation>%1 verstärkt einen Wurf (%2)</translation>
    </message>
    <message>
        <location filename="../app/models/actiondicespends.cpp" line="185" />
        <source>%1 spends an action die</source>
        <translation>%1 gibt einen Aktionswürfel aus</translation>
    </message>
    <message>
        <location filename="../app/models/actiondicespends.cpp" line="188" />
        <source>%1 trades a hero token for an action die</source>
        <translation>%1 tauscht eine Heldenmarke gegen einen Aktionswürfel</translation>
    </message>
    <message>
        <location filename="../app/models/actiondicespends.cpp" line="190" />
        <source>%1 takes another standard action (hero token)</source>
        <translation>%1 erhält eine weitere Standardaktion (Heldenmarke)</translation>
    </message>
    <message>
        <location filename="../app/models/actiondicespends.cpp" line="191" />
        <source>%1 re-rolls a d20 check (hero token)</source>
        <translation>%1 wiederholt einen W20-Wurf (Heldenmarke)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/actiondicespends.cpp" line="193" />
        <source>%1 is awarded %n action die(s)</source>
        <translation>
            <numerusform>%1 erhält %n Aktionswürfel</numerusform>
            <numerusform>%1 erhält %n Aktionswürfel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/actiondicespends.cpp" line="195" />
        <source>%1 is awarded %n hero token(s)</source>
        <translation>
            <numerusform>%1 erhält %n Heldenmarke</numerusform>
            <numerusform>%1 erhält %n Heldenmarken</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/models/actiondicespends.cpp" line="203" />
        <source>%1 %2 XP</source>
        <translation>%1 %2 EP</translation>
    </message>
    <message>
        <location filename="../app/models/actiondicespends.cpp" line="205" />
        <source>Game night ended: no awards, no XP</source>
        <translation>Spielabend beendet: keine Belohnungen, keine EP</translation>
    </message>
    <message>
        <location filename="../app/models/actiondicespends.cpp" line="206" />
        <source>Game night ended: %1</source>
        <translation>Spielabend beendet: %1</translation>
    </message>
</context>
<context>
    <name>AdventurerDialog</name>
    <message>
        <location filename="../qml/AdventurerDialog.qml" line="50" />
        <source>Adventurer template</source>
        <translation>Vorlage Abenteurer</translation>
    </message>
    <message>
        <location filename="../qml/AdventurerDialog.qml" line="65" />
        <source>A level %1 creature takes: %2. No two powers of the same frequency and level; none above the creature's level.</source>
        <translation>Eine Kreatur der Stufe %1 erhält: %2. Keine zwei Kräfte derselben Häufigkeit und Stufe; keine über der Stufe der Kreatur.</translation>
    </message>
    <message>
        <location filename="../qml/AdventurerDialog.qml" line="72" />
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <location filename="../qml/AdventurerDialog.qml" line="78" />
        <source>e.g. Fighter</source>
        <translation>z. B. Kämpfer</translation>
    </message>
    <message>
        <location filename="../qml/AdventurerDialog.qml" line="80" />
        <source>Trained skills</source>
        <translation>Geübte Fertigkeiten</translation>
    </message>
    <message>
        <location filename="../qml/AdventurerDialog.qml" line="101" />
        <source>Defense bonuses (as per the class):</source>
        <translation>Verteidigungsboni (laut Klasse):</translation>
    </message>
    <message>
        <location filename="../qml/AdventurerDialog.qml" line="102" />
        <source>AC</source>
        <translation>RK</translation>
    </message>
    <message>
        <location filename="../qml/AdventurerDialog.qml" line="104" />
        <source>Fortitude</source>
        <translation>Zähigkeit</translation>
    </message>
    <message>
        <location filename="../qml/AdventurerDialog.qml" line="106" />
        <source>Reflex</source>
        <translation>Reflex</translation>
    </message>
    <message>
        <location filename="../qml/AdventurerDialog.qml" line="108" />
        <source>Will</source>
        <translation>Wille</translation>
    </message>
    <message>
        <location filename="../qml/AdventurerDialog.qml" line="115" />
        <source>Class features (the table's)</source>
        <translation>Klassenmerkmale (Sache des Tisches)</translation>
    </message>
    <message>
        <location filename="../qml/AdventurerDialog.qml" line="127" />
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location filename="../qml/AdventurerDialog.qml" line="129" />
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../qml/AdventurerDialog.qml" line="130" />
        <source>standard, encounter</source>
        <translation>Standardaktion, Begegnung</translation>
    </message>
    <message>
        <location filename="../qml/AdventurerDialog.qml" line="131" />
        <source>+11 vs AC; 2d8+5 damage.</source>
        <translation>+11 vs AC; 2d8+5 damage.</translation>
    </message>
    <message>
        <location filename="../qml/AdventurerDialog.qml" line="134" />
        <source>Add power</source>
        <translation>Kraft hinzufügen</translation>
    </message>
    <message>
        <location filename="../qml/AdventurerDialog.qml" line="155" />
        <source>Copy from hero</source>
        <translation>Vom Helden übernehmen</translation>
    </message>
    <message>
        <location filename="../qml/AdventurerDialog.qml" line="179" />
        <source>%1 (level %2 %3)</source>
        <translation>%1 (Stufe %2, %3)</translation>
    </message>
    <message>
        <location filename="../qml/AdventurerDialog.qml" line="183" />
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../qml/AdventurerDialog.qml" line="199" />
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <location filename="../qml/AdventurerDialog.qml" line="211" />
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>BuilderSimulation</name>
    <message>
        <location filename="../qml/BuilderSimulation.qml" line="26" />
        <source>Default open map</source>
        <translation>Offene Standardkarte</translation>
    </message>
    <message>
        <location filename="../qml/BuilderSimulation.qml" line="55" />
        <source>Simulate on</source>
        <translation>Simulieren auf</translation>
    </message>
    <message>
        <location filename="../qml/BuilderSimulation.qml" line="71" />
        <source>Simulate the encounter…</source>
        <translation>Begegnung simulieren…</translation>
    </message>
    <message>
        <location filename="../qml/BuilderSimulation.qml" line="79" />
        <source>Simulate the prepared encounter</source>
        <translation>Vorbereitete Begegnung simulieren</translation>
    </message>
    <message>
        <location filename="../qml/BuilderSimulation.qml" line="80" />
        <source>The engine plays both sides to the end of the fight (heroes cautious, monsters brute): the campaign's heroes against the encounter as built now, on the map chosen in the builder.</source>
        <translation>Die Engine spielt beide Seiten bis zum Ende des Kampfes (Helden vorsichtig, Monster brachial): die Helden der Kampagne gegen die Begegnung, wie sie jetzt zusammengestellt ist, auf der im Planer gewählten Karte.</translation>
    </message>
</context>
<context>
    <name>CampaignController</name>
    <message>
        <location filename="../app/models/campaigncontroller.cpp" line="85" />
        <source>Opened without what is damaged (run battlemat-cli campaign check for details): %1</source>
        <translation>Ohne das Beschädigte geöffnet (Einzelheiten mit battlemat-cli campaign check): %1</translation>
    </message>
    <message>
        <location filename="../app/models/campaigncontroller.cpp" line="100" />
        <source>%1: the campaign has no map to show</source>
        <translation>%1: Die Kampagne enthält keine Karte</translation>
    </message>
    <message>
        <location filename="../app/models/campaigncontroller.cpp" line="130" />
        <location filename="../app/models/campaigncontroller.cpp" line="135" />
        <source>%1: cannot create the sample campaign</source>
        <translation>%1: Die Beispielkampagne kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../app/models/campaigncontroller.cpp" line="152" />
        <source>Choose a file name for the campaign</source>
        <translation>Wähle einen Dateinamen für die Kampagne</translation>
    </message>
    <message>
        <location filename="../app/models/campaigncontroller.cpp" line="158" />
        <source>%1: already exists; choose another name or replace it</source>
        <translation>%1: existiert bereits; wähle einen anderen Namen oder ersetze die Datei</translation>
    </message>
    <message>
        <location filename="../app/models/campaigncontroller.cpp" line="162" />
        <source>%1: this is the campaign open now; choose another name</source>
        <translation>%1: das ist die gerade geöffnete Kampagne; wähle einen anderen Namen</translation>
    </message>
    <message>
        <location filename="../app/models/campaigncontroller.cpp" line="170" />
        <source>%1: open in another Battlemat; close it there first</source>
        <translation>%1: in einem anderen Battlemat geöffnet; schließe sie dort zuerst</translation>
    </message>
    <message>
        <location filename="../app/models/campaigncontroller.cpp" line="186" />
        <source>%1: cannot replace the file</source>
        <translation>%1: die Datei kann nicht ersetzt werden</translation>
    </message>
    <message>
        <location filename="../app/models/campaigncontroller.cpp" line="197" />
        <source>New map</source>
        <translation>Neue Karte</translation>
    </message>
    <message>
        <location filename="../app/models/campaigncontroller.cpp" line="212" />
        <location filename="../app/models/campaignparty.cpp" line="36" />
        <source>No campaign is open</source>
        <translation>Keine Kampagne geöffnet</translation>
    </message>
    <message>
        <location filename="../app/models/campaigncontroller.cpp" line="290" />
        <source>The change is shown but was not saved: %1</source>
        <translation>Die Änderung wird angezeigt, wurde aber nicht gespeichert: %1</translation>
    </message>
    <message>
        <location filename="../app/models/campaignparty.cpp" line="54" />
        <location filename="../app/models/campaignparty.cpp" line="101" />
        <source>The campaign's table is not open</source>
        <translation>Der Spieltisch der Kampagne ist nicht geöffnet</translation>
    </message>
    <message>
        <location filename="../app/models/campaignparty.cpp" line="74" />
        <location filename="../app/models/campaignparty.cpp" line="96" />
        <source>The campaign has no hero '%1'</source>
        <translation>Die Kampagne hat keinen Helden „%1“</translation>
    </message>
    <message>
        <location filename="../app/models/campaignparty.cpp" line="105" />
        <source>%1's sheet was not saved: %2</source>
        <translation>Der Bogen von %1 wurde nicht gespeichert: %2</translation>
    </message>
</context>
<context>
    <name>CharacterSheetModel</name>
    <message>
        <location filename="../app/models/charactersheetmodel.cpp" line="70" />
        <source>No shield</source>
        <translation>Kein Schild</translation>
    </message>
    <message>
        <location filename="../app/models/charactersheetmodel.cpp" line="83" />
        <source>No weapon (unarmed strike)</source>
        <translation>Keine Waffe (waffenloser Schlag)</translation>
    </message>
    <message>
        <location filename="../app/models/charactersheetmodel.cpp" line="132" />
        <source>Loaded %1</source>
        <translation>%1 geladen</translation>
    </message>
    <message>
        <location filename="../app/models/charactersheetmodel.cpp" line="139" />
        <source>The campaign has no hero '%1'</source>
        <translation>Die Kampagne hat keinen Helden „%1“</translation>
    </message>
    <message>
        <location filename="../app/models/charactersheetmodel.cpp" line="171" />
        <source>%1 is not in the campaign now open; File &gt; Save as… keeps it in a hero file</source>
        <translation>%1 gehört nicht zur jetzt geöffneten Kampagne; Datei &gt; Speichern unter… bewahrt den Helden in einer Heldendatei</translation>
    </message>
    <message>
        <location filename="../app/models/charactersheetmodel.cpp" line="198" />
        <source>%1 as the campaign holds the sheet now</source>
        <translation>%1, wie der Bogen jetzt in der Kampagne steht</translation>
    </message>
    <message>
        <location filename="../app/models/charactersheetmodel.cpp" line="212" />
        <source>%1: %2 hit points (from the encounter)</source>
        <translation>%1: %2 Trefferpunkte (aus der Begegnung)</translation>
    </message>
    <message>
        <location filename="../app/models/charactersheetmodel.cpp" line="225" />
        <source>Not saved: fix the fields marked in red first</source>
        <translation>Nicht gespeichert: zuerst die rot markierten Felder korrigieren</translation>
    </message>
    <message>
        <location filename="../app/models/charactersheetmodel.cpp" line="241" />
        <source>Saved %1 in the campaign</source>
        <translation>%1 in der Kampagne gespeichert</translation>
    </message>
    <message>
        <location filename="../app/models/charactersheetmodel.cpp" line="245" />
        <source>Not saved: choose a file name</source>
        <translation>Nicht gespeichert: einen Dateinamen wählen</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation type="vanished">%1: kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../app/models/charactersheetmodel.cpp" line="232" />
        <location filename="../app/models/charactersheetmodel.cpp" line="252" />
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <location filename="../app/models/charactersheetmodel.cpp" line="259" />
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../app/models/charactersheetmodel.cpp" line="324" />
        <source>'%1': write a damage type and an amount, e.g. fire 5</source>
        <translation>„%1“: Schadensart und Betrag angeben, z. B. fire 5</translation>
    </message>
    <message>
        <location filename="../app/models/charactersheetmodel.cpp" line="345" />
        <source>Not saved in the campaign: fix the fields marked in red first</source>
        <translation>Nicht in der Kampagne gespeichert: erst die rot markierten Felder berichtigen</translation>
    </message>
    <message>
        <location filename="../app/models/charactersheetmodel.cpp" line="437" />
        <source>New power</source>
        <translation>Neue Kraft</translation>
    </message>
    <message>
        <location filename="../app/models/sheetviewmap.cpp" line="55" />
        <source>proficient +%1</source>
        <translation>geübt +%1</translation>
    </message>
    <message>
        <location filename="../app/models/sheetviewmap.cpp" line="56" />
        <source>not proficient</source>
        <translation>nicht geübt</translation>
    </message>
    <message>
        <location filename="../app/models/charactersheetmodel.cpp" line="529" />
        <source>Unknown paper '%1' (expected A4 or Letter)</source>
        <translation>Unbekanntes Papierformat '%1' (erwartet: A4 oder Letter)</translation>
    </message>
    <message>
        <location filename="../app/models/charactersheetmodel.cpp" line="533" />
        <source>Not exported: fix the fields marked in red first</source>
        <translation>Nicht exportiert: zuerst die rot markierten Felder korrigieren</translation>
    </message>
    <message>
        <location filename="../app/models/charactersheetmodel.cpp" line="548" />
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <location filename="../app/models/charactersheetmodel.cpp" line="555" />
        <source>Not printed: fix the fields marked in red first</source>
        <translation>Nicht gedruckt: zuerst die rot markierten Felder korrigieren</translation>
    </message>
    <message>
        <location filename="../app/models/charactersheetmodel.cpp" line="563" />
        <source>Print %1</source>
        <translation>%1 drucken</translation>
    </message>
    <message>
        <location filename="../app/models/charactersheetmodel.cpp" line="565" />
        <source>Printing cancelled</source>
        <translation>Drucken abgebrochen</translation>
    </message>
    <message>
        <location filename="../app/models/charactersheetmodel.cpp" line="570" />
        <source>Sent %1 to the printer</source>
        <translation>%1 an den Drucker gesendet</translation>
    </message>
</context>
<context>
    <name>CharacterSheetPrinter</name>
    <message>
        <location filename="../app/print/charactersheetprinter.cpp" line="29" />
        <source>no hero to print</source>
        <translation>kein Held zum Drucken</translation>
    </message>
    <message>
        <location filename="../app/print/charactersheetprinter.cpp" line="40" />
        <source>cannot start painting on the device</source>
        <translation>auf dem Gerät kann nicht gezeichnet werden</translation>
    </message>
    <message>
        <location filename="../app/print/charactersheetprinter.cpp" line="55" />
        <source>the pages could not be finished</source>
        <translation>die Seiten konnten nicht fertiggestellt werden</translation>
    </message>
    <message>
        <location filename="../app/print/charactersheetprinter.cpp" line="76" />
        <source>Party sheets</source>
        <translation>Bögen der Gruppe</translation>
    </message>
    <message>
        <location filename="../app/print/charactersheetprinter.cpp" line="87" />
        <source>the PDF is incomplete (%1 of %2 bytes)</source>
        <translation>das PDF ist unvollständig (%1 von %2 Bytes)</translation>
    </message>
    <message>
        <source>%1: cannot write the PDF</source>
        <translation type="vanished">%1: das PDF kann nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>CharacterSheetView</name>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="45" />
        <source>Character</source>
        <translation>Charakter</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="50" />
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="51" />
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="52" />
        <source>Alignment</source>
        <translation>Gesinnung</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="53" />
        <source>Level (1–30)</source>
        <translation>Stufe (1–30)</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="54" />
        <source>XP</source>
        <translation>EP</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="58" />
        <source>Next level at %1 XP</source>
        <translation>Nächste Stufe bei %1 EP</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="58" />
        <source>Highest level</source>
        <translation>Höchste Stufe</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="61" />
        <source>Track XP (level must be reached)</source>
        <translation>EP verfolgen (Stufe muss erreicht sein)</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="66" />
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="67" />
        <source>Base speed</source>
        <translation>Grundbewegungsrate</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="68" />
        <source>Reach (squares)</source>
        <translation>Reichweite (Felder)</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="69" />
        <source>Other attack bonus</source>
        <translation>Sonstiger Angriffsbonus</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="71" />
        <source>Senses (comma between)</source>
        <translation>Sinne (durch Kommas getrennt)</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="78" />
        <source>Ancestry and tags (comma between)</source>
        <translation>Abstammung und Merkmale (durch Kommas getrennt)</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="83" />
        <source>Speed (after armor)</source>
        <translation>Bewegungsrate (nach Rüstung)</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="84" />
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="85" />
        <location filename="../qml/CharacterSheetView.qml" line="144" />
        <source>Action points</source>
        <translation>Aktionspunkte</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="95" />
        <source>Abilities</source>
        <translation>Attribute</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="108" />
        <source>%1 (mod %2, check %3)</source>
        <translation>%1 (Mod. %2, Probe %3)</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="116" />
        <source>Defenses (hover for the sources)</source>
        <translation>Verteidigungen (Mauszeiger zeigt die Quellen)</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="119" />
        <source>AC</source>
        <translation>RK</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="120" />
        <source>Fortitude</source>
        <translation>Zähigkeit</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="121" />
        <source>Reflex</source>
        <translation>Reflex</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="122" />
        <source>Will</source>
        <translation>Wille</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="123" />
        <source>Other AC bonus</source>
        <translation>Sonstiger RK-Bonus</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="124" />
        <source>Other Fort. bonus</source>
        <translation>Sonstiger Zäh.-Bonus</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="125" />
        <source>Other Ref. bonus</source>
        <translation>Sonstiger Ref.-Bonus</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="126" />
        <source>Other Will bonus</source>
        <translation>Sonstiger Willens-Bonus</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="131" />
        <source>Hit points and healing</source>
        <translation>Trefferpunkte und Heilung</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="134" />
        <source>Maximum HP</source>
        <translation>Maximale TP</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="135" />
        <source>Current HP</source>
        <translation>Aktuelle TP</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="136" />
        <source>Staggered at</source>
        <translation>Angeschlagen bei</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="137" />
        <source>Recoveries left</source>
        <translation>Verbleibende Erholungen</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="138" />
        <source>Recovery value</source>
        <translation>Erholungswert</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="139" />
        <source>Damage taken</source>
        <translation>Erlittener Schaden</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="140" />
        <source>Class HP (default 12)</source>
        <translation>TP der Klasse (Standard 12)</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="141" />
        <source>HP per level (default 5)</source>
        <translation>TP je Stufe (Standard 5)</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="142" />
        <source>Base recoveries (default 6)</source>
        <translation>Grund-Erholungen (Standard 6)</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="143" />
        <source>Recoveries spent</source>
        <translation>Verbrauchte Erholungen</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="154" />
        <source>Skills (* armor check penalty %1)</source>
        <translation>Fertigkeiten (* Rüstungsmalus %1)</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="185" />
        <source>Other bonus to %1</source>
        <translation>Sonstiger Bonus auf %1</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="187" />
        <source>Other bonus (feats, items)</source>
        <translation>Sonstiger Bonus (Talente, Gegenstände)</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="203" />
        <source>Passive Perception %1 · Passive Insight %2</source>
        <translation>Passive Wahrnehmung %1 · Passive Menschenkenntnis %2</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="206" />
        <source>Training bonus (default 5)</source>
        <translation>Ausbildungsbonus (Standard 5)</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="215" />
        <source>Armor and weapons</source>
        <translation>Rüstung und Waffen</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="220" />
        <source>Armor</source>
        <translation>Rüstung</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="231" />
        <location filename="../qml/CharacterSheetView.qml" line="255" />
        <location filename="../qml/CharacterSheetView.qml" line="279" />
        <source>Proficient</source>
        <translation>Geübt</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="235" />
        <source>Shield</source>
        <translation>Schild</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="245" />
        <source>Wielded weapon</source>
        <translation>Geführte Waffe</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="268" />
        <source>Also carried</source>
        <translation>Außerdem dabei</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="284" />
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="294" />
        <source>Carry another weapon</source>
        <translation>Weitere Waffe mitführen</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="309" />
        <source>%1%2: %3, %4, %5%6 — %7%8</source>
        <translation>%1%2: %3, %4, %5%6 — %7%8</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="309" />
        <source> (wielded)</source>
        <translation> (geführt)</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="309" />
        <source>, critical %1</source>
        <translation>, kritisch %1</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="315" />
        <source>Melee basic attack: %1</source>
        <translation>Nahkampf-Grundangriff: %1</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="326" />
        <source>Basic attacks by the rules %1: 1dW + modifier</source>
        <translation>Grundangriffe nach den Regeln %1: 1dW + Modifikator</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="327" />
        <source>Basic attacks by the rules %1: 2dW + level (3dW from level 21) + modifier</source>
        <translation>Grundangriffe nach den Regeln %1: 2dW + Stufe (3dW ab Stufe 21) + Modifikator</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="333" />
        <source>Senses, resistances, carrying</source>
        <translation>Sinne, Resistenzen, Traglast</translation>
    </message>
    <message>
        <source>Senses: %1</source>
        <translation type="vanished">Sinne: %1</translation>
    </message>
    <message>
        <source>normal</source>
        <translation type="vanished">normal</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="338" />
        <source>Resistances: %1</source>
        <translation>Resistenzen: %1</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="338" />
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="340" />
        <source>Resist (fire 5, psychic 2)</source>
        <translation>Resistenz (fire 5, psychic 2)</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="346" />
        <source>Vulnerable (cold 5)</source>
        <translation>Verwundbar (cold 5)</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="352" />
        <source>Immune (poison, fire)</source>
        <translation>Immun (poison, fire)</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="357" />
        <source>Medium load (lb)</source>
        <translation>Mittlere Last (Pfund)</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="358" />
        <source>Heavy load (lb)</source>
        <translation>Schwere Last (Pfund)</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="359" />
        <source>Push or drag (lb)</source>
        <translation>Schieben oder Ziehen (Pfund)</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="364" />
        <source>Coins (%1)</source>
        <translation>Münzen (%1)</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="368" />
        <source>pp</source>
        <translation>PM</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="369" />
        <source>gp</source>
        <translation>GM</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="370" />
        <source>sp</source>
        <translation>SM</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="371" />
        <source>cp</source>
        <translation>KM</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="381" />
        <source>Gear (one per line, "3 x Torch")</source>
        <translation>Ausrüstung (eine je Zeile, "3 x Fackel")</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="396" />
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="410" />
        <source>Powers</source>
        <translation>Kräfte</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetView.qml" line="425" />
        <source>Add power</source>
        <translation>Kraft hinzufügen</translation>
    </message>
</context>
<context>
    <name>CharacterSheetWindow</name>
    <message>
        <location filename="../qml/CharacterSheetWindow.qml" line="33" />
        <source>Character sheet — %1 (in the campaign)</source>
        <translation>Charakterbogen — %1 (in der Kampagne)</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetWindow.qml" line="34" />
        <source>Character sheet — %1</source>
        <translation>Charakterbogen — %1</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetWindow.qml" line="46" />
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetWindow.qml" line="48" />
        <source>&amp;Open hero…</source>
        <translation>Held &amp;öffnen…</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetWindow.qml" line="53" />
        <source>Open &amp;sample hero</source>
        <translation>&amp;Beispielheld öffnen</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetWindow.qml" line="54" />
        <source>Ilsa Marrow (light armor, high Int)</source>
        <translation>Ilsa Marrow (leichte Rüstung, hohe Int)</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetWindow.qml" line="55" />
        <source>Brannoc Vell (heavy armor, shield)</source>
        <translation>Brannoc Vell (schwere Rüstung, Schild)</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetWindow.qml" line="56" />
        <source>Sefra Dunmoor (level 11, improved critical)</source>
        <translation>Sefra Dunmoor (Stufe 11, verbesserter kritischer Treffer)</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetWindow.qml" line="60" />
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetWindow.qml" line="60" />
        <source>&amp;Save in the campaign</source>
        <translation>In der Kampagne &amp;speichern</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetWindow.qml" line="65" />
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetWindow.qml" line="70" />
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetWindow.qml" line="75" />
        <source>Export PDF (&amp;A4)…</source>
        <translation>Als PDF exportieren (&amp;A4)…</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetWindow.qml" line="79" />
        <source>Export PDF (&amp;Letter)…</source>
        <translation>Als PDF exportieren (&amp;Letter)…</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetWindow.qml" line="83" />
        <source>Export &amp;party PDF…</source>
        <translation>&amp;Gruppe als PDF exportieren…</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetWindow.qml" line="88" />
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetWindow.qml" line="101" />
        <source>Hero of the campaign:</source>
        <translation>Held der Kampagne:</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetWindow.qml" line="114" />
        <source>(not in the campaign)</source>
        <translation>(nicht in der Kampagne)</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/CharacterSheetWindow.qml" line="127" />
        <source>Action dice %1d%2 · %n token(s)</source>
        <extracomment>the hero's action dice this game night on the character sheet: "Action dice 3d4 · 1 token"</extracomment>
        <translation>
            <numerusform>Aktionswürfel %1d%2 · %n Heldenmarke</numerusform>
            <numerusform>Aktionswürfel %1d%2 · %n Heldenmarken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/CharacterSheetWindow.qml" line="129" />
        <source>+2 AC, %n round(s)</source>
        <translation>
            <numerusform>+2 RK, %n Runde</numerusform>
            <numerusform>+2 RK, %n Runden</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetWindow.qml" line="135" />
        <source>Changes are saved in the campaign as you leave each field.</source>
        <translation>Änderungen werden in der Kampagne gespeichert, sobald du ein Feld verlässt.</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetWindow.qml" line="136" />
        <source>A hero file: File &gt; Save writes it.</source>
        <translation>Eine Heldendatei: Datei &gt; Speichern schreibt sie.</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetWindow.qml" line="145" />
        <source>Some fields are invalid (in red): they are not applied or saved until fixed.</source>
        <translation>Einige Felder sind ungültig (rot): Sie werden erst übernommen und gespeichert, wenn sie korrigiert sind.</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetWindow.qml" line="167" />
        <source>Open a hero</source>
        <translation>Einen Helden öffnen</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetWindow.qml" line="169" />
        <location filename="../qml/CharacterSheetWindow.qml" line="177" />
        <location filename="../qml/CharacterSheetWindow.qml" line="199" />
        <source>Hero files (*.json)</source>
        <translation>Heldendateien (*.json)</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetWindow.qml" line="175" />
        <source>Save the hero</source>
        <translation>Den Helden speichern</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetWindow.qml" line="186" />
        <source>Export the sheet as PDF</source>
        <translation>Den Bogen als PDF exportieren</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetWindow.qml" line="188" />
        <location filename="../qml/CharacterSheetWindow.qml" line="211" />
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetWindow.qml" line="196" />
        <source>Add the other heroes of the party</source>
        <translation>Die anderen Helden der Gruppe hinzufügen</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetWindow.qml" line="209" />
        <source>Export the party as one PDF</source>
        <translation>Die Gruppe als ein PDF exportieren</translation>
    </message>
    <message>
        <location filename="../qml/CharacterSheetWindow.qml" line="212" />
        <source>Party</source>
        <translation>Gruppe</translation>
    </message>
</context>
<context>
    <name>ChoiceMenu</name>
    <message>
        <location filename="../qml/ChoiceMenu.qml" line="16" />
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
</context>
<context>
    <name>ConditionDialog</name>
    <message>
        <location filename="../qml/ConditionDialog.qml" line="15" />
        <source>Condition on %1</source>
        <translation>Zustand für %1</translation>
    </message>
    <message>
        <location filename="../qml/ConditionDialog.qml" line="40" />
        <source>Condition</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location filename="../qml/ConditionDialog.qml" line="47" />
        <source>Lasts</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location filename="../qml/ConditionDialog.qml" line="53" />
        <source>save ends</source>
        <translation>bis Rettungswurf</translation>
    </message>
    <message>
        <location filename="../qml/ConditionDialog.qml" line="53" />
        <source>until the end of its next turn</source>
        <translation>bis zum Ende seines nächsten Zuges</translation>
    </message>
    <message>
        <location filename="../qml/ConditionDialog.qml" line="53" />
        <source>until the encounter ends</source>
        <translation>bis zum Ende der Begegnung</translation>
    </message>
    <message>
        <location filename="../qml/ConditionDialog.qml" line="54" />
        <source>until removed</source>
        <translation>bis entfernt</translation>
    </message>
</context>
<context>
    <name>ConditionLabels</name>
    <message>
        <location filename="../app/texts/conditionlabels.cpp" line="15" />
        <source>blinded</source>
        <translation>blind</translation>
    </message>
    <message>
        <location filename="../app/texts/conditionlabels.cpp" line="16" />
        <source>controlled</source>
        <translation>beherrscht</translation>
    </message>
    <message>
        <location filename="../app/texts/conditionlabels.cpp" line="17" />
        <source>dazed</source>
        <translation>benommen</translation>
    </message>
    <message>
        <location filename="../app/texts/conditionlabels.cpp" line="18" />
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <location filename="../app/texts/conditionlabels.cpp" line="19" />
        <source>dying</source>
        <translation>sterbend</translation>
    </message>
    <message>
        <location filename="../app/texts/conditionlabels.cpp" line="20" />
        <source>grappled</source>
        <translation>gepackt</translation>
    </message>
    <message>
        <location filename="../app/texts/conditionlabels.cpp" line="21" />
        <source>helpless</source>
        <translation>hilflos</translation>
    </message>
    <message>
        <location filename="../app/texts/conditionlabels.cpp" line="22" />
        <source>immobilized</source>
        <translation>festgesetzt</translation>
    </message>
    <message>
        <location filename="../app/texts/conditionlabels.cpp" line="23" />
        <source>invisible</source>
        <translation>unsichtbar</translation>
    </message>
    <message>
        <location filename="../app/texts/conditionlabels.cpp" line="24" />
        <source>marked</source>
        <translation>markiert</translation>
    </message>
    <message>
        <location filename="../app/texts/conditionlabels.cpp" line="25" />
        <source>off-guard</source>
        <translation>ungeschützt</translation>
    </message>
    <message>
        <location filename="../app/texts/conditionlabels.cpp" line="26" />
        <source>prone</source>
        <translation>liegend</translation>
    </message>
    <message>
        <location filename="../app/texts/conditionlabels.cpp" line="27" />
        <source>rattled</source>
        <translation>verunsichert</translation>
    </message>
    <message>
        <location filename="../app/texts/conditionlabels.cpp" line="28" />
        <source>restrained</source>
        <translation>gefesselt</translation>
    </message>
    <message>
        <location filename="../app/texts/conditionlabels.cpp" line="29" />
        <source>slowed</source>
        <translation>verlangsamt</translation>
    </message>
    <message>
        <location filename="../app/texts/conditionlabels.cpp" line="30" />
        <source>stable</source>
        <translation>stabil</translation>
    </message>
    <message>
        <location filename="../app/texts/conditionlabels.cpp" line="31" />
        <source>stunned</source>
        <translation>betäubt</translation>
    </message>
    <message>
        <location filename="../app/texts/conditionlabels.cpp" line="32" />
        <source>surprised</source>
        <translation>überrascht</translation>
    </message>
    <message>
        <location filename="../app/texts/conditionlabels.cpp" line="33" />
        <source>unconscious</source>
        <translation>bewusstlos</translation>
    </message>
    <message>
        <location filename="../app/texts/conditionlabels.cpp" line="34" />
        <source>weakened</source>
        <translation>geschwächt</translation>
    </message>
</context>
<context>
    <name>ConditionLegend</name>
    <message>
        <location filename="../qml/ConditionLegend.qml" line="15" />
        <source>Conditions</source>
        <translation>Zustände</translation>
    </message>
</context>
<context>
    <name>ConditionNames</name>
    <message>
        <location filename="../qml/ConditionNames.qml" line="18" />
        <source>blinded</source>
        <translation>blind</translation>
    </message>
    <message>
        <location filename="../qml/ConditionNames.qml" line="19" />
        <source>controlled</source>
        <translation>beherrscht</translation>
    </message>
    <message>
        <location filename="../qml/ConditionNames.qml" line="20" />
        <source>dazed</source>
        <translation>benommen</translation>
    </message>
    <message>
        <location filename="../qml/ConditionNames.qml" line="21" />
        <source>dying</source>
        <translation>sterbend</translation>
    </message>
    <message>
        <location filename="../qml/ConditionNames.qml" line="22" />
        <source>helpless</source>
        <translation>hilflos</translation>
    </message>
    <message>
        <location filename="../qml/ConditionNames.qml" line="23" />
        <source>immobilized</source>
        <translation>festgesetzt</translation>
    </message>
    <message>
        <location filename="../qml/ConditionNames.qml" line="24" />
        <source>marked</source>
        <translation>markiert</translation>
    </message>
    <message>
        <location filename="../qml/ConditionNames.qml" line="25" />
        <source>prone</source>
        <translation>liegend</translation>
    </message>
    <message>
        <location filename="../qml/ConditionNames.qml" line="26" />
        <source>rattled</source>
        <translation>verunsichert</translation>
    </message>
    <message>
        <location filename="../qml/ConditionNames.qml" line="27" />
        <source>restrained</source>
        <translation>gefesselt</translation>
    </message>
    <message>
        <location filename="../qml/ConditionNames.qml" line="28" />
        <source>slowed</source>
        <translation>verlangsamt</translation>
    </message>
    <message>
        <location filename="../qml/ConditionNames.qml" line="29" />
        <source>stunned</source>
        <translation>betäubt</translation>
    </message>
    <message>
        <location filename="../qml/ConditionNames.qml" line="30" />
        <source>surprised</source>
        <translation>überrascht</translation>
    </message>
    <message>
        <location filename="../qml/ConditionNames.qml" line="31" />
        <source>unconscious</source>
        <translation>bewusstlos</translation>
    </message>
    <message>
        <location filename="../qml/ConditionNames.qml" line="32" />
        <source>weakened</source>
        <translation>geschwächt</translation>
    </message>
    <message>
        <location filename="../qml/ConditionNames.qml" line="33" />
        <source>invisible</source>
        <translation>unsichtbar</translation>
    </message>
    <message>
        <location filename="../qml/ConditionNames.qml" line="34" />
        <source>off-guard</source>
        <translation>ungeschützt</translation>
    </message>
    <message>
        <location filename="../qml/ConditionNames.qml" line="35" />
        <source>grappled</source>
        <translation>gepackt</translation>
    </message>
</context>
<context>
    <name>CreatureChoices</name>
    <message>
        <location filename="../app/texts/creaturechoices.cpp" line="29" />
        <source>lawful good</source>
        <translation>rechtschaffen gut</translation>
    </message>
    <message>
        <location filename="../app/texts/creaturechoices.cpp" line="30" />
        <source>good</source>
        <translation>gut</translation>
    </message>
    <message>
        <location filename="../app/texts/creaturechoices.cpp" line="31" />
        <source>unaligned</source>
        <translation>ungebunden</translation>
    </message>
    <message>
        <location filename="../app/texts/creaturechoices.cpp" line="32" />
        <source>evil</source>
        <translation>böse</translation>
    </message>
    <message>
        <location filename="../app/texts/creaturechoices.cpp" line="33" />
        <source>chaotic evil</source>
        <translation>chaotisch böse</translation>
    </message>
</context>
<context>
    <name>DetailsPanel</name>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="21" />
        <source>healthy</source>
        <translation>unversehrt</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="22" />
        <source>staggered</source>
        <translation>angeschlagen</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="23" />
        <source>dying</source>
        <translation>sterbend</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="24" />
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="26" />
        <source>not tracked</source>
        <translation>nicht erfasst</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="35" />
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="44" />
        <source>Select a token on the map to see its details.</source>
        <translation>Wähle eine Figur auf der Karte, um ihre Details zu sehen.</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="54" />
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="61" />
        <source>%1 (hidden from players)</source>
        <translation>%1 (vor den Spielern verborgen)</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="63" />
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="70" />
        <source>heroes</source>
        <translation>Helden</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="70" />
        <source>monsters</source>
        <translation>Monster</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="71" />
        <source>neutral</source>
        <translation>neutral</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="73" />
        <source>Hit points</source>
        <translation>Trefferpunkte</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="76" />
        <source>%1 / %2 (%3)</source>
        <translation>%1 / %2 (%3)</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="79" />
        <source>Conditions</source>
        <translation>Zustände</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="85" />
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="87" />
        <source>Space</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="88" />
        <source>%1 × %1 squares</source>
        <translation>%1 × %1 Felder</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="89" />
        <source>Speed</source>
        <translation>Bewegungsrate</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="90" />
        <source>%1 squares</source>
        <translation>%1 Felder</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="91" />
        <source>Square</source>
        <translation>Feld</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="92" />
        <source>column %1, row %2</source>
        <translation>Spalte %1, Reihe %2</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="93" />
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="95" />
        <source>GM note</source>
        <translation>SL-Notiz</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="107" />
        <source>Character sheet…</source>
        <translation>Charakterbogen…</translation>
    </message>
</context>
<context>
    <name>DiceLog</name>
    <message>
        <location filename="../app/models/dicelog.cpp" line="92" />
        <source>free roll</source>
        <translation>freier Wurf</translation>
    </message>
</context>
<context>
    <name>DiceLogEntry</name>
    <message>
        <location filename="../qml/DiceLogEntry.qml" line="53" />
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <location filename="../qml/DiceLogEntry.qml" line="69" />
        <source>%1!</source>
        <translation>%1!</translation>
    </message>
    <message>
        <location filename="../qml/DiceLogEntry.qml" line="84" />
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <location filename="../qml/DiceLogEntry.qml" line="102" />
        <source>Boost…</source>
        <extracomment>a button on a free roll in the dice log: add a hero's action die to it</extracomment>
        <translation>Verstärken …</translation>
    </message>
    <message>
        <location filename="../qml/DiceLogEntry.qml" line="114" />
        <source>%1: 1d%2</source>
        <extracomment>boost a free roll: the hero and the die it spends, "Brannoc Vell: 1d4"</extracomment>
        <translation>%1: 1d%2</translation>
    </message>
</context>
<context>
    <name>DiceLogPanel</name>
    <message>
        <location filename="../qml/DiceLogPanel.qml" line="25" />
        <source>Dice log</source>
        <translation>Würfelprotokoll</translation>
    </message>
    <message>
        <location filename="../qml/DiceLogPanel.qml" line="34" />
        <source>No rolls yet in this session.</source>
        <translation>In dieser Sitzung wurde noch nicht gewürfelt.</translation>
    </message>
    <message>
        <location filename="../qml/DiceLogPanel.qml" line="69" />
        <source>Roll dice: 2d6+3, 4d6kh3, d20!</source>
        <translation>Würfeln: 2d6+3, 4d6kh3, d20!</translation>
    </message>
    <message>
        <location filename="../qml/DiceLogPanel.qml" line="77" />
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <location filename="../qml/DiceLogPanel.qml" line="86" />
        <source>Purpose (optional)</source>
        <translation>Zweck (optional)</translation>
    </message>
    <message>
        <location filename="../qml/DiceLogPanel.qml" line="94" />
        <source>Average %1, from %2 to %3</source>
        <translation>Durchschnitt %1, von %2 bis %3</translation>
    </message>
    <message>
        <location filename="../qml/DiceLogPanel.qml" line="101" />
        <source>Seed %1</source>
        <translation>Startwert %1</translation>
    </message>
</context>
<context>
    <name>EncounterBuilder</name>
    <message>
        <location filename="../app/models/encounterbuilder.cpp" line="153" />
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <location filename="../app/models/encounterbuilder.cpp" line="155" />
        <source>standard</source>
        <translation>normal</translation>
    </message>
    <message>
        <location filename="../app/models/encounterbuilder.cpp" line="157" />
        <source>hard</source>
        <translation>schwer</translation>
    </message>
    <message>
        <location filename="../app/models/encounterbuilder.cpp" line="159" />
        <source>deadly</source>
        <translation>tödlich</translation>
    </message>
    <message>
        <location filename="../app/models/encounterbuilder.cpp" line="161" />
        <source>beyond deadly</source>
        <translation>mehr als tödlich</translation>
    </message>
    <message>
        <location filename="../app/models/encounterbuilder.cpp" line="171" />
        <source>easy up to %1 · standard %2 · hard %3 · deadly %4</source>
        <translation>leicht bis %1 · normal %2 · schwer %3 · tödlich %4</translation>
    </message>
    <message>
        <location filename="../app/models/encounterbuilder.cpp" line="188" />
        <source>%1 (level %2) is %3 levels above the party: recreate it as a lower-level elite or boss</source>
        <translation>%1 (Stufe %2) liegt %3 Stufen über der Gruppe: als Elite- oder Boss-Monster niedrigerer Stufe neu erschaffen</translation>
    </message>
    <message>
        <location filename="../app/models/encounterbuilder.cpp" line="193" />
        <source>%1 (level %2) is %3 levels below the party: recreate it as a higher-level mook</source>
        <translation>%1 (Stufe %2) liegt %3 Stufen unter der Gruppe: als Scherge höherer Stufe neu erschaffen</translation>
    </message>
    <message>
        <location filename="../app/models/encounterbuilder.cpp" line="226" />
        <location filename="../app/models/encounterbuilder.cpp" line="311" />
        <location filename="../app/models/encounterbuilder.cpp" line="385" />
        <location filename="../app/models/encounterbuilder.cpp" line="455" />
        <source>The library has no monster '%1'</source>
        <translation>Die Bibliothek hat kein Monster „%1“</translation>
    </message>
    <message>
        <location filename="../app/models/encounterbuilder.cpp" line="343" />
        <source>Open or create a campaign first: prepared encounters are stored in it.</source>
        <translation>Zuerst eine Kampagne öffnen oder anlegen: vorbereitete Begegnungen werden darin gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/models/encounterbuilder.cpp" line="345" />
        <source>Give the encounter a name.</source>
        <translation>Gib der Begegnung einen Namen.</translation>
    </message>
    <message>
        <location filename="../app/models/encounterbuilder.cpp" line="347" />
        <location filename="../app/models/encounterbuilder.cpp" line="420" />
        <source>Add a monster from the library first.</source>
        <translation>Zuerst ein Monster aus der Bibliothek hinzufügen.</translation>
    </message>
    <message>
        <location filename="../app/models/encounterbuilder.cpp" line="376" />
        <source>No campaign is open.</source>
        <translation>Keine Kampagne geöffnet.</translation>
    </message>
    <message>
        <location filename="../app/models/encounterbuilder.cpp" line="419" />
        <source>The monster library is not loaded.</source>
        <translation>Die Monsterbibliothek ist nicht geladen.</translation>
    </message>
    <message>
        <location filename="../app/models/encounterbuilder.cpp" line="428" />
        <source>No map is open.</source>
        <translation>Keine Karte geöffnet.</translation>
    </message>
    <message>
        <location filename="../app/models/encounterbuilder.cpp" line="429" />
        <source>An encounter is already running; end it first.</source>
        <translation>Eine Begegnung läuft bereits; beende sie zuerst.</translation>
    </message>
    <message>
        <location filename="../app/models/encounterbuilder.cpp" line="448" />
        <source>Encounter</source>
        <translation>Begegnung</translation>
    </message>
    <message>
        <location filename="../app/models/encounterbuilder.cpp" line="469" />
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
</context>
<context>
    <name>EncounterBuilderPanel</name>
    <message>
        <location filename="../qml/EncounterBuilderPanel.qml" line="48" />
        <source>Encounter</source>
        <translation>Begegnung</translation>
    </message>
    <message>
        <location filename="../qml/EncounterBuilderPanel.qml" line="54" />
        <source>Heroes</source>
        <translation>Helden</translation>
    </message>
    <message>
        <location filename="../qml/EncounterBuilderPanel.qml" line="62" />
        <source>Party level</source>
        <translation>Stufe der Gruppe</translation>
    </message>
    <message>
        <location filename="../qml/EncounterBuilderPanel.qml" line="72" />
        <source>Use the campaign's heroes</source>
        <translation>Die Helden der Kampagne nehmen</translation>
    </message>
    <message>
        <location filename="../qml/EncounterBuilderPanel.qml" line="98" />
        <source>%1 × %2 (%3 XP)</source>
        <translation>%1 × %2 (%3 EP)</translation>
    </message>
    <message>
        <location filename="../qml/EncounterBuilderPanel.qml" line="100" />
        <source>Drag onto the map to place one there</source>
        <translation>Auf die Karte ziehen, um eines dort aufzustellen</translation>
    </message>
    <message>
        <location filename="../qml/EncounterBuilderPanel.qml" line="130" />
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <location filename="../qml/EncounterBuilderPanel.qml" line="134" />
        <source>One initiative roll for all of them: they act one after another at its place</source>
        <translation>Ein Initiativewurf für alle: Sie handeln nacheinander an seiner Stelle</translation>
    </message>
    <message>
        <location filename="../qml/EncounterBuilderPanel.qml" line="151" />
        <source>%1 of %2 XP</source>
        <translation>%1 von %2 EP</translation>
    </message>
    <message>
        <location filename="../qml/EncounterBuilderPanel.qml" line="180" />
        <source>Name of the encounter</source>
        <translation>Name der Begegnung</translation>
    </message>
    <message>
        <location filename="../qml/EncounterBuilderPanel.qml" line="184" />
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../qml/EncounterBuilderPanel.qml" line="195" />
        <source>Load a prepared encounter…</source>
        <translation>Vorbereitete Begegnung laden …</translation>
    </message>
    <message>
        <location filename="../qml/EncounterBuilderPanel.qml" line="202" />
        <source>Place the encounter on the map</source>
        <translation>Begegnung auf die Karte setzen</translation>
    </message>
    <message>
        <location filename="../qml/EncounterBuilderPanel.qml" line="213" />
        <source>Place and start the encounter</source>
        <translation>Aufstellen und Begegnung beginnen</translation>
    </message>
    <message>
        <location filename="../qml/EncounterBuilderPanel.qml" line="229" />
        <source>Export PDF for the game master…</source>
        <translation>PDF für die Spielleitung exportieren …</translation>
    </message>
    <message>
        <source>Export the encounter as PDF</source>
        <translation type="vanished">Die Begegnung als PDF exportieren</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="vanished">PDF-Dateien (*.pdf)</translation>
    </message>
</context>
<context>
    <name>EncounterController</name>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="18" />
        <source>blinded</source>
        <translation>blind</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="19" />
        <source>controlled</source>
        <translation>beherrscht</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="20" />
        <source>dazed</source>
        <translation>benommen</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="21" />
        <source>helpless</source>
        <translation>hilflos</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="22" />
        <source>immobilized</source>
        <translation>festgesetzt</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="23" />
        <source>marked</source>
        <translation>markiert</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="24" />
        <source>prone</source>
        <translation>liegend</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="25" />
        <source>rattled</source>
        <translation>verunsichert</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="26" />
        <source>restrained</source>
        <translation>gefesselt</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="27" />
        <source>slowed</source>
        <translation>verlangsamt</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="28" />
        <source>stunned</source>
        <translation>betäubt</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="29" />
        <source>surprised</source>
        <translation>überrascht</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="30" />
        <location filename="../app/models/initiativetracker.cpp" line="65" />
        <location filename="../app/models/initiativetracker.cpp" line="242" />
        <source>unconscious</source>
        <translation>bewusstlos</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="31" />
        <source>weakened</source>
        <translation>geschwächt</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="32" />
        <source>off-guard</source>
        <translation>ungeschützt</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="33" />
        <source>grappled</source>
        <translation>gepackt</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="34" />
        <source>invisible</source>
        <translation>unsichtbar</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="48" />
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="61" />
        <location filename="../app/models/initiativetracker.cpp" line="238" />
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="63" />
        <location filename="../app/models/initiativetracker.cpp" line="240" />
        <source>dying</source>
        <translation>sterbend</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="77" />
        <source>persistent damage %1</source>
        <translation>anhaltender Schaden %1</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="78" />
        <source>persistent %1 damage %2</source>
        <translation>anhaltender %1-Schaden %2</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="80" />
        <source>%1 to defenses</source>
        <translation>%1 auf Verteidigungen</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="84" />
        <source>%1 to %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="89" />
        <source>speed %1</source>
        <translation>Bewegungsrate %1</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="94" />
        <source>resist all %1</source>
        <translation>Resistenz gegen alles %1</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="95" />
        <source>resist %1 %2</source>
        <translation>Resistenz %1 %2</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="100" />
        <source>no resistances</source>
        <translation>keine Resistenzen</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="102" />
        <source>-%1 to attack rolls</source>
        <translation>-%1 auf Angriffswürfe</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="104" />
        <source>+%1 to attack rolls</source>
        <translation>+%1 auf Angriffswürfe</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="106" />
        <source>aura negated</source>
        <translation>Aura aufgehoben</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="108" />
        <source>cannot shift</source>
        <translation>kann keinen Schritt machen</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="110" />
        <source>no %1 action</source>
        <translation>keine %1-Aktion</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="116" />
        <source>save ends</source>
        <translation>Rettungswurf beendet</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="119" />
        <location filename="../app/models/initiativetracker.cpp" line="122" />
        <source>until the end of %1's next turn</source>
        <translation>bis zum Ende des nächsten Zuges von %1</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="125" />
        <location filename="../app/models/initiativetracker.cpp" line="128" />
        <source>until the start of %1's next turn</source>
        <translation>bis zum Beginn des nächsten Zuges von %1</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="132" />
        <source>until the encounter ends</source>
        <translation>bis die Begegnung endet</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="133" />
        <source>while in %1's aura</source>
        <translation>solange in der Aura von %1</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="138" />
        <source>while %1 maintains it</source>
        <translation>solange %1 es aufrechterhält</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="141" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="154" />
        <source>Drop it on another creature with the same initiative.</source>
        <translation>Lege es auf eine andere Kreatur mit derselben Initiative.</translation>
    </message>
    <message>
        <location filename="../app/models/initiativetracker.cpp" line="157" />
        <source>%1 (initiative %2) does not tie with %3 (initiative %4).</source>
        <translation>%1 (Initiative %2) ist nicht gleichauf mit %3 (Initiative %4).</translation>
    </message>
    <message>
        <location filename="../app/models/encountercontroller.cpp" line="155" />
        <source>An encounter is already running; end it first.</source>
        <translation>Eine Begegnung läuft bereits; beende sie zuerst.</translation>
    </message>
    <message>
        <location filename="../app/models/encountercontroller.cpp" line="157" />
        <location filename="../app/models/encountercontroller.cpp" line="388" />
        <location filename="../app/models/encountercontroller.cpp" line="503" />
        <source>No map is open.</source>
        <translation>Keine Karte geöffnet.</translation>
    </message>
    <message>
        <location filename="../app/models/encountercontroller.cpp" line="160" />
        <source>There are no creatures on this map.</source>
        <translation>Auf dieser Karte sind keine Kreaturen.</translation>
    </message>
    <message>
        <source>%1's character sheet is not in the campaign</source>
        <translation type="vanished">Der Charakterbogen von %1 ist nicht in der Kampagne</translation>
    </message>
    <message>
        <source>%1's character sheet: %2</source>
        <translation type="vanished">Charakterbogen von %1: %2</translation>
    </message>
    <message>
        <source>start</source>
        <translation type="vanished">Start</translation>
    </message>
    <message>
        <source>initiative</source>
        <translation type="vanished">Initiative</translation>
    </message>
    <message>
        <location filename="../app/models/encountercontroller.cpp" line="176" />
        <source>%1, started %2</source>
        <translation>%1, begonnen %2</translation>
    </message>
    <message>
        <source>The encounter is no longer saved to the campaign file: %1</source>
        <translation type="vanished">Die Begegnung wird nicht mehr in der Kampagnendatei gespeichert: %1</translation>
    </message>
    <message>
        <location filename="../app/models/encountercontroller.cpp" line="268" />
        <source>The running encounter could not be restored: %1</source>
        <translation>Die laufende Begegnung konnte nicht wiederhergestellt werden: %1</translation>
    </message>
    <message>
        <location filename="../app/models/encountercontroller.cpp" line="282" />
        <location filename="../app/models/encountercontroller.cpp" line="290" />
        <location filename="../app/models/encountercontroller.cpp" line="422" />
        <location filename="../app/models/encountercontroller.cpp" line="451" />
        <location filename="../app/models/encountercontroller.cpp" line="471" />
        <location filename="../app/models/initiativetracker.cpp" line="149" />
        <source>No encounter is running.</source>
        <translation>Es läuft keine Begegnung.</translation>
    </message>
    <message>
        <location filename="../app/models/encountercontroller.cpp" line="297" />
        <location filename="../app/models/encountercontroller.cpp" line="315" />
        <source>Answer the question first.</source>
        <translation>Beantworte zuerst die Frage.</translation>
    </message>
    <message>
        <location filename="../app/models/encountercontroller.cpp" line="299" />
        <source>Nothing to undo.</source>
        <translation>Nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <location filename="../app/models/encountercontroller.cpp" line="317" />
        <source>Nothing to redo.</source>
        <translation>Nichts wiederherzustellen.</translation>
    </message>
    <message>
        <location filename="../app/models/encountercontroller.cpp" line="355" />
        <source>The campaign's table could not be opened: %1</source>
        <translation>Der Spieltisch der Kampagne ließ sich nicht öffnen: %1</translation>
    </message>
    <message>
        <location filename="../app/models/encountercontroller.cpp" line="381" />
        <source>In an encounter every creature's hit points are tracked: the maximum must be 1 or more.</source>
        <translation>In einer Begegnung werden die Trefferpunkte jeder Kreatur geführt: das Maximum muss mindestens 1 sein.</translation>
    </message>
    <message>
        <location filename="../app/models/encountercontroller.cpp" line="396" />
        <location filename="../app/models/encountercontroller.cpp" line="408" />
        <source>command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location filename="../app/models/encountercontroller.cpp" line="407" />
        <source>The previous command has not finished yet.</source>
        <translation>Der vorige Befehl ist noch nicht abgeschlossen.</translation>
    </message>
    <message>
        <location filename="../app/models/encountercontroller.cpp" line="491" />
        <source>The token did not move.</source>
        <translation>Die Figur hat sich nicht bewegt.</translation>
    </message>
</context>
<context>
    <name>EncounterNarrator</name>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="71" />
        <source>%1, secondary attack</source>
        <translation>%1, Nebenangriff</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="78" />
        <source>%1: %2 damage</source>
        <translation>%1: %2 Schaden</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="80" />
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="80" />
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="90" />
        <source>candle</source>
        <translation>Kerze</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="92" />
        <source>torch</source>
        <translation>Fackel</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="94" />
        <source>lantern</source>
        <translation>Laterne</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="96" />
        <source>glowbasket</source>
        <translation>Glühkorb</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="103" />
        <source>AC</source>
        <translation>RK</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="105" />
        <source>Fortitude</source>
        <translation>Zähigkeit</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="107" />
        <source>Reflex</source>
        <translation>Reflex</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="109" />
        <source>Will</source>
        <translation>Wille</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="144" />
        <source>encounter log</source>
        <translation>Begegnungsprotokoll</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="153" />
        <source>damage (%1)</source>
        <translation>Schaden (%1)</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="163" />
        <source>initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="164" />
        <source>%1 rolls initiative: %2</source>
        <translation>%1 würfelt Initiative: %2</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="171" />
        <source>attack (%1)</source>
        <translation>Angriff (%1)</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="172" />
        <source>%1 attacks %2</source>
        <translation>%1 greift %2 an</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="174" />
        <source>saving throw</source>
        <translation>Rettungswurf</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="176" />
        <source>%1: saving throw against %2</source>
        <translation>%1: Rettungswurf gegen %2</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="178" />
        <source>death saving throw</source>
        <translation>Todesrettungswurf</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="180" />
        <source>%1: death saving throw</source>
        <translation>%1: Todesrettungswurf</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="182" />
        <source>recharge</source>
        <translation>Aufladen</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="183" />
        <source>%1: recharge roll for %2</source>
        <translation>%1: Aufladewurf für %2</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="189" />
        <location filename="../app/models/encounternarrator.cpp" line="266" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="214" />
        <source>%1 delivers a coup de grace to %2</source>
        <translation>%1 gibt %2 den Gnadenstoß</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="217" />
        <source>%1's %2 strikes %3 (no attack roll)</source>
        <translation>%2 von %1 trifft %3 (kein Angriffswurf)</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="220" />
        <source>%1 misses %2: %3 turns the hit (%4 vs %5 %6) into a miss</source>
        <translation>%1 verfehlt %2: %3 macht den Treffer (%4 gegen %5 %6) zu einem Fehlschlag</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="227" />
        <source>%1 hits %2 critically (%3 vs %4 %5)</source>
        <translation>%1 trifft %2 kritisch (%3 gegen %4 %5)</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="229" />
        <source>%1 hits %2 (%3 vs %4 %5)</source>
        <translation>%1 trifft %2 (%3 gegen %4 %5)</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="231" />
        <source>%1 misses %2 (%3 vs %4 %5)</source>
        <translation>%1 verfehlt %2 (%3 gegen %4 %5)</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="242" />
        <source>%1 takes %2 damage</source>
        <translation>%1 erleidet %2 Schaden</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="253" />
        <source>staggered</source>
        <translation>angeschlagen</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="257" />
        <source>dies</source>
        <translation>stirbt</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="258" />
        <source>dying</source>
        <translation>sterbend</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="259" />
        <source>knocked out</source>
        <translation>bewusstlos geschlagen</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="270" />
        <source>%1 regains %2 hit points (now %3)</source>
        <translation>%1 erhält %2 Trefferpunkte zurück (jetzt %3)</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="279" />
        <source>saved</source>
        <translation>gerettet</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="279" />
        <source>failed</source>
        <translation>misslungen</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="289" />
        <source>re-rolled: %1</source>
        <translation>neu gewürfelt: %1</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="291" />
        <source>total %1</source>
        <translation>gesamt %1</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="293" />
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="294" />
        <source>failure %1 of 3</source>
        <translation>Fehlschlag %1 von 3</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="302" />
        <source>%1's %2 reaches %3</source>
        <translation>%2 von %1 erreicht %3</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="307" />
        <source>persistent %1 damage</source>
        <translation>%1 anhaltender Schaden</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="311" />
        <source>cannot shift</source>
        <translation>kann keinen Schritt machen</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="313" />
        <source>%1 +%2 to attack rolls</source>
        <translation>%1 +%2 auf Angriffswürfe</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/encounternarrator.cpp" line="341" />
        <source>%1 gains a ward for dropping %2 (%n ward(s))</source>
        <translation>
            <numerusform>%1 erhält einen Bann, weil %2 fällt (%n Bann)</numerusform>
            <numerusform>%1 erhält einen Bann, weil %2 fällt (%n Banne)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/encounternarrator.cpp" line="344" />
        <source>%1 spends a ward on %2 (%n ward(s) left)</source>
        <translation>
            <numerusform>%1 verbraucht einen Bann für %2 (noch %n Bann)</numerusform>
            <numerusform>%1 verbraucht einen Bann für %2 (noch %n Banne)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="353" />
        <source>%1 uses %2; for the table: %3</source>
        <translation>%1 nutzt %2; Sache des Tisches: %3</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="362" />
        <source>Long rest (6 hours)</source>
        <translation>Lange Rast (6 Stunden)</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="363" />
        <source>Short rest (5 minutes)</source>
        <translation>Kurze Rast (5 Minuten)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/encounternarrator.cpp" line="370" />
        <source>%1 rested: %2 hit points, %n recovery(s) left</source>
        <translation>
            <numerusform>%1 hat gerastet: %2 Trefferpunkte, %n Erholung übrig</numerusform>
            <numerusform>%1 hat gerastet: %2 Trefferpunkte, %n Erholungen übrig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/encounternarrator.cpp" line="377" />
        <source>%n minute(s) pass without rest</source>
        <translation>
            <numerusform>%n Minute vergeht ohne Rast</numerusform>
            <numerusform>%n Minuten vergehen ohne Rast</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="385" />
        <source>%1: hit points set to %2 of %3</source>
        <translation>%1: Trefferpunkte auf %2 von %3 gesetzt</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/encounternarrator.cpp" line="395" />
        <source>%n recovery(s) left</source>
        <translation>
            <numerusform>%n Erholung übrig</numerusform>
            <numerusform>%n Erholungen übrig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/encounternarrator.cpp" line="398" />
        <source>%n action point(s)</source>
        <translation>
            <numerusform>%n Aktionspunkt</numerusform>
            <numerusform>%n Aktionspunkte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="408" />
        <source>%1 uses %2 on the square %3,%4</source>
        <translation>%1 nutzt %2 auf dem Feld %3,%4</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="409" />
        <source>%1 uses %2: %5 comes in at %3,%4</source>
        <translation>%1 setzt %2 ein: %5 kommt bei %3,%4 hinzu</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="410" />
        <source>%1 uses %2 and shifts to the square %3,%4</source>
        <translation>%1 nutzt %2 und macht Schritte auf das Feld %3,%4</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="418" />
        <source>abandoned</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="424" />
        <source>%1 rolls damage</source>
        <translation>%1 würfelt Schaden</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="186" />
        <source>action die</source>
        <translation>Aktionswürfel</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/encounternarrator.cpp" line="45" />
        <source>%1 lights a %2 (%n minute(s))</source>
        <translation>
            <numerusform>%1: %2 angezündet (%n Minute)</numerusform>
            <numerusform>%1: %2 angezündet (%n Minuten)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="49" />
        <source>%1 drops the %2 at %3,%4</source>
        <translation>%1: %2 bei %3,%4 fallen gelassen</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="51" />
        <source>%1 picks up the %2 at %3,%4</source>
        <translation>%1: %2 bei %3,%4 aufgehoben</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="55" />
        <source>%1's %2 burns out</source>
        <translation>%1: %2 erloschen</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="56" />
        <source>The %1 at %2,%3 burns out</source>
        <translation>%1 bei %2,%3 erloschen</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="187" />
        <source>%1 spends an action die</source>
        <translation>%1 gibt einen Aktionswürfel aus</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="322" />
        <source>%1 uses %2</source>
        <translation>%1 wendet %2 an</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="326" />
        <source>for the table: %1</source>
        <translation>für den Tisch: %1</translation>
    </message>
    <message>
        <location filename="../app/models/encounternarrator.cpp" line="331" />
        <source>%1 temporary hit points (now %2)</source>
        <translation>%1 temporäre Trefferpunkte (jetzt %2)</translation>
    </message>
</context>
<context>
    <name>EncounterPrinter</name>
    <message>
        <location filename="../app/print/encounterprinter.cpp" line="59" />
        <source>Hero %1:</source>
        <translation>Held %1:</translation>
    </message>
    <message>
        <location filename="../app/print/encounterprinter.cpp" line="49" />
        <location filename="../app/print/encounterprinter.cpp" line="65" />
        <source>AC %1 F %2 R %3 W %4</source>
        <translation>RK %1 Z %2 R %3 W %4</translation>
    </message>
    <message>
        <location filename="../app/print/encounterprinter.cpp" line="54" />
        <location filename="../app/print/encounterprinter.cpp" line="70" />
        <source>%1 (staggered %2)</source>
        <translation>%1 (angeschlagen %2)</translation>
    </message>
    <message>
        <location filename="../app/print/encounterprinter.cpp" line="86" />
        <source>Party of %1 at level %2</source>
        <translation>Gruppe aus %1 auf Stufe %2</translation>
    </message>
    <message>
        <location filename="../app/print/encounterprinter.cpp" line="91" />
        <source> · budget %1 XP · monsters %2 XP</source>
        <translation> · Budget %1 EP · Monster %2 EP</translation>
    </message>
    <message>
        <location filename="../app/print/encounterprinter.cpp" line="103" />
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../app/print/encounterprinter.cpp" line="114" />
        <source>Init.</source>
        <translation>Init.</translation>
    </message>
    <message>
        <location filename="../app/print/encounterprinter.cpp" line="115" />
        <source>Creature</source>
        <translation>Kreatur</translation>
    </message>
    <message>
        <location filename="../app/print/encounterprinter.cpp" line="116" />
        <source>Defenses</source>
        <translation>Verteidigungen</translation>
    </message>
    <message>
        <location filename="../app/print/encounterprinter.cpp" line="117" />
        <source>Max HP</source>
        <translation>Max. TP</translation>
    </message>
    <message>
        <location filename="../app/print/encounterprinter.cpp" line="118" />
        <source>Hit points and damage</source>
        <translation>Trefferpunkte und Schaden</translation>
    </message>
    <message>
        <location filename="../app/print/encounterprinter.cpp" line="119" />
        <source>Conditions</source>
        <translation>Zustände</translation>
    </message>
    <message>
        <location filename="../app/print/encounterprinter.cpp" line="161" />
        <location filename="../app/print/encounterprinter.cpp" line="201" />
        <source>the encounter has no monsters to print</source>
        <translation>die Begegnung hat keine Monster zum Drucken</translation>
    </message>
    <message>
        <location filename="../app/print/encounterprinter.cpp" line="164" />
        <source>cannot start painting on the device</source>
        <translation>auf dem Gerät kann nicht gezeichnet werden</translation>
    </message>
    <message>
        <location filename="../app/print/encounterprinter.cpp" line="193" />
        <source>the pages could not be finished</source>
        <translation>die Seiten konnten nicht fertiggestellt werden</translation>
    </message>
    <message>
        <location filename="../app/print/encounterprinter.cpp" line="218" />
        <source>the PDF is incomplete (%1 of %2 bytes)</source>
        <translation>das PDF ist unvollständig (%1 von %2 Bytes)</translation>
    </message>
</context>
<context>
    <name>EncounterSimulation</name>
    <message>
        <location filename="../app/models/encountersimulation.cpp" line="79" />
        <source>Without %1</source>
        <translation>Ohne %1</translation>
    </message>
    <message>
        <location filename="../app/models/encountersimulation.cpp" line="81" />
        <source>%1 two levels up</source>
        <translation>%1 zwei Stufen höher</translation>
    </message>
    <message>
        <location filename="../app/models/encountersimulation.cpp" line="83" />
        <source>%1 two levels down</source>
        <translation>%1 zwei Stufen niedriger</translation>
    </message>
    <message>
        <location filename="../app/models/encountersimulation.cpp" line="145" />
        <source>No encounter is running: start one on the map first.</source>
        <translation>Es läuft keine Begegnung: Starte zuerst eine auf der Karte.</translation>
    </message>
    <message>
        <location filename="../app/models/encountersimulation.cpp" line="150" />
        <source>A question waits for an answer: answer it first.</source>
        <translation>Eine Frage wartet auf Antwort: Beantworte sie zuerst.</translation>
    </message>
    <message>
        <location filename="../app/models/encountersimulation.cpp" line="156" />
        <source>from round %1, the current state</source>
        <translation>ab Runde %1, dem aktuellen Stand</translation>
    </message>
    <message>
        <location filename="../app/models/encountersimulation.cpp" line="175" />
        <source>The encounter needs at least one hero and one monster.</source>
        <translation>Die Begegnung braucht mindestens einen Helden und ein Monster.</translation>
    </message>
    <message>
        <location filename="../app/models/encountersimulation.cpp" line="179" />
        <source>of the prepared encounter</source>
        <translation>der vorbereiteten Begegnung</translation>
    </message>
    <message>
        <location filename="../app/models/encountersimulation.cpp" line="216" />
        <source>Open or create a campaign first: its heroes are the party.</source>
        <translation>Zuerst eine Kampagne öffnen oder anlegen: ihre Helden sind die Gruppe.</translation>
    </message>
    <message>
        <location filename="../app/models/encountersimulation.cpp" line="219" />
        <source>Add a monster from the library first.</source>
        <translation>Zuerst ein Monster aus der Bibliothek hinzufügen.</translation>
    </message>
    <message>
        <location filename="../app/models/encountersimulation.cpp" line="226" />
        <source>The campaign has no heroes: import one first, they are the party.</source>
        <translation>Die Kampagne hat keine Helden: zuerst einen importieren, sie sind die Gruppe.</translation>
    </message>
    <message>
        <location filename="../app/models/encountersimulation.cpp" line="247" />
        <source>of the prepared encounter on %1</source>
        <translation>der vorbereiteten Begegnung auf %1</translation>
    </message>
    <message>
        <location filename="../app/models/encountersimulation.cpp" line="248" />
        <source>of the prepared encounter on the default open map</source>
        <translation>der vorbereiteten Begegnung auf der offenen Standardkarte</translation>
    </message>
    <message>
        <location filename="../app/models/encountersimulation.cpp" line="276" />
        <source>Simulating…</source>
        <translation>Simuliere …</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/encountersimulation.cpp" line="314" />
        <source>Cancelled after %n fight(s).</source>
        <translation>
            <numerusform>Abgebrochen nach %n Kampf.</numerusform>
            <numerusform>Abgebrochen nach %n Kämpfen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/models/encountersimulation.cpp" line="321" />
        <source>Party wins</source>
        <translation>Gruppe gewinnt</translation>
    </message>
    <message>
        <location filename="../app/models/encountersimulation.cpp" line="322" />
        <source>Party loses</source>
        <translation>Gruppe verliert</translation>
    </message>
    <message>
        <location filename="../app/models/encountersimulation.cpp" line="323" />
        <source>Undecided after round %1</source>
        <translation>Unentschieden nach Runde %1</translation>
    </message>
    <message>
        <location filename="../app/models/encountersimulation.cpp" line="362" />
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location filename="../app/models/encountersimulation.cpp" line="363" />
        <source>Party's hit points left</source>
        <translation>Verbleibende Trefferpunkte der Gruppe</translation>
    </message>
    <message>
        <location filename="../app/models/encountersimulation.cpp" line="365" />
        <source>Party's hit points lost</source>
        <translation>Verlorene Trefferpunkte der Gruppe</translation>
    </message>
    <message>
        <location filename="../app/models/encountersimulation.cpp" line="367" />
        <source>Recoveries spent</source>
        <translation>Verbrauchte Erholungen</translation>
    </message>
    <message>
        <location filename="../app/models/encountersimulation.cpp" line="369" />
        <source>Daily powers spent</source>
        <translation>Verbrauchte tägliche Kräfte</translation>
    </message>
    <message>
        <location filename="../app/models/encountersimulation.cpp" line="371" />
        <source>Encounter powers spent</source>
        <translation>Verbrauchte Begegnungskräfte</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/encountersimulation.cpp" line="378" />
        <source>%n fight(s) %1.</source>
        <translation>
            <numerusform>%n Kampf %1.</numerusform>
            <numerusform>%n Kämpfe %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/models/encountersimulation.cpp" line="390" />
        <source>a wall: laid square by square at the table</source>
        <translation>eine Wand: am Tisch Feld für Feld gelegt</translation>
    </message>
    <message>
        <location filename="../app/models/encountersimulation.cpp" line="392" />
        <source>a reaction whose trigger the engine does not detect</source>
        <translation>eine Reaktion, deren Auslöser das Programm nicht erkennt</translation>
    </message>
    <message>
        <location filename="../app/models/encountersimulation.cpp" line="394" />
        <source>a free-action attack: the engine does not use it</source>
        <translation>ein Angriff als freie Aktion: Das Programm setzt ihn nicht ein</translation>
    </message>
    <message>
        <location filename="../app/models/encountersimulation.cpp" line="406" />
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <source>%n fight(s) from round %1, the current state.</source>
        <translation type="vanished">
            <numerusform>%n Kampf ab Runde %1, dem aktuellen Stand.</numerusform>
            <numerusform>%n Kämpfe ab Runde %1, dem aktuellen Stand.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/models/encountersimulation.cpp" line="388" />
        <source>a power on itself whose effect is text only: the table applies it</source>
        <translation>eine Kraft auf sich selbst, deren Wirkung nur Text ist: Der Tisch wendet sie an</translation>
    </message>
</context>
<context>
    <name>EndEncounterDialog</name>
    <message>
        <location filename="../qml/EndEncounterDialog.qml" line="13" />
        <source>End the encounter?</source>
        <translation>Begegnung beenden?</translation>
    </message>
    <message>
        <location filename="../qml/EndEncounterDialog.qml" line="25" />
        <source>Round %1. Ending it awards the experience for the defeated monsters and ends every effect. You can take it back with Edit &gt; Undo.</source>
        <translation>Runde %1. Das Beenden vergibt die Erfahrung für die besiegten Monster und beendet jeden Effekt. Mit Bearbeiten &gt; Rückgängig lässt es sich zurücknehmen.</translation>
    </message>
    <message>
        <source>Round %1. Ending it awards the experience for the defeated monsters and ends every effect. You can take it back with Encounter &gt; Undo encounter command.</source>
        <translation type="vanished">Runde %1. Das Beenden vergibt die Erfahrung für die besiegten Monster und beendet jeden Effekt. Mit Begegnung &gt; Begegnungsbefehl rückgängig lässt es sich zurücknehmen.</translation>
    </message>
</context>
<context>
    <name>EquipmentNames</name>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="11" />
        <source>No armor</source>
        <translation>Keine Rüstung</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="12" />
        <source>Cloth armor</source>
        <translation>Stoffrüstung</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="13" />
        <source>Leather armor</source>
        <translation>Lederrüstung</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="14" />
        <source>Hide armor</source>
        <translation>Fellrüstung</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="15" />
        <source>Chainmail</source>
        <translation>Kettenhemd</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="16" />
        <source>Scale armor</source>
        <translation>Schuppenpanzer</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="17" />
        <source>Plate armor</source>
        <translation>Plattenpanzer</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="18" />
        <source>Light shield</source>
        <translation>Leichter Schild</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="19" />
        <source>Heavy shield</source>
        <translation>Schwerer Schild</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="20" />
        <source>Dart</source>
        <translation>Wurfpfeil</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="21" />
        <source>Knife</source>
        <translation>Messer</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="22" />
        <source>Club</source>
        <translation>Keule</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="23" />
        <source>Shortspear</source>
        <translation>Kurzspeer</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="24" />
        <source>Sickle</source>
        <translation>Sichel</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="25" />
        <source>Greatclub</source>
        <translation>Große Keule</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="26" />
        <source>Quarterstaff</source>
        <translation>Kampfstab</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="27" />
        <source>Scythe</source>
        <translation>Sense</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="28" />
        <source>Fork</source>
        <translation>Forke</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="29" />
        <source>Handaxe</source>
        <translation>Handbeil</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="30" />
        <source>Juggling club</source>
        <translation>Jonglierkeule</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="31" />
        <source>Light pick</source>
        <translation>Leichte Spitzhacke</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="32" />
        <source>Shortsword</source>
        <translation>Kurzschwert</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="33" />
        <source>Battleaxe</source>
        <translation>Streitaxt</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="34" />
        <source>Light flail</source>
        <translation>Leichter Flegel</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="35" />
        <source>Light mace</source>
        <translation>Leichter Streitkolben</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="36" />
        <source>Longsword</source>
        <translation>Langschwert</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="37" />
        <source>Rapier</source>
        <translation>Rapier</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="38" />
        <source>Warhammer</source>
        <translation>Kriegshammer</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="39" />
        <source>Bo staff</source>
        <translation>Bō-Stab</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="40" />
        <source>Glaive</source>
        <translation>Glefe</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="41" />
        <source>Greataxe</source>
        <translation>Große Axt</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="42" />
        <source>Greatsword</source>
        <translation>Zweihänder</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="43" />
        <source>Halberd</source>
        <translation>Hellebarde</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="44" />
        <source>Heavy flail</source>
        <translation>Schwerer Flegel</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="45" />
        <source>Heavy mace</source>
        <translation>Schwerer Streitkolben</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="46" />
        <source>Longspear</source>
        <translation>Langspeer</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="47" />
        <source>Maul</source>
        <translation>Zweihandhammer</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="48" />
        <source>Kukri</source>
        <translation>Kukri</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="49" />
        <source>Nunchaku</source>
        <translation>Nunchaku</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="50" />
        <source>Dwarven spear-axe</source>
        <translation>Zwergische Speeraxt</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="51" />
        <source>Hooked hammer</source>
        <translation>Hakenhammer</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="52" />
        <source>Khopesh</source>
        <translation>Chopesch</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="53" />
        <source>Spiked chain</source>
        <translation>Stachelkette</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="54" />
        <source>Two-bladed sword</source>
        <translation>Doppelklingenschwert</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="55" />
        <source>Light crossbow</source>
        <translation>Leichte Armbrust</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="56" />
        <source>Sling</source>
        <translation>Schleuder</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="57" />
        <source>Heavy crossbow</source>
        <translation>Schwere Armbrust</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="58" />
        <source>Longbow</source>
        <translation>Langbogen</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="59" />
        <source>Composite bow</source>
        <translation>Kompositbogen</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="60" />
        <source>Dire crossbow</source>
        <translation>Schreckensarmbrust</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="61" />
        <source>Unarmed strike (one hand)</source>
        <translation>Waffenloser Schlag (eine Hand)</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="62" />
        <source>Improvised weapon (one-handed)</source>
        <translation>Improvisierte Waffe (einhändig)</translation>
    </message>
    <message>
        <location filename="../app/texts/equipmentnames.cpp" line="63" />
        <source>Improvised weapon (two-handed)</source>
        <translation>Improvisierte Waffe (zweihändig)</translation>
    </message>
</context>
<context>
    <name>ExpeditionChaseDialog</name>
    <message>
        <location filename="../qml/ExpeditionChaseDialog.qml" line="15" />
        <source>Chase</source>
        <translation>Verfolgung</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionChaseDialog.qml" line="30" />
        <source>Who rolls</source>
        <translation>Wer würfelt</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionChaseDialog.qml" line="35" />
        <source>the party</source>
        <translation>die Gruppe</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionChaseDialog.qml" line="37" />
        <source>Their modifier</source>
        <translation>Modifikator</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionChaseDialog.qml" line="45" />
        <source>Quarry's speed (ft)</source>
        <translation>Bewegung der Beute (ft)</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionChaseDialog.qml" line="55" />
        <source>Ground</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionChaseDialog.qml" line="60" />
        <source>Open (STR)</source>
        <translation>Offen (ST)</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionChaseDialog.qml" line="60" />
        <source>Uneven (DEX)</source>
        <translation>Uneben (GES)</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionChaseDialog.qml" line="60" />
        <source>Over hours (CON)</source>
        <translation>Über Stunden (KON)</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionChaseDialog.qml" line="62" />
        <source>GM's change to the DC</source>
        <translation>Änderung des SG durch die SL</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionChaseDialog.qml" line="73" />
        <source>The quarry can break line of sight (disadvantage)</source>
        <translation>Die Beute kann die Sichtlinie brechen (Nachteil)</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionChaseDialog.qml" line="78" />
        <source>A better position, such as surrounding it (advantage)</source>
        <translation>Bessere Position, etwa umzingelt (Vorteil)</translation>
    </message>
</context>
<context>
    <name>ExpeditionCorruptionDialog</name>
    <message>
        <location filename="../qml/ExpeditionCorruptionDialog.qml" line="18" />
        <source>STR</source>
        <extracomment>Five Torches Deep's ability abbreviations, in the order STR, DEX, CON, INT, WIS, CHA</extracomment>
        <translation>ST</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionCorruptionDialog.qml" line="18" />
        <source>DEX</source>
        <translation>GES</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionCorruptionDialog.qml" line="18" />
        <source>CON</source>
        <translation>KON</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionCorruptionDialog.qml" line="18" />
        <source>INT</source>
        <translation>INT</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionCorruptionDialog.qml" line="18" />
        <source>WIS</source>
        <translation>WEI</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionCorruptionDialog.qml" line="18" />
        <source>CHA</source>
        <translation>CHA</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionCorruptionDialog.qml" line="21" />
        <source>Disease, poison or venom</source>
        <translation>Krankheit, Gift oder Tiergift</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionCorruptionDialog.qml" line="37" />
        <source>see the GM</source>
        <translation>siehe SL</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionCorruptionDialog.qml" line="45" />
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionCorruptionDialog.qml" line="51" />
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionCorruptionDialog.qml" line="56" />
        <source>snake venom</source>
        <translation>Schlangengift</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionCorruptionDialog.qml" line="58" />
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionCorruptionDialog.qml" line="61" />
        <source>Disease</source>
        <translation>Krankheit</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionCorruptionDialog.qml" line="61" />
        <source>Poison</source>
        <translation>Gift</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionCorruptionDialog.qml" line="61" />
        <source>Venom</source>
        <translation>Tiergift</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionCorruptionDialog.qml" line="63" />
        <source>DC</source>
        <translation>SG</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionCorruptionDialog.qml" line="72" />
        <source>Their scores (the CON check and the damage count from them)</source>
        <translation>Attributswerte (die KON-Probe und der Schaden gehen von ihnen aus)</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionCorruptionDialog.qml" line="96" />
        <source>Stages</source>
        <translation>Stufen</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionCorruptionDialog.qml" line="114" />
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionCorruptionDialog.qml" line="121" />
        <source>hours, then</source>
        <translation>Stunden, dann</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionCorruptionDialog.qml" line="125" />
        <source>1d6 off</source>
        <translation>1W6 weniger</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionCorruptionDialog.qml" line="125" />
        <source>exhaustion</source>
        <translation>Erschöpfung</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionCorruptionDialog.qml" line="125" />
        <source>other</source>
        <translation>anderes</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionCorruptionDialog.qml" line="137" />
        <source>loses a finger</source>
        <translation>verliert einen Finger</translation>
    </message>
</context>
<context>
    <name>ExpeditionJourneyDialog</name>
    <message>
        <location filename="../qml/ExpeditionJourneyDialog.qml" line="26" />
        <source>Journey</source>
        <translation>Reise</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionJourneyDialog.qml" line="41" />
        <source>Miles</source>
        <translation>Meilen</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionJourneyDialog.qml" line="49" />
        <source>How</source>
        <translation>Wie</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionJourneyDialog.qml" line="54" />
        <source>On foot</source>
        <translation>Zu Fuß</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionJourneyDialog.qml" line="54" />
        <source>By boat</source>
        <translation>Mit dem Boot</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionJourneyDialog.qml" line="54" />
        <source>By ship</source>
        <translation>Mit dem Schiff</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionJourneyDialog.qml" line="58" />
        <source>STR modifiers</source>
        <translation>ST-Modifikatoren</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionJourneyDialog.qml" line="66" />
        <source>2, -1</source>
        <translation>2, -1</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionJourneyDialog.qml" line="70" />
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionJourneyDialog.qml" line="77" />
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionJourneyDialog.qml" line="77" />
        <source>Difficult (half)</source>
        <translation>Schwierig (halb)</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionJourneyDialog.qml" line="77" />
        <source>Harsh (a quarter)</source>
        <translation>Rau (ein Viertel)</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionJourneyDialog.qml" line="81" />
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionJourneyDialog.qml" line="87" />
        <source>Well lit</source>
        <translation>Gut beleuchtet</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionJourneyDialog.qml" line="87" />
        <source>Dim light (as difficult)</source>
        <translation>Dämmerlicht (wie schwierig)</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionJourneyDialog.qml" line="87" />
        <source>Darkness (as harsh)</source>
        <translation>Dunkelheit (wie rau)</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionJourneyDialog.qml" line="88" />
        <source>Brilliant light</source>
        <translation>Gleißendes Licht</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionJourneyDialog.qml" line="92" />
        <source>Pace</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionJourneyDialog.qml" line="98" />
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionJourneyDialog.qml" line="98" />
        <source>Tactical (three quarters)</source>
        <translation>Taktisch (drei Viertel)</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionJourneyDialog.qml" line="98" />
        <source>Stealthy (half)</source>
        <translation>Verstohlen (halb)</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionJourneyDialog.qml" line="104" />
        <source>Someone is encumbered (half)</source>
        <translation>Jemand ist überladen (halb)</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionJourneyDialog.qml" line="108" />
        <source>Wind or current</source>
        <translation>Wind oder Strömung</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionJourneyDialog.qml" line="114" />
        <source>Neither</source>
        <translation>Keins</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionJourneyDialog.qml" line="114" />
        <source>Favorable (double)</source>
        <translation>Günstig (doppelt)</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionJourneyDialog.qml" line="114" />
        <source>Unfavorable (half)</source>
        <translation>Ungünstig (halb)</translation>
    </message>
</context>
<context>
    <name>ExpeditionMemberDialog</name>
    <message>
        <location filename="../qml/ExpeditionMemberDialog.qml" line="11" />
        <source>Expedition member</source>
        <translation>Expeditionsmitglied</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionMemberDialog.qml" line="24" />
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionMemberDialog.qml" line="31" />
        <source>CON score (resilience)</source>
        <translation>KON-Wert (Widerstandskraft)</translation>
    </message>
</context>
<context>
    <name>ExpeditionModel</name>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="23" />
        <source>an immediate threat: an ambush, a chance encounter, the surroundings turn worse</source>
        <translation>eine unmittelbare Gefahr: ein Hinterhalt, eine zufällige Begegnung, die Umgebung wird schlimmer</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="25" />
        <source>something bad comes soon: a hidden trap or poison, foes readying, a retainer fleeing or turning</source>
        <translation>bald geschieht etwas Schlimmes: eine versteckte Falle oder Gift, Feinde machen sich bereit, ein Gefolgsmann flieht oder wendet sich ab</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="28" />
        <source>a threat grows or comes closer</source>
        <translation>eine Gefahr wächst oder kommt näher</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="29" />
        <source>nothing bad happens, perhaps something good</source>
        <translation>nichts Schlimmes geschieht, vielleicht etwas Gutes</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="35" />
        <source> with advantage</source>
        <translation> mit Vorteil</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="37" />
        <source> with disadvantage</source>
        <translation> mit Nachteil</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="70" />
        <source>Torch</source>
        <translation>Fackel</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="72" />
        <source>Lantern</source>
        <translation>Laterne</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="45" />
        <source>STR</source>
        <translation>ST</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="47" />
        <source>DEX</source>
        <translation>GES</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="49" />
        <source>CON</source>
        <translation>KON</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="55" />
        <source>%1 + %2 = %3 vs DC %4%5</source>
        <translation>%1 + %2 = %3 gegen SG %4%5</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="82" />
        <source>d20 %1%2, %3</source>
        <translation>W20 %1%2, %3</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="87" />
        <source>%1:00h, travel turn %2: %3</source>
        <translation>%1:00 Uhr, Reiseabschnitt %2: %3</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="91" />
        <source>Travel turn: %1</source>
        <translation>Reiseabschnitt: %1</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="95" />
        <source>%1 of %2 burns out</source>
        <translation>%1 von %2 brennt aus</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="100" />
        <source>The supplies are used up</source>
        <translation>Die Vorräte sind aufgebraucht</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="102" />
        <source>%1 is past resilience: check at DC %2</source>
        <translation>%1 ist über der Widerstandskraft: Probe gegen SG %2</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="109" />
        <source>safe</source>
        <translation>sicher</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="111" />
        <source>%1 under: %2 damage</source>
        <translation>%1 darunter: %2 Schaden</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="115" />
        <source>%1 under: drops %2 loads</source>
        <translation>%1 darunter: lässt %2 Lasten zurück</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="118" />
        <source>%1 returns: %2, %3</source>
        <translation>%1 kehrt zurück: %2, %3</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="121" />
        <source>Morale of %1: %2, %3</source>
        <translation>Moral von %1: %2, %3</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="124" />
        <source>they stand</source>
        <translation>sie halten stand</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="125" />
        <source>they flee or surrender</source>
        <translation>sie fliehen oder ergeben sich</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="127" />
        <source>%1 lit by %2 (%3 h)</source>
        <translation>%1 von %2 entzündet (%3 Std.)</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="132" />
        <source>%1 joins (resilience %2)</source>
        <translation>%1 schließt sich an (Widerstandskraft %2)</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="136" />
        <source>Supplies: %1</source>
        <translation>Vorräte: %1</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="138" />
        <source>Resilience of %1: %2, %3</source>
        <translation>Widerstandskraft von %1: %2, %3</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="140" />
        <source>exhausted</source>
        <translation>erschöpft</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="141" />
        <source>holds on</source>
        <translation>hält durch</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="143" />
        <source>Chase by %1 (%2 at %3 ft): %4, %5</source>
        <translation>Verfolgung durch %1 (%2 bei %3 ft): %4, %5</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="148" />
        <source>caught</source>
        <translation>gefasst</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="149" />
        <source>eluded</source>
        <translation>entkommen</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="153" />
        <source>resisted</source>
        <translation>widerstanden</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="154" />
        <source>cured</source>
        <translation>geheilt</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="155" />
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="157" />
        <source>stage %1: exhausted</source>
        <translation>Stufe %1: erschöpft</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="158" />
        <source>stage %1: %2</source>
        <translation>Stufe %1: %2</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="159" />
        <source>%1 of %2 (%3): %4</source>
        <translation>%1 bei %2 (%3): %4</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="163" />
        <source>Safe rest</source>
        <translation>Sichere Rast</translation>
    </message>
    <message>
        <location filename="../app/models/expeditiontexts.cpp" line="164" />
        <source>Unsafe rest</source>
        <translation>Unsichere Rast</translation>
    </message>
    <message>
        <location filename="../app/models/expeditionmodel.cpp" line="135" />
        <source>%1:00h</source>
        <translation>%1:00 Uhr</translation>
    </message>
    <message>
        <location filename="../app/models/expeditionmodel.cpp" line="183" />
        <source>%1 (%2): %3 h left</source>
        <translation>%1 (%2): noch %3 Std.</translation>
    </message>
    <message>
        <location filename="../app/models/expeditionmodel.cpp" line="277" />
        <source>Give the new member a name.</source>
        <translation>Gib dem neuen Mitglied einen Namen.</translation>
    </message>
    <message>
        <location filename="../app/models/expeditionmodel.cpp" line="297" />
        <source>the foes</source>
        <translation>die Feinde</translation>
    </message>
    <message>
        <location filename="../app/models/expeditionmodel.cpp" line="311" />
        <source>Add the party's members first: each of them rolls to return.</source>
        <translation>Füge zuerst die Mitglieder der Gruppe hinzu: jedes würfelt für die Rückkehr.</translation>
    </message>
    <message>
        <location filename="../app/models/expeditionmodel.cpp" line="324" />
        <source>the party</source>
        <translation>die Gruppe</translation>
    </message>
    <message>
        <location filename="../app/models/expeditionmodel.cpp" line="337" />
        <source>Choose or type who is exposed.</source>
        <translation>Wähle oder schreibe, wer ausgesetzt ist.</translation>
    </message>
    <message>
        <location filename="../app/models/expeditionmodel.cpp" line="339" />
        <source>Name the disease, poison or venom.</source>
        <translation>Nenne die Krankheit, das Gift oder Tiergift.</translation>
    </message>
    <message>
        <location filename="../app/models/expeditionmodel.cpp" line="398" />
        <source>Other foes: '%1' is not a number of HD from 1 to 100</source>
        <translation>Weitere Gegner: „%1“ ist keine Zahl von TW zwischen 1 und 100</translation>
    </message>
    <message>
        <location filename="../app/models/expeditionmodel.cpp" line="400" />
        <source>foe %1</source>
        <translation>Gegner %1</translation>
    </message>
    <message>
        <location filename="../app/models/expeditionmodel.cpp" line="416" />
        <source>Tables</source>
        <translation>Tabellen</translation>
    </message>
    <message>
        <location filename="../app/models/expeditionmodel.cpp" line="440" />
        <source>Proficiency by level</source>
        <translation>Übungsbonus nach Stufe</translation>
    </message>
    <message>
        <location filename="../app/models/expeditionmodel.cpp" line="441" />
        <location filename="../app/models/expeditionmodel.cpp" line="445" />
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <location filename="../app/models/expeditionmodel.cpp" line="442" />
        <source>Monster HP by HD</source>
        <translation>Monster-TP nach TW</translation>
    </message>
    <message>
        <location filename="../app/models/expeditionmodel.cpp" line="443" />
        <source>%1 HP</source>
        <translation>%1 TP</translation>
    </message>
    <message>
        <location filename="../app/models/expeditionmodel.cpp" line="444" />
        <source>Morale bonus by HD</source>
        <translation>Moralbonus nach TW</translation>
    </message>
    <message>
        <location filename="../app/models/expeditionmodel.cpp" line="446" />
        <source>Item loads</source>
        <translation>Lasten der Gegenstände</translation>
    </message>
    <message>
        <location filename="../app/models/expeditionmodel.cpp" line="447" />
        <source>Other numbers</source>
        <translation>Weitere Zahlen</translation>
    </message>
    <message>
        <location filename="../app/models/expeditionmodel.cpp" line="448" />
        <source>base speed %1 ft · %2 s a round · %3 hours on the road a day · %4 supplies an hour · %5 XP per gp</source>
        <translation>Grundbewegung %1 ft · %2 s je Runde · %3 Stunden unterwegs am Tag · %4 Vorräte je Stunde · %5 EP je GM</translation>
    </message>
    <message>
        <location filename="../app/models/expeditionmodel.cpp" line="263" />
        <source>Choose or type who carries the light.</source>
        <translation>Wähle oder schreibe, wer das Licht trägt.</translation>
    </message>
</context>
<context>
    <name>ExpeditionMoraleDialog</name>
    <message>
        <location filename="../qml/ExpeditionMoraleDialog.qml" line="17" />
        <source>Morale check</source>
        <translation>Moralprobe</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionMoraleDialog.qml" line="28" />
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionMoraleDialog.qml" line="33" />
        <source>the goblins</source>
        <translation>die Goblins</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionMoraleDialog.qml" line="35" />
        <source>Side, group or one</source>
        <translation>Seite, Gruppe oder einzeln</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionMoraleDialog.qml" line="39" />
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionMoraleDialog.qml" line="39" />
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionMoraleDialog.qml" line="39" />
        <source>Individual</source>
        <translation>Einzeln</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionMoraleDialog.qml" line="41" />
        <source>When</source>
        <translation>Anlass</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionMoraleDialog.qml" line="46" />
        <source>GM's call</source>
        <translation>Entscheidung der SL</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionMoraleDialog.qml" line="46" />
        <source>Battle begins</source>
        <translation>Kampfbeginn</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionMoraleDialog.qml" line="46" />
        <source>First death</source>
        <translation>Erster Tod</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionMoraleDialog.qml" line="46" />
        <source>Leader down</source>
        <translation>Anführer gefallen</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionMoraleDialog.qml" line="47" />
        <source>Tide turned</source>
        <translation>Blatt gewendet</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionMoraleDialog.qml" line="47" />
        <source>Leader retreats (disadvantage)</source>
        <translation>Anführer zieht sich zurück (Nachteil)</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionMoraleDialog.qml" line="49" />
        <source>WIS modifier</source>
        <translation>WEI-Modifikator</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionMoraleDialog.qml" line="55" />
        <source>Proficiency</source>
        <translation>Übung</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionMoraleDialog.qml" line="61" />
        <source>Morale bonus</source>
        <translation>Moralbonus</translation>
    </message>
</context>
<context>
    <name>ExpeditionPanel</name>
    <message>
        <location filename="../qml/ExpeditionPanel.qml" line="28" />
        <source>Expedition</source>
        <translation>Expedition</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionPanel.qml" line="66" />
        <source>%1, day %2</source>
        <translation>%1, Tag %2</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionPanel.qml" line="86" />
        <source>Travel turns %1 · return DC %2 · supplies %3 · scene %4 of %5</source>
        <translation>Reiseabschnitte %1 · Rückkehr SG %2 · Vorräte %3 · Szene %4 von %5</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionPanel.qml" line="110" />
        <source>%1: %2 of %3 h, exhausted</source>
        <translation>%1: %2 von %3 Std., erschöpft</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionPanel.qml" line="112" />
        <source>%1: %2 of %3 h</source>
        <translation>%1: %2 von %3 Std.</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionPanel.qml" line="118" />
        <source>Resilience</source>
        <translation>Widerstand</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionPanel.qml" line="132" />
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionPanel.qml" line="132" />
        <source>Cautious</source>
        <translation>Vorsichtig</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionPanel.qml" line="132" />
        <source>Careless</source>
        <translation>Sorglos</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionPanel.qml" line="136" />
        <source>+1 hour</source>
        <translation>+1 Stunde</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionPanel.qml" line="141" />
        <source>+1 scene</source>
        <translation>+1 Szene</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionPanel.qml" line="146" />
        <source>Travel turn</source>
        <translation>Reiseabschnitt</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionPanel.qml" line="163" />
        <source>Torch</source>
        <translation>Fackel</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionPanel.qml" line="167" />
        <source>Lantern</source>
        <translation>Laterne</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionPanel.qml" line="186" />
        <source>Set supplies</source>
        <translation>Vorräte setzen</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionPanel.qml" line="197" />
        <source>Member…</source>
        <translation>Mitglied…</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionPanel.qml" line="202" />
        <source>Morale…</source>
        <translation>Moral…</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionPanel.qml" line="207" />
        <source>Return…</source>
        <translation>Rückkehr…</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionPanel.qml" line="212" />
        <source>Chase…</source>
        <translation>Verfolgung…</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionPanel.qml" line="217" />
        <source>Journey…</source>
        <translation>Reise…</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionPanel.qml" line="222" />
        <source>Corruption…</source>
        <translation>Verderbnis…</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionPanel.qml" line="226" />
        <source>Safe rest</source>
        <translation>Sichere Rast</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionPanel.qml" line="230" />
        <source>Unsafe rest</source>
        <translation>Unsichere Rast</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionPanel.qml" line="235" />
        <source>Loot and XP…</source>
        <translation>Beute und EP…</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionPanel.qml" line="240" />
        <source>Tables…</source>
        <translation>Tabellen…</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionPanel.qml" line="248" />
        <source>Latest results</source>
        <translation>Letzte Ergebnisse</translation>
    </message>
</context>
<context>
    <name>ExpeditionReturnDialog</name>
    <message>
        <location filename="../qml/ExpeditionReturnDialog.qml" line="14" />
        <source>Roll to return (DC %1)</source>
        <translation>Wurf zur Rückkehr (SG %1)</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionReturnDialog.qml" line="31" />
        <source>Path</source>
        <translation>Weg</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionReturnDialog.qml" line="35" />
        <source>Dangerous (1d6 damage per point)</source>
        <translation>Gefährlich (1W6 Schaden je Punkt)</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionReturnDialog.qml" line="35" />
        <source>Arduous (a load per point)</source>
        <translation>Beschwerlich (eine Last je Punkt)</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionReturnDialog.qml" line="40" />
        <source>Add the party's members first: each of them rolls to return.</source>
        <translation>Füge zuerst die Mitglieder der Gruppe hinzu: jedes würfelt für die Rückkehr.</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionReturnDialog.qml" line="50" />
        <source>%1's best modifier</source>
        <translation>Bester Modifikator von %1</translation>
    </message>
</context>
<context>
    <name>ExpeditionTreasureDialog</name>
    <message>
        <location filename="../qml/ExpeditionTreasureDialog.qml" line="24" />
        <source>Loot and XP</source>
        <translation>Beute und EP</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionTreasureDialog.qml" line="45" />
        <source>The fight's fallen foes: %1</source>
        <translation>Die gefallenen Gegner des Kampfes: %1</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionTreasureDialog.qml" line="46" />
        <source>%1 (%2 HD)</source>
        <translation>%1 (%2 TW)</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionTreasureDialog.qml" line="47" />
        <source>No fallen foe with HD in a fight</source>
        <translation>Kein gefallener Gegner mit TW in einem Kampf</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionTreasureDialog.qml" line="51" />
        <source>Other foes (HD each, e.g. 2, 1)</source>
        <translation>Weitere Gegner (TW je Gegner, z. B. 2, 1)</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionTreasureDialog.qml" line="57" />
        <source>Gold from hoards (gp)</source>
        <translation>Gold aus Horten (GM)</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionTreasureDialog.qml" line="59" />
        <source>Magic items captured (fair value, gp)</source>
        <translation>Erbeutete magische Gegenstände (Wert, GM)</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionTreasureDialog.qml" line="61" />
        <source>Unearned gold (no XP)</source>
        <translation>Unverdientes Gold (keine EP)</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionTreasureDialog.qml" line="65" />
        <source>XP: %1 per gp of gold and magic items (resources/data/five-torches-deep.json)</source>
        <translation>EP: %1 je GM an Gold und magischen Gegenständen (resources/data/five-torches-deep.json)</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionTreasureDialog.qml" line="70" />
        <source>Share among</source>
        <translation>Teilen unter</translation>
    </message>
    <message>
        <location filename="../qml/ExpeditionTreasureDialog.qml" line="71" />
        <source>No character sheet in the campaign to share with</source>
        <translation>Kein Charakterbogen in der Kampagne, mit dem geteilt werden kann</translation>
    </message>
</context>
<context>
    <name>FilePaths</name>
    <message>
        <location filename="../app/models/filepaths.cpp" line="79" />
        <source>Type the name of a file or choose one from the list</source>
        <translation>Gib den Namen einer Datei ein oder wähle eine aus der Liste</translation>
    </message>
    <message>
        <location filename="../app/models/filepaths.cpp" line="83" />
        <source>%1 does not exist</source>
        <translation>%1 gibt es nicht</translation>
    </message>
    <message>
        <location filename="../app/models/filepaths.cpp" line="85" />
        <source>%1 is a folder, not a file</source>
        <translation>%1 ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <location filename="../app/models/filepaths.cpp" line="87" />
        <source>%1 is not a regular file</source>
        <translation>%1 ist keine gewöhnliche Datei</translation>
    </message>
    <message>
        <location filename="../app/models/filepaths.cpp" line="89" />
        <source>%1 cannot be read (no permission)</source>
        <translation>%1 kann nicht gelesen werden (keine Berechtigung)</translation>
    </message>
    <message>
        <location filename="../app/models/filepaths.cpp" line="99" />
        <source>%1 is not a file of the kind asked for here (%2)</source>
        <translation>%1 ist keine Datei der hier gefragten Art (%2)</translation>
    </message>
</context>
<context>
    <name>FtdCheckDialog</name>
    <message>
        <location filename="../qml/FtdCheckDialog.qml" line="24" />
        <source>Hide: %1</source>
        <translation>Verstecken: %1</translation>
    </message>
    <message>
        <location filename="../qml/FtdCheckDialog.qml" line="25" />
        <source>Retreat: %1</source>
        <translation>Rückzug: %1</translation>
    </message>
    <message>
        <location filename="../qml/FtdCheckDialog.qml" line="26" />
        <source>Stabilize %1</source>
        <translation>%1 stabilisieren</translation>
    </message>
    <message>
        <location filename="../qml/FtdCheckDialog.qml" line="27" />
        <source>Damaging check: %1</source>
        <translation>Gefährliche Probe: %1</translation>
    </message>
    <message>
        <location filename="../qml/FtdCheckDialog.qml" line="48" />
        <source>Modifier</source>
        <translation>Modifikator</translation>
    </message>
    <message>
        <location filename="../qml/FtdCheckDialog.qml" line="59" />
        <source>DC</source>
        <translation>SG</translation>
    </message>
    <message>
        <location filename="../qml/FtdCheckDialog.qml" line="73" />
        <source>Damage on a failure</source>
        <translation>Schaden bei Misserfolg</translation>
    </message>
    <message>
        <location filename="../qml/FtdCheckDialog.qml" line="87" />
        <source>The GM calls for a check</source>
        <translation>Die SL verlangt eine Probe</translation>
    </message>
    <message>
        <location filename="../qml/FtdCheckDialog.qml" line="93" />
        <source>An attack hit them on the way out</source>
        <translation>Ein Angriff traf auf dem Weg hinaus</translation>
    </message>
    <message>
        <location filename="../qml/FtdCheckDialog.qml" line="99" />
        <source>By a spell or potion (no check)</source>
        <translation>Durch Zauber oder Trank (keine Probe)</translation>
    </message>
    <message>
        <location filename="../qml/FtdCheckDialog.qml" line="106" />
        <source>Darkness and dim light give advantage, brilliant light disadvantage.</source>
        <translation>Dunkelheit und Dämmerlicht geben Vorteil, gleißendes Licht Nachteil.</translation>
    </message>
    <message>
        <location filename="../qml/FtdCheckDialog.qml" line="107" />
        <source>Once stable a PC rolls on the injury table; a monster stays at 0 HP.</source>
        <translation>Stabil würfelt ein SC auf der Verletzungstabelle; ein Monster bleibt bei 0 TP.</translation>
    </message>
    <message>
        <location filename="../qml/FtdCheckDialog.qml" line="108" />
        <source>Retreat takes the whole turn; a failed check or any hit stops it.</source>
        <translation>Der Rückzug kostet den ganzen Zug; eine misslungene Probe oder ein Treffer beendet ihn.</translation>
    </message>
    <message>
        <location filename="../qml/FtdCheckDialog.qml" line="109" />
        <source>A natural 1 doubles the damage a PC takes.</source>
        <translation>Eine natürliche 1 verdoppelt den Schaden, den ein SC erleidet.</translation>
    </message>
</context>
<context>
    <name>FtdFightModel</name>
    <message>
        <location filename="../app/models/ftdfightmodel.cpp" line="37" />
        <location filename="../app/models/ftdfighttexts.cpp" line="152" />
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfightmodel.cpp" line="39" />
        <location filename="../app/models/ftdfighttexts.cpp" line="151" />
        <source>movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfightmodel.cpp" line="41" />
        <location filename="../app/models/ftdfighttexts.cpp" line="149" />
        <source>quick</source>
        <translation>schnell</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfightmodel.cpp" line="43" />
        <source>no actions left</source>
        <translation>keine Aktionen mehr</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfightmodel.cpp" line="44" />
        <source>left: %1</source>
        <translation>übrig: %1</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfightmodel.cpp" line="46" />
        <source> · %1 ft to move</source>
        <translation> · %1 ft Bewegung</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfightmodel.cpp" line="199" />
        <source>No stat block: default numbers (double-click to set)</source>
        <translation>Kein Spielwerteblock: Standardwerte (Doppelklick: setzen)</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfightmodel.cpp" line="230" />
        <source>Morale: %1</source>
        <translation>Moral: %1</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfightmodel.cpp" line="231" />
        <source>Morale of %1: %2</source>
        <translation>Moral der Seite %1: %2</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfightmodel.cpp" line="286" />
        <source>Put the combatants on the map first.</source>
        <translation>Stelle die Kämpfer zuerst auf die Karte.</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfightmodel.cpp" line="324" />
        <source>%1% to hit: %2 vs AC %3, %4 ft (%5)</source>
        <translation>%1 % Trefferchance: %2 gegen RK %3, %4 ft (%5)</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfightmodel.cpp" line="329" />
        <source>close</source>
        <translation>nah</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfightmodel.cpp" line="329" />
        <source>ranged</source>
        <translation>Fernkampf</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfightmodel.cpp" line="331" />
        <source>%1, %2 damage: %3</source>
        <translation>%1, %2 Schaden: %3</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfightmodel.cpp" line="333" />
        <source>; advantage: %1</source>
        <translation>; Vorteil: %1</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfightmodel.cpp" line="335" />
        <source>; disadvantage: %1</source>
        <translation>; Nachteil: %1</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfightmodel.cpp" line="342" />
        <source>Choose the target in the list first.</source>
        <translation>Wähle zuerst das Ziel in der Liste.</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfightmodel.cpp" line="371" />
        <source>Choose in the list whom to act after.</source>
        <translation>Wähle in der Liste, nach wem gehandelt wird.</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfightmodel.cpp" line="385" />
        <source>Choose the fallen combatant in the list first.</source>
        <translation>Wähle zuerst den gefallenen Kämpfer in der Liste.</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfightmodel.cpp" line="409" />
        <source>Nobody of %1 is still fighting.</source>
        <translation>Von %1 kämpft niemand mehr.</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="16" />
        <source>, advantage</source>
        <translation>, Vorteil</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="18" />
        <source>, disadvantage</source>
        <translation>, Nachteil</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="25" />
        <source>%1 + %2 = %3 vs AC %4%5</source>
        <translation>%1 + %2 = %3 gegen RK %4%5</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="25" />
        <source>%1 + %2 = %3 vs DC %4%5</source>
        <translation>%1 + %2 = %3 gegen SG %4%5</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="38" />
        <source>injury d20 %1: a false hope, dead</source>
        <translation>Verletzung W20 %1: falsche Hoffnung, tot</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="40" />
        <source>injury d20 %1: loses %2 %3</source>
        <translation>Verletzung W20 %1: verliert %2 %3</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="45" />
        <source>injury d20 %1: loses a body part (the GM chooses)</source>
        <translation>Verletzung W20 %1: verliert einen Körperteil (die SL wählt)</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="47" />
        <source>injury d20 %1: disadvantage on all checks until rest</source>
        <translation>Verletzung W20 %1: Nachteil auf alle Proben bis zur Rast</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="48" />
        <source>injury d20 %1: standing, heals %2</source>
        <translation>Verletzung W20 %1: steht wieder, heilt %2</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="58" />
        <source>incapacitated</source>
        <translation>kampfunfähig</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="60" />
        <source>stable</source>
        <translation>stabil</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="62" />
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="64" />
        <source>fled</source>
        <translation>geflohen</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="66" />
        <source>surrendered</source>
        <translation>ergeben</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="67" />
        <source>fighting</source>
        <translation>kämpft</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="73" />
        <source>the battle begins</source>
        <translation>der Kampf beginnt</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="75" />
        <source>the first has fallen</source>
        <translation>der Erste ist gefallen</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="77" />
        <source>their leader is down</source>
        <translation>ihr Anführer ist gefallen</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="79" />
        <source>the tide has turned</source>
        <translation>das Blatt hat sich gewendet</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="80" />
        <source>their leader retreats</source>
        <translation>ihr Anführer zieht sich zurück</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="86" />
        <source>heroes</source>
        <translation>Helden</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="88" />
        <source>monsters</source>
        <translation>Monster</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="90" />
        <source>neutral</source>
        <translation>neutral</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="97" />
        <source>darkness</source>
        <translation>Dunkelheit</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="99" />
        <source>dim light</source>
        <translation>Dämmerlicht</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="101" />
        <source>brilliant light</source>
        <translation>gleißendem Licht</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="102" />
        <source>well lit</source>
        <translation>gutem Licht</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="110" />
        <source>The fight begins in %1: %2 acts first</source>
        <translation>Der Kampf beginnt bei %1: %2 handelt zuerst</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="116" />
        <source>%1 hits %2 (%3): %4 damage</source>
        <translation>%1 trifft %2 (%3): %4 Schaden</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="119" />
        <source>%1 misses %2 (%3)</source>
        <translation>%1 verfehlt %2 (%3)</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="121" />
        <source>, a critical hit: damage doubled</source>
        <translation>, ein kritischer Treffer: doppelter Schaden</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="128" />
        <source> · with the %1</source>
        <translation> · mit %1</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="129" />
        <source> · with the %1, %2 rolled %3</source>
        <translation> · mit %1, %2 gewürfelt: %3</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="136" />
        <source>%1 falls, incapacitated</source>
        <translation>%1 fällt, kampfunfähig</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="139" />
        <source>%1 dies</source>
        <translation>%1 stirbt</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="141" />
        <source>%1 moves %2 ft (%3 ft left)</source>
        <translation>%1 bewegt sich %2 ft (%3 ft übrig)</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="147" />
        <source>%1 takes a %2 action</source>
        <translation>%1 nimmt eine Aktion: %2</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="154" />
        <source>%1 hides (%2): %3</source>
        <translation>%1 versteckt sich (%2): %3</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="156" />
        <source>in stealth</source>
        <translation>verborgen</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="157" />
        <source>seen</source>
        <translation>gesehen</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="159" />
        <source>%1 delays until after %2</source>
        <translation>%1 wartet bis nach %2</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="161" />
        <source>Round %1: %2's turn</source>
        <translation>Runde %1: %2 ist am Zug</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="165" />
        <source>After the fight: round %1</source>
        <translation>Nach dem Kampf: Runde %1</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="171" />
        <source>%1 is healed by magic</source>
        <translation>%1 wird durch Magie geheilt</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="172" />
        <source>%1 is tended (%2)</source>
        <translation>%1 wird versorgt (%2)</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="174" />
        <source>%1 heals %2 by magic</source>
        <translation>%1 heilt %2 durch Magie</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="175" />
        <source>%1 tends %2 (%3)</source>
        <translation>%1 versorgt %2 (%3)</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="177" />
        <source>: still dying</source>
        <translation>: stirbt weiter</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="180" />
        <source>, %1 HP</source>
        <translation>, %1 TP</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="181" />
        <source>: stable</source>
        <translation>: stabil</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="188" />
        <source>Morale of %1 (%2): %3</source>
        <translation>Moral von %1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="190" />
        <source>they stand</source>
        <translation>sie halten stand</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="191" />
        <source>they flee</source>
        <translation>sie fliehen</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="192" />
        <source>they surrender</source>
        <translation>sie ergeben sich</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="195" />
        <source>%1's check (%2): %3 damage</source>
        <translation>Probe von %1 (%2): %3 Schaden</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="199" />
        <source>, doubled by the natural 1</source>
        <translation>, verdoppelt durch die natürliche 1</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="204" />
        <source>The light is now %1</source>
        <translation>Das Licht ist jetzt: %1</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="207" />
        <source>%1 retreats from the fight</source>
        <translation>%1 zieht sich aus dem Kampf zurück</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="208" />
        <source>%1's retreat fails</source>
        <translation>Der Rückzug von %1 misslingt</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="210" />
        <source>The fight is over</source>
        <translation>Der Kampf ist vorbei</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="212" />
        <source>The fight is closed</source>
        <translation>Der Kampf ist abgeschlossen</translation>
    </message>
    <message>
        <location filename="../app/models/ftdfighttexts.cpp" line="214" />
        <source>%1's numbers are set</source>
        <translation>Die Werte von %1 sind gesetzt</translation>
    </message>
</context>
<context>
    <name>FtdFightPanel</name>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="53" />
        <source>Fight over · round %1</source>
        <translation>Kampf vorbei · Runde %1</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="54" />
        <source>Fight · round %1</source>
        <translation>Kampf · Runde %1</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="55" />
        <source>Fight</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="78" />
        <source>Darkness</source>
        <translation>Dunkelheit</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="78" />
        <source>Dim light</source>
        <translation>Dämmerlicht</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="78" />
        <source>Well lit</source>
        <translation>Gut beleuchtet</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="78" />
        <source>Brilliant light</source>
        <translation>Gleißendes Licht</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="89" />
        <source>No GM's call</source>
        <translation>Kein Entscheid der SL</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="89" />
        <source>GM: advantage</source>
        <translation>SL: Vorteil</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="89" />
        <source>GM: disadvantage</source>
        <translation>SL: Nachteil</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="94" />
        <source>Start fight</source>
        <translation>Kampf beginnen</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="106" />
        <source>The fight is over: the fallen still die a minute after falling</source>
        <translation>Der Kampf ist vorbei: Gefallene sterben noch eine Minute nach ihrem Fall</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="107" />
        <source>%1's turn</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="119" />
        <source>Choose a combatant below: the target, the fallen to tend, or whom to delay after.</source>
        <translation>Wähle unten einen Kämpfer: das Ziel, den Gefallenen zum Versorgen oder nach wem du wartest.</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="124" />
        <source>Melee: %1</source>
        <translation>Nahkampf: %1</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="124" />
        <source>Ranged: %1</source>
        <translation>Fernkampf: %1</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="133" />
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="151" />
        <source>Attack</source>
        <translation>Angreifen</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="151" />
        <source>Attack with %1</source>
        <translation>Angriff mit %1</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="158" />
        <source>Shoot</source>
        <translation>Schießen</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="163" />
        <source>A round passes</source>
        <translation>Eine Runde vergeht</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="163" />
        <source>Next turn</source>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="168" />
        <source>More…</source>
        <translation>Mehr…</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="176" />
        <source>Quick action</source>
        <translation>Schnelle Aktion</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="182" />
        <source>Hide…</source>
        <translation>Verstecken…</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="188" />
        <source>Delay until after the chosen</source>
        <translation>Bis nach dem Gewählten warten</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="194" />
        <source>Retreat…</source>
        <translation>Rückzug…</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="201" />
        <source>Stabilize the chosen…</source>
        <translation>Den Gewählten stabilisieren…</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="207" />
        <source>Damaging check of the chosen…</source>
        <translation>Gefährliche Probe des Gewählten…</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="213" />
        <source>Morale of the chosen's side</source>
        <translation>Moral der Seite des Gewählten</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="219" />
        <source>Numbers of the chosen…</source>
        <translation>Werte des Gewählten…</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="224" />
        <source>Loot and XP…</source>
        <translation>Beute und EP…</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="230" />
        <source>Close fight</source>
        <translation>Kampf abschließen</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="230" />
        <source>End fight</source>
        <translation>Kampf beenden</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="255" />
        <source>Check</source>
        <translation>Probe</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="268" />
        <source>A failed morale check surrenders</source>
        <translation>Bei misslungener Moral ergeben</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="309" />
        <source>%1 · DEX %2</source>
        <translation>%1 · GES %2</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="316" />
        <source>HP %1/%2 · AC %3 · %4, in stealth</source>
        <translation>TP %1/%2 · RK %3 · %4, verborgen</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="317" />
        <source>HP %1/%2 · AC %3 · %4</source>
        <translation>TP %1/%2 · RK %3 · %4</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="343" />
        <source>Injuries: %1</source>
        <translation>Verletzungen: %1</translation>
    </message>
    <message>
        <location filename="../qml/FtdFightPanel.qml" line="360" />
        <source>Latest results</source>
        <translation>Letzte Ergebnisse</translation>
    </message>
</context>
<context>
    <name>FtdNumbersDialog</name>
    <message>
        <location filename="../qml/FtdNumbersDialog.qml" line="30" />
        <source>Numbers: %1</source>
        <translation>Werte: %1</translation>
    </message>
    <message>
        <location filename="../qml/FtdNumbersDialog.qml" line="70" />
        <source>DEX score</source>
        <translation>GES-Wert</translation>
    </message>
    <message>
        <location filename="../qml/FtdNumbersDialog.qml" line="72" />
        <source>AC</source>
        <translation>RK</translation>
    </message>
    <message>
        <location filename="../qml/FtdNumbersDialog.qml" line="74" />
        <source>HP</source>
        <translation>TP</translation>
    </message>
    <message>
        <location filename="../qml/FtdNumbersDialog.qml" line="76" />
        <source>Max HP</source>
        <translation>Max. TP</translation>
    </message>
    <message>
        <location filename="../qml/FtdNumbersDialog.qml" line="78" />
        <source>Attack bonus</source>
        <translation>Angriffsbonus</translation>
    </message>
    <message>
        <location filename="../qml/FtdNumbersDialog.qml" line="80" />
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <location filename="../qml/FtdNumbersDialog.qml" line="82" />
        <source>Ranged attack</source>
        <translation>Fernangriff</translation>
    </message>
    <message>
        <location filename="../qml/FtdNumbersDialog.qml" line="84" />
        <source>Range (ft)</source>
        <translation>Reichweite (ft)</translation>
    </message>
    <message>
        <location filename="../qml/FtdNumbersDialog.qml" line="86" />
        <source>Speed (ft)</source>
        <translation>Bewegung (ft)</translation>
    </message>
    <message>
        <location filename="../qml/FtdNumbersDialog.qml" line="88" />
        <source>Morale bonus</source>
        <translation>Moralbonus</translation>
    </message>
    <message>
        <location filename="../qml/FtdNumbersDialog.qml" line="90" />
        <source>WIS modifier</source>
        <translation>WEI-Modifikator</translation>
    </message>
    <message>
        <location filename="../qml/FtdNumbersDialog.qml" line="92" />
        <source>HD (loot)</source>
        <translation>TW (Beute)</translation>
    </message>
    <message>
        <location filename="../qml/FtdNumbersDialog.qml" line="94" />
        <source>Retainer of</source>
        <translation>Gefolgsmann von</translation>
    </message>
    <message>
        <location filename="../qml/FtdNumbersDialog.qml" line="16" />
        <source>nobody</source>
        <translation>niemandem</translation>
    </message>
    <message>
        <location filename="../qml/FtdNumbersDialog.qml" line="104" />
        <source>A PC</source>
        <translation>Ein SC</translation>
    </message>
    <message>
        <location filename="../qml/FtdNumbersDialog.qml" line="105" />
        <source>Leader</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <location filename="../qml/FtdNumbersDialog.qml" line="106" />
        <source>Darksight</source>
        <translation>Dunkelsicht</translation>
    </message>
</context>
<context>
    <name>FtdRefusalTexts</name>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="12" />
        <source>'%1' is not in the fight</source>
        <translation>„%1“ ist nicht im Kampf</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="13" />
        <source>the fight is over</source>
        <translation>der Kampf ist vorbei</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="14" />
        <source>the fight is already over</source>
        <translation>der Kampf ist schon vorbei</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="15" />
        <source>it is not %1's turn (it is %2's)</source>
        <translation>%1 ist nicht am Zug (%2 ist am Zug)</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="16" />
        <source>it is not %1's turn</source>
        <translation>%1 ist nicht am Zug</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="17" />
        <source>%1 cannot act (%2)</source>
        <translation>%1 kann nicht handeln (%2)</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="18" />
        <source>%1 already took the active action this round</source>
        <translation>%1 hat die aktive Aktion dieser Runde schon genutzt</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="19" />
        <source>%1 already acted this turn: delay before acting</source>
        <translation>%1 hat in diesem Zug schon gehandelt: verzögern nur vor dem Handeln</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="20" />
        <source>no %1 action is left this turn</source>
        <translation>in diesem Zug ist keine Aktion „%1“ mehr übrig</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="21" />
        <source>retreat takes the whole turn; an action was already taken</source>
        <translation>der Rückzug braucht den ganzen Zug; es wurde schon eine Aktion genutzt</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="22" />
        <source>nobody is left who can act: end the fight</source>
        <translation>niemand kann mehr handeln: beende den Kampf</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="23" />
        <source>a fight is already on: close it first</source>
        <translation>es läuft schon ein Kampf: schließe ihn zuerst</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="24" />
        <source>no fight is on: start one first</source>
        <translation>es läuft kein Kampf: beginne zuerst einen</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="25" />
        <source>Five Torches Deep is not the campaign's ruleset</source>
        <translation>Five Torches Deep ist nicht das Regelwerk der Kampagne</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="27" />
        <source>a combatant does not attack itself</source>
        <translation>ein Kämpfer greift sich nicht selbst an</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="28" />
        <source>%1 is in stealth and cannot be targeted</source>
        <translation>%1 ist verborgen und kann nicht anvisiert werden</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="29" />
        <source>%1 is dead</source>
        <translation>%1 ist tot</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="30" />
        <source>%1 has no ranged attack</source>
        <translation>%1 hat keinen Fernangriff</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="31" />
        <source>%1 is %2 ft away: %3</source>
        <translation>%1 ist %2 ft entfernt: %3</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="32" />
        <source>beyond melee reach</source>
        <translation>außerhalb der Nahkampfreichweite</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="33" />
        <source>beyond the weapon's range</source>
        <translation>außerhalb der Reichweite der Waffe</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="35" />
        <source>%1 has no weapon '%2' (%3)</source>
        <translation>%1 hat keine Waffe „%2“ (%3)</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="36" />
        <source>%1 has no weapons on the sheet, so not '%2'</source>
        <translation>%1 hat keine Waffen auf dem Bogen, also auch nicht „%2“</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="37" />
        <source>a ranged weapon needs its range in feet (such as 80)</source>
        <translation>eine Fernkampfwaffe braucht ihre Reichweite in Fuß (etwa 80)</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="38" />
        <source>a melee weapon reaches close range (5-10 ft); make it ranged to give a range</source>
        <translation>eine Nahkampfwaffe hat nahe Reichweite (5-10 ft); für eine größere Reichweite mache sie zur Fernkampfwaffe</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="40" />
        <source>'%1' is already a weapon of this sheet</source>
        <translation>„%1“ ist schon eine Waffe dieses Bogens</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="41" />
        <source>'%1' is not damage dice such as 1d8 or 2d6+3</source>
        <translation>„%1“ sind keine Schadenswürfel wie 1d8 oder 2d6+3</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="42" />
        <source>'%1' rolls no die; a weapon deals at least 1d2</source>
        <translation>„%1“ würfelt keinen Würfel; eine Waffe macht mindestens 1d2</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="43" />
        <source>'%1' is not melee or ranged</source>
        <translation>„%1“ ist weder Nahkampf noch Fernkampf</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="44" />
        <source>%1 is not in steps of 5 ft (one square)</source>
        <translation>%1 ist nicht in Schritten von 5 ft (ein Feld)</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="46" />
        <source>'%1' is not on the map</source>
        <translation>„%1“ ist nicht auf der Karte</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="47" />
        <source>(%1, %2) is off the map</source>
        <translation>(%1, %2) liegt außerhalb der Karte</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="48" />
        <source>%1 stands there</source>
        <translation>dort steht %1</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="49" />
        <source>%1 can move %2 ft more this turn, not %3 ft</source>
        <translation>%1 kann sich in diesem Zug noch %2 ft bewegen, nicht %3 ft</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="50" />
        <source>%1 acts before %2; delay only to a slower place</source>
        <translation>%1 handelt vor %2; verzögern nur auf einen langsameren Platz</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="51" />
        <source>'%1' is not a creature on the map</source>
        <translation>„%1“ ist keine Kreatur auf der Karte</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="53" />
        <source>helper: during the fight, name who tends the fallen (it is their active action)</source>
        <translation>Helfer: im Kampf nenne, wer den Gefallenen versorgt (es ist dessen aktive Aktion)</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="55" />
        <source>%1 is not incapacitated (%2)</source>
        <translation>%1 ist nicht kampfunfähig (%2)</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="56" />
        <source>%1 is no longer fighting</source>
        <translation>%1 kämpft nicht mehr</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="57" />
        <source>%1 is a PC, and PCs check morale one by one</source>
        <translation>%1 ist ein SC, und SC würfeln Moral einzeln</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="59" />
        <source>'%1' is not in the party</source>
        <translation>„%1“ gehört nicht zur Gruppe</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="60" />
        <source>%1 has adventured %2 of %3 hours: no resilience check is due</source>
        <translation>%1 ist %2 von %3 Stunden unterwegs: keine Widerstandsprobe fällig</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="61" />
        <source>%1 already suffers from %2</source>
        <translation>%1 leidet schon an %2</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="63" />
        <source>'%1' is not a stored Five Torches Deep sheet</source>
        <translation>„%1“ ist kein gespeicherter Five-Torches-Deep-Bogen</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="64" />
        <source>'%1' is not a stored Five Torches Deep character</source>
        <translation>„%1“ ist kein gespeicherter Five-Torches-Deep-Charakter</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="65" />
        <source>%1 carries no %2</source>
        <translation>%1 trägt kein(e) %2</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="66" />
        <source>%1 carries %2 coins, not %3</source>
        <translation>%1 trägt %2 Münzen, nicht %3</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="67" />
        <source>%1 carries %2 %3, not %4</source>
        <translation>%1 trägt %2 × %3, nicht %4</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="68" />
        <source>no fight is on: name the foes and their HD</source>
        <translation>es läuft kein Kampf: nenne die Gegner und ihre TW</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="69" />
        <source>name what is dropped</source>
        <translation>nenne, was abgelegt wird</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="70" />
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="71" />
        <source>%1 is out of range (%2 to %3)</source>
        <translation>%1 liegt außerhalb des Bereichs (%2 bis %3)</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="73" />
        <source>the GM's call</source>
        <translation>Entscheidung der SL</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="74" />
        <source>ranged attack in melee</source>
        <translation>Fernangriff im Nahkampf</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="75" />
        <source>disadvantage on all checks</source>
        <translation>Nachteil auf alle Proben</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="76" />
        <source>darksight in darkness</source>
        <translation>Dunkelsicht in Dunkelheit</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="77" />
        <source>darkness</source>
        <translation>Dunkelheit</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="78" />
        <source>dim light</source>
        <translation>Dämmerlicht</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="79" />
        <source>well-lit light</source>
        <translation>gute Beleuchtung</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="80" />
        <source>brilliant light</source>
        <translation>gleißendes Licht</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="81" />
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="82" />
        <source>movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="83" />
        <source>quick</source>
        <translation>schnell</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="84" />
        <source>incapacitated</source>
        <translation>kampfunfähig</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="85" />
        <source>stable</source>
        <translation>stabil</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="86" />
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="87" />
        <source>fled</source>
        <translation>geflohen</translation>
    </message>
    <message>
        <location filename="../app/models/ftdrefusaltexts.cpp" line="88" />
        <source>surrendered</source>
        <translation>ergeben</translation>
    </message>
</context>
<context>
    <name>FtdSheetDialog</name>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="25" />
        <source>Five Torches Deep: %1</source>
        <translation>Five Torches Deep: %1</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="25" />
        <source>Five Torches Deep sheet</source>
        <translation>Five-Torches-Deep-Bogen</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation type="vanished">Öffnen…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="vanished">Speichern</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation type="vanished">Als PDF exportieren</translation>
    </message>
    <message>
        <source>Open a character (battlemat-ftd-character) or monster (battlemat-ftd-monster) file.</source>
        <translation type="vanished">Öffne eine Charakter- (battlemat-ftd-character) oder Monsterdatei (battlemat-ftd-monster).</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="22" />
        <source>STR</source>
        <extracomment>Five Torches Deep's ability abbreviations, in the order STR, DEX, CON, INT, WIS, CHA</extracomment>
        <translation>ST</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="22" />
        <source>DEX</source>
        <translation>GES</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="22" />
        <source>CON</source>
        <translation>KON</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="22" />
        <source>INT</source>
        <translation>INT</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="22" />
        <source>WIS</source>
        <translation>WEI</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="22" />
        <source>CHA</source>
        <translation>CHA</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="57" />
        <source>In the campaign</source>
        <translation>In der Kampagne</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="64" />
        <source>Sheets are kept in a campaign that plays by Five Torches Deep (Settings &gt; Rules modules).</source>
        <translation>Bögen werden in einer Kampagne mit den Regeln von Five Torches Deep gespeichert (Einstellungen &gt; Regelmodule).</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="71" />
        <source>No sheets yet: New character, New monster or Import file…</source>
        <translation>Noch keine Bögen: Neuer Charakter, Neues Monster oder Datei importieren…</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="109" />
        <source>New character</source>
        <translation>Neuer Charakter</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="116" />
        <source>New monster</source>
        <translation>Neues Monster</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="123" />
        <source>Import file…</source>
        <translation>Datei importieren…</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="133" />
        <location filename="../qml/FtdSheetDialog.qml" line="349" />
        <location filename="../qml/FtdSheetDialog.qml" line="425" />
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="148" />
        <source>Open file…</source>
        <translation>Datei öffnen…</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="157" />
        <source>Save file</source>
        <translation>Datei speichern</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="157" />
        <source>Save in campaign</source>
        <translation>In Kampagne speichern</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="163" />
        <source>Export PDF…</source>
        <translation>Als PDF exportieren…</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="179" />
        <source>Choose a sheet of the campaign, make a new one, or open a character (battlemat-ftd-character) or monster (battlemat-ftd-monster) file.</source>
        <translation>Wähle einen Bogen der Kampagne, lege einen neuen an oder öffne eine Charakter- (battlemat-ftd-character) oder Monsterdatei (battlemat-ftd-monster).</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="201" />
        <location filename="../qml/FtdSheetDialog.qml" line="302" />
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="235" />
        <source>HD</source>
        <translation>TW</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="235" />
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="237" />
        <source>AC</source>
        <translation>RK</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="239" />
        <location filename="../qml/FtdSheetDialog.qml" line="241" />
        <source>HP</source>
        <translation>TP</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="239" />
        <source>Max HP</source>
        <translation>Max. TP</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="243" />
        <source>Speed (ft)</source>
        <translation>Bewegung (ft)</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="245" />
        <source>Coins</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="247" />
        <source>Attack bonus</source>
        <translation>Angriffsbonus</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="249" />
        <source>Morale bonus</source>
        <translation>Moralbonus</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="251" />
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="259" />
        <source>Derived</source>
        <translation>Abgeleitet</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="278" />
        <source>Weapons (melee adds STR, ranged DEX; proficiency when proficient)</source>
        <translation>Waffen (Nahkampf addiert ST, Fernkampf GES; Übung, wenn geübt)</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="284" />
        <source>Add weapon</source>
        <translation>Waffe hinzufügen</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="312" />
        <source>1d8</source>
        <translation>1d8</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="322" />
        <source>Melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="322" />
        <source>Ranged</source>
        <translation>Fernkampf</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="339" />
        <source>ft</source>
        <translation>ft</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="343" />
        <source>Proficient</source>
        <translation>Geübt</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="369" />
        <source>Carried: name, count, loads each (Drop one: what an arduous return costs)</source>
        <translation>Getragen: Name, Anzahl, Lasten je Stück (Eins ablegen: was eine mühsame Rückkehr kostet)</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="370" />
        <source>Carried: name, count, loads each</source>
        <translation>Getragen: Name, Anzahl, Lasten je Stück</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="375" />
        <source>Add item</source>
        <translation>Gegenstand hinzufügen</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="406" />
        <source>loads</source>
        <translation>Lasten</translation>
    </message>
    <message>
        <source>Carried (Drop one: what an arduous return costs)</source>
        <translation type="vanished">Getragen (Eins ablegen: was eine mühsame Rückkehr kostet)</translation>
    </message>
    <message>
        <source>Carried (edit the items in the file)</source>
        <translation type="vanished">Getragen (die Gegenstände in der Datei bearbeiten)</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="420" />
        <source>Drop one</source>
        <translation>Eins ablegen</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="441" />
        <source>Open a Five Torches Deep sheet</source>
        <translation>Einen Five-Torches-Deep-Bogen öffnen</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="443" />
        <source>Five Torches Deep characters and monsters (*.json)</source>
        <translation>Five-Torches-Deep-Charaktere und -Monster (*.json)</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="451" />
        <source>Print the sheet as PDF</source>
        <translation>Den Bogen als PDF drucken</translation>
    </message>
    <message>
        <location filename="../qml/FtdSheetDialog.qml" line="453" />
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
</context>
<context>
    <name>FtdSheetModel</name>
    <message>
        <location filename="../app/models/ftdsheetmodel.cpp" line="272" />
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetmodel.cpp" line="172" />
        <location filename="../app/models/ftdsheetmodel.cpp" line="280" />
        <location filename="../app/models/ftdsheetmodel.cpp" line="311" />
        <location filename="../app/models/ftdsheetmodel.cpp" line="329" />
        <source>Open a sheet first.</source>
        <translation>Öffne zuerst einen Bogen.</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetmodel.cpp" line="100" />
        <source>%1 HD monster</source>
        <translation>Monster mit %1 TW</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetmodel.cpp" line="103" />
        <source>Level %1, HP %2 of %3</source>
        <translation>Stufe %1, TP %2 von %3</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetmodel.cpp" line="117" />
        <source>The campaign has no sheet %1.</source>
        <translation>Die Kampagne hat keinen Bogen %1.</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetmodel.cpp" line="123" />
        <source>Stored in the campaign</source>
        <translation>In der Kampagne gespeichert</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetmodel.cpp" line="135" />
        <source>New monster</source>
        <translation>Neues Monster</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetmodel.cpp" line="144" />
        <source>New character</source>
        <translation>Neuer Charakter</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetmodel.cpp" line="153" />
        <source>New, not saved yet</source>
        <translation>Neu, noch nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetmodel.cpp" line="160" />
        <source>Sheets are stored in a campaign that plays by Five Torches Deep (Settings &gt; Rules modules).</source>
        <translation>Bögen werden in einer Kampagne mit den Regeln von Five Torches Deep gespeichert (Einstellungen &gt; Regelmodule).</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetmodel.cpp" line="181" />
        <source>Saved in the campaign</source>
        <translation>In der Kampagne gespeichert</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetmodel.cpp" line="199" />
        <source>Imported %1 into the campaign</source>
        <translation>%1 in die Kampagne importiert</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetmodel.cpp" line="207" />
        <source>Removed from the campaign</source>
        <translation>Aus der Kampagne entfernt</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetmodel.cpp" line="220" />
        <source>Save the sheet in the campaign first.</source>
        <translation>Speichere den Bogen zuerst in der Kampagne.</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetmodel.cpp" line="222" />
        <source>Save your changes first.</source>
        <translation>Speichere zuerst deine Änderungen.</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetmodel.cpp" line="226" />
        <source>Dropped one %1</source>
        <translation>Ein(e) %1 abgelegt</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetmodel.cpp" line="247" />
        <location filename="../app/models/ftdsheetmodel.cpp" line="330" />
        <source>sheet</source>
        <translation>Bogen</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetmodel.cpp" line="303" />
        <location filename="../app/models/ftdsheetweapons.cpp" line="49" />
        <source>Changed, not saved yet</source>
        <translation>Geändert, noch nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetmodel.cpp" line="320" />
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetmodel.cpp" line="342" />
        <source>Printed to %1</source>
        <translation>Gedruckt nach %1</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetmodel.cpp" line="358" />
        <source>%1 × %2 (loads: %3)</source>
        <translation>%1 × %2 (Lasten: %3)</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetmodel.cpp" line="359" />
        <source>%1 (loads: %2)</source>
        <translation>%1 (Lasten: %2)</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetmodel.cpp" line="382" />
        <source>HP %1 (from %2 HD unless given), morale bonus %3</source>
        <translation>TP %1 (aus %2 TW, falls nicht angegeben), Moralbonus %3</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetmodel.cpp" line="386" />
        <source>Morale check: d20 %1 against DC 11</source>
        <translation>Moralprobe: W20 %1 gegen SG 11</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetmodel.cpp" line="387" />
        <source>Loot carried: %1d20 gp</source>
        <translation>Getragene Beute: %1W20 GM</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetmodel.cpp" line="393" />
        <source>Loads %1 of %2 (the STR score)</source>
        <translation>Lasten %1 von %2 (der ST-Wert)</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetmodel.cpp" line="395" />
        <source>: %1 over, -%2 ft, disadvantage on all checks</source>
        <translation>: %1 zu viel, -%2 ft, Nachteil auf alle Proben</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetmodel.cpp" line="396" />
        <source>Speed %1 ft%2</source>
        <translation>Bewegung %1 ft%2</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetmodel.cpp" line="396" />
        <source> (helpless)</source>
        <translation> (hilflos)</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetmodel.cpp" line="397" />
        <source>Proficiency %1 · best modifier %2 (the roll to return)</source>
        <translation>Übung %1 · bester Modifikator %2 (der Wurf zur Rückkehr)</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetmodel.cpp" line="399" />
        <source>Resilience %1 h (the CON score), %2 adventured%3</source>
        <translation>Widerstandskraft %1 Std. (der KON-Wert), %2 unterwegs%3</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetmodel.cpp" line="402" />
        <source>, exhausted</source>
        <translation>, erschöpft</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetmodel.cpp" line="403" />
        <source>XP %1</source>
        <translation>EP %1</translation>
    </message>
    <message>
        <source>Resilience %1 h (the CON score), %2 adventured</source>
        <translation type="vanished">Widerstandskraft %1 Std. (der KON-Wert), %2 unterwegs</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetweapons.cpp" line="34" />
        <source>attack d20 %1, damage %2, range %3 ft (disadvantage in melee)</source>
        <translation>Angriff W20 %1, Schaden %2, Reichweite %3 ft (Nachteil im Nahkampf)</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetweapons.cpp" line="37" />
        <source>attack d20 %1, damage %2, close range (5-10 ft)</source>
        <translation>Angriff W20 %1, Schaden %2, nahe Reichweite (5-10 ft)</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetitems.cpp" line="31" />
        <location filename="../app/models/ftdsheetweapons.cpp" line="57" />
        <source>Open a character's sheet first.</source>
        <translation>Öffne zuerst den Bogen eines Charakters.</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetitems.cpp" line="33" />
        <source>New item</source>
        <translation>Neuer Gegenstand</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetitems.cpp" line="43" />
        <location filename="../app/models/ftdsheetitems.cpp" line="63" />
        <source>The sheet has no item %1.</source>
        <translation>Der Bogen hat keinen Gegenstand %1.</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetitems.cpp" line="50" />
        <source>An item has no field %1.</source>
        <translation>Ein Gegenstand hat kein Feld %1.</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetweapons.cpp" line="62" />
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetweapons.cpp" line="64" />
        <source>Weapon %1</source>
        <translation>Waffe %1</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetweapons.cpp" line="77" />
        <location filename="../app/models/ftdsheetweapons.cpp" line="110" />
        <source>The sheet has no weapon %1.</source>
        <translation>Der Bogen hat keine Waffe %1.</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheetweapons.cpp" line="96" />
        <source>A weapon has no field %1.</source>
        <translation>Eine Waffe hat kein Feld %1.</translation>
    </message>
</context>
<context>
    <name>FtdSheetPrinter</name>
    <message>
        <location filename="../app/print/ftdsheetprinter.cpp" line="47" />
        <source>%1: attack d20 %2, damage %3, range %4 ft (disadvantage in melee)</source>
        <translation>%1: Angriff W20 %2, Schaden %3, Reichweite %4 ft (Nachteil im Nahkampf)</translation>
    </message>
    <message>
        <location filename="../app/print/ftdsheetprinter.cpp" line="51" />
        <source>%1: attack d20 %2, damage %3, close range (5-10 ft)</source>
        <translation>%1: Angriff W20 %2, Schaden %3, nahe Reichweite (5-10 ft)</translation>
    </message>
    <message>
        <location filename="../app/print/ftdsheetprinter.cpp" line="54" />
        <source>, not proficient</source>
        <translation>, ungeübt</translation>
    </message>
    <message>
        <location filename="../app/print/ftdsheetprinter.cpp" line="63" />
        <source>Weapons</source>
        <translation>Waffen</translation>
    </message>
    <message>
        <location filename="../app/print/ftdsheetprinter.cpp" line="77" />
        <source>Five Torches Deep character, level %1</source>
        <translation>Five-Torches-Deep-Charakter, Stufe %1</translation>
    </message>
    <message>
        <location filename="../app/print/ftdsheetprinter.cpp" line="88" />
        <location filename="../app/print/ftdsheetprinter.cpp" line="154" />
        <source>HP</source>
        <translation>TP</translation>
    </message>
    <message>
        <location filename="../app/print/ftdsheetprinter.cpp" line="90" />
        <location filename="../app/print/ftdsheetprinter.cpp" line="155" />
        <source>AC</source>
        <translation>RK</translation>
    </message>
    <message>
        <location filename="../app/print/ftdsheetprinter.cpp" line="91" />
        <source>Proficiency</source>
        <translation>Übung</translation>
    </message>
    <message>
        <location filename="../app/print/ftdsheetprinter.cpp" line="92" />
        <location filename="../app/print/ftdsheetprinter.cpp" line="158" />
        <source>Speed</source>
        <translation>Bewegungsrate</translation>
    </message>
    <message>
        <location filename="../app/print/ftdsheetprinter.cpp" line="93" />
        <location filename="../app/print/ftdsheetprinter.cpp" line="159" />
        <source>%1 ft</source>
        <translation>%1 ft</translation>
    </message>
    <message>
        <location filename="../app/print/ftdsheetprinter.cpp" line="94" />
        <source>Resilience</source>
        <translation>Widerstand</translation>
    </message>
    <message>
        <location filename="../app/print/ftdsheetprinter.cpp" line="95" />
        <source>%1 of %2 h</source>
        <translation>%1 von %2 Std.</translation>
    </message>
    <message>
        <location filename="../app/print/ftdsheetprinter.cpp" line="96" />
        <source>Best modifier</source>
        <translation>Bester Modifikator</translation>
    </message>
    <message>
        <location filename="../app/print/ftdsheetprinter.cpp" line="103" />
        <source>%1 × %2 (loads: %3)</source>
        <translation>%1 × %2 (Lasten: %3)</translation>
    </message>
    <message>
        <location filename="../app/print/ftdsheetprinter.cpp" line="107" />
        <source>%1 (loads: %2)</source>
        <translation>%1 (Lasten: %2)</translation>
    </message>
    <message>
        <location filename="../app/print/ftdsheetprinter.cpp" line="108" />
        <source>Coins: %1 (500 to a load)</source>
        <translation>Münzen: %1 (500 je Last)</translation>
    </message>
    <message>
        <location filename="../app/print/ftdsheetprinter.cpp" line="109" />
        <source>Loads %1 of %2 (the STR score)</source>
        <translation>Lasten %1 von %2 (der ST-Wert)</translation>
    </message>
    <message>
        <location filename="../app/print/ftdsheetprinter.cpp" line="113" />
        <source>: %1 over, -%2 ft, disadvantage on all checks</source>
        <translation>: %1 zu viel, -%2 ft, Nachteil auf alle Proben</translation>
    </message>
    <message>
        <location filename="../app/print/ftdsheetprinter.cpp" line="117" />
        <source>; 0 ft: helpless</source>
        <translation>; 0 ft: hilflos</translation>
    </message>
    <message>
        <location filename="../app/print/ftdsheetprinter.cpp" line="119" />
        <source>; exhausted: speed 0 and disadvantage on all checks until safe rest</source>
        <translation>; erschöpft: Bewegung 0 und Nachteil auf alle Proben bis zur sicheren Rast</translation>
    </message>
    <message>
        <location filename="../app/print/ftdsheetprinter.cpp" line="127" />
        <source>Load</source>
        <translation>Last</translation>
    </message>
    <message>
        <location filename="../app/print/ftdsheetprinter.cpp" line="135" />
        <source>Injuries, corruptions, notes</source>
        <translation>Verletzungen, Verderbnis, Notizen</translation>
    </message>
    <message>
        <location filename="../app/print/ftdsheetprinter.cpp" line="143" />
        <source>HD %1</source>
        <translation>TW %1</translation>
    </message>
    <message>
        <location filename="../app/print/ftdsheetprinter.cpp" line="145" />
        <source>leader</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <location filename="../app/print/ftdsheetprinter.cpp" line="147" />
        <source>darksight</source>
        <translation>Dunkelsicht</translation>
    </message>
    <message>
        <location filename="../app/print/ftdsheetprinter.cpp" line="149" />
        <source>Five Torches Deep monster: %1</source>
        <translation>Five-Torches-Deep-Monster: %1</translation>
    </message>
    <message>
        <location filename="../app/print/ftdsheetprinter.cpp" line="156" />
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../app/print/ftdsheetprinter.cpp" line="157" />
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <location filename="../app/print/ftdsheetprinter.cpp" line="160" />
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <location filename="../app/print/ftdsheetprinter.cpp" line="170" />
        <source>Loot carried: %1d20 gp. Morale check: d20 %2 against DC 11; a failure flees or surrenders.</source>
        <translation>Getragene Beute: %1W20 GM. Moralprobe: W20 %2 gegen SG 11; bei Misserfolg Flucht oder Aufgabe.</translation>
    </message>
    <message>
        <location filename="../app/print/ftdsheetprinter.cpp" line="184" />
        <source>no sheet to print</source>
        <translation>kein Bogen zu drucken</translation>
    </message>
    <message>
        <location filename="../app/print/ftdsheetprinter.cpp" line="187" />
        <source>cannot start painting on the device</source>
        <translation>auf dem Gerät kann nicht gezeichnet werden</translation>
    </message>
    <message>
        <location filename="../app/print/ftdsheetprinter.cpp" line="205" />
        <source>the pages could not be finished</source>
        <translation>die Seiten konnten nicht fertiggestellt werden</translation>
    </message>
    <message>
        <location filename="../app/print/ftdsheetprinter.cpp" line="228" />
        <source>the PDF is incomplete</source>
        <translation>das PDF ist unvollständig</translation>
    </message>
</context>
<context>
    <name>FtdSheetTexts</name>
    <message>
        <location filename="../app/models/ftdsheettexts.cpp" line="19" />
        <source>HP %1</source>
        <translation>TP %1</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheettexts.cpp" line="21" />
        <source>%1 h adventured</source>
        <translation>%1 Std. unterwegs</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheettexts.cpp" line="23" />
        <source>exhausted</source>
        <translation>erschöpft</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheettexts.cpp" line="23" />
        <source>no longer exhausted</source>
        <translation>nicht mehr erschöpft</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheettexts.cpp" line="26" />
        <source>STR</source>
        <translation>ST</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheettexts.cpp" line="27" />
        <source>DEX</source>
        <translation>GES</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheettexts.cpp" line="28" />
        <source>CON</source>
        <translation>KON</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheettexts.cpp" line="29" />
        <source>INT</source>
        <translation>INT</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheettexts.cpp" line="30" />
        <source>WIS</source>
        <translation>WEI</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheettexts.cpp" line="31" />
        <source>CHA</source>
        <translation>CHA</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheettexts.cpp" line="32" />
        <source>coins</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheettexts.cpp" line="33" />
        <source>XP</source>
        <translation>EP</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheettexts.cpp" line="47" />
        <source>%1's sheet: %2</source>
        <translation>Bogen von %1: %2</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheettexts.cpp" line="56" />
        <source>%1 coins</source>
        <translation>%1 Münzen</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheettexts.cpp" line="57" />
        <source>%1 drops %2</source>
        <translation>%1 legt ab: %2</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheettexts.cpp" line="60" />
        <source>%1's sheet is stored in the campaign</source>
        <translation>Der Bogen von %1 ist in der Kampagne gespeichert</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheettexts.cpp" line="68" />
        <source>Loot of %1 (%2 HD, %3d20: %4): %5 gp</source>
        <translation>Beute von %1 (%2 TW, %3W20: %4): %5 GM</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheettexts.cpp" line="75" />
        <source>Treasure: %1 gp and magic items worth %2 gp: %3 XP</source>
        <translation>Schatz: %1 GM und magische Gegenstände im Wert von %2 GM: %3 EP</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheettexts.cpp" line="81" />
        <source>%1 gets %2 gp and %3 XP</source>
        <translation>%1 erhält %2 GM und %3 EP</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheettexts.cpp" line="93" />
        <source>The lantern</source>
        <translation>Die Laterne</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheettexts.cpp" line="94" />
        <source>The torch</source>
        <translation>Die Fackel</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheettexts.cpp" line="96" />
        <source>%1 of %2 burns out</source>
        <translation>%1 von %2 brennt aus</translation>
    </message>
    <message>
        <location filename="../app/models/ftdsheettexts.cpp" line="97" />
        <source>%1 on square %2, %3 burns out</source>
        <translation>%1 auf Feld %2, %3 brennt aus</translation>
    </message>
    <message>
        <source>On the map: %1 burns out</source>
        <translation type="vanished">Auf der Karte: %1 brennt aus</translation>
    </message>
</context>
<context>
    <name>FtdTablesDialog</name>
    <message>
        <location filename="../qml/FtdTablesDialog.qml" line="18" />
        <source>Five Torches Deep tables</source>
        <translation>Tabellen von Five Torches Deep</translation>
    </message>
    <message>
        <location filename="../qml/FtdTablesDialog.qml" line="39" />
        <source>The chapter names these without a table; these are Battlemat's defaults (resources/data/five-torches-deep.json, docs/five-torches-deep.md).</source>
        <translation>Das Kapitel nennt diese Werte ohne Tabelle; dies sind Battlemats Vorgaben (resources/data/five-torches-deep.json, docs/five-torches-deep.md).</translation>
    </message>
</context>
<context>
    <name>HitPointChangeDialog</name>
    <message>
        <location filename="../qml/HitPointChangeDialog.qml" line="16" />
        <source>Damage to %1</source>
        <translation>Schaden an %1</translation>
    </message>
    <message>
        <location filename="../qml/HitPointChangeDialog.qml" line="17" />
        <source>Healing for %1</source>
        <translation>Heilung für %1</translation>
    </message>
    <message>
        <location filename="../qml/HitPointChangeDialog.qml" line="18" />
        <source>Temporary hit points for %1</source>
        <translation>Temporäre Trefferpunkte für %1</translation>
    </message>
    <message>
        <location filename="../qml/HitPointChangeDialog.qml" line="45" />
        <source>Amount</source>
        <translation>Menge</translation>
    </message>
    <message>
        <location filename="../qml/HitPointChangeDialog.qml" line="56" />
        <source>or roll</source>
        <translation>oder würfeln</translation>
    </message>
    <message>
        <location filename="../qml/HitPointChangeDialog.qml" line="62" />
        <source>e.g. 2d8+3</source>
        <translation>z. B. 2d8+3</translation>
    </message>
</context>
<context>
    <name>HitPointsDialog</name>
    <message>
        <location filename="../qml/HitPointsDialog.qml" line="16" />
        <source>Hit points of %1</source>
        <translation>Trefferpunkte von %1</translation>
    </message>
    <message>
        <location filename="../qml/HitPointsDialog.qml" line="35" />
        <source>Current</source>
        <translation>Aktuell</translation>
    </message>
    <message>
        <location filename="../qml/HitPointsDialog.qml" line="44" />
        <source>Maximum (0: untracked)</source>
        <translation>Maximum (0: nicht erfasst)</translation>
    </message>
</context>
<context>
    <name>InitiativePanel</name>
    <message>
        <location filename="../qml/InitiativePanel.qml" line="26" />
        <source>heroes</source>
        <translation>Helden</translation>
    </message>
    <message>
        <location filename="../qml/InitiativePanel.qml" line="26" />
        <source>monsters</source>
        <translation>Monster</translation>
    </message>
    <message>
        <location filename="../qml/InitiativePanel.qml" line="27" />
        <source>neutral</source>
        <translation>neutral</translation>
    </message>
    <message>
        <location filename="../qml/InitiativePanel.qml" line="38" />
        <source>Initiative — round %1</source>
        <translation>Initiative — Runde %1</translation>
    </message>
    <message>
        <location filename="../qml/InitiativePanel.qml" line="39" />
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <location filename="../qml/InitiativePanel.qml" line="49" />
        <source>No encounter running. Creatures on this map:</source>
        <translation>Keine Begegnung im Gang. Kreaturen auf dieser Karte:</translation>
    </message>
    <message>
        <location filename="../qml/InitiativePanel.qml" line="66" />
        <source>%1 (hidden) · %2</source>
        <translation>%1 (verborgen) · %2</translation>
    </message>
    <message>
        <location filename="../qml/InitiativePanel.qml" line="67" />
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../qml/InitiativePanel.qml" line="78" />
        <source>Rest…</source>
        <translation>Rasten…</translation>
    </message>
    <message>
        <location filename="../qml/InitiativePanel.qml" line="86" />
        <source>Start encounter (roll initiative)</source>
        <translation>Begegnung beginnen</translation>
    </message>
    <message>
        <location filename="../qml/InitiativePanel.qml" line="98" />
        <source>%1's turn</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <location filename="../qml/InitiativePanel.qml" line="107" />
        <source>Left: %1 standard · %2 move · %3 swift</source>
        <translation>Übrig: %1 Standard · %2 Bewegung · %3 schnelle</translation>
    </message>
    <message>
        <location filename="../qml/InitiativePanel.qml" line="145" />
        <source>%1  %2  ⇅</source>
        <translation>%1  %2  ⇅</translation>
    </message>
    <message>
        <location filename="../qml/InitiativePanel.qml" line="146" />
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <location filename="../qml/InitiativePanel.qml" line="156" />
        <source>HP %1/%2 (+%3 temporary)</source>
        <translation>TP %1/%2 (+%3 temporär)</translation>
    </message>
    <message>
        <location filename="../qml/InitiativePanel.qml" line="158" />
        <source>HP %1/%2</source>
        <translation>TP %1/%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/InitiativePanel.qml" line="161" />
        <source>%n ward(s)</source>
        <translation>
            <numerusform>%n Bann</numerusform>
            <numerusform>%n Banne</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/InitiativePanel.qml" line="179" />
        <source>Action dice %1d%2 · %n token(s)</source>
        <extracomment>a hero's action dice in the initiative tracker: "Action dice 3d4 · 1 token"</extracomment>
        <translation>
            <numerusform>Aktionswürfel %1d%2 · %n Heldenmarke</numerusform>
            <numerusform>Aktionswürfel %1d%2 · %n Heldenmarken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/InitiativePanel.qml" line="182" />
        <source>+2 AC, %n round(s)</source>
        <translation>
            <numerusform>+2 RK, %n Runde</numerusform>
            <numerusform>+2 RK, %n Runden</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/InitiativePanel.qml" line="196" />
        <source>Tied initiative: drag onto another tied creature to change who acts first</source>
        <translation>Gleiche Initiative: auf eine andere gleichauf liegende Kreatur ziehen, um zu ändern, wer zuerst handelt</translation>
    </message>
    <message>
        <location filename="../qml/InitiativePanel.qml" line="224" />
        <source>Next turn</source>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <location filename="../qml/InitiativePanel.qml" line="234" />
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../qml/InitiativePanel.qml" line="240" />
        <source>Redo</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../qml/InitiativePanel.qml" line="251" />
        <source>End encounter…</source>
        <translation>Begegnung beenden …</translation>
    </message>
    <message>
        <source>End encounter</source>
        <translation type="vanished">Begegnung beenden</translation>
    </message>
</context>
<context>
    <name>InitiativeStrip</name>
    <message>
        <location filename="../qml/InitiativeStrip.qml" line="70" />
        <source>the enemy</source>
        <translation>der Feind</translation>
    </message>
</context>
<context>
    <name>JourneyPlanner</name>
    <message>
        <location filename="../app/models/journeyplanner.cpp" line="26" />
        <source>Give the distance in miles.</source>
        <translation>Gib die Entfernung in Meilen an.</translation>
    </message>
    <message>
        <location filename="../app/models/journeyplanner.cpp" line="35" />
        <source>'%1' is not a STR modifier from -5 to +10.</source>
        <translation>„%1“ ist kein ST-Modifikator von -5 bis +10.</translation>
    </message>
    <message>
        <location filename="../app/models/journeyplanner.cpp" line="39" />
        <source>Give each traveller's STR modifier, separated by commas.</source>
        <translation>Gib den ST-Modifikator jedes Reisenden an, durch Kommas getrennt.</translation>
    </message>
    <message>
        <location filename="../app/models/journeyplanner.cpp" line="44" />
        <source>Choose the terrain, the light and the pace.</source>
        <translation>Wähle Gelände, Licht und Tempo.</translation>
    </message>
    <message>
        <location filename="../app/models/journeyplanner.cpp" line="50" />
        <source>Choose the vessel and the current.</source>
        <translation>Wähle das Wasserfahrzeug und die Strömung.</translation>
    </message>
    <message>
        <location filename="../app/models/journeyplanner.cpp" line="58" />
        <source>%1 travel turns, one a week at sea</source>
        <translation>%1 Reiseabschnitte, einer je Woche auf See</translation>
    </message>
    <message>
        <location filename="../app/models/journeyplanner.cpp" line="59" />
        <source>%1 travel turns, one a day</source>
        <translation>%1 Reiseabschnitte, einer am Tag</translation>
    </message>
    <message>
        <location filename="../app/models/journeyplanner.cpp" line="66" />
        <source>%1 miles a day: %2 miles take %3 days (%4 begun); %5</source>
        <translation>%1 Meilen am Tag: %2 Meilen dauern %3 Tage (%4 begonnen); %5</translation>
    </message>
</context>
<context>
    <name>LetTimePassAction</name>
    <message>
        <location filename="../qml/LetTimePassAction.qml" line="21" />
        <source>Let &amp;time pass on the map…</source>
        <translation>&amp;Zeit auf der Karte vergehen lassen …</translation>
    </message>
</context>
<context>
    <name>LetTimePassDialog</name>
    <message>
        <location filename="../qml/LetTimePassDialog.qml" line="22" />
        <source>Let time pass</source>
        <translation>Zeit vergehen lassen</translation>
    </message>
    <message>
        <location filename="../qml/LetTimePassDialog.qml" line="41" />
        <source>%1 h %2 min passed on the map</source>
        <extracomment>after Let time pass: "1 h 30 min passed on the map"</extracomment>
        <translation>%1 h %2 min auf der Karte vergangen</translation>
    </message>
    <message>
        <location filename="../qml/LetTimePassDialog.qml" line="62" />
        <source>Every lit light on the map burns this much shorter; one that runs out stays where it is, dark. Rests after a fight (Encounter &gt; Rest…) pass their own time.</source>
        <translation>Jedes brennende Licht auf der Karte brennt so viel kürzer; eines, das ausgeht, bleibt dunkel liegen, wo es ist. Rasten nach einem Kampf (Begegnung &gt; Rasten…) lassen ihre eigene Zeit vergehen.</translation>
    </message>
    <message>
        <location filename="../qml/LetTimePassDialog.qml" line="73" />
        <source>hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <location filename="../qml/LetTimePassDialog.qml" line="82" />
        <source>minutes</source>
        <translation>Minuten</translation>
    </message>
    <message>
        <location filename="../qml/LetTimePassDialog.qml" line="86" />
        <source>Let it pass</source>
        <translation>Vergehen lassen</translation>
    </message>
    <message>
        <location filename="../qml/LetTimePassDialog.qml" line="91" />
        <source>Lights on the map</source>
        <translation>Lichter auf der Karte</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/LetTimePassDialog.qml" line="106" />
        <source>%1 at %2,%3: %n minute(s) left</source>
        <extracomment>a light on the map in Let time pass: "Torch at 3,3: 55 minutes left"</extracomment>
        <translation>
            <numerusform>%1 auf %2,%3: noch %n Minute</numerusform>
            <numerusform>%1 auf %2,%3: noch %n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/LetTimePassDialog.qml" line="108" />
        <source>%1 at %2,%3: burnt out</source>
        <translation>%1 auf %2,%3: abgebrannt</translation>
    </message>
    <message>
        <location filename="../qml/LetTimePassDialog.qml" line="113" />
        <source>No light stands on the map.</source>
        <translation>Auf der Karte steht kein Licht.</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../qml/Main.qml" line="101" />
        <source>%1 — Battlemat</source>
        <translation>%1 — Battlemat</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="101" />
        <source>Battlemat</source>
        <translation>Battlemat</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="vanished">&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New campaign…</source>
        <translation type="vanished">&amp;Neue Kampagne…</translation>
    </message>
    <message>
        <source>&amp;Open campaign…</source>
        <translation type="vanished">Kampagne ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Import &amp;monsters…</source>
        <translation type="vanished">&amp;Monster importieren …</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="vanished">&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation type="vanished">Liste &amp;leeren</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="vanished">Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Close campaign</source>
        <translation type="vanished">Kampagne &amp;schließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="vanished">&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="vanished">&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="vanished">&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="vanished">&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Map editing mode</source>
        <translation type="vanished">&amp;Kartenbearbeitung</translation>
    </message>
    <message>
        <source>Clear &amp;selection / cancel</source>
        <translation type="vanished">&amp;Auswahl aufheben / abbrechen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="vanished">&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="vanished">Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="vanished">Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit map to window</source>
        <translation type="vanished">Karte ins &amp;Fenster einpassen</translation>
    </message>
    <message>
        <source>&amp;Measure distance</source>
        <translation type="vanished">Entfernung &amp;messen</translation>
    </message>
    <message>
        <source>Show &amp;grid lines</source>
        <translation type="vanished">&amp;Gitterlinien zeigen</translation>
    </message>
    <message>
        <source>&amp;Region map (mastery rules)</source>
        <translation type="vanished">&amp;Regionenkarte (Meisterschaftsregeln)</translation>
    </message>
    <message>
        <source>Show what the pla&amp;yers see</source>
        <translation type="vanished">Zeigen, was die Spie&amp;ler sehen</translation>
    </message>
    <message>
        <source>&amp;Players' window</source>
        <translation type="vanished">&amp;Spielerfenster</translation>
    </message>
    <message>
        <source>Send players' window &amp;to screen</source>
        <translation type="vanished">Spielerfenster auf &amp;Bildschirm senden</translation>
    </message>
    <message>
        <source>%1, full screen</source>
        <translation type="vanished">%1, Vollbild</translation>
    </message>
    <message>
        <source>Players' window in &amp;TV mode</source>
        <translation type="vanished">Spielerfenster im &amp;TV-Modus</translation>
    </message>
    <message>
        <source>TV camera &amp;follows the active creature</source>
        <translation type="vanished">TV-Kamera &amp;folgt der aktiven Kreatur</translation>
    </message>
    <message>
        <source>E&amp;ncounter</source>
        <translation type="vanished">&amp;Begegnung</translation>
    </message>
    <message>
        <source>&amp;Start encounter (roll initiative)</source>
        <translation type="vanished">Begegnung &amp;beginnen (Initiative würfeln)</translation>
    </message>
    <message>
        <source>&amp;Next turn</source>
        <translation type="vanished">&amp;Nächster Zug</translation>
    </message>
    <message>
        <source>&amp;End encounter</source>
        <translation type="vanished">Begegnung b&amp;eenden</translation>
    </message>
    <message>
        <source>&amp;Undo encounter command</source>
        <translation type="vanished">Begegnungsbefehl &amp;rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo encounter command</source>
        <translation type="vanished">Begegnungsbefehl &amp;wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Characters</source>
        <translation type="vanished">&amp;Charaktere</translation>
    </message>
    <message>
        <source>Character &amp;sheets…</source>
        <translation type="vanished">Charakter&amp;bögen…</translation>
    </message>
    <message>
        <source>&amp;Open a hero of the campaign</source>
        <translation type="vanished">Helden der Kampagne ö&amp;ffnen</translation>
    </message>
    <message>
        <source>%1 (level %2)</source>
        <translation type="vanished">%1 (Stufe %2)</translation>
    </message>
    <message>
        <source>&amp;Put a hero on the map</source>
        <translation type="vanished">Helden auf die Karte &amp;stellen</translation>
    </message>
    <message>
        <source>%1 (on the map)</source>
        <translation type="vanished">%1 (auf der Karte)</translation>
    </message>
    <message>
        <source>&amp;Import a hero into the campaign…</source>
        <translation type="vanished">Helden in die Kampagne &amp;importieren…</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="vanished">&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Rules modules…</source>
        <translation type="vanished">&amp;Regelmodule…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="vanished">&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="vanished">&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About Battlemat</source>
        <translation type="vanished">Über &amp;Battlemat</translation>
    </message>
    <message>
        <source>Back to the battle map</source>
        <translation type="vanished">Zurück zur Kampfkarte</translation>
    </message>
    <message>
        <source>%1 × %2 squares</source>
        <translation type="vanished">%1 × %2 Felder</translation>
    </message>
    <message>
        <source>Editing map</source>
        <translation type="vanished">Karte wird bearbeitet</translation>
    </message>
    <message>
        <source>Edit map</source>
        <translation type="vanished">Karte bearbeiten</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="vanished">Einpassen</translation>
    </message>
    <message>
        <source>Zoom %1%</source>
        <translation type="vanished">Zoom %1 %</translation>
    </message>
    <message>
        <source>Damage…</source>
        <translation type="vanished">Schaden …</translation>
    </message>
    <message>
        <source>Heal…</source>
        <translation type="vanished">Heilen …</translation>
    </message>
    <message>
        <source>Temporary hit points…</source>
        <translation type="vanished">Temporäre Trefferpunkte …</translation>
    </message>
    <message>
        <source>Add condition…</source>
        <translation type="vanished">Zustand hinzufügen …</translation>
    </message>
    <message>
        <source>Remove condition</source>
        <translation type="vanished">Zustand entfernen</translation>
    </message>
    <message>
        <source>Show to players</source>
        <translation type="vanished">Den Spielern zeigen</translation>
    </message>
    <message>
        <source>Hide from players</source>
        <translation type="vanished">Vor den Spielern verbergen</translation>
    </message>
    <message>
        <source>Set hit points…</source>
        <translation type="vanished">Trefferpunkte setzen …</translation>
    </message>
    <message>
        <source>&amp;End encounter…</source>
        <translation type="vanished">Begegnung b&amp;eenden …</translation>
    </message>
    <message>
        <source>Open character sheet</source>
        <translation type="vanished">Charakterbogen öffnen</translation>
    </message>
    <message>
        <source>Centre view here</source>
        <translation type="vanished">Ansicht hierher zentrieren</translation>
    </message>
    <message>
        <source>Remove from map</source>
        <translation type="vanished">Von der Karte entfernen</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="476" />
        <source>Open a campaign</source>
        <translation>Eine Kampagne öffnen</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="478" />
        <source>Battlemat campaigns (*.battlemat) and campaign exchange files (*.json)</source>
        <translation>Battlemat-Kampagnen (*.battlemat) und Kampagnen-Austauschdateien (*.json)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="492" />
        <location filename="../qml/Main.qml" line="506" />
        <source>Battlemat campaigns (*.battlemat)</source>
        <translation>Battlemat-Kampagnen (*.battlemat)</translation>
    </message>
    <message>
        <source>Campaign exchange files (*.json)</source>
        <translation type="vanished">Kampagnen-Austauschdateien (*.json)</translation>
    </message>
    <message>
        <source>Export the encounter as PDF</source>
        <translation type="vanished">Die Begegnung als PDF exportieren</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="vanished">PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Encounter</source>
        <translation type="vanished">Begegnung</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="490" />
        <location filename="../qml/Main.qml" line="493" />
        <source>New campaign</source>
        <translation>Neue Kampagne</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="504" />
        <source>Save the campaign as</source>
        <translation>Die Kampagne speichern unter</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="507" />
        <source>%1 copy</source>
        <translation>%1 Kopie</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="519" />
        <source>Import a hero into the campaign</source>
        <translation>Helden in die Kampagne importieren</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="449" />
        <location filename="../qml/Main.qml" line="520" />
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>Monster &amp;library and encounter prep…</source>
        <translation type="vanished">Monster&amp;bibliothek und Begegnungsvorbereitung …</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="448" />
        <source>Import monsters into the campaign</source>
        <translation>Monster in die Kampagne importieren</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="451" />
        <source>Orcus monster books (*.md)</source>
        <translation>Orcus-Monsterbücher (*.md)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="522" />
        <source>Battlemat heroes (*.json)</source>
        <translation>Battlemat-Helden (*.json)</translation>
    </message>
    <message>
        <source>Start &amp;game night</source>
        <translation type="vanished">Spiel&amp;abend beginnen</translation>
    </message>
    <message>
        <source>&amp;End game night</source>
        <translation type="vanished">Spielabend b&amp;eenden</translation>
    </message>
    <message>
        <source>Region map &amp;editor</source>
        <translation type="vanished">Regionenkarten-&amp;Editor</translation>
    </message>
    <message>
        <source>&amp;Let the engine play this monster's turn</source>
        <translation type="vanished">Zug dieses Monsters vom Programm spielen &amp;lassen</translation>
    </message>
</context>
<context>
    <name>MainMenuBar</name>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="67" />
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="70" />
        <source>&amp;New campaign…</source>
        <translation>&amp;Neue Kampagne…</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="75" />
        <source>&amp;Open campaign…</source>
        <translation>Kampagne ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="80" />
        <source>Import &amp;monsters…</source>
        <translation>&amp;Monster importieren …</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="86" />
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="106" />
        <source>&amp;Clear the list</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="112" />
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="118" />
        <source>&amp;Close campaign</source>
        <translation>Kampagne &amp;schließen</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="125" />
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="131" />
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="134" />
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="140" />
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="147" />
        <source>&amp;Map editing mode</source>
        <translation>&amp;Kartenbearbeitung</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="158" />
        <source>Clear &amp;selection / cancel</source>
        <translation>&amp;Auswahl aufheben / abbrechen</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="174" />
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="176" />
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="181" />
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="186" />
        <source>&amp;Fit map to window</source>
        <translation>Karte ins &amp;Fenster einpassen</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="191" />
        <source>&amp;Measure distance</source>
        <translation>Entfernung &amp;messen</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="198" />
        <source>Show the &amp;ruler on the players' window</source>
        <translation>Li&amp;neal im Spielerfenster zeigen</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="204" />
        <source>Show &amp;grid lines</source>
        <translation>&amp;Gitterlinien zeigen</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="210" />
        <source>&amp;Region map (mastery rules)</source>
        <translation>&amp;Regionenkarte (Meisterschaftsregeln)</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="217" />
        <source>Region map &amp;editor</source>
        <translation>Regionenkarten-&amp;Editor</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="227" />
        <source>Show what the pla&amp;yers see</source>
        <translation>Zeigen, was die Spie&amp;ler sehen</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="233" />
        <source>TV pre&amp;view in a corner</source>
        <translation>&amp;Vorschau des Fernsehers in einer Ecke</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="239" />
        <source>Map &amp;legend</source>
        <translation>Legen&amp;de der Karte</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="247" />
        <source>T&amp;heme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="249" />
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="255" />
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="263" />
        <source>&amp;Players' window</source>
        <translation>&amp;Spielerfenster</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="276" />
        <source>Send players' window &amp;to screen</source>
        <translation>Spielerfenster auf &amp;Bildschirm senden</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="282" />
        <source>%1, full screen</source>
        <translation>%1, Vollbild</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="293" />
        <source>Players' window in &amp;TV mode</source>
        <translation>Spielerfenster im &amp;TV-Modus</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="299" />
        <source>TV camera &amp;follows the active creature</source>
        <translation>TV-Kamera &amp;folgt der aktiven Kreatur</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="306" />
        <source>E&amp;ncounter</source>
        <translation>&amp;Begegnung</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="308" />
        <source>&amp;Start encounter (roll initiative)</source>
        <translation>Begegnung &amp;beginnen (Initiative würfeln)</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="328" />
        <source>Let the engine play &amp;all monsters' turns</source>
        <translation>Züge &amp;aller Monster vom Programm spielen lassen</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="335" />
        <source>&amp;Simulate from here…</source>
        <translation>Ab hier &amp;simulieren …</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="341" />
        <source>&amp;End encounter…</source>
        <translation>Begegnung b&amp;eenden …</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="348" />
        <source>&amp;Rest…</source>
        <translation>&amp;Rasten…</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="348" />
        <source>&amp;Rest… (once an encounter has ended)</source>
        <translation>&amp;Rasten … (sobald eine Begegnung beendet ist)</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="353" />
        <source>Monster &amp;library and encounter prep…</source>
        <translation>Monster&amp;bibliothek und Begegnungsvorbereitung …</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="314" />
        <source>&amp;Next turn</source>
        <translation>&amp;Nächster Zug</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="321" />
        <source>&amp;Let the engine play this monster's turn</source>
        <translation>Zug dieses Monsters vom Programm spielen &amp;lassen</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="359" />
        <source>&amp;Characters</source>
        <translation>&amp;Charaktere</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="361" />
        <source>Character &amp;sheets…</source>
        <translation>Charakter&amp;bögen…</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="376" />
        <source>&amp;Open a hero of the campaign</source>
        <translation>Helden der Kampagne ö&amp;ffnen</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="383" />
        <source>%1 (level %2)</source>
        <translation>%1 (Stufe %2)</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="392" />
        <source>&amp;Put a hero on the map</source>
        <translation>Helden auf die Karte &amp;stellen</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="399" />
        <source>%1 (on the map)</source>
        <translation>%1 (auf der Karte)</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="408" />
        <source>&amp;Import a hero into the campaign…</source>
        <translation>Helden in die Kampagne &amp;importieren…</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="414" />
        <source>&amp;Five Torches Deep sheet…</source>
        <translation>&amp;Five-Torches-Deep-Bogen…</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="419" />
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="421" />
        <source>&amp;Rules modules…</source>
        <translation>&amp;Regelmodule…</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="427" />
        <source>Start &amp;game night</source>
        <translation>Spiel&amp;abend beginnen</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="433" />
        <source>&amp;End game night</source>
        <translation>Spielabend b&amp;eenden</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="439" />
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="441" />
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../qml/MainMenuBar.qml" line="446" />
        <source>&amp;About Battlemat</source>
        <translation>Über &amp;Battlemat</translation>
    </message>
</context>
<context>
    <name>MapDocument</name>
    <message>
        <location filename="../app/models/terraintexts.cpp" line="19" />
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <location filename="../app/models/terraintexts.cpp" line="20" />
        <source>Difficult</source>
        <translation>Schwierig</translation>
    </message>
    <message>
        <location filename="../app/models/terraintexts.cpp" line="21" />
        <source>Blocking</source>
        <translation>Blockierend</translation>
    </message>
    <message>
        <location filename="../app/models/terraintexts.cpp" line="22" />
        <source>Lightly obscured</source>
        <translation>Leicht verdeckt</translation>
    </message>
    <message>
        <location filename="../app/models/terraintexts.cpp" line="23" />
        <source>Heavily obscured</source>
        <translation>Stark verdeckt</translation>
    </message>
    <message>
        <location filename="../app/models/terraintexts.cpp" line="24" />
        <source>Totally obscured</source>
        <translation>Völlig verdeckt</translation>
    </message>
    <message>
        <location filename="../app/models/terraintexts.cpp" line="25" />
        <source>Solid, transparent</source>
        <translation>Fest, durchsichtig</translation>
    </message>
    <message>
        <location filename="../app/models/terraintexts.cpp" line="26" />
        <source>Pit</source>
        <translation>Grube</translation>
    </message>
    <message>
        <location filename="../app/models/terraintexts.cpp" line="27" />
        <source>Water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <location filename="../app/models/mapdocument.cpp" line="177" />
        <source>Unknown terrain type %1</source>
        <translation>Unbekannte Geländeart %1</translation>
    </message>
    <message>
        <location filename="../app/models/mapdocumentlighting.cpp" line="21" />
        <source>Unknown light level %1</source>
        <translation>Unbekannte Lichtstufe %1</translation>
    </message>
    <message>
        <location filename="../app/models/mapdocumentlighting.cpp" line="33" />
        <source>Unknown light source %1</source>
        <translation>Unbekannte Lichtquelle %1</translation>
    </message>
    <message>
        <location filename="../app/models/mapdocumentlighting.cpp" line="83" />
        <source>Unknown fog mark %1</source>
        <translation>Unbekannte Nebelmarkierung %1</translation>
    </message>
    <message>
        <location filename="../app/models/mapdocument.cpp" line="188" />
        <source>Unknown wall or door type %1</source>
        <translation>Unbekannte Wand- oder Türart %1</translation>
    </message>
    <message>
        <location filename="../app/models/mapdocument.cpp" line="196" />
        <location filename="../app/models/mapdocumentlighting.cpp" line="125" />
        <source>Unknown side %1 of a square</source>
        <translation>Unbekannte Feldseite %1</translation>
    </message>
    <message>
        <location filename="../app/models/mapdocument.cpp" line="214" />
        <source>A creature needs a name</source>
        <translation>Eine Kreatur braucht einen Namen</translation>
    </message>
    <message>
        <location filename="../app/models/mapdocument.cpp" line="220" />
        <source>A creature's space is 1 to 4 squares a side, not %1</source>
        <translation>Der Platz einer Kreatur ist 1 bis 4 Felder breit, nicht %1</translation>
    </message>
    <message>
        <location filename="../app/models/mapdocument.cpp" line="240" />
        <source>%1 is already on this map</source>
        <translation>%1 ist schon auf dieser Karte</translation>
    </message>
    <message>
        <location filename="../app/models/mapdocument.cpp" line="261" />
        <source>There is no free space on this map for %1</source>
        <translation>Auf dieser Karte ist kein Platz frei für %1</translation>
    </message>
    <message>
        <location filename="../app/models/mapdocument.cpp" line="281" />
        <source>map edit</source>
        <translation>Kartenänderung</translation>
    </message>
    <message>
        <location filename="../app/models/mapdocument.cpp" line="324" />
        <source>The picture was not set: %1</source>
        <translation>Das Bild wurde nicht gesetzt: %1</translation>
    </message>
    <message>
        <location filename="../app/models/mapdocument.cpp" line="356" />
        <source>The players' view cannot be edited</source>
        <translation>Die Spieleransicht kann nicht bearbeitet werden</translation>
    </message>
    <message>
        <location filename="../app/models/mapdocument.cpp" line="360" />
        <source>No map is open</source>
        <translation>Keine Karte ist geöffnet</translation>
    </message>
    <message>
        <source>The picture is shown but the campaign cannot keep it: %1</source>
        <translation type="vanished">Das Bild wird gezeigt, aber die Kampagne kann es nicht behalten: %1</translation>
    </message>
</context>
<context>
    <name>MapEditPanel</name>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="48" />
        <source>Edit map</source>
        <translation>Karte bearbeiten</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="57" />
        <source>Move tokens</source>
        <translation>Figuren ziehen</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="58" />
        <source>Paint terrain</source>
        <translation>Gelände malen</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="59" />
        <source>Walls and doors</source>
        <translation>Wände und Türen</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="60" />
        <source>Place creature</source>
        <translation>Kreatur setzen</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="61" />
        <source>Paint light</source>
        <translation>Licht malen</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="62" />
        <source>Light sources</source>
        <translation>Lichtquellen</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="63" />
        <source>Reveal and hide</source>
        <translation>Zeigen und verbergen</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="81" />
        <source>Terrain (click or drag to paint)</source>
        <translation>Gelände (klicken oder ziehen zum Malen)</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="117" />
        <source>Edge (click or drag along square sides)</source>
        <translation>Kante (an Feldseiten klicken oder ziehen)</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="125" />
        <source>Wall</source>
        <translation>Wand</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="126" />
        <source>Closed door</source>
        <translation>Geschlossene Tür</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="127" />
        <source>Open door</source>
        <translation>Offene Tür</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="128" />
        <source>Locked door</source>
        <translation>Verschlossene Tür</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="130" />
        <source>Secret door (click a door: hide / found)</source>
        <translation>Geheimtür (Tür anklicken: verbergen / gefunden)</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="131" />
        <source>Erase</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="146" />
        <source>Ambient light (click or drag to paint)</source>
        <translation>Umgebungslicht (klicken oder ziehen zum Malen)</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="154" />
        <source>Bright light</source>
        <translation>Helles Licht</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="155" />
        <source>Dim light</source>
        <translation>Dämmerlicht</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="156" />
        <source>Darkness</source>
        <translation>Dunkelheit</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="172" />
        <source>Light source (click a square to put it down, click it again to take it away)</source>
        <translation>Lichtquelle (Feld anklicken zum Abstellen, erneut anklicken zum Wegnehmen)</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="181" />
        <source>Candle (dim light, 2 squares, 1 hour)</source>
        <translation>Kerze (Dämmerlicht, 2 Felder, 1 Stunde)</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="182" />
        <source>Torch (bright light, 5 squares, 1 hour)</source>
        <translation>Fackel (helles Licht, 5 Felder, 1 Stunde)</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="183" />
        <source>Lantern (bright light, 10 squares, 8 hours)</source>
        <translation>Laterne (helles Licht, 10 Felder, 8 Stunden)</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="184" />
        <source>Glowbasket (bright light, 20 squares, 4 hours)</source>
        <translation>Leuchtkorb (helles Licht, 20 Felder, 4 Stunden)</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="200" />
        <source>Players see only what the heroes see</source>
        <translation>Spieler sehen nur, was die Helden sehen</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="209" />
        <source>Players' view (click or drag; shown while vision is on)</source>
        <translation>Sicht der Spieler (klicken oder ziehen; wirkt bei eingeschalteter Sicht)</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="218" />
        <source>Reveal: shown as if seen</source>
        <translation>Zeigen: wie gesehen</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="219" />
        <source>Hide: never shown</source>
        <translation>Verbergen: nie gezeigt</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="220" />
        <source>Clear: as the heroes see</source>
        <translation>Löschen: wie die Helden sehen</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="239" />
        <source>Squares</source>
        <translation>Felder</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="240" />
        <source>Rectangle</source>
        <translation>Rechteck</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="241" />
        <source>Room</source>
        <translation>Raum</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="262" />
        <source>Reset explored squares</source>
        <translation>Erkundete Felder vergessen</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="264" />
        <source>The players forget what they have seen of this map; what the heroes see now stays</source>
        <translation>Die Spieler vergessen, was sie von dieser Karte gesehen haben; was die Helden jetzt sehen, bleibt</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="275" />
        <source>New creature (then click a square)</source>
        <translation>Neue Kreatur (dann ein Feld anklicken)</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="278" />
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="283" />
        <source>e.g. Ghoul</source>
        <translation>z. B. Ghul</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="285" />
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="291" />
        <source>monsters</source>
        <translation>Monster</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="292" />
        <source>heroes</source>
        <translation>Helden</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="293" />
        <source>neutral</source>
        <translation>neutral</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="307" />
        <source>Space (squares)</source>
        <translation>Platz (Felder)</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="314" />
        <source>Hit points</source>
        <translation>Trefferpunkte</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="322" />
        <source>Maximum (0: untracked)</source>
        <translation>Maximum (0: nicht erfasst)</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="334" />
        <location filename="../qml/MapEditPanel.qml" line="396" />
        <source>Background picture</source>
        <translation>Hintergrundbild</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="342" />
        <source>Import picture…</source>
        <translation>Bild importieren …</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="345" />
        <source>Pixels per square</source>
        <translation>Pixel pro Feld</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="354" />
        <source>Offset X (pixels)</source>
        <translation>Versatz X (Pixel)</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="363" />
        <source>Offset Y (pixels)</source>
        <translation>Versatz Y (Pixel)</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="398" />
        <source>Pictures (*.png *.jpg *.jpeg *.webp)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.webp)</translation>
    </message>
</context>
<context>
    <name>MapEditRefusalTexts</name>
    <message>
        <location filename="../app/models/mapeditrefusaltexts.cpp" line="14" />
        <source>%1 does not fit at %2: square %3 is off the %4 x %5 map</source>
        <translation>%1 passt nicht auf %2: Feld %3 liegt außerhalb der Karte von %4 × %5</translation>
    </message>
    <message>
        <location filename="../app/models/mapeditrefusaltexts.cpp" line="15" />
        <source>%1 cannot stand at %2: square %3 is %4 terrain</source>
        <translation>%1 kann nicht auf %2 stehen: Feld %3 ist Gelände „%4“</translation>
    </message>
    <message>
        <location filename="../app/models/mapeditrefusaltexts.cpp" line="16" />
        <source>there is no creature with id "%1" on the map</source>
        <translation>Auf der Karte steht keine Kreatur mit der Kennung „%1“</translation>
    </message>
    <message>
        <location filename="../app/models/mapeditrefusaltexts.cpp" line="17" />
        <source>there is already a creature with id "%1" on the map</source>
        <translation>Auf der Karte steht schon eine Kreatur mit der Kennung „%1“</translation>
    </message>
    <message>
        <location filename="../app/models/mapeditrefusaltexts.cpp" line="18" />
        <source>a creature needs an id</source>
        <translation>Eine Kreatur braucht eine Kennung</translation>
    </message>
    <message>
        <location filename="../app/models/mapeditrefusaltexts.cpp" line="19" />
        <source>cannot make square %1 %2: %3 stands there</source>
        <translation>Feld %1 kann nicht zu „%2“ werden: Dort steht %3</translation>
    </message>
    <message>
        <location filename="../app/models/mapeditrefusaltexts.cpp" line="20" />
        <source>cannot change the %1 edge of square %2: it is off the %3 x %4 map</source>
        <translation>Die Kante %1 von Feld %2 kann nicht geändert werden: Es liegt außerhalb der Karte von %3 × %4</translation>
    </message>
    <message>
        <location filename="../app/models/mapeditrefusaltexts.cpp" line="21" />
        <source>cannot put a %1 on square %2: it is off the %3 x %4 map</source>
        <translation>%1 kann nicht auf Feld %2 gestellt werden: Es liegt außerhalb der Karte von %3 × %4</translation>
    </message>
    <message>
        <location filename="../app/models/mapeditrefusaltexts.cpp" line="22" />
        <source>cannot %1 square %2: it is off the %3 x %4 map</source>
        <translation>Feld %2 kann nicht %1 werden: Es liegt außerhalb der Karte von %3 × %4</translation>
    </message>
    <message>
        <location filename="../app/models/mapeditrefusaltexts.cpp" line="23" />
        <source>%1: maximum hit points must be at least 1, not %2</source>
        <translation>%1: Die maximalen Trefferpunkte müssen mindestens 1 sein, nicht %2</translation>
    </message>
    <message>
        <location filename="../app/models/mapeditrefusaltexts.cpp" line="24" />
        <source>the background needs a positive number of pixels per square, not %1</source>
        <translation>Das Hintergrundbild braucht eine positive Zahl Pixel je Feld, nicht %1</translation>
    </message>
    <message>
        <location filename="../app/models/mapeditrefusaltexts.cpp" line="25" />
        <source>'%1' is not a light source; use candle, torch, lantern or glowbasket</source>
        <translation>„%1“ ist keine Lichtquelle; möglich sind Kerze, Fackel, Laterne oder Glühkorb</translation>
    </message>
    <message>
        <location filename="../app/models/mapeditrefusaltexts.cpp" line="26" />
        <source>a %1 burns 0 to %2 minutes, not %3</source>
        <translation>%1: brennt 0 bis %2 Minuten, nicht %3</translation>
    </message>
    <message>
        <location filename="../app/models/mapeditrefusaltexts.cpp" line="27" />
        <source>there is no creature with id "%1" to carry the %2</source>
        <translation>Keine Kreatur mit der Kennung „%1“ kann %2 tragen</translation>
    </message>
    <message>
        <location filename="../app/models/mapeditrefusaltexts.cpp" line="28" />
        <source>lights burn for 1 to 100000 minutes at a time, not %1</source>
        <translation>Lichter brennen jeweils 1 bis 100000 Minuten, nicht %1</translation>
    </message>
    <message>
        <location filename="../app/models/mapeditrefusaltexts.cpp" line="29" />
        <source>square %1 is off the %2 x %3 map</source>
        <translation>Feld %1 liegt außerhalb der Karte von %2 × %3</translation>
    </message>
    <message>
        <location filename="../app/models/mapeditrefusaltexts.cpp" line="30" />
        <source>the %1 edge of square %2 is no door</source>
        <translation>Die Kante %1 von Feld %2 ist keine Tür</translation>
    </message>
    <message>
        <location filename="../app/models/mapeditrefusaltexts.cpp" line="32" />
        <source>paint</source>
        <translation>bemalt</translation>
    </message>
    <message>
        <location filename="../app/models/mapeditrefusaltexts.cpp" line="33" />
        <source>light</source>
        <translation>beleuchtet</translation>
    </message>
    <message>
        <location filename="../app/models/mapeditrefusaltexts.cpp" line="34" />
        <source>mark</source>
        <translation>markiert</translation>
    </message>
    <message>
        <location filename="../app/models/mapeditrefusaltexts.cpp" line="35" />
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../app/models/mapeditrefusaltexts.cpp" line="36" />
        <source>E</source>
        <translation>O</translation>
    </message>
    <message>
        <location filename="../app/models/mapeditrefusaltexts.cpp" line="37" />
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../app/models/mapeditrefusaltexts.cpp" line="38" />
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location filename="../app/models/mapeditrefusaltexts.cpp" line="39" />
        <source>candle</source>
        <translation>Kerze</translation>
    </message>
    <message>
        <location filename="../app/models/mapeditrefusaltexts.cpp" line="40" />
        <source>torch</source>
        <translation>Fackel</translation>
    </message>
    <message>
        <location filename="../app/models/mapeditrefusaltexts.cpp" line="41" />
        <source>lantern</source>
        <translation>Laterne</translation>
    </message>
    <message>
        <location filename="../app/models/mapeditrefusaltexts.cpp" line="42" />
        <source>glowbasket</source>
        <translation>Glühkorb</translation>
    </message>
</context>
<context>
    <name>MapLegend</name>
    <message>
        <location filename="../qml/MapLegend.qml" line="49" />
        <source>Wall</source>
        <translation>Wand</translation>
    </message>
    <message>
        <location filename="../qml/MapLegend.qml" line="50" />
        <source>Open door</source>
        <translation>Offene Tür</translation>
    </message>
    <message>
        <location filename="../qml/MapLegend.qml" line="51" />
        <source>Closed door</source>
        <translation>Geschlossene Tür</translation>
    </message>
    <message>
        <location filename="../qml/MapLegend.qml" line="52" />
        <source>Locked door</source>
        <translation>Verschlossene Tür</translation>
    </message>
    <message>
        <location filename="../qml/MapLegend.qml" line="82" />
        <source>S</source>
        <comment>secret door mark</comment>
        <translation>G</translation>
    </message>
    <message>
        <location filename="../qml/MapLegend.qml" line="90" />
        <source>Secret door (a wall to the players until found)</source>
        <translation>Geheimtür (für die Spieler eine Wand, bis sie gefunden ist)</translation>
    </message>
</context>
<context>
    <name>MapToolBar</name>
    <message>
        <location filename="../qml/MapToolBar.qml" line="26" />
        <source>Back to the battle map</source>
        <translation>Zurück zur Kampfkarte</translation>
    </message>
    <message>
        <location filename="../qml/MapToolBar.qml" line="37" />
        <source>%1 × %2 squares</source>
        <translation>%1 × %2 Felder</translation>
    </message>
    <message>
        <location filename="../qml/MapToolBar.qml" line="45" />
        <source>Editing map</source>
        <translation>Karte wird bearbeitet</translation>
    </message>
    <message>
        <location filename="../qml/MapToolBar.qml" line="45" />
        <source>Edit map</source>
        <translation>Karte bearbeiten</translation>
    </message>
    <message>
        <location filename="../qml/MapToolBar.qml" line="52" />
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <location filename="../qml/MapToolBar.qml" line="57" />
        <source>Zoom %1%</source>
        <translation>Zoom %1 %</translation>
    </message>
</context>
<context>
    <name>MapView</name>
    <message>
        <location filename="../qml/MapView.qml" line="229" />
        <source>%1 rolled: see the dice log</source>
        <translation>%1 gewürfelt: siehe Würfelprotokoll</translation>
    </message>
    <message>
        <location filename="../qml/MapView.qml" line="197" />
        <source>Ctrl+click to roll</source>
        <translation>Strg+Klick zum Würfeln</translation>
    </message>
    <message>
        <location filename="../qml/MapView.qml" line="198" />
        <source>Cannot roll: %1</source>
        <translation>Kein Wurf möglich: %1</translation>
    </message>
    <message>
        <location filename="../qml/MapView.qml" line="216" />
        <source>Move cancelled</source>
        <translation>Bewegung abgebrochen</translation>
    </message>
</context>
<context>
    <name>MasteryController</name>
    <message>
        <location filename="../app/models/masterycontroller.cpp" line="250" />
        <location filename="../app/models/masterycontroller.cpp" line="256" />
        <source>encounter</source>
        <translation>Begegnung</translation>
    </message>
    <message>
        <location filename="../app/models/masterycontroller.cpp" line="263" />
        <source>command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location filename="../app/models/masterycontrollertable.cpp" line="157" />
        <source>Click the region to move to on the map first.</source>
        <translation>Zuerst auf der Karte die Zielregion anklicken.</translation>
    </message>
    <message>
        <location filename="../app/models/masterycontrollertable.cpp" line="210" />
        <location filename="../app/models/masterycontrollertable.cpp" line="231" />
        <location filename="../app/models/masterycontrollertable.cpp" line="261" />
        <source>No campaign is open.</source>
        <translation>Keine Kampagne ist geöffnet.</translation>
    </message>
    <message>
        <location filename="../app/models/masterycontrollertable.cpp" line="389" />
        <source>%1 rolls initiative: D%2 [%3] → %4 (%5 MP spent)</source>
        <translation>%1 würfelt Initiative: W%2 [%3] → %4 (%5 MeP ausgegeben)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/masterycontrollertable.cpp" line="397" />
        <source>%1 attacks %2: %3 vs %4: %n success(es)</source>
        <translation>
            <numerusform>%1 greift %2 an: %3 gegen %4: %n Erfolg</numerusform>
            <numerusform>%1 greift %2 an: %3 gegen %4: %n Erfolge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/masterycontrollertable.cpp" line="403" />
        <source>%1 checks against %2: %3 vs %4: %n success(es)</source>
        <translation>
            <numerusform>%1 würfelt gegen %2: %3 gegen %4: %n Erfolg</numerusform>
            <numerusform>%1 würfelt gegen %2: %3 gegen %4: %n Erfolge</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/models/masterycontrollertable.cpp" line="410" />
        <source>%1 takes %2 damage</source>
        <translation>%1 erleidet %2 Schaden</translation>
    </message>
    <message>
        <location filename="../app/models/masterycontrollertable.cpp" line="170" />
        <source>Choose whom to attack first.</source>
        <translation>Wähle zuerst, wen du angreifst.</translation>
    </message>
</context>
<context>
    <name>MasteryFightBar</name>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="31" />
        <source>Sample barrow</source>
        <translation>Beispiel-Hügelgrab</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="47" />
        <source>No mastery fight is on the table.</source>
        <translation>Kein Meisterschaftskampf liegt auf dem Tisch.</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="48" />
        <source>Round %1 — %2's turn</source>
        <translation>Runde %1 — %2 ist am Zug</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="50" />
        <source>Out of combat: the contest has not started.</source>
        <translation>Außerhalb des Kampfes: der Wettstreit hat nicht begonnen.</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="67" />
        <source>Put this fight on the table</source>
        <translation>Diesen Kampf auf den Tisch legen</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="68" />
        <source>Set up the fight on %1</source>
        <translation>Kampf auf %1 aufstellen</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="77" />
        <source>Mastery characters…</source>
        <translation>Meisterschafts-Charaktere…</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="83" />
        <source>Players' window</source>
        <translation>Spielerfenster</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="89" />
        <source>Start combat (REF initiative)</source>
        <translation>Kampf beginnen (REF-Initiative)</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="95" />
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="101" />
        <source>End contest</source>
        <translation>Wettstreit beenden</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="111" />
        <source>Click a combatant below to act for it.</source>
        <translation>Unten einen Kämpfer anklicken, um für ihn zu handeln.</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="112" />
        <source>Acting: %1</source>
        <translation>Handelt: %1</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="121" />
        <source>Free action</source>
        <translation>Freie Aktion</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="122" />
        <source>Minor action</source>
        <translation>Kleine Aktion</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="123" />
        <source>Major action</source>
        <translation>Große Aktion</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="124" />
        <source>Exclusive action</source>
        <translation>Exklusive Aktion</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="138" />
        <source>Cooldown</source>
        <translation>Abklingzeit</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="143" />
        <source>Action name</source>
        <translation>Name der Aktion</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="159" />
        <source>Delay turn</source>
        <translation>Zug aufschieben</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="166" />
        <source>Act now (after delaying)</source>
        <translation>Jetzt handeln (nach dem Aufschieben)</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="173" />
        <source>Interrupt (REF vs. REF)</source>
        <translation>Unterbrechen (REF gegen REF)</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="180" />
        <source>End interrupt</source>
        <translation>Unterbrechung beenden</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="198" />
        <source>Move one region</source>
        <translation>Eine Region weit gehen</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="199" />
        <source>Run two regions</source>
        <translation>Zwei Regionen weit rennen</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="200" />
        <source>Leave carefully</source>
        <translation>Vorsichtig verlassen</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="201" />
        <source>Swim</source>
        <translation>Schwimmen</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="202" />
        <source>Climb</source>
        <translation>Klettern</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="207" />
        <source>Move (click a region first)</source>
        <translation>Bewegen (zuerst eine Region anklicken)</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="208" />
        <source>Move to %1</source>
        <translation>Nach %1 bewegen</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="218" />
        <source>Show to the players</source>
        <translation>Den Spielern zeigen</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="218" />
        <source>Hide from the players</source>
        <translation>Vor den Spielern verbergen</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="224" />
        <source>Place (click a region first)</source>
        <translation>Aufstellen (zuerst eine Region anklicken)</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="225" />
        <source>Place in %1</source>
        <translation>In %1 aufstellen</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="243" />
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Target id</source>
        <translation type="vanished">Ziel-ID</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="248" />
        <source>Ranged</source>
        <translation>Fernkampf</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="252" />
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="268" />
        <source>Trivial</source>
        <translation>Trivial</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="269" />
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="270" />
        <source>Moderate</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="271" />
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="272" />
        <source>Very hard</source>
        <translation>Sehr schwer</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="278" />
        <source>Statistic</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../qml/MasteryFightBar.qml" line="284" />
        <source>Check</source>
        <translation>Probe</translation>
    </message>
</context>
<context>
    <name>MasteryPanel</name>
    <message>
        <location filename="../qml/MasteryPanel.qml" line="25" />
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../qml/MasteryPanel.qml" line="73" />
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../qml/MasteryPanel.qml" line="77" />
        <source>%1 — MP %2/%3 · AP %4/%5 · HP %6/%7 · %8</source>
        <translation>%1 — MeP %2/%3 · AkP %4/%5 · TP %6/%7 · %8</translation>
    </message>
    <message>
        <location filename="../qml/MasteryPanel.qml" line="81" />
        <source> · hidden from the players</source>
        <translation> · vor den Spielern verborgen</translation>
    </message>
    <message>
        <location filename="../qml/MasteryPanel.qml" line="119" />
        <source>Mastery Point for %1?</source>
        <translation>Meisterschaftspunkt für %1?</translation>
    </message>
    <message>
        <location filename="../qml/MasteryPanel.qml" line="123" />
        <source>%1 shows %2, keeps %3</source>
        <translation>%1 zeigt %2, behält %3</translation>
    </message>
    <message>
        <location filename="../qml/MasteryPanel.qml" line="128" />
        <source>Against %1</source>
        <translation>Gegen %1</translation>
    </message>
    <message>
        <location filename="../qml/MasteryPanel.qml" line="131" />
        <source>An MP re-rolls the lowest die.</source>
        <translation>Ein MeP würfelt den niedrigsten Würfel neu.</translation>
    </message>
    <message>
        <location filename="../qml/MasteryPanel.qml" line="132" />
        <source>An MP adds a die.</source>
        <translation>Ein MeP fügt einen Würfel hinzu.</translation>
    </message>
    <message>
        <location filename="../qml/MasteryPanel.qml" line="140" />
        <source>Roll resisted — spend 1 MP: %1 → %2</source>
        <translation>Wurf abgewehrt — 1 MeP einsetzen: %1 → %2</translation>
    </message>
    <message>
        <location filename="../qml/MasteryPanel.qml" line="143" />
        <source>Roll succeeds — spend 1 MP: %1 → %2</source>
        <translation>Wurf gelingt — 1 MeP einsetzen: %1 → %2</translation>
    </message>
    <message>
        <location filename="../qml/MasteryPanel.qml" line="152" />
        <source>Keeps %1 now — spend 1 MP: %2 on average</source>
        <translation>Behält jetzt %1 — 1 MeP einsetzen: im Schnitt %2</translation>
    </message>
    <message>
        <location filename="../qml/MasteryPanel.qml" line="183" />
        <source>Opportunity attack?</source>
        <translation>Gelegenheitsangriff?</translation>
    </message>
    <message>
        <location filename="../qml/MasteryPanel.qml" line="193" />
        <source>%1 may attack %2 as it enters %3.</source>
        <translation>%1 darf %2 angreifen, wenn es %3 betritt.</translation>
    </message>
    <message>
        <location filename="../qml/MasteryPanel.qml" line="195" />
        <source>%1 may attack %2 as it leaves %3.</source>
        <translation>%1 darf %2 angreifen, wenn es %3 verlässt.</translation>
    </message>
    <message>
        <location filename="../qml/MasteryPanel.qml" line="206" />
        <source>Hits %1 (the defense is disadvantaged: running, swimming or climbing).</source>
        <translation>Trifft zu %1 (die Abwehr ist im Nachteil: rennend, schwimmend oder kletternd).</translation>
    </message>
    <message>
        <location filename="../qml/MasteryPanel.qml" line="208" />
        <source>Hits %1.</source>
        <translation>Trifft zu %1.</translation>
    </message>
    <message>
        <location filename="../qml/MasteryPanel.qml" line="213" />
        <source>It is a minor interrupt action, paid from the attacker's next turn.</source>
        <translation>Das ist eine kleine Unterbrechungsaktion, bezahlt aus dem nächsten Zug des Angreifers.</translation>
    </message>
    <message>
        <location filename="../qml/MasteryPanel.qml" line="218" />
        <source>Attack</source>
        <translation>Angreifen</translation>
    </message>
    <message>
        <location filename="../qml/MasteryPanel.qml" line="223" />
        <source>Let it go</source>
        <translation>Ziehen lassen</translation>
    </message>
    <message>
        <source>Roll succeeds: %1 if you pass, %2 if you spend</source>
        <translation type="vanished">Wurf gelingt: %1 ohne Einsatz, %2 mit Einsatz</translation>
    </message>
    <message>
        <location filename="../qml/MasteryPanel.qml" line="157" />
        <source>%1 MP available, %2 more on this roll</source>
        <translation>%1 MeP verfügbar, %2 weitere bei diesem Wurf</translation>
    </message>
    <message>
        <location filename="../qml/MasteryPanel.qml" line="163" />
        <source>Spend an MP</source>
        <translation>Einen MeP einsetzen</translation>
    </message>
    <message>
        <location filename="../qml/MasteryPanel.qml" line="168" />
        <source>Pass</source>
        <translation>Verzichten</translation>
    </message>
    <message>
        <location filename="../qml/MasteryPanel.qml" line="79" />
        <source> · cooling down: %1</source>
        <translation> · klingt ab: %1</translation>
    </message>
    <message>
        <location filename="../qml/MasteryPanel.qml" line="80" />
        <source> · delaying</source>
        <translation> · wartet ab</translation>
    </message>
    <message>
        <location filename="../qml/MasteryPanel.qml" line="80" />
        <source> · defeated</source>
        <translation> · besiegt</translation>
    </message>
</context>
<context>
    <name>MasteryRefusalTexts</name>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="14" />
        <source>a region needs a non-empty id</source>
        <translation>Eine Region braucht eine nicht leere Kennung</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="15" />
        <source>region '%1' has no name</source>
        <translation>Region „%1“ hat keinen Namen</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="16" />
        <source>region '%1' needs at least 3 corners, has %2</source>
        <translation>Region „%1“ braucht mindestens 3 Ecken, hat %2</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="17" />
        <source>region '%1' needs a polygon of at least 3 points, has %2</source>
        <translation>Region „%1“ braucht ein Vieleck aus mindestens 3 Punkten, hat %2</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="18" />
        <source>region '%1' has a corner that is not a finite number</source>
        <translation>Region „%1“ hat eine Ecke, die keine endliche Zahl ist</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="19" />
        <source>region '%1' crosses itself: its edges %2 and %3 meet</source>
        <translation>Region „%1“ kreuzt sich selbst: ihre Kanten %2 und %3 treffen sich</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="20" />
        <source>region '%1' has no area</source>
        <translation>Region „%1“ hat keine Fläche</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="21" />
        <source>region '%1' overlaps region '%2'</source>
        <translation>Region „%1“ überlappt Region „%2“</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="22" />
        <source>region id '%1' is used twice</source>
        <translation>Die Regionskennung „%1“ kommt zweimal vor</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="23" />
        <source>region id '%1' is taken</source>
        <translation>Die Regionskennung „%1“ ist schon vergeben</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="25" />
        <source>a link needs two different regions, both are '%1'</source>
        <translation>Eine Verbindung braucht zwei verschiedene Regionen, beide sind „%1“</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="26" />
        <source>a %1 between '%2' and '%3' must lie on their shared border, and they share none</source>
        <translation>Eine %1 zwischen „%2“ und „%3“ muss auf ihrer gemeinsamen Grenze liegen, und sie haben keine</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="28" />
        <source>no link between '%1' and '%2'</source>
        <translation>Keine Verbindung zwischen „%1“ und „%2“</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="30" />
        <source>cannot split '%1': %2</source>
        <translation>„%1“ lässt sich nicht teilen: %2</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="31" />
        <source>cannot merge '%1' and '%2': %3</source>
        <translation>„%1“ und „%2“ lassen sich nicht vereinen: %3</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="32" />
        <source>the polygon has corners 0 to %1</source>
        <translation>Das Vieleck hat die Ecken 0 bis %1</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="33" />
        <source>a cut needs two corners that are not next to each other</source>
        <translation>Ein Schnitt braucht zwei Ecken, die nicht nebeneinander liegen</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="34" />
        <source>the cut from corner %1 to corner %2 leaves the region</source>
        <translation>Der Schnitt von Ecke %1 zu Ecke %2 verlässt die Region</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="35" />
        <source>the two regions share no border</source>
        <translation>Die beiden Regionen haben keine gemeinsame Grenze</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="36" />
        <source>the two regions do not join into one outline</source>
        <translation>Die beiden Regionen ergeben keinen gemeinsamen Umriss</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="37" />
        <source>the merged region would enclose a hole or fall into pieces</source>
        <translation>Die vereinte Region würde ein Loch umschließen oder in Stücke zerfallen</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="38" />
        <source>merging needs two different regions</source>
        <translation>Zum Vereinen braucht es zwei verschiedene Regionen</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="40" />
        <source>no region '%1' on the region map '%2'</source>
        <translation>Keine Region „%1“ auf der Regionenkarte „%2“</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="41" />
        <source>the campaign has a region map '%1' already</source>
        <translation>Die Kampagne hat schon eine Regionenkarte „%1“</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="42" />
        <source>the campaign has no region map '%1'</source>
        <translation>Die Kampagne hat keine Regionenkarte „%1“</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="43" />
        <source>%1 is not a PNG, JPEG or WebP picture</source>
        <translation>%1 ist kein PNG-, JPEG- oder WebP-Bild</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="45" />
        <source>it is not '%1''s turn (it is '%2''s)</source>
        <translation>„%1“ ist nicht am Zug (es ist „%2“)</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="46" />
        <source>only the one whose turn it is can delay; it is '%1''s turn</source>
        <translation>Nur wer am Zug ist, kann abwarten; am Zug ist „%1“</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="47" />
        <source>'%1' has already acted this turn</source>
        <translation>„%1“ hat in diesem Zug schon gehandelt</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="48" />
        <source>'%1' is not delaying</source>
        <translation>„%1“ wartet nicht ab</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="49" />
        <source>'%1' is named twice</source>
        <translation>„%1“ ist zweimal genannt</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="50" />
        <source>'%1' is in the middle of its turn; resume when a turn ends</source>
        <translation>„%1“ ist mitten in seinem Zug; weiter geht es, wenn ein Zug endet</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="51" />
        <source>name at least one delaying combatant</source>
        <translation>Nenne mindestens einen Abwartenden</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="52" />
        <source>'%1' cannot interrupt its own turn</source>
        <translation>„%1“ kann den eigenen Zug nicht unterbrechen</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="53" />
        <source>'%1' is already interrupting</source>
        <translation>„%1“ unterbricht schon</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="54" />
        <source>'%1' is interrupting; end the interruption first</source>
        <translation>„%1“ unterbricht gerade; beende zuerst die Unterbrechung</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="55" />
        <source>'%1' has no interrupting actions left</source>
        <translation>„%1“ hat keine Unterbrechungsaktionen mehr</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="56" />
        <source>'%1' has no AP of its next turn left for interrupting</source>
        <translation>„%1“ hat keine AkP des nächsten Zugs mehr zum Unterbrechen</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="57" />
        <source>nobody is interrupting</source>
        <translation>Niemand unterbricht</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="58" />
        <source>nobody is in the turn order</source>
        <translation>Niemand ist in der Zugreihenfolge</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="59" />
        <source>no turn is running; start combat first</source>
        <translation>Kein Zug läuft; beginne zuerst den Kampf</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="60" />
        <source>no combat is running</source>
        <translation>Kein Kampf läuft</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="61" />
        <source>no contested situation is running</source>
        <translation>Keine umkämpfte Lage läuft</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="62" />
        <source>combat has already started</source>
        <translation>Der Kampf hat schon begonnen</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="63" />
        <source>nobody can fight</source>
        <translation>Niemand kann kämpfen</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="64" />
        <source>'%1' is in no region; place it on the map before combat starts</source>
        <translation>„%1“ steht in keiner Region; stelle es vor dem Kampf auf die Karte</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="65" />
        <source>'%1' has no 'ref' die for initiative</source>
        <translation>„%1“ hat keinen REF-Würfel für die Initiative</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="66" />
        <source>monster group '%1' has no REF die</source>
        <translation>Die Monstergruppe „%1“ hat keinen REF-Würfel</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="67" />
        <source>nothing to undo</source>
        <translation>Nichts rückgängig zu machen</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="69" />
        <source>'%1' has no MP to keep the turn going</source>
        <translation>„%1“ hat keinen MeP, um den Zug fortzusetzen</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="70" />
        <source>'%1' is cooling down (used on turn %2; usable again on turn %3)</source>
        <translation>„%1“ kühlt ab (benutzt in Zug %2; wieder nutzbar in Zug %3)</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="71" />
        <source>the turn is over; only free actions are left</source>
        <translation>Der Zug ist vorbei; nur freie Aktionen bleiben</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="72" />
        <source>only a major action ends the turn; an MP cannot keep a %1 action going</source>
        <translation>Nur eine große Aktion beendet den Zug; ein MeP kann eine Aktion der Art „%1“ nicht fortsetzen</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="73" />
        <source>no AP left for a minor action</source>
        <translation>Kein AkP mehr für eine kleine Aktion</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="74" />
        <source>no AP left for a major action</source>
        <translation>Kein AkP mehr für eine große Aktion</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="75" />
        <source>no AP left for an exclusive action</source>
        <translation>Kein AkP mehr für eine exklusive Aktion</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="76" />
        <source>an MP keeps the turn going after a major action from rank 2; rank is 1</source>
        <translation>Ein MeP setzt den Zug nach einer großen Aktion erst ab Rang 2 fort; der Rang ist 1</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="77" />
        <source>this is major action %1 of at most %2 (the rank) this turn; it ends the turn</source>
        <translation>Das ist große Aktion %1 von höchstens %2 (dem Rang) in diesem Zug; sie beendet den Zug</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="79" />
        <source>no AP would be left after this major action; an MP cannot help</source>
        <translation>Nach dieser großen Aktion bliebe kein AkP übrig; ein MeP hilft nicht</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="80" />
        <source>an exclusive action takes the whole turn; this turn already had actions</source>
        <translation>Eine exklusive Aktion braucht den ganzen Zug; in diesem Zug gab es schon Aktionen</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="81" />
        <source>%1 of %2 AP of the next turn are already spent on interrupts; only free interrupts are left</source>
        <translation>%1 von %2 AkP des nächsten Zugs sind schon für Unterbrechungen ausgegeben; nur freie Unterbrechungen bleiben</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="84" />
        <source>the mover is in no region of this map ('%1')</source>
        <translation>Wer sich bewegt, steht in keiner Region dieser Karte („%1“)</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="85" />
        <source>a %1 covers %2, not %3</source>
        <translation>Die Bewegungsart %1 reicht %2 weit, nicht %3</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="86" />
        <source>no region '%1' on this map</source>
        <translation>Keine Region „%1“ auf dieser Karte</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="87" />
        <source>no region '%1' on the map</source>
        <translation>Keine Region „%1“ auf der Karte</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="88" />
        <source>the mover is already in '%1'</source>
        <translation>Steht schon in „%1“</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="89" />
        <source>'%1' is not adjacent to '%2'</source>
        <translation>„%1“ grenzt nicht an „%2“</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="90" />
        <source>from '%1' to '%2' needs %3: an exclusive action (mode %4)</source>
        <translation>Von „%1“ nach „%2“ braucht es %3: eine exklusive Aktion (Bewegungsart %4)</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="91" />
        <source>no swimming is needed from '%1' to '%2'</source>
        <translation>Von „%1“ nach „%2“ muss niemand schwimmen</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="92" />
        <source>no climbing is needed from '%1' to '%2'</source>
        <translation>Von „%1“ nach „%2“ muss niemand klettern</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="93" />
        <source>needs 'to' (a region) or 'path' (regions in order)</source>
        <translation>Braucht „to“ (eine Region) oder „path“ (Regionen der Reihe nach)</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="95" />
        <source>'%1' cannot attack itself</source>
        <translation>„%1“ kann sich nicht selbst angreifen</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="96" />
        <source>'%1' has no '%2' die</source>
        <translation>„%1“ hat keinen Würfel „%2“</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="97" />
        <source>'%1' is in no region yet; place it first</source>
        <translation>„%1“ steht noch in keiner Region; stelle es zuerst auf</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="98" />
        <source>'%1' is not in melee with '%2' (different regions); use ranged</source>
        <translation>„%1“ ist nicht im Nahkampf mit „%2“ (verschiedene Regionen); wähle Fernkampf</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="99" />
        <source>no way leads from '%1' to '%2'</source>
        <translation>Kein Weg führt von „%1“ nach „%2“</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="100" />
        <source>'%1' is neither a difficulty of the table (Trivial ... Wait, What?) nor a ladder die</source>
        <translation>„%1“ ist weder eine Schwierigkeit der Tabelle (Trivial ... Wait, What?) noch ein Würfel der Leiter</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="102" />
        <source>no combatant '%1' in this encounter</source>
        <translation>Kein Kämpfer „%1“ in dieser Begegnung</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="103" />
        <source>'%1' is defeated</source>
        <translation>„%1“ ist besiegt</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="105" />
        <source>a contest is running; end it (mastery.endContest) before setting up another</source>
        <translation>Ein Kampf läuft; beende ihn (mastery.endContest), bevor du einen neuen aufbaust</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="107" />
        <source>no mastery encounter is on the table; set one up first (mastery.setup)</source>
        <translation>Keine Meisterschafts-Begegnung liegt auf dem Tisch; baue zuerst eine auf (mastery.setup)</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="109" />
        <source>'%1': %2</source>
        <translation>„%1“: %2</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="111" />
        <source>step</source>
        <translation>Gehen</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="112" />
        <source>careful</source>
        <translation>Vorsichtig</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="113" />
        <source>run</source>
        <translation>Rennen</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="114" />
        <source>swim</source>
        <translation>Schwimmen</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="115" />
        <source>climb</source>
        <translation>Klettern</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="116" />
        <source>swimming</source>
        <translation>Schwimmen</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="117" />
        <source>climbing</source>
        <translation>Klettern</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="118" />
        <source>one region</source>
        <translation>eine Region</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="119" />
        <source>one or two regions</source>
        <translation>eine oder zwei Regionen</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="120" />
        <source>wall</source>
        <translation>Wand</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="121" />
        <source>door</source>
        <translation>Tür</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="122" />
        <source>opening</source>
        <translation>Öffnung</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="123" />
        <source>ladder</source>
        <translation>Leiter</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="124" />
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="125" />
        <source>minor</source>
        <translation>klein</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="126" />
        <source>major</source>
        <translation>groß</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrefusaltexts.cpp" line="127" />
        <source>exclusive</source>
        <translation>exklusiv</translation>
    </message>
</context>
<context>
    <name>MasteryRosterModel</name>
    <message>
        <location filename="../app/models/masteryrostermodel.cpp" line="100" />
        <source>No campaign is open.</source>
        <translation>Keine Kampagne ist geöffnet.</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrostermodel.cpp" line="130" />
        <source>Statistics, line %1: write a name and a ladder die, such as "stealth D8".</source>
        <translation>Werte, Zeile %1: schreibe einen Namen und einen Leiterwürfel, etwa "Schleichen D8".</translation>
    </message>
    <message>
        <location filename="../app/models/masteryrostermodel.cpp" line="178" />
        <source>The campaign does not play by the mastery rules.</source>
        <translation>Die Kampagne spielt nicht nach den Meisterschaftsregeln.</translation>
    </message>
</context>
<context>
    <name>MasterySheetPrinter</name>
    <message>
        <location filename="../app/print/masterysheetprinter.cpp" line="56" />
        <source>Mastery-point system · side: %1</source>
        <translation>Meisterschaftspunkt-System · Seite: %1</translation>
    </message>
    <message>
        <location filename="../app/print/masterysheetprinter.cpp" line="58" />
        <source> · monster group: %1 (its members' Mastery Points are pooled)</source>
        <translation> · Monstergruppe: %1 (die Meisterschaftspunkte ihrer Mitglieder werden geteilt)</translation>
    </message>
    <message>
        <location filename="../app/print/masterysheetprinter.cpp" line="68" />
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../app/print/masterysheetprinter.cpp" line="69" />
        <source>Mastery Points</source>
        <translation>Meisterschaftspunkte</translation>
    </message>
    <message>
        <location filename="../app/print/masterysheetprinter.cpp" line="70" />
        <source>Action points per turn</source>
        <translation>Aktionspunkte pro Zug</translation>
    </message>
    <message>
        <location filename="../app/print/masterysheetprinter.cpp" line="72" />
        <source>Health</source>
        <translation>Gesundheit</translation>
    </message>
    <message>
        <location filename="../app/print/masterysheetprinter.cpp" line="94" />
        <source>Statistics (ladder dice)</source>
        <translation>Werte (Leiterwürfel)</translation>
    </message>
    <message>
        <location filename="../app/print/masterysheetprinter.cpp" line="98" />
        <source>REF (initiative)</source>
        <translation>REF (Initiative)</translation>
    </message>
    <message>
        <location filename="../app/print/masterysheetprinter.cpp" line="108" />
        <source>Spend an MP after a roll: add a die and keep the highest (on a disadvantaged roll, re-roll the lowest).</source>
        <translation>Ein MeP nach einem Wurf: einen Würfel dazunehmen und den höchsten behalten (bei Nachteil den niedrigsten neu würfeln).</translation>
    </message>
    <message>
        <location filename="../app/print/masterysheetprinter.cpp" line="111" />
        <source>At most %1 MP on one roll (the rank).</source>
        <translation>Höchstens %1 MeP auf einen Wurf (der Rang).</translation>
    </message>
    <message>
        <location filename="../app/print/masterysheetprinter.cpp" line="112" />
        <source>Turn end: 1 MP back if no MP spent, no major or exclusive action and no damage since the last turn end.</source>
        <translation>Zugende: 1 MeP zurück, wenn seit dem letzten Zugende kein MeP ausgegeben, keine große oder exklusive Aktion und kein Schaden.</translation>
    </message>
    <message>
        <location filename="../app/print/masterysheetprinter.cpp" line="115" />
        <source>Free: no AP · minor: 1 AP · major: 1 AP and ends the turn · exclusive: the first action, every AP left.</source>
        <translation>Frei: kein AkP · klein: 1 AkP · groß: 1 AkP und beendet den Zug · exklusiv: die erste Aktion, alle übrigen AkP.</translation>
    </message>
    <message>
        <location filename="../app/print/masterysheetprinter.cpp" line="120" />
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <location filename="../app/print/masterysheetprinter.cpp" line="132" />
        <location filename="../app/print/masterysheetprinter.cpp" line="160" />
        <source>no mastery sheet to print</source>
        <translation>kein Meisterschaftsbogen zum Drucken</translation>
    </message>
    <message>
        <location filename="../app/print/masterysheetprinter.cpp" line="135" />
        <source>cannot start painting on the device</source>
        <translation>das Zeichnen auf dem Gerät kann nicht beginnen</translation>
    </message>
    <message>
        <location filename="../app/print/masterysheetprinter.cpp" line="152" />
        <source>the pages could not be finished</source>
        <translation>die Seiten konnten nicht fertiggestellt werden</translation>
    </message>
    <message>
        <location filename="../app/print/masterysheetprinter.cpp" line="167" />
        <source>Mastery sheets</source>
        <translation>Meisterschaftsbögen</translation>
    </message>
    <message>
        <location filename="../app/print/masterysheetprinter.cpp" line="178" />
        <source>the PDF is incomplete (%1 of %2 bytes)</source>
        <translation>das PDF ist unvollständig (%1 von %2 Bytes)</translation>
    </message>
</context>
<context>
    <name>MasterySheetsDialog</name>
    <message>
        <location filename="../qml/MasterySheetsDialog.qml" line="21" />
        <source>none (keeps its own MPs)</source>
        <translation>keine (behält eigene MeP)</translation>
    </message>
    <message>
        <location filename="../qml/MasterySheetsDialog.qml" line="51" />
        <source>Mastery characters and monsters</source>
        <translation>Meisterschafts-Charaktere und -Monster</translation>
    </message>
    <message>
        <location filename="../qml/MasterySheetsDialog.qml" line="66" />
        <source>This campaign plays by other rules; mastery sheets belong to the mastery rules.</source>
        <translation>Diese Kampagne spielt nach anderen Regeln; Meisterschaftsbögen gehören zu den Meisterschaftsregeln.</translation>
    </message>
    <message>
        <location filename="../qml/MasterySheetsDialog.qml" line="70" />
        <source>Play by the mastery rules</source>
        <translation>Nach den Meisterschaftsregeln spielen</translation>
    </message>
    <message>
        <location filename="../qml/MasterySheetsDialog.qml" line="88" />
        <source>Sheets</source>
        <translation>Bögen</translation>
    </message>
    <message>
        <location filename="../qml/MasterySheetsDialog.qml" line="102" />
        <source>%1 — rank %2 · %3</source>
        <translation>%1 — Rang %2 · %3</translation>
    </message>
    <message>
        <location filename="../qml/MasterySheetsDialog.qml" line="108" />
        <source>New sheet</source>
        <translation>Neuer Bogen</translation>
    </message>
    <message>
        <location filename="../qml/MasterySheetsDialog.qml" line="112" />
        <source>Monster groups (their MPs are pooled)</source>
        <translation>Monstergruppen (ihre MeP werden geteilt)</translation>
    </message>
    <message>
        <location filename="../qml/MasterySheetsDialog.qml" line="123" />
        <source>%1 (%2) — REF %3 · MP pool %4</source>
        <translation>%1 (%2) — REF %3 · MeP-Vorrat %4</translation>
    </message>
    <message>
        <location filename="../qml/MasterySheetsDialog.qml" line="124" />
        <source>largest member's</source>
        <translation>des größten Mitglieds</translation>
    </message>
    <message>
        <location filename="../qml/MasterySheetsDialog.qml" line="133" />
        <source>Group id</source>
        <translation>Gruppen-ID</translation>
    </message>
    <message>
        <location filename="../qml/MasterySheetsDialog.qml" line="139" />
        <location filename="../qml/MasterySheetsDialog.qml" line="181" />
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../qml/MasterySheetsDialog.qml" line="145" />
        <source>REF</source>
        <translation>REF</translation>
    </message>
    <message>
        <location filename="../qml/MasterySheetsDialog.qml" line="150" />
        <source>Save group</source>
        <translation>Gruppe speichern</translation>
    </message>
    <message>
        <location filename="../qml/MasterySheetsDialog.qml" line="174" />
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../qml/MasterySheetsDialog.qml" line="187" />
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location filename="../qml/MasterySheetsDialog.qml" line="192" />
        <source>heroes, monsters, … (different sides are hostile)</source>
        <translation>heroes, monsters, … (verschiedene Seiten sind verfeindet)</translation>
    </message>
    <message>
        <location filename="../qml/MasterySheetsDialog.qml" line="194" />
        <source>Monster group</source>
        <translation>Monstergruppe</translation>
    </message>
    <message>
        <location filename="../qml/MasterySheetsDialog.qml" line="203" />
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../qml/MasterySheetsDialog.qml" line="210" />
        <source>Mastery Points</source>
        <translation>Meisterschaftspunkte</translation>
    </message>
    <message>
        <location filename="../qml/MasterySheetsDialog.qml" line="219" />
        <source>0 = the rank (default)</source>
        <translation>0 = der Rang (Vorgabe)</translation>
    </message>
    <message>
        <location filename="../qml/MasterySheetsDialog.qml" line="223" />
        <source>Action points per turn</source>
        <translation>Aktionspunkte pro Zug</translation>
    </message>
    <message>
        <location filename="../qml/MasterySheetsDialog.qml" line="231" />
        <source>0 = the campaign's (%1)</source>
        <translation>0 = der Kampagne (%1)</translation>
    </message>
    <message>
        <location filename="../qml/MasterySheetsDialog.qml" line="235" />
        <source>Health</source>
        <translation>Gesundheit</translation>
    </message>
    <message>
        <location filename="../qml/MasterySheetsDialog.qml" line="244" />
        <source>Statistics</source>
        <translation>Werte</translation>
    </message>
    <message>
        <location filename="../qml/MasterySheetsDialog.qml" line="263" />
        <source>One a line: a name and its ladder die (D2 … D60), e.g. "stealth D8". ref is the initiative die; attack and defense are the fight's.</source>
        <translation>Einer pro Zeile: ein Name und sein Leiterwürfel (D2 … D60), z. B. "Schleichen D8". ref ist der Initiativewürfel; attack und defense sind die des Kampfes.</translation>
    </message>
    <message>
        <location filename="../qml/MasterySheetsDialog.qml" line="272" />
        <source>Save sheet</source>
        <translation>Bogen speichern</translation>
    </message>
    <message>
        <location filename="../qml/MasterySheetsDialog.qml" line="284" />
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../qml/MasterySheetsDialog.qml" line="293" />
        <source>Print sheets…</source>
        <translation>Bögen drucken…</translation>
    </message>
    <message>
        <location filename="../qml/MasterySheetsDialog.qml" line="315" />
        <source>Print the mastery sheets as PDF</source>
        <translation>Die Meisterschaftsbögen als PDF drucken</translation>
    </message>
    <message>
        <location filename="../qml/MasterySheetsDialog.qml" line="317" />
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <location filename="../qml/MasterySheetsDialog.qml" line="318" />
        <source>Mastery sheets</source>
        <translation>Meisterschaftsbögen</translation>
    </message>
</context>
<context>
    <name>MeasureTool</name>
    <message numerus="yes">
        <location filename="../qml/MeasureTool.qml" line="93" />
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/MeasureTool.qml" line="111" />
        <source>Measuring: drag, or click squares to measure along them; right-click takes the last back; Esc ends</source>
        <translation>Messen: ziehen oder Felder anklicken, um entlang zu messen; Rechtsklick nimmt das letzte zurück; Esc beendet</translation>
    </message>
    <message>
        <source>Measuring: click squares to measure along them; right-click takes the last back; Esc ends</source>
        <translation type="vanished">Messen: Felder anklicken, um entlang zu messen; Rechtsklick nimmt das letzte zurück; Esc beendet</translation>
    </message>
</context>
<context>
    <name>ModuleSettingTable</name>
    <message>
        <location filename="../qml/ModuleSettingTable.qml" line="78" />
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../qml/ModuleSettingTable.qml" line="86" />
        <source>Add a row</source>
        <translation>Zeile hinzufügen</translation>
    </message>
</context>
<context>
    <name>MonsterBlockCard</name>
    <message>
        <location filename="../app/print/monsterblockcard.cpp" line="31" />
        <source>Level %1 %2 %3 · %4 XP</source>
        <translation>Stufe %1 %2-%3 · %4 EP</translation>
    </message>
    <message>
        <location filename="../app/print/monsterblockcard.cpp" line="34" />
        <source> (leader)</source>
        <translation> (Anführer)</translation>
    </message>
    <message>
        <location filename="../app/print/monsterblockcard.cpp" line="40" />
        <source>hover</source>
        <translation>schweben</translation>
    </message>
    <message>
        <location filename="../app/print/monsterblockcard.cpp" line="42" />
        <source>Initiative %1 · Speed %2</source>
        <translation>Initiative %1 · Bewegungsrate %2</translation>
    </message>
    <message>
        <location filename="../app/print/monsterblockcard.cpp" line="44" />
        <source> · Perception %1</source>
        <translation> · Wahrnehmung %1</translation>
    </message>
    <message>
        <location filename="../app/print/monsterblockcard.cpp" line="47" />
        <source>AC %1, Fortitude %2, Reflex %3, Will %4 · HP %5, staggered %6</source>
        <translation>RK %1, Zähigkeit %2, Reflex %3, Wille %4 · TP %5, angeschlagen %6</translation>
    </message>
    <message>
        <location filename="../app/print/monsterblockcard.cpp" line="58" />
        <source>resist all %1</source>
        <translation>Resistenz gegen alles %1</translation>
    </message>
    <message>
        <location filename="../app/print/monsterblockcard.cpp" line="60" />
        <source>incorporeal (half damage from attacks)</source>
        <translation>körperlos (halber Schaden durch Angriffe)</translation>
    </message>
    <message>
        <location filename="../app/print/monsterblockcard.cpp" line="68" />
        <source>immune %1</source>
        <translation>immun gegen %1</translation>
    </message>
    <message>
        <location filename="../app/print/monsterblockcard.cpp" line="70" />
        <source>saving throws %1</source>
        <translation>Rettungswürfe %1</translation>
    </message>
    <message>
        <location filename="../app/print/monsterblockcard.cpp" line="72" />
        <source>action points %1</source>
        <translation>Aktionspunkte %1</translation>
    </message>
    <message>
        <location filename="../app/print/monsterblockcard.cpp" line="76" />
        <source>%1 (aura %2) [%3]: %4</source>
        <translation>%1 (Aura %2) [%3]: %4</translation>
    </message>
    <message>
        <source>Aura %1 %2 [%3]: %4</source>
        <translation type="vanished">Aura %1 %2 [%3]: %4</translation>
    </message>
    <message>
        <location filename="../app/print/monsterblockcard.cpp" line="80" />
        <location filename="../app/print/monsterblockcard.cpp" line="86" />
        <location filename="../app/print/monsterblockcard.cpp" line="92" />
        <source>played</source>
        <translation>spielt die Begegnung</translation>
    </message>
    <message>
        <location filename="../app/print/monsterblockcard.cpp" line="79" />
        <location filename="../app/print/monsterblockcard.cpp" line="86" />
        <location filename="../app/print/monsterblockcard.cpp" line="91" />
        <source>the table's</source>
        <translation>Sache des Tisches</translation>
    </message>
    <message>
        <source>%1 [the table's]: %2</source>
        <translation type="vanished">%1 [Sache des Tisches]: %2</translation>
    </message>
    <message>
        <location filename="../app/print/monsterblockcard.cpp" line="81" />
        <location filename="../app/print/monsterblockcard.cpp" line="93" />
        <source>played in part</source>
        <translation>spielt die Begegnung zum Teil</translation>
    </message>
    <message>
        <location filename="../app/print/monsterblockcard.cpp" line="85" />
        <source>%1 [%2]: %3</source>
        <translation>%1 [%2]: %3</translation>
    </message>
    <message>
        <location filename="../app/print/monsterblockcard.cpp" line="94" />
        <source>%1 (%2) [%3]: %4</source>
        <translation>%1 (%2) [%3]: %4</translation>
    </message>
</context>
<context>
    <name>MonsterBlockView</name>
    <message>
        <source>%1 part(s) played by the encounter, %2 left to the table</source>
        <translation type="vanished">%1 Teil(e) spielt die Begegnung, %2 bleiben dem Tisch</translation>
    </message>
    <message>
        <location filename="../qml/MonsterBlockView.qml" line="69" />
        <source>Played by the encounter: %1 whole, %2 in part · left to the table: %3</source>
        <translation>Von der Begegnung gespielt: %1 ganz, %2 teilweise · dem Tisch überlassen: %3</translation>
    </message>
    <message>
        <location filename="../qml/MonsterBlockView.qml" line="76" />
        <source>Choose a monster to see its stat block.</source>
        <translation>Wähle ein Monster, um seinen Spielwerteblock zu sehen.</translation>
    </message>
    <message>
        <location filename="../qml/MonsterBlockView.qml" line="115" />
        <source>automated</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <location filename="../qml/MonsterBlockView.qml" line="116" />
        <source>partly automated</source>
        <translation>teilweise automatisch</translation>
    </message>
    <message>
        <location filename="../qml/MonsterBlockView.qml" line="117" />
        <source>the table's</source>
        <translation>Sache des Tisches</translation>
    </message>
</context>
<context>
    <name>MonsterEditDialog</name>
    <message>
        <location filename="../qml/MonsterEditDialog.qml" line="26" />
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
    <message>
        <location filename="../qml/MonsterEditDialog.qml" line="86" />
        <source>Powers</source>
        <translation>Kräfte</translation>
    </message>
    <message>
        <location filename="../qml/MonsterEditDialog.qml" line="97" />
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../qml/MonsterEditDialog.qml" line="97" />
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../qml/MonsterEditDialog.qml" line="97" />
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../qml/MonsterEditDialog.qml" line="97" />
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <location filename="../qml/MonsterEditDialog.qml" line="97" />
        <source>Range or area</source>
        <translation>Reichweite oder Bereich</translation>
    </message>
    <message>
        <location filename="../qml/MonsterEditDialog.qml" line="98" />
        <source>Recharge</source>
        <translation>Aufladen</translation>
    </message>
    <message>
        <location filename="../qml/MonsterEditDialog.qml" line="140" />
        <source>Add a power</source>
        <translation>Kraft hinzufügen</translation>
    </message>
    <message>
        <location filename="../qml/MonsterEditDialog.qml" line="145" />
        <source>Numbers from the tables</source>
        <translation>Werte aus den Tabellen</translation>
    </message>
    <message>
        <location filename="../qml/MonsterEditDialog.qml" line="148" />
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location filename="../qml/MonsterEditDialog.qml" line="159" />
        <source>Re-level</source>
        <translation>Stufe ändern</translation>
    </message>
    <message>
        <location filename="../qml/MonsterEditDialog.qml" line="165" />
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../qml/MonsterEditDialog.qml" line="171" />
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>MonsterEditor</name>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="51" />
        <location filename="../app/models/monstereditor.cpp" line="61" />
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="52" />
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="53" />
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="54" />
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="55" />
        <source>Range or area</source>
        <translation>Reichweite oder Bereich</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="56" />
        <source>Recharge</source>
        <translation>Aufladen</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="58" />
        <source>Power %1 %2</source>
        <translation>Kraft %1 %2</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="62" />
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="63" />
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="64" />
        <source>Leader</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="65" />
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="66" />
        <source>XP</source>
        <translation>EP</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="67" />
        <source>Hit points</source>
        <translation>Trefferpunkte</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="68" />
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="69" />
        <source>Speed</source>
        <translation>Bewegungsrate</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="70" />
        <source>Movement modes</source>
        <translation>Bewegungsarten</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="71" />
        <source>Armor Class</source>
        <translation>Rüstungsklasse</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="72" />
        <source>Fortitude</source>
        <translation>Zähigkeit</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="73" />
        <source>Reflex</source>
        <translation>Reflex</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="74" />
        <source>Will</source>
        <translation>Wille</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="75" />
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="76" />
        <source>Constitution</source>
        <translation>Konstitution</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="77" />
        <source>Dexterity</source>
        <translation>Geschicklichkeit</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="78" />
        <source>Intelligence</source>
        <translation>Intelligenz</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="79" />
        <source>Wisdom</source>
        <translation>Weisheit</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="80" />
        <source>Charisma</source>
        <translation>Charisma</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="81" />
        <source>Attack vs AC</source>
        <translation>Angriff gegen RK</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="82" />
        <source>Attack vs other defenses</source>
        <translation>Angriff gegen Z/R/W</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="83" />
        <source>Resistances</source>
        <translation>Resistenzen</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="84" />
        <source>Vulnerabilities</source>
        <translation>Verwundbarkeiten</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="85" />
        <source>Immunities</source>
        <translation>Immunitäten</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="86" />
        <source>Action points</source>
        <translation>Aktionspunkte</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="87" />
        <source>Saving throw bonus</source>
        <translation>Rettungswurfbonus</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="111" />
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="111" />
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="166" />
        <source>Power %1: %2</source>
        <translation>Kraft %1: %2</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="190" />
        <source>The library has no monster '%1'</source>
        <translation>Die Bibliothek hat kein Monster „%1“</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="211" />
        <source>Not saved: %1: %2</source>
        <translation>Nicht gespeichert: %1: %2</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="232" />
        <location filename="../app/models/monstereditor.cpp" line="258" />
        <source>The tables give levels 1 to 30 only.</source>
        <translation>Die Tabellen reichen nur von Stufe 1 bis 30.</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="237" />
        <source>The numbers are the tables' already.</source>
        <translation>Die Werte sind bereits die der Tabellen.</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="263" />
        <source>New power</source>
        <translation>Neue Kraft</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="267" />
        <source>%1: the tables' attack and at-will damage for its level; name it and change its numbers.</source>
        <translation>%1: Angriff und Schaden (beliebig oft) der Tabellen für ihre Stufe; benenne sie und ändere ihre Werte.</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="283" />
        <source>Not re-levelled: %1</source>
        <translation>Stufe nicht geändert: %1</translation>
    </message>
    <message>
        <location filename="../app/models/monstereditor.cpp" line="304" />
        <source>No monster library is open.</source>
        <translation>Keine Monsterbibliothek ist geöffnet.</translation>
    </message>
</context>
<context>
    <name>MonsterFieldTexts</name>
    <message>
        <location filename="../app/texts/monsterfieldtexts.cpp" line="22" />
        <source>fly</source>
        <translation>Fliegen</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterfieldtexts.cpp" line="22" />
        <source>climb</source>
        <translation>Klettern</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterfieldtexts.cpp" line="23" />
        <source>swim</source>
        <translation>Schwimmen</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterfieldtexts.cpp" line="23" />
        <source>burrow</source>
        <translation>Graben</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterfieldtexts.cpp" line="25" />
        <source>darkvision</source>
        <translation>Dunkelsicht</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterfieldtexts.cpp" line="25" />
        <source>low-light vision</source>
        <translation>Dämmersicht</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterfieldtexts.cpp" line="26" />
        <source>tremorsense</source>
        <translation>Erschütterungssinn</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterfieldtexts.cpp" line="26" />
        <source>blindsight</source>
        <translation>Blindsicht</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterfieldtexts.cpp" line="27" />
        <source>truesight</source>
        <translation>wahre Sicht</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterfieldtexts.cpp" line="27" />
        <source>trueseeing</source>
        <translation>wahre Sicht</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterfieldtexts.cpp" line="286" />
        <location filename="../app/texts/monsterfieldtexts.cpp" line="377" />
        <source>all %1</source>
        <translation>alles %1</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterfieldtexts.cpp" line="367" />
        <source>hover</source>
        <translation>schweben</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterfieldtexts.cpp" line="372" />
        <source>phasing</source>
        <translation>phasend</translation>
    </message>
</context>
<context>
    <name>MonsterKeywordTexts</name>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="12" />
        <source>natural</source>
        <translation>natürlich</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="13" />
        <source>cosmic</source>
        <translation>kosmisch</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="14" />
        <source>elemental</source>
        <translation>elementar</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="15" />
        <source>fey</source>
        <translation>feenhaft</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="16" />
        <source>outsider</source>
        <translation>außerweltlich</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="17" />
        <source>shadow</source>
        <translation>schattenhaft</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="19" />
        <source>humanoid</source>
        <translation>Humanoider</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="20" />
        <source>beast</source>
        <translation>Tier</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="21" />
        <source>automaton</source>
        <translation>Automat</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="22" />
        <source>monstrosity</source>
        <translation>Monstrosität</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="24" />
        <source>air</source>
        <translation>Luft</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="25" />
        <source>aquatic</source>
        <translation>Wasserwesen</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="26" />
        <source>blind</source>
        <translation>blind</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="27" />
        <source>celestial</source>
        <translation>himmlisch</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="28" />
        <source>cold</source>
        <translation>Kälte</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="29" />
        <source>construct</source>
        <translation>Konstrukt</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="30" />
        <source>demon</source>
        <translation>Dämon</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="31" />
        <source>devil</source>
        <translation>Teufel</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="32" />
        <source>dragon</source>
        <translation>Drache</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="33" />
        <source>earth</source>
        <translation>Erde</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="34" />
        <source>fire</source>
        <translation>Feuer</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="35" />
        <source>giant</source>
        <translation>Riese</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="36" />
        <source>gremlin</source>
        <translation>Gremlin</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="37" />
        <source>human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="38" />
        <source>lightning</source>
        <translation>Blitz</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="39" />
        <source>mount</source>
        <translation>Reittier</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="40" />
        <source>ooze</source>
        <translation>Schleim</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="41" />
        <source>reptile</source>
        <translation>Reptil</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="42" />
        <source>shapechanger</source>
        <translation>Gestaltwandler</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="43" />
        <source>shapeshifter</source>
        <translation>Formwandler</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="44" />
        <source>spider</source>
        <translation>Spinne</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="45" />
        <source>swarm</source>
        <translation>Schwarm</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="46" />
        <source>undead</source>
        <translation>untot</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="47" />
        <source>vermin</source>
        <translation>Ungeziefer</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="48" />
        <source>water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="62" />
        <source>lawful good</source>
        <translation>rechtschaffen gut</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="62" />
        <source>good</source>
        <translation>gut</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="63" />
        <source>unaligned</source>
        <translation>ungebunden</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="63" />
        <source>evil</source>
        <translation>böse</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="64" />
        <source>chaotic evil</source>
        <translation>chaotisch böse</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="64" />
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="50" />
        <source>dwarf</source>
        <translation>Zwerg</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="51" />
        <source>elf</source>
        <translation>Elf</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="52" />
        <source>halfling</source>
        <translation>Halbling</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="53" />
        <source>goblinoid</source>
        <translation>Goblinoider</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="54" />
        <source>orc</source>
        <translation>Ork</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="55" />
        <source>gnoll</source>
        <translation>Gnoll</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="56" />
        <source>lizardfolk</source>
        <translation>Echsenvolk</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="57" />
        <source>kobold</source>
        <translation>Kobold</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="111" />
        <source>Mook</source>
        <translation>Scherge</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="113" />
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="115" />
        <source>Elite</source>
        <translation>Elite</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="117" />
        <source>Boss</source>
        <translation>Boss</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="127" />
        <source>Archer</source>
        <translation>Schütze</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="129" />
        <source>Blocker</source>
        <translation>Blocker</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="131" />
        <source>Skulker</source>
        <translation>Schleicher</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="133" />
        <source>Spoiler</source>
        <translation>Störer</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="135" />
        <source>Striker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterkeywordtexts.cpp" line="137" />
        <source>Wrecker</source>
        <translation>Zerstörer</translation>
    </message>
</context>
<context>
    <name>MonsterLibraryDialog</name>
    <message>
        <location filename="../qml/MonsterLibraryDialog.qml" line="35" />
        <source>Monster library</source>
        <translation>Monsterbibliothek</translation>
    </message>
    <message>
        <location filename="../qml/MonsterLibraryDialog.qml" line="97" />
        <source>Name or keyword</source>
        <translation>Name oder Schlüsselwort</translation>
    </message>
    <message>
        <location filename="../qml/MonsterLibraryDialog.qml" line="109" />
        <location filename="../qml/MonsterLibraryDialog.qml" line="347" />
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location filename="../qml/MonsterLibraryDialog.qml" line="118" />
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <location filename="../qml/MonsterLibraryDialog.qml" line="185" />
        <source>%1 of %2 monsters</source>
        <translation>%1 von %2 Monstern</translation>
    </message>
    <message>
        <location filename="../qml/MonsterLibraryDialog.qml" line="236" />
        <source>Add to the encounter</source>
        <translation>Zur Begegnung hinzufügen</translation>
    </message>
    <message>
        <location filename="../qml/MonsterLibraryDialog.qml" line="242" />
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <location filename="../qml/MonsterLibraryDialog.qml" line="248" />
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <location filename="../qml/MonsterLibraryDialog.qml" line="260" />
        <source>Portrait</source>
        <translation>Porträt</translation>
    </message>
    <message>
        <location filename="../qml/MonsterLibraryDialog.qml" line="267" />
        <source>Choose picture…</source>
        <translation>Bild wählen…</translation>
    </message>
    <message>
        <location filename="../qml/MonsterLibraryDialog.qml" line="272" />
        <source>Remove portrait</source>
        <translation>Porträt entfernen</translation>
    </message>
    <message>
        <location filename="../qml/MonsterLibraryDialog.qml" line="281" />
        <source>Place on the map</source>
        <translation>Auf die Karte setzen</translation>
    </message>
    <message>
        <location filename="../qml/MonsterLibraryDialog.qml" line="281" />
        <source>Add to the fight</source>
        <translation>Zum Kampf hinzufügen</translation>
    </message>
    <message>
        <location filename="../qml/MonsterLibraryDialog.qml" line="296" />
        <source>%1 takes this form</source>
        <translation>%1 nimmt diese Gestalt an</translation>
    </message>
    <message>
        <location filename="../qml/MonsterLibraryDialog.qml" line="297" />
        <source>Select a monster on the map to change its form</source>
        <translation>Ein Monster auf der Karte wählen, um seine Gestalt zu ändern</translation>
    </message>
    <message>
        <location filename="../qml/MonsterLibraryDialog.qml" line="324" />
        <source>Change…</source>
        <translation>Ändern …</translation>
    </message>
    <message>
        <location filename="../qml/MonsterLibraryDialog.qml" line="328" />
        <source>Edit the template's lines</source>
        <translation>Die Zeilen der Vorlage ändern</translation>
    </message>
    <message>
        <location filename="../qml/MonsterLibraryDialog.qml" line="333" />
        <source>Apply template</source>
        <translation>Vorlage anwenden</translation>
    </message>
    <message>
        <location filename="../qml/MonsterLibraryDialog.qml" line="366" />
        <source>Re-level</source>
        <translation>Stufe ändern</translation>
    </message>
    <message>
        <location filename="../qml/MonsterLibraryDialog.qml" line="382" />
        <source>Name of a new monster</source>
        <translation>Name eines neuen Monsters</translation>
    </message>
    <message>
        <location filename="../qml/MonsterLibraryDialog.qml" line="403" />
        <source>New monster</source>
        <translation>Neues Monster</translation>
    </message>
    <message>
        <location filename="../qml/MonsterLibraryDialog.qml" line="456" />
        <source>Export the encounter as PDF</source>
        <translation>Die Begegnung als PDF exportieren</translation>
    </message>
    <message>
        <location filename="../qml/MonsterLibraryDialog.qml" line="458" />
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <location filename="../qml/MonsterLibraryDialog.qml" line="459" />
        <source>Encounter</source>
        <translation>Begegnung</translation>
    </message>
    <message>
        <location filename="../qml/MonsterLibraryDialog.qml" line="470" />
        <source>Portrait of %1</source>
        <translation>Porträt von %1</translation>
    </message>
    <message>
        <location filename="../qml/MonsterLibraryDialog.qml" line="471" />
        <source>Use as portrait</source>
        <translation>Als Porträt verwenden</translation>
    </message>
    <message>
        <location filename="../qml/MonsterLibraryDialog.qml" line="473" />
        <source>Pictures (*.png *.jpg *.jpeg *.gif *.bmp *.webp)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.gif *.bmp *.webp)</translation>
    </message>
</context>
<context>
    <name>MonsterLibraryModel</name>
    <message>
        <source>Mook</source>
        <translation type="vanished">Scherge</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation type="vanished">Standard</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryadjust.cpp" line="43" />
        <source>Elite</source>
        <translation>Elite</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryadjust.cpp" line="46" />
        <source>Boss</source>
        <translation>Boss</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryadjust.cpp" line="33" />
        <source>Ghost</source>
        <translation>Geist</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryadjust.cpp" line="34" />
        <source>Half-Fiend</source>
        <translation>Halbunhold</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryadjust.cpp" line="35" />
        <source>Forlorn Shade</source>
        <translation>Verlorener Schatten</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryadjust.cpp" line="36" />
        <source>Adventurer</source>
        <translation>Abenteurer</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryadjust.cpp" line="85" />
        <source>Open or create a campaign first: the monster is stored in it.</source>
        <translation>Öffne oder erstelle zuerst eine Kampagne: das Monster wird darin gespeichert.</translation>
    </message>
    <message>
        <source>Open or create a campaign first: the new monster is stored in it.</source>
        <translation type="vanished">Zuerst eine Kampagne öffnen oder anlegen: das neue Monster wird in ihr gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryadjust.cpp" line="120" />
        <source>%1 is in the campaign's library.</source>
        <translation>%1 steht in der Bibliothek der Kampagne.</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryadjust.cpp" line="140" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryadjust.cpp" line="155" />
        <source>%1 (level %2)</source>
        <translation>%1 (Stufe %2)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryadjust.cpp" line="172" />
        <source>Choose a role and a rank for the new monster.</source>
        <translation>Wähle eine Rolle und einen Rang für das neue Monster.</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryadjust.cpp" line="204" />
        <source>%1 (copy)</source>
        <translation>%1 (Kopie)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryadjust.cpp" line="121" />
        <source>%1 is in the campaign's library: %2</source>
        <translation>%1 steht in der Bibliothek der Kampagne: %2</translation>
    </message>
    <message>
        <source>Archer</source>
        <translation type="vanished">Schütze</translation>
    </message>
    <message>
        <source>Blocker</source>
        <translation type="vanished">Blocker</translation>
    </message>
    <message>
        <source>Skulker</source>
        <translation type="vanished">Schleicher</translation>
    </message>
    <message>
        <source>Spoiler</source>
        <translation type="vanished">Störer</translation>
    </message>
    <message>
        <source>Striker</source>
        <translation type="vanished">Angreifer</translation>
    </message>
    <message>
        <source>Wrecker</source>
        <translation type="vanished">Zerstörer</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryblock.cpp" line="34" />
        <source>%1 (Leader)</source>
        <translation>%1 (Anführer)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryblock.cpp" line="64" />
        <source>Perception %1</source>
        <translation>Wahrnehmung %1</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryblock.cpp" line="99" />
        <source>Hit points</source>
        <translation>Trefferpunkte</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryblock.cpp" line="99" />
        <source>%1 (staggered %2)</source>
        <translation>%1 (angeschlagen %2)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryblock.cpp" line="93" />
        <location filename="../app/models/monsterlibrarytemplates.cpp" line="27" />
        <source>Defenses</source>
        <translation>Verteidigungen</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryblock.cpp" line="93" />
        <source>AC %1, Fortitude %2, Reflex %3, Will %4</source>
        <translation>RK %1, Zähigkeit %2, Reflex %3, Wille %4</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryblock.cpp" line="80" />
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>Perception</source>
        <translation type="vanished">Wahrnehmung</translation>
    </message>
    <message>
        <source>hover</source>
        <translation type="vanished">schweben</translation>
    </message>
    <message>
        <source>phasing</source>
        <translation type="vanished">phasend</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryblock.cpp" line="92" />
        <location filename="../app/models/monsterlibrarytemplates.cpp" line="27" />
        <source>Speed</source>
        <translation>Bewegungsrate</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryblock.cpp" line="68" />
        <location filename="../app/models/monsterlibrarytemplates.cpp" line="28" />
        <source>Senses</source>
        <translation>Sinne</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryblock.cpp" line="101" />
        <source>Saving throws</source>
        <translation>Rettungswürfe</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryblock.cpp" line="103" />
        <source>Action points</source>
        <translation>Aktionspunkte</translation>
    </message>
    <message>
        <source>all %1</source>
        <translation type="vanished">alles %1</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryblock.cpp" line="110" />
        <location filename="../app/models/monsterlibrarytemplates.cpp" line="28" />
        <source>Resist</source>
        <translation>Resistenz</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryblock.cpp" line="115" />
        <location filename="../app/models/monsterlibrarytemplates.cpp" line="29" />
        <source>Vulnerable</source>
        <translation>Verwundbar</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryblock.cpp" line="125" />
        <location filename="../app/models/monsterlibrarytemplates.cpp" line="29" />
        <source>Immune</source>
        <translation>Immun</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryblock.cpp" line="127" />
        <source>Defenses, as printed</source>
        <translation>Verteidigung, wie gedruckt</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryblock.cpp" line="132" />
        <source>Skills</source>
        <translation>Fertigkeiten</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryblock.cpp" line="79" />
        <source>Abilities</source>
        <translation>Attribute</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryblock.cpp" line="70" />
        <source>Languages</source>
        <translation>Sprachen</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryblock.cpp" line="134" />
        <source>Equipment</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryblock.cpp" line="149" />
        <source>Aura</source>
        <translation>Aura</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryblock.cpp" line="149" />
        <source>%1 (aura %2)</source>
        <translation>%1 (Aura %2)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryblock.cpp" line="175" />
        <source>Trait</source>
        <translation>Eigenschaft</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryblock.cpp" line="171" />
        <source>trigger: %1</source>
        <translation>Auslöser: %1</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryblock.cpp" line="172" />
        <source>Power</source>
        <translation>Kraft</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryblock.cpp" line="185" />
        <location filename="../app/models/monsterlibrarymodel.cpp" line="53" />
        <source>Level %1 %2 %3 · %4 XP</source>
        <translation>Stufe %1 %2-%3 · %4 EP</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibrarymodel.cpp" line="169" />
        <source>Any source</source>
        <translation>Jeder Ursprung</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibrarymodel.cpp" line="179" />
        <source>Any keyword</source>
        <translation>Jedes Schlüsselwort</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibrarymodel.cpp" line="184" />
        <source>Any rank</source>
        <translation>Jeder Rang</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibrarymodel.cpp" line="201" />
        <source>By name</source>
        <translation>Nach Name</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibrarymodel.cpp" line="202" />
        <source>By level</source>
        <translation>Nach Stufe</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibrarymodel.cpp" line="203" />
        <source>By role</source>
        <translation>Nach Rolle</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibrarymodel.cpp" line="208" />
        <source>Any role</source>
        <translation>Jede Rolle</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibrarymodel.cpp" line="353" />
        <source>Open or create a campaign first: imported monsters are stored in it.</source>
        <translation>Zuerst eine Kampagne öffnen oder anlegen: importierte Monster werden darin gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibrarymodel.cpp" line="356" />
        <source>Nothing imported, the library is as it was: %1</source>
        <translation>Nichts importiert, die Bibliothek ist unverändert: %1</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibrarymodel.cpp" line="368" />
        <source>1 monster imported</source>
        <translation>1 Monster importiert</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibrarymodel.cpp" line="368" />
        <source>%1 monsters imported</source>
        <translation>%1 Monster importiert</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibrarymodel.cpp" line="375" />
        <source>%1 templates imported</source>
        <translation>%1 Vorlagen importiert</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibrarymodel.cpp" line="398" />
        <source>A creature changes its form during a fight.</source>
        <translation>Eine Kreatur ändert ihre Gestalt während eines Kampfes.</translation>
    </message>
    <message numerus="yes">
        <source>%n monster(s) imported</source>
        <translation type="vanished">
            <numerusform>%n Monster importiert</numerusform>
            <numerusform>%n Monster importiert</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibrarymodel.cpp" line="370" />
        <source>%1 fully as data, %2 with parts left to the table, %3 disagree with the tables</source>
        <translation>%1 ganz als Daten, %2 mit Teilen für den Tisch, %3 weichen von den Tabellen ab</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryadjust.cpp" line="131" />
        <location filename="../app/models/monsterlibraryadjust.cpp" line="147" />
        <location filename="../app/models/monsterlibraryadjust.cpp" line="199" />
        <location filename="../app/models/monsterlibraryadventurer.cpp" line="111" />
        <location filename="../app/models/monsterlibrarymodel.cpp" line="396" />
        <location filename="../app/models/monsterlibrarymodel.cpp" line="418" />
        <location filename="../app/models/monsterlibraryportrait.cpp" line="28" />
        <source>The library has no monster '%1'</source>
        <translation>Die Bibliothek hat kein Monster „%1“</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibrarymodel.cpp" line="421" />
        <source>No map is open.</source>
        <translation>Keine Karte geöffnet.</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryportrait.cpp" line="15" />
        <source>No portrait: %1</source>
        <translation>Kein Porträt: %1</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryadventurer.cpp" line="64" />
        <source>At-will</source>
        <translation>Beliebig oft</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryadventurer.cpp" line="65" />
        <source>Encounter</source>
        <translation>Begegnung</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryadventurer.cpp" line="66" />
        <source>Daily</source>
        <translation>Täglich</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibraryadventurer.cpp" line="67" />
        <source>Utility</source>
        <translation>Hilfskraft</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibrarytemplates.cpp" line="53" />
        <source>The campaign has no template '%1'</source>
        <translation>Die Kampagne hat keine Vorlage „%1“</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibrarytemplates.cpp" line="65" />
        <source>Not saved: %1: %2</source>
        <translation>Nicht gespeichert: %1: %2</translation>
    </message>
    <message>
        <location filename="../app/models/monsterlibrarytemplates.cpp" line="68" />
        <source>The %1 template is in the campaign's library.</source>
        <translation>Die Vorlage %1 steht in der Bibliothek der Kampagne.</translation>
    </message>
</context>
<context>
    <name>MonsterRefusalTexts</name>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="26" />
        <source>'%1' is not a whole number from %2 to %3</source>
        <translation>„%1“ ist keine ganze Zahl von %2 bis %3</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="27" />
        <source>'%1' is not a movement mode (fly 8, fly 6 (hover), climb 4, swim 6, burrow 2, phasing)</source>
        <translation>„%1“ ist keine Bewegungsart (Fliegen 8, Fliegen 6 (schweben), Klettern 4, Schwimmen 6, Graben 2, phasend)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="29" />
        <source>'%1': a speed from 1 to 30</source>
        <translation>„%1“: eine Bewegungsrate von 1 bis 30</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="30" />
        <source>'%1': only flying can hover</source>
        <translation>„%1“: Nur wer fliegt, kann schweben</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="31" />
        <source>'%1' is not a damage type and an amount (fire 10)</source>
        <translation>„%1“ ist keine Schadensart mit Wert (Feuer 10)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="32" />
        <source>'%1': an amount from 1 to 100</source>
        <translation>„%1“: ein Wert von 1 bis 100</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="33" />
        <source>'%1' is no damage type (%2)</source>
        <translation>„%1“ ist keine Schadensart (%2)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="34" />
        <source>untyped, acid, cold, fire, force, lightning, necrotic, poison, psychic, radiant, thunder</source>
        <translation>Säure, Kälte, Feuer, Energie, Blitz, nekrotisch, Gift, psychisch, gleißend, Donner</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="36" />
        <source>'%1' is named twice</source>
        <translation>„%1“ ist doppelt genannt</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="37" />
        <source>'%1' is neither a damage type nor an effect's name</source>
        <translation>„%1“ ist weder eine Schadensart noch der Name eines Effekts</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="38" />
        <source>ability score %1 is outside the table (%2 to %3)</source>
        <translation>Attributswert %1 liegt außerhalb der Tabelle (%2 bis %3)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="39" />
        <source>a monster needs a name</source>
        <translation>Ein Monster braucht einen Namen</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="40" />
        <source>'%1' is no role (archer, blocker, skulker, spoiler, striker, wrecker)</source>
        <translation>„%1“ ist keine Rolle (Schütze, Blocker, Schleicher, Störer, Angreifer, Zerstörer)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="41" />
        <source>'%1' is neither yes nor no</source>
        <translation>„%1“ ist weder ja noch nein</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="42" />
        <source>'%1' is no rank (mook, standard, elite, boss)</source>
        <translation>„%1“ ist kein Rang (Scherge, Standard, Elite, Boss)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="43" />
        <source>only a monster's block is edited here</source>
        <translation>Hier werden nur Werteblöcke von Monstern bearbeitet</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="44" />
        <source>the monster has %1 powers, numbered from 0</source>
        <translation>Das Monster hat %1 Kräfte, gezählt ab 0</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="45" />
        <source>no such field of a power (%1)</source>
        <translation>Kein solches Feld einer Kraft (%1)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="46" />
        <source>no such field of a power</source>
        <translation>Kein solches Feld einer Kraft</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="47" />
        <source>no such field (%1, or power.N.%2)</source>
        <translation>Kein solches Feld (%1 oder power.N.%2)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="48" />
        <source>a mook has 1 hit point ("Mooks only ever have 1 HP")</source>
        <translation>Ein Scherge hat 1 Trefferpunkt („Schergen haben immer nur 1 TP“)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="49" />
        <source>Level: %1</source>
        <translation>Stufe: %1</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="51" />
        <source>'%1' is not an attack such as +6 vs AC (AC, Fortitude, Reflex or Will), or empty for none</source>
        <translation>„%1“ ist kein Angriff wie +6 gegen RK (RK, Zähigkeit, Reflex oder Wille), oder leer für keinen</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="53" />
        <source>'%1': a bonus from -10 to +99</source>
        <translation>„%1“: ein Bonus von -10 bis +99</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="54" />
        <source>'%1' is not a dice expression such as 2d8 + 5 (%2)</source>
        <translation>„%1“ ist kein Würfelausdruck wie 2d8 + 5 (%2)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="55" />
        <source>position %1: %2</source>
        <translation>Stelle %1: %2</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="56" />
        <source>expected + or - before %1</source>
        <translation>+ oder - erwartet vor %1</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="57" />
        <source>expected a number or dice such as 2d6, found %1</source>
        <translation>Zahl oder Würfel wie 2d6 erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="58" />
        <source>expected the number of sides after 'd', found %1</source>
        <translation>Anzahl der Seiten nach „d“ erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="59" />
        <source>the expression is empty; write dice such as 2d6+1</source>
        <translation>Der Ausdruck ist leer; schreibe Würfel wie 2d6+1</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="60" />
        <source>the end of the expression</source>
        <translation>das Ende des Ausdrucks</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="61" />
        <source>'%1': a range of 1 or more, and a long range past it</source>
        <translation>„%1“: eine Reichweite ab 1 und eine weite Reichweite darüber hinaus</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="62" />
        <source>'%1': the least range must be below the range</source>
        <translation>'%1': die Mindestreichweite muss unter der Reichweite liegen</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="63" />
        <source>'%1' is not a range or area (melee, melee 2, ranged 10, ranged 10/20, near burst 2, far burst 1 within 10, self)</source>
        <translation>„%1“ ist keine Reichweite und kein Bereich (Nahkampf; Nahkampf 2; Fernkampf 10; Fernkampf 10/20; Nah, Explosion 2; Fern, Explosion 1 innerhalb von 10; Selbst)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="66" />
        <source>'%1': ranges go up to 100 squares</source>
        <translation>„%1“: Reichweiten gehen bis 100 Felder</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="67" />
        <source>a power needs a name</source>
        <translation>Eine Kraft braucht einen Namen</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="68" />
        <source>'%1' is no action (standard, move, swift, free, counter, reaction, opportunity, none)</source>
        <translation>„%1“ ist keine Aktion (Standardaktion, Bewegungsaktion, schnelle Aktion, freie Aktion, Konter, Reaktion, Gelegenheitsaktion, keine Aktion)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="70" />
        <source>'%1' is no recharge (at-will, encounter, daily, recharge 5-6, recharge 6)</source>
        <translation>„%1“ ist keine Aufladung (beliebig oft, Begegnung, täglich, Aufladen 5–6, Aufladen 6)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="73" />
        <source>%1 is not a monster: templates apply to monsters</source>
        <translation>%1 ist kein Monster: Vorlagen gelten für Monster</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="74" />
        <source>%1 is not a monster</source>
        <translation>%1 ist kein Monster</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="75" />
        <source>level %1 is outside 1 to 30 (the XP table's range)</source>
        <translation>Stufe %1 liegt außerhalb von 1 bis 30 (dem Bereich der EP-Tabelle)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="76" />
        <source>%1 is already level %2</source>
        <translation>%1 ist bereits Stufe %2</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="77" />
        <source>%1 is a mook: the rules template standard and elite monsters (re-create it as a standard monster first)</source>
        <translation>%1 ist ein Scherge: Die Regeln geben Vorlagen nur Standard- und Elitemonstern (erstelle es zuerst als Standardmonster neu)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="80" />
        <source>%1 is already a boss: no template raises it further</source>
        <translation>%1 ist bereits ein Boss: Keine Vorlage hebt es weiter an</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="81" />
        <source>the %1 template needs a class chosen by the game master (its defenses, two trained skills and powers): use --class and its options, or the library's Adventurer... dialog</source>
        <translation>Die Vorlage %1 braucht eine Klasse, die die Spielleitung wählt (ihre Verteidigungen, zwei geübte Fertigkeiten und Kräfte): nutze den Dialog „Abenteurer …“ der Bibliothek</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="84" />
        <source>unknown template '%1' (expected %2)</source>
        <translation>Unbekannte Vorlage „%1“ (erwartet: %2)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="86" />
        <source>the %1 template takes no class</source>
        <translation>Die Vorlage %1 nimmt keine Klasse</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="87" />
        <source>%1 template: name the class (the Basic Rules have none: the game master supplies it)</source>
        <translation>Vorlage %1: Nenne die Klasse (die Grundregeln haben keine: die Spielleitung gibt sie vor)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="89" />
        <source>%1 template, Defenses "as per the class": the %2 bonus %3 is outside 0 to %4</source>
        <translation>Vorlage %1, Verteidigungen „wie bei der Klasse“: Der Bonus %3 auf %2 liegt außerhalb von 0 bis %4</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="91" />
        <source>%1 template, Trained Skills: '%2' is not an Orcus skill</source>
        <translation>Vorlage %1, geübte Fertigkeiten: „%2“ ist keine Fertigkeit von Orcus</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="92" />
        <source>%1 template, Trained Skills: %2 is chosen twice</source>
        <translation>Vorlage %1, geübte Fertigkeiten: %2 ist doppelt gewählt</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="93" />
        <source>%1 template, Trained Skills: choose %2 from the class skills (%3 chosen)</source>
        <translation>Vorlage %1, geübte Fertigkeiten: Wähle %2 aus den Klassenfertigkeiten (%3 gewählt)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="95" />
        <source>%1 template, Powers: a power has no name</source>
        <translation>Vorlage %1, Kräfte: Eine Kraft hat keinen Namen</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="96" />
        <source>%1 template, Powers: '%2' is of kind '%3'; the template lists at-will, encounter, daily and utility powers</source>
        <translation>Vorlage %1, Kräfte: „%2“ ist von der Art „%3“; die Vorlage nennt Kräfte beliebig oft, Begegnungs-, tägliche und Hilfskräfte</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="99" />
        <source>%1 template, Powers: %2 is a level %3 power; choose powers of the creature's level (%4) or lower</source>
        <translation>Vorlage %1, Kräfte: %2 ist eine Kraft der Stufe %3; wähle Kräfte der Stufe der Kreatur (%4) oder darunter</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="102" />
        <source>%1 template, Powers: %2 has no text</source>
        <translation>Vorlage %1, Kräfte: %2 hat keinen Text</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="103" />
        <source>%1 template, Powers: do not choose two powers of the same frequency and level (two level %2 %3 powers)</source>
        <translation>Vorlage %1, Kräfte: Wähle nicht zwei Kräfte gleicher Häufigkeit und Stufe (zwei Kräfte der Stufe %2, %3)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="106" />
        <source>%1 template, Powers: a level %2 creature takes %3 (%4 chosen)</source>
        <translation>Vorlage %1, Kräfte: Eine Kreatur der Stufe %2 nimmt %3 (%4 gewählt)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="107" />
        <source>one %1 power</source>
        <translation>eine Kraft der Art „%1“</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="108" />
        <source>%1 %2 powers</source>
        <translation>%1 Kräfte der Art „%2“</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="109" />
        <source>at-will</source>
        <translation>beliebig oft</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="110" />
        <source>encounter</source>
        <translation>Begegnung</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="111" />
        <source>daily</source>
        <translation>täglich</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="112" />
        <source>utility</source>
        <translation>Hilfskraft</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="115" />
        <source>monster '%1': %2</source>
        <translation>Monster „%1“: %2</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="116" />
        <source>template '%1' is given twice</source>
        <translation>Vorlage „%1“ steht doppelt da</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="117" />
        <source>template '%1': %2</source>
        <translation>Vorlage „%1“: %2</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="118" />
        <source>is not a text file (it holds NUL bytes)</source>
        <translation>ist keine Textdatei (sie enthält NUL-Bytes)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="119" />
        <source>no Orcus stat blocks found (expected quoted blocks that open with '&gt; #### Name' and a '&gt; **Level N Role** (XP XP)' line)</source>
        <translation>keine Orcus-Werteblöcke gefunden (erwartet: zitierte Blöcke, die mit „&gt; #### Name“ und einer Zeile „&gt; **Level N Role** (XP XP)“ beginnen)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="122" />
        <source>expected the level line ("**Level 6 Blocker** (250 XP)"), found '%1'</source>
        <translation>Stufenzeile erwartet („**Level 6 Blocker** (250 XP)“), gefunden: „%1“</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="123" />
        <source>level %1 is outside 1 to %2</source>
        <translation>Stufe %1 liegt außerhalb von 1 bis %2</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="124" />
        <source>unknown rank or role '%1' (expected mook, elite, boss and archer, blocker, skulker, spoiler, striker or wrecker)</source>
        <translation>Unbekannter Rang oder unbekannte Rolle „%1“ (erwartet: mook, elite, boss und archer, blocker, skulker, spoiler, striker oder wrecker)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="127" />
        <source>the level line names no role</source>
        <translation>Die Stufenzeile nennt keine Rolle</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="128" />
        <source>the size and type line is missing</source>
        <translation>Die Zeile mit Größe und Typ fehlt</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="129" />
        <source>action points '%1' are not a number</source>
        <translation>Aktionspunkte „%1“ sind keine Zahl</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="130" />
        <source>the block has no level line</source>
        <translation>Der Block hat keine Stufenzeile</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="131" />
        <source>the block has no %1</source>
        <translation>Dem Block fehlen %1</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="132" />
        <source>ability scores (**Str:** ...)</source>
        <translation>die Attributswerte (**Str:** ...)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="133" />
        <source>initiative and speed (**Initiative:** ...)</source>
        <translation>Initiative und Bewegungsrate (**Initiative:** ...)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="134" />
        <source>defenses (**AC:** ...)</source>
        <translation>die Verteidigungen (**AC:** ...)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="135" />
        <source>hit points (**HP:** ...)</source>
        <translation>die Trefferpunkte (**HP:** ...)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="136" />
        <source>the power's usage '(%1)' is empty</source>
        <translation>Die Verwendung der Kraft „(%1)“ ist leer</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="137" />
        <source>unknown action '%1' in '(%2)'</source>
        <translation>Unbekannte Aktion „%1“ in „(%2)“</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="138" />
        <source>names no damage type</source>
        <translation>nennt keine Schadensart</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="139" />
        <source>expected a damage type and a number ("fire 5"), found '%1'</source>
        <translation>Schadensart und Zahl erwartet („fire 5“), gefunden: „%1“</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="140" />
        <source>'%1' at Level %2 is not above the step before</source>
        <translation>„%1“ auf Stufe %2 liegt nicht über der Stufe davor</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="141" />
        <source>expected a movement mode ("fly 6 (hover)"), found '%1'</source>
        <translation>Bewegungsart erwartet („fly 6 (hover)“), gefunden: „%1“</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="142" />
        <source>expected a defense bonus ("+2 Fortitude"), found '%1'</source>
        <translation>Verteidigungsbonus erwartet („+2 Fortitude“), gefunden: „%1“</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="143" />
        <source>expected "Choose two from the class skills", found '%1'</source>
        <translation>„Choose two from the class skills“ erwartet, gefunden: „%1“</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="144" />
        <source>'%1' has no text (the file may be cut short)</source>
        <translation>„%1“ hat keinen Text (die Datei ist vielleicht abgeschnitten)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="145" />
        <source>'%1' has no text</source>
        <translation>„%1“ hat keinen Text</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="146" />
        <source>a '*Level %1:*' line must follow a resistance line</source>
        <translation>Eine Zeile „*Level %1:*“ muss auf eine Resistenzzeile folgen</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="147" />
        <source>a list item outside a template's powers: '%1'</source>
        <translation>Ein Listeneintrag außerhalb der Kräfte einer Vorlage: „%1“</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="148" />
        <source>expected a count of powers ("One daily power (two from level 21)"), found '%1'</source>
        <translation>Anzahl von Kräften erwartet („One daily power (two from level 21)“), gefunden: „%1“</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="150" />
        <source>'%1': a count is not a number word</source>
        <translation>„%1“: Eine Anzahl ist kein Zahlwort</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="151" />
        <source>has no entries (the file may be cut short)</source>
        <translation>hat keine Einträge (die Datei ist vielleicht abgeschnitten)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="152" />
        <source>a class template must list its powers ("* One at-will power.")</source>
        <translation>Eine Klassenvorlage muss ihre Kräfte aufzählen („* One at-will power.“)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="153" />
        <source>a template opens with its "## Name" line</source>
        <translation>Eine Vorlage beginnt mit ihrer Zeile „## Name“</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="154" />
        <source>the "Monster Templates" section holds no template (the file may be cut short)</source>
        <translation>Der Abschnitt „Monster Templates“ enthält keine Vorlage (die Datei ist vielleicht abgeschnitten)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="156" />
        <source>no file name given</source>
        <translation>Kein Dateiname angegeben</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="157" />
        <source>cannot open: %1</source>
        <translation>lässt sich nicht öffnen: %1</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="158" />
        <source>cannot read: %1</source>
        <translation>lässt sich nicht lesen: %1</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="159" />
        <source>is a folder, not a file</source>
        <translation>ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="160" />
        <source>is not a regular file</source>
        <translation>ist keine gewöhnliche Datei</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="161" />
        <source>larger than %1, the limit for %2</source>
        <translation>größer als %1, die Grenze für %2</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="162" />
        <source>a monster markdown file</source>
        <translation>eine Markdown-Datei mit Monstern</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="164" />
        <source>no such field of a template (%1)</source>
        <translation>Kein solches Feld einer Vorlage (%1)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="165" />
        <source>one line, without line breaks</source>
        <translation>eine Zeile, ohne Zeilenumbrüche</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="167" />
        <source>the library holds these monsters as given already: nothing changed</source>
        <translation>Die Bibliothek hat diese Monster bereits so: nichts geändert</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="168" />
        <source>is a hero's block: the library holds monsters</source>
        <translation>ist der Werteblock eines Helden: Die Bibliothek enthält Monster</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="169" />
        <source>a library monster needs an id</source>
        <translation>Ein Monster der Bibliothek braucht eine ID</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="170" />
        <source>names no monster</source>
        <translation>nennt kein Monster</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="173" />
        <source>level %1 -&gt; %2</source>
        <translation>Stufe %1 -&gt; %2</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="174" />
        <source>defenses %1</source>
        <translation>Verteidigungen %1</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="175" />
        <source>hit points %1 -&gt; %2</source>
        <translation>Trefferpunkte %1 -&gt; %2</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="176" />
        <source>attacks %1, initiative and skills %2</source>
        <translation>Angriffe %1, Initiative und Fertigkeiten %2</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="177" />
        <source>XP %1 -&gt; %2</source>
        <translation>EP %1 -&gt; %2</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="178" />
        <source>%1: damage %2 kept as printed</source>
        <translation>%1: Schaden %2 wie gedruckt belassen</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="179" />
        <source>%1: damage %2 -&gt; %3</source>
        <translation>%1: Schaden %2 -&gt; %3</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="180" />
        <source>resistances, auras and traits kept as printed</source>
        <translation>Resistenzen, Auren und Eigenschaften wie gedruckt belassen</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="181" />
        <source>Armor Class %1 -&gt; %2</source>
        <translation>Rüstungsklasse %1 -&gt; %2</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="182" />
        <source>AC %1 -&gt; %2</source>
        <translation>RK %1 -&gt; %2</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="183" />
        <source>Fortitude %1 -&gt; %2</source>
        <translation>Zähigkeit %1 -&gt; %2</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="184" />
        <source>Reflex %1 -&gt; %2</source>
        <translation>Reflex %1 -&gt; %2</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="185" />
        <source>Will %1 -&gt; %2</source>
        <translation>Wille %1 -&gt; %2</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="186" />
        <source>attack vs AC %1 -&gt; %2</source>
        <translation>Angriff gegen RK %1 -&gt; %2</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="187" />
        <source>attack vs other defenses %1 -&gt; %2</source>
        <translation>Angriff gegen Z/R/W %1 -&gt; %2</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="188" />
        <source>initiative %1 -&gt; %2</source>
        <translation>Initiative %1 -&gt; %2</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="189" />
        <source>rank %1 -&gt; %2</source>
        <translation>Rang %1 -&gt; %2</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="190" />
        <source>saving throws %1 -&gt; %2</source>
        <translation>Rettungswürfe %1 -&gt; %2</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="191" />
        <source>action points %1 -&gt; %2</source>
        <translation>Aktionspunkte %1 -&gt; %2</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="192" />
        <source>resist %1 %2</source>
        <translation>Resistenz %1 %2</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="193" />
        <source>vulnerable %1 %2</source>
        <translation>verwundbar %1 %2</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="194" />
        <source>immune %1</source>
        <translation>immun %1</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="195" />
        <source>incorporeal</source>
        <translation>körperlos</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="196" />
        <source>senses %1</source>
        <translation>Sinne %1</translation>
    </message>
    <message>
        <source>darkvision</source>
        <translation type="vanished">Dunkelsicht</translation>
    </message>
    <message>
        <source>low-light vision</source>
        <translation type="vanished">Dämmersicht</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="197" />
        <source>aura %1 %2 (the table's)</source>
        <translation>Aura %1 %2 (für den Tisch)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="198" />
        <source>aura %1 %2</source>
        <translation>Aura %1 %2</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="199" />
        <source>power %1 (level %2 %3)</source>
        <translation>Kraft %1 (Stufe %2, %3)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="200" />
        <source>power %1</source>
        <translation>Kraft %1</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="201" />
        <source>trait %1 class features (the table's)</source>
        <translation>Eigenschaft Klassenmerkmale %1 (für den Tisch)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="202" />
        <source>trait %1 (the table's)</source>
        <translation>Eigenschaft %1 (für den Tisch)</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="203" />
        <source>trained %1 %2</source>
        <translation>geübt %1 %2</translation>
    </message>
    <message>
        <location filename="../app/models/monsterrefusaltexts.cpp" line="204" />
        <source>%1 %2 (hover)</source>
        <translation>%1 %2 (schweben)</translation>
    </message>
</context>
<context>
    <name>MovePreview</name>
    <message>
        <location filename="../app/models/movepreview.cpp" line="70" />
        <source>Step, flying</source>
        <translation>Schritt, fliegend</translation>
    </message>
    <message>
        <location filename="../app/models/movepreview.cpp" line="70" />
        <source>Run, flying</source>
        <translation>Rennen, fliegend</translation>
    </message>
    <message>
        <location filename="../app/models/movepreview.cpp" line="70" />
        <source>Walk, flying</source>
        <translation>Gehen, fliegend</translation>
    </message>
    <message>
        <location filename="../app/models/movepreview.cpp" line="72" />
        <source>Step, swimming</source>
        <translation>Schritt, schwimmend</translation>
    </message>
    <message>
        <location filename="../app/models/movepreview.cpp" line="72" />
        <source>Run, swimming</source>
        <translation>Rennen, schwimmend</translation>
    </message>
    <message>
        <location filename="../app/models/movepreview.cpp" line="72" />
        <source>Walk, swimming</source>
        <translation>Gehen, schwimmend</translation>
    </message>
    <message>
        <location filename="../app/models/movepreview.cpp" line="74" />
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location filename="../app/models/movepreview.cpp" line="75" />
        <source>Run</source>
        <translation>Rennen</translation>
    </message>
    <message>
        <location filename="../app/models/movepreview.cpp" line="75" />
        <source>Walk</source>
        <translation>Gehen</translation>
    </message>
    <message>
        <location filename="../app/models/movepreview.cpp" line="184" />
        <source>%1 cannot end there: %2</source>
        <translation>%1 kann dort nicht stehen bleiben: %2</translation>
    </message>
    <message>
        <location filename="../app/models/movepreview.cpp" line="188" />
        <source>%1 cannot reach that square this turn (Run: %2 squares)</source>
        <translation>%1 erreicht dieses Feld in diesem Zug nicht (Rennen: %2 Felder)</translation>
    </message>
    <message>
        <location filename="../app/models/movepreview.cpp" line="189" />
        <source>Off the map</source>
        <translation>Außerhalb der Karte</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/movepreview.cpp" line="282" />
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/models/movepreview.cpp" line="289" />
        <source>%1 is now at column %2, row %3</source>
        <translation>%1 steht jetzt in Spalte %2, Reihe %3</translation>
    </message>
    <message>
        <location filename="../app/models/movepreview.cpp" line="291" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/movepreview.cpp" line="294" />
        <source>%1: %2, %3, provoking %n opportunity attack(s)</source>
        <translation>
            <numerusform>%1: %2, %3, provoziert %n Gelegenheitsangriff</numerusform>
            <numerusform>%1: %2, %3, provoziert %n Gelegenheitsangriffe</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/models/movepreview.cpp" line="296" />
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
</context>
<context>
    <name>MoveStatus</name>
    <message>
        <location filename="../qml/MoveStatus.qml" line="27" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../qml/MoveStatus.qml" line="34" />
        <source>%1: %2, %3 left%4</source>
        <translation>%1: %2, %3 übrig%4</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/MoveStatus.qml" line="35" />
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/MoveStatus.qml" line="37" />
        <source> · %n opportunity attack(s) (%1)</source>
        <translation>
            <numerusform> · %n Gelegenheitsangriff (%1)</numerusform>
            <numerusform> · %n Gelegenheitsangriffe (%1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OpenFileDialog</name>
    <message>
        <location filename="../qml/OpenFileDialog.qml" line="23" />
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location filename="../qml/OpenFileDialog.qml" line="110" />
        <source>Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <location filename="../qml/OpenFileDialog.qml" line="117" />
        <source>Folder: %1</source>
        <translation>Ordner: %1</translation>
    </message>
    <message>
        <location filename="../qml/OpenFileDialog.qml" line="172" />
        <source>No %1 files here</source>
        <translation>Hier gibt es keine %1-Dateien</translation>
    </message>
    <message>
        <location filename="../qml/OpenFileDialog.qml" line="181" />
        <source>File name or path:</source>
        <translation>Dateiname oder Pfad:</translation>
    </message>
    <message>
        <location filename="../qml/OpenFileDialog.qml" line="188" />
        <source>File name or path</source>
        <translation>Dateiname oder Pfad</translation>
    </message>
    <message>
        <location filename="../qml/OpenFileDialog.qml" line="197" />
        <source>Chosen: %1</source>
        <translation>Gewählt: %1</translation>
    </message>
    <message>
        <location filename="../qml/OpenFileDialog.qml" line="232" />
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>OrcusRefusalTexts</name>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="17" />
        <source>it is %1's turn, not %2's</source>
        <translation>%1 ist am Zug, nicht %2</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="18" />
        <source>%1 cannot take actions (dead, stunned, unconscious or surprised)</source>
        <translation>%1 kann nicht handeln (tot, betäubt, bewusstlos oder überrascht)</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="19" />
        <source>%1 cannot take actions</source>
        <translation>%1 kann nicht handeln</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="20" />
        <source>%1 has no %2 action left this turn (standard %3, move %4, swift %5)</source>
        <translation>%1 hat in diesem Zug keine %2 mehr (Standard %3, Bewegung %4, schnelle %5)</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="21" />
        <source>the encounter is not in combat (phase: %1)</source>
        <translation>Die Begegnung ist nicht im Kampf (Phase: %1)</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="22" />
        <source>the encounter is not in combat</source>
        <translation>Die Begegnung ist nicht im Kampf</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="23" />
        <source>the encounter has already started</source>
        <translation>Die Begegnung hat schon begonnen</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="24" />
        <source>there is no running encounter to end</source>
        <translation>Es läuft keine Begegnung, die enden könnte</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="25" />
        <source>nobody is left to take a turn</source>
        <translation>Niemand ist mehr übrig, der am Zug sein könnte</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="26" />
        <source>%1 never gets a turn</source>
        <translation>%1 kommt nie an die Reihe</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="27" />
        <source>%1 has already had its turn this round or is acting</source>
        <translation>%1 war in dieser Runde schon am Zug oder handelt gerade</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="28" />
        <source>initiative is rolled once, after the encounter starts (phase: %1)</source>
        <translation>Die Initiative wird einmal gewürfelt, nachdem die Begegnung begonnen hat (Phase: %1)</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="29" />
        <source>there is no initiative order to change</source>
        <translation>Es gibt keine Initiativereihenfolge, die sich ändern ließe</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="30" />
        <source>name at least two tied creatures to reorder</source>
        <translation>Nenne mindestens zwei gleichauf liegende Kreaturen, um sie umzuordnen</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="31" />
        <source>'%1' (initiative %2) is not tied with '%3' (initiative %4)</source>
        <translation>%1 (Initiative %2) liegt nicht gleichauf mit %3 (Initiative %4)</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="32" />
        <source>'%1' has no place in the initiative order</source>
        <translation>%1 hat keinen Platz in der Initiativereihenfolge</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="33" />
        <source>an immediate action happens on someone else's turn</source>
        <translation>Eine sofortige Aktion geschieht im Zug eines anderen</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="34" />
        <source>%1 has already taken an immediate action since its last turn</source>
        <translation>%1 hat seit seinem letzten Zug schon eine sofortige Aktion genommen</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="35" />
        <source>no action points in the surprise round</source>
        <translation>Keine Aktionspunkte in der Überraschungsrunde</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="36" />
        <source>%1 has no action points</source>
        <translation>%1 hat keine Aktionspunkte</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="37" />
        <source>%1 has already spent an action point this encounter</source>
        <translation>%1 hat in dieser Begegnung schon einen Aktionspunkt ausgegeben</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="38" />
        <source>%1 has already spent an action point this round</source>
        <translation>%1 hat in dieser Runde schon einen Aktionspunkt ausgegeben</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="39" />
        <source>no creature '%1'</source>
        <translation>Keine Kreatur %1</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="41" />
        <source>%1 cannot stand at %2, %3: %4</source>
        <translation>%1 kann nicht auf %2, %3 stehen: %4</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="42" />
        <source>there is a creature '%1' in the encounter already</source>
        <translation>In der Begegnung gibt es schon eine Kreatur „%1“</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="43" />
        <source>the encounter has ended: a creature joins a fight that runs</source>
        <translation>Die Begegnung ist zu Ende: eine Kreatur kommt nur zu einem laufenden Kampf hinzu</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="44" />
        <source>initiative is not rolled yet: %1 rolls with everyone</source>
        <translation>Die Initiative ist noch nicht gewürfelt: %1 würfelt mit allen</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="45" />
        <source>there is no free space on this map for %1</source>
        <translation>Auf dieser Karte ist kein Platz frei für %1</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="46" />
        <source>%1 is a hero: a hero's numbers are its character sheet's</source>
        <translation>%1 ist ein Held: die Werte eines Helden sind die seines Charakterbogens</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="48" />
        <source>%1 cannot see %2</source>
        <translation>%1 kann %2 nicht sehen</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="49" />
        <source>%1 cannot target itself with %2</source>
        <translation>%1 kann sich nicht selbst mit %2 angreifen</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="50" />
        <source>%1 cannot target itself</source>
        <translation>%1 kann sich nicht selbst als Ziel nehmen</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="51" />
        <source>%1 has total cover from %2: no line of effect</source>
        <translation>%1 hat volle Deckung gegen %2: keine Wirkungslinie</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="52" />
        <source>%1 is out of range: %2 squares away, %3 reaches %4</source>
        <translation>%1 ist außer Reichweite: %2 Felder entfernt, %3 reicht %4</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="53" />
        <source>%1 is too close: %2 squares away, %3 needs at least %4</source>
        <translation>%1 ist zu nah: %2 Felder entfernt, %3 braucht mindestens %4</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="54" />
        <source>%1 is melee touch: %2 must be adjacent</source>
        <translation>%1 ist eine Berührung im Nahkampf: %2 muss angrenzen</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="55" />
        <source>%1 is not in the area of %2</source>
        <translation>%1 ist nicht im Bereich von %2</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="56" />
        <source>%1 targets at most %2 creature(s)</source>
        <translation>%1 trifft höchstens %2 Kreatur(en)</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="57" />
        <source>%1 targets of these sizes do not fit around the attacker; give fewer</source>
        <translation>%1 Ziele dieser Größen passen nicht um den Angreifer; nenne weniger</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="58" />
        <source>%1 has already used %2 (%3)</source>
        <translation>%1 hat %2 schon eingesetzt (%3)</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="59" />
        <source>%1 has no power '%2'</source>
        <translation>%1 hat keine Kraft %2</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="60" />
        <source>%1 has no powers</source>
        <translation>%1 hat keine Kräfte</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="61" />
        <source>%1 is not an attack power</source>
        <translation>%1 ist keine Angriffskraft</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="62" />
        <source>%1 needs a target</source>
        <translation>%1 braucht ein Ziel</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="63" />
        <source>an attack needs a target</source>
        <translation>Ein Angriff braucht ein Ziel</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="64" />
        <source>%1 needs an ally; %2 is an enemy</source>
        <translation>%1 braucht einen Verbündeten; %2 ist ein Feind</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="65" />
        <source>%1 is a far power: give the origin square</source>
        <translation>%1 ist eine Fernkraft: nenne das Ursprungsfeld</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="66" />
        <source>%1 is a spray: give the top-left square of its block as origin</source>
        <translation>%1 ist ein Sprühstoß: nenne das obere linke Feld seines Blocks als Ursprung</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="67" />
        <source>%1 has no area (burst size %2)</source>
        <translation>%1 hat keinen Bereich (Explosionsgröße %2)</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="68" />
        <source>no line of effect to the origin square</source>
        <translation>Keine Wirkungslinie zum Ursprungsfeld</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="69" />
        <source>the origin square is off the map</source>
        <translation>Das Ursprungsfeld liegt außerhalb der Karte</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="70" />
        <source>the origin square is out of range (%1 squares, range %2)</source>
        <translation>Das Ursprungsfeld ist außer Reichweite (%1 Felder, Reichweite %2)</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="71" />
        <source>the origin square is too close (%1 squares, at least %2)</source>
        <translation>Das Ursprungsfeld ist zu nah (%1 Felder, mindestens %2)</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="72" />
        <source>%1 is dead</source>
        <translation>%1 ist tot</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="73" />
        <source>%1 is not on the map</source>
        <translation>%1 ist nicht auf der Karte</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="74" />
        <source>%1 is prone: Stand Up first</source>
        <translation>%1 liegt: erst aufstehen</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="75" />
        <source>%1 is already prone</source>
        <translation>%1 liegt schon</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="76" />
        <source>%1 is not prone</source>
        <translation>%1 liegt nicht</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="77" />
        <source>%1 is not dying</source>
        <translation>%1 liegt nicht im Sterben</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="78" />
        <source>%1 is not grappled</source>
        <translation>%1 ist nicht gepackt</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="79" />
        <source>%1 is not grappling anyone</source>
        <translation>%1 hält niemanden gepackt</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="80" />
        <source>the grapple needs no maintaining this turn</source>
        <translation>Der Griff muss in diesem Zug nicht aufrechterhalten werden</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="81" />
        <source>the push is not possible: %1</source>
        <translation>Der Stoß ist nicht möglich: %1</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="82" />
        <source>only Bull Rush pushes here</source>
        <translation>Hier stößt nur der Ansturm</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="84" />
        <source>%1 has no basic melee attack to charge with</source>
        <translation>%1 hat keinen einfachen Nahkampfangriff für einen Sturmangriff</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="85" />
        <source>a charge ends in an unoccupied space; %1 is there</source>
        <translation>Ein Sturmangriff endet auf einem freien Platz; dort steht %1</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="86" />
        <source>a charge goes towards a target; ask for the charge path instead</source>
        <translation>Ein Sturmangriff führt auf ein Ziel zu; frage nach dem Weg des Sturmangriffs</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="87" />
        <source>a charge needs a target</source>
        <translation>Ein Sturmangriff braucht ein Ziel</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="88" />
        <source>a creature cannot charge itself</source>
        <translation>Eine Kreatur kann sich nicht selbst angreifen</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="89" />
        <source>charge path[%1] does not move directly towards %2</source>
        <translation>Feld %1 des Sturmangriffs führt nicht geradewegs auf %2 zu</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="90" />
        <source>%1,%2 is not one square closer to the end of the charge at %3,%4</source>
        <translation>%1,%2 ist nicht ein Feld näher am Ende des Sturmangriffs bei %3,%4</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="91" />
        <source>no unoccupied space from which %1 can attack %2</source>
        <translation>Kein freier Platz, von dem aus %1 %2 angreifen kann</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="92" />
        <source>Coup de Grace needs %1 adjacent</source>
        <translation>Gnadenstoß braucht %1 angrenzend</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="93" />
        <source>Coup de Grace needs a helpless target; %1 is not</source>
        <translation>Gnadenstoß braucht ein hilfloses Ziel; %1 ist es nicht</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="94" />
        <source>Coup de Grace needs an enemy; %1 is an ally</source>
        <translation>Gnadenstoß braucht einen Feind; %1 ist ein Verbündeter</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="95" />
        <source>%1 has no power '%2' for a Coup de Grace</source>
        <translation>%1 hat keine Kraft %2 für einen Gnadenstoß</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="96" />
        <source>%1 has already rallied this encounter</source>
        <translation>%1 hat sich in dieser Begegnung schon gesammelt</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="97" />
        <source>%1 has no Rally left this encounter</source>
        <translation>%1 kann sich in dieser Begegnung nicht mehr sammeln</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="98" />
        <source>%1 has no recoveries left to rally with</source>
        <translation>%1 hat keine Erholungen mehr, um sich zu sammeln</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="99" />
        <source>%1 has already feinted this encounter</source>
        <translation>%1 hat in dieser Begegnung schon eine Finte geschlagen</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="100" />
        <source>feint is near burst 1: %1 must be adjacent</source>
        <translation>Eine Finte ist eine Nahexplosion 1: %1 muss angrenzen</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="101" />
        <source>feint needs an enemy</source>
        <translation>Eine Finte braucht einen Feind</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="102" />
        <source>deter needs an enemy</source>
        <translation>Abschrecken braucht einen Feind</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="103" />
        <source>%1 failed to deter %2 already this encounter</source>
        <translation>%1 ist in dieser Begegnung schon daran gescheitert, %2 abzuschrecken</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="104" />
        <source>no resting during an encounter: end it first</source>
        <translation>Keine Rast während einer Begegnung: beende sie zuerst</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="105" />
        <source>only one long rest in 24 hours: %1 more minutes must pass</source>
        <translation>Nur eine lange Rast in 24 Stunden: noch %1 Minuten müssen vergehen</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="106" />
        <source>recoveries are spent during a short rest</source>
        <translation>Erholungen werden während einer kurzen Rast ausgegeben</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="107" />
        <source>%1 has %2 recoveries, not %3</source>
        <translation>%1 hat %2 Erholungen, nicht %3</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="108" />
        <source>%1 hit points is more than %2's maximum of %3</source>
        <translation>%1 Trefferpunkte sind mehr als das Maximum von %2 (%3)</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="109" />
        <source>no effect %1 is in force</source>
        <translation>Keine Wirkung %1 ist in Kraft</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="111" />
        <source>path[%1] %2,%3: %4</source>
        <translation>Wegfeld %1 (%2,%3): %4</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="112" />
        <source>square %1,%2 blocks movement</source>
        <translation>Feld %1,%2 blockiert die Bewegung</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="113" />
        <source>square %1,%2 is occupied by %3, which is not prone</source>
        <translation>Auf Feld %1,%2 steht %3 und liegt nicht</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="114" />
        <source>square %1,%2 is occupied by hostile %3</source>
        <translation>Auf Feld %1,%2 steht der Feind %3</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="115" />
        <source>a wall, a locked door or a closed corner is in the way from %1,%2</source>
        <translation>Eine Wand, eine verschlossene Tür oder eine geschlossene Ecke ist im Weg ab %1,%2</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="116" />
        <source>does not neighbour %1,%2</source>
        <translation>grenzt nicht an %1,%2</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="117" />
        <source>%1,%2 is not adjacent to %3,%4</source>
        <translation>%1,%2 grenzt nicht an %3,%4</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="118" />
        <source>%1,%2 is not %3 the origin</source>
        <translation>%1,%2 ist nicht %3 dem Ursprung</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="119" />
        <source>closer to</source>
        <translation>näher an</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="120" />
        <source>farther from</source>
        <translation>weiter weg von</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="121" />
        <source>the path costs %1 squares of movement; %2 has %3 for a %4</source>
        <translation>Der Weg kostet %1 Felder Bewegung; %2 hat %3 für %4</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="122" />
        <source>needs %1 squares of movement; %2 has %3</source>
        <translation>braucht %1 Felder Bewegung; %2 hat %3</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="123" />
        <source>no path for %1 to %2,%3</source>
        <translation>Kein Weg für %1 nach %2,%3</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="124" />
        <source>the path is empty</source>
        <translation>Der Weg ist leer</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="125" />
        <source>a step moves exactly 1 square</source>
        <translation>Ein Schritt geht genau 1 Feld</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="126" />
        <source>the %1 moves at most %2 squares</source>
        <translation>%1 bewegt höchstens %2 Felder</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="127" />
        <source>%1 cannot end at %2,%3: %4</source>
        <translation>%1 kann nicht auf %2,%3 enden: %4</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="128" />
        <source>%1 cannot end there: %2</source>
        <translation>%1 kann dort nicht enden: %2</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="129" />
        <source>%1 cannot enter %2,%3</source>
        <translation>%1 kann %2,%3 nicht betreten</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="130" />
        <source>%1 cannot move willingly (immobilized, restrained or unable to act)</source>
        <translation>%1 kann sich nicht freiwillig bewegen (festgesetzt, gefesselt oder handlungsunfähig)</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="131" />
        <source>%1 cannot move willingly</source>
        <translation>%1 kann sich nicht freiwillig bewegen</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="132" />
        <source>%1 cannot shift %2: an effect of %3</source>
        <translation>%1 kann %2 keinen Schritt machen: eine Wirkung von %3</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="152" />
        <source>%1 already carries a lit %2: drop it first</source>
        <translation>%1 trägt schon ein brennendes Licht (%2): zuerst fallen lassen</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="153" />
        <source>%1 carries no light</source>
        <translation>%1 trägt kein Licht</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="154" />
        <source>no light lies at %1,%2</source>
        <translation>auf %1,%2 liegt kein Licht</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="155" />
        <source>%1,%2 is out of %3's reach: a light is picked up from its own or an adjacent square</source>
        <translation>%1,%2 ist außer Reichweite von %3: ein Licht wird vom eigenen oder einem angrenzenden Feld aufgehoben</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="158" />
        <source>save ends</source>
        <translation>bis zum gelungenen Rettungswurf</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="159" />
        <source>until the end of its next turn</source>
        <translation>bis zum Ende des eigenen nächsten Zuges</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="160" />
        <source>until the end of its source's next turn</source>
        <translation>bis zum Ende des nächsten Zuges des Verursachers</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="161" />
        <source>until the start of its next turn</source>
        <translation>bis zum Beginn des eigenen nächsten Zuges</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="162" />
        <source>until the start of its source's next turn</source>
        <translation>bis zum Beginn des nächsten Zuges des Verursachers</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="163" />
        <source>until the end of the encounter</source>
        <translation>bis zum Ende der Begegnung</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="164" />
        <source>until resolved</source>
        <translation>bis es aufgelöst ist</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="165" />
        <source>while maintained</source>
        <translation>solange aufrechterhalten</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="191" />
        <source>candle</source>
        <translation>Kerze</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="192" />
        <source>torch</source>
        <translation>Fackel</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="193" />
        <source>lantern</source>
        <translation>Laterne</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="194" />
        <source>glowbasket</source>
        <translation>Glühkorb</translation>
    </message>
    <message>
        <source>%1 cannot shift: an effect of %2 (%3)</source>
        <translation type="vanished">%1 kann keinen Schritt machen: eine Wirkung von %2 (%3)</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="133" />
        <source>%1 is %2 and cannot move willingly</source>
        <translation>%1 ist %2 und kann sich nicht freiwillig bewegen</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="134" />
        <source>%1 is restrained and cannot be moved</source>
        <translation>%1 ist gefesselt und kann nicht bewegt werden</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="135" />
        <source>%1 cannot be moved there by a %2 of %3 squares</source>
        <translation>%1 kann nicht durch %2 von %3 Feldern dorthin bewegt werden</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="136" />
        <source>%1 has no %2 speed</source>
        <translation>%1 hat keine Bewegungsrate für %2</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="137" />
        <source>%1 is a hostile creature in the way</source>
        <translation>%1 ist ein Feind im Weg</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="138" />
        <source>%1 squares away; the teleport reaches %2</source>
        <translation>%1 Felder entfernt; die Teleportation reicht %2</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="139" />
        <source>a teleport names only its destination</source>
        <translation>Eine Teleportation nennt nur ihr Ziel</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="140" />
        <source>the space does not fit on the map there</source>
        <translation>Der Platz passt dort nicht auf die Karte</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="141" />
        <source>the space leaves the map</source>
        <translation>Der Platz verlässt die Karte</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="142" />
        <source>leaves a square adjacent to %1 to a square that is not</source>
        <translation>verlässt ein Feld neben %1 zu einem Feld, das nicht angrenzt</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="143" />
        <source>makes a ranged attack while adjacent to %1</source>
        <translation>greift im Fernkampf an, während es an %1 angrenzt</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="144" />
        <source>uses a far power while adjacent to %1</source>
        <translation>setzt eine Fernkraft ein, während es an %1 angrenzt</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="145" />
        <source>square %1,%2 is a pit: a creature that walks in falls (%3 damage); fly over it or go around</source>
        <translation>Feld %1,%2 ist eine Grube: Wer hineingeht, stürzt (%3 Schaden); darüber fliegen oder außen herum gehen</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="147" />
        <source>%1 cannot reach the nearest space to attack %2 moving directly towards it within speed %3</source>
        <translation>%1 erreicht mit Bewegungsrate %3 geradewegs keinen Platz, von dem aus es %2 angreifen kann</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="149" />
        <source>the origin is %1 squares away; the range is %2</source>
        <translation>Der Ursprung ist %1 Felder entfernt; die Reichweite ist %2</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="150" />
        <source>the spray does not fit on the map</source>
        <translation>Der Sprühstoß passt nicht auf die Karte</translation>
    </message>
    <message>
        <source>saveEnds</source>
        <translation type="vanished">Rettungswurf beendet</translation>
    </message>
    <message>
        <source>endOfTargetNextTurn</source>
        <translation type="vanished">bis zum Ende des nächsten Zuges des Ziels</translation>
    </message>
    <message>
        <source>endOfSourceNextTurn</source>
        <translation type="vanished">bis zum Ende des nächsten Zuges des Verursachers</translation>
    </message>
    <message>
        <source>startOfTargetNextTurn</source>
        <translation type="vanished">bis zum Beginn des nächsten Zuges des Ziels</translation>
    </message>
    <message>
        <source>startOfSourceNextTurn</source>
        <translation type="vanished">bis zum Beginn des nächsten Zuges des Verursachers</translation>
    </message>
    <message>
        <source>untilResolved</source>
        <translation type="vanished">bis es aufgelöst ist</translation>
    </message>
    <message>
        <source>maintainSwift</source>
        <translation type="vanished">aufrechterhalten mit schneller Aktion</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="166" />
        <source>standard</source>
        <translation>Standardaktion</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="167" />
        <source>move</source>
        <translation>Bewegungsaktion</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="168" />
        <source>swift</source>
        <translation>schnelle Aktion</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="169" />
        <source>walk</source>
        <translation>Gehen</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="170" />
        <source>run</source>
        <translation>Rennen</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="171" />
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="172" />
        <source>charge</source>
        <translation>Sturmangriff</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="173" />
        <source>teleport</source>
        <translation>Teleportation</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="174" />
        <source>push</source>
        <translation>Stoß</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="175" />
        <source>pull</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="176" />
        <source>shunt</source>
        <translation>Verschieben</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="177" />
        <source>fly</source>
        <translation>Fliegen</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="178" />
        <source>swim</source>
        <translation>Schwimmen</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="179" />
        <source>climb</source>
        <translation>Klettern</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="180" />
        <source>burrow</source>
        <translation>Graben</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="181" />
        <source>setup</source>
        <translation>Vorbereitung</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="182" />
        <source>started</source>
        <translation>begonnen</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="183" />
        <source>surprise</source>
        <translation>Überraschung</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="184" />
        <source>combat</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="185" />
        <source>ended</source>
        <translation>beendet</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="186" />
        <source>encounter</source>
        <translation>Begegnung</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="187" />
        <source>daily</source>
        <translation>täglich</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="188" />
        <source>immobilized</source>
        <translation>festgesetzt</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="189" />
        <source>restrained</source>
        <translation>gefesselt</translation>
    </message>
    <message>
        <location filename="../app/models/orcusrefusaltexts.cpp" line="190" />
        <source>unable to act</source>
        <translation>handlungsunfähig</translation>
    </message>
</context>
<context>
    <name>PlayerScreen</name>
    <message>
        <location filename="../app/models/playerscreen.cpp" line="48" />
        <source>%1 (%2 × %3)</source>
        <translation>%1 (%2 × %3)</translation>
    </message>
</context>
<context>
    <name>PlayerWindow</name>
    <message>
        <location filename="../qml/PlayerWindow.qml" line="26" />
        <source>Battlemat — players' view</source>
        <translation>Battlemat — Spieleransicht</translation>
    </message>
    <message>
        <location filename="../qml/PlayerWindow.qml" line="88" />
        <source>Turn: %1</source>
        <translation>Am Zug: %1</translation>
    </message>
    <message>
        <location filename="../qml/PlayerWindow.qml" line="89" />
        <source>Turn: the enemy</source>
        <translation>Am Zug: der Feind</translation>
    </message>
</context>
<context>
    <name>PortraitEditor</name>
    <message>
        <location filename="../app/models/portraiteditor.cpp" line="19" />
        <source>No portrait: %1</source>
        <translation>Kein Porträt: %1</translation>
    </message>
    <message>
        <location filename="../app/models/portraiteditor.cpp" line="31" />
        <source>No map is open</source>
        <translation>Keine Karte ist geöffnet</translation>
    </message>
</context>
<context>
    <name>PowerCardEditor</name>
    <message>
        <location filename="../qml/PowerCardEditor.qml" line="29" />
        <source>Power</source>
        <translation>Kraft</translation>
    </message>
    <message>
        <source>Recharge (at-will, encounter, daily, Recharge 5-6)</source>
        <translation type="vanished">Aufladung (beliebig, Begegnung, täglich, Aufladen 5-6)</translation>
    </message>
    <message>
        <location filename="../qml/PowerCardEditor.qml" line="45" />
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Origin (melee, ranged, near, far, self)</source>
        <translation type="vanished">Ursprung (Nahkampf, Fernkampf, nah, fern, selbst)</translation>
    </message>
    <message>
        <location filename="../qml/PowerCardEditor.qml" line="37" />
        <source>Recharge</source>
        <translation>Aufladung</translation>
    </message>
    <message>
        <location filename="../qml/PowerCardEditor.qml" line="53" />
        <source>Origin</source>
        <translation>Ursprung</translation>
    </message>
    <message>
        <location filename="../qml/PowerCardEditor.qml" line="61" />
        <source>Range (squares)</source>
        <translation>Reichweite (Felder)</translation>
    </message>
    <message>
        <location filename="../qml/PowerCardEditor.qml" line="68" />
        <source>Area (burst 1, spray 3)</source>
        <translation>Bereich (burst 1, spray 3)</translation>
    </message>
    <message>
        <location filename="../qml/PowerCardEditor.qml" line="75" />
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../qml/PowerCardEditor.qml" line="82" />
        <source>Attack ability</source>
        <translation>Angriffsattribut</translation>
    </message>
    <message>
        <location filename="../qml/PowerCardEditor.qml" line="90" />
        <source>vs defense</source>
        <translation>gegen Verteidigung</translation>
    </message>
    <message>
        <location filename="../qml/PowerCardEditor.qml" line="99" />
        <source>Attack: %1   Range: %2</source>
        <translation>Angriff: %1   Reichweite: %2</translation>
    </message>
    <message>
        <location filename="../qml/PowerCardEditor.qml" line="99" />
        <source>Range: %1</source>
        <translation>Reichweite: %1</translation>
    </message>
    <message>
        <location filename="../qml/PowerCardEditor.qml" line="106" />
        <source>Hit damage (e.g. 1dW + Str)</source>
        <translation>Trefferschaden (z. B. 1dW + Str)</translation>
    </message>
    <message>
        <location filename="../qml/PowerCardEditor.qml" line="114" />
        <source>Damage type</source>
        <translation>Schadensart</translation>
    </message>
    <message>
        <source>Damage type (fire, cold, …)</source>
        <translation type="vanished">Schadensart (fire, cold, …)</translation>
    </message>
    <message>
        <location filename="../qml/PowerCardEditor.qml" line="123" />
        <source>Keywords (spell, weapon, …)</source>
        <translation>Schlüsselwörter (spell, weapon, …)</translation>
    </message>
    <message>
        <location filename="../qml/PowerCardEditor.qml" line="132" />
        <source>Hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <location filename="../qml/PowerCardEditor.qml" line="140" />
        <source>Miss</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <location filename="../qml/PowerCardEditor.qml" line="148" />
        <source>Effect</source>
        <translation>Effekt</translation>
    </message>
    <message>
        <location filename="../qml/PowerCardEditor.qml" line="156" />
        <source>On a hit: %1 (roll %2)</source>
        <translation>Bei Treffer: %1 (Wurf %2)</translation>
    </message>
    <message>
        <location filename="../qml/PowerCardEditor.qml" line="156" />
        <source>On a hit: %1</source>
        <translation>Bei Treffer: %1</translation>
    </message>
    <message>
        <location filename="../qml/PowerCardEditor.qml" line="161" />
        <source>Remove power</source>
        <translation>Kraft entfernen</translation>
    </message>
</context>
<context>
    <name>PowerCardPainter</name>
    <message>
        <location filename="../app/print/powercardpainter.cpp" line="36" />
        <source>Range: %1</source>
        <translation>Reichweite: %1</translation>
    </message>
    <message>
        <location filename="../app/print/powercardpainter.cpp" line="38" />
        <source>Target: %1</source>
        <translation>Ziel: %1</translation>
    </message>
    <message>
        <location filename="../app/print/powercardpainter.cpp" line="40" />
        <source>Trigger: %1</source>
        <translation>Auslöser: %1</translation>
    </message>
    <message>
        <location filename="../app/print/powercardpainter.cpp" line="42" />
        <source>Attack: %1</source>
        <translation>Angriff: %1</translation>
    </message>
    <message>
        <location filename="../app/print/powercardpainter.cpp" line="44" />
        <source>Hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <location filename="../app/print/powercardpainter.cpp" line="44" />
        <source>Miss</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <location filename="../app/print/powercardpainter.cpp" line="44" />
        <source>Effect</source>
        <translation>Effekt</translation>
    </message>
    <message>
        <location filename="../app/print/powercardpainter.cpp" line="49" />
        <source>Hit damage at level %1: %2</source>
        <translation>Trefferschaden auf Stufe %1: %2</translation>
    </message>
    <message>
        <location filename="../app/print/powercardpainter.cpp" line="82" />
        <source>Power cards — %1 (level %2)</source>
        <translation>Kraftkarten — %1 (Stufe %2)</translation>
    </message>
</context>
<context>
    <name>PowerChoices</name>
    <message>
        <location filename="../app/texts/powerchoices.cpp" line="24" />
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <location filename="../app/texts/powerchoices.cpp" line="26" />
        <source>Constitution</source>
        <translation>Konstitution</translation>
    </message>
    <message>
        <location filename="../app/texts/powerchoices.cpp" line="28" />
        <source>Dexterity</source>
        <translation>Geschicklichkeit</translation>
    </message>
    <message>
        <location filename="../app/texts/powerchoices.cpp" line="30" />
        <source>Intelligence</source>
        <translation>Intelligenz</translation>
    </message>
    <message>
        <location filename="../app/texts/powerchoices.cpp" line="32" />
        <source>Wisdom</source>
        <translation>Weisheit</translation>
    </message>
    <message>
        <location filename="../app/texts/powerchoices.cpp" line="34" />
        <source>Charisma</source>
        <translation>Charisma</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterfieldtexts.cpp" line="169" />
        <location filename="../app/texts/monsterfieldtexts.cpp" line="189" />
        <location filename="../app/texts/powerchoices.cpp" line="43" />
        <source>melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <location filename="../app/texts/powerchoices.cpp" line="45" />
        <source>ranged</source>
        <translation>Fernkampf</translation>
    </message>
    <message>
        <location filename="../app/texts/powerchoices.cpp" line="47" />
        <source>near</source>
        <translation>nah</translation>
    </message>
    <message>
        <location filename="../app/texts/powerchoices.cpp" line="49" />
        <source>far</source>
        <translation>fern</translation>
    </message>
    <message>
        <location filename="../app/texts/monsterfieldtexts.cpp" line="187" />
        <location filename="../app/texts/powerchoices.cpp" line="51" />
        <source>self</source>
        <translation>selbst</translation>
    </message>
    <message>
        <location filename="../app/texts/powerchoices.cpp" line="82" />
        <source>untyped</source>
        <translation>ohne Art</translation>
    </message>
</context>
<context>
    <name>PowerChooser</name>
    <message>
        <location filename="../qml/PowerChooser.qml" line="22" />
        <source>Power</source>
        <translation>Kraft</translation>
    </message>
    <message>
        <location filename="../qml/PowerChooser.qml" line="29" />
        <source>Automatic (basic attack)</source>
        <translation>Automatisch (Grundangriff)</translation>
    </message>
    <message>
        <location filename="../qml/PowerChooser.qml" line="51" />
        <source>Point at a target for the odds; Ctrl+click it to roll</source>
        <translation>Auf ein Ziel zeigen: die Chancen; Strg+Klick darauf: würfeln</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/PowerChooser.qml" line="72" />
        <source>Shift+click %n square(s) to lay the wall, the first beside its origin</source>
        <translation>
            <numerusform>Umschalt+Klick auf %n Feld, um die Wand zu legen, das erste neben ihrem Ursprung</numerusform>
            <numerusform>Umschalt+Klick auf %n Felder, um die Wand zu legen, das erste neben ihrem Ursprung</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PowerKeywords</name>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="68" />
        <source>weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="68" />
        <source>implement</source>
        <translation>Fokus</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="69" />
        <source>spell</source>
        <translation>Zauber</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="69" />
        <source>teleport</source>
        <translation>Teleport</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="70" />
        <source>teleportation</source>
        <translation>Teleportation</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="70" />
        <source>healing</source>
        <translation>Heilung</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="71" />
        <source>fear</source>
        <translation>Furcht</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="71" />
        <source>charm</source>
        <translation>Bezauberung</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="72" />
        <source>illusion</source>
        <translation>Illusion</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="72" />
        <source>zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="73" />
        <source>acid</source>
        <translation>Säure</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="73" />
        <source>cold</source>
        <translation>Kälte</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="74" />
        <source>fire</source>
        <translation>Feuer</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="74" />
        <source>force</source>
        <translation>Energie</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="75" />
        <source>lightning</source>
        <translation>Blitz</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="75" />
        <source>necrotic</source>
        <translation>nekrotisch</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="76" />
        <source>poison</source>
        <translation>Gift</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="76" />
        <source>psychic</source>
        <translation>psychisch</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="77" />
        <source>radiant</source>
        <translation>gleißend</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="77" />
        <source>thunder</source>
        <translation>Donner</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="78" />
        <source>sleep</source>
        <translation>Schlaf</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="78" />
        <source>disease</source>
        <translation>Krankheit</translation>
    </message>
</context>
<context>
    <name>PowerTexts</name>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="102" />
        <source>burst %1</source>
        <translation>Explosion %1</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="106" />
        <source>spray %1</source>
        <translation>Sprühstoß %1</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="108" />
        <source>wall %1</source>
        <translation>Wand %1</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="109" />
        <source>line %1</source>
        <translation>Linie %1</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="18" />
        <source>pull %1</source>
        <translation>%1 heranziehen</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="20" />
        <source>slide %1</source>
        <translation>%1 verschieben</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="22" />
        <source>push %1</source>
        <translation>%1 zurückstoßen</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="35" />
        <source>all defenses</source>
        <translation>alle Verteidigungen</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="36" />
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="39" />
        <source>%1 power bonus to %2</source>
        <translation>%1 Kraftbonus auf %2</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="40" />
        <source>%1 to %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="44" />
        <source>speeds %1</source>
        <translation>Bewegungsraten %1</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="49" />
        <source>resist all %1</source>
        <translation>Resistenz gegen alles %1</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="50" />
        <source>resist %1 %2</source>
        <translation>Resistenz %1 %2</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="54" />
        <source>loses all resistances</source>
        <translation>verliert alle Resistenzen</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="104" />
        <source>blast %1</source>
        <translation>Stoß %1</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="130" />
        <source>%1 damage</source>
        <translation>%1 Schaden</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="131" />
        <source>%1 %2 damage</source>
        <translation>%1 %2-Schaden</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="137" />
        <source>persistent damage %1</source>
        <translation>anhaltender Schaden %1</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="138" />
        <source>persistent %1 damage %2</source>
        <translation>anhaltender %1-Schaden %2</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="148" />
        <source>regains %1 hit points</source>
        <translation>erhält %1 Trefferpunkte zurück</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="151" />
        <source>gains %1 temporary hit points</source>
        <translation>erhält %1 temporäre Trefferpunkte</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="158" />
        <source>Secondary attack (%1): %2</source>
        <translation>Zweitangriff (%1): %2</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="169" />
        <source>Melee weapon</source>
        <translation>Nahkampf mit Waffe</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="170" />
        <source>Melee %1</source>
        <translation>Nahkampf %1</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="171" />
        <source>Melee touch</source>
        <translation>Nahkampf, Berührung</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="174" />
        <source>Ranged weapon %1/%2</source>
        <translation>Fernkampf mit Waffe %1/%2</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="178" />
        <source>Ranged %1/%2</source>
        <translation>Fernkampf %1/%2</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="179" />
        <source>Ranged %1</source>
        <translation>Fernkampf %1</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="181" />
        <source>Near %1</source>
        <translation>Nah, %1</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="183" />
        <source>Far %1 within %2</source>
        <translation>Fern, %1 innerhalb von %2</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="185" />
        <source>Self</source>
        <translation>Selbst</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="196" />
        <source>%1 vs %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <location filename="../app/texts/powertexts.cpp" line="197" />
        <source>%1 %2 vs %3</source>
        <translation>%1 %2 gegen %3</translation>
    </message>
</context>
<context>
    <name>PromptDecider</name>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="25" />
        <source>Opportunity attack</source>
        <translation>Gelegenheitsangriff</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="26" />
        <source>%1 leaves a square %2 threatens. Does %2 make an opportunity attack?</source>
        <translation>%1 verlässt ein Feld, das %2 bedroht. Macht %2 einen Gelegenheitsangriff?</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="27" />
        <source>Attack</source>
        <translation>Angreifen</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="28" />
        <source>Let it go</source>
        <translation>Gewähren lassen</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="31" />
        <source>Knock out?</source>
        <translation>Bewusstlos schlagen?</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="32" />
        <source>%1 drops %2. Knock %2 out instead (unconscious, not dying)?</source>
        <translation>%1 streckt %2 nieder. %2 stattdessen bewusstlos schlagen (bewusstlos, nicht sterbend)?</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="33" />
        <source>Knock out</source>
        <translation>Bewusstlos schlagen</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="34" />
        <location filename="../app/models/promptdecider.cpp" line="66" />
        <location filename="../app/models/promptdecider.cpp" line="111" />
        <location filename="../app/models/promptdecider.cpp" line="367" />
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="37" />
        <source>Natural 20 on a death save</source>
        <translation>Natürliche 20 beim Todeswurf</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="38" />
        <source>%1 rolled a natural 20. Spend a recovery to heal now?</source>
        <translation>%1 hat eine natürliche 20 gewürfelt. Jetzt eine Erholung ausgeben und heilen?</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="39" />
        <source>Spend a recovery</source>
        <translation>Erholung ausgeben</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="40" />
        <source>Keep it</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="43" />
        <source>Grant Save</source>
        <translation>Rettungswurf gewähren</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="44" />
        <source>%1 is granted a save by %2. Save now (or +2 on the save at the end of its next turn)?</source>
        <translation>%2 gewährt %1 einen Rettungswurf. Jetzt würfeln (oder +2 auf den Rettungswurf am Ende seines nächsten Zuges)?</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="46" />
        <source>Save now</source>
        <translation>Jetzt würfeln</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="47" />
        <source>+2 later</source>
        <translation>+2 später</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="56" />
        <location filename="../app/models/promptdecider.cpp" line="58" />
        <source>Re-roll</source>
        <translation>Neu würfeln</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="63" />
        <location filename="../app/models/promptdecider.cpp" line="65" />
        <source>Counter</source>
        <translation>Konter</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="64" />
        <source>%1 attacks %2. Does %2 counter first?</source>
        <translation>%1 greift %2 an. Kontert %2 zuerst?</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="87" />
        <source>Tied initiative</source>
        <translation>Gleichstand bei der Initiative</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="88" />
        <source>Keep the rolled order?</source>
        <translation>Die gewürfelte Reihenfolge behalten?</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="89" />
        <location filename="../app/models/promptdecider.cpp" line="90" />
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="105" />
        <source>Spend 1d%1</source>
        <translation>1d%1 ausgeben</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="59" />
        <location filename="../app/models/promptdecider.cpp" line="106" />
        <location filename="../app/models/promptdecider.cpp" line="212" />
        <source>Keep the roll</source>
        <translation>Wurf behalten</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="73" />
        <source>Into the pit?</source>
        <translation>In die Grube?</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="74" />
        <source>%1 can move %2 into the pit at %3,%4 (falling: 1d10 damage, prone). %2 saves on 10 or higher (%5% chance) and drops prone at the edge instead. Drop %2 in?</source>
        <translation>%1 kann %2 in die Grube bei %3,%4 bewegen (Sturz: 1W10 Schaden, liegend). %2 rettet sich bei 10 oder mehr (%5 % Chance) und liegt stattdessen am Rand. %2 hineinstoßen?</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="80" />
        <source>Into the pit</source>
        <translation>In die Grube</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="81" />
        <source>Not into the pit</source>
        <translation>Nicht in die Grube</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="108" />
        <source>Offer</source>
        <translation>Angebot</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="110" />
        <source>Take it</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="114" />
        <source>Action die</source>
        <translation>Aktionswürfel</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="117" />
        <source>%1 rolled %2 against %3: a miss. Spend an action die (1d%4, it explodes)? %5 chance to turn this miss into a hit.</source>
        <translation>%1 hat %2 gegen %3 gewürfelt: daneben. Einen Aktionswürfel ausgeben (1d%4, er explodiert)? %5 Chance, aus diesem Fehlschlag einen Treffer zu machen.</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="125" />
        <source>%1 rolled %2 on a death saving throw: a failure (10 or higher succeeds). Spend an action die (1d%3, it explodes)? %4 chance to turn it into a success.</source>
        <translation>%1 hat beim Todesrettungswurf %2 gewürfelt: misslungen (ab 10 gelingt er). Einen Aktionswürfel ausgeben (1d%3, er explodiert)? %4 Chance, ihn gelingen zu lassen.</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="138" />
        <source>%1 to act before %2 (%3 or more)</source>
        <translation>%1, um vor %2 zu handeln (%3 oder mehr)</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="144" />
        <source>%1 rolled %2 for initiative: place %3 of %4. Spend an action die (1d%5, it explodes)? %6.</source>
        <translation>%1 hat %2 für die Initiative gewürfelt: Platz %3 von %4. Einen Aktionswürfel ausgeben (1d%5, er explodiert)? %6.</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="152" />
        <source>%1 is dying and is about to roll a death saving throw (%2 of 3 failures so far; it fails %3 of the time). Spend an action die (1d%4) to become stable instead?</source>
        <translation>%1 liegt im Sterben und würfelt gleich einen Todesrettungswurf (bisher %2 von 3 Fehlschlägen; er misslingt in %3 der Fälle). Stattdessen einen Aktionswürfel (1d%4) ausgeben, um stabil zu werden?</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="158" />
        <source>Become stable</source>
        <translation>Stabilisieren</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="159" />
        <source>Roll the save</source>
        <translation>Rettungswurf würfeln</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="162" />
        <source>%1 rolled %2 on a saving throw against %3: a failure. Spend an action die (1d%4, it explodes)? %5 chance to turn it into a success.</source>
        <translation>%1 hat beim Rettungswurf %2 gegen %3 gewürfelt: misslungen. Einen Aktionswürfel ausgeben (1d%4, er explodiert)? %5 Chance, ihn gelingen zu lassen.</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="170" />
        <source>%1 rolled %2 on a check against %3: a failure. Spend an action die (1d%4, it explodes)? %5 chance to turn it into a success.</source>
        <translation>%1 hat bei der Probe %2 gegen %3 gewürfelt: misslungen. Einen Aktionswürfel ausgeben (1d%4, er explodiert)? %5 Chance, sie gelingen zu lassen.</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="178" />
        <source>%1 rolled %2 damage. Spend an action die (1d%3, it explodes) and add it? Only one die may boost a damage roll.</source>
        <translation>%1 hat %2 Schaden gewürfelt. Einen Aktionswürfel ausgeben (1d%3, er explodiert) und dazuzählen? Auf einen Schadenswurf darf nur ein Würfel.</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="184" />
        <source>%1 rolled a natural %2, a threat, and hits. Spend an action die (1d%3) to make it a critical hit?</source>
        <translation>%1 hat eine natürliche %2 gewürfelt, eine Bedrohung, und trifft. Einen Aktionswürfel (1d%3) ausgeben, um daraus einen kritischen Treffer zu machen?</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="190" />
        <source>%1 is hit by a critical hit. Spend an action die (1d%2) to negate the critical (an ordinary hit)?</source>
        <translation>%1 wird kritisch getroffen. Einen Aktionswürfel (1d%2) ausgeben, um den kritischen Treffer aufzuheben (ein gewöhnlicher Treffer)?</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="195" />
        <source>%1 rolled %2 healing. Spend an action die (1d%3, it explodes) and add it?</source>
        <translation>%1 hat %2 Heilung gewürfelt. Einen Aktionswürfel ausgeben (1d%3, er explodiert) und dazuzählen?</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="210" />
        <source>Hero token</source>
        <translation>Heldenmarke</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="211" />
        <source>Re-roll the d20</source>
        <translation>W20 neu würfeln</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="214" />
        <source>%1 rolled a natural %2 (%3 against %4): a miss. Spend a hero token to re-roll the d20? %5 chance that the new roll hits.</source>
        <translation>%1 hat eine natürliche %2 gewürfelt (%3 gegen %4): verfehlt. Eine Heldenmarke ausgeben und den W20 neu würfeln? %5 Chance, dass der neue Wurf trifft.</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="222" />
        <source>%1 rolled a natural %2 for initiative (%3): place %4 of %5. Spend a hero token to re-roll the d20? %6 chance that the new roll reaches a better place.</source>
        <translation>%1 hat für die Initiative eine natürliche %2 gewürfelt (%3): Platz %4 von %5. Einen Heldenmarker ausgeben, um den W20 neu zu würfeln? %6 Chance, dass der neue Wurf einen besseren Platz erreicht.</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="231" />
        <source>%1 rolled a natural %2 on a saving throw (%3 against %4): a failure. Spend a hero token to re-roll the d20? %5 chance that the new roll succeeds.</source>
        <translation>%1 hat beim Rettungswurf eine natürliche %2 gewürfelt (%3 gegen %4): misslungen. Eine Heldenmarke ausgeben und den W20 neu würfeln? %5 Chance, dass der neue Wurf gelingt.</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="239" />
        <source>%1 rolled a natural %2 on a check (%3 against %4): a failure. Spend a hero token to re-roll the d20? %5 chance that the new roll succeeds.</source>
        <translation>%1 hat bei der Probe eine natürliche %2 gewürfelt (%3 gegen %4): misslungen. Eine Heldenmarke ausgeben und den W20 neu würfeln? %5 Chance, dass der neue Wurf gelingt.</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="255" />
        <source>%1 hits %2 with a melee attack.</source>
        <translation>%1 trifft %2 mit einem Nahkampfangriff.</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="257" />
        <source>%1 hits %2 from an adjacent square.</source>
        <translation>%1 trifft %2 von einem angrenzenden Feld aus.</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="259" />
        <source>%1 is about to stand up within reach of %2.</source>
        <translation>%1 will in der Reichweite von %2 aufstehen.</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="261" />
        <source>%1 ended the turn without moving.</source>
        <translation>%1 hat den Zug beendet, ohne sich zu bewegen.</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="263" />
        <source>%1 targets %2 with a Psychic attack; used, the attack has no effect on %2.</source>
        <translation>%1 greift %2 mit einem psychischen Angriff an; eingesetzt, bleibt der Angriff gegen %2 wirkungslos.</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="265" />
        <source>%1 misses %2 with a melee attack.</source>
        <translation>%1 verfehlt %2 mit einem Nahkampfangriff.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/promptdecider.cpp" line="268" />
        <source>%1's attack roll hits %2; used, %2 spends one of its %n ward(s) and the attack misses it instead, which spares it %3 damage on average.</source>
        <translation>
            <numerusform>Der Angriffswurf von %1 trifft %2; eingesetzt, verbraucht %2 seinen %n Bann und der Angriff verfehlt stattdessen %2, was ihm %3 Schaden im Durchschnitt erspart.</numerusform>
            <numerusform>Der Angriffswurf von %1 trifft %2; eingesetzt, verbraucht %2 einen seiner %n Banne und der Angriff verfehlt stattdessen %2, was ihm %3 Schaden im Durchschnitt erspart.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="275" />
        <source>%1's attack roll hits %2; used, the attack misses %2 instead, which spares it %3 damage on average.</source>
        <translation>Der Angriffswurf von %1 trifft %2; eingesetzt, verfehlt der Angriff stattdessen %2, was ihm %3 Schaden im Durchschnitt erspart.</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="279" />
        <location filename="../app/models/promptdecider.cpp" line="427" />
        <source>%1's attack roll hits %2.</source>
        <translation>Der Angriffswurf von %1 trifft %2.</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="281" />
        <source>%1's attack roll hits %2; used, %1 rolls it again and keeps the lower roll.</source>
        <translation>Der Angriffswurf von %1 trifft %2; eingesetzt, würfelt %1 ihn erneut und nimmt den niedrigeren Wurf.</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="283" />
        <source>%1's damage leaves %2 staggered or at 0 hit points in %3; used, %2 makes its %4 against %1 at once (at 0 hit points it drops after it).</source>
        <translation>Der Schaden von %1 lässt %2 in %3 angeschlagen oder bei 0 Trefferpunkten zurück; eingesetzt, führt %2 sofort seinen %4 gegen %1 aus (bei 0 Trefferpunkten fällt es danach).</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="287" />
        <source>%1 hits %2; used, the hit becomes a critical hit.</source>
        <translation>%1 trifft %2; eingesetzt, wird der Treffer ein kritischer Treffer.</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="289" />
        <source>%1 hits %2, who grants it combat advantage; used, the power's effect lands on %2.</source>
        <translation>%1 trifft %2, das ihm Kampfvorteil gewährt; eingesetzt, trifft die Wirkung der Kraft %2.</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="292" />
        <source>%1 hits %2.</source>
        <translation>%1 trifft %2.</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="294" />
        <source>%1 deals %2 damage.</source>
        <translation>%1 fügt %2 Schaden zu.</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="296" />
        <source>%1 is about to move away from %2 (a hit stops the move).</source>
        <translation>%1 will sich von %2 wegbewegen (ein Treffer beendet die Bewegung).</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="298" />
        <source>%1 reduces %2 to 0 hit points.</source>
        <translation>%1 bringt %2 auf 0 Trefferpunkte.</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="300" />
        <location filename="../app/models/promptdecider.cpp" line="421" />
        <source>%1 is reduced to 0 hit points.</source>
        <translation>%1 sinkt auf 0 Trefferpunkte.</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="302" />
        <source>%1 leaves %2 staggered.</source>
        <translation>%1 lässt %2 angeschlagen zurück.</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="307" />
        <source>%1 %2%</source>
        <translation>%1 %2 %</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="312" />
        <source>Used, %1 takes the form %2 and keeps %3 of its %4 hit points.</source>
        <translation>Eingesetzt, nimmt %1 die Gestalt %2 an und behält %3 seiner %4 Trefferpunkte.</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="318" />
        <source>%1 makes its %2 attack at once, whether or not that is recharged.</source>
        <translation>%1 macht sofort den Angriff %2, ob aufgeladen oder nicht.</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="323" />
        <source>regains %1 hit points</source>
        <translation>erhält %1 Trefferpunkte zurück</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="325" />
        <source>regains all its hit points</source>
        <translation>erhält alle Trefferpunkte zurück</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="327" />
        <source>stands up</source>
        <translation>steht auf</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="329" />
        <source>recovers from all conditions</source>
        <translation>erholt sich von allen Zuständen</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="331" />
        <source>takes no damage from the hit</source>
        <translation>erleidet durch den Treffer keinen Schaden</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/promptdecider.cpp" line="333" />
        <source>shifts up to %n square(s) to a square you choose next</source>
        <translation>
            <numerusform>macht bis zu %n Schritt auf ein Feld, das du danach wählst</numerusform>
            <numerusform>macht bis zu %n Schritte auf ein Feld, das du danach wählst</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="336" />
        <source>is %1</source>
        <translation>ist %1</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="342" />
        <source>its speeds %1</source>
        <translation>Bewegungsraten %1</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="344" />
        <source>%1 to its defenses</source>
        <translation>%1 auf Verteidigungen</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="346" />
        <source>gains resistance %1</source>
        <translation>erhält Resistenz %1</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="348" />
        <source>loses its resistances</source>
        <translation>verliert alle Resistenzen</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="350" />
        <source>Used, %1 %2.</source>
        <translation>Eingesetzt: %1 %2.</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="350" />
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="352" />
        <source>For the table: %1.</source>
        <translation>Sache des Tisches: %1.</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="360" />
        <source>No attack roll: it strikes %1.</source>
        <translation>Kein Angriffswurf: Es trifft %1.</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="362" />
        <source>Chance to hit: %1.</source>
        <translation>Trefferchance: %1.</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="364" />
        <source>Reaction: %1</source>
        <translation>Reaktion: %1</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="365" />
        <source>%1 Does %2 use %3 now?</source>
        <translation>%1 Setzt %2 jetzt %3 ein?</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="366" />
        <source>Use %1</source>
        <translation>%1 einsetzen</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="379" />
        <source>Click the square where %1's %2 bursts (highlighted: in range, with line of effect); each shows the enemies and allies it is expected to hit.</source>
        <translation>Klicke das Feld, auf dem %2 von %1 explodiert (markiert: in Reichweite, mit Wirkungslinie); jedes zeigt die Feinde und Verbündeten, die es voraussichtlich trifft.</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="387" />
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="394" />
        <source>%1 may place %2 beside it: click the highlighted square where it comes in (it rolls initiative and joins the fight); the number is how many enemies are adjacent there.</source>
        <translation>%1 darf %2 neben sich platzieren: Klicke das hervorgehobene Feld an, auf dem es hinzukommt (es würfelt Initiative und tritt dem Kampf bei); die Zahl sagt, wie viele Feinde dort angrenzen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/promptdecider.cpp" line="405" />
        <source>%1 shifts up to %n square(s): click the highlighted square it moves to (a shift provokes no opportunity attack); the number is how many enemies are adjacent there.</source>
        <translation>
            <numerusform>%1 macht bis zu %n Schritt: Klicke das markierte Feld, auf das es sich bewegt (ein Schritt provoziert keinen Gelegenheitsangriff); die Zahl sagt, wie viele Feinde dort angrenzen.</numerusform>
            <numerusform>%1 macht bis zu %n Schritte: Klicke das markierte Feld, auf das es sich bewegt (Schritte provozieren keinen Gelegenheitsangriff); die Zahl sagt, wie viele Feinde dort angrenzen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="419" />
        <source>%1 is staggered.</source>
        <translation>%1 ist angeschlagen.</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="423" />
        <source>%1 attacks %2; shifted out of the attack's reach, range or area, %2 is not attacked.</source>
        <translation>%1 greift %2 an; aus Reichweite oder Bereich des Angriffs verschoben, wird %2 nicht angegriffen.</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="429" />
        <source>Choose a square</source>
        <translation>Feld wählen</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="429" />
        <source>%1: choose a square</source>
        <translation>%1: Feld wählen</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="432" />
        <source>Stay put</source>
        <translation>Stehen bleiben</translation>
    </message>
    <message>
        <location filename="../app/models/promptdecider.cpp" line="432" />
        <source>Decline %1</source>
        <translation>%1 ablehnen</translation>
    </message>
</context>
<context>
    <name>RegionEditorCanvas</name>
    <message>
        <location filename="../qml/RegionEditorCanvas.qml" line="54" />
        <source>wall</source>
        <translation>Wand</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorCanvas.qml" line="54" />
        <source>door</source>
        <translation>Tür</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorCanvas.qml" line="54" />
        <source>ladder</source>
        <translation>Leiter</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorCanvas.qml" line="55" />
        <source>opening</source>
        <translation>Öffnung</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorCanvas.qml" line="59" />
        <source>melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorCanvas.qml" line="59" />
        <source>range %1</source>
        <translation>Reichweite %1</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorCanvas.qml" line="127" />
        <source>(swim)</source>
        <translation>(schwimmen)</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorCanvas.qml" line="129" />
        <source>(climb)</source>
        <translation>(klettern)</translation>
    </message>
</context>
<context>
    <name>RegionEditorInspector</name>
    <message>
        <location filename="../qml/RegionEditorInspector.qml" line="22" />
        <source>no way there</source>
        <translation>kein Weg dorthin</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorInspector.qml" line="22" />
        <source>melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorInspector.qml" line="22" />
        <source>range %1</source>
        <translation>Reichweite %1</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorInspector.qml" line="35" />
        <source>Select a region to name it, mark it and see the ranges from it.</source>
        <translation>Wähle eine Region, um sie zu benennen, zu markieren und die Reichweiten von ihr aus zu sehen.</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorInspector.qml" line="45" />
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorInspector.qml" line="61" />
        <source>Crossing it is swimming</source>
        <translation>Durchqueren heißt schwimmen</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorInspector.qml" line="68" />
        <source>Crossing it is climbing</source>
        <translation>Durchqueren heißt klettern</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorInspector.qml" line="74" />
        <source>Remove region</source>
        <translation>Region entfernen</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorInspector.qml" line="83" />
        <source>Ranges from here</source>
        <translation>Reichweiten von hier</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorInspector.qml" line="112" />
        <source>Links</source>
        <translation>Verbindungen</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorInspector.qml" line="121" />
        <source>None: touching regions are adjacent.</source>
        <translation>Keine: aneinandergrenzende Regionen sind benachbart.</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorInspector.qml" line="138" />
        <source>Wall</source>
        <translation>Wand</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorInspector.qml" line="138" />
        <source>Door</source>
        <translation>Tür</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorInspector.qml" line="139" />
        <source>Ladder</source>
        <translation>Leiter</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorInspector.qml" line="139" />
        <source>Opening</source>
        <translation>Öffnung</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorInspector.qml" line="140" />
        <source>%1 between %2 and %3</source>
        <translation>%1 zwischen %2 und %3</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorInspector.qml" line="145" />
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
</context>
<context>
    <name>RegionEditorPage</name>
    <message>
        <location filename="../qml/RegionEditorPage.qml" line="42" />
        <source>Click to add corners; click the first corner (or press Enter) to close the region. Backspace takes back a corner, Escape the whole polygon.</source>
        <translation>Klicke, um Ecken zu setzen; ein Klick auf die erste Ecke (oder die Eingabetaste) schließt die Region. Rücktaste nimmt eine Ecke zurück, Escape das ganze Vieleck.</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorPage.qml" line="44" />
        <source>Click two corners of a region that are not next to each other: it is cut in two along the line between them.</source>
        <translation>Klicke auf zwei nicht benachbarte Ecken einer Region: sie wird entlang der Linie zwischen ihnen geteilt.</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorPage.qml" line="46" />
        <source>Click two regions that share a border: they become one.</source>
        <translation>Klicke auf zwei Regionen mit gemeinsamer Grenze: sie werden eine.</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorPage.qml" line="48" />
        <source>Click two regions that share a border to put a %1 between them.</source>
        <translation>Klicke auf zwei Regionen mit gemeinsamer Grenze, um eine Verbindung (%1) zwischen sie zu setzen.</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorPage.qml" line="50" />
        <source>Click a region to select it and see the ranges from it; drag a corner to move it.</source>
        <translation>Klicke auf eine Region, um sie zu wählen und die Reichweiten von ihr aus zu sehen; ziehe eine Ecke, um sie zu verschieben.</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorPage.qml" line="63" />
        <source>Region map editor</source>
        <translation>Regionenkarten-Editor</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorPage.qml" line="88" />
        <source>New region map…</source>
        <translation>Neue Regionenkarte…</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorPage.qml" line="93" />
        <source>Picture…</source>
        <translation>Bild…</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorPage.qml" line="100" />
        <source>Select</source>
        <translation>Auswählen</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorPage.qml" line="104" />
        <source>Draw</source>
        <translation>Zeichnen</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorPage.qml" line="108" />
        <source>Split</source>
        <translation>Teilen</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorPage.qml" line="112" />
        <source>Merge</source>
        <translation>Vereinen</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorPage.qml" line="116" />
        <source>Link</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorPage.qml" line="126" />
        <source>Door</source>
        <translation>Tür</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorPage.qml" line="129" />
        <source>Wall</source>
        <translation>Wand</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorPage.qml" line="132" />
        <source>Opening</source>
        <translation>Öffnung</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorPage.qml" line="135" />
        <source>Ladder</source>
        <translation>Leiter</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorPage.qml" line="141" />
        <source>Close region</source>
        <translation>Region schließen</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorPage.qml" line="170" />
        <source>Cannot close this region: %1</source>
        <translation>Diese Region kann nicht geschlossen werden: %1</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorPage.qml" line="225" />
        <source>No region map</source>
        <translation>Keine Regionenkarte</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorPage.qml" line="239" />
        <source>New region map</source>
        <translation>Neue Regionenkarte</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorPage.qml" line="256" />
        <source>Name, e.g. Sunken temple</source>
        <translation>Name, z. B. Versunkener Tempel</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorPage.qml" line="264" />
        <source>Picture under the regions</source>
        <translation>Bild unter den Regionen</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorPage.qml" line="266" />
        <source>Pictures (*.png, *.jpg, *.webp)</source>
        <translation>Bilder (*.png, *.jpg, *.webp)</translation>
    </message>
    <message>
        <location filename="../qml/RegionEditorPage.qml" line="267" />
        <source>Use</source>
        <translation>Verwenden</translation>
    </message>
</context>
<context>
    <name>RegionMapEditor</name>
    <message>
        <location filename="../app/models/regionmapeditor.cpp" line="186" />
        <source>No campaign is open.</source>
        <translation>Keine Kampagne geöffnet.</translation>
    </message>
    <message>
        <location filename="../app/models/regionmapeditor.cpp" line="234" />
        <source>The picture was not set: %1</source>
        <translation>Das Bild wurde nicht gesetzt: %1</translation>
    </message>
    <message>
        <location filename="../app/models/regionmapeditor.cpp" line="263" />
        <source>the new region</source>
        <translation>die neue Region</translation>
    </message>
    <message>
        <location filename="../app/models/regionmapeditor.cpp" line="275" />
        <source>Create a region map first.</source>
        <translation>Lege zuerst eine Regionenkarte an.</translation>
    </message>
    <message>
        <location filename="../app/models/regionmapeditor.cpp" line="279" />
        <source>A region needs at least 3 corners; click on the map to add them.</source>
        <translation>Eine Region braucht mindestens 3 Ecken; klicke auf die Karte, um sie zu setzen.</translation>
    </message>
    <message>
        <location filename="../app/models/regionmapeditor.cpp" line="284" />
        <source>Region %1</source>
        <translation>Region %1</translation>
    </message>
    <message>
        <location filename="../app/models/regionmapeditor.cpp" line="353" />
        <source>A region needs a name; it keeps its old one.</source>
        <translation>Eine Region braucht einen Namen; sie behält ihren alten.</translation>
    </message>
    <message>
        <location filename="../app/models/regionmapeditor.cpp" line="393" />
        <source>%1 (part)</source>
        <translation>%1 (Teil)</translation>
    </message>
</context>
<context>
    <name>RegionMapModel</name>
    <message>
        <location filename="../app/models/regionmapmodel.cpp" line="96" />
        <location filename="../app/models/regionmapmodel.cpp" line="99" />
        <source>region map</source>
        <translation>Regionenkarte</translation>
    </message>
</context>
<context>
    <name>RegionMapPage</name>
    <message>
        <location filename="../qml/RegionMapPage.qml" line="93" />
        <source>Region map: %1</source>
        <translation>Regionenkarte: %1</translation>
    </message>
    <message>
        <location filename="../qml/RegionMapPage.qml" line="100" />
        <source>Click a region to see the range from it to every other region. Drag a combatant onto a region to place it; in combat the drag moves it.</source>
        <translation>Klicke auf eine Region, um die Reichweite von dort zu jeder anderen Region zu sehen. Ziehe einen Kämpfer auf eine Region, um ihn dort aufzustellen; im Kampf bewegt ihn das Ziehen.</translation>
    </message>
    <message>
        <location filename="../qml/RegionMapPage.qml" line="187" />
        <source>Rolls</source>
        <translation>Würfe</translation>
    </message>
    <message>
        <source>Click a region to see the range from it to every other region.</source>
        <translation type="vanished">Klicke eine Region an, um die Entfernung von ihr zu jeder anderen Region zu sehen.</translation>
    </message>
    <message>
        <location filename="../qml/RegionMapPage.qml" line="151" />
        <source>Mastery combatants</source>
        <translation>Kämpfer (Meisterschaftsregeln)</translation>
    </message>
</context>
<context>
    <name>RegionMapView</name>
    <message>
        <location filename="../qml/RegionMapView.qml" line="25" />
        <source>melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <location filename="../qml/RegionMapView.qml" line="26" />
        <source>range %1</source>
        <translation>Reichweite %1</translation>
    </message>
    <message>
        <location filename="../qml/RegionMapView.qml" line="83" />
        <source>(swim)</source>
        <translation>(schwimmen)</translation>
    </message>
    <message>
        <location filename="../qml/RegionMapView.qml" line="85" />
        <source>(climb)</source>
        <translation>(klettern)</translation>
    </message>
</context>
<context>
    <name>RegionPlayersWindow</name>
    <message>
        <location filename="../qml/RegionPlayersWindow.qml" line="23" />
        <source>Battlemat — players' view (region map)</source>
        <translation>Battlemat — Spieleransicht (Regionenkarte)</translation>
    </message>
    <message>
        <location filename="../qml/RegionPlayersWindow.qml" line="125" />
        <source>Round %1 — turn: the enemy</source>
        <translation>Runde %1 — am Zug: der Feind</translation>
    </message>
    <message>
        <location filename="../qml/RegionPlayersWindow.qml" line="126" />
        <source>Round %1 — turn: %2</source>
        <translation>Runde %1 — am Zug: %2</translation>
    </message>
    <message>
        <location filename="../qml/RegionPlayersWindow.qml" line="140" />
        <source>No fight on a region map yet.</source>
        <translation>Noch kein Kampf auf einer Regionenkarte.</translation>
    </message>
</context>
<context>
    <name>RegionTokenLayer</name>
    <message>
        <location filename="../qml/RegionTokenLayer.qml" line="51" />
        <source>Not placed yet: drag each onto a region</source>
        <translation>Noch nicht aufgestellt: jeden auf eine Region ziehen</translation>
    </message>
    <message>
        <location filename="../qml/RegionTokenLayer.qml" line="116" />
        <source>%1 (hidden)</source>
        <translation>%1 (verborgen)</translation>
    </message>
    <message>
        <location filename="../qml/RegionTokenLayer.qml" line="139" />
        <source>Free action</source>
        <translation>Freie Aktion</translation>
    </message>
    <message>
        <location filename="../qml/RegionTokenLayer.qml" line="140" />
        <source>Minor action</source>
        <translation>Kleine Aktion</translation>
    </message>
    <message>
        <location filename="../qml/RegionTokenLayer.qml" line="141" />
        <source>Major action</source>
        <translation>Große Aktion</translation>
    </message>
    <message>
        <location filename="../qml/RegionTokenLayer.qml" line="142" />
        <source>Exclusive action</source>
        <translation>Exklusive Aktion</translation>
    </message>
    <message>
        <location filename="../qml/RegionTokenLayer.qml" line="143" />
        <source>Delay turn</source>
        <translation>Zug aufschieben</translation>
    </message>
    <message>
        <location filename="../qml/RegionTokenLayer.qml" line="144" />
        <source>Interrupt (REF vs. REF)</source>
        <translation>Unterbrechen (REF gegen REF)</translation>
    </message>
    <message>
        <location filename="../qml/RegionTokenLayer.qml" line="145" />
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <location filename="../qml/RegionTokenLayer.qml" line="159" />
        <source>Move to %1</source>
        <translation>Nach %1 bewegen</translation>
    </message>
    <message>
        <location filename="../qml/RegionTokenLayer.qml" line="160" />
        <source>Run to %1</source>
        <translation>Nach %1 rennen</translation>
    </message>
    <message>
        <source>Move one region to %1</source>
        <translation type="vanished">Eine Region weit nach %1 gehen</translation>
    </message>
    <message>
        <source>Run to %1 (up to two regions)</source>
        <translation type="vanished">Nach %1 rennen (bis zu zwei Regionen)</translation>
    </message>
    <message>
        <location filename="../qml/RegionTokenLayer.qml" line="161" />
        <source>Leave carefully to %1</source>
        <translation>Vorsichtig nach %1 verlassen</translation>
    </message>
    <message>
        <location filename="../qml/RegionTokenLayer.qml" line="162" />
        <source>Swim to %1</source>
        <translation>Nach %1 schwimmen</translation>
    </message>
    <message>
        <location filename="../qml/RegionTokenLayer.qml" line="163" />
        <source>Climb to %1</source>
        <translation>Nach %1 klettern</translation>
    </message>
    <message>
        <location filename="../qml/RegionTokenLayer.qml" line="180" />
        <source>Start combat to act</source>
        <translation>Erst den Kampf beginnen, dann handeln</translation>
    </message>
</context>
<context>
    <name>RestDialog</name>
    <message>
        <location filename="../qml/RestDialog.qml" line="20" />
        <source>Rest</source>
        <translation>Rasten</translation>
    </message>
    <message>
        <location filename="../qml/RestDialog.qml" line="31" />
        <source>%1 h %2 min</source>
        <extracomment>time since the last long rest: "5 h 20 min"</extracomment>
        <translation>%1 Std. %2 Min.</translation>
    </message>
    <message>
        <source>Time since the last long rest: %1.</source>
        <translation type="vanished">Zeit seit der letzten langen Rast: %1.</translation>
    </message>
    <message>
        <location filename="../qml/RestDialog.qml" line="65" />
        <source>Time since the last long rest ended: %1</source>
        <translation>Zeit seit dem Ende der letzten langen Rast: %1</translation>
    </message>
    <message>
        <location filename="../qml/RestDialog.qml" line="69" />
        <source>Short rest (5 minutes)</source>
        <translation>Kurze Rast (5 Minuten)</translation>
    </message>
    <message>
        <location filename="../qml/RestDialog.qml" line="74" />
        <source>Each hero may spend recoveries, each healing the hero's recovery value. Encounter and recharge powers come back, death saving throw failures are cleared, and knocked-out heroes wake with 1 hit point.</source>
        <translation>Jeder Held kann Erholungen aufwenden; jede heilt um seinen Erholungswert. Begegnungs- und Aufladekräfte kehren zurück, Fehlschläge bei Todesrettungswürfen werden gelöscht, und bewusstlos geschlagene Helden erwachen mit 1 Trefferpunkt.</translation>
    </message>
    <message>
        <location filename="../qml/RestDialog.qml" line="78" />
        <source>Hero</source>
        <translation>Held</translation>
    </message>
    <message>
        <location filename="../qml/RestDialog.qml" line="79" />
        <source>Hit points</source>
        <translation>Trefferpunkte</translation>
    </message>
    <message>
        <location filename="../qml/RestDialog.qml" line="80" />
        <source>Recoveries (value)</source>
        <translation>Erholungen (Wert)</translation>
    </message>
    <message>
        <location filename="../qml/RestDialog.qml" line="81" />
        <source>Spend</source>
        <translation>Aufwenden</translation>
    </message>
    <message>
        <location filename="../qml/RestDialog.qml" line="82" />
        <source>Hit points after</source>
        <translation>TP danach</translation>
    </message>
    <message>
        <location filename="../qml/RestDialog.qml" line="98" />
        <source>%1 (dead)</source>
        <translation>%1 (tot)</translation>
    </message>
    <message>
        <location filename="../qml/RestDialog.qml" line="102" />
        <location filename="../qml/RestDialog.qml" line="124" />
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location filename="../qml/RestDialog.qml" line="106" />
        <source>%1 of %2 (%3)</source>
        <translation>%1 von %2 (%3)</translation>
    </message>
    <message>
        <location filename="../qml/RestDialog.qml" line="130" />
        <source>No heroes took part in the last encounter.</source>
        <translation>An der letzten Begegnung nahmen keine Helden teil.</translation>
    </message>
    <message>
        <location filename="../qml/RestDialog.qml" line="134" />
        <source>Take the short rest</source>
        <translation>Kurze Rast halten</translation>
    </message>
    <message>
        <location filename="../qml/RestDialog.qml" line="140" />
        <source>Long rest (6 hours)</source>
        <translation>Lange Rast (6 Stunden)</translation>
    </message>
    <message>
        <location filename="../qml/RestDialog.qml" line="145" />
        <source>Every creature regains all hit points and recoveries, and its encounter and daily powers; heroes' action points are reset to 1. One long rest in 24 hours.</source>
        <translation>Jede Kreatur erhält alle Trefferpunkte und Erholungen sowie ihre Begegnungs- und täglichen Kräfte zurück; die Aktionspunkte der Helden werden auf 1 gesetzt. Eine lange Rast in 24 Stunden.</translation>
    </message>
    <message>
        <location filename="../qml/RestDialog.qml" line="158" />
        <source>Take the long rest</source>
        <translation>Lange Rast halten</translation>
    </message>
    <message>
        <location filename="../qml/RestDialog.qml" line="164" />
        <source>Let time pass without rest:</source>
        <translation>Zeit ohne Rast vergehen lassen:</translation>
    </message>
    <message>
        <location filename="../qml/RestDialog.qml" line="173" />
        <source>minutes</source>
        <translation>Minuten</translation>
    </message>
    <message>
        <location filename="../qml/RestDialog.qml" line="177" />
        <source>Let it pass</source>
        <translation>Vergehen lassen</translation>
    </message>
</context>
<context>
    <name>RulesModules</name>
    <message>
        <location filename="../app/models/rulesmoduletexts.cpp" line="9" />
        <source>Orcus</source>
        <translation>Orcus</translation>
    </message>
    <message>
        <location filename="../app/models/rulesmoduletexts.cpp" line="10" />
        <source>Rules version (basic attack damage)</source>
        <translation>Regelversion (Schaden der Grundangriffe)</translation>
    </message>
    <message>
        <location filename="../app/models/rulesmoduletexts.cpp" line="11" />
        <source>Easy encounter: at most this times the XP budget</source>
        <translation>Leicht: höchstens × EP-Budget</translation>
    </message>
    <message>
        <location filename="../app/models/rulesmoduletexts.cpp" line="12" />
        <source>Standard encounter: at most this times the XP budget</source>
        <translation>Standard: höchstens × EP-Budget</translation>
    </message>
    <message>
        <location filename="../app/models/rulesmoduletexts.cpp" line="13" />
        <source>Hard encounter: at most this times the XP budget</source>
        <translation>Schwer: höchstens × EP-Budget</translation>
    </message>
    <message>
        <location filename="../app/models/rulesmoduletexts.cpp" line="14" />
        <source>Deadly encounter: at most this times the XP budget</source>
        <translation>Tödlich: höchstens × EP-Budget</translation>
    </message>
    <message>
        <location filename="../app/models/modulesettingview.cpp" line="107" />
        <location filename="../app/models/rulesmoduletexts.cpp" line="15" />
        <source>Five Torches Deep</source>
        <translation>Five Torches Deep</translation>
    </message>
    <message>
        <location filename="../app/models/rulesmoduletexts.cpp" line="16" />
        <source>Action dice and hero tokens</source>
        <translation>Aktionswürfel und Heldenmarken</translation>
    </message>
    <message>
        <location filename="../app/models/rulesmoduletexts.cpp" line="17" />
        <source>Segmented action points</source>
        <translation>Segmentierte Aktionspunkte</translation>
    </message>
    <message>
        <location filename="../app/models/rulesmoduletexts.cpp" line="18" />
        <source>Action dice by level</source>
        <translation>Aktionswürfel nach Stufe</translation>
    </message>
    <message>
        <location filename="../app/models/rulesmoduletexts.cpp" line="19" />
        <source>Carry unspent dice to the next game night</source>
        <translation>Nicht ausgegebene Würfel in den nächsten Spielabend mitnehmen</translation>
    </message>
    <message>
        <location filename="../app/models/rulesmoduletexts.cpp" line="20" />
        <source>XP per awarded die and party level</source>
        <translation>EP je verliehenem Würfel und Gruppenstufe</translation>
    </message>
    <message>
        <location filename="../app/models/rulesmoduletexts.cpp" line="21" />
        <source>Hero tokens per game night</source>
        <translation>Heldenmarken je Spielabend</translation>
    </message>
    <message>
        <location filename="../app/models/rulesmoduletexts.cpp" line="22" />
        <source>Action dice a hero token buys</source>
        <translation>Aktionswürfel, die eine Heldenmarke kauft</translation>
    </message>
    <message>
        <location filename="../app/models/rulesmoduletexts.cpp" line="23" />
        <source>XP per earned hero token and party level</source>
        <translation>EP je verdienter Heldenmarke und Gruppenstufe</translation>
    </message>
    <message>
        <location filename="../app/models/rulesmoduletexts.cpp" line="24" />
        <source>Lowest natural roll that is a threat</source>
        <translation>Niedrigster natürlicher Wurf, der eine Bedrohung ist</translation>
    </message>
    <message>
        <location filename="../app/models/rulesmoduletexts.cpp" line="25" />
        <source>Heal with action dice in an encounter when no enemy is adjacent</source>
        <translation>In einer Begegnung mit Aktionswürfeln heilen, wenn kein Feind angrenzt</translation>
    </message>
    <message>
        <location filename="../app/models/rulesmoduletexts.cpp" line="26" />
        <source>An extra attack follows an attack this turn</source>
        <translation>Ein zusätzlicher Angriff folgt einem Angriff in diesem Zug</translation>
    </message>
    <message>
        <location filename="../app/models/rulesmoduletexts.cpp" line="27" />
        <source>SPD of a combatant that names none (1 to 3)</source>
        <translation>SPD eines Kämpfers ohne eigene Angabe (1 bis 3)</translation>
    </message>
    <message>
        <location filename="../app/models/rulesmoduletexts.cpp" line="28" />
        <source>Squares per movement point (0: Orcus speed / 6)</source>
        <translation>Felder je Bewegungspunkt (0: Orcus-Bewegungsrate / 6)</translation>
    </message>
    <message>
        <location filename="../app/models/rulesmoduletexts.cpp" line="29" />
        <source>Sprinting grants combat advantage</source>
        <translation>Sprinten gewährt Kampfvorteil</translation>
    </message>
    <message>
        <location filename="../app/models/rulesmoduletexts.cpp" line="30" />
        <source>The running clock is the encounter's clock (a round is a segment)</source>
        <translation>Die laufende Uhr ist die Uhr der Begegnung (eine Runde ist ein Segment)</translation>
    </message>
    <message>
        <location filename="../app/models/rulesmoduletexts.cpp" line="31" />
        <source>Hour the expedition starts</source>
        <translation>Stunde, zu der die Expedition beginnt</translation>
    </message>
    <message>
        <location filename="../app/models/rulesmoduletexts.cpp" line="32" />
        <source>Scenes per hour</source>
        <translation>Szenen je Stunde</translation>
    </message>
    <message>
        <location filename="../app/models/rulesmoduletexts.cpp" line="33" />
        <source>Supplies used per hour</source>
        <translation>Verbrauchte Vorräte je Stunde</translation>
    </message>
    <message>
        <location filename="../app/models/rulesmoduletexts.cpp" line="34" />
        <source>Dice seed</source>
        <translation>Würfel-Startwert</translation>
    </message>
    <message>
        <location filename="../app/models/rulesmoduletexts.cpp" line="35" />
        <source>Mastery points (die ranks and regions)</source>
        <translation>Meisterschaftspunkte (Würfelränge und Regionen)</translation>
    </message>
    <message>
        <location filename="../app/models/rulesmoduletexts.cpp" line="36" />
        <source>Action points per turn</source>
        <translation>Aktionspunkte pro Zug</translation>
    </message>
    <message>
        <location filename="../app/models/rulesmoduletexts.cpp" line="37" />
        <source>Damage track</source>
        <translation>Schadensleiste</translation>
    </message>
    <message>
        <location filename="../app/models/rulesmoduletexts.cpp" line="38" />
        <source>Assume the maximum out of combat</source>
        <translation>Außerhalb des Kampfes das Maximum annehmen</translation>
    </message>
    <message>
        <location filename="../app/models/modulesettingview.cpp" line="18" />
        <source>hit points</source>
        <translation>Trefferpunkte</translation>
    </message>
    <message>
        <location filename="../app/models/modulesettingview.cpp" line="19" />
        <source>wounds</source>
        <translation>Wunden</translation>
    </message>
    <message>
        <location filename="../app/models/modulesettingview.cpp" line="20" />
        <source>From level</source>
        <translation>Ab Stufe</translation>
    </message>
    <message>
        <location filename="../app/models/modulesettingview.cpp" line="21" />
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <location filename="../app/models/modulesettingview.cpp" line="22" />
        <source>Die sides</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <location filename="../app/models/modulesettingview.cpp" line="23" />
        <source>Basic Rules v0.1 (2dW + level)</source>
        <translation>Grundregeln v0.1 (2dW + Stufe)</translation>
    </message>
    <message>
        <location filename="../app/models/modulesettingview.cpp" line="24" />
        <source>Orcus 1.0 (1dW + modifier)</source>
        <translation>Orcus 1.0 (1dW + Modifikator)</translation>
    </message>
    <message>
        <location filename="../app/models/modulesettingview.cpp" line="72" />
        <source>from level %1: %2d%3</source>
        <translation>ab Stufe %1: %2d%3</translation>
    </message>
    <message>
        <location filename="../app/models/modulesettingview.cpp" line="87" />
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <location filename="../app/models/modulesettingview.cpp" line="89" />
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <location filename="../app/models/modulesettingview.cpp" line="90" />
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location filename="../app/models/modulesettingview.cpp" line="106" />
        <source>Action Dice and Hero Tokens</source>
        <translation>Action Dice and Hero Tokens (Aktionswürfel und Heldenmarken)</translation>
    </message>
    <message>
        <location filename="../app/models/modulesettingview.cpp" line="109" />
        <source>Mastery Points, Die Ranks and Regions</source>
        <translation>Mastery Points, Die Ranks and Regions (Meisterschaftspunkte, Würfelränge und Regionen)</translation>
    </message>
    <message>
        <location filename="../app/models/modulesettingview.cpp" line="110" />
        <source>Segmented Action Points</source>
        <translation>Segmented Action Points (segmentierte Aktionspunkte)</translation>
    </message>
    <message>
        <location filename="../app/models/modulesettingview.cpp" line="111" />
        <source>Orcus Basic Rules</source>
        <translation>Orcus-Grundregeln</translation>
    </message>
    <message>
        <location filename="../app/models/modulesettingview.cpp" line="114" />
        <location filename="../app/models/modulesettingview.cpp" line="122" />
        <source>Battlemat's reading of the rules</source>
        <translation>Battlemats Lesart der Regeln</translation>
    </message>
    <message>
        <location filename="../app/models/modulesettingview.cpp" line="117" />
        <source>from the rules text %1</source>
        <translation>aus dem Regeltext %1</translation>
    </message>
    <message>
        <source>the rules text %1</source>
        <translation type="vanished">dem Regeltext %1</translation>
    </message>
    <message>
        <location filename="../app/models/modulesettingview.cpp" line="121" />
        <source>left open by the rules texts: Battlemat's default</source>
        <translation>von den Regeltexten offen gelassen: Battlemats Vorgabe</translation>
    </message>
</context>
<context>
    <name>RulesModulesDialog</name>
    <message>
        <location filename="../qml/RulesModulesDialog.qml" line="17" />
        <source>Rules modules</source>
        <translation>Regelmodule</translation>
    </message>
    <message>
        <location filename="../qml/RulesModulesDialog.qml" line="73" />
        <source>The campaign plays by one ruleset and any add-on modules. Each setting shows its default.</source>
        <translation>Die Kampagne spielt nach einem Regelwerk und beliebigen Zusatzmodulen. Jede Einstellung zeigt ihren Standardwert.</translation>
    </message>
    <message>
        <location filename="../qml/RulesModulesDialog.qml" line="110" />
        <source>Ruleset: %1</source>
        <translation>Regelwerk: %1</translation>
    </message>
    <message>
        <location filename="../qml/RulesModulesDialog.qml" line="154" />
        <source>Default: %1</source>
        <translation>Standard: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation type="vanished">keiner</translation>
    </message>
    <message>
        <location filename="../qml/RulesModulesDialog.qml" line="128" />
        <source>Default: %1 (%2)</source>
        <translation>Standard: %1 (%2)</translation>
    </message>
</context>
<context>
    <name>RulesModulesModel</name>
    <message>
        <location filename="../app/models/rulesmodulesmodel.cpp" line="134" />
        <source>%1: "%2" is not a value for %3</source>
        <translation>%1: „%2“ ist kein Wert für %3</translation>
    </message>
</context>
<context>
    <name>RulesTexts</name>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="18" />
        <source>AC</source>
        <translation>RK</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="20" />
        <source>Fortitude</source>
        <translation>Zähigkeit</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="22" />
        <source>Reflex</source>
        <translation>Reflex</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="24" />
        <source>Will</source>
        <translation>Wille</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="36" />
        <source>base %1</source>
        <translation>Grundwert %1</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="38" />
        <source>base</source>
        <translation>Grundwert</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="40" />
        <source>half level</source>
        <translation>halbe Stufe</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="46" />
        <source>not proficient with %1</source>
        <translation>ungeübt mit %1</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="48" />
        <source>other bonuses</source>
        <translation>sonstige Boni</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="50" />
        <source>stat block</source>
        <translation>Werteblock</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="62" />
        <source>acid</source>
        <translation>Säure</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="64" />
        <source>cold</source>
        <translation>Kälte</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="66" />
        <source>fire</source>
        <translation>Feuer</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="68" />
        <source>force</source>
        <translation>Energie</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="70" />
        <source>lightning</source>
        <translation>Blitz</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="72" />
        <source>necrotic</source>
        <translation>nekrotisch</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="74" />
        <source>poison</source>
        <translation>Gift</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="76" />
        <source>psychic</source>
        <translation>psychisch</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="78" />
        <source>radiant</source>
        <translation>gleißend</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="80" />
        <source>thunder</source>
        <translation>Donner</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="90" />
        <source>resist %1 %2</source>
        <translation>Resistenz %1 %2</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="96" />
        <source>immune %1</source>
        <translation>immun %1</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="98" />
        <source>weak %1 %2</source>
        <translation>verwundbar %1 %2</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="106" />
        <source>at-will</source>
        <translation>beliebig oft</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="108" />
        <source>encounter</source>
        <translation>Begegnung</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="110" />
        <source>daily</source>
        <translation>täglich</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="113" />
        <source>recharge %1</source>
        <translation>Aufladen %1</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="114" />
        <source>recharge %1-%2</source>
        <translation>Aufladen %1–%2</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="119" />
        <source>recharge if %1</source>
        <translation>Aufladen, wenn %1</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="128" />
        <source>standard action</source>
        <translation>Standardaktion</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="130" />
        <source>move action</source>
        <translation>Bewegungsaktion</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="132" />
        <source>swift action</source>
        <translation>schnelle Aktion</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="134" />
        <source>free action</source>
        <translation>freie Aktion</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="136" />
        <source>counter</source>
        <translation>Konter</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="138" />
        <source>reaction</source>
        <translation>Reaktion</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="140" />
        <source>opportunity action</source>
        <translation>Gelegenheitsaktion</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="142" />
        <source>no action</source>
        <translation>keine Aktion</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="151" />
        <source>until the end of the target's next turn</source>
        <translation>bis zum Ende des nächsten Zuges des Ziels</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="153" />
        <source>until the end of the user's next turn</source>
        <translation>bis zum Ende des nächsten Zuges des Anwenders</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="155" />
        <source>until the start of the target's next turn</source>
        <translation>bis zum Beginn des nächsten Zuges des Ziels</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="157" />
        <source>until the start of the user's next turn</source>
        <translation>bis zum Beginn des nächsten Zuges des Anwenders</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="159" />
        <source>save ends</source>
        <translation>bis Rettungswurf</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="161" />
        <source>until the end of the encounter</source>
        <translation>bis zum Ende der Begegnung</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="163" />
        <source>until it is resolved</source>
        <translation>bis es aufgehoben ist</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="172" />
        <source>tiny</source>
        <translation>winzig</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="174" />
        <source>small</source>
        <translation>klein</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="176" />
        <source>medium</source>
        <translation>mittelgroß</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="178" />
        <source>large</source>
        <translation>groß</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="180" />
        <source>huge</source>
        <translation>riesig</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="182" />
        <source>gargantuan</source>
        <translation>gigantisch</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="190" />
        <source>pp</source>
        <translation>PM</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="191" />
        <source>gp</source>
        <translation>GM</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="192" />
        <source>sp</source>
        <translation>SM</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="193" />
        <source>cp</source>
        <translation>KM</translation>
    </message>
    <message>
        <location filename="../app/texts/rulestexts.cpp" line="197" />
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>SaveFileDialog</name>
    <message>
        <location filename="../qml/SaveFileDialog.qml" line="69" />
        <source>Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <location filename="../qml/SaveFileDialog.qml" line="76" />
        <source>Folder: %1</source>
        <translation>Ordner: %1</translation>
    </message>
    <message>
        <location filename="../qml/SaveFileDialog.qml" line="122" />
        <source>No %1 files here yet</source>
        <translation>Noch keine %1-Dateien hier</translation>
    </message>
    <message>
        <location filename="../qml/SaveFileDialog.qml" line="131" />
        <source>File name:</source>
        <translation>Dateiname:</translation>
    </message>
    <message>
        <location filename="../qml/SaveFileDialog.qml" line="138" />
        <source>File name</source>
        <translation>Dateiname</translation>
    </message>
    <message>
        <location filename="../qml/SaveFileDialog.qml" line="148" />
        <source>Saves %1</source>
        <translation>Speichert %1</translation>
    </message>
    <message>
        <location filename="../qml/SaveFileDialog.qml" line="149" />
        <source>Type a name for the file</source>
        <translation>Gib einen Namen für die Datei ein</translation>
    </message>
    <message>
        <location filename="../qml/SaveFileDialog.qml" line="169" />
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../qml/SaveFileDialog.qml" line="176" />
        <location filename="../qml/SaveFileDialog.qml" line="209" />
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../qml/SaveFileDialog.qml" line="185" />
        <source>Replace the file?</source>
        <translation>Datei ersetzen?</translation>
    </message>
    <message>
        <location filename="../qml/SaveFileDialog.qml" line="193" />
        <source>“%1” already exists. Replacing it loses everything in it.</source>
        <translation>„%1“ existiert bereits. Beim Ersetzen geht ihr ganzer Inhalt verloren.</translation>
    </message>
    <message>
        <location filename="../qml/SaveFileDialog.qml" line="205" />
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
</context>
<context>
    <name>SecretDoorMarks</name>
    <message>
        <location filename="../qml/SecretDoorMarks.qml" line="37" />
        <source>S</source>
        <comment>secret door mark</comment>
        <translation>G</translation>
    </message>
</context>
<context>
    <name>SegmentClockModel</name>
    <message>
        <location filename="../app/models/segmentclockmodel.cpp" line="101" />
        <source>Start an encounter first: the segment clock counts its creatures' time.</source>
        <translation>Beginne zuerst eine Begegnung: Die Segmentuhr zählt die Zeit ihrer Kreaturen.</translation>
    </message>
</context>
<context>
    <name>SegmentClockPanel</name>
    <message>
        <location filename="../qml/SegmentClockPanel.qml" line="28" />
        <source>Segment clock, turn %1</source>
        <translation>Segmentuhr, Zug %1</translation>
    </message>
    <message>
        <location filename="../qml/SegmentClockPanel.qml" line="28" />
        <source>Segment clock</source>
        <translation>Segmentuhr</translation>
    </message>
    <message>
        <location filename="../qml/SegmentClockPanel.qml" line="69" />
        <source>Start the clock: every combatant gains 1 PAP and 1 SAP each segment, 12 segments a turn.</source>
        <translation>Starte die Uhr: Jeder Kämpfer erhält in jedem Segment 1 PAP und 1 SAP, 12 Segmente je Zug.</translation>
    </message>
    <message>
        <location filename="../qml/SegmentClockPanel.qml" line="70" />
        <source>Start an encounter, then the clock: every combatant gains 1 PAP and 1 SAP each segment.</source>
        <translation>Beginne eine Begegnung, dann die Uhr: Jeder Kämpfer erhält in jedem Segment 1 PAP und 1 SAP.</translation>
    </message>
    <message>
        <location filename="../qml/SegmentClockPanel.qml" line="82" />
        <source>The clock drives the fight: Next segment ends this segment's turns; actions are paid in PAP and SAP.</source>
        <translation>Die Uhr führt den Kampf: „Nächstes Segment“ beendet die Züge dieses Segments; Aktionen werden mit PAP und SAP bezahlt.</translation>
    </message>
    <message>
        <location filename="../qml/SegmentClockPanel.qml" line="106" />
        <source>%1 (aborted)</source>
        <translation>%1 (abgebrochen)</translation>
    </message>
    <message>
        <location filename="../qml/SegmentClockPanel.qml" line="107" />
        <source>%1 (sprinting, half DCV)</source>
        <translation>%1 (sprintet, halbe DCV)</translation>
    </message>
    <message>
        <location filename="../qml/SegmentClockPanel.qml" line="116" />
        <source>PAP %1 · SAP %2 · SPD %3</source>
        <extracomment>primary and secondary action points and the SPD characteristic</extracomment>
        <translation>PAP %1 · SAP %2 · SPD %3</translation>
    </message>
    <message>
        <location filename="../qml/SegmentClockPanel.qml" line="129" />
        <source>½ attack (%1)</source>
        <translation>½ Angriff (%1)</translation>
    </message>
    <message>
        <location filename="../qml/SegmentClockPanel.qml" line="131" />
        <source>½ action (%1)</source>
        <translation>½ Aktion (%1)</translation>
    </message>
    <message>
        <location filename="../qml/SegmentClockPanel.qml" line="133" />
        <source>full phase (%1)</source>
        <translation>volle Phase (%1)</translation>
    </message>
    <message>
        <location filename="../qml/SegmentClockPanel.qml" line="134" />
        <source>Can afford: %1</source>
        <translation>Bezahlbar: %1</translation>
    </message>
    <message>
        <location filename="../qml/SegmentClockPanel.qml" line="135" />
        <source>Can afford nothing yet (½ phase costs %1)</source>
        <translation>Noch nichts bezahlbar (½ Phase kostet %1)</translation>
    </message>
    <message>
        <location filename="../qml/SegmentClockPanel.qml" line="144" />
        <source>½ phase attack</source>
        <translation>Angriff (½ Phase)</translation>
    </message>
    <message>
        <location filename="../qml/SegmentClockPanel.qml" line="149" />
        <source>½ phase action</source>
        <translation>Aktion (½ Phase)</translation>
    </message>
    <message>
        <location filename="../qml/SegmentClockPanel.qml" line="154" />
        <source>Full phase action</source>
        <translation>Aktion (volle Phase)</translation>
    </message>
    <message>
        <location filename="../qml/SegmentClockPanel.qml" line="162" />
        <source>Move</source>
        <translation>Bewegen</translation>
    </message>
    <message>
        <location filename="../qml/SegmentClockPanel.qml" line="162" />
        <source>Move (drag the token)</source>
        <translation>Bewegen (Spielfigur ziehen)</translation>
    </message>
    <message>
        <location filename="../qml/SegmentClockPanel.qml" line="167" />
        <source>Sprint this segment (double, half DCV)</source>
        <translation>In diesem Segment sprinten (doppelt, halbe DCV)</translation>
    </message>
    <message>
        <location filename="../qml/SegmentClockPanel.qml" line="168" />
        <source>Sprint (double, half DCV)</source>
        <translation>Sprinten (doppelt, halbe DCV)</translation>
    </message>
    <message>
        <location filename="../qml/SegmentClockPanel.qml" line="173" />
        <source>Abort to a defensive action (+2 defenses)</source>
        <translation>Abbrechen zu einer Verteidigungsaktion (+2 Verteidigungen)</translation>
    </message>
    <message>
        <location filename="../qml/SegmentClockPanel.qml" line="174" />
        <source>Abort to a defensive action</source>
        <translation>Abbrechen zu einer Verteidigungsaktion</translation>
    </message>
    <message>
        <location filename="../qml/SegmentClockPanel.qml" line="180" />
        <source>Stunned (points to 0)</source>
        <translation>Betäubt (Punkte auf 0)</translation>
    </message>
    <message>
        <location filename="../qml/SegmentClockPanel.qml" line="184" />
        <source>Knocked out (points to 0)</source>
        <translation>Bewusstlos (Punkte auf 0)</translation>
    </message>
    <message>
        <location filename="../qml/SegmentClockPanel.qml" line="201" />
        <source>Start clock</source>
        <translation>Uhr starten</translation>
    </message>
    <message>
        <location filename="../qml/SegmentClockPanel.qml" line="208" />
        <source>Next segment</source>
        <translation>Nächstes Segment</translation>
    </message>
    <message>
        <location filename="../qml/SegmentClockPanel.qml" line="214" />
        <source>End clock</source>
        <translation>Uhr beenden</translation>
    </message>
</context>
<context>
    <name>SheetPagePainter</name>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="73" />
        <source>Senses and resistances</source>
        <translation>Sinne und Resistenzen</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="74" />
        <source>normal (as a human)</source>
        <translation>normal (wie ein Mensch)</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="78" />
        <source>Senses</source>
        <translation>Sinne</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="78" />
        <source>Resistances</source>
        <translation>Resistenzen</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="78" />
        <location filename="../app/print/sheetpagepainter.cpp" line="85" />
        <location filename="../app/print/sheetpagepainter.cpp" line="115" />
        <location filename="../app/print/sheetpagepainter.cpp" line="133" />
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="81" />
        <location filename="../app/print/sheetpagepainter.cpp" line="83" />
        <source>Armor</source>
        <translation>Rüstung</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="84" />
        <source> (not proficient)</source>
        <translation> (nicht geübt)</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="85" />
        <source>Shield</source>
        <translation>Schild</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="86" />
        <source>Armor check penalty</source>
        <translation>Rüstungsmalus</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="89" />
        <source>Carrying capacity</source>
        <translation>Tragfähigkeit</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="91" />
        <source>Medium load</source>
        <translation>Mittlere Last</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="91" />
        <location filename="../app/print/sheetpagepainter.cpp" line="92" />
        <location filename="../app/print/sheetpagepainter.cpp" line="93" />
        <location filename="../app/print/sheetpagepainter.cpp" line="101" />
        <source>%1 lb</source>
        <translation>%1 Pfund</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="92" />
        <source>Heavy load (slowed)</source>
        <translation>Schwere Last (verlangsamt)</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="93" />
        <source>Push or drag (slowed)</source>
        <translation>Schieben oder Ziehen (verlangsamt)</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="97" />
        <source>Coins and load</source>
        <translation>Münzen und Last</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="99" />
        <source>Coins</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="100" />
        <source>Worth</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="100" />
        <source>%1 gp</source>
        <translation>%1 GM</translation>
    </message>
    <message>
        <source>Gear and coins weigh</source>
        <translation type="vanished">Ausrüstung und Münzen wiegen</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="28" />
        <source>Action dice</source>
        <translation>Aktionswürfel</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="30" />
        <source>Hero tokens</source>
        <translation>Heldenmarken</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="32" />
        <source>+2 AC boost (rounds left)</source>
        <translation>+2 RK (Runden übrig)</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="101" />
        <source>Everything carried weighs</source>
        <translation>Alles Getragene wiegt</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="117" />
        <source>Powers (cards on the following pages)</source>
        <translation>Kräfte (Karten auf den folgenden Seiten)</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="132" />
        <source>Gear</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="135" />
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="144" />
        <source>XP %1</source>
        <translation>EP %1</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="146" />
        <source> (next level at %1)</source>
        <translation> (nächste Stufe bei %1)</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="147" />
        <source>Player: %1</source>
        <translation>Spieler: %1</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="148" />
        <source>Level %1</source>
        <translation>Stufe %1</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="153" />
        <source>Speed %1</source>
        <translation>Bewegungsrate %1</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="165" />
        <source>Abilities (score, modifier, check)</source>
        <translation>Attribute (Wert, Modifikator, Probe)</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="167" />
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="167" />
        <source>Constitution</source>
        <translation>Konstitution</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="167" />
        <source>Dexterity</source>
        <translation>Geschicklichkeit</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="168" />
        <source>Intelligence</source>
        <translation>Intelligenz</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="168" />
        <source>Wisdom</source>
        <translation>Weisheit</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="168" />
        <source>Charisma</source>
        <translation>Charisma</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="186" />
        <source>Defenses</source>
        <translation>Verteidigungen</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="202" />
        <source>Hit points and actions</source>
        <translation>Trefferpunkte und Aktionen</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="205" />
        <source>Maximum HP</source>
        <translation>Maximale TP</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="206" />
        <source>Current HP</source>
        <translation>Aktuelle TP</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="207" />
        <source>Staggered at</source>
        <translation>Angeschlagen bei</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="208" />
        <source>Recoveries</source>
        <translation>Erholungen</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="208" />
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="209" />
        <source>Recovery value</source>
        <translation>Erholungswert</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="210" />
        <source>Action points</source>
        <translation>Aktionspunkte</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="211" />
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="212" />
        <source>Speed</source>
        <translation>Bewegungsrate</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="212" />
        <source>%1 squares</source>
        <translation>%1 Felder</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="218" />
        <source>Skills (● trained, * armor check penalty)</source>
        <translation>Fertigkeiten (● ausgebildet, * Rüstungsmalus)</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="235" />
        <source>Passive Perception %1   ·   Passive Insight %2</source>
        <translation>Passive Wahrnehmung %1   ·   Passive Menschenkenntnis %2</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="246" />
        <source>Weapons (basic attacks, rules %1)</source>
        <translation>Waffen (Grundangriffe, Regeln %1)</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="293" />
        <source>Rules modules</source>
        <translation>Regelmodule</translation>
    </message>
    <message>
        <source>Weapons (basic attacks)</source>
        <translation type="vanished">Waffen (Grundangriffe)</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="248" />
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="248" />
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="248" />
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="248" />
        <source>Range</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="248" />
        <source>Critical</source>
        <translation>Kritisch</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="248" />
        <source>Properties</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="261" />
        <source> (wielded)</source>
        <translation> (geführt)</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="264" />
        <source>proficient +%1</source>
        <translation>geübt +%1</translation>
    </message>
    <message>
        <location filename="../app/print/sheetpagepainter.cpp" line="265" />
        <source>not proficient</source>
        <translation>nicht geübt</translation>
    </message>
</context>
<context>
    <name>SheetTexts</name>
    <message>
        <location filename="../app/texts/sheettexts.cpp" line="11" />
        <source>Acrobatics</source>
        <translation>Akrobatik</translation>
    </message>
    <message>
        <location filename="../app/texts/sheettexts.cpp" line="12" />
        <source>Arcana</source>
        <translation>Arkanes Wissen</translation>
    </message>
    <message>
        <location filename="../app/texts/sheettexts.cpp" line="13" />
        <source>Athletics</source>
        <translation>Athletik</translation>
    </message>
    <message>
        <location filename="../app/texts/sheettexts.cpp" line="14" />
        <source>Bluff</source>
        <translation>Bluffen</translation>
    </message>
    <message>
        <location filename="../app/texts/sheettexts.cpp" line="15" />
        <source>Diplomacy</source>
        <translation>Diplomatie</translation>
    </message>
    <message>
        <location filename="../app/texts/sheettexts.cpp" line="16" />
        <source>Dungeoneering</source>
        <translation>Gewölbekunde</translation>
    </message>
    <message>
        <location filename="../app/texts/sheettexts.cpp" line="17" />
        <source>Endure</source>
        <translation>Durchhalten</translation>
    </message>
    <message>
        <location filename="../app/texts/sheettexts.cpp" line="18" />
        <source>Heal</source>
        <translation>Heilkunde</translation>
    </message>
    <message>
        <location filename="../app/texts/sheettexts.cpp" line="19" />
        <source>History</source>
        <translation>Geschichte</translation>
    </message>
    <message>
        <location filename="../app/texts/sheettexts.cpp" line="20" />
        <source>Insight</source>
        <translation>Motiv erkennen</translation>
    </message>
    <message>
        <location filename="../app/texts/sheettexts.cpp" line="21" />
        <source>Intimidate</source>
        <translation>Einschüchtern</translation>
    </message>
    <message>
        <location filename="../app/texts/sheettexts.cpp" line="22" />
        <source>Nature</source>
        <translation>Naturkunde</translation>
    </message>
    <message>
        <location filename="../app/texts/sheettexts.cpp" line="23" />
        <source>Perception</source>
        <translation>Wahrnehmung</translation>
    </message>
    <message>
        <location filename="../app/texts/sheettexts.cpp" line="24" />
        <source>Religion</source>
        <translation>Religion</translation>
    </message>
    <message>
        <location filename="../app/texts/sheettexts.cpp" line="25" />
        <source>Sleight of Hand</source>
        <translation>Fingerfertigkeit</translation>
    </message>
    <message>
        <location filename="../app/texts/sheettexts.cpp" line="26" />
        <source>Stealth</source>
        <translation>Heimlichkeit</translation>
    </message>
    <message>
        <location filename="../app/texts/sheettexts.cpp" line="27" />
        <source>Streetwise</source>
        <translation>Gassenwissen</translation>
    </message>
    <message>
        <location filename="../app/texts/sheettexts.cpp" line="28" />
        <source>Str</source>
        <translation>ST</translation>
    </message>
    <message>
        <location filename="../app/texts/sheettexts.cpp" line="29" />
        <source>Con</source>
        <translation>KO</translation>
    </message>
    <message>
        <location filename="../app/texts/sheettexts.cpp" line="30" />
        <source>Dex</source>
        <translation>GE</translation>
    </message>
    <message>
        <location filename="../app/texts/sheettexts.cpp" line="31" />
        <source>Int</source>
        <translation>IN</translation>
    </message>
    <message>
        <location filename="../app/texts/sheettexts.cpp" line="32" />
        <source>Wis</source>
        <translation>WE</translation>
    </message>
    <message>
        <location filename="../app/texts/sheettexts.cpp" line="33" />
        <source>Cha</source>
        <translation>CH</translation>
    </message>
</context>
<context>
    <name>ShortcutText</name>
    <message>
        <location filename="../qml/ShortcutText.qml" line="8" />
        <source>Ctrl</source>
        <translation>Strg</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutText.qml" line="9" />
        <source>Shift</source>
        <translation>Umschalt</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutText.qml" line="10" />
        <source>Alt</source>
        <translation>Alt</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutText.qml" line="11" />
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutText.qml" line="12" />
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="21" />
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="53" />
        <source>Arrow keys</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="53" />
        <source>Map › Pan</source>
        <translation>Karte › Verschieben</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="54" />
        <location filename="../qml/ShortcutsDialog.qml" line="58" />
        <location filename="../qml/ShortcutsDialog.qml" line="59" />
        <source>+drag</source>
        <translation>+Ziehen</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="54" />
        <source>Map › Pan (or drag with the middle button)</source>
        <translation>Karte › Verschieben (oder mit der mittleren Taste ziehen)</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="55" />
        <source>+ / -, wheel</source>
        <translation>+ / -, Mausrad</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="55" />
        <source>Map › Zoom in / out</source>
        <translation>Karte › Vergrößern / Verkleinern</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="56" />
        <source>Map › Fit the map to the view</source>
        <translation>Karte › Ganze Karte zeigen</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="57" />
        <source>Drag a token</source>
        <translation>Spielfigur ziehen</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="57" />
        <source>Map › Move along the cheapest path</source>
        <translation>Karte › Auf dem günstigsten Weg bewegen</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="58" />
        <source>Map › Move along the safest path (fewest opportunity attacks)</source>
        <translation>Karte › Auf dem sichersten Weg bewegen (wenigste Gelegenheitsangriffe)</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="59" />
        <source>Map › Step</source>
        <translation>Karte › Schritt</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="60" />
        <location filename="../qml/ShortcutsDialog.qml" line="61" />
        <source>+click</source>
        <translation>+Klick</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="60" />
        <source>Map › Roll the previewed attack on the pointed-at target</source>
        <translation>Karte › Den angezeigten Angriff auf das Ziel unter dem Zeiger würfeln</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="61" />
        <source>Map › Lay the next square of a wall power</source>
        <translation>Karte › Das nächste Feld einer Wall-Kraft legen</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="62" />
        <source>Right-click</source>
        <translation>Rechtsklick</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="62" />
        <source>Map › The token's menu; while measuring, take the last square back</source>
        <translation>Karte › Menü der Spielfigur; beim Messen das letzte Feld zurücknehmen</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="63" />
        <source>Players' window › Full screen</source>
        <translation>Spielerfenster › Vollbild</translation>
    </message>
</context>
<context>
    <name>SimulationBars</name>
    <message numerus="yes">
        <location filename="../qml/SimulationBars.qml" line="38" />
        <source>%1: %n fight(s)</source>
        <translation>
            <numerusform>%1: %n Kampf</numerusform>
            <numerusform>%1: %n Kämpfe</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SimulationChanges</name>
    <message numerus="yes">
        <location filename="../qml/SimulationChanges.qml" line="26" />
        <source>Which single change moves the odds most (%n fight(s) each)</source>
        <translation>
            <numerusform>Welche einzelne Änderung die Chancen am stärksten verschiebt (je %n Kampf)</numerusform>
            <numerusform>Welche einzelne Änderung die Chancen am stärksten verschiebt (je %n Kämpfe)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/SimulationChanges.qml" line="33" />
        <source>No single change moves the party's odds by a point or more.</source>
        <translation>Keine einzelne Änderung verschiebt die Chancen der Gruppe um einen Punkt oder mehr.</translation>
    </message>
    <message>
        <location filename="../qml/SimulationChanges.qml" line="38" />
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <location filename="../qml/SimulationChanges.qml" line="43" />
        <source>Party wins</source>
        <translation>Gruppe gewinnt</translation>
    </message>
    <message>
        <location filename="../qml/SimulationChanges.qml" line="49" />
        <source>Shift (points)</source>
        <translation>Verschiebung (Punkte)</translation>
    </message>
</context>
<context>
    <name>SimulationDialog</name>
    <message>
        <location filename="../qml/SimulationDialog.qml" line="16" />
        <source>Simulate from here</source>
        <translation>Ab hier simulieren</translation>
    </message>
    <message>
        <location filename="../qml/SimulationDialog.qml" line="30" />
        <source>The engine plays both sides to the end of the fight (heroes cautious, monsters brute), starting from the current turn. Nothing at the table changes.</source>
        <translation>Das Programm spielt beide Seiten bis zum Ende des Kampfes (Helden vorsichtig, Monster draufgängerisch), ab dem aktuellen Zug. Am Tisch ändert sich nichts.</translation>
    </message>
    <message>
        <location filename="../qml/SimulationDialog.qml" line="57" />
        <source>Fights:</source>
        <translation>Kämpfe:</translation>
    </message>
    <message>
        <location filename="../qml/SimulationDialog.qml" line="71" />
        <source>Simulate</source>
        <translation>Simulieren</translation>
    </message>
    <message>
        <location filename="../qml/SimulationDialog.qml" line="77" />
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../qml/SimulationDialog.qml" line="110" />
        <source>%1: %2 (95% interval %3 to %4)</source>
        <translation>%1: %2 (95-%-Intervall %3 bis %4)</translation>
    </message>
    <message>
        <location filename="../qml/SimulationDialog.qml" line="137" />
        <source>Not simulated: left to the table</source>
        <translation>Nicht simuliert: dem Tisch überlassen</translation>
    </message>
    <message>
        <location filename="../qml/SimulationDialog.qml" line="145" />
        <source>Nothing: the engine plays every power of these stat blocks.</source>
        <translation>Nichts: Das Programm spielt jede Kraft dieser Spielwerteblöcke.</translation>
    </message>
    <message>
        <location filename="../qml/SimulationDialog.qml" line="150" />
        <source>Round in which the fight ended</source>
        <translation>Runde, in der der Kampf endete</translation>
    </message>
    <message>
        <location filename="../qml/SimulationDialog.qml" line="157" />
        <source>The party's hit points left</source>
        <translation>Verbleibende Trefferpunkte der Gruppe</translation>
    </message>
</context>
<context>
    <name>SimulationRisks</name>
    <message>
        <location filename="../qml/SimulationRisks.qml" line="17" />
        <source>Hero</source>
        <translation>Held</translation>
    </message>
    <message>
        <location filename="../qml/SimulationRisks.qml" line="22" />
        <source>Drops to 0 HP</source>
        <translation>Fällt auf 0 TP</translation>
    </message>
    <message>
        <location filename="../qml/SimulationRisks.qml" line="28" />
        <source>Dies</source>
        <translation>Stirbt</translation>
    </message>
</context>
<context>
    <name>SimulationSpending</name>
    <message>
        <location filename="../qml/SimulationSpending.qml" line="22" />
        <source>Per fight</source>
        <translation>Pro Kampf</translation>
    </message>
    <message>
        <location filename="../qml/SimulationSpending.qml" line="27" />
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <location filename="../qml/SimulationSpending.qml" line="33" />
        <source>95% interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <location filename="../qml/SimulationSpending.qml" line="58" />
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
</context>
<context>
    <name>TargetingPreview</name>
    <message>
        <location filename="../app/models/targetingattack.cpp" line="22" />
        <source>target off-guard</source>
        <translation>Ziel ungeschützt</translation>
    </message>
    <message>
        <location filename="../app/models/targetingattack.cpp" line="23" />
        <source>attacker prone</source>
        <translation>Angreifer liegend</translation>
    </message>
    <message>
        <location filename="../app/models/targetingattack.cpp" line="24" />
        <source>attacker restrained</source>
        <translation>Angreifer festgehalten</translation>
    </message>
    <message>
        <location filename="../app/models/targetingattack.cpp" line="25" />
        <source>attacker rattled</source>
        <translation>Angreifer erschüttert</translation>
    </message>
    <message>
        <location filename="../app/models/targetingattack.cpp" line="26" />
        <source>attacker ran</source>
        <translation>Angreifer ist gerannt</translation>
    </message>
    <message>
        <location filename="../app/models/targetingattack.cpp" line="27" />
        <source>attacker in an aura</source>
        <translation>Angreifer in einer Aura</translation>
    </message>
    <message>
        <location filename="../app/models/targetingattack.cpp" line="28" />
        <source>power bonus</source>
        <translation>Kraftbonus</translation>
    </message>
    <message>
        <location filename="../app/models/targetingattack.cpp" line="29" />
        <source>charge</source>
        <translation>Sturmangriff</translation>
    </message>
    <message>
        <location filename="../app/models/targetingattack.cpp" line="30" />
        <source>marked by another</source>
        <translation>von einem anderen markiert</translation>
    </message>
    <message>
        <location filename="../app/models/targetingattack.cpp" line="31" />
        <source>cover</source>
        <translation>Deckung</translation>
    </message>
    <message>
        <location filename="../app/models/targetingattack.cpp" line="32" />
        <source>three-quarters cover</source>
        <translation>Dreivierteldeckung</translation>
    </message>
    <message>
        <location filename="../app/models/targetingattack.cpp" line="33" />
        <source>concealment</source>
        <translation>Tarnung</translation>
    </message>
    <message>
        <location filename="../app/models/targetingattack.cpp" line="34" />
        <source>total concealment</source>
        <translation>volle Tarnung</translation>
    </message>
    <message>
        <location filename="../app/models/targetingattack.cpp" line="35" />
        <source>long range</source>
        <translation>weite Reichweite</translation>
    </message>
    <message>
        <location filename="../app/models/targetingattack.cpp" line="36" />
        <source>target prone (ranged)</source>
        <translation>Ziel liegend (Fernkampf)</translation>
    </message>
    <message>
        <location filename="../app/models/targetingattack.cpp" line="251" />
        <source>AC</source>
        <translation>RK</translation>
    </message>
    <message>
        <location filename="../app/models/targetingattack.cpp" line="254" />
        <source>Fortitude</source>
        <translation>Zähigkeit</translation>
    </message>
    <message>
        <location filename="../app/models/targetingattack.cpp" line="257" />
        <source>Reflex</source>
        <translation>Reflex</translation>
    </message>
    <message>
        <location filename="../app/models/targetingattack.cpp" line="260" />
        <source>Will</source>
        <translation>Wille</translation>
    </message>
    <message>
        <location filename="../app/models/targetingattack.cpp" line="264" />
        <source>attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../app/models/targetingattack.cpp" line="290" />
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../app/models/targetingattack.cpp" line="320" />
        <source>Nothing to roll: hover a target the chosen power can reach</source>
        <translation>Nichts zu würfeln: zeige auf ein Ziel, das die gewählte Kraft erreicht</translation>
    </message>
    <message>
        <location filename="../app/models/targetingpreview.cpp" line="170" />
        <source>Total cover: cannot be targeted</source>
        <translation>Volle Deckung: kein Ziel möglich</translation>
    </message>
    <message>
        <location filename="../app/models/targetingpreview.cpp" line="172" />
        <source>Three-quarters cover (%1)</source>
        <translation>Dreivierteldeckung (%1)</translation>
    </message>
    <message>
        <location filename="../app/models/targetingpreview.cpp" line="174" />
        <source>Cover (%1)</source>
        <translation>Deckung (%1)</translation>
    </message>
    <message>
        <location filename="../app/models/targetingpreview.cpp" line="176" />
        <source>No cover</source>
        <translation>Keine Deckung</translation>
    </message>
    <message>
        <location filename="../app/models/targetingpreview.cpp" line="179" />
        <source>total concealment (%1)</source>
        <translation>volle Tarnung (%1)</translation>
    </message>
    <message>
        <location filename="../app/models/targetingpreview.cpp" line="181" />
        <source>concealment (%1)</source>
        <translation>Tarnung (%1)</translation>
    </message>
    <message>
        <location filename="../app/models/targetingpreview.cpp" line="183" />
        <source>no concealment</source>
        <translation>keine Tarnung</translation>
    </message>
    <message>
        <location filename="../app/models/targetingpreview.cpp" line="184" />
        <source>line of sight</source>
        <translation>Sichtlinie</translation>
    </message>
    <message>
        <location filename="../app/models/targetingpreview.cpp" line="184" />
        <source>no line of sight</source>
        <translation>keine Sichtlinie</translation>
    </message>
    <message>
        <location filename="../app/models/targetingpreview.cpp" line="185" />
        <source>range %1</source>
        <translation>Reichweite %1</translation>
    </message>
    <message>
        <location filename="../app/models/targetingpreview.cpp" line="186" />
        <source>%1 · %2 · %3 · %4</source>
        <translation>%1 · %2 · %3 · %4</translation>
    </message>
    <message>
        <location filename="../app/models/targetingpreview.cpp" line="188" />
        <source> · flanking</source>
        <translation> · flankiert</translation>
    </message>
    <message>
        <location filename="../app/models/targetingpreview.cpp" line="196" />
        <source>%1 (%2 vs %3 %4): hit %5%, critical %6%, expected damage %7, drop %8%</source>
        <translation>%1 (%2 gegen %3 %4): Treffer %5 %, kritisch %6 %, erwarteter Schaden %7, niedergestreckt %8 %</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/targetingwall.cpp" line="66" />
        <source>The wall has its %n square(s); Shift+click a laid square to take it back</source>
        <translation>
            <numerusform>Die Wand hat ihr %n Feld; Umschalt+Klick auf ein gelegtes Feld nimmt es zurück</numerusform>
            <numerusform>Die Wand hat ihre %n Felder; Umschalt+Klick auf ein gelegtes Feld nimmt es zurück</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/models/targetingwall.cpp" line="77" />
        <source>Not there: %1</source>
        <translation>Nicht dort: %1</translation>
    </message>
    <message>
        <location filename="../app/models/targetingwall.cpp" line="85" />
        <source>Wall: %1 of %2 squares; Shift+click the next</source>
        <translation>Wand: %1 von %2 Feldern; Umschalt+Klick auf das nächste</translation>
    </message>
    <message>
        <location filename="../app/models/targetingwall.cpp" line="87" />
        <source>Wall laid: hover a creature in it for the odds, Ctrl+click to roll</source>
        <translation>Wand gelegt: eine Kreatur darin überfahren zeigt die Chancen, Strg+Klick würfelt</translation>
    </message>
</context>
<context>
    <name>TemplateEditDialog</name>
    <message>
        <location filename="../qml/TemplateEditDialog.qml" line="22" />
        <source>Edit the template %1</source>
        <translation>Vorlage %1 ändern</translation>
    </message>
    <message>
        <location filename="../qml/TemplateEditDialog.qml" line="40" />
        <source>Each line as the book prints it, in the book's words (fly 6 (hover); +2 Fortitude; necrotic 10). An empty line is taken out.</source>
        <translation>Jede Zeile, wie das Buch sie druckt, in den Worten des Buchs (englisch: fly 6 (hover); +2 Fortitude; necrotic 10). Eine leere Zeile wird entfernt.</translation>
    </message>
    <message>
        <location filename="../qml/TemplateEditDialog.qml" line="89" />
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../qml/TemplateEditDialog.qml" line="105" />
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>TokenActions</name>
    <message>
        <location filename="../app/models/tokenactions.cpp" line="55" />
        <source>Rolled healing is for a running encounter; outside one enter the amount.</source>
        <translation>Gewürfelte Heilung gibt es in einer laufenden Begegnung; außerhalb gib den Betrag ein.</translation>
    </message>
    <message>
        <location filename="../app/models/tokenactions.cpp" line="65" />
        <source>No table is open.</source>
        <translation>Kein Spieltisch ist geöffnet.</translation>
    </message>
    <message>
        <location filename="../app/models/tokenactions.cpp" line="67" />
        <source>Enter an amount of 1 or more.</source>
        <translation>Gib eine Menge von mindestens 1 ein.</translation>
    </message>
    <message>
        <location filename="../app/models/tokenactions.cpp" line="83" />
        <source>No map is open.</source>
        <translation>Keine Karte geöffnet.</translation>
    </message>
    <message>
        <location filename="../app/models/tokenactions.cpp" line="86" />
        <source>This creature's hit points are not tracked: set them first.</source>
        <translation>Die Trefferpunkte dieser Kreatur werden nicht geführt: setze sie zuerst.</translation>
    </message>
    <message>
        <location filename="../app/models/tokenactions.cpp" line="88" />
        <source>Temporary hit points last for an encounter: start one first.</source>
        <translation>Temporäre Trefferpunkte gelten für eine Begegnung: starte zuerst eine.</translation>
    </message>
    <message>
        <location filename="../app/models/tokenactions.cpp" line="98" />
        <source>Conditions with a duration are tracked in an encounter: start one first.</source>
        <translation>Zustände mit Dauer werden in einer Begegnung geführt: starte zuerst eine.</translation>
    </message>
    <message>
        <location filename="../app/models/tokenactions.cpp" line="110" />
        <source>No encounter is running.</source>
        <translation>Es läuft keine Begegnung.</translation>
    </message>
    <message>
        <location filename="../app/models/tokenactions.cpp" line="140" />
        <source>standard</source>
        <translation>Standardaktion</translation>
    </message>
    <message>
        <location filename="../app/models/tokenactions.cpp" line="143" />
        <source>move</source>
        <translation>Bewegungsaktion</translation>
    </message>
    <message>
        <location filename="../app/models/tokenactions.cpp" line="146" />
        <source>swift</source>
        <translation>schnelle Aktion</translation>
    </message>
    <message>
        <location filename="../app/models/tokenactions.cpp" line="149" />
        <source>free</source>
        <translation>freie Aktion</translation>
    </message>
    <message>
        <location filename="../app/models/tokenactions.cpp" line="152" />
        <source>immediate</source>
        <translation>sofortige Aktion</translation>
    </message>
    <message>
        <location filename="../app/models/tokenactions.cpp" line="157" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/models/tokenactions.cpp" line="165" />
        <source>Powers are used in a running encounter: start one first.</source>
        <translation>Kräfte werden in einer laufenden Begegnung eingesetzt: starte zuerst eine.</translation>
    </message>
    <message>
        <location filename="../app/models/tokenlights.cpp" line="22" />
        <source>free action</source>
        <translation>freie Aktion</translation>
    </message>
    <message>
        <location filename="../app/models/tokenlights.cpp" line="22" />
        <source>swift action</source>
        <translation>schnelle Aktion</translation>
    </message>
    <message>
        <location filename="../app/models/tokenlights.cpp" line="48" />
        <source>Light a %1 (%2)</source>
        <translation>%1 anzünden (%2)</translation>
    </message>
    <message>
        <location filename="../app/models/tokenlights.cpp" line="53" />
        <source>Drop the %1 (%2)</source>
        <translation>%1 fallen lassen (%2)</translation>
    </message>
    <message>
        <location filename="../app/models/tokenlights.cpp" line="64" />
        <source>Pick up the %1 at %2,%3 (%4)</source>
        <translation>%1 bei %2,%3 aufheben (%4)</translation>
    </message>
    <message>
        <location filename="../app/models/tokenlights.cpp" line="77" />
        <source>Lights are taken up in a running encounter: start one first.</source>
        <translation>Lichter werden in einem laufenden Kampf aufgenommen: zuerst einen beginnen.</translation>
    </message>
</context>
<context>
    <name>TokenItem</name>
    <message>
        <location filename="../qml/TokenItem.qml" line="169" />
        <source>dying</source>
        <translation>sterbend</translation>
    </message>
    <message>
        <location filename="../qml/TokenItem.qml" line="201" />
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <location filename="../qml/TokenItem.qml" line="242" />
        <source>%1d%2</source>
        <extracomment>dice left in a hero's action dice pool and their type: "3d4"</extracomment>
        <translation>%1d%2</translation>
    </message>
    <message>
        <location filename="../qml/TokenItem.qml" line="262" />
        <source>+2 AC (%1)</source>
        <extracomment>a running +2 AC boost bought with an action die on a token; %1 the rounds it still lasts</extracomment>
        <translation>+2 RK (%1)</translation>
    </message>
    <message>
        <location filename="../qml/TokenItem.qml" line="311" />
        <source>%1 (hidden)</source>
        <translation>%1 (verborgen)</translation>
    </message>
</context>
<context>
    <name>TokenMenu</name>
    <message>
        <location filename="../qml/TokenMenu.qml" line="66" />
        <source>Damage…</source>
        <translation>Schaden …</translation>
    </message>
    <message>
        <location filename="../qml/TokenMenu.qml" line="70" />
        <source>Heal…</source>
        <translation>Heilen …</translation>
    </message>
    <message>
        <location filename="../qml/TokenMenu.qml" line="74" />
        <source>Temporary hit points…</source>
        <translation>Temporäre Trefferpunkte …</translation>
    </message>
    <message>
        <location filename="../qml/TokenMenu.qml" line="79" />
        <source>Set hit points…</source>
        <translation>Trefferpunkte setzen …</translation>
    </message>
    <message>
        <location filename="../qml/TokenMenu.qml" line="116" />
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <location filename="../qml/TokenMenu.qml" line="144" />
        <source>Add condition…</source>
        <translation>Zustand hinzufügen …</translation>
    </message>
    <message>
        <location filename="../qml/TokenMenu.qml" line="150" />
        <source>Remove condition</source>
        <translation>Zustand entfernen</translation>
    </message>
    <message>
        <location filename="../qml/TokenMenu.qml" line="168" />
        <source>Portrait</source>
        <translation>Porträt</translation>
    </message>
    <message>
        <location filename="../qml/TokenMenu.qml" line="171" />
        <source>Choose picture…</source>
        <translation>Bild wählen…</translation>
    </message>
    <message>
        <location filename="../qml/TokenMenu.qml" line="180" />
        <source>Remove portrait</source>
        <translation>Porträt entfernen</translation>
    </message>
    <message>
        <location filename="../qml/TokenMenu.qml" line="187" />
        <source>Show to players</source>
        <translation>Den Spielern zeigen</translation>
    </message>
    <message>
        <location filename="../qml/TokenMenu.qml" line="187" />
        <source>Hide from players</source>
        <translation>Vor den Spielern verbergen</translation>
    </message>
    <message>
        <location filename="../qml/TokenMenu.qml" line="191" />
        <source>Open character sheet</source>
        <translation>Charakterbogen öffnen</translation>
    </message>
    <message>
        <location filename="../qml/TokenMenu.qml" line="196" />
        <source>Centre view here</source>
        <translation>Ansicht hierher zentrieren</translation>
    </message>
    <message>
        <location filename="../qml/TokenMenu.qml" line="200" />
        <source>Remove from map</source>
        <translation>Von der Karte entfernen</translation>
    </message>
    <message>
        <location filename="../qml/TokenMenu.qml" line="217" />
        <source>Action dice (%1d%2)</source>
        <translation>Aktionswürfel (%1d%2)</translation>
    </message>
    <message>
        <location filename="../qml/TokenMenu.qml" line="241" />
        <source>+2 AC for 1d%1 rounds</source>
        <extracomment>spend an action die: +2 AC for as many rounds as the die shows</extracomment>
        <translation>+2 RK für 1d%1 Runden</translation>
    </message>
    <message>
        <location filename="../qml/TokenMenu.qml" line="246" />
        <source>Heal 1d%1 hit points</source>
        <translation>1d%1 Trefferpunkte heilen</translation>
    </message>
    <message>
        <location filename="../qml/TokenMenu.qml" line="251" />
        <source>Become stable</source>
        <translation>Stabil werden</translation>
    </message>
    <message>
        <location filename="../qml/TokenMenu.qml" line="256" />
        <source>Extra move action</source>
        <translation>Zusätzliche Bewegungsaktion</translation>
    </message>
    <message>
        <location filename="../qml/TokenMenu.qml" line="261" />
        <source>Extra attack on</source>
        <translation>Zusätzlicher Angriff auf</translation>
    </message>
    <message>
        <location filename="../qml/TokenMenu.qml" line="268" />
        <source>Use a power again</source>
        <translation>Kraft erneut einsetzen</translation>
    </message>
    <message>
        <location filename="../qml/TokenMenu.qml" line="275" />
        <source>Second-chance saving throw</source>
        <translation>Zweiter Rettungswurf</translation>
    </message>
    <message>
        <location filename="../qml/TokenMenu.qml" line="284" />
        <source>Hero token: buy an action die</source>
        <translation>Heldenmarke: einen Aktionswürfel kaufen</translation>
    </message>
    <message>
        <location filename="../qml/TokenMenu.qml" line="290" />
        <source>Hero token: another standard action</source>
        <translation>Heldenmarke: weitere Standardaktion</translation>
    </message>
    <message>
        <location filename="../qml/TokenMenu.qml" line="296" />
        <source>Award an action die</source>
        <translation>Einen Aktionswürfel verleihen</translation>
    </message>
    <message>
        <location filename="../qml/TokenMenu.qml" line="301" />
        <source>Award a hero token</source>
        <translation>Eine Heldenmarke verleihen</translation>
    </message>
    <message>
        <location filename="../qml/TokenMenu.qml" line="314" />
        <source>Portrait of %1</source>
        <translation>Porträt von %1</translation>
    </message>
    <message>
        <location filename="../qml/TokenMenu.qml" line="315" />
        <source>Use as portrait</source>
        <translation>Als Porträt verwenden</translation>
    </message>
    <message>
        <location filename="../qml/TokenMenu.qml" line="317" />
        <source>Pictures (*.png *.jpg *.jpeg *.gif *.bmp *.webp)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.gif *.bmp *.webp)</translation>
    </message>
    <message>
        <location filename="../qml/TokenMenu.qml" line="86" />
        <source>Use power on itself</source>
        <translation>Kraft auf sich anwenden</translation>
    </message>
</context>
<context>
    <name>TvPreview</name>
    <message>
        <location filename="../qml/TvPreview.qml" line="50" />
        <source>TV</source>
        <translation>TV</translation>
    </message>
</context>
<context>
    <name>WeaponTexts</name>
    <message>
        <location filename="../app/texts/weapontexts.cpp" line="12" />
        <source>simple</source>
        <translation>einfach</translation>
    </message>
    <message>
        <location filename="../app/texts/weapontexts.cpp" line="14" />
        <source>martial</source>
        <translation>Kriegswaffe</translation>
    </message>
    <message>
        <location filename="../app/texts/weapontexts.cpp" line="16" />
        <source>exotic</source>
        <translation>exotisch</translation>
    </message>
    <message>
        <location filename="../app/texts/weapontexts.cpp" line="18" />
        <source>improvised</source>
        <translation>improvisiert</translation>
    </message>
    <message>
        <location filename="../app/texts/weapontexts.cpp" line="26" />
        <source>side</source>
        <translation>Seitenwaffe</translation>
    </message>
    <message>
        <location filename="../app/texts/weapontexts.cpp" line="28" />
        <source>one-handed</source>
        <translation>einhändig</translation>
    </message>
    <message>
        <location filename="../app/texts/weapontexts.cpp" line="30" />
        <source>two-handed</source>
        <translation>zweihändig</translation>
    </message>
    <message>
        <location filename="../app/texts/weapontexts.cpp" line="38" />
        <source>Improved Critical</source>
        <translation>Verbesserter kritischer Treffer</translation>
    </message>
    <message>
        <location filename="../app/texts/weapontexts.cpp" line="40" />
        <source>Reach</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <location filename="../app/texts/weapontexts.cpp" line="42" />
        <source>Thrown (light)</source>
        <translation>Wurfwaffe (leicht)</translation>
    </message>
    <message>
        <location filename="../app/texts/weapontexts.cpp" line="44" />
        <source>Thrown (heavy)</source>
        <translation>Wurfwaffe (schwer)</translation>
    </message>
    <message>
        <location filename="../app/texts/weapontexts.cpp" line="46" />
        <source>Loading (free)</source>
        <translation>Laden (frei)</translation>
    </message>
    <message>
        <location filename="../app/texts/weapontexts.cpp" line="48" />
        <source>Loading (swift)</source>
        <translation>Laden (schnell)</translation>
    </message>
    <message>
        <location filename="../app/texts/weapontexts.cpp" line="60" />
        <source>reach %1</source>
        <translation>Reichweite %1</translation>
    </message>
    <message>
        <location filename="../app/texts/weapontexts.cpp" line="61" />
        <source>melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <location filename="../app/texts/weapontexts.cpp" line="62" />
        <source>%1 or thrown %2/%3</source>
        <translation>%1 oder geworfen %2/%3</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/shell/main.cpp" line="24" />
        <source>Battlemat, the game master's table.</source>
        <translation>Battlemat, der Tisch des Spielleiters.</translation>
    </message>
    <message>
        <location filename="../app/shell/main.cpp" line="29" />
        <source>Campaign file to open (default: the last one, or the sample).</source>
        <translation>Zu öffnende Kampagnendatei (Standard: die letzte oder das Beispiel).</translation>
    </message>
    <message>
        <location filename="../app/shell/main.cpp" line="32" />
        <source>Quit once the first frame is shown; prints the start-up time.</source>
        <translation>Nach dem ersten Bild beenden; gibt die Startzeit aus.</translation>
    </message>
    <message>
        <location filename="../app/shell/main.cpp" line="34" />
        <source>Save the first frame to &lt;file&gt; and quit.</source>
        <translation>Das erste Bild in &lt;Datei&gt; speichern und beenden.</translation>
    </message>
</context>
</TS>