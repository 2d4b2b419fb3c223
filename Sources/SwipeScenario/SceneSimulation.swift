import Foundation
import SwipeCompositional
import SwipeCore
import SwipeLayouts

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// An engine driven by the scenario runner: one per scene kind. The runner owns the clock and
/// the order of inputs; a simulation only applies them and reports its state.
///
/// New scene kinds plug in by conforming to this protocol and adding a case to ``Scene``.
public protocol SceneSimulation {
  /// Moves the engine's clock forward to `time` (seconds).
  mutating func advance(to time: TimeInterval)
  /// Applies a raw touch at `time` (after ``advance(to:)`` to the same time).
  mutating func touch(_ phase: TouchPhase, at point: CGPoint?, time: TimeInterval)
  /// Applies a raw touch of `finger` (1 is the first) at `time`.
  mutating func touch(_ phase: TouchPhase, at point: CGPoint?, time: TimeInterval, finger: Int)
  /// Releases with a content velocity in points per second.
  mutating func fling(vx: Double, vy: Double, time: TimeInterval)
  /// A step of a trackpad or mouse-wheel scroll with the pointer at `pointer`: `.down` begins
  /// it, `.move` has moved the content by `translation` in all since, `.up` ends it (swipe
  /// scenes; others ignore it).
  mutating func scroll(
    _ phase: TouchPhase, pointer: CGPoint, translation: CGPoint, time: TimeInterval)
  /// Performs an API call.
  mutating func perform(_ call: ScenarioCall, time: TimeInterval)
  /// The scene's fields of a sample, in documented order (the runner adds `t` and `events`).
  func sampleFields() -> [(String, JSONOutput)]
  /// The names of the engine events since the previous call, in order.
  mutating func takeEventNames() -> [String]
}

extension SceneSimulation {
  /// Scenes other than `swipe` have no scroll events (the file is checked for them): time
  /// goes on.
  public mutating func scroll(
    _ phase: TouchPhase, pointer: CGPoint, translation: CGPoint, time: TimeInterval
  ) {
    advance(to: time)
  }

  /// One finger: the first finger's touches (scenes other than `swipe` accept no other).
  public mutating func touch(
    _ phase: TouchPhase, at point: CGPoint?, time: TimeInterval, finger: Int
  ) {
    guard finger == 1 else { return }
    touch(phase, at: point, time: time)
  }
}

extension Scene {
  /// A fresh simulation of this scene in `viewport`.
  public func makeSimulation(viewport: CGSize) -> any SceneSimulation {
    switch self {
    case .swipe(let scene): SwipeSimulation(scene: scene, viewport: viewport)
    case .scroller(let scene): ScrollerSimulation(scroller: scene.makeScroller(viewport: viewport))
    case .carousel(let scene):
      CarouselSimulation(carousel: Carousel(configuration: scene.configuration, viewport: viewport))
    case .compositional(let scene): CompositionalSimulation(scene: scene)
    }
  }
}

/// Records a scroller's notifications by name for scenario output (`didScroll` is left out:
/// it fires every frame and the offset already shows it). Scenes and gallery demos use it.
public struct EventNameRecorder: ScrollerDelegate {
  /// The names recorded since the last ``take()``.
  public private(set) var names: [String] = []

  /// An empty recorder.
  public init() {}

  /// Records the event's name unless it is `didScroll`.
  public mutating func scroller(didEmit event: ScrollerEvent) {
    if event != .didScroll { names.append(event.name) }
  }

  /// Records `willEndDragging`.
  public mutating func scrollerWillEndDragging(
    _ scroller: Scroller, velocity: Double, targetOffset: inout Double
  ) {
    names.append("willEndDragging")
  }

  /// Records a name (for owners that tag notifications, such as a row's section).
  mutating func record(_ name: String) {
    names.append(name)
  }

  /// The names recorded so far; the recorder starts over.
  public mutating func take() -> [String] {
    defer { names.removeAll(keepingCapacity: true) }
    return names
  }
}

extension EventNameRecorder: CompositionalCollectionDelegate {}

/// The `scroller` scene's simulation.
struct ScrollerSimulation: SceneSimulation {
  var scroller: Scroller
  var recorder = EventNameRecorder()

  mutating func advance(to time: TimeInterval) {
    scroller.advance(to: time, delegate: &recorder)
  }

  mutating func touch(_ phase: TouchPhase, at point: CGPoint?, time: TimeInterval) {
    scroller.touch(phase, at: point, time: time, delegate: &recorder)
  }

  mutating func fling(vx: Double, vy: Double, time: TimeInterval) {
    let velocity = scroller.axis == .horizontal ? vx : vy
    scroller.fling(velocity: velocity, at: time, delegate: &recorder)
  }

  mutating func perform(_ call: ScenarioCall, time: TimeInterval) {
    switch call {
    case .setContentOffset(let x, let y, let animated):
      let value = scroller.axis == .horizontal ? x : y
      scroller.setContentOffset(value, animated: animated, at: time, delegate: &recorder)
    case .resize(let size):
      scroller.setBoundsSize(size, delegate: &recorder)
    default:
      break
    }
  }

  func sampleFields() -> [(String, JSONOutput)] {
    [
      ("offset", .number(scroller.offset)),
      ("velocity", .number(scroller.velocity)),
      ("phase", .string(scroller.phase.word)),
    ]
  }

  mutating func takeEventNames() -> [String] { recorder.take() }
}
