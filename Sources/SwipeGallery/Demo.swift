import Foundation
import SwipeCanvas
import SwipeCore
import SwipeScenario

/// A gallery demo: an engine set up like one of the seeds' screens, a renderer of its frames,
/// and a default gesture script for the recorder. Demos are scene simulations, so the scenario
/// runner (and the gallery window) drive them with touches, flings and calls.
public protocol Demo: AnyObject, SceneSimulation {
  /// The demo's short name (`single`, `paging-by-cell`, …).
  static var name: String { get }
  /// The title in the demo list.
  static var title: String { get }
  /// One line about what it shows.
  static var summary: String { get }
  /// The script the recorder plays by default.
  static var script: Scenario { get }

  /// A fresh demo in `viewport`.
  init(viewport: CGSize)

  /// The size of the screen it fills.
  var viewport: CGSize { get }

  /// Draws the current frame (the clock is the time of the last advance).
  func render(into list: inout DisplayList)

  /// The scroll wheel moved by `delta` points (positive: content moves up).
  func wheel(by delta: Double, at point: CGPoint, time: TimeInterval)

  /// A key was pressed (see ``DemoKey``).
  func press(_ key: DemoKey, time: TimeInterval)

  /// Runs the demo under `settings` (right to left, Reduce Motion), right after it is made.
  func apply(_ settings: DemoSettings)

  /// What VoiceOver would have said since the last call (page turns, refresh), in order.
  func takeAnnouncements() -> [String]
}

extension Demo {
  /// Scrolls like a short drag from `point`.
  public func wheel(by delta: Double, at point: CGPoint, time: TimeInterval) {
    var demo = self  // a reference: the protocol's requirements are declared mutating
    demo.touch(.down, at: point, time: time)
    demo.touch(.move, at: CGPoint(x: point.x, y: point.y - 12), time: time + 0.004)
    demo.touch(.move, at: CGPoint(x: point.x, y: point.y - 12 - delta), time: time + 0.008)
    demo.touch(.up, at: nil, time: time + 0.008)
  }
}

/// Every demo of the gallery, in the order of its list.
public enum DemoCatalog {
  /// The demo types. An immutable list of metatypes, so sharing it across threads is safe even
  /// though `any Demo.Type` is not declared `Sendable`.
  public nonisolated(unsafe) static let all: [any Demo.Type] = [
    SingleDemo.self, HybridDemo.self, BarOnlyDemo.self, HiddenNavigationDemo.self,
    RefreshDemo.self, PagingByCellDemo.self, WaterfallDemo.self,
    CompositionalDemo<AlternatingSizesExample>.self, CompositionalDemo<BadgesExample>.self,
    CompositionalDemo<AppStoreExample>.self, CompositionalDemo<GroupedListExample>.self,
    CompositionalDemo<CustomGroupExample>.self,
  ]

  /// The demo app's screens on UIKitStub (`uikit-…`, Linux only): recorded and opened by name
  /// like the others; main-actor bound and one at a time (the stub has one clock).
  public nonisolated(unsafe) static let uikit: [any Demo.Type] = {
    #if os(Linux)
      UIKitScreens.all
    #else
      []
    #endif
  }()

  /// Every demo the recorder and the window can open: ``all``, then ``uikit``.
  public nonisolated(unsafe) static let everything: [any Demo.Type] = all + uikit

  /// Every demo's name, comma-separated.
  public static var names: String { everything.map { $0.name }.joined(separator: ", ") }

  /// The demo named `name`.
  public static func demo(named name: String) -> (any Demo.Type)? {
    everything.first { $0.name == name }
  }

  /// The phone-sized viewport every demo uses.
  public static let viewport = CGSize(width: 390, height: 844)
}

/// A script helper: a scenario of `events` sampled every frame for `duration` seconds.
func script(_ duration: Double, _ events: [ScenarioEvent]) -> Scenario {
  Scenario(
    viewport: DemoCatalog.viewport, frameRate: 60,
    scene: .scroller(ScrollerScene(contentSize: .zero)), events: events,
    sampling: .every(1.0 / 30, until: duration))
}

/// A scripted drag at `time`.
func drag(
  _ time: Double, from: (Double, Double), to: (Double, Double), duration: Double, hold: Double = 0
)
  -> ScenarioEvent
{
  ScenarioEvent(
    time: time,
    action: .drag(
      DragGesture(
        from: CGPoint(x: from.0, y: from.1), to: CGPoint(x: to.0, y: to.1), duration: duration,
        hold: hold)))
}

/// A scripted tap at `time`.
func tap(_ time: Double, at point: (Double, Double)) -> [ScenarioEvent] {
  [
    ScenarioEvent(time: time, action: .touch(.down, CGPoint(x: point.0, y: point.1))),
    ScenarioEvent(time: time + 0.08, action: .touch(.up, nil)),
  ]
}
