import Foundation

/// The example scenario files in `examples/scenarios`, for tests that play them.
public enum ExampleScenarios {
  /// The swipe scenes' examples.
  public static let swipeNames = [
    "swipe-bar-only", "swipe-hidden-nav", "swipe-hybrid", "swipe-refresh-below-bar",
    "swipe-refresh", "swipe-runtime-changes", "swipe-segmented-bar", "swipe-short-pages",
    "swipe-single-one-kind",
  ]

  /// The text of `examples/scenarios/<name>.json`.
  public static func text(named name: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../examples/scenarios/\(name).json")
    return try String(contentsOf: url, encoding: .utf8)
  }
}
