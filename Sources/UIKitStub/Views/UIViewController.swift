#if os(Linux)
  import Foundation

  /// An object that manages a view, as UIKit's `UIViewController`.
  ///
  /// Declared because SwiftUI's `UIViewControllerRepresentable` and `UIHostingController` name it;
  /// `uikit-api.md` lists the type only, so every member is `package`. The stub keeps the view,
  /// containment (`UIViewController+Containment.swift`), appearance callbacks
  /// (`UIViewController+Appearance.swift`) and modal presentation
  /// (`UIViewController+Presentation.swift`). Swift lets no other module override a `package`
  /// method, so the callbacks UIKit makes on subclasses reach a subclass elsewhere in the
  /// package through ``overrides``, and every callback is recorded (``callbacks``).
  @MainActor open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// The children, in the order they were added.
    var storedChildren: [UIViewController] = []
    /// Where the controller is in an appearance transition.
    package internal(set) var appearanceState = AppearanceState.disappeared
    /// Whether the transition under way is animated (for its `viewDid…` callback).
    var isAnimatingAppearance = false
    /// The callbacks UIKit made on this controller, in order.
    package internal(set) var callbacks: [Callback] = []
    /// Hears each callback as it is made (tests that compare several controllers' order).
    package var onCallback: ((Callback) -> Void)?
    /// What a subclass in another module does where UIKit calls its overrides.
    package var overrides = Overrides()
    /// The controller this one presented.
    var storedPresented: UIViewController?
    /// The controller that presented this one.
    weak var storedPresenting: UIViewController?
    var storedPreferredContentSize = CGSize.zero

    // SDK: open var shouldAutomaticallyForwardAppearanceMethods: Bool { get }
    //   — UIViewController.h:464-475 ("The default implementation returns YES"); a container
    //   overrides it. The stub's is stored and settable, since no other module can override it.
    /// Whether the controller's appearance callbacks are forwarded to its children; when false,
    /// the controller calls its children's `beginAppearanceTransition(_:animated:)` and
    /// `endAppearanceTransition()` itself.
    package var shouldAutomaticallyForwardAppearanceMethods = true

    // SDK: public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)
    //   — D14 UIKit/UIViewController.swift:56 (+acc)
    /// A controller whose view is loaded on first use (nib name and bundle are ignored).
    package init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init()
    }

    // SDK: open var view: UIView! — D14 UIKit/UIViewController.swift:57 (+acc)
    /// The controller's view, loaded by `loadView()` the first time it is read.
    package var view: UIView! {
      get {
        loadViewIfNeeded()
        return loadedView
      }
      set {
        if loadedView?.owningController === self { loadedView?.owningController = nil }
        loadedView = newValue
        newValue?.owningController = self
      }
    }

    // SDK: open var additionalSafeAreaInsets: UIEdgeInsets — UIViewController.h:536 (iOS 11)
    /// Insets added to the safe area of the view and everything in it.
    package var additionalSafeAreaInsets = UIEdgeInsets.zero {
      didSet { loadedView?.setNeedsLayout() }
    }

    // SDK: open var parent: UIViewController? { get } — UIViewController.h (containment)
    /// The container this controller is a child of.
    package internal(set) weak var parent: UIViewController?

    // SDK: open var navigationController: UINavigationController? { get } —
    // UINavigationController.h (UIViewController (UINavigationControllerItem))
    /// The nearest navigation controller up the parent chain.
    package var navigationController: UINavigationController? {
      var current = parent
      while let controller = current {
        if let navigation = controller as? UINavigationController { return navigation }
        current = controller.parent
      }
      return nil
    }

    private var topContentScrollView: WeakBox<UIScrollView>?
    private var bottomContentScrollView: WeakBox<UIScrollView>?

    // SDK: open func setContentScrollView(_ scrollView: UIScrollView?, for edge:
    // NSDirectionalRectEdge) — UIViewController.h:297 (iOS 15)
    /// The scroll view the bars at `edge` follow (the navigation bar's large title and
    /// scroll-edge appearance at the top) and whose insets they adjust (UIViewController.h:
    /// 287-295); nil goes back to UIKit's search. The stub models the top and bottom edges.
    package func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge)
    {
      let box = scrollView.map(WeakBox.init)
      if edge.contains(.top) { topContentScrollView = box }
      if edge.contains(.bottom) { bottomContentScrollView = box }
      loadedView?.setNeedsLayout()
    }

    // SDK: public func setContentScrollView(_ scrollView: UIScrollView?) — the UIKit overlay,
    // UIKit.swiftinterface:2128 (iOS 15)
    /// The scroll view for the top and bottom edges.
    package func setContentScrollView(_ scrollView: UIScrollView?) {
      setContentScrollView(scrollView, for: [.top, .bottom])
    }

    // SDK: open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? —
    // UIViewController.h:300 (iOS 15)
    /// The scroll view set for `edge` with `setContentScrollView(_:for:)`, else UIKit's
    /// search: the view when it is a scroll view, else its first subview when that is one (the
    /// search is not documented, UIViewController.h:292 calls it "a heuristic"; this is the one
    /// apps rely on).
    package func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
      let explicit =
        edge.contains(.bottom) && !edge.contains(.top)
        ? bottomContentScrollView : topContentScrollView
      if let scrollView = explicit?.value { return scrollView }
      guard let view = loadedView else { return nil }
      if let scrollView = view as? UIScrollView { return scrollView }
      return view.storedSubviews.first as? UIScrollView
    }

    /// The content scroll view of the top edge, the one a navigation bar follows.
    package var contentScrollView: UIScrollView? { contentScrollView(for: .top) }

    // SDK: open var next: UIResponder? { get } — UIResponder.h:70 (`nextResponder`); a
    // controller's is its view's superview (developer.apple.com/documentation/uikit/
    // uiresponder/next: "UIViewController ... returns its view's superview")
    package override var next: UIResponder? { loadedView?.superview }

    /// `insets` (the view's own, from its superview's safe area) with what this controller
    /// adds: its additional insets, and a navigation bar's bottom over its view.
    func addedSafeArea(to insets: UIEdgeInsets, of view: UIView) -> UIEdgeInsets {
      var result = insets
      if let navigation = parent as? UINavigationController, !navigation.isNavigationBarHidden {
        let bar = navigation.navigationBar
        let barBottom = view.convert(CGPoint(x: 0, y: bar.frame.maxY), from: bar.superview).y
        result.top = max(result.top, barBottom - view.bounds.minY)
      }
      result.top += additionalSafeAreaInsets.top
      result.left += additionalSafeAreaInsets.left
      result.bottom += additionalSafeAreaInsets.bottom
      result.right += additionalSafeAreaInsets.right
      return result
    }

    // SDK: open var title: String? — developer.apple.com/documentation/uikit/uiviewcontroller/title
    /// The title a navigation controller shows for it.
    package var title: String?

    // SDK: open var isViewLoaded: Bool { get } — D14 UIKit/UIViewController.swift:65 (+acc)
    /// Whether the view has been loaded or set.
    package var isViewLoaded: Bool { loadedView != nil }

    // SDK: open var viewIfLoaded: UIView? { get } — D14 UIKit/UIViewController.swift:62 (+acc)
    /// The view if it is loaded, without loading it.
    package var viewIfLoaded: UIView? { loadedView }

    // SDK: open func loadView() — D14 UIKit/UIViewController.swift:58 (+acc)
    /// Creates the view: an empty `UIView`.
    package func loadView() {
      view = UIView(frame: .zero)
    }

    // SDK: open func loadViewIfNeeded() — D14 UIKit/UIViewController.swift:60 (+acc)
    /// Loads the view unless it is loaded.
    package func loadViewIfNeeded() {
      if loadedView == nil { loadView() }
    }
  }
#endif
