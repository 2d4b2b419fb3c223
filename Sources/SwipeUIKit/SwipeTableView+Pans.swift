#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  #if !COCOAPODS
    import SwipeCore
  #endif

  // One mover (DESIGN.md §12): UIKit performs every motion the user drives. The pager's pan and
  // the current page's pan are attached to the container, so every touch in it (on a page, the
  // header, a view in it, the bar) reaches them, and a drag or a trackpad scroll that starts on
  // the header scrolls the current page, or turns the page, with UIKit's own recognizers and
  // physics exactly as one that starts on the page. A scroll view's `panGestureRecognizer`
  // attached to another view scrolls it for the touches on that view (WWDC 2014 session 235,
  // "Advanced Scrollviews and Touch Handling Techniques"); a recognizer has one view at a time
  // (UIGestureRecognizer.h:55). Nested recognizers keep UIKit's order: a scroll view in the header
  // (a carousel) keeps the drags along its axis, a slider refuses pans along its track
  // (UIView.h:386-390), and a control the drag starts on is cancelled (UIGestureRecognizer.h:57).
  // The container follows one finger (SCENARIOS, "A second finger neither moves the drag nor
  // ends it"): the pans it holds take one touch (`maximumNumberOfTouches`,
  // UIPanGestureRecognizer.h), and a page gets its own value back when its pan returns.

  extension SwipeTableView {
    /// Attaches the pager's pan to the container (once, at set-up).
    func attachPagerPan() {
      pager.panGestureRecognizer.maximumNumberOfTouches = 1
      addGestureRecognizer(pager.panGestureRecognizer)
    }

    /// Attaches the current page's pan to the container and gives a page that is no longer
    /// current its own back. Not while a finger is down: a recognizer moved during a touch
    /// would lose it; the pass after the lift does it. Out of a window the page keeps its own
    /// pan (a container that goes away never takes a page's scrolling with it).
    func attachCurrentPagePan() {
      guard !touchWatcher.isFollowing else { return }
      let current =
        window == nil
        ? nil
        : engine.loadedPages.first { $0.index == engine.currentIndex }
          .flatMap { pages[$0.slot]?.view }
      guard pannedPage !== current else { return }
      if let previous = pannedPage { returnPan(of: previous) }
      if let current {
        pannedPageTouches = current.panGestureRecognizer.maximumNumberOfTouches
        current.panGestureRecognizer.maximumNumberOfTouches = 1
        addGestureRecognizer(current.panGestureRecognizer)
        pannedPage = current
      }
    }

    /// Gives `view` its own pan back when the container holds it (a page leaving the container
    /// or no longer current).
    func returnPan(of view: UIScrollView) {
      guard pannedPage === view else { return }
      view.addGestureRecognizer(view.panGestureRecognizer)
      view.panGestureRecognizer.maximumNumberOfTouches = pannedPageTouches
      pannedPage = nil
    }
  }
#endif
