import Foundation
import SwipeCompositional
import SwipeCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The `compositional` scene's simulation: a `CompositionalCollection` driven by the runner.
///
/// Samples hold the list's offset along its axis and phase, and every orthogonally scrolling
/// section's logical offset (from its leading edge, so right-to-left rows count from the right)
/// and phase. Events are the list's notification names and the rows' names tagged with their
/// section (`willBeginDragging:1`).
struct CompositionalSimulation: SceneSimulation {
  var collection: CompositionalCollection
  var recorder = CompositionalEventRecorder()

  init(scene: CompositionalScene) {
    collection = CompositionalCollection(layout: scene.layout)
  }

  var isVertical: Bool { collection.scroller.axis == .vertical }

  mutating func advance(to time: TimeInterval) {
    collection.advance(to: time, delegate: &recorder)
  }

  mutating func touch(_ phase: TouchPhase, at point: CGPoint?, time: TimeInterval) {
    collection.touch(phase, at: point, time: time, delegate: &recorder)
  }

  /// A fling without a section: the velocity along the list's axis goes to the list.
  mutating func fling(vx: Double, vy: Double, time: TimeInterval) {
    let velocity = isVertical ? vy : vx
    guard velocity != 0 else { return }
    collection.fling(velocity: velocity, at: time, delegate: &recorder)
  }

  mutating func perform(_ call: ScenarioCall, time: TimeInterval) {
    switch call {
    case .setContentOffset(let x, let y, let animated):
      collection.setContentOffset(
        isVertical ? y : x, animated: animated, at: time, delegate: &recorder)
    case .scrollToSectionItem(let section, let item, let animated):
      collection.scrollToItem(
        section: section, item: item, animated: animated, at: time, delegate: &recorder)
    case .flingSection(let section, let vx, let vy):
      // Rows scroll across the list; a right-to-left row counts from its right end.
      let across = isVertical ? vx : vy
      let mirrored = isVertical && collection.layout.configuration.layoutDirection == .rightToLeft
      if across != 0 {
        collection.fling(
          section: section, velocity: mirrored ? -across : across, at: time, delegate: &recorder)
      }
      fling(vx: vx, vy: vy, time: time)
    default:
      break
    }
  }

  func sampleFields() -> [(String, JSONOutput)] {
    var rows: [JSONOutput] = []
    for (section, row) in collection.orthogonalScrollers.enumerated() {
      guard let row else { continue }
      rows.append(
        .object([
          ("section", .number(Double(section))), ("offset", .number(row.offset)),
          ("phase", .string(row.scroller.phase.word)),
        ]))
    }
    return [
      ("offset", .number(collection.scroller.offset)),
      ("phase", .string(collection.scroller.phase.word)),
      ("orthogonal", .array(rows)),
    ]
  }

  mutating func takeEventNames() -> [String] { recorder.take() }
}

/// Records a compositional collection's notifications by name: the list's as
/// ``EventNameRecorder`` does, each row's with `:<section>` appended.
struct CompositionalEventRecorder: CompositionalCollectionDelegate {
  var list = EventNameRecorder()

  mutating func scroller(didEmit event: ScrollerEvent) {
    list.scroller(didEmit: event)
  }

  mutating func scrollerWillEndDragging(
    _ scroller: Scroller, velocity: Double, targetOffset: inout Double
  ) {
    list.scrollerWillEndDragging(scroller, velocity: velocity, targetOffset: &targetOffset)
  }

  mutating func orthogonalSection(_ section: Int, didEmit event: ScrollerEvent) {
    if event != .didScroll { list.record("\(event.name):\(section)") }
  }

  mutating func orthogonalSection(
    _ section: Int, willEndDragging scroller: Scroller, velocity: Double, targetOffset: Double
  ) {
    list.record("willEndDragging:\(section)")
  }

  mutating func take() -> [String] { list.take() }
}
