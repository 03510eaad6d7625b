<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../qml/AboutDialog.qml" line="9"/>
        <source>About Battlemat</source>
        <translation>Über Battlemat</translation>
    </message>
    <message>
        <location filename="../qml/AboutDialog.qml" line="15"/>
        <source>Battlemat %1
A tabletop for game masters: Orcus on a square grid,
the mastery-point system on region maps.</source>
        <translation>Battlemat %1
Ein Spieltisch für Spielleiter: Orcus auf einem Quadratraster,
das Meisterschaftspunktesystem auf Regionenkarten.</translation>
    </message>
</context>
<context>
    <name>CampaignController</name>
    <message>
        <location filename="../app/models/campaigncontroller.cpp" line="31"/>
        <source>%1: the campaign has no map to show</source>
        <translation>%1: Die Kampagne enthält keine Karte</translation>
    </message>
</context>
<context>
    <name>DetailsPanel</name>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="18"/>
        <source>healthy</source>
        <translation>unversehrt</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="19"/>
        <source>staggered</source>
        <translation>angeschlagen</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="20"/>
        <source>dying</source>
        <translation>sterbend</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="21"/>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="23"/>
        <source>not tracked</source>
        <translation>nicht erfasst</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="32"/>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="41"/>
        <source>Select a token on the map to see its details.</source>
        <translation>Wähle eine Figur auf der Karte, um ihre Details zu sehen.</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="51"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="52"/>
        <source>%1 (hidden from players)</source>
        <translation>%1 (vor den Spielern verborgen)</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="53"/>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="55"/>
        <source>Hit points</source>
        <translation>Trefferpunkte</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="57"/>
        <source>%1 / %2 (%3)</source>
        <translation>%1 / %2 (%3)</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="60"/>
        <source>Conditions</source>
        <translation>Zustände</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="61"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="62"/>
        <source>Space</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="63"/>
        <source>%1 × %1 squares</source>
        <translation>%1 × %1 Felder</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="64"/>
        <source>Speed</source>
        <translation>Bewegungsrate</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="65"/>
        <source>%1 squares</source>
        <translation>%1 Felder</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="66"/>
        <source>Square</source>
        <translation>Feld</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="67"/>
        <source>column %1, row %2</source>
        <translation>Spalte %1, Reihe %2</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="68"/>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="70"/>
        <source>GM note</source>
        <translation>SL-Notiz</translation>
    </message>
</context>
<context>
    <name>DiceLog</name>
    <message>
        <location filename="../app/models/dicelog.cpp" line="65"/>
        <source>free roll</source>
        <translation>freier Wurf</translation>
    </message>
</context>
<context>
    <name>DiceLogEntry</name>
    <message>
        <location filename="../qml/DiceLogEntry.qml" line="42"/>
        <source>%1!</source>
        <translation>%1!</translation>
    </message>
    <message>
        <location filename="../qml/DiceLogEntry.qml" line="57"/>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
</context>
<context>
    <name>DiceLogPanel</name>
    <message>
        <location filename="../qml/DiceLogPanel.qml" line="22"/>
        <source>Dice log</source>
        <translation>Würfelprotokoll</translation>
    </message>
    <message>
        <location filename="../qml/DiceLogPanel.qml" line="31"/>
        <source>No rolls yet in this session.</source>
        <translation>In dieser Sitzung wurde noch nicht gewürfelt.</translation>
    </message>
    <message>
        <location filename="../qml/DiceLogPanel.qml" line="53"/>
        <source>Roll dice: 2d6+3, 4d6kh3, d20!</source>
        <translation>Würfeln: 2d6+3, 4d6kh3, d20!</translation>
    </message>
    <message>
        <location filename="../qml/DiceLogPanel.qml" line="61"/>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <location filename="../qml/DiceLogPanel.qml" line="70"/>
        <source>Purpose (optional)</source>
        <translation>Zweck (optional)</translation>
    </message>
    <message>
        <location filename="../qml/DiceLogPanel.qml" line="78"/>
        <source>Average %1, from %2 to %3</source>
        <translation>Durchschnitt %1, von %2 bis %3</translation>
    </message>
    <message>
        <location filename="../qml/DiceLogPanel.qml" line="85"/>
        <source>Seed %1</source>
        <translation>Startwert %1</translation>
    </message>
