import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore
@testable import SwipeScenario

/// The instants a hosted container must look between its host's frames
/// (``SwipeContainer/nextHostedInstant``): the headless container decides there.
@Suite("Hosted instants")
struct SwipeHostedInstantTests {
  static func host(_ swipe: String) throws -> ScrollerHost {
    let text =
      #"{"viewport": {"width": 390, "height": 844}, "sample": {"at": [0]}, "swipe": "# + swipe + "}"
    let scenario = try Scenario.decode(Data(text.utf8))
    guard case .swipe(let scene) = scenario.scene else { throw CocoaError(.coderInvalidValue) }
    return ScrollerHost(scene: scene, viewport: scenario.viewport)
  }

  static func visible(_ offset: Double, pages: Int) -> ClosedRange<Int>? {
    SwipeGeometry.visiblePages(pagerOffset: offset, pageWidth: 390, pageCount: pages)
  }

  @Test(
    "The host's own pager settle is predicted: the instant is where it shows other pages",
    arguments: LayoutDirection.cases)
  func predictedPagerChange(direction: LayoutDirection) throws {
    let host = try Self.host(
      #"{"pages": [{"contentHeight": 3000}, {"contentHeight": 3000}], "layoutDirection": "\#(direction.word)"}"#
    )
    // A swipe released halfway with no speed: UIKit's pager settles back on page 0 by itself.
    host.touch(.down, at: direction.point(x: 300, y: 600), time: 0)
    for step in 1...10 {
      host.touch(
        .move, at: direction.point(x: 300 - 15 * Double(step), y: 600), time: 0.05 * Double(step))
    }
    host.touch(.move, at: direction.point(x: 150, y: 600), time: 0.8)
    host.touch(.up, at: nil, time: 0.8)
    let instant = try #require(host.container.nextHostedInstant)
    #expect(instant > 0.8 && instant < 2)
    var before = host.pager
    var after = host.pager
    var ignore = IgnoringScrollerDelegate()
    before.advance(to: instant - 1e-6, delegate: &ignore)
    after.advance(to: instant, delegate: &ignore)
    // The host's pager is physical: right to left page 0 is at 390.
    let logicalBefore = direction.pagerOffset(before.offset, pageCount: 2)
    let logicalAfter = direction.pagerOffset(after.offset, pageCount: 2)
    #expect(Self.visible(logicalBefore, pages: 2) == 0...1)
    #expect(Self.visible(logicalAfter, pages: 2) == 0...0, "page 1 has just left the screen")
  }

  @Test("A refresh timer's end is an instant to look at")
  func refreshDeadline() throws {
    let host = try Self.host(
      #"{"pages": [{"contentHeight": 3000}], "refresh": {"placement": "aboveHeader"}}"#)
    host.perform(.beginRefreshing(page: 0), time: 0.1)
    host.advance(to: 1)
    host.perform(.endRefreshing(page: 0), time: 1.2)
    let deadline = try #require(host.container.nextHostedInstant)
    // The seed style shows its result for 0.3 s before retracting.
    #expect(abs(deadline - 1.5) < 1e-9)
  }
}
