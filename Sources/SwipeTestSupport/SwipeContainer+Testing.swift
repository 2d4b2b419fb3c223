import Foundation
import SwipeCore
import SwipeScenario

/// A data source over a list of content heights, kept alive by the tests that use it.
public final class TestPages: SwipeContainerDataSource {
  /// The pages' content heights; change and call `reloadData()` to see them.
  public var heights: [Double]
  /// The reuse identifier of each page (default "page").
  public var kinds: [String]
  /// How many times each index was asked for, to check laziness.
  public private(set) var requests: [Int] = []
  /// How every page reserves the header's space (default: through the inset).
  public var reservation = PageReservation.contentInset

  /// Pages with these content heights.
  public init(_ heights: [Double], kinds: [String]? = nil) {
    self.heights = heights
    self.kinds = kinds ?? heights.map { _ in "page" }
  }

  /// The number of pages.
  public func numberOfPages(in container: SwipeContainer) -> Int { heights.count }

  /// The page at `index`.
  /// Records the call.
  public func swipeContainer(_ container: SwipeContainer, contentForPageAt index: Int)
    -> SwipePageContent
  {
    requests.append(index)
    let kind = kinds.indices.contains(index) ? kinds[index] : "page"
    return SwipePageContent(
      reuseIdentifier: kind, contentHeight: heights.indices.contains(index) ? heights[index] : 0,
      reservation: reservation)
  }
}

/// A delegate that records every call, in order, as Equatable values.
public final class ContainerCallLog: SwipeContainerDelegate {
  /// One delegate call.
  public enum Call: Hashable, Sendable {
    case didScroll
    case currentIndexDidChange(Int)
    case willBeginDragging
    case willEndDragging(targetIndex: Int)
    case didEndDragging(willDecelerate: Bool)
    case willBeginDecelerating
    case didEndDecelerating
    case didEndScrollingAnimation
    case shouldSelect(Int)
    case didSelect(Int)
  }

  /// Every call received.
  public var calls: [Call] = []
  /// Runs inside every call, after it is recorded (to test re-entrant delegates).
  public var onCall: ((SwipeContainer, Call) -> Void)?
  /// What ``swipeContainer(_:shouldSelectPageAt:)`` answers.
  public var allowsSelection = true

  /// An empty log.
  public init() {}

  /// The calls without `didScroll`, the shape most order tests compare.
  public var milestones: [Call] { calls.filter { $0 != .didScroll } }

  func record(_ container: SwipeContainer, _ call: Call) {
    calls.append(call)
    onCall?(container, call)
  }

  /// Records the call.
  public func swipeContainerDidScroll(_ container: SwipeContainer) {
    record(container, .didScroll)
  }
  /// Records the call.
  public func swipeContainerCurrentIndexDidChange(_ container: SwipeContainer) {
    record(container, .currentIndexDidChange(container.currentIndex))
  }
  /// Records the call.
  public func swipeContainerWillBeginDragging(_ container: SwipeContainer) {
    record(container, .willBeginDragging)
  }
  /// Records the call.
  public func swipeContainerWillEndDragging(_ container: SwipeContainer, targetIndex: Int) {
    record(container, .willEndDragging(targetIndex: targetIndex))
  }
  /// Records the call.
  public func swipeContainerDidEndDragging(_ container: SwipeContainer, willDecelerate: Bool) {
    record(container, .didEndDragging(willDecelerate: willDecelerate))
  }
  /// Records the call.
  public func swipeContainerWillBeginDecelerating(_ container: SwipeContainer) {
    record(container, .willBeginDecelerating)
  }
  /// Records the call.
  public func swipeContainerDidEndDecelerating(_ container: SwipeContainer) {
    record(container, .didEndDecelerating)
  }
  /// Records the call.
  public func swipeContainerDidEndScrollingAnimation(_ container: SwipeContainer) {
    record(container, .didEndScrollingAnimation)
  }
  /// Records the call.
  public func swipeContainer(_ container: SwipeContainer, shouldSelectPageAt index: Int) -> Bool {
    record(container, .shouldSelect(index))
    return allowsSelection
  }
  /// Records the call.
  public func swipeContainer(_ container: SwipeContainer, didSelectPageAt index: Int) {
    record(container, .didSelect(index))
  }
}

extension Fixtures {
  /// The seed's SingleOneKindView: four table pages of 8, 10, 5 and 12 rows of 60 pt under a
  /// 64 pt top inset, a header and a 40 pt bar.
  public static let singleOneKindHeights: [Double] = [480, 600, 300, 720]

  /// Keeps fixtures alive for the rest of the test process: containers hold their data source
  /// weakly, as UIKit does, and a test should not have to.
  public static func keepAlive(_ object: AnyObject) {
    retainedLock.lock()
    retained.append(object)
    retainedLock.unlock()
  }

  private nonisolated(unsafe) static var retained: [AnyObject] = []
  private static let retainedLock = NSLock()

  /// A container of the phone viewport with `pages` served by `TestPages` (returned too, and
  /// kept alive: the container holds its data source weakly), laid out in `direction`.
  public static func container(
    heights: [Double] = singleOneKindHeights, topInset: Double = 64, header: Double? = 260,
    bar: Double? = 40, viewport: CGSize = phoneViewport,
    direction: LayoutDirection = .leftToRight
  ) -> (SwipeContainer, TestPages) {
    let pages = TestPages(heights)
    keepAlive(pages)
    let container = SwipeContainer(
      viewportSize: viewport, topInset: topInset, headerHeight: header, barHeight: bar)
    container.layoutDirection = direction
    container.dataSource = pages
    return (container, pages)
  }
}

extension SwipeContainer {
  /// Plays a scripted drag starting at `start`, one touch per frame.
  public func play(_ drag: DragGesture, at start: TimeInterval, frameRate: Double = 120) {
    for touch in drag.touches(startingAt: start, frameRate: frameRate) {
      self.touch(touch.phase, at: touch.point, time: touch.time)
    }
  }

  /// Advances frame by frame from `start` through `end`, calling `body` after each frame.
  public func run(
    from start: TimeInterval, through end: TimeInterval, frameRate: Double = 120,
    body: (SwipeContainer) -> Void = { _ in }
  ) {
    var frame = 1
    while true {
      let time = min(start + Double(frame) / frameRate, end)
      advance(to: time)
      body(self)
      if time >= end { return }
      frame += 1
    }
  }
}
