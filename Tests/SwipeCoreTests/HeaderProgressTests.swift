import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore

/// The header's collapse progress (`SwipeContainer.headerProgress`): 0 shown, 1 collapsed,
/// below 0 pulled, blended during a swipe, reported once per change.
@Suite("Header progress")
struct HeaderProgressTests {
  @Test("0 at rest, the share scrolled as it collapses, 1 once it has scrolled away")
  func followsTheCurrentPage() throws {
    let (container, _) = Fixtures.container()
    #expect(container.headerProgress == 0)
    for (scroll, progress) in [(65.0, 0.25), (130, 0.5), (260, 1), (2000, 1)] {
      container.setCurrentPageOffset(scroll - 364, animated: false)
      #expect(abs(container.headerProgress - progress) < 1e-12, "s \(scroll)")
      let header = try #require(container.headerFrame)
      // Metamorphic: it is where the header is, as a share of its height.
      #expect(abs((64 - header.minY) / 260 - progress) < 1e-12)
    }
  }

  @Test("A pull takes it below 0 with the refresh control above the header, not below the bar")
  func pullGoesBelowZero() throws {
    /// Pulls down 120 pt and holds.
    func pull(_ container: SwipeContainer) {
      container.touchDown(at: CGPoint(x: 195, y: 300), time: 0)
      for step in 1...24 {
        container.touchMoved(
          to: CGPoint(x: 195, y: 300 + 5 * Double(step)), time: Double(step) / 120)
      }
    }
    let (container, _, _) = SwipeRefreshTests.container()
    pull(container)
    let header = try #require(container.headerFrame)
    #expect(header.minY > 64, "pulled down")
    #expect(container.headerProgress < 0)
    #expect(abs((64 - header.minY) / 200 - container.headerProgress) < 1e-9)
    let (below, _, _) = SwipeRefreshTests.container(placement: .belowBar)
    pull(below)
    #expect(below.currentScroll < 0, "pulled")
    #expect(below.headerFrame?.minY == 64)
    #expect(below.headerProgress == 0, "the header stays put over a pull below the bar")
  }

  @Test("During a swipe it is blended from the two pages, as the header is")
  func blendedDuringASwipe() throws {
    let (container, _) = Fixtures.container(heights: [3000, 3000])
    container.setCurrentPageOffset(130 - 364, animated: false)
    container.touchDown(at: CGPoint(x: 300, y: 600), time: 0)
    var time = 0.0
    for step in 1...20 {
      time += 1.0 / 120
      container.touchMoved(to: CGPoint(x: 300 - 7.5 * Double(step), y: 600), time: time)
      let header = try #require(container.headerFrame)
      #expect(abs((64 - header.minY) / 260 - container.headerProgress) < 1e-9)
    }
    #expect(abs(container.headerProgress - 0.5) < 1e-9, "the neighbour was aligned with it")
  }

  @Test("Each change is reported once; what changes nothing reports nothing")
  func reportedOncePerChange() {
    let (container, _) = Fixtures.container()
    var reports: [Double] = []
    container.eventHandler = { event in
      if case .headerProgressDidChange = event { reports.append(container.headerProgress) }
    }
    container.play(SwipeContainerTests.vertical(700, 600), at: 0)
    container.advance(to: 2)
    #expect(reports.count > 5)
    #expect(zip(reports, reports.dropFirst()).allSatisfy { $0 != $1 }, "no repeats")
    #expect(reports.last == container.headerProgress)
    let count = reports.count
    container.advance(to: 3)
    #expect(reports.count == count, "at rest, nothing")
    container.headerHeight = 130
    container.advance(to: 3.1)
    #expect(reports.count == count + 1, "a new header height changes the share")
  }

  @Test("Without a header it stays 0")
  func noHeader() {
    let (container, _) = Fixtures.container(header: nil)
    container.setCurrentPageOffset(500, animated: false)
    #expect(container.headerProgress == 0)
  }
}
