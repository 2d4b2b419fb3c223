#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeScenario
  import SwipeTestSupport
  import SwipeUIKitScenario
  import Testing

  /// DESIGN §6, "Code never moves what a finger holds", and §4, a grab beyond the rubber band's
  /// reach, on both hosts (the engine and SwipeTableView on UIKitStub), sampled every
  /// millisecond: a page change asked for under a finger waits for the lift and then slides
  /// from where the finger left the pages; content grabbed far past its end stays under the
  /// finger.
  @MainActor @Suite("Code under a finger")
  struct CodeUnderFingerTests {
    /// The samples of `text` on each host, which must agree (to 0.01 pt).
    static func play(_ text: String) throws -> [[String: Any]] {
      let engine = try HostComparisonTests.lines(text, host: .engine)
      let uikit = try HostComparisonTests.lines(text, host: .uikit)
      let difference = try SampleComparison.firstDifference(engine, uikit, tolerance: 0.01)
      #expect(difference == nil, "the hosts differ: \(difference ?? "")")
      return engine.compactMap {
        try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
      }
    }

    /// A scenario `width` wide of `pages` pages (`direction`), with `events`, sampled every
    /// millisecond from `from` through `to`.
    static func scenario(
      width: Double, pages: Int, direction: LayoutDirection, events: [String], from: Double,
      to: Double
    ) -> String {
      let samples = stride(from: from, through: to, by: 0.001).map { "\($0)" }
      let pageList = Array(repeating: "{\"contentHeight\": 4000}", count: pages)
      return """
        {"viewport": {"width": \(width), "height": 844}, "frameRate": 120,
         "swipe": {"topInset": 64, "layoutDirection": "\(direction.word)",
                   "pages": [\(pageList.joined(separator: ", "))]},
         "events": [\(events.joined(separator: ", "))],
         "sample": {"at": [\(samples.joined(separator: ", "))]}}
        """
    }

    struct PageChange: Sendable, CustomTestStringConvertible {
      var width: Double
      var direction: LayoutDirection
      var animated: Bool
      /// When the call comes: while the finger drags (0.15) or rests after the drag (0.3).
      var callTime: Double
      var target: Int
      var testDescription: String {
        "\(Int(width)) pt \(direction) animated \(animated) at \(callTime) s to page \(target)"
      }
    }

    nonisolated static let pageChanges: [PageChange] = [
      PageChange(width: 390, direction: .leftToRight, animated: true, callTime: 0.151, target: 1),
      PageChange(width: 390, direction: .leftToRight, animated: false, callTime: 0.251, target: 2),
      PageChange(width: 390, direction: .rightToLeft, animated: true, callTime: 0.3, target: 2),
      PageChange(width: 768, direction: .leftToRight, animated: true, callTime: 0.3, target: 2),
      PageChange(width: 768, direction: .rightToLeft, animated: false, callTime: 0.151, target: 1),
    ]

    @Test(
      "A page change under the finger waits for the lift, then slides from there",
      arguments: pageChanges)
    func pageChangeUnderFinger(change: PageChange) throws {
      let width = change.width
      // A drag toward the first page's side (pulling it past its edge), 200 pt in 0.1 s, held
      // 0.2 s: the finger is down from 0.1 to 0.4 s.
      let (from, to) =
        change.direction == .rightToLeft ? (width - 50, width - 250) : (50.0, 250.0)
      let drag =
        "{\"t\": 0.1, \"drag\": {\"from\": [\(from), 500], \"to\": [\(to), 500], "
        + "\"duration\": 0.1, \"hold\": 0.2}}"
      let call =
        "{\"t\": \(change.callTime), \"call\": \"scrollToItem\", \"index\": \(change.target), "
        + "\"animated\": \(change.animated)}"
      let without = try Self.play(
        Self.scenario(
          width: width, pages: 3, direction: change.direction, events: [drag], from: 0.09,
          to: 0.4))
      let samples = try Self.play(
        Self.scenario(
          width: width, pages: 3, direction: change.direction, events: [drag, call], from: 0.09,
          to: 1.2))
      // Until the lift the call changes nothing: the index, the pages.
      for (plain, called) in zip(without, samples) {
        let time = plain["t"] as? Double ?? 0
        guard time < 0.4 else { break }
        #expect(called["index"] as? Int == plain["index"] as? Int, "t = \(time)")
        #expect(
          called["pagerOffset"] as? Double == plain["pagerOffset"] as? Double, "t = \(time)")
      }
      // Nothing jumps: per millisecond the pages move at most a finger's frame (200 pt in 12
      // samples of a 120 Hz drag) or the slide's fastest instant; only a change asked not to
      // animate lands at once, at the lift.
      var largest = 0.0
      for (a, b) in zip(samples, samples.dropFirst()) {
        let step = abs((b["pagerOffset"] as? Double ?? 0) - (a["pagerOffset"] as? Double ?? 0))
        let time = b["t"] as? Double ?? 0
        if !change.animated, abs(time - 0.4) < 0.0015 { continue }
        largest = max(largest, step)
      }
      #expect(largest < 25, "largest step \(largest) pt in a millisecond")
      // After the lift the pages rest on the page asked for.
      let last = try #require(samples.last)
      #expect(last["index"] as? Int == change.target)
      let physical =
        change.direction == .rightToLeft
        ? Double(2 - change.target) * width
        : Double(change.target) * width
      #expect(abs((last["pagerOffset"] as? Double ?? 0) - physical) < 0.01)
    }

    @Test(
      "Content a reload left 1,900 pt past its end, grabbed: held, then as the finger",
      arguments: [-300.0, 200.0])
    func grabFarPastTheEnd(dy: Double) throws {
      // A fling down a long page; at 0.7 s the content shrinks to 300 pt (an empty result), the
      // page now far past its end and bouncing back; a finger grabs it 8 ms later and drags
      // `dy` (up: further out; down: back) in 0.2 s.
      let events = [
        "{\"t\": 0.1, \"fling\": {\"vx\": 0, \"vy\": 6000}}",
        "{\"t\": 0.7, \"call\": \"reloadData\", \"pages\": [{\"contentHeight\": 300}, "
          + "{\"contentHeight\": 300}]}",
        "{\"t\": 0.708, \"drag\": {\"from\": [195, 600], \"to\": [195, \(600 + dy)], "
          + "\"duration\": 0.2, \"hold\": 0}}",
      ]
      let text = """
        {"viewport": {"width": 390, "height": 844}, "frameRate": 120,
         "swipe": {"topInset": 64, "header": {"height": 200}, "bar": {"height": 40},
                   "pages": [{"contentHeight": 8000}, {"contentHeight": 8000}]},
         "events": [\(events.joined(separator: ", "))],
         "sample": {"at": [\(stride(from: 0.701, through: 2.4, by: 0.001).map { "\($0)" }.joined(separator: ", "))]}}
        """
      let samples = try Self.play(text)
      let scrolled = samples.map {
        (($0["pages"] as? [[String: Any]])?.first?["scrolled"] as? Double) ?? 0
      }
      let grabbed = scrolled[7]
      #expect(grabbed > 300 + 844, "beyond any overshoot a drag's band shows")
      // While the finger is down (0.708 to 0.908 s, samples 7 to 207) the content moves at most
      // a 120 Hz finger's frame (|dy|/24); the bounce after the lift goes at its own speed.
      let held = scrolled[7...207]
      var largest = 0.0
      for (a, b) in zip(held, held.dropFirst()) { largest = max(largest, abs(b - a)) }
      #expect(largest <= abs(dy) / 24 + 0.01, "largest step \(largest) pt in a millisecond")
      if dy < 0 {
        #expect(held.allSatisfy { $0 <= grabbed + 1e-6 }, "no further out")
      } else {
        // Back as the finger came back, less the 10 pt slop before the drag began.
        let back = grabbed - (held.last ?? 0)
        #expect(back > dy - 30 && back <= dy + 1e-6, "back \(back) pt")
      }
      #expect(abs((scrolled.last ?? 0) - 200) < 1, "the lift bounces it home (s = H)")
    }
  }
#endif
