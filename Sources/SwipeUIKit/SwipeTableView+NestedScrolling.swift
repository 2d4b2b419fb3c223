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

  // Nested horizontal scrolling. UIKit gives a drag to the innermost scroll view that scrolls
  // along it, so a carousel row in a page keeps every sideways drag, even at its end. The pager
  // changes that order only where the engine's rule says so
  // (`SwipeContainer.pagerTakesDrag(translationX:over:)`): the pan of a horizontal scroll view
  // inside a page waits for the pager's pan to fail, a dynamic requirement the pager's pan
  // delegate (the pager itself, as every scroll view is its pan's delegate) sets up
  // (UIGestureRecognizer.h:102-107, `gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:`),
  // and the pager's pan begins only when the rule gives it the drag
  // (`gestureRecognizerShouldBegin:`, UIView.h:386-390); otherwise it fails at once and the
  // carousel's pan begins on the same move, as before. Scroll views in the header and the bar
  // are not inside the pager and keep their drags (SCENARIOS, "A horizontal drag that starts on a
  // slider or a carousel moves it and not the pager").

  extension SwipeTableView {
    /// Whether a sideways drag that starts on a horizontal scroll view inside a page (a
    /// carousel row in a table) already at its end in the drag's direction turns the page
    /// (default `true`).
    ///
    /// UIKit gives every sideways drag that starts on such a scroll view to it, even at its
    /// end, where it only rubber-bands. With this on, a drag that starts where the scroll view
    /// (and any horizontal one around it in the page) cannot move further that way turns the
    /// page instead, as JXPagingView's and Parchment's users expect; a drag back the other way
    /// scrolls it. The decision is made as the drag begins: a drag that starts in the middle
    /// of a carousel and reaches its end stays the carousel's until the finger lifts. A drag
    /// that catches the pages between two pages turns them, and past the first or the last page
    /// the carousel keeps the drag. Scroll views in the header and the bar always keep their
    /// drags. For other content that takes sideways drags of its own (a map, a canvas), answer
    /// ``SwipeTableViewDelegate/swipeTableView(_:shouldBeginPagingAt:)``.
    public var pagesPastNestedScrollViewEnds: Bool {
      get { engine.pagesPastNestedScrollViewEnds }
      set { engine.pagesPastNestedScrollViewEnds = newValue }
    }

    /// The scroll view inside a page whose own pan `recognizer` is, when it scrolls sideways
    /// and the pager may take its drags: the ones whose pans wait for the pager's.
    func nestedPageScrollView(panning recognizer: UIGestureRecognizer) -> UIScrollView? {
      guard engine.pagesPastNestedScrollViewEnds,
        let scrollView = recognizer.view as? UIScrollView,
        scrollView.panGestureRecognizer === recognizer, scrollView !== pager,
        scrollView.isDescendant(of: pager), !isPageView(scrollView),
        Self.nestedScroll(scrollView).scrollsSideways
      else { return nil }
      return scrollView
    }

    /// Whether the pager's pan may take the sideways drag that has moved `dx` points and began
    /// at `start` (the container's coordinates): no horizontal scroll view inside the page
    /// under `start` keeps it (the engine's rule).
    func pagerMayTakeDrag(translationX dx: CGFloat, startingAt start: CGPoint) -> Bool {
      guard engine.pagesPastNestedScrollViewEnds else { return true }
      var nested: [NestedHorizontalScroll] = []
      var view = hitTest(start, with: nil)
      while let current = view, current !== pager {
        if let scrollView = current as? UIScrollView, !isPageView(scrollView) {
          nested.append(Self.nestedScroll(scrollView))
        }
        view = current.superview
      }
      guard view === pager, nested.contains(where: \.scrollsSideways) else { return true }
      return engine.pagerTakesDrag(translationX: Double(dx), over: nested)
    }

    /// Whether `view` is one of the pages' scroll views.
    private func isPageView(_ view: UIScrollView) -> Bool {
      pages.values.contains { $0.view === view }
    }

    /// `scrollView` as the engine's rule reads it.
    private static func nestedScroll(_ scrollView: UIScrollView) -> NestedHorizontalScroll {
      let inset = scrollView.adjustedContentInset
      return NestedHorizontalScroll(
        offset: Double(scrollView.contentOffset.x),
        contentWidth: Double(scrollView.contentSize.width), leftInset: Double(inset.left),
        rightInset: Double(inset.right), width: Double(scrollView.bounds.width),
        alwaysBounces: scrollView.alwaysBounceHorizontal,
        isScrollEnabled: scrollView.isScrollEnabled)
    }
  }
#endif
