#if os(Linux)
  import Foundation
  import SwipeCanvas
  import SwipeCore
  import SwipeScenario
  import SwipeSwiftUIDemos
  import SwipeUIKitDemos
  import SwipeLayouts
  import SwipeUIKitRefresh

  /// A screen of the demo app as a gallery demo: which screen, its title, and the script it plays.
  public protocol UIKitScreen {
    /// The screen's name in `SwipeUIKitDemoCatalog` (the demo is `uikit-<screen>`) or in
    /// `SwipeSwiftUIDemoCatalog` (`swiftui-…`, the demo's name as it is).
    static var screen: String { get }
    /// The title in the demo list.
    static var title: String { get }
    /// The script: the headless demo's where the screen rebuilds one, so frames can be compared.
    static var script: Scenario { get }
  }

  /// The demo app's screen `Screen` on UIKitStub, named `uikit-<screen>`.
  public final class UIKitScreenDemoOf<Screen: UIKitScreen>: UIKitScreenDemo, @preconcurrency Demo {
    /// Part of the ``Demo`` protocol.
    public nonisolated static var name: String {
      Screen.screen.hasPrefix("swiftui-") ? Screen.screen : "uikit-\(Screen.screen)"
    }
    /// Part of the ``Demo`` protocol.
    public nonisolated static var title: String { Screen.title }
    /// Part of the ``Demo`` protocol.
    public nonisolated static var summary: String {
      MainActor.assumeIsolated {
        UIKitScreenDemo.entry(named: Screen.screen)?.summary ?? ""
      }
    }
    /// Part of the ``Demo`` protocol.
    public nonisolated static var script: Scenario { Screen.script }

    /// Part of the ``Demo`` protocol.
    public required init(viewport: CGSize) {
      super.init(screen: Screen.screen, viewport: viewport)
    }
  }

  /// The demo app's screens in the gallery.
  public enum UIKitScreens {
    /// `single`.
    public enum Single: UIKitScreen {
      /// Part of the ``UIKitScreen`` protocol.
      public static let screen = "single"
      /// Part of the ``UIKitScreen`` protocol.
      public static let title = "Single kind of list, on UIKit"
      /// Part of the ``UIKitScreen`` protocol.
      public static var script: Scenario { SingleDemo.script }
    }

    /// `hybrid`.
    public enum Hybrid: UIKitScreen {
      /// Part of the ``UIKitScreen`` protocol.
      public static let screen = "hybrid"
      /// Part of the ``UIKitScreen`` protocol.
      public static let title = "Tables and collections, on UIKit"
      /// Part of the ``UIKitScreen`` protocol.
      public static var script: Scenario { HybridDemo.script }
    }

    /// `bar-only`.
    public enum BarOnly: UIKitScreen {
      /// Part of the ``UIKitScreen`` protocol.
      public static let screen = "bar-only"
      /// Part of the ``UIKitScreen`` protocol.
      public static let title = "Bar only, on UIKit"
      /// Part of the ``UIKitScreen`` protocol.
      public static var script: Scenario { BarOnlyDemo.script }
    }

    /// `hidden-nav`.
    public enum HiddenNavigation: UIKitScreen {
      /// Part of the ``UIKitScreen`` protocol.
      public static let screen = "hidden-nav"
      /// Part of the ``UIKitScreen`` protocol.
      public static let title = "Hidden navigation bar, on UIKit"
      /// Part of the ``UIKitScreen`` protocol.
      public static var script: Scenario { HiddenNavigationDemo.script }
    }

    /// `fading-title`.
    public enum FadingTitle: UIKitScreen {
      /// Part of the ``UIKitScreen`` protocol.
      public static let screen = "fading-title"
      /// Part of the ``UIKitScreen`` protocol.
      public static let title = "Fading navigation bar, on UIKit"
      /// Part of the ``UIKitScreen`` protocol.
      public static var script: Scenario { UIKitScreens.collapseScript }
    }

    /// `stretchy`.
    public enum Stretchy: UIKitScreen {
      /// Part of the ``UIKitScreen`` protocol.
      public static let screen = "stretchy"
      /// Part of the ``UIKitScreen`` protocol.
      public static let title = "Stretchy header, on UIKit"
      /// Part of the ``UIKitScreen`` protocol.
      public static var script: Scenario { UIKitScreens.stretchScript }
    }

    /// `refresh`.
    public enum Refresh: UIKitScreen {
      /// Part of the ``UIKitScreen`` protocol.
      public static let screen = "refresh"
      /// Part of the ``UIKitScreen`` protocol.
      public static let title = "Pull to refresh, on UIKit"
      /// Part of the ``UIKitScreen`` protocol.
      public static var script: Scenario { RefreshDemo.script }
    }

    /// `controller-pages`.
    public enum ControllerPages: UIKitScreen {
      /// Part of the ``UIKitScreen`` protocol.
      public static let screen = "controller-pages"
      /// Part of the ``UIKitScreen`` protocol.
      public static let title = "View-controller pages, on UIKit"
      /// Part of the ``UIKitScreen`` protocol.
      public static var script: Scenario { SingleDemo.script }
    }

    /// `pull-down-refresh`.
    public enum PullDownRefresh: UIKitScreen {
      /// Part of the ``UIKitScreen`` protocol.
      public static let screen = "pull-down-refresh"
      /// Part of the ``UIKitScreen`` protocol.
      public static let title = "The Swift seed's arc, on UIKit"
      /// Part of the ``UIKitScreen`` protocol.
      public static var script: Scenario { RefreshDemo.script }
    }

    /// `ring-refresh`.
    public enum RingRefresh: UIKitScreen {
      /// Part of the ``UIKitScreen`` protocol.
      public static let screen = "ring-refresh"
      /// Part of the ``UIKitScreen`` protocol.
      public static let title = "The Objective-C seed's ring, on UIKit"
      /// Part of the ``UIKitScreen`` protocol.
      public static var script: Scenario { RefreshDemo.script }
    }

    /// `custom-refresh`.
    public enum CustomRefresh: UIKitScreen {
      /// Part of the ``UIKitScreen`` protocol.
      public static let screen = "custom-refresh"
      /// Part of the ``UIKitScreen`` protocol.
      public static let title = "Third-party refresh control, on UIKit"
      /// Part of the ``UIKitScreen`` protocol.
      public static var script: Scenario { UIKitScreens.pagePullScript }
    }

    /// `refresh-control`.
    public enum RefreshControl: UIKitScreen {
      /// Part of the ``UIKitScreen`` protocol.
      public static let screen = "refresh-control"
      /// Part of the ``UIKitScreen`` protocol.
      public static let title = "SwipeRefreshControl, on UIKit"
      /// Part of the ``UIKitScreen`` protocol.
      public static var script: Scenario { UIKitScreens.pullScript }
    }

    /// `paging-by-cell`.
    public enum PagingByCell: UIKitScreen {
      /// Part of the ``UIKitScreen`` protocol.
      public static let screen = "paging-by-cell"
      /// Part of the ``UIKitScreen`` protocol.
      public static let title = "Paging by cell, on UIKit"
      /// Part of the ``UIKitScreen`` protocol.
      public static var script: Scenario { PagingByCellDemo.script }
    }

    /// Every screen of the demo app, as gallery demos.
    public nonisolated(unsafe) static let all: [any Demo.Type] = [
      UIKitScreenDemoOf<Single>.self, UIKitScreenDemoOf<Hybrid>.self,
      UIKitScreenDemoOf<BarOnly>.self, UIKitScreenDemoOf<HiddenNavigation>.self,
      UIKitScreenDemoOf<FadingTitle>.self, UIKitScreenDemoOf<Stretchy>.self,
      UIKitScreenDemoOf<ControllerPages>.self, UIKitScreenDemoOf<Refresh>.self,
      UIKitScreenDemoOf<PullDownRefresh>.self,
      UIKitScreenDemoOf<RingRefresh>.self, UIKitScreenDemoOf<CustomRefresh>.self,
      UIKitScreenDemoOf<RefreshControl>.self, UIKitScreenDemoOf<PagingByCell>.self,
      UIKitScreenDemoOf<SwiftUIProfile>.self,
    ]

    /// `swiftui-profile`: the demo app's SwiftUI screen.
    public enum SwiftUIProfile: UIKitScreen {
      /// Part of the ``UIKitScreen`` protocol.
      public static let screen = "swiftui-profile"
      /// Part of the ``UIKitScreen`` protocol.
      public static let title = "SwipeView, on SwiftUI"
      /// Part of the ``UIKitScreen`` protocol.
      public static var script: Scenario { UIKitScreens.swiftUIScript }
    }

    /// A drag up the list, a swipe to the next list, a fling that collapses the header, a
    /// swipe on, a tap on the first tab of the pinned bar, and a swipe back.
    static var swiftUIScript: Scenario {
      SwipeGallery.script(
        7,
        [
          drag(0.3, from: (195, 700), to: (195, 560), duration: 0.25, hold: 0.1),
          drag(1.4, from: (330, 640), to: (80, 640), duration: 0.2),
          drag(2.4, from: (195, 760), to: (195, 280), duration: 0.2, hold: 0.1),
          drag(3.5, from: (330, 640), to: (80, 640), duration: 0.2),
        ] + tap(4.8, at: (48, 86)) + [drag(5.9, from: (80, 640), to: (330, 640), duration: 0.2)])
    }

    /// A slow drag up that collapses the header, held, then one back down that shows it again.
    static var collapseScript: Scenario {
      SwipeGallery.script(
        5,
        [
          drag(0.3, from: (195, 700), to: (195, 420), duration: 1.2, hold: 0.3),
          drag(2.6, from: (195, 380), to: (195, 700), duration: 1.2, hold: 0.3),
        ])
    }

    /// A pull that stretches the header, released, then a slow drag up under which the
    /// picture lags, and a fling back to the top.
    static var stretchScript: Scenario {
      SwipeGallery.script(
        6,
        [
          drag(0.3, from: (195, 420), to: (195, 640), duration: 0.6, hold: 0.3),
          drag(2.0, from: (195, 700), to: (195, 450), duration: 1.0, hold: 0.3),
          drag(4.0, from: (195, 300), to: (195, 750), duration: 0.15),
        ])
    }

    /// A pull that starts on the page (a third-party control watches the page's own drag), a
    /// swipe, and a fling to the end of the list.
    static var pagePullScript: Scenario {
      SwipeGallery.script(
        7,
        [
          drag(0.3, from: (195, 420), to: (195, 720), duration: 0.4, hold: 0.15),
          drag(4.3, from: (330, 640), to: (80, 640), duration: 0.2),
          drag(5.3, from: (195, 780), to: (195, 120), duration: 0.12),
        ])
    }

    /// A pull to refresh, then flings to the end of the list (the plain table's script): the
    /// last one, once the refresh has closed, loads more (the footer spins for a second, then
    /// ten rows come).
    static var pullScript: Scenario {
      SwipeGallery.script(
        8,
        [
          drag(0.3, from: (195, 300), to: (195, 600), duration: 0.4, hold: 0.15),
          drag(4.3, from: (195, 780), to: (195, 120), duration: 0.12),
          drag(4.9, from: (195, 780), to: (195, 120), duration: 0.12),
          drag(6.3, from: (195, 780), to: (195, 120), duration: 0.12),
        ])
    }
  }
#endif
