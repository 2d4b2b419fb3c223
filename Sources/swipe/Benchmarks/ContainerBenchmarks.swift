import Foundation
import SwipeCore

/// Cost of one container frame — a vertical drag, a vertical deceleration, a horizontal swipe (also
/// right to left, the touches mirrored into the logical pager), a pull-to-refresh drag (refresh and load-more attached to every page), and the pager paging
/// between pages while the page decelerates (each frame finds the exact instants where pages
/// appear and the index changes) — with 4 and 100 pages, as a fraction of the 8.33 ms frame
/// budget at 120 Hz, plus heap allocations per frame.
///
/// Each timed run starts before the gesture's transitions (the touch slop, the pull's idle →
/// pulling → armed), and the allocations are counted over exactly the timed frames, so what a
/// transition allocates shows in the per-frame figure.
enum ContainerBenchmarks {
  /// The data source of the benchmarks: every page 100 rows of 60 pt.
  final class Pages: SwipeContainerDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func numberOfPages(in container: SwipeContainer) -> Int { count }
    func swipeContainer(_ container: SwipeContainer, contentForPageAt index: Int)
      -> SwipePageContent
    {
      .rows(100, height: 60)
    }
  }

  /// A container mid-gesture, with the finger position and the clock.
  struct State {
    var container: SwipeContainer
    var pages: Pages
    var finger: CGPoint
    var time: Double
  }

  enum Kind: String, CaseIterable {
    case drag, deceleration, swipe, pull, paging
    case swipeRightToLeft = "swipe-rtl"
  }

  static let frames = 200
  static let frameInterval = 1.0 / 120

  static func benchmarks(_ sizes: BenchmarkSizes) -> [Benchmark] {
    sizes.containerPages.flatMap { count in
      Kind.allCases.map { kind in
        Benchmark(name: "container.frame.\(kind.rawValue).\(count)-pages") { harness in
          measure(kind, pages: count, harness)
        }
      }
    }
  }

  /// A container of `count` pages with the seed's geometry, its finger down 3 pt into the
  /// gesture `kind` (under the 10 pt slop), or already decelerating: the timed frames cross the
  /// slop and, for a pull, arm the refresh.
  static func setup(_ kind: Kind, pages count: Int) -> State {
    let pages = Pages(count: count)
    let container = SwipeContainer(
      viewportSize: CGSize(width: 390, height: 844), topInset: 64, headerHeight: 260,
      barHeight: 40)
    if kind == .pull {
      container.refreshConfiguration = .seed
      container.loadMoreConfiguration = .init()
    }
    if kind == .swipeRightToLeft { container.layoutDirection = .rightToLeft }
    container.dataSource = pages
    container.scrollToItem(at: count / 2, animated: false)
    var state = State(container: container, pages: pages, finger: CGPoint(x: 200, y: 700), time: 0)
    switch kind {
    case .drag, .swipe, .pull, .swipeRightToLeft:
      container.touchDown(at: state.finger, time: 0)
      for _ in 0..<3 { move(&state, kind: kind) }
    case .deceleration:
      container.fling(vx: 0, vy: 6000, time: 0)
      container.advance(to: frameInterval)
      state.time = frameInterval
    case .paging:
      state.time = frameInterval
    }
    return state
  }

  static func move(_ state: inout State, kind: Kind) {
    state.time += frameInterval
    switch kind {
    case .swipe: state.finger.x -= 1
    case .swipeRightToLeft: state.finger.x += 1
    case .pull: state.finger.y += 1
    case .drag, .deceleration, .paging: state.finger.y -= 1
    }
    state.container.touchMoved(to: state.finger, time: state.time)
  }

  static func frame(_ state: inout State, kind: Kind) {
    switch kind {
    case .drag, .swipe, .pull, .swipeRightToLeft:
      move(&state, kind: kind)
    case .deceleration:
      state.time += frameInterval
    case .paging:
      state.time += frameInterval
      if state.container.pager.phase == .idle {
        // Page back and forth, flicking the list each time.
        let forward = state.container.currentIndex <= state.pages.count / 2
        state.container.fling(vx: forward ? 1500 : -1500, vy: 3000, time: state.time)
      }
    }
    state.container.advance(to: state.time)
    benchmarkSink += state.container.currentScroll + state.container.pagerOffset
  }

  static func measure(_ kind: Kind, pages count: Int, _ harness: BenchmarkHarness)
    -> BenchmarkResult
  {
    let setup: () -> State = { Self.setup(kind, pages: count) }
    let batch: (inout State) -> Void = { state in
      for _ in 0..<frames { frame(&state, kind: kind) }
    }
    requireTransitions(kind, setup: setup, batch: batch)
    return BenchmarkResult(
      name: "container.frame.\(kind.rawValue).\(count)-pages", n: count,
      frames: harness.time(operations: frames, setup: setup, batch: batch),
      frameInterval: frameInterval)
  }

  /// Stops the run when the timed frames would not contain the gesture's transitions: the drag
  /// and the swipe start below the slop and move past it, the pull starts idle and ends armed.
  static func requireTransitions(
    _ kind: Kind, setup: () -> State, batch: (inout State) -> Void
  ) {
    var state = setup()
    let container = state.container
    let before = (container.currentScroll, container.pagerOffset, pullState(container))
    batch(&state)
    let after = (container.currentScroll, container.pagerOffset, pullState(container))
    let holds =
      switch kind {
      case .drag: before.0 == 0 && after.0 > 0
      case .deceleration: after.0 > before.0
      case .swipe: before.1.truncatingRemainder(dividingBy: 390) == 0 && after.1 > before.1
      // Right to left the finger moves right and the physical offset goes down.
      case .swipeRightToLeft:
        before.1.truncatingRemainder(dividingBy: 390) == 0 && after.1 < before.1
      case .pull: before.2 == .idle && after.2 == .armed && after.0 < 0
      case .paging: container.pager.phase != .idle || after.1 != before.1
      }
    precondition(
      holds, "container.frame.\(kind.rawValue): the timed frames miss the gesture's transitions")
  }

  static func pullState(_ container: SwipeContainer) -> RefreshState {
    container.refreshState(pageAt: container.currentIndex)
  }
}
