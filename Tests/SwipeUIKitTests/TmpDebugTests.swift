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
#if os(Linux)
  import SwipeTestSupport
  @MainActor @Test func tmpRandom() throws {
    var random = SeededGenerator(seed: 0x40_57ED)
    let generator = RandomSwipeScenario(allowsDrags: true)
    var bad = 0
    var firsts: [String] = []
    for script in 0..<60 {
      let (scene, events) = generator.make(&random)
      let text = RandomSwipeScenario.file(
        scene: scene, events: events, frameRate: 120,
        times: (0...Int(generator.duration * 20)).map { Double($0) / 20 })
      let a = try HostComparisonTests.lines(text, host: .engine)
      let b = try HostComparisonTests.lines(text, host: .uikit)
      if let found = try HostComparisonTests.firstDifference(a, b, tolerance: 0.01) {
        bad += 1
        if firsts.count < 8 { firsts.append("script \(script): " + found.prefix(100)) }
      }
    }
    print("RANDOM \(bad) of 60 differ")
    for f in firsts { print("F " + f) }
  }
#endif
