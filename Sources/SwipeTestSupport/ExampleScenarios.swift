import Foundation

/// The example scenario files in `examples/scenarios`, for tests that play them.
public enum ExampleScenarios {
  /// The folder of the examples.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../examples/scenarios").standardized

  /// The swipe scenes' examples: every `swipe-*.json` in the folder, sorted (so a new example
  /// joins every test that plays them all).
  public static let swipeNames: [String] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasPrefix("swipe-") && $0.hasSuffix(".json") }
      .map { String($0.dropLast(5)) }.sorted()
  }()

  /// The text of `examples/scenarios/<name>.json`.
  public static func text(named name: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent("\(name).json"), encoding: .utf8)
  }
}
