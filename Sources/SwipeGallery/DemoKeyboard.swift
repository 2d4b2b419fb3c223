import Foundation
import SwipeCore

/// A key the gallery passes to the demo on screen: the keyboard equivalents of the gestures.
public enum DemoKey: Sendable, Hashable, CaseIterable {
  /// ← : the previous page (the next one in right to left).
  case left
  /// → : the next page (the previous one in right to left).
  case right
  /// ↑ : the page scrolls up a line.
  case up
  /// ↓ : the page scrolls down a line.
  case down
  /// Page Up: a screen up.
  case pageUp
  /// Page Down: a screen down.
  case pageDown
  /// Home: the top of the page.
  case home
  /// End: the end of the page.
  case end
  /// R: refresh the page.
  case refresh
  /// Tab: the next control (the bar's next tab).
  case nextControl
  /// Return or Space: activate the control (select the tab).
  case activate
}

/// The accessibility settings a demo runs under (`swipe gallery` and `swipe record`
/// `--reduce-motion`, `--rtl`).
public struct DemoSettings: Sendable, Hashable {
  /// Reduce Motion: animated page changes happen at once, spinners stand still.
  public var reduceMotion = false
  /// The layout direction of the demo's container.
  public var layoutDirection = LayoutDirection.leftToRight

  /// The default settings.
  public init(reduceMotion: Bool = false, layoutDirection: LayoutDirection = .leftToRight) {
    self.reduceMotion = reduceMotion
    self.layoutDirection = layoutDirection
  }

  /// What the settings add to a recording's title.
  public var titleSuffix: String {
    (layoutDirection == .rightToLeft ? ", right to left" : "")
      + (reduceMotion ? ", Reduce Motion" : "")
  }

  /// What the settings add to a recording's name (`-rtl`, `-reduced-motion`).
  public var nameSuffix: String {
    (layoutDirection == .rightToLeft ? "-rtl" : "") + (reduceMotion ? "-reduced-motion" : "")
  }
}

extension Demo {
  /// Ignores keys (demos without keyboard control).
  public func press(_ key: DemoKey, time: TimeInterval) {}

  /// Ignores the settings (demos without a container).
  public func apply(_ settings: DemoSettings) {}

  /// Nothing to announce.
  public func takeAnnouncements() -> [String] { [] }
}
