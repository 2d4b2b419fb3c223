// swift-tools-version: 5.9
// The demo app: an app package Xcode (15 or later) and Swift Playgrounds open as an iOS app. It
// shows the screens of the SwipeUIKitDemos and SwipeSwiftUIDemos libraries, which are built and
// tested on Linux against UIKitStub and SwiftUIStub; this wrapper is Apple-only and is not built
// there.
import AppleProductTypes
import PackageDescription

let package = Package(
  name: "SwipeTableViewDemo",
  platforms: [.iOS("16.0")],
  products: [
    .iOSApplication(
      name: "SwipeTableView Demo",
      targets: ["DemoApp"],
      bundleIdentifier: "swipetableview.swift.demo",
      displayVersion: "0.1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .layers),
      accentColor: .presetColor(.red),
      // iPhone and iPad, every orientation: on iPad the app takes part in Split View, Slide
      // Over and Stage Manager (which need all four orientations), and the container follows
      // each size change.
      supportedDeviceFamilies: [.pad, .phone],
      supportedInterfaceOrientations: [
        .portrait, .landscapeLeft, .landscapeRight,
        .portraitUpsideDown(.when(deviceFamilies: [.pad])),
      ],
      // Info.plist keys the product settings do not offer: 120 Hz display links on iPhone.
      additionalInfoPlistContentFilePath: "AdditionalInfo.plist"
    )
  ],
  // The repository's root package (identity: the name of the folder it is cloned into).
  dependencies: [.package(path: "../..")],
  targets: [
    .executableTarget(
      name: "DemoApp",
      dependencies: [
        .product(name: "SwipeUIKitDemos", package: "SwipeTableView"),
        .product(name: "SwipeSwiftUIDemos", package: "SwipeTableView"),
      ],
      path: ".",
      exclude: ["AdditionalInfo.plist"]
    )
  ]
)
