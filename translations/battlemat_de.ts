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
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CampaignController</name>
    <message>
        <location filename="../app/models/campaigncontroller.cpp" line="27"/>
        <source>%1: the campaign has no map to show</source>
        <translation>%1: Die Kampagne enthält keine Karte</translation>
    </message>
</context>
<context>
    <name>DetailsPanel</name>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="23"/>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="32"/>
        <source>Select a token on the map to see its details.</source>
        <translation>Wähle eine Figur auf der Karte, um ihre Details zu sehen.</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="42"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="44"/>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="46"/>
        <source>Space</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="47"/>
        <source>%1 × %1 squares</source>
        <translation>%1 × %1 Felder</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="48"/>
        <source>Square</source>
        <translation>Feld</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="49"/>
        <source>column %1, row %2</source>
        <translation>Spalte %1, Reihe %2</translation>
    </message>
    <message>
        <location filename="../qml/DetailsPanel.qml" line="50"/>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
</context>
<context>
    <name>DiceLogPanel</name>
    <message>
        <location filename="../qml/DiceLogPanel.qml" line="16"/>
        <source>Dice log</source>
        <translation>Würfelprotokoll</translation>
    </message>
    <message>
        <location filename="../qml/DiceLogPanel.qml" line="25"/>
        <source>No rolls yet in this session.</source>
        <translation>In dieser Sitzung wurde noch nicht gewürfelt.</translation>
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
        <location filename="../qml/Main.qml" line="16"/>
        <source>%1 — Battlemat</source>
        <translation>%1 — Battlemat</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="16"/>
        <source>Battlemat</source>
        <translation>Battlemat</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="20"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="22"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="28"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="30"/>
        <source>Clear &amp;selection</source>
        <translation>&amp;Auswahl aufheben</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="36"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="38"/>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="43"/>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="48"/>
        <source>Show &amp;grid lines</source>
        <translation>&amp;Gitterlinien zeigen</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="55"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="57"/>
        <source>&amp;About Battlemat</source>
        <translation>Über &amp;Battlemat</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="72"/>
        <source>%1 × %2 squares</source>
        <translation>%1 × %2 Felder</translation>
    </message>
</context>
<context>
    <name>TokenItem</name>
    <message>
        <location filename="../qml/TokenItem.qml" line="50"/>
        <source>%1 (hidden)</source>
        <translation>%1 (verborgen)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/shell/main.cpp" line="23"/>
        <source>Battlemat, the game master&apos;s table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/shell/main.cpp" line="27"/>
        <source>Campaign file to open (default: the sample).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/shell/main.cpp" line="30"/>
        <source>Quit once the first frame is shown; prints the start-up time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/shell/main.cpp" line="32"/>
        <source>Save the first frame to &lt;file&gt; and quit.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
