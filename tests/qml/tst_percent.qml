import QtQuick
import QtTest
import Battlemat

// The simulation's odds never round a chance that exists into a certainty: all 2,000 fights won still leave a
// Wilson 95% interval from 1 - 1.96^2 / (2000 + 1.96^2) = 99.81%, which must not read "100%".
TestCase {
    name: "Percent"

    function test_wholePercentsInTheMiddle() {
        compare(Percent.of(0.5), "50%")
        compare(Percent.of(0.694), "69%")
        compare(Percent.of(0.01), "1%")
    }
    function test_certaintiesOnlyWhenCertain() {
        compare(Percent.of(1), "100%")
        compare(Percent.of(0), "0%")
        compare(Percent.of(1 - 1.96 * 1.96 / (2000 + 1.96 * 1.96)), "99.8%")
        compare(Percent.of(0.003), "0.3%")
        compare(Percent.of(0.99996), ">99.9%")
        compare(Percent.of(0.00004), "<0.1%")
    }
}