</context>
<context>
    <name>HitPointsDialog</name>
    <message>
        <location filename="../qml/HitPointsDialog.qml" line="14"/>
        <source>Hit points of %1</source>
        <translation>Trefferpunkte von %1</translation>
    </message>
    <message>
        <location filename="../qml/HitPointsDialog.qml" line="31"/>
        <source>Current</source>
        <translation>Aktuell</translation>
    </message>
    <message>
        <location filename="../qml/HitPointsDialog.qml" line="38"/>
        <source>Maximum (0: untracked)</source>
        <translation>Maximum (0: nicht erfasst)</translation>
    </message>
</context>
<context>
    <name>InitiativePanel</name>
    <message>
        <location filename="../qml/InitiativePanel.qml" line="21"/>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <location filename="../qml/InitiativePanel.qml" line="29"/>
        <source>No encounter running. Creatures on this map:</source>
        <translation>Keine Begegnung im Gang. Kreaturen auf dieser Karte:</translation>
    </message>
    <message>
        <location filename="../qml/InitiativePanel.qml" line="46"/>
        <source>%1 (hidden) · %2</source>
        <translation>%1 (verborgen) · %2</translation>
    </message>
    <message>
        <location filename="../qml/InitiativePanel.qml" line="46"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../qml/Main.qml" line="25"/>
        <source>%1 — Battlemat</source>
        <translation>%1 — Battlemat</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="25"/>
        <source>Battlemat</source>
        <translation>Battlemat</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="42"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="44"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="50"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="52"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="58"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="65"/>
        <source>&amp;Map editing mode</source>
        <translation>&amp;Kartenbearbeitung</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="72"/>
        <source>Clear &amp;selection / cancel</source>
        <translation>&amp;Auswahl aufheben / abbrechen</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="78"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="80"/>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="85"/>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="90"/>
        <source>&amp;Fit map to window</source>
        <translation>Karte ins &amp;Fenster einpassen</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="95"/>
        <source>Show &amp;grid lines</source>
        <translation>&amp;Gitterlinien zeigen</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="102"/>
        <source>&amp;Players&apos; window</source>
        <translation>&amp;Spielerfenster</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="110"/>
        <source>Send players&apos; window &amp;to screen</source>
        <translation>Spielerfenster auf &amp;Bildschirm senden</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="116"/>
        <source>%1, full screen</source>
        <translation>%1, Vollbild</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="124"/>
        <source>Players&apos; window in &amp;TV mode</source>
        <translation>Spielerfenster im &amp;TV-Modus</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="130"/>
        <source>TV camera &amp;follows the active creature</source>
        <translation>TV-Kamera &amp;folgt der aktiven Kreatur</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="137"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="139"/>
        <source>&amp;About Battlemat</source>
        <translation>Über &amp;Battlemat</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="154"/>
        <source>%1 × %2 squares</source>
        <translation>%1 × %2 Felder</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="159"/>
        <source>Editing map</source>
        <translation>Karte wird bearbeitet</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="159"/>
        <source>Edit map</source>
        <translation>Karte bearbeiten</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="165"/>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="169"/>
        <source>Zoom %1%</source>
        <translation>Zoom %1 %</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="242"/>
        <source>Show to players</source>
        <translation>Den Spielern zeigen</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="242"/>
        <source>Hide from players</source>
        <translation>Vor den Spielern verbergen</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="246"/>
        <source>Set hit points…</source>
        <translation>Trefferpunkte setzen …</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="250"/>
        <source>Centre view here</source>
        <translation>Ansicht hierher zentrieren</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="254"/>
        <source>Remove from map</source>
        <translation>Von der Karte entfernen</translation>
    </message>
