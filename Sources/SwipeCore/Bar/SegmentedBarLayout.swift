import Foundation

/// The geometry of a segmented bar: where each tab sits, where the indicator is for a continuous
/// page progress, how far the strip of tabs is scrolled, and which tab a point is on.
///
/// A value built once per change of titles, width, configuration or direction (O(n)); the
/// per-frame queries (``indicator(progress:)``, ``scrollOffset(progress:)``) read it without
/// allocating, and ``tabIndex(atX:scrollOffset:)`` is a binary search.
///
/// **Tab widths.** A tab's content width is its title's measured width plus
/// ``Configuration/titlePadding`` on each side. Tabs follow one another from
/// ``Configuration/leadingInset``, ``Configuration/spacing`` apart, and the strip ends
/// ``Configuration/trailingInset`` after the last one. With A the bar's width minus both insets
/// and the spacing between tabs (never below 0), S the sum of the content widths and n the
/// number of tabs:
///
/// - ``Mode/fixed(_:)`` with ``Distribution/equal``: every tab is A / n wide.
/// - ``Mode/fixed(_:)`` with ``Distribution/content``: when S ≤ A, each tab is its content width
///   plus (A − S) / n (the room left is shared equally); when S > A, each is its content width
///   times A / S (all shrink by the same ratio). Both agree at S = A.
/// - ``Mode/scrollable``: when the tabs fit (S ≤ A), as ``Distribution/content``; when they do
///   not, each tab is its content width and the strip is wider than the bar, so it scrolls.
///
/// The strip's ``contentWidth`` is the larger of the bar's width and the tabs' extent (leading
/// inset, tabs, spacing, trailing inset): a fixed bar scrolls only when its insets and spacing
/// alone are wider than the bar.
///
/// **Indicator.** Each tab has an indicator span centred in it: as wide as the title
/// (``IndicatorWidth/title``), the tab (``IndicatorWidth/tab``) or a given width
/// (``IndicatorWidth/fixed(_:)``), never wider than the tab. For a progress p between tabs i
/// and i + 1 (f = p − i), the indicator's x and width are `(1 − f)·tabᵢ + f·tabᵢ₊₁`.
///
/// **Scroll offset.** The strip rests with tab i centred in the bar, clamped to
/// `0...maximumScrollOffset`; between two tabs the offset interpolates as the indicator does,
/// so the selected tab stays in view and the strip follows a swipe continuously.
///
/// **Right-to-left.** Tab 0 sits at the trailing (right) end. Every span and offset this type
/// returns is physical (left to right, as a `UIScrollView` lays out its content and reports
/// its `contentOffset`); progress and tab indices stay logical. A right-to-left strip at rest on
/// tab 0 is scrolled to its largest offset.
///
/// **Bad input.** Lengths that are NaN, infinite or negative count as 0, and lengths are capped
/// at 10¹² points; an empty title (width 0) makes a tab as wide as its padding; a NaN progress
/// counts as 0 and a progress outside `0...count − 1` is clamped to it (an overscrolled pager
/// leaves the indicator on the first or last tab). A bar without titles has no tabs, no
/// indicator and nothing to scroll.
public struct SegmentedBarLayout: Sendable, Equatable {
  /// How the tabs share the width of a bar whose tabs do not scroll.
  public enum Distribution: Sendable, Hashable {
    /// Every tab is equally wide (the seed's segmented control).
    case equal
    /// Tabs are as wide as their titles plus an equal share of the room left (UIKit's
    /// `apportionsSegmentWidthsByContent`, with the leftover spread out).
    case content
  }

  /// Whether the tabs always fit the bar or may scroll.
  public enum Mode: Sendable, Equatable {
    /// The tabs share the bar's width and never scroll.
    case fixed(Distribution)
    /// The tabs are as wide as their titles; when they do not fit, the strip scrolls.
    case scrollable
  }

  /// How wide the indicator is under a tab (never wider than the tab).
  public enum IndicatorWidth: Sendable, Equatable {
    /// As wide as the tab's title.
    case title
    /// As wide as the tab.
    case tab
    /// This many points.
    case fixed(Double)
  }

  /// How the indicator looks.
  public enum IndicatorStyle: Sendable, Equatable {
    /// A line on the bar's bottom edge, ``Configuration/indicatorHeight`` thick (the default).
    case line
    /// A rounded background behind the selected title, `height` tall (at most the bar's
    /// height), centred vertically: JXSegmentedView's and Parchment's capsule. Its width
    /// follows ``Configuration/indicatorWidth`` plus `padding` on each side (never wider than
    /// the tab).
    case capsule(height: Double, padding: Double)
  }

  /// The bar's style: mode, padding, spacing, insets and indicator.
  public struct Configuration: Sendable, Equatable {
    /// Fixed or scrollable.
    public var mode: Mode
    /// Space on each side of a title inside its tab.
    public var titlePadding: Double
    /// Space between two tabs.
    public var spacing: Double
    /// Space before the first tab (at the leading edge).
    public var leadingInset: Double
    /// Space after the last tab (at the trailing edge).
    public var trailingInset: Double
    /// How wide the indicator is.
    public var indicatorWidth: IndicatorWidth
    /// How tall the indicator is (it sits on the bar's bottom edge).
    public var indicatorHeight: Double
    /// A line under the title or a capsule behind it.
    public var indicatorStyle: IndicatorStyle

