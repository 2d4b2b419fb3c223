#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation

  /// The demo app's screens, in the order of its list: the seed's demos rebuilt on SwipeUIKit.
  @MainActor public enum SwipeUIKitDemoCatalog {
    /// One screen of the demo app.
    public struct Entry: Sendable {
      /// The short name (the Linux gallery shows it as `uikit-<name>`).
      public let name: String
      /// The title in the list.
      public let title: String
      /// One line about what it shows.
      public let summary: String
      /// Makes the screen's view controller, `size` big.
      public let make: @MainActor @Sendable (CGSize) -> UIViewController

      /// A screen called `name`, listed as `title` with `summary`, made by `make`.
      public init(
        name: String, title: String, summary: String,
        make: @escaping @MainActor @Sendable (CGSize) -> UIViewController
      ) {
        self.name = name
        self.title = title
        self.summary = summary
        self.make = make
      }
    }

    /// Every screen.
    public static let all: [Entry] = [
      Entry(
        name: "single", title: "SingleOneKindView",
        summary: "Four tables share a header; the bar pins under the navigation bar.",
        make: { SingleOneKindViewController(size: $0) }),
      Entry(
        name: "hybrid", title: "HybridItemViews",
        summary: "Tables and waterfall collections share the header and stay aligned.",
        make: { HybridItemViewsViewController(size: $0) }),
      Entry(
        name: "bar-only", title: "DisabledBarScroll",
        summary: "No header: the menu bar stays fixed while the lists scroll.",
        make: { DisabledBarScrollViewController(size: $0) }),
      Entry(
        name: "hidden-nav", title: "HiddenNavigationBar",
        summary: "Top inset 0: the bar pins at the very top; a back button over the header.",
        make: { HiddenNavigationBarViewController(size: $0) }),
      Entry(
        name: "fading-title", title: "Fading navigation bar",
        summary: "The title bar fades in as the header collapses (header progress).",
        make: { FadingTitleViewController(size: $0) }),
      Entry(
        name: "stretchy", title: "Stretchy header",
        summary: "A pull stretches the picture; it lags behind as the header scrolls away.",
        make: { StretchyHeaderViewController(size: $0) }),
      Entry(
        name: "controller-pages", title: "Controller pages",
        summary:
          "Each page a view controller, a child told when it appears (controllerDataSource).",
        make: { ControllerPagesViewController(size: $0) }),
      Entry(
        name: "refresh", title: "Pull to refresh",
        summary: "The container's refresh (3 s) and load more on every page, standard looks.",
        make: { RefreshViewController(size: $0) }),
      Entry(
        name: "pull-down-refresh", title: "Pull-down arc",
        summary: "The Swift seed's refresh look: an arc that spins, then a checkmark.",
        make: { RefreshViewController(size: $0, look: .pullDown) }),
      Entry(
        name: "ring-refresh", title: "Ring refresh",
        summary: "The Objective-C seed's look: a ring around an image, head and tail chasing.",
        make: { RefreshViewController(size: $0, look: .ring) }),
      Entry(
        name: "custom-refresh", title: "Third-party refresh control",
        summary: "A control that holds itself open with contentInset, as MJRefresh does.",
        make: { CustomRefreshViewController(size: $0) }),
      Entry(
        name: "refresh-control", title: "SwipeRefreshControl",
        summary: "Refresh and load more as controls on a plain table.",
        make: { RefreshControlViewController(size: $0) }),
      Entry(
        name: "paging-by-cell", title: "ATPagingByCell",
        summary: "PagingByCellLayout: one cell per swipe however fast the flick.",
        make: { PagingByCellViewController(size: $0) }),
    ]
  }
#endif
