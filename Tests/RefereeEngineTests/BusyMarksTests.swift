import Testing
@testable import RefereeEngine

@Suite("Busy marks")
struct BusyMarksTests {
    @Test func aPositionIsBusyWhileAJobIsInsideIt() {
        let marks = BusyMarks(slots: 16)
        let key: UInt64 = 0xDEAD_BEEF_0000_1234
        #expect(!marks.isBusy(key))
        #expect(marks.enter(key))
        #expect(marks.isBusy(key))
        marks.leave(key)
        #expect(!marks.isBusy(key))
    }

    /// Two jobs inside one position: it stays busy until both have left.
    @Test func jobsAreCounted() {
        let marks = BusyMarks(slots: 16)
        let key: UInt64 = 0x1234_5678_9ABC_DE00
        #expect(marks.enter(key) && marks.enter(key))
        marks.leave(key)
        #expect(marks.isBusy(key))
        marks.leave(key)
        #expect(!marks.isBusy(key))
    }

    /// Another position of the same slot is not marked, and does not look busy.
    @Test func aTakenSlotMarksNothingElse() {
        let marks = BusyMarks(slots: 16)
        let first: UInt64 = 0x1000_0000_0000_0003, second: UInt64 = 0x2000_0000_0000_0003
        #expect(marks.enter(first))
        #expect(!marks.enter(second))
        #expect(!marks.isBusy(second))
        #expect(marks.isBusy(first))
    }
}
