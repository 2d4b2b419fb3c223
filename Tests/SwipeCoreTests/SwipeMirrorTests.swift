import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore
@testable import SwipeScenario

/// The strong property of right to left: a script played left to right and the same script
/// mirrored (touches at `W − x`, pager flings at `−vx`) played right to left give the same
/// logical container (index, progress, header, bar, every page's position, refresh and
/// load-more states, delegate calls) and mirrored physical geometry (pager offset, page frames).
@Suite("Swipe container mirrored")
struct SwipeMirrorTests {
  /// One input of a script, in left-to-right coordinates.
  enum Input {
    case down(CGPoint)
    case move(CGPoint)
    case up
    case cancel
    case fling(vx: Double, vy: Double)
    case scrollTo(Int, animated: Bool)
    case setOffset(Double, animated: Bool)
    case reload([Double])
    case header(Double?)
    case resize(CGSize)
    case beginRefreshing(Int)
    case endRefreshing(Int)
    case advance
  }

  /// A container, its pages and what it told its delegate and event handler.
  struct Run {
    let container: SwipeContainer
    let pages: TestPages
    let log = ContainerCallLog()
    var events: [String] = []
  }

  /// Touch coordinates on a grid of 1/64 pt inside the viewport (never on its edges), so
  /// `W − x` is exact and the mirrored container sees the same logical touches to the bit.
  static func coordinate(_ random: inout SeededGenerator, upTo length: Double) -> Double {
    let steps = Int(length * 64)
    return Double(Int.random(in: 1..<steps, using: &random)) / 64
  }

  static func script(_ random: inout SeededGenerator, length: Int) -> [(Double, Input)] {
    var inputs: [(Double, Input)] = []
    var time = 0.0
    var finger = CGPoint(x: 200, y: 500)
    var width = 390.0
    var count = 4
    for _ in 0..<length {
      time += random.pick([0, 0.004, 0.0083, 0.0167, 0.05, 0.3])
      let input: Input
      switch Int.random(in: 0..<100, using: &random) {
      case 0..<10:
        finger = CGPoint(
          x: coordinate(&random, upTo: width), y: coordinate(&random, upTo: 844))
        input = .down(finger)
      case 10..<50:
        // Mostly horizontal or vertical, as fingers move, in whole 1/64 pt.
        let distance = Double(Int.random(in: 0...(90 * 64), using: &random)) / 64
        switch Int.random(in: 0..<4, using: &random) {
        case 0: finger.x += distance
        case 1: finger.x -= distance
        case 2: finger.y += distance
        default: finger.y -= distance
        }
        input = .move(finger)
      case 50..<58: input = .up
      case 58..<60: input = .cancel
      case 60..<68:
        input = .fling(
          vx: random.pick([0, 700, -1500, 6000]), vy: random.pick([0, 1500, -4000]))
      case 68..<75:
        input = .scrollTo(
          Int.random(in: 0..<max(count, 1), using: &random), animated: random.chance(0.6))
      case 75..<79:
        input = .setOffset(random.pick([-600, -364, 0, 800, 3000]), animated: random.chance(0.5))
      case 79..<82:
        count = random.pick([0, 1, 2, 3, 5])
        input = .reload((0..<count).map { _ in random.pick([120, 900, 3000]) })
      case 82..<84:
        input = .header(random.pick([nil, 120, 260]))
      case 84..<85:
        width = random.pick([320, 390])
        input = .resize(CGSize(width: width, height: random.pick([568, 844])))
      case 85..<89:
        input = .beginRefreshing(Int.random(in: 0..<max(count, 1), using: &random))
      case 89..<92:
        input = .endRefreshing(Int.random(in: 0..<max(count, 1), using: &random))
      default:
        input = .advance
      }
      inputs.append((time, input))
    }
    return inputs
  }

  static func makeRun(_ random: inout SeededGenerator) -> (Run, Run) {
    let heights = (0..<4).map { _ in random.pick([120.0, 740, 1500, 6000]) }
    let header: Double? = random.pick([nil, 120, 260])
    let bar: Double? = random.pick([nil, 40])
    let refresh = random.chance(0.6)
    let placement = random.pick(RefreshPlacement.cases)
    let loadMore = random.chance(0.4)
    let bounces = random.chance(0.5)
    func run(_ direction: LayoutDirection) -> Run {
      let pages = TestPages(heights)
      let container = SwipeContainer(
        viewportSize: Fixtures.phoneViewport, topInset: 64, headerHeight: header, barHeight: bar)
      container.layoutDirection = direction
      container.alwaysBounceHorizontal = bounces
      if refresh {
        container.refreshConfiguration = .seed
        container.refreshPlacement = placement
      }
      if loadMore { container.loadMoreConfiguration = .init(triggerDistance: 80) }
      container.dataSource = pages
      let run = Run(container: container, pages: pages)
      container.delegate = run.log
      return run
    }
    return (run(.leftToRight), run(.rightToLeft))
  }

  /// Applies `input` (left-to-right coordinates) to `run`, mirrored when right to left.
  static func apply(_ input: Input, at time: Double, to run: Run) {
    let container = run.container
    let direction = container.layoutDirection
    let width = Double(container.viewportSize.width)
    switch input {
    case .down(let point): container.touchDown(at: direction.point(point, width: width), time: time)
    case .move(let point):
      container.touchMoved(to: direction.point(point, width: width), time: time)
    case .up: container.touchUp(time: time)
    case .cancel: container.touchCancelled(time: time)
    case .fling(let vx, let vy): container.fling(vx: direction.vx(vx), vy: vy, time: time)
    case .scrollTo(let index, let animated):
      container.advance(to: time)
      container.scrollToItem(at: index, animated: animated)
    case .setOffset(let offset, let animated):
      container.advance(to: time)
      container.setCurrentPageOffset(offset, animated: animated)
    case .reload(let heights):
      container.advance(to: time)
      run.pages.heights = heights
      run.pages.kinds = heights.map { _ in "page" }
      container.reloadData()
    case .header(let height):
      container.advance(to: time)
      container.headerHeight = height
    case .resize(let size):
      container.advance(to: time)
      container.resize(to: size)
    case .beginRefreshing(let page):
      container.advance(to: time)
      container.beginRefreshing(pageAt: page)
    case .endRefreshing(let page):
      container.advance(to: time)
      container.endRefreshing(pageAt: page)
    case .advance: container.advance(to: time)
    }
  }

