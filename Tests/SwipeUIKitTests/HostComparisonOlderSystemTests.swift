#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeScenario
  import SwipeTestSupport
  import Testing
  import UIKitStub

  /// DESIGN.md §12 on iOS 13–17.3, where `UIScrollView.isScrollAnimating` does not exist: the
  /// adapter cannot read that the app animates a page, and the engine tells an animation from a
  /// single set of the offset by whether the offset changes again at the next frame
  /// (`ScrollSurface.reportsScrollAnimation`). Run on the stub at iOS 17.3, the random scripts
  /// print what the headless engine prints, except where a device before 17.4 cannot tell the
  /// two apart from what it sees:
  /// - a single set at a sample's instant: the headless engine checks it against the range at
  ///   once; the adapter checks it one frame later, once no newer change came (it could have been
  ///   an animation's first frame);
  /// - a single set while the app's animation of the page runs or within a frame of its end: it
  ///   reads as one more frame of the animation, and an animation is left where it ends;
  /// - an animation that begins under the container's own finger (a header drag): its first
  ///   frame reads as a single set, which the drag goes on from; the finger lets go of the page
  ///   at the second frame instead of the first.
  @MainActor @Suite("Host comparison before iOS 17.4")
  struct HostComparisonOlderSystemTests {
    /// A call of a script: its instant, its name, and whether it animates.
    struct Call {
      var time: Double
      var name: String
      var animated: Bool
    }

    /// The calls of a script, and the spans of its fingers (touch down to up, drags with their
    /// hold).
    static func events(in text: String) throws -> (calls: [Call], fingers: [ClosedRange<Double>]) {
      let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
      let events = object?["events"] as? [[String: Any]] ?? []
      var calls: [Call] = []
      var fingers: [ClosedRange<Double>] = []
      var down: Double?
      for event in events {
        guard let time = event["t"] as? Double else { continue }
        if let name = event["call"] as? String {
          calls.append(Call(time: time, name: name, animated: event["animated"] as? Bool ?? false))
        } else if let drag = event["drag"] as? [String: Any] {
          let length = (drag["duration"] as? Double ?? 0) + (drag["hold"] as? Double ?? 0)
          fingers.append(time...(time + length))
        } else if event["touch"] as? String == "down" {
          down = down ?? time
        } else if event["touch"] as? String == "up", let start = down {
          fingers.append(start...time)
          down = nil
        }
      }
      if let down { fingers.append(down...Double.infinity) }
      return (calls, fingers)
    }

    /// The instants after which a device before iOS 17.4 may show what the headless engine
    /// does not (see the suite): single `setContentOffset` calls at a sample's instant (the
    /// scripts sample every 0.05 s) or from an animated one to 0.3 s (its duration) and a 60 Hz
    /// frame after it; animated ones while a finger is down.
    static func ambiguousInstants(in text: String) throws -> [Double] {
      let (calls, fingers) = try events(in: text)
      let offsets = calls.filter { $0.name == "setContentOffset" }
      let animations = offsets.filter(\.animated).map(\.time)
      let sets = offsets.filter { !$0.animated }.map(\.time).filter { set in
        let onSample = abs(set / 0.05 - (set / 0.05).rounded()) < 1e-6
        let duringAnimation = animations.contains { set >= $0 && set <= $0 + 0.3 + 1.0 / 60 }
        return onSample || duringAnimation
      }
      let underFinger = animations.filter { time in fingers.contains { $0.contains(time) } }
      return sets + underFinger
    }

    /// The instant of a difference `SampleComparison.firstDifference` reported (`t=…`).
    static func time(of difference: String) -> Double? {
      guard difference.hasPrefix("t=") else { return nil }
      return Double(difference.dropFirst(2).prefix { $0 != " " })
    }

    @Test(
      "At iOS 17.3 random scripts print the headless samples, but where a device cannot tell",
      arguments: [false, true])
    func randomScriptsMatch(observableByUIKit: Bool) throws {
      let generator = RandomSwipeScenario(
        allowsDrags: true, observableByUIKit: observableByUIKit)
      var random = SeededGenerator(seed: 0x17_03)
      var unexplained: [String] = []
      var ambiguous = 0
      var animatedAndEqual = 0
      for script in 0..<60 {
        let text = generator.file(&random)
        let calls = try Self.events(in: text).calls
        var inputs = 0
        let engine = try HostComparisonTests.lines(text, host: .engine)
        let uikit = try HostComparisonTests.lines(
          text, host: .uikit, inputs: &inputs, systemVersion: OlderSystemTests.olderSystem)
        #expect(UIKitStubDriver.current.unavailableAPICalls.isEmpty, "script \(script)")
        let animates = calls.contains { $0.name == "setContentOffset" && $0.animated }
        guard
          let found = try HostComparisonTests.firstDifference(engine, uikit, tolerance: 0.01)
        else {
          if animates { animatedAndEqual += 1 }
          continue
        }
        let at = Self.time(of: found) ?? -1
        if try Self.ambiguousInstants(in: text).contains(where: { $0 <= at + 1e-9 }) {
          ambiguous += 1
        } else {
          unexplained.append("script \(script): \(found)")
        }
      }
      #expect(
        unexplained.isEmpty,
        "\(unexplained.count) of 60 differ; first: \(unexplained.first ?? "")")
      // The scripts animate pages: most of those agree, sample for sample.
      #expect(animatedAndEqual >= 25, "\(animatedAndEqual) animating scripts agree")
      #expect(ambiguous <= 6, "\(ambiguous) scripts with an ambiguous set differ")
    }
  }
#endif
