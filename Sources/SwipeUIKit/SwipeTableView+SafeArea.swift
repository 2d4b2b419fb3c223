#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation
  #if !COCOAPODS
    import SwipeCore
  #endif

  extension SwipeTableView {
    // MARK: - Safe area (DESIGN.md §12, "Insets are adjustedContentInset")

    /// Tells the engine the view's safe area (the bar pins at its top unless the app set the
    /// top inset; every page keeps its bottom clear) and, for each page, what UIKit adds to its
    /// inset. UIKit updates both in its layout pass, before this view's `layoutSubviews()`.
    func reportSafeArea() {
      let area = Insets(safeAreaInsets).topAndBottom.validLengths
      if area != engine.safeArea {
        catchUp()
        engine.safeArea = area
      }
      for (slot, binding) in pages {
        let system = ScrollViewSurface.systemInset(of: binding.view)
        let indicators = ScrollViewSurface.indicatorSystemInset(of: binding.view)
        guard system != binding.systemInset || indicators != binding.indicatorSystemInset else {
          continue
        }
        pages[slot]?.systemInset = system
        pages[slot]?.indicatorSystemInset = indicators
        engine.hostedPage(inSlot: slot, didChange: ScrollViewSurface(binding.view))
      }
    }

    /// Makes the current page the content scroll view of the controller the bars read it from
    /// (``barObservedController``; iOS 15 and later), so the navigation bar's large title and
    /// scroll-edge appearance, and a tab bar's, follow the page the user scrolls, not the pager.
    func declareContentScrollView() {
      guard #available(iOS 15.0, *) else { return }
      let page = currentItemView
      guard page !== declaredContentScrollView, let controller = barObservedController else {
        return
      }
      declaredContentScrollView = page
      controller.setContentScrollView(page)
    }

    /// The controller whose content scroll view a navigation or tab bar controller reads: the
    /// one it contains (UIViewController.h:304-309, "a containing UINavigationController,
    /// UITabBarController, or both will observe the UIScrollView"). From the controller whose
    /// view holds the container up to the one whose parent is such a container (a child
    /// controller, as a screen that composes several, is not read); without one, the outermost.
    var barObservedController: UIViewController? {
      var controller = owningViewController
      while let current = controller, let parent = current.parent,
        !Self.observesContentScrollView(parent)
      {
        controller = parent
      }
      return controller
    }

    /// Whether `controller` is a container whose bars observe the content scroll view of the
    /// controllers it contains.
    static func observesContentScrollView(_ controller: UIViewController) -> Bool {
      #if canImport(UIKit)
        controller is UINavigationController || controller is UITabBarController
      #else
        controller is UINavigationController  // UIKitStub has no tab bar controller
      #endif
    }

    /// The nearest view controller up the responder chain.
    var owningViewController: UIViewController? {
      var responder = next
      while let current = responder {
        if let controller = current as? UIViewController { return controller }
        responder = current.next
      }
      return nil
    }
  }
#endif