</context>
<context>
    <name>MapDocument</name>
    <message>
        <location filename="../app/models/mapdocument.cpp" line="88"/>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <location filename="../app/models/mapdocument.cpp" line="89"/>
        <source>Difficult</source>
        <translation>Schwierig</translation>
    </message>
    <message>
        <location filename="../app/models/mapdocument.cpp" line="90"/>
        <source>Blocking</source>
        <translation>Blockierend</translation>
    </message>
    <message>
        <location filename="../app/models/mapdocument.cpp" line="91"/>
        <source>Lightly obscured</source>
        <translation>Leicht verdeckt</translation>
    </message>
    <message>
        <location filename="../app/models/mapdocument.cpp" line="92"/>
        <source>Heavily obscured</source>
        <translation>Stark verdeckt</translation>
    </message>
    <message>
        <location filename="../app/models/mapdocument.cpp" line="93"/>
        <source>Totally obscured</source>
        <translation>Völlig verdeckt</translation>
    </message>
    <message>
        <location filename="../app/models/mapdocument.cpp" line="94"/>
        <source>Solid, transparent</source>
        <translation>Fest, durchsichtig</translation>
    </message>
    <message>
        <location filename="../app/models/mapdocument.cpp" line="108"/>
        <source>Unknown terrain type %1</source>
        <translation>Unbekannte Geländeart %1</translation>
    </message>
    <message>
        <location filename="../app/models/mapdocument.cpp" line="124"/>
        <source>Unknown wall or door type %1</source>
        <translation>Unbekannte Wand- oder Türart %1</translation>
    </message>
    <message>
        <location filename="../app/models/mapdocument.cpp" line="132"/>
        <source>Unknown side %1 of a square</source>
        <translation>Unbekannte Feldseite %1</translation>
    </message>
    <message>
        <location filename="../app/models/mapdocument.cpp" line="150"/>
        <source>A creature needs a name</source>
        <translation>Eine Kreatur braucht einen Namen</translation>
    </message>
    <message>
        <location filename="../app/models/mapdocument.cpp" line="168"/>
        <source>A creature&apos;s space is 1 to 4 squares a side, not %1</source>
        <translation>Der Platz einer Kreatur ist 1 bis 4 Felder breit, nicht %1</translation>
    </message>
    <message>
        <location filename="../app/models/mapdocument.cpp" line="240"/>
        <source>The players&apos; view cannot be edited</source>
        <translation>Die Spieleransicht kann nicht bearbeitet werden</translation>
    </message>
</context>
<context>
    <name>MapEditPanel</name>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="43"/>
        <source>Edit map</source>
        <translation>Karte bearbeiten</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="52"/>
        <source>Move tokens</source>
        <translation>Figuren ziehen</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="53"/>
        <source>Paint terrain</source>
        <translation>Gelände malen</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="54"/>
        <source>Walls and doors</source>
        <translation>Wände und Türen</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="55"/>
        <source>Place creature</source>
        <translation>Kreatur setzen</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="71"/>
        <source>Terrain (drag to paint)</source>
        <translation>Gelände (zum Malen ziehen)</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="105"/>
        <source>Edge (click or drag along square sides)</source>
        <translation>Kante (an Feldseiten klicken oder ziehen)</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="113"/>
        <source>Wall</source>
        <translation>Wand</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="114"/>
        <source>Closed door</source>
        <translation>Geschlossene Tür</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="115"/>
        <source>Open door</source>
        <translation>Offene Tür</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="116"/>
        <source>Locked door</source>
        <translation>Verschlossene Tür</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="117"/>
        <source>Erase</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="135"/>
        <source>New creature (then click a square)</source>
        <translation>Neue Kreatur (dann ein Feld anklicken)</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="138"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="142"/>
        <source>e.g. Ghoul</source>
        <translation>z. B. Ghul</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="144"/>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="151"/>
        <source>Space (squares)</source>
        <translation>Platz (Felder)</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="158"/>
        <source>Hit points</source>
        <translation>Trefferpunkte</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="166"/>
        <source>Maximum (0: untracked)</source>
        <translation>Maximum (0: nicht erfasst)</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="178"/>
        <location filename="../qml/MapEditPanel.qml" line="239"/>
        <source>Background picture</source>
        <translation>Hintergrundbild</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="186"/>
        <source>Import picture…</source>
        <translation>Bild importieren …</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="189"/>
        <source>Pixels per square</source>
        <translation>Pixel pro Feld</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="198"/>
        <source>Offset X (pixels)</source>
        <translation>Versatz X (Pixel)</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="207"/>
        <source>Offset Y (pixels)</source>
        <translation>Versatz Y (Pixel)</translation>
    </message>
    <message>
        <location filename="../qml/MapEditPanel.qml" line="240"/>
        <source>Pictures (*.png *.jpg *.jpeg *.webp)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.webp)</translation>
    </message>
