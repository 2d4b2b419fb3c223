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

  /// A segmented bar for a ``SwipeTableView``: titled tabs, an indicator that slides and
  /// stretches between them as the pages are swiped, and a strip that scrolls to keep the
  /// selected tab in view when the titles do not fit.
  ///
  /// Set it as the container's ``SwipeTableView/swipeHeaderBar`` and it follows the pager by
  /// itself (``SwipeTableViewBar``); a tap on a tab scrolls the container to that page, sends
  /// `.valueChanged` and calls ``selectionHandler``.
  ///
  /// ```swift
  /// let bar = SwipeSegmentedBar(
  ///   titles: ["Posts", "Photos", "Likes"], frame: CGRect(x: 0, y: 0, width: 390, height: 44))
  /// bar.configuration.mode = .fixed(.equal)
  /// swipe.swipeHeaderBar = bar
  /// ```
  ///
  /// Every frame comes from SwipeCore's `SegmentedBarLayout` (see its documentation for the
  /// rules): the bar measures its titles with its labels, lays them out once per change of
  /// titles, fonts, width or configuration, and moves the indicator and the strip per frame
  /// without allocating. Titles use Dynamic Type (`adjustsFontForContentSizeCategory`, the
  /// subheadline style by default). Each tab is an accessibility element with the button trait
  /// (and the selected trait on the current tab); the bar has the tab bar trait, so VoiceOver
  /// reads "tab, 2 of 4". In a right-to-left layout tab 0 is at the right end. In a container a
  /// horizontal drag on the bar scrolls a strip whose titles overflow while it can move that
  /// way, and otherwise swipes the pages; the strip follows them.
  public final class SwipeSegmentedBar: UIControl, SwipeTableViewBar {
    // MARK: - Content

    /// The tabs' titles, in page order.
    public var titles: [String] {
      didSet { if titles != oldValue { rebuildTabs() } }
    }
    /// Fixed or scrollable tabs, padding, spacing, insets and the indicator's size and style
    /// (a line under the title, or a capsule behind it: `SegmentedBarLayout.IndicatorStyle`).
    public var configuration = SegmentedBarLayout.Configuration() {
      didSet { if configuration != oldValue { invalidateLayout() } }
    }
    /// The continuous position the bar shows (1.4: 40 % of the way from tab 1 to tab 2). In a
    /// container it follows ``SwipeTableView/pageProgress`` by itself.
    public var progress: CGFloat = 0 {
      didSet { if progress != oldValue { applyProgress() } }
    }
    /// The tab shown as selected: the one nearest ``progress``, or the one just tapped until
    /// the progress moves; nil without titles.
    public private(set) var selectedIndex: Int?
    /// Called with the index of a tab the user tapped (after `.valueChanged` is sent).
    public var selectionHandler: ((Int) -> Void)?
    /// The geometry the bar shows (its tabs, indicator and strip offset come from here).
    public private(set) var layout = SegmentedBarLayout(titleWidths: [], width: 0)

    // MARK: - Style

    /// The titles' colour.
    public var titleColor: UIColor {
      didSet { updateSelection(selectedIndex, force: true) }
    }
    /// The selected title's colour.
    public var selectedTitleColor: UIColor {
      didSet { updateSelection(selectedIndex, force: true) }
    }
    /// The indicator's colour; nil: the view's `tintColor`.
    public var indicatorColor: UIColor? {
      didSet { updateIndicatorColor() }
    }
    #if canImport(UIKit)
      /// The titles' font (the subheadline text style by default). A font from
      /// `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics` follows Dynamic Type.
      public var titleFont: UIFont {
        didSet { titleFontChanged() }
      }
    #else
      // UIFont is a `package` stand-in in UIKitStub, so the font is `package` on Linux.
      /// The titles' font (the subheadline text style by default).
      package var titleFont: UIFont {
        didSet { titleFontChanged() }
      }
    #endif

    /// Whether the bar's height follows its font (Dynamic Type): when the font or the user's
    /// text size changes, the bar becomes `sizeThatFits(_:)` tall, and a bar made at a text size
    /// larger than the default grows to it (true by default).
    public var adjustsHeightToFont = true
    /// Whether ``titleFont`` is the default one, which the bar makes again at each text size.
    private var usesDefaultFont = true
    private var isResolvingDefaultFont = false
    private var contentSizeObservation: NotificationObservation?

    // MARK: - Parts

    /// The horizontally scrolling strip that holds the tabs and the indicator.
    package let strip: UIScrollView
    /// Where the strip goes as the progress moves, and where the user left it.
    package var stripFollower = SegmentedStripFollower()
    /// One label per tab, in tab order.
    package private(set) var tabLabels: [UILabel] = []
    /// The indicator under the selected tab.
    package let indicator = UIView(frame: .zero)
    /// The titles' widths the layout was made from.
    private var measuredWidths: [Double] = []
    /// The width and direction the layout was made for, and whether it must be made again.
    private var laidOutWidth: CGFloat = -1
    private var isLayoutStale = true
    private var tapRelay: ActionRelay?
    /// The badges on the tabs, by tab index (``setBadge(_:forTabAt:)``).
    var badges: [Int: Badge] = [:]
    /// The badges' labels, by tab index.
    var badgeLabels: [Int: UILabel] = [:]
    /// The tabs' image views, by tab index (``setImage(_:forTabAt:)``).
    var tabImageViews: [Int: UIImageView] = [:]
    /// The room between a tab's image and its title.
    static let imageSpacing: CGFloat = 4

    // MARK: - Life cycle

    /// A bar of `titles` in `frame` (its height is the bar's height in a container).
    public init(titles: [String], frame: CGRect = .zero) {
      self.titles = titles
      strip = BarStrip(frame: CGRect(origin: .zero, size: frame.size))
      titleFont = .preferredFont(forTextStyle: .subheadline)
      (titleColor, selectedTitleColor) = Self.defaultTitleColors
      super.init(frame: frame)
      setUp()
    }

    /// The titles' colours by default: the secondary and the primary label colour.
    private static var defaultTitleColors: (UIColor, UIColor) {
      #if canImport(UIKit)
        (.secondaryLabel, .label)
      #else
        (
          UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6),
          UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        )
      #endif
    }

    /// A bar without titles in `frame`.
    public override convenience init(frame: CGRect) {
      self.init(titles: [], frame: frame)
    }

    /// A bar decoded from a storyboard or nib, without titles: set ``titles`` in code.
    public required init?(coder: NSCoder) {
      titles = []
      strip = BarStrip(frame: .zero)
      titleFont = .preferredFont(forTextStyle: .subheadline)
      (titleColor, selectedTitleColor) = Self.defaultTitleColors
      super.init(coder: coder)
      setUp()
    }

    private func setUp() {
      (strip as? BarStrip)?.bar = self
      accessibilityTraits = AccessibilityConstants.tabBar
      strip.showsHorizontalScrollIndicator = false
      strip.showsVerticalScrollIndicator = false
      strip.scrollsToTop = false
      addSubview(strip)
      strip.addSubview(indicator)
      updateIndicatorColor()
      let relay = ActionRelay { [weak self] sender in
        guard let self, let recognizer = sender as? UIGestureRecognizer else { return }
        self.tapped(at: recognizer.location(in: self))
      }
      addGestureRecognizer(TargetAction.tapGestureRecognizer(relay: relay))
      tapRelay = relay
      contentSizeObservation = NotificationObservation(
        UIContentSizeCategory.didChangeNotification
      ) { [weak self] in self?.contentSizeCategoryDidChange() }
      rebuildTabs()
      // A larger text size than the default makes the bar taller from the start; at the
      // default size a bar keeps the height it was made with.
      if bounds.height > 0 { fitHeightToFont(growingOnly: true) }
    }

    // MARK: - Selecting

    /// The ``SwipeTableView`` the bar is in (its ``SwipeTableView/swipeHeaderBar``), if any.
    public var swipeTableView: SwipeTableView? { enclosingSwipeTableView }

    /// Selects tab `index` (clamped to the tabs): in a container, scrolls it to that page
    /// (sliding when `animated`), and the bar follows; alone, moves ``progress`` there. Sends no
    /// action (as UIKit controls do for changes made in code).
    public func select(_ index: Int, animated: Bool) {
      guard !titles.isEmpty else { return }
      let target = min(max(index, 0), titles.count - 1)
      if let table = swipeTableView {
        table.scrollToItem(at: target, animated: animated)
        return
      }
      #if canImport(UIKit)
        if animated {
          UIView.animate(withDuration: 0.3) {
            self.progress = CGFloat(target)
            self.layoutIfNeeded()
          }
          return
        }
      #endif
      progress = CGFloat(target)
    }

    /// A tap at `point` (in the bar): the tab under it becomes the selection, the actions run,
    /// and the container (if any) scrolls there.
    private func tapped(at point: CGPoint) {
      guard
        let index = layout.tabIndex(
          atX: Double(point.x), scrollOffset: Double(strip.contentOffset.x))
      else { return }
      updateSelection(index)
      sendActions(for: .valueChanged)
      selectionHandler?(index)
      select(index, animated: true)
    }

    /// In a container a horizontal drag on the bar scrolls a strip whose titles overflow while
    /// it can move that way, and otherwise swipes the pages (as on the header); alone, the strip
    /// scrolls under the finger.
    public override func didMoveToSuperview() {
      super.didMoveToSuperview()
      swipeTableView?.tabTitles = titles
    }

    /// Follows the container's pager.
    public func swipeTableView(
      _ swipeTableView: SwipeTableView, didUpdatePageProgress progress: CGFloat
    ) {
      self.progress = progress
    }

    // MARK: - Layout

    /// Lays the tabs out again when the titles' sizes, the width or the direction changed.
    public override func layoutSubviews() {
      super.layoutSubviews()
      refresh()
    }

    /// Rebuilds the layout if anything it depends on changed, and then applies every frame.
    private func refresh() {
      if strip.frame != bounds { strip.frame = bounds }
      let direction: LayoutDirection =
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      var changed = isLayoutStale || laidOutWidth != bounds.width || layout.direction != direction
      for (index, label) in tabLabels.enumerated() {
        var width = Double(label.intrinsicContentSize.width)
        if tabImageViews[index] != nil {
          width += Double(imageSide(for: label) + Self.imageSpacing)
        }
        if measuredWidths[index] != width {
          measuredWidths[index] = width
          changed = true
        }
      }
      guard changed else { return }
      isLayoutStale = false
      stripFollower.reset()
      laidOutWidth = bounds.width
      layout = SegmentedBarLayout(
        titleWidths: measuredWidths, width: Double(bounds.width), configuration: configuration,
        direction: direction)
      strip.contentSize = CGSize(width: CGFloat(layout.contentWidth), height: bounds.height)
      for (index, label) in tabLabels.enumerated() {
        var frame = layout.tabFrame(index, height: Double(bounds.height))
        if let imageView = tabImageViews[index] {
          let frames = layout.imageAndTitleFrames(
            tab: index, imageSide: Double(imageSide(for: label)),
            spacing: Double(Self.imageSpacing), height: Double(bounds.height))
          if imageView.frame != frames.image { imageView.frame = frames.image }
          frame = frames.title
        }
        if label.frame != frame { label.frame = frame }
      }
      layOutBadges()
      applyIndicatorStyle()
      applyProgress()
    }

    /// Moves the indicator and the strip to ``progress`` and updates the selection.
    private func applyProgress() {
      let position = Double(progress)
      if let frame = layout.indicatorFrame(progress: position, height: Double(bounds.height)) {
        indicator.isHidden = false
        if indicator.frame != frame { indicator.frame = frame }
      } else {
        indicator.isHidden = true
      }
      let offset = stripOffset(progress: position)
      if strip.contentOffset.x != offset {
        strip.contentOffset = CGPoint(x: offset, y: strip.contentOffset.y)
      }
      updateSelection(layout.selectedTab(progress: position))
    }

    func invalidateLayout() {
      isLayoutStale = true
      setNeedsLayout()
      refresh()
    }

    // MARK: - Tabs

    private func rebuildTabs() {
      swipeTableView?.tabTitles = titles  // what VoiceOver says when it turns a page
      for label in tabLabels { label.removeFromSuperview() }
      tabLabels = titles.map(makeLabel)
      for label in tabLabels { strip.insertSubview(label, belowSubview: indicator) }
      badges = badges.filter { $0.key < titles.count }
      for index in tabImageViews.keys where index >= titles.count {
        tabImageViews.removeValue(forKey: index)?.removeFromSuperview()
      }
      measuredWidths = Array(repeating: -1, count: titles.count)
      selectedIndex = nil
      invalidateLayout()
      updateSelection(layout.selectedTab(progress: Double(progress)), force: true)
    }

    private func makeLabel(_ title: String) -> UILabel {
      let label = UILabel(frame: .zero)
      label.text = title
      label.font = titleFont
      label.adjustsFontForContentSizeCategory = true
      label.textAlignment = .center
      label.isAccessibilityElement = true
      label.accessibilityLabel = title
      label.accessibilityTraits = AccessibilityConstants.button
      return label
    }

    /// Colours and accessibility traits for `index` as the selected tab.
    private func updateSelection(_ index: Int?, force: Bool = false) {
      guard force || index != selectedIndex else { return }
      selectedIndex = index
      for (position, label) in tabLabels.enumerated() {
        let isSelected = position == index
        label.textColor = isSelected ? selectedTitleColor : titleColor
        tabImageViews[position]?.tintColor = label.textColor
        label.accessibilityTraits =
          isSelected
          ? AccessibilityConstants.button.union(AccessibilityConstants.selected)
          : AccessibilityConstants.button
      }
    }

    private func titleFontChanged() {
      if !isResolvingDefaultFont { usesDefaultFont = false }
      fontsChanged(reassigning: true)
    }

    /// The user's text size changed: the default font is made again at the new size; a font
    /// the app set is left to the labels, which adjust it themselves
    /// (`adjustsFontForContentSizeCategory`). Either way the titles are measured again and the
    /// bar's height follows.
    private func contentSizeCategoryDidChange() {
      guard usesDefaultFont else { return fontsChanged(reassigning: false) }
      isResolvingDefaultFont = true
      titleFont = .preferredFont(forTextStyle: .subheadline)
      isResolvingDefaultFont = false
    }

    private func fontsChanged(reassigning: Bool) {
      if reassigning {
        for label in tabLabels { label.font = titleFont }
      }
      invalidateLayout()
      fitHeightToFont(growingOnly: false)
    }

    /// Dynamic Type: the bar becomes as tall as its titles need (`sizeThatFits(_:)`), or, when
    /// `growingOnly`, only taller than it is and than 44 pt. In a SwipeTableView that is a
    /// runtime bar change, which keeps what the user sees in place.
    private func fitHeightToFont(growingOnly: Bool) {
      guard adjustsHeightToFont else { return }
      let height = sizeThatFits(bounds.size).height
      guard growingOnly ? height > max(bounds.height, 44) : height != bounds.height else { return }
      frame = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: height)
      // The container (or the superview of a bar on its own) takes the new height in its next
      // pass.
      (swipeTableView ?? superview)?.setNeedsLayout()
    }

    /// The height the titles need: the line height of their font (as the labels show it, at
    /// the user's text size), 12 pt above and below, and the indicator; at least 44 pt (the
    /// subheadline style at the default text size).
    public override func sizeThatFits(_ size: CGSize) -> CGSize {
      let font: UIFont = tabLabels.first?.font ?? titleFont
      let height = font.lineHeight + 24 + CGFloat(configuration.indicatorHeight)
      return CGSize(width: size.width, height: max(44, height.rounded(.up)))
    }

    /// The indicator's colour: its own, else the tint for a line and a light fill for a
    /// capsule (the system's fill colour on iOS, so that the selected title reads over it).
    func updateIndicatorColor() {
      if let indicatorColor {
        indicator.backgroundColor = indicatorColor
        return
      }
      switch configuration.indicatorStyle {
      case .line:
        indicator.backgroundColor = tintColor
      case .capsule:
        #if canImport(UIKit)
          indicator.backgroundColor = .tertiarySystemFill
        #else
          // UIKit's tertiarySystemFill in light mode: RGB 118, 118, 128 at 12 %.
          indicator.backgroundColor = UIColor(
            red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.12)
        #endif
      }
    }

    #if canImport(UIKit)
      /// Keeps an indicator without its own colour in the tint colour.
      public override func tintColorDidChange() {
        super.tintColorDidChange()
        updateIndicatorColor()
      }
    #endif
  }
#endif
