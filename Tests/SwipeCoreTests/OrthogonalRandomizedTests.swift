import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCompositional
@testable import SwipeCore

extension OrthogonalScroller {
  /// The logical offsets a snapping row may rest at (nil for a row that does not snap).
  var restingAnchors: [Double]? {
    switch engine {
    case .cells(let carousel):
      return carousel.anchors
    case .free(let scroller) where scroller.isPagingEnabled:
      let size = scroller.viewportLength
      let range = scroller.maximumOffset - scroller.minimumOffset
      guard size > 0 else { return [scroller.minimumOffset] }
      let last = Int((range / size).rounded(.up))
      return (0...last).map {
        min(scroller.minimumOffset + Double($0) * size, scroller.maximumOffset)
      }
    case .free:
      return nil
    }
  }
}

/// Counts the rows' drags and fling-speed releases, by section.
struct RowReleaseCounter: CompositionalCollectionDelegate {
  var drags = 0
  var flings = 0

  mutating func orthogonalSection(_ section: Int, didEmit event: ScrollerEvent) {
    if event == .willBeginDragging { drags += 1 }
  }

  mutating func orthogonalSection(
    _ section: Int, willEndDragging scroller: Scroller, velocity: Double, targetOffset: Double
  ) {
    if abs(velocity) >= 250 { flings += 1 }
  }
}