    /// A configuration; the defaults make a scrollable bar with 12 pt of padding around each
    /// title, no spacing or insets, and a 2 pt indicator as wide as the title.
    public init(
      mode: Mode = .scrollable, titlePadding: Double = 12, spacing: Double = 0,
      leadingInset: Double = 0, trailingInset: Double = 0, indicatorWidth: IndicatorWidth = .title,
      indicatorHeight: Double = 2, indicatorStyle: IndicatorStyle = .line
    ) {
      self.mode = mode
      self.titlePadding = titlePadding
      self.spacing = spacing
      self.leadingInset = leadingInset
      self.trailingInset = trailingInset
      self.indicatorWidth = indicatorWidth
      self.indicatorHeight = indicatorHeight
      self.indicatorStyle = indicatorStyle
    }

    /// The same configuration with every length made valid (see the type's clamps).
    var sanitized: Configuration {
      var clean = self
      clean.titlePadding = titlePadding.barLength
      clean.spacing = spacing.barLength
      clean.leadingInset = leadingInset.barLength
      clean.trailingInset = trailingInset.barLength
      clean.indicatorHeight = indicatorHeight.barLength
      if case .fixed(let width) = indicatorWidth { clean.indicatorWidth = .fixed(width.barLength) }
      if case .capsule(let height, let padding) = indicatorStyle {
        clean.indicatorStyle = .capsule(height: height.barLength, padding: padding.barLength)
      }
      return clean
    }
  }

  /// A horizontal extent: where something starts and how wide it is.
  public struct Span: Sendable, Equatable {
    /// The left edge.
    public var x: Double
    /// The width.
    public var width: Double

    /// A span from `x`, `width` wide.
    public init(x: Double, width: Double) {
      self.x = x
      self.width = width
    }

    /// The right edge.
    public var maxX: Double { x + width }
    /// The middle.
    public var midX: Double { x + width / 2 }
  }

  /// The configuration, its lengths made valid.
  public let configuration: Configuration
  /// The bar's width (the visible part of the strip).
  public let width: Double
  /// Which end tab 0 is at.
  public let direction: LayoutDirection
  /// The strip's width: at least ``width``; wider when the tabs overflow.
  public let contentWidth: Double
  /// Logical tab starts (from the leading end of the strip), ascending.
  let starts: [Double]
  /// Tab widths.
  let widths: [Double]
  /// Titles' measured widths, made valid.
  let titleWidths: [Double]

  /// The layout of tabs whose titles measure `titleWidths`, in a bar `width` wide.
  ///
  /// - Parameters:
  ///   - titleWidths: Each title's measured width, in tab order (tab 0 first).
  ///   - width: The bar's width.
  ///   - configuration: Mode, padding, spacing, insets and indicator.
  ///   - direction: Which end tab 0 is at.
  /// - Complexity: O(n) for n tabs.
  public init(
    titleWidths: [Double], width: Double, configuration: Configuration = Configuration(),
    direction: LayoutDirection = .leftToRight
  ) {
    let style = configuration.sanitized
    let barWidth = width.barLength
    self.configuration = style
    self.width = barWidth
    self.direction = direction
    let titles = titleWidths.map(\.barLength)
    self.titleWidths = titles
    let count = titles.count
    guard count > 0 else {
      starts = []
      widths = []
      contentWidth = barWidth
      return
    }
    let gaps = style.spacing * Double(count - 1)
    let available = max(barWidth - style.leadingInset - style.trailingInset - gaps, 0)
    let padding = 2 * style.titlePadding
    let contentSum = titles.reduce(0) { $0 + $1 + padding }
    var tabWidths: [Double]
    switch style.mode {
    case .fixed(.equal):
      tabWidths = Array(repeating: available / Double(count), count: count)
    case .fixed(.content) where contentSum > available:
      tabWidths = titles.map { ($0 + padding) * (available / contentSum) }
    case .scrollable where contentSum > available:
      tabWidths = titles.map { $0 + padding }
    case .fixed(.content), .scrollable:
      let share = (available - contentSum) / Double(count)
      tabWidths = titles.map { $0 + padding + share }
    }
    var tabStarts: [Double] = []
    tabStarts.reserveCapacity(count)
    var x = style.leadingInset
    for tabWidth in tabWidths {
      tabStarts.append(x)
      x += tabWidth + style.spacing
    }
    starts = tabStarts
    widths = tabWidths
    contentWidth = max(barWidth, x - style.spacing + style.trailingInset)
  }

  /// The layout of `titles` measured by `measure` (a title's width in points), in a bar
  /// `width` wide.
  ///
  /// - Complexity: O(n) calls of `measure` for n titles.
  public init(
    titles: [String], width: Double, configuration: Configuration = Configuration(),
    direction: LayoutDirection = .leftToRight, measure: (String) -> Double
  ) {
    self.init(
      titleWidths: titles.map(measure), width: width, configuration: configuration,
      direction: direction)
  }

  /// The number of tabs.
  public var count: Int { widths.count }

  /// The largest scroll offset of the strip (0 when the tabs fit).
  public var maximumScrollOffset: Double { contentWidth - width }

  /// A deterministic stand-in for text measurement: `0.6 × fontSize` points per character
  /// (extended grapheme cluster), 9 pt per character at the default 15 pt.
  ///
  /// Scenario files (`"bar": {"titles": …}`) lay their tabs out with it, and UIKitStub's labels
  /// measure their text with it, so both hosts of a scenario agree; renderers and UIKit measure
  /// real text instead.
  ///
  /// - Complexity: O(length of `title`).
  public static func estimatedTitleWidth(_ title: String, fontSize: Double = 15) -> Double {
    0.6 * fontSize.barLength * Double(title.count)
  }
}

extension Double {
  /// A valid length for the bar: NaN, infinities and negatives count as 0, and lengths are
  /// capped at ``InputLimits/maximumMagnitude`` (10¹² points).
  var barLength: Double { min(validLength, InputLimits.maximumMagnitude) }
}
