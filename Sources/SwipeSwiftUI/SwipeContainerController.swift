#if (canImport(SwiftUI) && canImport(UIKit)) || os(Linux)
  #if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit
  #else
    import SwiftUIStub
    import UIKitStub
  #endif
  import Foundation
  #if !COCOAPODS
    import SwipeUIKit
  #endif

  /// A view controller whose children are hosting controllers held in hosted views
  /// (`HostedContentView`): when a child's preferred content size changes (UIContentContainer's
  /// `preferredContentSizeDidChange(forChildContentContainer:)`), the view that holds it
  /// measures it again.
  @MainActor class HostedContentParent: UIViewController {
    /// A controller whose view is `view`.
    init(view: UIView) {
      super.init(nibName: nil, bundle: nil)
      self.view = view
      #if !canImport(UIKit)
        // The stub calls a subclass in another module through `overrides` (no other module can
        // override its package methods); on iOS this is the override below.
        overrides.preferredContentSizeDidChange = { [weak self] child in
          self?.childContentSizeDidChange(child)
        }
      #endif
    }

    required init?(coder: NSCoder) {
      return nil
    }

    #if !canImport(UIKit)
      // UIKitStub's designated initializer is `package`: without an override, Swift puts a
      // stand-in for it in this class that it warns would call itself forever.
      override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
      }
    #endif

    #if canImport(UIKit)
      override func preferredContentSizeDidChange(
        forChildContentContainer container: any UIContentContainer
      ) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        if let child = container as? UIViewController { childContentSizeDidChange(child) }
      }
    #endif

    /// A child's content changed size: the view that holds it (the hosted header, bar or page
    /// its view is in) measures it again.
    private func childContentSizeDidChange(_ child: UIViewController) {
      var ancestor = child.viewIfLoaded?.superview
      while let view = ancestor {
        if let holder = view as? any HostedContentView {
          holder.contentSizeDidChange()
          return
        }
        ancestor = view.superview
      }
    }
  }

  /// The view controller of a `SwipeView` or a `SwipeTableViewRepresentable`: its view is the
  /// `SwipeTableView`; the hosting controllers of the header and the bar are its children, and
  /// so is ``SwiftUIPagesController``, the parent of the SwiftUI pages' hosting controllers.
  ///
  /// As children they are in the window's view controller hierarchy: they appear and disappear
  /// with their views (the pages as they are shown), present sheets, and report their preferred
  /// content size, which the view that holds them measures (`HostedContentParent`).
  @MainActor final class SwipeContainerController: HostedContentParent {
    init(table: SwipeTableView) {
      super.init(view: table)
    }

    required init?(coder: NSCoder) {
      return nil
    }
  }

  /// The parent of the SwiftUI pages' hosting controllers, a child of the container's
  /// controller whose view is the pager (the pages' roots are in it). It forwards no appearance
  /// by itself: each page's controller is told as the container's pages appear and disappear
  /// (UIViewController.h:440-446, "a container that wants to control the appearance callbacks
  /// of its children"), as view-controller pages are, so a loaded neighbour is not told it
  /// appeared.
  @MainActor final class SwiftUIPagesController: HostedContentParent {
    #if canImport(UIKit)
      override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    #endif

    init(pager: UIView) {
      super.init(view: pager)
      #if !canImport(UIKit)
        shouldAutomaticallyForwardAppearanceMethods = false
      #endif
    }

    required init?(coder: NSCoder) {
      return nil
    }
  }
#endif