@Suite("Orthogonal scrolling: randomized")
struct OrthogonalRandomizedTests {
  /// One section per orthogonal behaviour (twice) above a plain list, with random group widths,
  /// spacing, insets and direction.
  static func randomCollection(_ random: inout SeededGenerator) throws -> CompositionalCollection {
    let item = LayoutItem(
      size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    let behaviors = OrthogonalScrollingBehavior.allCases + OrthogonalScrollingBehavior.allCases
    var sections = behaviors.map { behavior in
      let side = random.pick([0.0, 12, 20])
      return LayoutSection(
        group: .horizontal(
          size: LayoutSize(
            width: .fractionalWidth(random.pick([0.3, 0.45, 0.7, 0.9, 1])), height: .absolute(90)),
          subitems: [.item(item)]),
        contentInsets: DirectionalInsets(top: 0, leading: side, bottom: 10, trailing: side),
        interGroupSpacing: random.pick([0.0, 8, 10]), orthogonalScrollingBehavior: behavior)
    }
    sections.append(
      LayoutSection(
        group: .horizontal(
          size: LayoutSize(width: .fractionalWidth(1), height: .absolute(60)),
          subitems: [.item(item)])))
    let counts = behaviors.map { _ in Int.random(in: 1...9, using: &random) } + [30]
    let layout = try CompositionalLayout(
      configuration: CompositionalLayoutConfiguration(
        layoutDirection: random.pick(LayoutDirection.cases)),
      containerSize: CGSize(width: 375, height: 400), sections: sections, numberOfItems: counts)
    return CompositionalCollection(layout: layout)
  }

  /// Seeded touches, drags, flings and calls over every orthogonal behaviour, in both
  /// directions: offsets stay finite, and every frame in which a snapping row is at rest shows
  /// it on one of its anchors (DESIGN.md §4), including rows a touch caught and then gave to
  /// the list.
  @Test("Every idle frame of a snapping row rests on an anchor")
  func everyIdleFrameOnAnAnchor() throws {
    var random = SeededGenerator(seed: 0x5EED_0007)
    var coverage = SnapCoverage()
    var counter = RowReleaseCounter()
    var problems: [String] = []
    for run in 0..<16 {
      var collection = try Self.randomCollection(&random)
      let rows = collection.orthogonalScrollers.count
      var past = Array(repeating: false, count: rows)
      var time = 0.0
      var down: CGPoint?
      var caught: Int?
      var lastMoved: Int?
      for step in 0..<2_500 {
        time += random.pick([0.0, 1.0 / 120, 1.0 / 120, 1.0 / 60, 0.03, 0.1, 0.4])
        switch RandomAction.pick(&random, fingerDown: down != nil) {
        case .down:
          collection.advance(to: time, delegate: &counter)
          let offset = collection.contentOffset
          var point = CGPoint(
            x: Double.random(in: -20...395, using: &random),
            y: Double.random(in: -20...420, using: &random))
          // Often on the row that last moved (to catch it), else mostly on some row.
          if let section = lastMoved, random.chance(0.6),
            let frame = collection.layout.frameForItem(0, inSection: section)
          {
            point.y = Double(frame.midY - offset.y)
          }
          for _ in 0..<(random.chance(0.8) ? 12 : 0) {
            let y = point.y + offset.y
            if collection.layout.orthogonalSection(at: CGPoint(x: point.x, y: y)) != nil { break }
            point.y = Double.random(in: 0...400, using: &random)
          }
          caught = nil
          if let section = collection.layout.orthogonalSection(
            at: CGPoint(x: point.x + offset.x, y: point.y + offset.y)),
            let row = collection.orthogonalScrollers[section], row.restingAnchors != nil,
            [.paging, .animating].contains(row.scroller.phase)
          {
            caught = section
            coverage.catches += 1
          }
          collection.touch(.down, at: point, time: time, delegate: &counter)
          down = point
        case .move:
          let start = down ?? .zero
          let dx = random.pick([0.0, 4, 150, 400]) * random.pick([-1.0, 1])
          let dy = random.pick([0.0, 4, 60, 200]) * random.pick([-1.0, 1])
          collection.touch(
            .move, at: CGPoint(x: start.x + dx, y: start.y + dy), time: time, delegate: &counter)
        case .lift:
          collection.advance(to: time, delegate: &counter)
          if let section = caught, let row = collection.orthogonalScrollers[section],
            !row.scroller.isDragging, let anchors = row.restingAnchors,
            !anchors.contains(where: { abs($0 - row.offset) < 1e-6 })
          {
            coverage.settlingCatches += 1
          }
          collection.touch(
            random.chance(0.85) ? .up : .cancel, at: nil, time: time, delegate: &counter)
          down = nil
          caught = nil
          lastMoved =
            collection.orthogonalScrollers.indices.first {
              collection.orthogonalScrollers[$0]?.scroller.phase == .paging
            } ?? lastMoved
        case .fling:
          let velocity = Double.random(in: -9000...9000, using: &random)
          let section = Int.random(in: -1...rows, using: &random)
          let row =
            collection.orthogonalScrollers.indices.contains(section)
            ? collection.orthogonalScrollers[section] : nil
          if abs(velocity) >= 250, row?.scroller.canScroll == true { coverage.flings += 1 }
          collection.fling(section: section, velocity: velocity, at: time, delegate: &counter)
          lastMoved = section >= 0 && section < rows ? section : lastMoved
        case .call:
          collection.setContentOffset(
            Double.random(in: -100...2000, using: &random), animated: random.chance(0.5),
            at: time, delegate: &counter)
        case .wait:
          collection.advance(to: time, delegate: &counter)
        }
        if !collection.contentOffset.y.isFinite { problems.append("run \(run) step \(step)") }
        for (section, row) in collection.orthogonalScrollers.enumerated() {
          guard let row else { continue }
          let scroller = row.scroller
          if !row.offset.isFinite { problems.append("run \(run) step \(step) row \(section)") }
          if scroller.overscroll > 0, !past[section] { coverage.edgeHits += 1 }
          past[section] = scroller.overscroll > 0
          guard scroller.phase == .idle else { continue }
          let range = scroller.minimumOffset...scroller.maximumOffset
          if !range.contains(row.offset) {
            problems.append("run \(run) step \(step) row \(section): idle outside the range")
          }
          guard let anchors = row.restingAnchors else { continue }
          coverage.idleFrames += 1
          if !anchors.contains(where: { abs($0 - row.offset) < 1e-6 }) {
            problems.append(
              "run \(run) step \(step) row \(section) (\(row.behavior)): idle at \(row.offset), "
                + "anchors \(anchors)")
          }
        }
      }
    }
    #expect(problems.isEmpty, "\(problems.prefix(5))")
    coverage.flings += counter.flings
    coverage.drags = counter.drags
    #expect(coverage.catches >= 400, "\(coverage)")
    #expect(coverage.settlingCatches >= 250, "\(coverage)")
    #expect(coverage.flings >= 2_000, "\(coverage)")
    #expect(coverage.edgeHits >= 600, "\(coverage)")
    #expect(coverage.drags >= 1_200, "\(coverage)")
    #expect(coverage.idleFrames >= 100_000, "\(coverage)")
  }
}
