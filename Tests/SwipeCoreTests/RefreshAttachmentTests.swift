import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore
@testable import SwipeScenario

/// The refresh controls attached to a plain Scroller: the invariants of DESIGN.md §7 end to end.
@Suite("Refresh attachment on a scroller")
struct RefreshAttachmentTests {
  /// A scroller with a 64 pt base inset (under a navigation bar) and both controls.
  final class Harness {
    var scroller = Fixtures.scroller(contentLength: 3000, inset: Insets(top: 64))
    var attachment = RefreshAttachment(
      header: RefreshHeader(), footer: LoadMoreFooter(), baseInset: Insets(top: 64))
    var notes: [RefreshAttachment.Notification] = []
    var time = 0.0

    var refreshes: Int { notes.filter { $0 == .refresh }.count }
    var loads: Int { notes.filter { $0 == .loadMore }.count }

    func update() {
      var ignore = IgnoringScrollerDelegate()
      attachment.update(&scroller, at: time, contentFits: false, delegate: &ignore) {
        notes.append($0)
      }
    }

    func run(until end: Double) {
      var ignore = IgnoringScrollerDelegate()
      while time < end {
        time = min(time + 1.0 / 120, end)
        scroller.advance(to: time, delegate: &ignore)
        update()
      }
    }

    func drag(from: Double, to: Double, duration: Double = 0.3, hold: Double = 0.1) {
      var ignore = IgnoringScrollerDelegate()
      let drag = DragGesture(
        from: CGPoint(x: 100, y: from), to: CGPoint(x: 100, y: to), duration: duration, hold: hold)
      for touch in drag.touches(startingAt: time, frameRate: 120) {
        scroller.advance(to: touch.time, delegate: &ignore)
        scroller.apply(touch, delegate: &ignore)
        time = touch.time
        update()
      }
    }

    func send(_ event: RefreshEvent) {
      var ignore = IgnoringScrollerDelegate()
      attachment.send(event, to: &scroller, at: time, delegate: &ignore) { notes.append($0) }
    }
  }

  @Test("A full pull fires once on release, holds at the hold height, and end restores all")
  func fullCycle() {
    let harness = Harness()
    harness.drag(from: 200, to: 500)
    #expect(harness.refreshes == 1)
    #expect(harness.notes.contains(.haptic))
    harness.run(until: 2)
    #expect(harness.attachment.header?.state == .refreshing)
    #expect(harness.scroller.contentInset.top == 124)
    #expect(harness.scroller.offset == -124)
    harness.send(.end(.success, time: harness.time))
    harness.run(until: 4)
    #expect(harness.attachment.header?.state == .idle)
    #expect(harness.scroller.contentInset.top == 64)
    #expect(harness.scroller.offset == -64)
    #expect(harness.refreshes == 1)
  }

