import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore

/// Tracks that notifications pair up: every willBegin has its didEnd, never two open at once.
struct PairingChecker: ScrollerDelegate {
  var dragging = false
  var decelerating = false
  var problems: [String] = []
  /// A target the next release is moved to, as a snapping delegate would.
  var targetOverride: Double?

  mutating func scroller(didEmit event: ScrollerEvent) {
    switch event {
    case .willBeginDragging:
      if dragging { problems.append("willBeginDragging while dragging") }
      if decelerating { problems.append("willBeginDragging while decelerating") }
      dragging = true
    case .didEndDragging:
      if !dragging { problems.append("didEndDragging without willBeginDragging") }
      dragging = false
    case .willBeginDecelerating:
      if decelerating { problems.append("willBeginDecelerating twice") }
      decelerating = true
    case .didEndDecelerating:
      if !decelerating { problems.append("didEndDecelerating without willBeginDecelerating") }
      decelerating = false
    case .didScroll, .didEndScrollingAnimation:
      break
    }
  }

  mutating func scrollerWillEndDragging(
    _ scroller: Scroller, velocity: Double, targetOffset: inout Double
  ) {
    if !dragging { problems.append("willEndDragging without a drag") }
    if !velocity.isFinite || !targetOffset.isFinite { problems.append("non-finite release") }
    if let targetOverride { targetOffset = targetOverride }
  }
}

@Suite("Scroller randomized invariants")
struct ScrollerRandomizedTests {
  static func randomScroller(_ random: inout SeededGenerator) -> Scroller {
    let axis = random.pick(Axis.cases)
    let viewport = CGSize(
      width: random.pick([0.0, 1, 320, 390, 1024]), height: random.pick([0.0, 1, 568, 844]))
    let length: Double = random.pick([0, 100, 844, 1000, 5000, 100_000])
    let inset = random.chance(0.5) ? Insets.zero : Insets(top: 64, left: 10, bottom: 34, right: 5)
    var scroller = Fixtures.scroller(
      axis: axis, contentLength: length, viewport: viewport, inset: inset,
      paging: random.chance(0.3), rate: random.pick([.normal, .fast, .custom(0.95)]),
      bounces: random.chance(0.8), alwaysBounce: random.chance(0.4))
    scroller.isScrollEnabled = random.chance(0.95)
    return scroller
  }

