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
    // MARK: - VoiceOver and Reduce Motion

    /// The pages' tab titles, for what VoiceOver says when it turns a page (`"Item1, tab 2 of
    /// 4"`); empty: `"Tab 2 of 4"`.
    public var tabTitles: [String] {
      get { engine.tabTitles }
      set { engine.tabTitles = newValue }
    }

    /// The part of the page's content on screen, in the content's coordinates (0 at the top of
    /// its first row): below the pinned bar (or the header) down to the view's bottom. Nil for a
    /// page that is not loaded.
    public func visibleContentRange(ofItemAt index: Int) -> Range<CGFloat>? {
      engine.visibleContentRange(ofPageAt: index).map {
        CGFloat($0.lowerBound)..<CGFloat($0.upperBound)
      }
    }

    /// What VoiceOver visits, in reading order: the header, the bar, the page on screen (its
    /// ``SwipeTableViewPageRoot`` when it has one, so an empty-state view or a floating button
    /// over the scroll view is reached, and a SwiftUI page's content outside its `List`), then
    /// the views the app added to the container, in their order front to back. Pages kept off
    /// screen for a swipe are left out.
    var readingOrder: [Any] {
      var order: [UIView] = [swipeHeaderView, swipeHeaderBar].compactMap { $0 }
      if let page = currentItemView { order.append(pageRoot(of: page)) }
      for view in subviews.reversed() where view !== pager && view !== chromeView {
        order.append(view)
      }
      return order
    }

    /// Hides from VoiceOver the subviews of the page in `slot` that the header and bar cover
    /// (`SwipeContainer.chromeCovers`: a row scrolled under the bar is still in its table, and
    /// VoiceOver would focus and read it), and shows again those they no longer cover.
    ///
    /// Only while VoiceOver runs: reading a page's subviews allocates, once per frame of a
    /// scroll. A view the app hid itself is left alone, and a view hidden here is shown again
    /// when it is not covered, when it leaves the page (a cell taken for reuse), when the page
    /// leaves the container and when VoiceOver stops.
    func updateCoveredContent(slot: Int, index: Int) {
      let hides = UIAccessibility.isVoiceOverRunning
      guard let view = pages[slot]?.view, hides || pages[slot]?.coveredViews.isEmpty == false
      else { return }
      // The cells that scrolled in with this frame are placed before they are judged.
      if hides { view.layoutIfNeeded() }
      guard var binding = pages[slot], binding.view === view else { return }
      func covered(_ subview: UIView) -> Bool {
        hides && subview.superview === view
          && engine.chromeCovers(
            minY: Double(subview.frame.minY), maxY: Double(subview.frame.maxY), onPageAt: index)
      }
      binding.coveredViews.removeAll { subview in
        guard !covered(subview) else { return false }
        subview.accessibilityElementsHidden = false
        return true
      }
      if hides {
        for subview in view.subviews
        where !subview.isHidden && !subview.accessibilityElementsHidden && covered(subview) {
          subview.accessibilityElementsHidden = true
          binding.coveredViews.append(subview)
        }
      }
      pages[slot] = binding
    }

    /// Shows to VoiceOver again what ``updateCoveredContent(slot:index:)`` hid of a page that
    /// leaves.
    func uncover(_ binding: PageBinding) {
      for subview in binding.coveredViews { subview.accessibilityElementsHidden = false }
    }

    /// Runs the engine's three-finger scroll and posts what VoiceOver says once the scroll has
    /// completed (UIAccessibility.h:372-374: "must be posted after the scrolling completes"): at
    /// once under Reduce Motion, else at the pass where the slide ends.
    func performAccessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
      followReduceMotion()
      catchUp()
      guard let status = engine.accessibilityScroll(AccessibilityScrollDirection(direction)) else {
        return false
      }
      pendingPageScrolledStatus = status
      runEngine(at: CACurrentMediaTime())
      return true
    }

    /// Posts the pending three-finger scroll's status once nothing the container drives moves
    /// (the slide ended, or a finger stopped it).
    func postCompletedPageScroll() {
      guard let status = pendingPageScrolledStatus, !engine.needsHostedFrames else { return }
      pendingPageScrolledStatus = nil
      UIAccessibility.post(notification: AccessibilityConstants.pageScrolled, argument: status)
    }

    /// Tells VoiceOver that another page is on screen once a page change has settled
    /// (`.layoutChanged` with the page, where VoiceOver's focus goes), never for the pages a
    /// swipe passes on the way.
    func announceSettledPage(after event: SwipeContainerEvent) {
      if case .currentIndexDidChange(let from, _) = event, announcedIndex == nil {
        announcedIndex = from
      }
      guard engine.pager.phase == .idle, let announced = announcedIndex,
        engine.currentIndex != announced
      else { return }
      announcedIndex = engine.currentIndex
      UIAccessibility.post(
        notification: AccessibilityConstants.layoutChanged, argument: currentItemView)
    }

    /// Takes the system's Reduce Motion setting (or `prefersReducedMotion`) before a
    /// programmatic page change.
    func followReduceMotion() {
      engine.reduceMotion = prefersReducedMotion ?? UIAccessibility.isReduceMotionEnabled
    }
  }

  extension AccessibilityScrollDirection {
    /// UIKit's direction.
    init(_ direction: UIAccessibilityScrollDirection) {
      switch direction {
      case .left: self = .left
      case .right: self = .right
      case .up: self = .up
      case .down: self = .down
      case .next: self = .next
      case .previous: self = .previous
      @unknown default: self = .next
      }
    }
  }

  extension UIAccessibilityScrollDirection {
    /// The engine's direction as UIKit's (scenario hosts play VoiceOver's scrolls with it).
    package init(_ direction: AccessibilityScrollDirection) {
      switch direction {
      case .left: self = .left
      case .right: self = .right
      case .up: self = .up
      case .down: self = .down
      case .next: self = .next
      case .previous: self = .previous
      }
    }
  }
#endif
