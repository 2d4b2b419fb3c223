import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCompositional
@testable import SwipeCore
@testable import SwipeLayouts

/// Counts what a randomized run reaches, so a generator cannot silently stop covering a state.
struct SnapCoverage: CustomStringConvertible {
  /// Touches that went down while a snapping motion (spring or animation) ran.
  var catches = 0
  /// Of those, touches that lifted (or were cancelled) without dragging, away from an anchor.
  var settlingCatches = 0
  /// Releases at fling speed (drags and `fling` calls).
  var flings = 0
  /// Times the content went past an edge.
  var edgeHits = 0
  /// Drags that began.
  var drags = 0
  /// Frames checked at rest.
  var idleFrames = 0

  var description: String {
    "catches \(catches), settling catches \(settlingCatches), flings \(flings), "
      + "edge hits \(edgeHits), drags \(drags), idle frames \(idleFrames)"
  }
}

/// One step of a random gesture script; only steps that make sense for the finger's state are
/// drawn (a `where` clause on a multi-pattern `case` binds to its last pattern only, so the
/// choice is made here, in one place).
enum RandomAction {
  case down, move, lift, fling, call, wait

  static func pick(_ random: inout SeededGenerator, fingerDown: Bool) -> RandomAction {
    let roll = Double.random(in: 0..<1, using: &random)
    if fingerDown {
      return roll < 0.35 ? .move : roll < 0.6 ? .lift : roll < 0.63 ? .call : .wait
    }
    return roll < 0.3 ? .down : roll < 0.42 ? .fling : roll < 0.47 ? .call : .wait
  }
}

/// Counts drags and fling-speed releases.
struct ReleaseCounter: CompositionalCollectionDelegate {
  var drags = 0
  var flings = 0

  mutating func scroller(didEmit event: ScrollerEvent) {
    if event == .willBeginDragging { drags += 1 }
  }

  mutating func scrollerWillEndDragging(
    _ scroller: Scroller, velocity: Double, targetOffset: inout Double
  ) {
    if abs(velocity) >= 250 { flings += 1 }
  }
}

/// Seeded random gestures (240,000 steps) on carousels of every alignment, direction and reach:
/// every frame at rest shows the strip on one of its anchors (DESIGN.md §4 and §9), not only the
/// last one.
@Suite("Carousel: randomized")
struct CarouselRandomizedTests {
  static func randomCarousel(_ random: inout SeededGenerator) -> Carousel {
    let count = Int.random(in: 1...12, using: &random)
    let uniform = random.chance(0.5)
    let base = Double.random(in: 40...360, using: &random)
    let widths = (0..<count).map { _ in
      uniform ? base : Double.random(in: 40...360, using: &random)
    }
    let configuration = Carousel.Configuration(
      itemWidths: widths, spacing: random.pick([0.0, 8, 10, 24]),
      leadingInset: random.pick([0.0, 16, 38]), trailingInset: random.pick([0.0, 16, 38]),
      alignment: random.pick(PagingByCell.Alignment.allCases),
      maxPagesPerFling: random.pick([1, 1, 2, 3]),
      layoutDirection: random.pick(LayoutDirection.cases))
    return Carousel(
      configuration: configuration,
      viewport: CGSize(width: random.pick([320.0, 390]), height: 300))
  }

  /// Whether the strip rests on an anchor (physical offsets mirrored for right to left).
  static func restsOnAnchor(_ carousel: Carousel) -> Bool {
    let logical = carousel.physical(carousel.scroller.offset)
    return carousel.anchors.contains { abs($0 - logical) < 1e-6 }
  }

  @Test("Every idle frame of a random carousel rests on an anchor")
  func everyIdleFrameOnAnAnchor() {
    var random = SeededGenerator(seed: 0xCA20_5E11)
    var coverage = SnapCoverage()
    var counter = ReleaseCounter()
    var problems: [String] = []
    for run in 0..<120 {
      var carousel = Self.randomCarousel(&random)
      var time = 0.0
      var down: CGPoint?
      var caught = false
      var wasPast = false
      for step in 0..<2_000 {
        time += random.pick([0.0, 1.0 / 120, 1.0 / 120, 1.0 / 60, 0.03, 0.1, 0.4])
        let phase = carousel.scroller.phase
        switch RandomAction.pick(&random, fingerDown: down != nil) {
        case .down:
          let point = CGPoint(x: Double.random(in: 20...300, using: &random), y: 150)
          caught = phase == .paging || phase == .animating
          if caught { coverage.catches += 1 }
          carousel.touchDown(at: point, at: time, delegate: &counter)
          down = point
        case .move:
          let start = down ?? .zero
          // Within the slop (a rest), along the strip (a drag) or across it (someone else's).
          let dx = random.pick([0.0, 4, 150, 400]) * random.pick([-1.0, 1])
          let dy = random.pick([0.0, 0, 60]) * random.pick([-1.0, 1])
          carousel.touchMoved(
            to: CGPoint(x: start.x + dx, y: start.y + dy), at: time, delegate: &counter)
        case .lift:
          if caught, !carousel.scroller.isDragging, !Self.restsOnAnchor(carousel) {
            coverage.settlingCatches += 1
          }
          if random.chance(0.85) {
            carousel.touchUp(at: time, delegate: &counter)
          } else {
            carousel.touchCancelled(at: time, delegate: &counter)
          }
          down = nil
          caught = false
        case .fling:
          let velocity = Double.random(in: -9000...9000, using: &random)
          if abs(velocity) >= 250 { coverage.flings += 1 }
          carousel.fling(velocity: velocity, at: time, delegate: &counter)
        case .call:
          carousel.scrollToPage(
            Int.random(in: -1...13, using: &random), animated: random.chance(0.7), at: time,
            delegate: &counter)
        case .wait:
          carousel.advance(to: time, delegate: &counter)
        }
        let scroller = carousel.scroller
        if !scroller.offset.isFinite { problems.append("run \(run) step \(step): not finite") }
        let past = scroller.overscroll > 0
        if past, !wasPast { coverage.edgeHits += 1 }
        wasPast = past
        guard scroller.phase == .idle else { continue }
        coverage.idleFrames += 1
        if !Self.restsOnAnchor(carousel) {
          problems.append(
            "run \(run) step \(step): idle at \(scroller.offset), anchors \(carousel.anchors)")
        }
      }
    }
    #expect(problems.isEmpty, "\(problems.prefix(5))")
    coverage.flings += counter.flings
    coverage.drags = counter.drags
    #expect(coverage.catches >= 5_000, "\(coverage)")
    #expect(coverage.settlingCatches >= 2_500, "\(coverage)")
    #expect(coverage.flings >= 8_000, "\(coverage)")
    #expect(coverage.edgeHits >= 2_000, "\(coverage)")
    #expect(coverage.drags >= 8_000, "\(coverage)")
    #expect(coverage.idleFrames >= 20_000, "\(coverage)")
  }
}
