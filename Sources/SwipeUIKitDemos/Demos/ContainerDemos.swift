#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation
  import SwipeCore
  import SwipeUIKit
  import SwipeUIKitRefresh

  /// SingleOneKindView: four tables share a header; the bar pins under the navigation bar.
  @MainActor public final class SingleOneKindViewController: SwipeDemoViewController {
    /// The screen, `size` big.
    public init(size: CGSize = CGSize(width: 390, height: 844)) {
      super.init(
        setup: SwipeDemoSetup(
          title: "SingleOneKindView", barTitles: ["Item0", "Item1", "Item2", "Item3"],
          pages: [8, 10, 5, 12].enumerated().map {
            .table(title: "Item\($0)", rows: $1, rowHeight: 60)
          }), size: size)
    }

    /// Not supported: the demos build their views in code.
    public required init?(coder: NSCoder) {
      return nil
    }
  }

  /// HybridItemViews: tables on pages 0 and 2, waterfall collections on 1 and 3, aligned.
  @MainActor public final class HybridItemViewsViewController: SwipeDemoViewController {
    /// The screen, `size` big.
    public init(size: CGSize = CGSize(width: 390, height: 844)) {
      super.init(
        setup: SwipeDemoSetup(
          title: "HybridItemViews", barTitles: ["Table", "Photos", "List", "Grid"],
          pages: [
            .table(title: "Table", rows: 20, rowHeight: 60),
            .collection(title: "Photo", count: 30),
            .table(title: "List", rows: 6, rowHeight: 60),
            .collection(title: "Grid", count: 8),
          ]), size: size)
    }

    /// Not supported: the demos build their views in code.
    public required init?(coder: NSCoder) {
      return nil
    }
  }

  /// DisabledBarScroll: no header, a fixed news-style menu bar; a drag on it moves nothing.
  @MainActor public final class DisabledBarScrollViewController: SwipeDemoViewController {
    /// The screen, `size` big.
    public init(size: CGSize = CGSize(width: 390, height: 844)) {
      let titles = ["推荐", "热点", "科技", "体育"]
      super.init(
        setup: SwipeDemoSetup(
          title: "DisabledBarScroll", headerHeight: nil, barTitles: titles,
          barScrollDisabled: true,
          pages: titles.map { .table(title: $0, rows: 25, rowHeight: 72) }), size: size)
    }

    /// Not supported: the demos build their views in code.
    public required init?(coder: NSCoder) {
      return nil
    }
  }

  /// HiddenNavigationBar: top inset 0, the bar pins at the very top, a back button floats over
  /// the header.
  @MainActor public final class HiddenNavigationBarViewController: SwipeDemoViewController {
    /// Pops the screen (the app sets it; the seed's round back button).
    public var onBack: (() -> Void)?
    private var back: DemoAction?

    /// The screen, `size` big.
    public init(size: CGSize = CGSize(width: 390, height: 844)) {
      super.init(
        setup: SwipeDemoSetup(
          title: nil, topInset: 0, headerHeight: 260, barTitles: ["Item0", "Item1", "Item2"],
          pages: (0..<3).map { .table(title: "Item\($0)", rows: 16, rowHeight: 60) }),
        size: size)
      let button = UIView(frame: CGRect(x: 17, y: 31, width: 34, height: 34))
      button.backgroundColor = DemoStyle.color(0x000000, alpha: 0.35)
      let arrow = DemoStyle.label(
        "‹", size: 26, bold: true, color: DemoStyle.color(0xFFFFFF), alignment: .center)
      arrow.frame = button.bounds
      button.addSubview(arrow)
      let back = DemoAction { [weak self] _ in self?.onBack?() }
      back.attachTap(to: button)
      self.back = back
      swipeTableView.addSubview(button)
    }

    /// Not supported: the demos build their views in code.
    public required init?(coder: NSCoder) {
      return nil
    }
  }

  /// A navigation bar that fades in as the header collapses: its background and title follow
  /// the header's collapse progress (`swipeTableView(_:didUpdateHeaderProgress:)`), fully shown
  /// once the header has scrolled away and the segmented bar pins under it. The screen draws
  /// its own bar: an app hides the system's for it (as the demo app does).
  @MainActor public final class FadingTitleViewController: SwipeDemoViewController {
    private let titleBar = UIView(frame: .zero)
    private let titleLabel = DemoStyle.label(
      "Profile", size: 17, bold: true, alignment: .center)
    private let line = UIView(frame: .zero)

    /// The screen, `size` big.
    public init(size: CGSize = CGSize(width: 390, height: 844)) {
      super.init(
        setup: SwipeDemoSetup(
          title: nil, topInset: 64, headerHeight: 240,
          barTitles: ["Posts", "Photos", "Likes"],
          pages: (0..<3).map { .table(title: "Item\($0)", rows: 30, rowHeight: 60) }),
        size: size)
      titleBar.backgroundColor = DemoStyle.surface
      titleBar.addSubview(titleLabel)
      line.backgroundColor = DemoStyle.separator
      titleBar.addSubview(line)
      swipeTableView.addSubview(titleBar)
      layOutTitleBar(statusBarHeight: 20)
      headerProgressDidChange(swipeTableView.headerProgress)
    }

    /// Not supported: the demos build their views in code.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// Puts the title bar under a status bar `statusBarHeight` tall (the view's top safe area
    /// once the system's navigation bar is hidden), 44 pt tall below it, and pins the segmented
    /// bar under it.
    public func layOutTitleBar(statusBarHeight: CGFloat) {
      let width = swipeTableView.bounds.width
      let height = max(statusBarHeight, 0) + 44
      titleBar.frame = CGRect(x: 0, y: 0, width: width, height: height)
      titleLabel.frame = CGRect(x: 0, y: height - 44, width: width, height: 44)
      line.frame = CGRect(x: 0, y: height - 0.5, width: width, height: 0.5)
      if swipeTableView.swipeHeaderTopInset != height {
        swipeTableView.swipeHeaderTopInset = height
      }
    }

    /// The bar shows as much as the header has collapsed: clear over a header at rest, whole
    /// once it has scrolled away.
    public override func headerProgressDidChange(_ progress: CGFloat) {
      titleBar.alpha = min(max(progress, 0), 1)
    }
  }

  /// A stretchy picture header: a pull stretches it (the picture grows with it, the container's
  /// `headerStretches`), and as it scrolls away the picture lags at half the speed (a parallax
  /// from the header's collapse progress).
  @MainActor public final class StretchyHeaderViewController: SwipeDemoViewController {
    /// The screen, `size` big.
    public init(size: CGSize = CGSize(width: 390, height: 844)) {
      super.init(
        setup: SwipeDemoSetup(
          title: "Stretchy header", headerHeight: 260, barTitles: ["Item0", "Item1", "Item2"],
          pages: (0..<3).map { .table(title: "Item\($0)", rows: 30, rowHeight: 60) }),
        size: size)
      swipeTableView.headerStretches = true
    }

    /// Not supported: the demos build their views in code.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// The picture sits lower by half what the header has scrolled away.
    public override func headerProgressDidChange(_ progress: CGFloat) {
      guard let header = swipeTableView.swipeHeaderView as? DemoHeaderView else { return }
      header.parallax = max(progress, 0) * (setup.headerHeight ?? 0) / 2
    }
  }

  /// The seed's refresh demo: every page pulls to refresh (60 pt, 3 s) and loads more at its end,
  /// with the library's looks: the standard one (no code), the Swift seed's arc
  /// (`refreshLook = .pullDown`) or the Objective-C seed's ring around the app's image.
  @MainActor public final class RefreshViewController: SwipeDemoViewController {
    /// Which of the library's refresh looks the screen shows.
    public enum Look: Sendable {
      /// The default: a spinner and a line of text (`StandardRefreshIndicator`).
      case standard
      /// The Swift seed's arc (`PullDownRefreshIndicator`).
      case pullDown
      /// The Objective-C seed's ring around an image (`RingRefreshIndicator`).
      case ring
    }

    /// The screen, `size` big, showing `look`.
    public init(size: CGSize = CGSize(width: 390, height: 844), look: Look = .standard) {
      let title =
        switch look {
        case .standard: "Refresh"
        case .pullDown: "Pull-down arc"
        case .ring: "Ring"
        }
      super.init(
        setup: SwipeDemoSetup(
          title: title, barTitles: ["Item0", "Item1", "Item2", "Item3"],
          pages: (0..<4).map { .table(title: "Item\($0)", rows: 20, rowHeight: 60) },
          refresh: true, loadMore: true), size: size)
      switch look {
      case .standard:
        break
      case .pullDown:
        swipeTableView.refreshLook = .pullDown
      case .ring:
        swipeTableView.refreshLook = .custom {
          let ring = RingRefreshIndicator(frame: .zero)
          ring.image = DemoStyle.avatar
          return ring
        }
      }
    }

    /// Not supported: the demos build their views in code.
    public required init?(coder: NSCoder) {
      return nil
    }
  }
#endif