  @Test("Nothing jumps: inset changes move the content by at most a frame's worth of motion")
  func noJump() {
    let harness = Harness()
    var previous = harness.scroller.offset
    var largest = 0.0
    func track() {
      largest = max(largest, abs(harness.scroller.offset - previous))
      previous = harness.scroller.offset
    }
    var ignore = IgnoringScrollerDelegate()
    let drag = DragGesture(
      from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 500), duration: 0.5, hold: 0.1)
    for touch in drag.touches(startingAt: 0, frameRate: 120) {
      harness.scroller.advance(to: touch.time, delegate: &ignore)
      harness.scroller.apply(touch, delegate: &ignore)
      harness.time = touch.time
      harness.update()
      track()
    }
    for _ in 0..<240 {
      harness.run(until: harness.time + 1.0 / 120)
      track()
    }
    harness.send(.end(.success, time: harness.time))
    track()
    for _ in 0..<240 {
      harness.run(until: harness.time + 1.0 / 120)
      track()
    }
    #expect(harness.attachment.header?.state == .idle)
    #expect(largest < 8)  // the finger moved 5 pt per frame; the bounces are gentler
  }

  @Test("A short pull never fires and leaves the inset alone")
  func shortPull() {
    let harness = Harness()
    harness.drag(from: 200, to: 260)
    harness.run(until: 2)
    #expect(harness.refreshes == 0)
    #expect(harness.scroller.contentInset.top == 64)
  }

  @Test("Bounces from a fling into the top never arm")
  func momentumNeverArms() {
    let harness = Harness()
    var ignore = IgnoringScrollerDelegate()
    harness.scroller.setContentOffset(400, animated: false, at: 0, delegate: &ignore)
    harness.scroller.fling(velocity: -8000, at: 0, delegate: &ignore)
    var deepest = 0.0
    for _ in 0..<240 {
      harness.run(until: harness.time + 1.0 / 120)
      deepest = min(deepest, harness.scroller.offset + 64)
    }
    #expect(deepest < -60)  // it did overshoot the trigger distance
    #expect(harness.refreshes == 0)
  }

  @Test("An outside inset change during a refresh survives its end")
  func insetOwnership() {
    let harness = Harness()
    harness.drag(from: 200, to: 500)
    harness.run(until: 2)
    harness.attachment.setBaseInset(Insets(top: 100))
    var ignore = IgnoringScrollerDelegate()
    harness.scroller.setGeometry(
      contentInset: harness.attachment.effectiveInset(axis: .vertical), shiftingOffsetBy: -36,
      delegate: &ignore)
    harness.send(.end(.success, time: harness.time))
    harness.run(until: 4)
    #expect(harness.scroller.contentInset.top == 100)
    #expect(harness.scroller.offset == -100)
  }

  @Test("End while the finger is down waits for the release; nothing jumps meanwhile")
  func endWhileDragging() {
    let harness = Harness()
    harness.drag(from: 200, to: 500)
    harness.run(until: 2)
    var ignore = IgnoringScrollerDelegate()
    harness.scroller.touchDown(at: CGPoint(x: 100, y: 400), at: harness.time, delegate: &ignore)
    harness.scroller.touchMoved(
      to: CGPoint(x: 100, y: 380), at: harness.time + 0.01, delegate: &ignore)
    harness.time += 0.01
    harness.update()
    let held = harness.scroller.offset
    harness.send(.end(.success, time: harness.time))
    harness.run(until: 3)
    #expect(harness.attachment.header?.state == .refreshing)
    #expect(harness.scroller.contentInset.top == 124)
    #expect(harness.scroller.offset == held)
    harness.scroller.touchUp(at: harness.time, delegate: &ignore)
    harness.update()
    harness.run(until: 8)
    #expect(harness.attachment.header?.state == .idle)
    #expect(harness.scroller.contentInset.top == 64)
  }

  @Test("A programmatic begin reveals the control and fires once; a second begin is ignored")
  func programmaticBegin() {
    let harness = Harness()
    harness.send(.begin(reveal: true, animated: true))
    harness.send(.begin(reveal: true, animated: true))
    #expect(harness.attachment.header?.state == .willRefresh)
    harness.run(until: 1)
    #expect(harness.attachment.header?.state == .refreshing)
    #expect(harness.refreshes == 1)
    #expect(harness.scroller.offset == -124)
  }

  @Test("Load more fires once per drag near the end, never while the header refreshes")
  func loadMore() {
    let harness = Harness()
    var ignore = IgnoringScrollerDelegate()
    harness.scroller.setContentOffset(2100, animated: false, at: 0, delegate: &ignore)
    harness.update()
    harness.drag(from: 600, to: 300, duration: 0.2, hold: 0)
    harness.run(until: 3)
    #expect(harness.loads == 1)
    harness.attachment.send(.end)
    harness.send(.begin(reveal: false, animated: false))
    harness.drag(from: 600, to: 500, duration: 0.2, hold: 0)
    harness.run(until: 5)
    #expect(harness.loads == 1)
    harness.send(.end(.success, time: harness.time))
    harness.run(until: 7)
    harness.drag(from: 600, to: 500, duration: 0.2, hold: 0)
    #expect(harness.loads == 2)
  }
}
