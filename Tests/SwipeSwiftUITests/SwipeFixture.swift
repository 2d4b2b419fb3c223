#if os(Linux)
  import Foundation
  import SwipeSwiftUI
  import SwipeUIKit
  import SwiftUIStub
  import UIKitStub

  /// A block of the given height: the tests' header, bar and page content.
  struct Block: View {
    let height: CGFloat

    var body: some View {
      Color.gray.frame(height: height)
    }
  }

  /// Runs `body` on a fresh stub clock bound to the test's task: the refresh and selection tasks
  /// the front end starts see it too, and tests that run on the main actor while this one awaits
  /// do not move it.
  @MainActor func onOwnClock(_ body: () async throws -> Void) async rethrows {
    try await UIKitStubDriver.withDriver(UIKitStubDriver(now: 0), body)
  }

  /// The hosting controller whose view is `view` or in it: the hosted header, bar or page.
  @MainActor func hostingController(in view: UIView?) -> UIViewController? {
    guard let view else { return nil }
    if let controller = view.next as? UIViewController, controller.viewIfLoaded === view {
      return controller
    }
    for subview in view.subviews {
      if let controller = hostingController(in: subview) { return controller }
    }
    return nil
  }

  /// A representable of a SwipeTableView hosted as SwiftUI would host it, in a 390 × 844 window
  /// whose root view controller stands for SwiftUI's hosting controller, on the current stub
  /// clock (run the test in ``onOwnClock(_:)``).
  @MainActor final class SwipeFixture<Representable: UIViewControllerRepresentable> {
    let window: UIWindow
    let root = UIViewController(nibName: nil, bundle: nil)
    let host: UIViewControllerRepresentableHost<Representable>
    /// The view's controller, a child of the root.
    var container: UIViewController { host.uiViewController }
    /// The container, the controller's view.
    var table: SwipeTableView {
      guard let table = container.view as? SwipeTableView else {
        preconditionFailure("the controller's view is not a SwipeTableView")
      }
      return table
    }
    var now: TimeInterval { UIKitStubDriver.current.now }

    /// Makes the view (coordinator, controller, first update) in `environment`, a child of the
    /// root at full size, and lays it out, as SwiftUI does. `safeAreaTop` is the screen's.
    init(
      environment: EnvironmentValues = EnvironmentValues(), safeAreaTop: CGFloat = 0,
      _ make: () -> Representable
    ) {
      window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.screenSafeAreaInsets = UIEdgeInsets(top: safeAreaTop, left: 0, bottom: 0, right: 0)
      window.rootViewController = root
      host = UIViewControllerRepresentableHost(make(), environment: environment, parent: root)
      layOut()
    }

    /// Two layout passes: a header or bar whose height was measured during the first is placed
    /// by the second.
    func layOut() {
      UIKitStubDriver.current.layoutPass()
      UIKitStubDriver.current.layoutPass()
    }

    /// Runs frames at 120 Hz for `seconds`.
    func run(for seconds: TimeInterval) {
      UIKitStubDriver.current.run(until: now + seconds, frameInterval: 1.0 / 120)
    }

    /// A drag with one touch sample per 120 Hz frame.
    func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval, lift: Bool = true) {
      window.drag(
        from: start, to: end, startingAt: now + 1.0 / 120, duration: duration,
        steps: max(Int((duration * 120).rounded()), 1), lift: lift)
    }

    /// A swipe from right to left across the page area: the next page.
    func swipeToNextPage() {
      drag(from: CGPoint(x: 330, y: 600), to: CGPoint(x: 60, y: 600), duration: 0.15)
      run(for: 1)
    }

    /// Lets the main actor run what it queued (a selection write after an update, a refresh
    /// task) until `condition` holds, at most `limit` turns.
    func yield(until condition: () -> Bool, limit: Int = 100) async {
      for _ in 0..<limit where !condition() { await Task.yield() }
    }

    /// Lets the main actor run everything it queued (as the run loop would between events).
    func runQueuedTasks() async {
      for _ in 0..<20 { await Task.yield() }
    }
  }
#endif
