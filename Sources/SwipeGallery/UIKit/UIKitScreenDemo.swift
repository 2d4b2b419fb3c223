#if os(Linux)
  import Foundation
  import SwipeCanvas
  import SwipeCore
  import SwipeScenario
  import SwipeSwiftUIDemos
  import SwipeUIKit
  import SwipeUIKitDemos
  import UIKitStub

  /// A screen of the demo app (SwipeUIKitDemos) on UIKitStub: the script's touches go to its
  /// window, which routes them as UIKit does, and its view tree is drawn as UIKit would
  /// composite it, under the navigation bar a navigation controller would show.
  ///
  /// Main-actor bound, and one at a time: the stub has one clock (`UIKitStubDriver.current`),
  /// which each screen resets.
  @MainActor public class UIKitScreenDemo {
    /// The size of the screen it fills.
    public let viewport: CGSize
    let window: UIWindow
    /// The screen's view controller.
    public let controller: UIViewController
    private var names: [String] = []

    /// The demo app's screen called `name`: a UIKit one, or a SwiftUI one (`swiftui-…`).
    static func entry(named name: String) -> SwipeUIKitDemoCatalog.Entry? {
      (SwipeUIKitDemoCatalog.all + SwipeSwiftUIDemoCatalog.all).first { $0.name == name }
    }

    init(screen name: String, viewport: CGSize) {
      guard let entry = Self.entry(named: name) else {
        preconditionFailure("no demo app screen named \(name)")
      }
      self.viewport = viewport
      UIKitStubDriver.reset(now: 0)
      window = UIWindow(frame: CGRect(origin: .zero, size: viewport))
      controller = entry.make(viewport)
      // The container screens that follow the safe area, as they do under the demo app's
      // navigation bar: its 64 pt (status bar and bar) come from the screen's safe area here.
      let followsSafeArea =
        (controller as? SwipeDemoViewController).map { $0.setup.topInset == nil }
        ?? name.hasPrefix("swiftui-")
      if followsSafeArea {
        window.screenSafeAreaInsets = UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
      }
      controller.view.frame = window.bounds
      window.addSubview(controller.view)
      UIKitStubDriver.current.layoutPass()
      // SwiftUI content measured in the first pass (a header, a bar) is placed by the second.
      UIKitStubDriver.current.layoutPass()
    }

    /// The SwipeTableView of a container screen.
    public var swipeTableView: SwipeTableView? {
      (controller as? SwipeDemoViewController)?.swipeTableView
        ?? Self.firstSwipeTableView(in: controller.view)
    }

    /// The first SwipeTableView in `view`'s tree (a SwiftUI screen's `SwipeView`).
    private static func firstSwipeTableView(in view: UIView?) -> SwipeTableView? {
      guard let view else { return nil }
      if let table = view as? SwipeTableView { return table }
      for subview in view.subviews {
        if let table = firstSwipeTableView(in: subview) { return table }
      }
      return nil
    }

    // MARK: - Driving (SceneSimulation)

    /// One display frame at `time`.
    public func advance(to time: TimeInterval) {
      UIKitStubDriver.current.advance(to: time)
    }

    /// A finger on the window (one finger: a second touch-down is ignored).
    public func touch(_ phase: TouchPhase, at point: CGPoint?, time: TimeInterval) {
      window.playTouch(phase, at: point, time: time)
    }

    /// A release of the pager (`vx`) and the current page (`vy`) as if a finger had just lifted.
    public func fling(vx: Double, vy: Double, time: TimeInterval) {
      advance(to: time)
      if let table = swipeTableView {
        if vx != 0 { table.pager.fling(velocity: CGPoint(x: vx, y: 0), time: time) }
        if vy != 0 {
          table.currentItemView?.fling(velocity: CGPoint(x: 0, y: vy), time: time)
        }
      }
      UIKitStubDriver.current.layoutPass()
    }

    /// Page changes by call; the other calls are the headless demos'.
    public func perform(_ call: ScenarioCall, time: TimeInterval) {
      advance(to: time)
      if case .scrollToItem(let index, let animated) = call {
        swipeTableView?.scrollToItem(at: index, animated: animated)
      }
      UIKitStubDriver.current.layoutPass()
    }

    /// The container's index, progress and header position (nothing for other screens).
    public func sampleFields() -> [(String, JSONOutput)] {
      guard let table = swipeTableView else { return [] }
      return [
        ("index", .number(Double(table.currentItemIndex))),
        ("progress", .number(Double(table.pageProgress))),
        ("header", .number(Double(table.swipeHeaderView?.frame.minY ?? 0))),
      ]
    }

    /// No engine events are recorded for the app's screens.
    public func takeEventNames() -> [String] {
      defer { names.removeAll() }
      return names
    }

    /// Scrolls like a short drag from `point`.
    public func wheel(by delta: Double, at point: CGPoint, time: TimeInterval) {
      touch(.down, at: point, time: time)
      touch(.move, at: CGPoint(x: point.x, y: point.y - 12), time: time + 0.004)
      touch(.move, at: CGPoint(x: point.x, y: point.y - 12 - delta), time: time + 0.008)
      touch(.up, at: nil, time: time + 0.008)
    }

    // MARK: - Drawing

    /// The window's view tree, then the navigation bar of the screen's title.
    public func render(into list: inout DisplayList) {
      list.append(.fill(CGRect(origin: .zero, size: viewport), Theme.background))
      ViewTreeRenderer.draw(window, images: Self.image(named:), into: &list)
      if let title = controller.title {
        Chrome.navigationBar(title, width: Double(viewport.width), into: &list)
      }
    }

    /// The app's images: the header picture, drawn at the header's size, and the avatar.
    static func image(named name: String) -> CanvasImage? {
      switch name {
      case "DemoHeader": headerPicture
      case "DemoAvatar": avatarPicture
      default: nil
      }
    }

    private static let headerPicture = Chrome.headerPicture(size: CGSize(width: 390, height: 200))
    private static let avatarPicture = Chrome.avatarPicture(side: 35)
  }
#endif
