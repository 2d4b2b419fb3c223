// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "SwipeTableView",
  platforms: [.iOS(.v13), .macOS(.v11)],
  products: [
    .library(name: "SwipeCore", targets: ["SwipeCore"]),
    .library(name: "SwipeLayouts", targets: ["SwipeLayouts"]),
    .library(name: "SwipeCompositional", targets: ["SwipeCompositional"]),
    .library(name: "SwipeCanvas", targets: ["SwipeCanvas"]),
    .library(name: "SwipeUIKit", targets: ["SwipeUIKit"]),
    .library(name: "SwipeUIKitLayouts", targets: ["SwipeUIKitLayouts"]),
    .library(name: "SwipeUIKitRefresh", targets: ["SwipeUIKitRefresh"]),
    .library(name: "SwipeSwiftUI", targets: ["SwipeSwiftUI"]),
    .library(name: "SwipeUIKitDemos", targets: ["SwipeUIKitDemos"]),
    .library(name: "SwipeSwiftUIDemos", targets: ["SwipeSwiftUIDemos"]),
    .executable(name: "swipe", targets: ["swipe"]),
  ],
  targets: [
    .target(name: "SwipeCore"),
    // The two collection layouts' engines, the waterfall and paging by cell (carousels): their
    // own module, so that an app that links SwipeUIKit for the container pays nothing for them.
    .target(name: "SwipeLayouts", dependencies: ["SwipeCore"]),
    // UICollectionViewCompositionalLayout's model on the engine's scrolling: its own module, so
    // that an app that links SwipeUIKit pays nothing for it (on iOS an app has UIKit's).
    .target(name: "SwipeCompositional", dependencies: ["SwipeCore", "SwipeLayouts"]),
    // The scenario and layout files of `swipe simulate` and `swipe layout` (JSON in and out,
    // scenes, simulations) over the engine. Not in any product: apps ship only SwipeCore.
    .target(
      name: "SwipeScenario", dependencies: ["SwipeCore", "SwipeLayouts", "SwipeCompositional"]),
    // Linux only: UIKit's API as the iOS SDK spells it, over a small behaviour model. Every file
    // is wrapped in `#if os(Linux)`, so on Apple platforms the target compiles to nothing.
    .target(
      name: "UIKitStub",
      dependencies: [
        "SwipeCore", .target(name: "CUIKitStub", condition: .when(platforms: [.linux])),
      ]),
    // UIKitStub's accessibility constants as C globals, declared as the iOS SDK declares UIKit's.
    .target(name: "CUIKitStub"),
    .target(
      name: "SwipeTestSupport",
      dependencies: ["SwipeCore", "SwipeScenario"]
    ),
    .target(
      name: "SwipeUIKit",
      dependencies: [
        "SwipeCore", .target(name: "UIKitStub", condition: .when(platforms: [.linux])),
      ]
    ),
    // SwipeWaterfallLayout and PagingByCellLayout, the UIKit collection view layouts over
    // SwipeLayouts.
    .target(
      name: "SwipeUIKitLayouts",
      dependencies: [
        "SwipeCore", "SwipeLayouts", "SwipeUIKit",
        .target(name: "UIKitStub", condition: .when(platforms: [.linux])),
      ]
    ),
    // The seeds' refresh looks (`SwipeRefreshLook.pullDown`, `.ring`), and SwipeRefreshControl
    // and SwipeLoadMoreControl: refresh and load more on any scroll view, outside a
    // SwipeTableView (which has them built in).
    .target(
      name: "SwipeUIKitRefresh",
      dependencies: [
        "SwipeCore", "SwipeUIKit",
        .target(name: "UIKitStub", condition: .when(platforms: [.linux])),
      ]
    ),
    // Linux only, as UIKitStub: SwiftUI's API as the SDK spells it, over a small model (state
    // and bindings, the environment, a hosting controller that sizes, renders and presents its
    // content, representable hosts that run SwiftUI's view updates).
    .target(name: "SwiftUIStub", dependencies: ["UIKitStub"]),
    // SwipeUIKitRefresh for the seeds' refresh looks its `.pullDown` and `.ring` styles show.
    .target(
      name: "SwipeSwiftUI",
      dependencies: [
        "SwipeCore", "SwipeUIKit", "SwipeUIKitRefresh",
        .target(name: "UIKitStub", condition: .when(platforms: [.linux])),
        .target(name: "SwiftUIStub", condition: .when(platforms: [.linux])),
      ]
    ),
    // The demo app's screens (the seed's demos on SwipeUIKit); the app in Demo/ wraps them.
    .target(
      name: "SwipeUIKitDemos",
      dependencies: [
        "SwipeCore", "SwipeUIKit", "SwipeUIKitLayouts", "SwipeUIKitRefresh",
        .target(name: "UIKitStub", condition: .when(platforms: [.linux])),
      ]
    ),
    // The demo app's SwiftUI screens; on Linux built against SwiftUIStub for the gallery.
    .target(
      name: "SwipeSwiftUIDemos",
      dependencies: [
        "SwipeSwiftUI", "SwipeUIKitDemos",
        .target(name: "UIKitStub", condition: .when(platforms: [.linux])),
        .target(name: "SwiftUIStub", condition: .when(platforms: [.linux])),
      ]
    ),
    .target(
      name: "SwipeUIKitScenario",
      dependencies: [
        "SwipeCore", "SwipeScenario", "SwipeUIKit",
        .target(name: "UIKitStub", condition: .when(platforms: [.linux])),
      ]
    ),
    .target(name: "CAllocationCounter"),
    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    .systemLibrary(
      name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
    .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
    .systemLibrary(
      name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
    .target(name: "SwipeCanvas", dependencies: ["CCairo", "CPango"]),
    .target(
      name: "SwipeGallery",
      dependencies: [
        "SwipeCore", "SwipeLayouts", "SwipeCompositional", "SwipeScenario", "SwipeCanvas",
        "CWebP",
        .target(name: "SwipeUIKit", condition: .when(platforms: [.linux])),
        .target(name: "SwipeUIKitLayouts", condition: .when(platforms: [.linux])),
        .target(name: "SwipeUIKitRefresh", condition: .when(platforms: [.linux])),
        .target(name: "SwipeUIKitDemos", condition: .when(platforms: [.linux])),
        .target(name: "SwipeSwiftUIDemos", condition: .when(platforms: [.linux])),
        .target(name: "UIKitStub", condition: .when(platforms: [.linux])),
      ]),
    .executableTarget(
      name: "swipe",
      dependencies: [
        "SwipeCore", "SwipeLayouts", "SwipeCompositional", "SwipeScenario", "SwipeCanvas",
        "SwipeGallery", "CSDL2",
        "CAllocationCounter",
        .target(name: "SwipeUIKitScenario", condition: .when(platforms: [.linux])),
        .target(name: "SwipeUIKit", condition: .when(platforms: [.linux])),
        .target(name: "SwipeUIKitLayouts", condition: .when(platforms: [.linux])),
        .target(name: "UIKitStub", condition: .when(platforms: [.linux])),
      ]
    ),
    .testTarget(
      name: "SwipeCoreTests",
      dependencies: [
        "SwipeCore", "SwipeLayouts", "SwipeCompositional", "SwipeScenario", "SwipeTestSupport",
      ],
      exclude: ["__Expected__"]
    ),
    .testTarget(name: "UIKitStubTests", dependencies: ["UIKitStub", "SwipeCore"]),
    .testTarget(
      name: "SwipeUIKitTests",
      dependencies: [
        "SwipeUIKit", "SwipeUIKitLayouts", "SwipeUIKitRefresh", "SwipeUIKitScenario", "SwipeCore",
        "SwipeLayouts", "SwipeScenario", "SwipeTestSupport",
        .target(name: "UIKitStub", condition: .when(platforms: [.linux])),
        .target(name: "SwiftUIStub", condition: .when(platforms: [.linux])),
      ]
    ),
    .testTarget(
      name: "SwipeSwiftUITests",
      dependencies: [
        "SwipeSwiftUI", "SwipeUIKit", "SwipeUIKitRefresh", "SwipeCore",
        .target(name: "UIKitStub", condition: .when(platforms: [.linux])),
        .target(name: "SwiftUIStub", condition: .when(platforms: [.linux])),
      ]
    ),
    .testTarget(
      name: "SwipeGalleryTests",
      // Every module the tests import, named: SwiftPM rebuilds a target when a module it
      // names changes, and a class whose layout changed in UIKitStub crashed stale test code.
      dependencies: [
        "SwipeGallery", "SwipeCanvas", "SwipeCore", "SwipeLayouts", "SwipeCompositional",
        "SwipeScenario",
        .target(name: "SwipeUIKit", condition: .when(platforms: [.linux])),
        .target(name: "SwipeUIKitLayouts", condition: .when(platforms: [.linux])),
        .target(name: "SwipeUIKitDemos", condition: .when(platforms: [.linux])),
        .target(name: "SwipeSwiftUIDemos", condition: .when(platforms: [.linux])),
        .target(name: "UIKitStub", condition: .when(platforms: [.linux])),
        .target(name: "SwiftUIStub", condition: .when(platforms: [.linux])),
      ],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// Test targets compile without optimization in every configuration. `make test` builds release
// so that the code under test runs as an app's does; optimizing the tests' own code too would
// cost a quarter of that build and buy nothing. Test targets are in no product, so this flag never
// reaches a package that depends on this one (SwiftPM refuses unsafe flags only in products).
for target in package.targets where target.type == .test {
  target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-Onone"])]
}
