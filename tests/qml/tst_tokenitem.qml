import QtQuick
import QtTest
import Battlemat

// A token must read without colour: its shape follows the side, its size the creature's space.
TestCase {
    id: testCase
    name: "TokenItem"
    width: 400
    height: 400
    visible: true

    Component {
        id: tokenComponent
        TokenItem {
            name: "Ash Ogre"
            spaceSquares: 2
            sideIndex: 1
            hidden: false
            health: ""
            hitPointsKnown: false
            hitPoints: 0
            maxHitPoints: 0
            conditions: []
            cellSize: 40
        }
    }

    function test_sizeFollowsTheSpace() {
        const token = createTemporaryObject(tokenComponent, testCase)
        verify(token)
        compare(token.width, 80)
        compare(token.height, 80)
        token.spaceSquares = 3
        compare(token.width, 120)
    }

    function test_shapeAndColourFollowTheSide() {
        const hero = createTemporaryObject(tokenComponent, testCase, { sideIndex: 0 })
        const monster = createTemporaryObject(tokenComponent, testCase, { sideIndex: 1 })
        const third = createTemporaryObject(tokenComponent, testCase, { sideIndex: 2 })
        compare(hero.shape, 0)
        compare(monster.shape, 1)
        compare(third.shape, 2)
        verify(!Qt.colorEqual(hero.fill, monster.fill))
    }

    function test_hiddenTokensAreMarkedForTheGameMaster() {
        const token = createTemporaryObject(tokenComponent, testCase, { hidden: true })
        verify(token.opacity < 1)
        const shown = createTemporaryObject(tokenComponent, testCase)
        compare(shown.opacity, 1)
    }

    function test_healthReadsWithoutColour() {
        const healthy = createTemporaryObject(tokenComponent, testCase, { health: "healthy", hitPointsKnown: true, hitPoints: 30, maxHitPoints: 40 })
        const staggered = createTemporaryObject(tokenComponent, testCase, { health: "staggered", hitPointsKnown: true, hitPoints: 10, maxHitPoints: 40 })
        const dead = createTemporaryObject(tokenComponent, testCase, { health: "dead" })
        fuzzyCompare(healthy.hitPointFraction, 0.75, 1e-9)
        fuzzyCompare(staggered.hitPointFraction, 0.25, 1e-9)
        // Dead tokens lose their side colour; the marks are the slash (staggered) and the cross (dead).
        verify(Qt.colorEqual(dead.fill, "#7d7771"))
        compare(healthy.healthMarks.length, 0)
        compare(staggered.healthMarks.length, 1)
        compare(dead.healthMarks.length, 2)
    }

    function test_playersSeeStateNotNumbers() {
        // A monster in the players' view: a state, no numbers, so no hit point bar.
        const monster = createTemporaryObject(tokenComponent, testCase, { health: "staggered" })
        compare(monster.hitPointFraction, 0)
        compare(monster.healthMarks.length, 1)
    }
}
