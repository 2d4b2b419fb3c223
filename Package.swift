// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "SwipeTableView",
  platforms: [.iOS(.v13), .macOS(.v11)],
  products: [
    .library(name: "SwipeCore", targets: ["SwipeCore"]),
    .executable(name: "swipe", targets: ["swipe"]),
  ],
  targets: [
    .target(name: "SwipeCore"),
    .target(
      name: "SwipeTestSupport",
      dependencies: ["SwipeCore"]
    ),
    .target(name: "CAllocationCounter"),
    .executableTarget(
      name: "swipe",
      dependencies: ["SwipeCore", "CAllocationCounter"]
    ),
    .testTarget(
      name: "SwipeCoreTests",
      dependencies: ["SwipeCore", "SwipeTestSupport"],
      exclude: ["__Expected__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
