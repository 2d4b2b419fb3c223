import Foundation
import Testing

@testable import SwipeCore

/// The strip under the finger: which drags it takes in a container, and how it holds where the
/// user left it until the progress takes it back, without a jump.
@Suite("Segmented bar strip")
struct SegmentedStripTests {
  /// Tabs of 100, 50, 200 and 50 pt in a 200 pt bar: the strip scrolls 0…200.
  static let layout = SegmentedBarLayoutTests.layout(
    SegmentedBarLayoutTests.overflowing, width: 200)

  @Test("A drag moves the strip while it can move that way, else it is the container's")
  func takesDrag() {
    let layout = Self.layout
    #expect(layout.maximumScrollOffset == 200)
    #expect(layout.stripTakesDrag(dx: -10, scrollOffset: 0), "toward the far tabs")
    #expect(!layout.stripTakesDrag(dx: 10, scrollOffset: 0), "past its start")
    #expect(layout.stripTakesDrag(dx: 10, scrollOffset: 80))
    #expect(!layout.stripTakesDrag(dx: -10, scrollOffset: 200), "past its end")
    #expect(!layout.stripTakesDrag(dx: -10, scrollOffset: 199.9995), "at its end to 0.001")
    #expect(!layout.stripTakesDrag(dx: 0, scrollOffset: 80), "not sideways")
    #expect(!layout.stripTakesDrag(dx: .nan, scrollOffset: 80))
    #expect(!layout.stripTakesDrag(dx: -10, scrollOffset: .infinity))
    let fits = SegmentedBarLayoutTests.layout(SegmentedBarLayoutTests.overflowing, width: 600)
    #expect(!fits.stripTakesDrag(dx: -10, scrollOffset: 0), "tabs that fit never take it")
    let rtl = SegmentedBarLayoutTests.layout(
      SegmentedBarLayoutTests.overflowing, width: 200, direction: .rightToLeft)
    // Right to left the strip rests at its largest offset on tab 0: physical offsets decide.
    #expect(rtl.scrollOffset(progress: 0) == 200)
    #expect(rtl.stripTakesDrag(dx: 10, scrollOffset: 200))
    #expect(!rtl.stripTakesDrag(dx: -10, scrollOffset: 200))
  }

  @Test("Held, the strip is where the user left it and joins the progress a page away")
  func hold() {
    let layout = Self.layout
    let hold = SegmentedBarLayout.StripHold(offset: 170, progress: 1)
    let at = layout.scrollOffset(progress: 1, holding: hold)
    #expect(at.offset == 170 && at.hold == hold)
    // Continuous: a tiny move of the progress moves the strip a tiny bit.
    let near = layout.scrollOffset(progress: 1.001, holding: hold)
    #expect(abs(near.offset - 170) < 0.5)
    // Halfway to the next page, halfway between where the user left it and the progress's.
    let half = layout.scrollOffset(progress: 1.5, holding: hold)
    let start = layout.scrollOffset(progress: 1)
    #expect(
      abs(half.offset - (layout.scrollOffset(progress: 1.5) + (170 - start) / 2)) < 1e-9)
    // A page away: where the progress puts it, and the hold is over.
    let there = layout.scrollOffset(progress: 2, holding: hold)
    #expect(there.offset == layout.scrollOffset(progress: 2) && there.hold == nil)
    #expect(layout.scrollOffset(progress: 0, holding: hold).hold == nil)
    // Swiped back, the strip returns to where the user left it.
    #expect(layout.scrollOffset(progress: 1, holding: half.hold).offset == 170)
    // Bad input: the progress alone.
    let bad = SegmentedBarLayout.StripHold(offset: .nan, progress: 1)
    #expect(
      layout.scrollOffset(progress: 1.2, holding: bad).offset == layout.scrollOffset(progress: 1.2))
    #expect(
      layout.scrollOffset(progress: 1, holding: .init(offset: 900, progress: 1)).offset == 200)
  }

  @Test("The follower holds a strip the user moved, and follows again once the page changed")
  func follower() {
    let layout = Self.layout
    var follower = SegmentedStripFollower()
    let rest = follower.offset(progress: 0, current: 0, layout: layout)
    #expect(rest == layout.scrollOffset(progress: 0) && follower.hold == nil)
    // The user scrolled the strip to 150; the pages swipe from page 0.
    var previous = 150.0
    var steps: [Double] = []
    for step in 1...100 {
      let offset = follower.offset(progress: Double(step) / 100, current: previous, layout: layout)
      steps.append(abs(offset - previous))
      previous = offset
    }
    #expect(steps.max() ?? 0 < 5, "no jump: \(steps.max() ?? 0)")
    #expect(previous == layout.scrollOffset(progress: 1) && follower.hold == nil)
    // Less than half a point from where it was put is not a move by the user.
    _ = follower.offset(progress: 1, current: previous + 0.4, layout: layout)
    #expect(follower.hold == nil)
    follower.reset()
    #expect(
      follower.offset(progress: 1, current: 42, layout: layout) == layout.scrollOffset(progress: 1))
  }
}
