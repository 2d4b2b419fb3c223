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
    /// The engine follows the view's `effectiveUserInterfaceLayoutDirection`. The engine decides
    /// what right to left means (page 0 at the trailing end, the pager's physical offsets, the
    /// touches mirrored); the view only passes the direction on and puts the pages where the
    /// engine's ``SwipeCore/SwipeContainer/contentFrame(ofPageAt:)`` says.
    func updateLayoutDirection() {
      let direction: LayoutDirection =
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      guard engine.layoutDirection != direction else { return }
      engine.advance(to: CACurrentMediaTime())
      engine.layoutDirection = direction
      applyFrames()
    }
  }

  extension UIScrollView {
    /// The ``SwipeTableView`` this scroll view is a page of, if any.
    @MainActor public var swipeTableView: SwipeTableView? { enclosingSwipeTableView }
  }

  extension UIView {
    /// The nearest ``SwipeTableView`` above this view: the container a page, a header or a bar
    /// is in.
    @MainActor package var enclosingSwipeTableView: SwipeTableView? {
      var view = superview
      while let current = view {
        if let swipe = current as? SwipeTableView { return swipe }
        view = current.superview
      }
      return nil
    }
  }
#endif