</context>
<context>
    <name>MapView</name>
    <message>
        <location filename="../qml/MapView.qml" line="265"/>
        <source>OA: %1</source>
        <translation>GA: %1</translation>
    </message>
    <message>
        <location filename="../qml/MapView.qml" line="332"/>
        <source>Move cancelled</source>
        <translation>Bewegung abgebrochen</translation>
    </message>
    <message>
        <location filename="../qml/MapView.qml" line="408"/>
        <source>%1: %2 squares, %3 left%4</source>
        <translation>%1: %2 Felder, %3 übrig%4</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/MapView.qml" line="409"/>
        <source> · %n opportunity attack(s)</source>
        <translation>
            <numerusform> · %n Gelegenheitsangriff</numerusform>
            <numerusform> · %n Gelegenheitsangriffe</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MovePreview</name>
    <message>
        <location filename="../app/models/movepreview.cpp" line="53"/>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location filename="../app/models/movepreview.cpp" line="54"/>
        <source>Run</source>
        <translation>Rennen</translation>
    </message>
    <message>
        <location filename="../app/models/movepreview.cpp" line="54"/>
        <source>Walk</source>
        <translation>Gehen</translation>
    </message>
    <message>
        <location filename="../app/models/movepreview.cpp" line="130"/>
        <source>%1 cannot reach that square this turn (Run: %2 squares)</source>
        <translation>%1 erreicht dieses Feld in diesem Zug nicht (Rennen: %2 Felder)</translation>
    </message>
    <message>
        <location filename="../app/models/movepreview.cpp" line="131"/>
        <source>Off the map</source>
        <translation>Außerhalb der Karte</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/movepreview.cpp" line="187"/>
        <source>%1: %2, %3 squares, provoking %n opportunity attack(s)</source>
        <translation>
            <numerusform>%1: %2, %3 Felder, provoziert %n Gelegenheitsangriff</numerusform>
            <numerusform>%1: %2, %3 Felder, provoziert %n Gelegenheitsangriffe</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/models/movepreview.cpp" line="190"/>
        <source>%1: %2, %3 squares</source>
        <translation>%1: %2, %3 Felder</translation>
    </message>
</context>
<context>
    <name>PlayerScreen</name>
    <message>
        <location filename="../app/models/playerscreen.cpp" line="34"/>
        <source>%1 (%2 × %3)</source>
        <translation>%1 (%2 × %3)</translation>
    </message>
</context>
<context>
    <name>PlayerWindow</name>
    <message>
        <location filename="../qml/PlayerWindow.qml" line="20"/>
        <source>Battlemat — players&apos; view</source>
        <translation>Battlemat — Spieleransicht</translation>
    </message>
    <message>
        <location filename="../qml/PlayerWindow.qml" line="55"/>
        <source>Turn: %1</source>
        <translation>Am Zug: %1</translation>
    </message>
</context>
<context>
    <name>TokenItem</name>
    <message>
        <location filename="../qml/TokenItem.qml" line="117"/>
        <source>dying</source>
        <translation>sterbend</translation>
    </message>
    <message>
        <location filename="../qml/TokenItem.qml" line="153"/>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <location filename="../qml/TokenItem.qml" line="171"/>
        <source>%1 (hidden)</source>
        <translation>%1 (verborgen)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/shell/main.cpp" line="23"/>
        <source>Battlemat, the game master&apos;s table.</source>
        <translation>Battlemat, der Tisch des Spielleiters.</translation>
    </message>
    <message>
        <location filename="../app/shell/main.cpp" line="27"/>
        <source>Campaign file to open (default: the sample).</source>
        <translation>Zu öffnende Kampagnendatei (Standard: das Beispiel).</translation>
    </message>
    <message>
        <location filename="../app/shell/main.cpp" line="30"/>
        <source>Quit once the first frame is shown; prints the start-up time.</source>
        <translation>Nach dem ersten Bild beenden; gibt die Startzeit aus.</translation>
    </message>
    <message>
        <location filename="../app/shell/main.cpp" line="32"/>
        <source>Save the first frame to &lt;file&gt; and quit.</source>
        <translation>Das erste Bild in &lt;Datei&gt; speichern und beenden.</translation>
    </message>
</context>
</TS>
