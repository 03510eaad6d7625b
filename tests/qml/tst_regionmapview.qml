import QtQuick
import QtTest
import Battlemat
import Battlemat.Models

// The region map view: it loads a map, a click selects the region under it, ranges follow the selection.
TestCase {
    id: testCase
    name: "RegionMapView"
    width: 400
    height: 200
    visible: true
    when: windowShown

    RegionMapModel {
        id: mapModel
    }

    Component {
        id: viewComponent
        RegionMapView {
            regionModel: mapModel
            width: 300
            height: 100
        }
    }

    function square(id, left) {
        return { "id": id, "polygon": [[left, 0], [left + 100, 0], [left + 100, 100], [left, 100]] }
    }

    function test_selectingShowsRanges() {
        verify(mapModel.loadJson(JSON.stringify({ "name": "Row", "regions": [square("hall", 0),
                square("corridor", 100), square("yard", 200)] })))
        compare(mapModel.rowCount(), 3)
        compare(mapModel.name, "Row")
        const view = createTemporaryObject(viewComponent, testCase)
        verify(view)
        mouseClick(view, 50, 50)
        compare(mapModel.selected, "hall")
        compare(mapModel.data(mapModel.index(2, 0), RegionMapModel.RangeRole), 2)
        mouseClick(view, 150, 50)
        compare(mapModel.selected, "corridor")
        compare(mapModel.data(mapModel.index(0, 0), RegionMapModel.RangeRole), 1)
        compare(mapModel.data(mapModel.index(1, 0), RegionMapModel.RangeRole), 0)
        compare(mapModel.range("hall", "yard"), 2)
        compare(view.rangeLabel(0), "melee")
    }

    function test_aBadMapKeepsTheOldOne() {
        verify(mapModel.loadJson(JSON.stringify({ "regions": [square("hall", 0)] })))
        verify(!mapModel.loadJson("{\"regions\": []}"))
        verify(mapModel.errorMessage.indexOf("needs at least one region") >= 0)
        compare(mapModel.rowCount(), 1)
    }
}
