#if os(Linux)
  import Foundation
  import SwipeCore
  import Testing

  @MainActor @Test func tmpDebug() throws {
    let name = ProcessInfo.processInfo.environment["EX"] ?? "swipe-short-pages"
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../examples/scenarios/\(name).json")
    var text = try String(contentsOf: url, encoding: .utf8)
    if let every = ProcessInfo.processInfo.environment["EVERY"] {
      text = text.replacingOccurrences(of: #""every": 0.25"#, with: "\"every\": \(every)")
    }
    let a = try HostComparisonTests.lines(text, host: .engine)
    let b = try HostComparisonTests.lines(text, host: .uikit)
    var n = 0
    for (l, r) in zip(a, b) where l != r && n < 3 {
      n += 1
      print("E " + l)
      print("U " + r)
    }
  }
#endif
