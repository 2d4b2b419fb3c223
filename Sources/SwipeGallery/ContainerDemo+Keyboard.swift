import Foundation
import SwipeCore

extension ContainerDemo {
  // MARK: - Keyboard and accessibility settings

  /// The keyboard drives the container as VoiceOver and the bar would: ←/→ turn the page
  /// (mirrored in right to left), ↑/↓ scroll a line, Page Up/Down a screen, Home/End the
  /// page's ends, R refreshes, Tab moves the focus along the bar's tabs and Return selects it.
  public func press(_ key: DemoKey, time: TimeInterval) {
    advance(to: time)
    let forward: AccessibilityScrollDirection = .next
    let backward: AccessibilityScrollDirection = .previous
    let rtl = settings.layoutDirection == .rightToLeft
    switch key {
    case .left: announce(container.accessibilityScroll(rtl ? forward : backward))
    case .right: announce(container.accessibilityScroll(rtl ? backward : forward))
    case .up: scrollPage(by: -Self.line)
    case .down: scrollPage(by: Self.line)
    case .pageUp: announce(container.accessibilityScroll(.down))
    case .pageDown: announce(container.accessibilityScroll(.up))
    case .home: scrollPage(by: -.infinity)
    case .end: scrollPage(by: .infinity)
    case .refresh:
      if setup.refresh { container.beginRefreshing(pageAt: container.currentIndex) }
    case .nextControl:
      guard !setup.barTitles.isEmpty else { return }
      focusedTab = ((focusedTab ?? container.currentIndex - 1) + 1) % setup.barTitles.count
      if let focusedTab {
        announcements.append(container.accessibilityTabStatus(ofPageAt: focusedTab))
      }
    case .activate:
      guard let focusedTab else { return }
      container.scrollToItem(at: focusedTab, animated: true)
    }
  }

  /// Runs under `settings`: the container's Reduce Motion (spinners stand still too) and layout
  /// direction (the bar's tabs follow).
  public func apply(_ settings: DemoSettings) {
    self.settings = settings
    container.reduceMotion = settings.reduceMotion
    container.layoutDirection = settings.layoutDirection
  }

  /// What VoiceOver would have said since the last call.
  public func takeAnnouncements() -> [String] {
    defer { announcements.removeAll() }
    return announcements
  }

  /// How far ↑ and ↓ scroll.
  static let line = 40.0

  private func announce(_ status: String?) {
    if let status { announcements.append(status) }
  }

  /// Scrolls the current page by `distance` (clamped to its range), animated unless Reduce
  /// Motion.
  private func scrollPage(by distance: Double) {
    guard let page = container.currentPage else { return }
    // Home and End: the page's ends (the container clamps to its range).
    let target =
      distance.isInfinite ? (distance > 0 ? 1e12 : -1e12) : page.scroller.offset + distance
    container.setCurrentPageOffset(target, animated: !settings.reduceMotion)
  }
}
