#if os(Linux)
  import Foundation

  // SDK: @MainActor @preconcurrency open class UIHostingController<Content> : UIViewController
  //   where Content : View — D14 SwiftUI/SwiftUI.swift:4759; DOC swiftui/uihostingcontroller.md.
  //   uikit-api.md does not list it, so the class and its members are `package` (and `final`:
  //   nothing in the package subclasses it).
  /// A view controller that shows a SwiftUI view, as SwiftUI's `UIHostingController`.
  ///
  /// The stub's controller loads its view at once: a ``HostingView`` holding the root view,
  /// which answers `sizeThatFits(_:)` from the stub's layout model (``StubLayout``), as the
  /// controller's `sizeThatFits(in:)` does. Nothing is drawn.
  @MainActor package final class UIHostingController<Content: View>: UIViewController {
    private let hostingView: HostingView<Content>

    // SDK: public init(rootView: Content) — D14 SwiftUI/SwiftUI.swift:4760 (+acc)
    /// A controller showing `rootView`.
    package init(rootView: Content) {
      hostingView = HostingView(rootView: rootView)
      super.init(nibName: nil, bundle: nil)
      view = hostingView
    }

    // SDK: @MainActor @preconcurrency public var rootView: Content
    //   — DOC swiftui/uihostingcontroller/rootview.md
    /// The SwiftUI view shown; setting it updates the view.
    package var rootView: Content {
      get { hostingView.rootView }
      set { hostingView.rootView = newValue }
    }

    // SDK: @MainActor @preconcurrency public func sizeThatFits(in size: CGSize) -> CGSize
    //   — DOC swiftui/uihostingcontroller/sizethatfits(in:).md
    /// The root view's size when offered `size`: an unbounded dimension
    /// (`.greatestFiniteMagnitude`, `.infinity`) asks for its ideal length.
    package func sizeThatFits(in size: CGSize) -> CGSize {
      StubLayout.size(of: rootView, proposing: size)
    }
  }
#endif
