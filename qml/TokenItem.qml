pragma ComponentBehavior: Bound

import QtQuick
import Battlemat
import QtQuick.Controls

// One creature on the map. Faction reads from shape as well as colour (circle, diamond, square, then repeats);
// health reads from marks as well as the bar: one slash staggered, a slash and a "dying" tag, a cross dead.
Item {
    id: token

    required property string name
    required property int spaceSquares
    required property int sideIndex
    required property bool hidden
    required property string health     // "", "healthy", "staggered", "dying", "dead"
    required property bool hitPointsKnown
    required property int hitPoints
    required property int maxHitPoints
    required property var conditions
    // While the model resets (a campaign closed or another opened) a delegate may read its role as undefined.
    readonly property var shownConditions: conditions !== undefined ? conditions : []
    property real cellSize: 48
    // How much the view's zoom lets it show: 0 the shape only, 1 letter, name and hit points, 2 badges and tags.
    // A step, not the zoom itself, so that zooming re-evaluates nothing in a thousand tokens between steps.
    property int detailLevel: 2
    property bool selected: false
    property bool active: false         // its turn in the running encounter
    property bool highContrast: false   // the TV: thicker outlines, larger labels
    // The view's zoom: badges and the hit point bar keep a readable size on screen (16 px badges, a 6 px bar).
    property real viewZoom: 1
    // A hero's action dice while a game night runs (ActionDicePools.byHero's row): its pool and a running +2 AC
    // boost with the rounds it still lasts (docs/modules.md, "Action dice and hero tokens"); null for others.
    property var actionDicePool: null
    // Its portrait (TokenModel's "portrait": a data URL of a round PNG), shown inside the faction's shape, which
    // stays round, diamond or square in the side's colour around it; empty: the name's first letter.
    property string portraitUrl: ""
    readonly property bool showsPortrait: portraitUrl.length > 0 && showText

    readonly property int shape: sideIndex % 3
    readonly property color fill: health === "dead" ? Theme.dead : Theme.sideColour(sideIndex, highContrast)
    readonly property bool showText: detailLevel >= 1
    readonly property bool showBadges: detailLevel >= 2
    readonly property real hitPointFraction: hitPointsKnown && maxHitPoints > 0
                                             ? Math.max(0, Math.min(1, hitPoints / maxHitPoints)) : 0
    // Angles of the bars drawn across the token: none healthy, one slash staggered or dying, a cross dead.
    readonly property var healthMarks: health === "dead" ? [45, -45] : (health === "staggered" || health === "dying") ? [45] : []
    readonly property real textScale: highContrast ? 1.5 : 1

    width: spaceSquares * cellSize
    height: width
    opacity: hidden ? 0.55 : 1.0

    Rectangle {
        id: ring
        anchors.centerIn: parent
        visible: token.selected
        width: parent.width * 0.98
        height: width
        radius: token.shape === 0 ? width / 2 : width * 0.12
        color: "transparent"
        border.width: 4
        border.color: "#ffd54a"
    }

    // Whose turn it is: a broad green ring outside the token, drawn at a fixed width on screen.
    Rectangle {
        id: turnRing
        objectName: "activeTurnRing"
        anchors.centerIn: parent
        visible: token.active
        width: parent.width + 2 * border.width
        height: width
        radius: token.shape === 0 ? width / 2 : width * 0.14
        color: "transparent"
        border.width: Math.max(3, 4 / token.viewZoom)
        border.color: "#2fbf4f"
    }

    Rectangle {
        id: body
        anchors.centerIn: parent
        width: parent.width * (token.shape === 1 ? 0.6 : 0.8)
        height: width
        rotation: token.shape === 1 ? 45 : 0
        radius: token.shape === 0 ? width / 2 : width * 0.08
        color: token.fill
        opacity: token.health === "dying" ? 0.6 : 1
        border.width: (token.highContrast ? 4 : 2) * (token.selected ? 1.5 : 1)
        border.color: token.highContrast ? "white" : Theme.ink
    }

    Image {
        id: portraitImage
        objectName: "tokenPortrait"
        anchors.centerIn: parent
        visible: token.showsPortrait && portraitImage.status === Image.Ready
        // Inside the faction's frame: within the circle's ring, touching the diamond's sides, inside the square.
        width: token.shape === 1 ? body.width * 0.94 : body.width - 2 * Math.max(3, body.width * 0.09)
        height: width
        source: token.showsPortrait ? token.portraitUrl : ""
        sourceSize.width: 128
        sourceSize.height: 128
        fillMode: Image.PreserveAspectFit
        smooth: true
        mipmap: true
        opacity: token.health === "dead" ? 0.5 : 1
    }

    Text {
        anchors.centerIn: parent
        visible: token.showText && !portraitImage.visible
        text: token.name.length > 0 ? token.name.charAt(0) : ""
        color: "white"
        font.bold: true
        font.pixelSize: Math.max(8, token.cellSize * 0.38 * token.spaceSquares)
    }

    // Health marks: drawn bars, not glyphs, so they look the same with every font.
    Repeater {
        model: token.healthMarks
        delegate: Rectangle {
            required property var modelData
            anchors.centerIn: parent
            width: token.width * 0.92
            height: Math.max(3, token.cellSize * 0.09)
            rotation: modelData
            color: "#1b1816"
            border.color: "white"
            border.width: 1
        }
    }

    Rectangle {
        id: hitPointBar
        objectName: "hitPointBar"
        visible: token.hitPointsKnown && token.showText
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: token.cellSize * 0.02
        width: parent.width * 0.8
        // At least 8 px on screen, with a tick at half the hit points (staggered at or below it, Orcus "Staggered").
        height: Math.max(8 / token.viewZoom, token.cellSize * 0.14)
        color: "#1b1816"
        border.color: "white"
        border.width: 1
        Rectangle {
            x: 1
            y: 1
            height: parent.height - 2
            width: (parent.width - 2) * token.hitPointFraction
            color: token.health === "healthy" ? "#3d9b3d" : token.health === "staggered" ? "#e0a020" : "#c02020"
        }
        Rectangle {
            x: parent.width / 2
            y: 1
            width: Math.max(1, 1 / token.viewZoom)
            height: parent.height - 2
            color: "white"
            opacity: 0.8
        }
    }

    Label {
        id: dyingTag
        visible: token.health === "dying" && token.showBadges
        anchors.centerIn: parent
        scale: token.textScale * 0.8
        text: qsTr("dying")
        color: "white"
        font.bold: true
        padding: 2
        background: Rectangle {
            color: "#8b1a1a"
            radius: 3
        }
    }

    Row {
        id: badges
        objectName: "conditionBadges"
        // Condition icons at least 16 px on screen (an icon is 16 px at scale 1), as many as fit over the token;
        // hovering them names them in a tooltip (and View > Map legend lists them all).
        readonly property real badgeScale: token.textScale * Math.max(1, 1 / token.viewZoom)
        readonly property int shown: Math.max(1, Math.min(4, Math.floor(token.width / (18 * badgeScale))))
        visible: token.showBadges && token.shownConditions.length > 0
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.top
        spacing: 1
        scale: badgeScale
        transformOrigin: Item.Top
        Repeater {
            model: token.shownConditions.slice(0, badges.shown)
            delegate: ConditionIcon {
                required property string modelData
                condition: modelData
            }
        }
        Label {
            visible: token.shownConditions.length > badges.shown
            text: qsTr("+%1").arg(token.shownConditions.length - badges.shown)
            height: 16
            verticalAlignment: Text.AlignVCenter
            font.pixelSize: 11
            font.bold: true
            color: "white"
            padding: 2
            background: Rectangle {
                color: "#40352b"
                radius: 4
                border.color: "white"
            }
        }
        HoverHandler {
            id: badgeHover
        }
        ToolTip.visible: badgeHover.hovered
        ToolTip.delay: 300
        ToolTip.text: token.shownConditions.map(c => ConditionNames.label(c)).join(", ")
    }

    Column {
        id: actionDiceBadges
        objectName: "actionDiceBadges"
        visible: token.showBadges && token.actionDicePool !== null && token.actionDicePool !== undefined
        // On the laptop inside the token's bottom right. On the TV (high contrast: larger badges on smaller
        // squares) they hang from the token's top right corner, outside it: inside, "3d4" covered the whole token
        // and its initial, so the players could not tell whose dice they were.
        anchors.right: token.highContrast ? undefined : parent.right
        anchors.bottom: token.highContrast ? undefined : parent.bottom
        anchors.bottomMargin: hitPointBar.visible ? hitPointBar.height + token.cellSize * 0.02 : 0
        anchors.left: token.highContrast ? parent.right : undefined
        anchors.leftMargin: -token.width * 0.12
        anchors.top: token.highContrast ? parent.top : undefined
        spacing: 1
        scale: badges.badgeScale
        transformOrigin: token.highContrast ? Item.TopLeft : Item.BottomRight
        Label {
            objectName: "actionDiceBadge"
            anchors.right: parent.right
            //: dice left in a hero's action dice pool and their type: "3d4"
            text: token.actionDicePool ? qsTr("%1d%2").arg(token.actionDicePool.dice).arg(token.actionDicePool.sides)
                                       : ""
            height: 16
            verticalAlignment: Text.AlignVCenter
            font.pixelSize: 11
            font.bold: true
            color: "white"
            padding: 2
            background: Rectangle {
                color: "#2d5e3a"
                radius: 4
                border.color: "white"
            }
        }
        Label {
            objectName: "acBoostBadge"
            anchors.right: parent.right
            visible: token.actionDicePool ? token.actionDicePool.acBoostRoundsLeft > 0 : false
            // Short on the token (the tracker and the panel say "rounds"): a long badge would cover the neighbours.
            //: a running +2 AC boost bought with an action die on a token; %1 the rounds it still lasts
            text: qsTr("+2 AC (%1)").arg(token.actionDicePool ? token.actionDicePool.acBoostRoundsLeft : 0)
            height: 16
            verticalAlignment: Text.AlignVCenter
            font.pixelSize: 11
            font.bold: true
            color: "white"
            padding: 2
            background: Rectangle {
                color: "#1d4f8a"
                radius: 4
                border.color: "white"
            }
        }
    }

    // Damage and healing float up briefly. Judged once the model has set all the roles of a change (a 0 ms timer):
    // numbers becoming known (an encounter starting) or a new maximum are no damage or healing.
    property var shownHitPoints: null // set once, not bound: it must keep the values before a change
    Component.onCompleted: shownHitPoints = { known: hitPointsKnown, max: maxHitPoints, hp: hitPoints }
    function judgeHitPoints() {
        const before = token.shownHitPoints
        if (before && before.known && token.hitPointsKnown && before.max === token.maxHitPoints && before.hp !== token.hitPoints)
            floatingNumber.show(token.hitPoints - before.hp)
        token.shownHitPoints = { known: token.hitPointsKnown, max: token.maxHitPoints, hp: token.hitPoints }
    }
    Timer {
        id: judgeLater
        interval: 0
        onTriggered: token.judgeHitPoints()
    }
    onHitPointsChanged: judgeLater.restart()
    onMaxHitPointsChanged: judgeLater.restart()
    onHitPointsKnownChanged: judgeLater.restart()
    FloatingNumber {
        id: floatingNumber
        objectName: "floatingNumber"
        anchors.horizontalCenter: parent.horizontalCenter
        rise: token.cellSize * 0.9
        font.pixelSize: Math.max(14 / token.viewZoom, token.cellSize * 0.45) * token.textScale
        z: 5
    }

    Label {
        id: nameLabel
        visible: token.showText
        anchors.top: parent.bottom
        anchors.horizontalCenter: parent.horizontalCenter
        scale: token.textScale
        transformOrigin: Item.Top
        text: token.hidden ? qsTr("%1 (hidden)").arg(token.name) : token.name
        // A name of several words goes onto more lines, each no wider than the token where it can: the names of
        // neighbours do not run together ("Brannoc Vell" beside "Skeleton 2"). Words are never broken.
        width: Math.min(implicitWidth, Math.max(contentWidth, token.width / Math.max(0.01, token.textScale)))
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
        font.pixelSize: 11
        font.bold: token.highContrast
        color: token.highContrast ? "white" : "#1b1816"
        background: Rectangle {
            color: token.highContrast ? "#000000" : "#f3ecdc"
            opacity: 0.85
            radius: 3
        }
        padding: 1
    }
}
