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
  /// controller's `sizeThatFits(in:)` does, and renders the content when it lays out (its
  /// size tracking, safe area and sheets). Nothing is drawn.
  @MainActor package final class UIHostingController<Content: View>: UIViewController {
    private let hostingView: HostingView<Content>

    // SDK: public init(rootView: Content) — D14 SwiftUI/SwiftUI.swift:4760 (+acc)
    /// A controller showing `rootView`.
    package init(rootView: Content) {
      hostingView = HostingView(rootView: rootView)
      super.init(nibName: nil, bundle: nil)
      view = hostingView
      hostingView.controller = self
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
    /// The root view's size when offered `size` (a proposal, finite or not: see
    /// ``StubLayout/isBounded(_:)``).
    package func sizeThatFits(in size: CGSize) -> CGSize {
      measureCount += 1
      ViewGraph.measureCount += 1
      return hostingView.measure(proposing: size)
    }

    /// How many times `sizeThatFits(in:)` measured the content.
    package private(set) var measureCount = 0

    private var storedSizingOptions: UIHostingControllerSizingOptions = []

    // SDK: @available(iOS 16.0, *) public var sizingOptions: UIHostingControllerSizingOptions
    //   — SwiftUI.swiftinterface:24051; "The default value is the empty set." (DOC swiftui/
    //   uihostingcontroller/sizingoptions)
    /// What the controller keeps up to date with its content's ideal size: its
    /// `preferredContentSize`, its view's `intrinsicContentSize` (see
    /// ``UIHostingControllerSizingOptions``). On a system before iOS 16 it does not exist:
    /// setting it is recorded in `UIKitStubDriver.unavailableAPICalls` and changes nothing.
    package var sizingOptions: UIHostingControllerSizingOptions {
      get { storedSizingOptions }
      set {
        ifAvailable("UIHostingController.sizingOptions", introduced: 16, 0) {
          storedSizingOptions = newValue
        }
      }
    }

    private var storedSafeAreaRegions = SafeAreaRegions.all

    // SDK: @available(iOS 16.4, *) public var safeAreaRegions: SafeAreaRegions
    //   — SwiftUI.swiftinterface:162 (`_disableSafeArea` before it, deprecated in 16.4)
    /// The safe-area regions the content is laid out inside (all by default): empty, the
    /// content ignores the view's safe area. On a system before iOS 16.4 it does not exist:
    /// setting it is recorded in `UIKitStubDriver.unavailableAPICalls` and changes nothing.
    package var safeAreaRegions: SafeAreaRegions {
      get { storedSafeAreaRegions }
      set {
        ifAvailable("UIHostingController.safeAreaRegions", introduced: 16, 4) {
          storedSafeAreaRegions = newValue
        }
      }
    }

    /// Runs `change` and renders again when `api`, introduced in iOS `major.minor`, exists on
    /// the stub's system (what `#available` lets run on such a device); else records the call.
    private func ifAvailable(
      _ api: String, introduced major: Int, _ minor: Int, _ change: () -> Void
    ) {
      guard UIKitStubDriver.current.isAvailable(api, introduced: major, minor) else { return }
      change()
      hostingView.setNeedsLayout()
    }
  }
#endif
