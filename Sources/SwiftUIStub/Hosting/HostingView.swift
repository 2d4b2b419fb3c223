#if os(Linux)
  import Foundation

  /// The view of a `UIHostingController` (SwiftUI's private `_UIHostingView`): it holds the root
  /// view and sizes it with the stub's layout model.
  @MainActor package final class HostingView<Content: View>: UIView {
    /// The SwiftUI view shown; every assignment counts as an update.
    package var rootView: Content {
      didSet {
        updateCount += 1
        setNeedsLayout()
      }
    }
    /// How many times the root view was replaced.
    package private(set) var updateCount = 0

    /// A hosting view showing `rootView`.
    package init(rootView: Content) {
      self.rootView = rootView
      super.init(frame: .zero)
    }

    /// Not supported by the stub.
    package required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported by the stub")
    }

    /// The root view's size when offered `size`.
    package override func sizeThatFits(_ size: CGSize) -> CGSize {
      StubLayout.size(of: rootView, proposing: size)
    }
  }
#endif
