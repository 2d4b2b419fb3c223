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

  extension SwipeSegmentedBar {
    /// A mark on a tab's title: something new there (JXSegmentedView's dot and number badges).
    public enum Badge: Sendable, Equatable {
      /// A small dot.
      case dot
      /// A count ("99+" above 99; 0 or less shows nothing).
      case count(Int)
      /// A short text ("New").
      case text(String)
    }

    /// Puts `badge` on tab `index`'s title, or takes it off (nil). VoiceOver reads it as the
    /// tab's value ("3", "New"). Ignored for an index outside the tabs; badges stay with their
    /// index when the titles change, while the index is a tab.
    public func setBadge(_ badge: Badge?, forTabAt index: Int) {
      guard titles.indices.contains(index) else { return }
      if let badge, badge != .count(0), Self.text(of: badge).map({ !$0.isEmpty }) ?? true {
        badges[index] = badge
      } else {
        badges.removeValue(forKey: index)
      }
      layOutBadges()
    }

    /// The badge on tab `index`, if any.
    public func badge(forTabAt index: Int) -> Badge? { badges[index] }

    #if canImport(UIKit)
      /// Puts `image` before tab `index`'s title (nil: takes it off): a square as tall as the
      /// title's line, tinted as the title is (selected or not) when it is a template image.
      /// Ignored for an index outside the tabs.
      public func setImage(_ image: UIImage?, forTabAt index: Int) {
        setTabImage(image, at: index)
      }
    #else
      /// Puts `image` before tab `index`'s title (nil: takes it off). Public on iOS; UIKitStub
      /// keeps `UIImage` to the package.
      package func setImage(_ image: UIImage?, forTabAt index: Int) {
        setTabImage(image, at: index)
      }
    #endif

    private func setTabImage(_ image: UIImage?, at index: Int) {
      guard titles.indices.contains(index) else { return }
      if let image {
        let view = tabImageViews[index] ?? UIImageView(image: nil)
        view.image = image
        view.tintColor = tabLabels.indices.contains(index) ? tabLabels[index].textColor : titleColor
        if view.superview !== strip { strip.insertSubview(view, belowSubview: indicator) }
        tabImageViews[index] = view
      } else {
        tabImageViews.removeValue(forKey: index)?.removeFromSuperview()
      }
      invalidateLayout()
    }

    /// The side of a tab's image: the title's line height, rounded.
    func imageSide(for label: UILabel) -> CGFloat {
      label.font.lineHeight.rounded()
    }

    /// What a badge shows: nil for a dot.
    static func text(of badge: Badge) -> String? {
      switch badge {
      case .dot: nil
      case .count(let count): count > 99 ? "99+" : count > 0 ? "\(count)" : ""
      case .text(let text): text
      }
    }

    /// Places a label per badge on its tab (in the strip, over the titles), drops the others,
    /// and gives each tab the badge as its accessibility value.
    func layOutBadges() {
      for index in badgeLabels.keys where badges[index] == nil || index >= tabLabels.count {
        badgeLabels.removeValue(forKey: index)?.removeFromSuperview()
      }
      for (index, label) in tabLabels.enumerated() {
        label.accessibilityValue = badges[index].map(Self.spokenValue)
      }
      guard layout.count == tabLabels.count else { return }
      for (index, badge) in badges where index < tabLabels.count {
        let label = badgeLabels[index] ?? makeBadgeLabel(index)
        let text = Self.text(of: badge)
        if label.text != text { label.text = text }
        let size: CGSize
        if text != nil {
          let measured = label.intrinsicContentSize
          let tall = max(16, ceil(label.font.lineHeight) + 2)
          size = CGSize(width: max(tall, ceil(measured.width) + 8), height: tall)
        } else {
          size = CGSize(width: 8, height: 8)
        }
        let frame = layout.badgeFrame(
          tab: index, size: size, titleHeight: Double(tabLabels[index].font.lineHeight),
          height: Double(bounds.height))
        if label.frame != frame { label.frame = frame }
        label.layer.cornerRadius = size.height / 2
      }
    }

    private func makeBadgeLabel(_ index: Int) -> UILabel {
      let label = UILabel(frame: .zero)
      label.textAlignment = .center
      label.textColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
      #if canImport(UIKit)
        // The system red of a tab bar's badge (Dark Mode's too), the text at Dynamic Type.
        label.font = UIFontMetrics(forTextStyle: .caption2).scaledFont(
          for: .boldSystemFont(ofSize: 11))
        label.adjustsFontForContentSizeCategory = true
        label.backgroundColor = .systemRed
      #else
        // UIKitStub: the light appearance's system red (RGB 255, 59, 48) at the default size.
        label.font = .boldSystemFont(ofSize: 11)
        label.backgroundColor = UIColor(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1)
      #endif
      label.clipsToBounds = true
      label.isAccessibilityElement = false  // the tab's value says it
      strip.addSubview(label)
      badgeLabels[index] = label
      return label
    }

    /// What VoiceOver says for a badge: its number or text, "New" for a dot (localizable under
    /// `SwipeTableView.badge.new`).
    static func spokenValue(_ badge: Badge) -> String {
      Self.text(of: badge)
        ?? SwipeRefreshTexts.localized("badge.new", "New")
    }

    /// Puts a capsule indicator behind the titles, a line over them, and the badges over all;
    /// rounds a capsule. Run when the layout or the style changes.
    func applyIndicatorStyle() {
      // The layout's configuration: its lengths made valid.
      switch layout.configuration.indicatorStyle {
      case .line:
        indicator.layer.cornerRadius = 0
        strip.bringSubviewToFront(indicator)
      case .capsule(let height, _):
        indicator.layer.cornerRadius = min(CGFloat(height), bounds.height) / 2
        strip.sendSubviewToBack(indicator)
      }
      for label in badgeLabels.values { strip.bringSubviewToFront(label) }
      updateIndicatorColor()
    }
  }
#endif