  /// `placed`: an offset the app just set during a drag, shown as it is (UIKit's setter) until
  /// the finger moves again.
  static func check(
    _ scroller: Scroller, _ checker: PairingChecker, placed: Double? = nil,
    context: @autoclosure () -> String
  ) {
    let lower = scroller.minimumOffset
    let upper = scroller.maximumOffset
    let span = scroller.viewportLength
    #expect(scroller.offset.isFinite, "\(context())")
    #expect(scroller.velocity.isFinite, "\(context())")
    #expect(checker.problems.isEmpty, "\(checker.problems) \(context())")
    #expect(checker.dragging == scroller.isDragging, "\(context())")
    #expect(checker.decelerating == scroller.isDecelerating, "\(context())")
    switch scroller.phase {
    case .dragging where scroller.offset != placed:
      // Within a view length of the range, or no further out than where the finger grabbed
      // it (or the app placed it) beyond the rubber band's reach (DESIGN §4).
      let held = scroller.grabReach + abs(scroller.grabBeyondReach)
      let slack = scroller.bounces ? max(span, held) : 0
      #expect(
        scroller.offset >= lower - slack - 1e-9 && scroller.offset <= upper + slack + 1e-9,
        "drag envelope \(scroller.offset) in \(lower)...\(upper) span \(span) \(context())")
    case .idle:
      #expect(
        scroller.offset >= lower && scroller.offset <= upper,
        "rest range \(scroller.offset) in \(lower)...\(upper) \(context())")
    default:
      break
    }
  }

  @Test("500,000 random touches, flings and calls keep every invariant")
  func randomEvents() {
    var random = SeededGenerator(seed: 0x5713E)
    var events = 0
    var configurations = 0
    // What the generator reached, so it cannot silently stop covering a state.
    var reached: [ScrollPhase: Int] = [:]
    var catches = 0
    var drags = 0
    var throwsPastAnEdge = 0
    while events < 500_000 {
      var scroller = Self.randomScroller(&random)
      var checker = PairingChecker()
      var time = 0.0
      var finger = CGPoint(x: 200, y: 400)
      // An offset the app set during the current drag, shown as it is until the drag moves it.
      var placed: Double?
      configurations += 1
      for _ in 0..<400 {
        events += 1
        time += random.pick([0, 0.001, 0.008, 0.0167, 0.05, 0.3])
        let context = "config \(configurations) event \(events)"
        let moving = scroller.isDecelerating || scroller.phase == .animating
        let wasDragging = scroller.isDragging
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<10:
          if moving, !scroller.isTracking, scroller.isScrollEnabled { catches += 1 }
          finger = CGPoint(
            x: Double.random(in: -50...450, using: &random),
            y: Double.random(in: -50...900, using: &random))
          scroller.touchDown(at: finger, at: time, delegate: &checker)
        case 10..<50:
          finger.x += Double.random(in: -60...60, using: &random)
          finger.y += Double.random(in: -120...120, using: &random)
          scroller.touchMoved(to: finger, at: time, delegate: &checker)
        case 50..<60:
          scroller.touchUp(at: time, delegate: &checker)
        case 60..<62:
          scroller.touchCancelled(at: time, delegate: &checker)
        case 62..<70:
          checker.targetOverride =
            random.chance(0.2) ? Double.random(in: -1000...30_000, using: &random) : nil
          let velocity = random.pick([0, 100, -300, 2000, -5000, 20_000, 1e9])
          if scroller.overscroll > 0, velocity != 0 { throwsPastAnEdge += 1 }
          scroller.fling(velocity: velocity, at: time, delegate: &checker)
        case 70..<76:
          let target = Double.random(in: -500...6000, using: &random)
          scroller.setContentOffset(
            target, animated: random.chance(0.5), at: time, delegate: &checker)
          if scroller.isDragging { placed = target }
        case 76..<79:
          let length = random.pick([0.0, 300, 900, 3000, 20_000])
          let size =
            scroller.axis == .vertical
            ? CGSize(width: 390, height: length) : CGSize(width: length, height: 844)
          scroller.setContentSize(size, delegate: &checker)
        case 79..<81:
          let size = CGSize(
            width: random.pick([0.0, 320, 390, 844]), height: random.pick([0.0, 390, 844]))
          scroller.setBoundsSize(size, delegate: &checker)
        case 81..<82:
          let inset = random.chance(0.5) ? Insets.zero : Insets(top: 100, left: 20, bottom: 50)
          scroller.setContentInset(inset, delegate: &checker)
        default:
          scroller.advance(to: time, delegate: &checker)
        }
        if placed != scroller.offset || !scroller.isDragging { placed = nil }
        Self.check(scroller, checker, placed: placed, context: context)
        reached[scroller.phase, default: 0] += 1
        if scroller.isDragging, !wasDragging { drags += 1 }
      }
      scroller.touchUp(at: time, delegate: &checker)
      scroller.advance(to: time + 30, delegate: &checker)
      Self.check(scroller, checker, context: "settled config \(configurations)")
      #expect(scroller.phase == .idle)
      #expect(!checker.dragging && !checker.decelerating)
    }
    for phase in ScrollPhase.cases {
      #expect(reached[phase, default: 0] >= 1000, "\(phase): \(reached[phase, default: 0])")
    }
    #expect(
      catches >= 1000 && drags >= 1000 && throwsPastAnEdge >= 1000,
      "\(catches) catches, \(drags) drags, \(throwsPastAnEdge) throws past an edge")
  }
}
