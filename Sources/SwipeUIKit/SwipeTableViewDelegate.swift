#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation

  // Two declarations of one protocol. On Apple platforms it is an Objective-C protocol with
  // optional methods, as UIKit's delegates are: the container asks the object whether it
  // implements each method, so a method a subclass adds is called even when only its superclass
  // declares the conformance (a default in a Swift protocol extension would be chosen once, for
  // the superclass, and the subclass's method never called), and Objective-C code can adopt
  // it. Linux has no Objective-C runtime: there the methods have defaults in an extension, and
  // a subclass must declare what it implements in the class that conforms. Both list the same
  // methods with the same documentation (Tests/packaging/check-delegate-pair.py).

  #if canImport(UIKit)
    /// Hears what a ``SwipeTableView`` does (the seed's `SwipeTableViewDelegate`). Every method
    /// is optional: implement only what you need, in the class that adopts the protocol or in a
    /// subclass of it.
    ///
    /// The scroll callbacks are the horizontal pager's, as in the seed; each page's own vertical
    /// callbacks go to that page's own delegate.
    @MainActor @objc public protocol SwipeTableViewDelegate: AnyObject {
      /// The pager scrolled (`swipeTableViewDidScroll:`).
      @objc optional func swipeTableViewDidScroll(_ swipeTableView: SwipeTableView)
      /// The page under the pager's centre changed (`swipeTableViewCurrentItemIndexDidChange:`).
      @objc optional func swipeTableViewCurrentItemIndexDidChange(_ swipeTableView: SwipeTableView)
      /// A horizontal drag began (`swipeTableViewWillBeginDragging:`).
      @objc optional func swipeTableViewWillBeginDragging(_ swipeTableView: SwipeTableView)
      /// A horizontal drag ended (`swipeTableViewDidEndDragging:willDecelerate:`).
      @objc optional func swipeTableViewDidEndDragging(
        _ swipeTableView: SwipeTableView, willDecelerate: Bool)
      /// The pager began settling on a page (`swipeTableViewWillBeginDecelerating:`).
      @objc optional func swipeTableViewWillBeginDecelerating(_ swipeTableView: SwipeTableView)
      /// The pager came to rest (`swipeTableViewDidEndDecelerating:`).
      @objc optional func swipeTableViewDidEndDecelerating(_ swipeTableView: SwipeTableView)
      /// An animated ``SwipeTableView/scrollToItem(at:animated:)`` finished
      /// (`swipeTableViewDidEndScrollingAnimation:`).
      @objc optional func swipeTableViewDidEndScrollingAnimation(_ swipeTableView: SwipeTableView)
      /// Whether a horizontal drag that starts at `location` (in the container's coordinates)
      /// may swipe the pages (not implemented: yes). Say no where the page's content takes
      /// horizontal drags of its own (a map, a drawing canvas, a custom gesture): the drag then
      /// goes to the content, and the pager stays. Asked when the pager's pan would begin.
      @objc optional func swipeTableView(
        _ swipeTableView: SwipeTableView, shouldBeginPagingAt location: CGPoint
      ) -> Bool
      /// Whether a tap on the page at `index` selects it (`swipeTableView:shouldSelectItemAtIndex:`;
      /// not implemented: yes).
      @objc optional func swipeTableView(
        _ swipeTableView: SwipeTableView, shouldSelectItemAt index: Int
      ) -> Bool
      /// The page at `index` was selected (`swipeTableView:didSelectItemAtIndex:`).
      @objc optional func swipeTableView(
        _ swipeTableView: SwipeTableView, didSelectItemAt index: Int)
      /// The page at `index` starts to come on screen: a swipe shows it, or a page change heads
      /// to it. Its `didAppear` follows when the pager rests on it, or `willDisappear` and
      /// `didDisappear` when the swipe is cancelled (UIKit's appearance rule for a page view
      /// controller's pages). The current page appears when the container enters a window.
      @objc optional func swipeTableView(
        _ swipeTableView: SwipeTableView, willAppearItemAt index: Int)
      /// The pager came to rest on the page at `index`.
      @objc optional func swipeTableView(
        _ swipeTableView: SwipeTableView, didAppearItemAt index: Int)
      /// The page at `index`, on screen, starts to leave (a swipe or a page change begins).
      @objc optional func swipeTableView(
        _ swipeTableView: SwipeTableView, willDisappearItemAt index: Int)
      /// The page at `index` left: the pager rests on another page, or the container left its
      /// window.
      @objc optional func swipeTableView(
        _ swipeTableView: SwipeTableView, didDisappearItemAt index: Int)
      /// Whether the page at `index` may pull to refresh
      /// (`swipeTableView:shouldPullToRefreshAtIndex:`; not implemented: yes).
      @objc optional func swipeTableView(
        _ swipeTableView: SwipeTableView, shouldPullToRefreshAt index: Int
      ) -> Bool
      /// The refresh header's held height for the page at `index`
      /// (`swipeTableView:heightForRefreshHeaderAtIndex:`), or
      /// ``SwipeTableView/automaticRefreshHeaderHeight`` (any negative or non-finite value) for
      /// the configuration's; not implemented: the configuration's.
      @objc optional func swipeTableView(
        _ swipeTableView: SwipeTableView, heightForRefreshHeaderAt index: Int
      ) -> CGFloat
      /// The page at `index` pulled past its trigger: start loading, then call
      /// ``SwipeTableView/endRefreshing(at:result:)``.
      @objc optional func swipeTableView(
        _ swipeTableView: SwipeTableView, didTriggerRefreshAt index: Int)
      /// The refresh control of the page at `index` changed: its state
      /// (``SwipeTableView/refreshState(at:)``) or how far it is pulled open, `pullProgress`
      /// (the opened height over the trigger distance: 0 at rest, 1 at the trigger, the held
      /// height's share while refreshing). Draw your own indicator from it; it is called on
      /// every frame the pull moves.
      @objc optional func swipeTableView(
        _ swipeTableView: SwipeTableView, didUpdateRefreshAt index: Int, pullProgress: CGFloat)
      /// The header's collapse progress changed: 0 while it shows whole, 1 once it has scrolled
      /// away, in between as it goes, below 0 while a pull lowers or stretches it
      /// (``SwipeTableView/headerProgress``). Called at every frame it moves, from the finger,
      /// a fling, a page change or a new header height; fade a navigation title in or zoom a
      /// header image from it. It comes in the container's pass before the header and the bar
      /// are moved: read the progress, not their frames.
      @objc optional func swipeTableView(
        _ swipeTableView: SwipeTableView, didUpdateHeaderProgress progress: CGFloat)
      /// Whether the page at `index` loads more at its end (not implemented: yes).
      @objc optional func swipeTableView(
        _ swipeTableView: SwipeTableView, shouldLoadMoreAt index: Int
      ) -> Bool
      /// The page at `index` reached its end: load, then call
      /// ``SwipeTableView/endLoadingMore(at:)``.
      @objc optional func swipeTableView(
        _ swipeTableView: SwipeTableView, didTriggerLoadMoreAt index: Int)
      /// The header's height at the container's width, asked at each reload, when the width
      /// changes and after ``SwipeTableView/invalidateHeaderHeight()``; it takes precedence over
      /// ``SwipeTableView/headerSizing`` (JXPagingView's `tableHeaderViewHeight(in:)`). A
      /// negative or non-finite height (or not implemented): the height `headerSizing` gives.
      @objc optional func swipeTableViewHeightForHeader(_ swipeTableView: SwipeTableView)
        -> CGFloat
      /// What VoiceOver says after a three-finger scroll moves the page at `index` up or down to
      /// show its content from `top` to `bottom` (0 at the top of the first row), for example
      /// `"Rows 11 to 20 of 40"`; nil (or not implemented): `"Page 2 of 5"`, counted in screens.
      @objc optional func swipeTableView(
        _ swipeTableView: SwipeTableView, accessibilityScrollStatusForItemAt index: Int,
        showingFrom top: CGFloat, to bottom: CGFloat
      ) -> String?
    }
  #else
    /// Hears what a ``SwipeTableView`` does (the seed's `SwipeTableViewDelegate`). Every method
    /// is optional: implement only what you need, in the class that adopts the protocol or in a
    /// subclass of it.
    ///
    /// The scroll callbacks are the horizontal pager's, as in the seed; each page's own vertical
    /// callbacks go to that page's own delegate.
    @MainActor public protocol SwipeTableViewDelegate: AnyObject {
      /// The pager scrolled (`swipeTableViewDidScroll:`).
      func swipeTableViewDidScroll(_ swipeTableView: SwipeTableView)
      /// The page under the pager's centre changed (`swipeTableViewCurrentItemIndexDidChange:`).
      func swipeTableViewCurrentItemIndexDidChange(_ swipeTableView: SwipeTableView)
      /// A horizontal drag began (`swipeTableViewWillBeginDragging:`).
      func swipeTableViewWillBeginDragging(_ swipeTableView: SwipeTableView)
      /// A horizontal drag ended (`swipeTableViewDidEndDragging:willDecelerate:`).
      func swipeTableViewDidEndDragging(
        _ swipeTableView: SwipeTableView, willDecelerate: Bool)
      /// The pager began settling on a page (`swipeTableViewWillBeginDecelerating:`).
      func swipeTableViewWillBeginDecelerating(_ swipeTableView: SwipeTableView)
      /// The pager came to rest (`swipeTableViewDidEndDecelerating:`).
      func swipeTableViewDidEndDecelerating(_ swipeTableView: SwipeTableView)
      /// An animated ``SwipeTableView/scrollToItem(at:animated:)`` finished
      /// (`swipeTableViewDidEndScrollingAnimation:`).
      func swipeTableViewDidEndScrollingAnimation(_ swipeTableView: SwipeTableView)
      /// Whether a horizontal drag that starts at `location` (in the container's coordinates)
      /// may swipe the pages (not implemented: yes). Say no where the page's content takes
      /// horizontal drags of its own (a map, a drawing canvas, a custom gesture): the drag then
      /// goes to the content, and the pager stays. Asked when the pager's pan would begin.
      func swipeTableView(
        _ swipeTableView: SwipeTableView, shouldBeginPagingAt location: CGPoint
      ) -> Bool
      /// Whether a tap on the page at `index` selects it (`swipeTableView:shouldSelectItemAtIndex:`;
      /// not implemented: yes).
      func swipeTableView(
        _ swipeTableView: SwipeTableView, shouldSelectItemAt index: Int
      ) -> Bool
      /// The page at `index` was selected (`swipeTableView:didSelectItemAtIndex:`).
      func swipeTableView(
        _ swipeTableView: SwipeTableView, didSelectItemAt index: Int)
      /// The page at `index` starts to come on screen: a swipe shows it, or a page change heads
      /// to it. Its `didAppear` follows when the pager rests on it, or `willDisappear` and
      /// `didDisappear` when the swipe is cancelled (UIKit's appearance rule for a page view
      /// controller's pages). The current page appears when the container enters a window.
      func swipeTableView(
        _ swipeTableView: SwipeTableView, willAppearItemAt index: Int)
      /// The pager came to rest on the page at `index`.
      func swipeTableView(
        _ swipeTableView: SwipeTableView, didAppearItemAt index: Int)
      /// The page at `index`, on screen, starts to leave (a swipe or a page change begins).
      func swipeTableView(
        _ swipeTableView: SwipeTableView, willDisappearItemAt index: Int)
      /// The page at `index` left: the pager rests on another page, or the container left its
      /// window.
      func swipeTableView(
        _ swipeTableView: SwipeTableView, didDisappearItemAt index: Int)
      /// Whether the page at `index` may pull to refresh
      /// (`swipeTableView:shouldPullToRefreshAtIndex:`; not implemented: yes).
      func swipeTableView(
        _ swipeTableView: SwipeTableView, shouldPullToRefreshAt index: Int
      ) -> Bool
      /// The refresh header's held height for the page at `index`
      /// (`swipeTableView:heightForRefreshHeaderAtIndex:`), or
      /// ``SwipeTableView/automaticRefreshHeaderHeight`` (any negative or non-finite value) for
      /// the configuration's; not implemented: the configuration's.
      func swipeTableView(
        _ swipeTableView: SwipeTableView, heightForRefreshHeaderAt index: Int
      ) -> CGFloat
      /// The page at `index` pulled past its trigger: start loading, then call
      /// ``SwipeTableView/endRefreshing(at:result:)``.
      func swipeTableView(
        _ swipeTableView: SwipeTableView, didTriggerRefreshAt index: Int)
      /// The refresh control of the page at `index` changed: its state
      /// (``SwipeTableView/refreshState(at:)``) or how far it is pulled open, `pullProgress`
      /// (the opened height over the trigger distance: 0 at rest, 1 at the trigger, the held
      /// height's share while refreshing). Draw your own indicator from it; it is called on
      /// every frame the pull moves.
      func swipeTableView(
        _ swipeTableView: SwipeTableView, didUpdateRefreshAt index: Int, pullProgress: CGFloat)
      /// The header's collapse progress changed: 0 while it shows whole, 1 once it has scrolled
      /// away, in between as it goes, below 0 while a pull lowers or stretches it
      /// (``SwipeTableView/headerProgress``). Called at every frame it moves, from the finger,
      /// a fling, a page change or a new header height; fade a navigation title in or zoom a
      /// header image from it. It comes in the container's pass before the header and the bar
      /// are moved: read the progress, not their frames.
      func swipeTableView(
        _ swipeTableView: SwipeTableView, didUpdateHeaderProgress progress: CGFloat)
      /// Whether the page at `index` loads more at its end (not implemented: yes).
      func swipeTableView(
        _ swipeTableView: SwipeTableView, shouldLoadMoreAt index: Int
      ) -> Bool
      /// The page at `index` reached its end: load, then call
      /// ``SwipeTableView/endLoadingMore(at:)``.
      func swipeTableView(
        _ swipeTableView: SwipeTableView, didTriggerLoadMoreAt index: Int)
      /// The header's height at the container's width, asked at each reload, when the width
      /// changes and after ``SwipeTableView/invalidateHeaderHeight()``; it takes precedence over
      /// ``SwipeTableView/headerSizing`` (JXPagingView's `tableHeaderViewHeight(in:)`). A
      /// negative or non-finite height (or not implemented): the height `headerSizing` gives.
      func swipeTableViewHeightForHeader(_ swipeTableView: SwipeTableView)
        -> CGFloat
      /// What VoiceOver says after a three-finger scroll moves the page at `index` up or down to
      /// show its content from `top` to `bottom` (0 at the top of the first row), for example
      /// `"Rows 11 to 20 of 40"`; nil (or not implemented): `"Page 2 of 5"`, counted in screens.
      func swipeTableView(
        _ swipeTableView: SwipeTableView, accessibilityScrollStatusForItemAt index: Int,
        showingFrom top: CGFloat, to bottom: CGFloat
      ) -> String?
    }
  #endif
#endif
