#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeScenario
  import SwipeTestSupport
  import SwipeUIKitScenario
  import Testing

  /// SCENARIOS.md, "One mover": the fields that show who moves a page, through SwipeTableView on
  /// UIKitStub. A trackpad scroll anywhere in the container moves the page as one over the page
  /// does; the view never writes the offset of a scroll view a user's motion moves.
  @MainActor @Suite("One mover: scroll events and the view's writes")
  struct OneMoverScenarioTests {
    /// The samples of `text` on the UIKit host, with `writes` reported.
    static func uikitSamples(_ text: String) throws -> [[String: Any]] {
      let scenario = try Scenario.decode(Data(text.utf8))
      guard case .swipe(let scene) = scenario.scene else { return [] }
      let simulation = UIKitSwipeSimulation(scene: scene, viewport: scenario.viewport)
      simulation.reportsWrites = scenario.reportsWrites
      var base: any SceneSimulation = simulation
      var samples: [[String: Any]] = []
      try ScenarioRunner.run(scenario, on: &base) { line in
        if let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] {
          samples.append(object)
        }
      }
      return samples
    }

    static func pageScrolled(_ sample: [String: Any], page: Int = 0) -> Double {
      let pages = sample["pages"] as? [[String: Any]]
      return (pages?[page]["scrolled"] as? Double) ?? .nan
    }

    @Test("The writes example: drags, flings and a scroll from the header and bar, no writes")
    func writesExample() throws {
      let samples = try Self.uikitSamples(ExampleScenarios.text(named: "swipe-one-mover-writes"))
      #expect(samples.count == 23)
      let writes = samples.map { (($0["writes"] as? [String: Any])?["offset"] as? Double) ?? -1 }
      #expect(writes.allSatisfy { $0 == 0 }, "\(writes)")
      #expect(Self.pageScrolled(samples[14]) > 1000, "the scroll from the header moved the page")
    }

    /// A scroll of `dy` over `at` (the header, the bar or the page) on a fresh scene, sampled
    /// every frame.
    static func scrollTrace(at point: [Int], dx: Int = 0, dy: Int) -> String {
      """
      {"viewport": {"width": 390, "height": 844}, "frameRate": 120, "report": ["writes"],
       "swipe": {"topInset": 64, "header": {"height": 200}, "bar": {"height": 44},
                 "pages": [{"rows": 80, "rowHeight": 60}, {"rows": 80, "rowHeight": 60}]},
       "events": [{"t": 0.1, "scroll": {"at": \(point), "dx": \(dx), "dy": \(dy),
                                        "duration": 0.25}}],
       "sample": {"every": 0.025, "until": 1.5}}
      """
    }

    @Test("A scroll over the header or the bar moves the page exactly as one over the page")
    func scrollFromAnywhere() throws {
      let page = try Self.uikitSamples(Self.scrollTrace(at: [195, 600], dy: -300))
      for point in [[195, 150], [195, 286], [20, 80]] {
        let other = try Self.uikitSamples(Self.scrollTrace(at: point, dy: -300))
        let difference =
          zip(page, other).map {
            abs(Self.pageScrolled($0) - Self.pageScrolled($1))
          }.max() ?? .nan
        #expect(difference == 0, "at \(point)")
        let writes = other.map { (($0["writes"] as? [String: Any])?["offset"] as? Double) ?? -1 }
        #expect(writes.allSatisfy { $0 == 0 })
      }
      // No slop: the content moved by the whole 300 pt when the scroll ended.
      let end = page.first { abs(($0["t"] as? Double ?? 0) - 0.35) < 1e-9 }
      #expect(abs(Self.pageScrolled(try #require(end)) - 300) < 1e-6)
      #expect(Self.pageScrolled(page.last ?? [:]) > 500, "then it decelerates")
    }

    @Test("A horizontal scroll over the header turns the page as one over the page does")
    func horizontalScrollTurnsPage() throws {
      let page = try Self.uikitSamples(Self.scrollTrace(at: [195, 600], dx: -150, dy: 0))
      let header = try Self.uikitSamples(Self.scrollTrace(at: [195, 150], dx: -150, dy: 0))
      let offsets = { (samples: [[String: Any]]) in
        samples.map { $0["pagerOffset"] as? Double ?? .nan }
      }
      #expect(offsets(page) == offsets(header))
      #expect(page.last?["index"] as? Double == 1)
    }
  }
#endif