  /// Where the right-to-left run differs from the mirror of the left-to-right one.
  static func differences(_ ltr: Run, _ rtl: Run) -> [String] {
    let a = ltr.container
    let b = rtl.container
    var found: [String] = []
    func check(_ same: Bool, _ what: @autoclosure () -> String) {
      if !same { found.append(what()) }
    }
    check(a.pageCount == b.pageCount, "count \(a.pageCount) vs \(b.pageCount)")
    check(a.currentIndex == b.currentIndex, "index \(a.currentIndex) vs \(b.currentIndex)")
    check(a.progress == b.progress, "progress \(a.progress) vs \(b.progress)")
    check(
      a.headerFrame == b.headerFrame, "header \(a.headerFrame as Any) vs \(b.headerFrame as Any)")
    check(a.barFrame == b.barFrame, "bar \(a.barFrame as Any) vs \(b.barFrame as Any)")
    guard a.pageCount == b.pageCount else { return found }
    let width = Double(a.viewportSize.width)
    let mirrored = LayoutDirection.rightToLeft.pagerOffset(
      a.pagerOffset, pageCount: a.pageCount, width: width)
    check(b.pagerOffset == mirrored, "pager \(b.pagerOffset), mirror of \(a.pagerOffset)")
    for index in 0..<a.pageCount {
      check(
        a.scrolled(pageAt: index) == b.scrolled(pageAt: index),
        "page \(index) at \(a.scrolled(pageAt: index)) vs \(b.scrolled(pageAt: index))")
      check(
        (a.loadedPage(at: index) == nil) == (b.loadedPage(at: index) == nil),
        "page \(index) loaded differently")
      check(
        a.refreshState(pageAt: index) == b.refreshState(pageAt: index),
        "page \(index) refresh \(a.refreshState(pageAt: index).name)")
      check(
        a.loadMoreState(pageAt: index) == b.loadMoreState(pageAt: index),
        "page \(index) load more")
      if a.loadedPage(at: index) != nil {
        // Right to left the frame is the left-to-right one mirrored about the viewport.
        let left = a.pageFrame(at: index)
        let right = b.pageFrame(at: index)
        check(
          abs(Double(right.minX) - (width - Double(left.maxX))) < 1e-9,
          "page \(index) frame \(right.minX), mirror of \(left.minX)")
      }
    }
    check(ltr.log.calls == rtl.log.calls, "delegate calls differ")
    check(ltr.events == rtl.events, "events \(ltr.events) vs \(rtl.events)")
    return found
  }

  @Test("Mirrored random scripts give the same logical container and mirrored geometry")
  func mirroredScripts() {
    var random = SeededGenerator(seed: 0x4D_1220)
    var swipes = 0
    var indexChanges = 0
    var pagerFlings = 0
    var inputs = 0
    for script in 0..<150 {
      var (ltr, rtl) = Self.makeRun(&random)
      ltr.container.eventHandler = { event in ltr.events.append(event.name) }
      rtl.container.eventHandler = { event in rtl.events.append(event.name) }
      let steps = Self.script(&random, length: 250)
      var checker = SwipeInvariants.Checker()
      for (step, (time, input)) in steps.enumerated() {
        Self.apply(input, at: time, to: ltr)
        Self.apply(input, at: time, to: rtl)
        inputs += 1
        if case .fling(let vx, _) = input, vx != 0 { pagerFlings += 1 }
        let problems = Self.differences(ltr, rtl)
        #expect(problems.isEmpty, "script \(script) step \(step) (\(input)): \(problems)")
        let invariants = checker.problems(in: rtl.container)
        #expect(invariants.isEmpty, "script \(script) step \(step): \(invariants)")
        if !problems.isEmpty || !invariants.isEmpty { return }
      }
      swipes += ltr.log.calls.filter { $0 == .willBeginDragging }.count
      indexChanges +=
        ltr.log.calls.filter {
          if case .currentIndexDidChange = $0 { return true }
          return false
        }.count
    }
    #expect(inputs == 150 * 250)
    #expect(swipes >= 300, "\(swipes) swipes")
    #expect(indexChanges >= 1000, "\(indexChanges) index changes")
    #expect(pagerFlings >= 1000, "\(pagerFlings) pager flings")
  }

  @Test("Mirrored random scenario files print the same logical samples and mirrored offsets")
  func mirroredScenarioFiles() throws {
    for observable in [false, true] {
      var left = SeededGenerator(seed: 0x31_2021)
      var right = left
      let ltr = RandomSwipeScenario(allowsDrags: true, observableByUIKit: observable)
      var rtl = ltr
      rtl.layoutDirection = .rightToLeft
      for script in 0..<40 {
        let a = try ScenarioRunner.lines(try Scenario.decode(Data(ltr.file(&left).utf8)))
        let b = try ScenarioRunner.lines(try Scenario.decode(Data(rtl.file(&right).utf8)))
        let found = try ScenarioMirror.firstDifference(a, b)
        #expect(found == nil, "script \(script): \(found ?? "")")
      }
    }
  }
}
