#if os(Linux)
  import Foundation
  import SwipeCanvas
  import SwipeCore
  import SwipeUIKitDemos

  // The demo app's screens in the gallery, each played with the script of the headless demo it
  // rebuilds (so their frames can be compared) and named `uikit-<screen>`.

  /// `single` of the demo app on UIKitStub.
  public final class UIKitSingleDemo: UIKitScreenDemo, @preconcurrency Demo {
    /// Part of the ``Demo`` protocol.
    public nonisolated static let name = "uikit-single"
    /// Part of the ``Demo`` protocol.
    public nonisolated static let title = "Single kind of list, on UIKit"
    /// Part of the ``Demo`` protocol.
    public nonisolated static var summary: String {
      MainActor.assumeIsolated { SwipeUIKitDemoCatalog.summary(of: "single") }
    }
    /// Part of the ``Demo`` protocol.
    public nonisolated static var script: Scenario { SingleDemo.script }

    /// Part of the ``Demo`` protocol.
    public required init(viewport: CGSize) {
      super.init(screen: "single", viewport: viewport)
    }
  }

  /// `hybrid` of the demo app on UIKitStub.
  public final class UIKitHybridDemo: UIKitScreenDemo, @preconcurrency Demo {
    /// Part of the ``Demo`` protocol.
    public nonisolated static let name = "uikit-hybrid"
    /// Part of the ``Demo`` protocol.
    public nonisolated static let title = "Tables and collections, on UIKit"
    /// Part of the ``Demo`` protocol.
    public nonisolated static var summary: String {
      MainActor.assumeIsolated { SwipeUIKitDemoCatalog.summary(of: "hybrid") }
    }
    /// Part of the ``Demo`` protocol.
    public nonisolated static var script: Scenario { HybridDemo.script }

    /// Part of the ``Demo`` protocol.
    public required init(viewport: CGSize) {
      super.init(screen: "hybrid", viewport: viewport)
    }
  }

  /// `bar-only` of the demo app on UIKitStub.
  public final class UIKitBarOnlyDemo: UIKitScreenDemo, @preconcurrency Demo {
    /// Part of the ``Demo`` protocol.
    public nonisolated static let name = "uikit-bar-only"
    /// Part of the ``Demo`` protocol.
    public nonisolated static let title = "Bar only, on UIKit"
    /// Part of the ``Demo`` protocol.
    public nonisolated static var summary: String {
      MainActor.assumeIsolated { SwipeUIKitDemoCatalog.summary(of: "bar-only") }
    }
    /// Part of the ``Demo`` protocol.
    public nonisolated static var script: Scenario { BarOnlyDemo.script }

    /// Part of the ``Demo`` protocol.
    public required init(viewport: CGSize) {
      super.init(screen: "bar-only", viewport: viewport)
    }
  }

  /// `hidden-nav` of the demo app on UIKitStub.
  public final class UIKitHiddenNavDemo: UIKitScreenDemo, @preconcurrency Demo {
    /// Part of the ``Demo`` protocol.
    public nonisolated static let name = "uikit-hidden-nav"
    /// Part of the ``Demo`` protocol.
    public nonisolated static let title = "Hidden navigation bar, on UIKit"
    /// Part of the ``Demo`` protocol.
    public nonisolated static var summary: String {
      MainActor.assumeIsolated { SwipeUIKitDemoCatalog.summary(of: "hidden-nav") }
    }
    /// Part of the ``Demo`` protocol.
    public nonisolated static var script: Scenario { HiddenNavigationDemo.script }

    /// Part of the ``Demo`` protocol.
    public required init(viewport: CGSize) {
      super.init(screen: "hidden-nav", viewport: viewport)
    }
  }

  /// `refresh` of the demo app on UIKitStub.
  public final class UIKitRefreshDemo: UIKitScreenDemo, @preconcurrency Demo {
    /// Part of the ``Demo`` protocol.
    public nonisolated static let name = "uikit-refresh"
    /// Part of the ``Demo`` protocol.
    public nonisolated static let title = "Pull to refresh, on UIKit"
    /// Part of the ``Demo`` protocol.
    public nonisolated static var summary: String {
      MainActor.assumeIsolated { SwipeUIKitDemoCatalog.summary(of: "refresh") }
    }
    /// Part of the ``Demo`` protocol.
    public nonisolated static var script: Scenario { RefreshDemo.script }

    /// Part of the ``Demo`` protocol.
    public required init(viewport: CGSize) {
      super.init(screen: "refresh", viewport: viewport)
    }
  }

  /// `custom-refresh` of the demo app on UIKitStub.
  public final class UIKitCustomRefreshDemo: UIKitScreenDemo, @preconcurrency Demo {
    /// Part of the ``Demo`` protocol.
    public nonisolated static let name = "uikit-custom-refresh"
    /// Part of the ``Demo`` protocol.
    public nonisolated static let title = "Third-party refresh control, on UIKit"
    /// Part of the ``Demo`` protocol.
    public nonisolated static var summary: String {
      MainActor.assumeIsolated { SwipeUIKitDemoCatalog.summary(of: "custom-refresh") }
    }
    /// Part of the ``Demo`` protocol.
    public nonisolated static var script: Scenario { UIKitScreenDemo.pagePullScript }

    /// Part of the ``Demo`` protocol.
    public required init(viewport: CGSize) {
      super.init(screen: "custom-refresh", viewport: viewport)
    }
  }

  /// `refresh-control` of the demo app on UIKitStub.
  public final class UIKitRefreshControlDemo: UIKitScreenDemo, @preconcurrency Demo {
    /// Part of the ``Demo`` protocol.
    public nonisolated static let name = "uikit-refresh-control"
    /// Part of the ``Demo`` protocol.
    public nonisolated static let title = "SwipeRefreshControl, on UIKit"
    /// Part of the ``Demo`` protocol.
    public nonisolated static var summary: String {
      MainActor.assumeIsolated { SwipeUIKitDemoCatalog.summary(of: "refresh-control") }
    }
    /// Part of the ``Demo`` protocol.
    public nonisolated static var script: Scenario { UIKitScreenDemo.pullScript }

    /// Part of the ``Demo`` protocol.
    public required init(viewport: CGSize) {
      super.init(screen: "refresh-control", viewport: viewport)
    }
  }

  /// `paging-by-cell` of the demo app on UIKitStub.
  public final class UIKitPagingByCellDemo: UIKitScreenDemo, @preconcurrency Demo {
    /// Part of the ``Demo`` protocol.
    public nonisolated static let name = "uikit-paging-by-cell"
    /// Part of the ``Demo`` protocol.
    public nonisolated static let title = "Paging by cell, on UIKit"
    /// Part of the ``Demo`` protocol.
    public nonisolated static var summary: String {
      MainActor.assumeIsolated { SwipeUIKitDemoCatalog.summary(of: "paging-by-cell") }
    }
    /// Part of the ``Demo`` protocol.
    public nonisolated static var script: Scenario { PagingByCellDemo.script }

    /// Part of the ``Demo`` protocol.
    public required init(viewport: CGSize) {
      super.init(screen: "paging-by-cell", viewport: viewport)
    }
  }

  extension UIKitScreenDemo {
    /// Every screen of the demo app, as gallery demos.
    public nonisolated(unsafe) static let all: [any Demo.Type] = [
      UIKitSingleDemo.self, UIKitHybridDemo.self, UIKitBarOnlyDemo.self, UIKitHiddenNavDemo.self,
      UIKitRefreshDemo.self, UIKitCustomRefreshDemo.self, UIKitRefreshControlDemo.self,
      UIKitPagingByCellDemo.self,
    ]

    /// A pull that starts on the page (a third-party control watches the page's own drag), a
    /// swipe, and flings to the end of the list.
    nonisolated static var pagePullScript: Scenario {
      SwipeGallery.script(
        7,
        [
          drag(0.3, from: (195, 420), to: (195, 720), duration: 0.4, hold: 0.15),
          drag(4.3, from: (330, 640), to: (80, 640), duration: 0.2),
          drag(5.3, from: (195, 780), to: (195, 120), duration: 0.12),
        ])
    }

    /// A pull to refresh, then a fling to the end of the list (the plain table's script).
    nonisolated static var pullScript: Scenario {
      SwipeGallery.script(
        6,
        [
          drag(0.3, from: (195, 300), to: (195, 600), duration: 0.4, hold: 0.15),
          drag(4.3, from: (195, 780), to: (195, 120), duration: 0.12),
          drag(4.9, from: (195, 780), to: (195, 120), duration: 0.12),
        ])
    }
  }

  extension SwipeUIKitDemoCatalog {
    /// The summary of the screen called `name`.
    static func summary(of name: String) -> String {
      all.first { $0.name == name }?.summary ?? ""
    }
  }
#endif
