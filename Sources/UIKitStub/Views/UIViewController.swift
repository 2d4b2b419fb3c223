#if os(Linux)
  import Foundation

  /// An object that manages a view, as UIKit's `UIViewController`.
  ///
  /// Declared because SwiftUI's `UIViewControllerRepresentable` and `UIHostingController` name it;
  /// `uikit-api.md` lists the type only, so every member is `package`. The stub keeps one view
  /// and nothing else: no containment, appearance callbacks or presentation.
  @MainActor open class UIViewController: UIResponder {
    private var loadedView: UIView?

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
      set { loadedView = newValue }
    }

    // SDK: open var isViewLoaded: Bool { get } — D14 UIKit/UIViewController.swift:65 (+acc)
    /// Whether the view has been loaded or set.
    package var isViewLoaded: Bool { loadedView != nil }

    // SDK: open var viewIfLoaded: UIView? { get } — D14 UIKit/UIViewController.swift:62 (+acc)
    /// The view if it is loaded, without loading it.
    package var viewIfLoaded: UIView? { loadedView }

    // SDK: open func loadView() — D14 UIKit/UIViewController.swift:58 (+acc)
    /// Creates the view: an empty `UIView`.
    package func loadView() {
      loadedView = UIView(frame: .zero)
    }

    // SDK: open func loadViewIfNeeded() — D14 UIKit/UIViewController.swift:60 (+acc)
    /// Loads the view unless it is loaded.
    package func loadViewIfNeeded() {
      if loadedView == nil { loadView() }
    }
  }
#endif
