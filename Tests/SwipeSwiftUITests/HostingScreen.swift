#if os(Linux)
  import Foundation
  import SwiftUIStub
  import UIKitStub

  /// A block 200 pt high, 300 pt once its own state `isTall` is set: content whose height
  /// changes without SwiftUI replacing the root view.
  struct Expanding: View {
    @State var isTall: Bool

    /// A block reading `isTall`, a state the test keeps to write it.
    init(isTall: State<Bool>) {
      _isTall = isTall
    }

    var body: some View {
      Block(height: isTall ? 300 : 200)
    }
  }

  /// A hosting controller shown as a child of a 390 × 844 window's root view controller, laid
  /// out once, on the current stub clock (run the test in ``onOwnClock(_:)``).
  @MainActor final class HostingScreen<Content: View> {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let root = UIViewController(nibName: nil, bundle: nil)
    let host: UIHostingController<Content>

    /// `configure` runs on the controller before it is shown; `frame` is its view's.
    init(
      rootView: Content, frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 200),
      safeAreaTop: CGFloat = 0, configure: (UIHostingController<Content>) -> Void = { _ in }
    ) {
      host = UIHostingController(rootView: rootView)
      configure(host)
      window.screenSafeAreaInsets = UIEdgeInsets(top: safeAreaTop, left: 0, bottom: 0, right: 0)
      window.rootViewController = root
      root.addChild(host)
      host.view.frame = frame
      root.view.addSubview(host.view)
      host.didMove(toParent: root)
      UIKitStubDriver.current.layoutPass()
    }

    /// The hosting view.
    var view: HostingView<Content>? { host.view as? HostingView<Content> }
  }
#endif
