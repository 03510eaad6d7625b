<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>MapView</name>
    <message numerus="yes">
        <location filename="../qml/MapView.qml" line="459"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n square</numerusform>
            <numerusform>%n squares</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/MapView.qml" line="460"/>
        <source> · %n opportunity attack(s)</source>
        <translation>
            <numerusform> · %n opportunity attack</numerusform>
            <numerusform> · %n opportunity attacks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MovePreview</name>
    <message numerus="yes">
        <location filename="../app/models/movepreview.cpp" line="216"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n square</numerusform>
            <numerusform>%n squares</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/movepreview.cpp" line="219"/>
        <source>%1: %2, %3, provoking %n opportunity attack(s)</source>
        <translation>
            <numerusform>%1: %2, %3, provoking %n opportunity attack</numerusform>
            <numerusform>%1: %2, %3, provoking %n opportunity attacks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PowerChooser</name>
    <message numerus="yes">
        <location filename="../qml/PowerChooser.qml" line="61"/>
        <source>Shift+click %n square(s) to lay the wall, the first beside its origin</source>
        <translation>
            <numerusform>Shift+click %n square to lay the wall, the first beside its origin</numerusform>
            <numerusform>Shift+click %n squares to lay the wall, the first beside its origin</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TargetingPreview</name>
    <message numerus="yes">
        <location filename="../app/models/targetingwall.cpp" line="65"/>
        <source>The wall has its %n square(s); Shift+click a laid square to take it back</source>
        <translation>
            <numerusform>The wall has its %n square; Shift+click a laid square to take it back</numerusform>
            <numerusform>The wall has its %n squares; Shift+click a laid square to take it back</numerusform>
        </translation>
    </message>
</context>
</TS>
