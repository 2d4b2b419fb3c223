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

    /// What VoiceOver visits, in reading order: the header, the bar, then the page on screen
    /// (pages kept off screen for a swipe are left out).
    var readingOrder: [Any] {
      [swipeHeaderView, swipeHeaderBar, currentItemView].compactMap { $0 }
    }

    /// Runs the engine's three-finger scroll and posts what VoiceOver says.
    func performAccessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
      followReduceMotion()
      catchUp()
      guard let status = engine.accessibilityScroll(AccessibilityScrollDirection(direction)) else {
        return false
      }
      runEngine(at: CACurrentMediaTime())
      UIAccessibility.post(notification: AccessibilityConstants.pageScrolled, argument: status)
      return true
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

  /// The pager: VoiceOver's sideways three-finger scroll, which reaches it first from any cell
  /// of a page (a page's table cannot scroll sideways, UIAccessibility.h:364-370 passes the
  /// scroll up), turns the page through the container, so it is announced as a tab and
  /// follows Reduce Motion; up and down go on to the container.
  @MainActor final class PagerView: UIScrollView {
    weak var container: SwipeTableView?

    nonisolated override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection)
      -> Bool
    {
      MainActor.assumeIsolated {
        guard let container else { return false }
        switch direction {
        case .left, .right, .next, .previous:
          return container.performAccessibilityScroll(direction)
        default:
          return false
        }
      }
    }
  }
#endif
