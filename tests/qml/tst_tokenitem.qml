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
}
