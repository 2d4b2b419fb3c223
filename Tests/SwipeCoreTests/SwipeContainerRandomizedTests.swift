import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore

@Suite("Swipe container randomized invariants")
struct SwipeContainerRandomizedTests {
  static func randomHeights(_ random: inout SeededGenerator) -> [Double] {
    let count = random.pick([0, 1, 2, 4, 7, 30])
    return (0..<count).map { _ in random.pick([0.0, 120, 300, 740, 1500, 6000]) }
  }

  /// How often the generator reached each state worth covering; a generator that silently stops
  /// reaching one fails the test instead of passing vacuously.
  struct Coverage: CustomStringConvertible {
    var armedPulls = 0
    var armedReleases = 0
    var firedRefreshes = 0
    var loadMores = 0
    var pagerFlings = 0
    var pageFlings = 0
    var edgeHits = 0
    var swipes = 0
    var reloadsDuringTouch = 0
    var pageChangesDuringMotion = 0
    var catches = 0

    var description: String {
      "armed \(armedPulls), armed releases \(armedReleases), fired \(firedRefreshes), "
        + "load more \(loadMores), pager flings \(pagerFlings), page flings \(pageFlings), "
        + "edge hits \(edgeHits), swipes \(swipes), reloads during a touch \(reloadsDuringTouch), "
        + "page changes during a motion \(pageChangesDuringMotion), catches \(catches)"
    }

    /// The states that must each have been reached at least `minimum` times.
    func shortfalls(minimum: Int) -> [String] {
      let counts = [
        ("armed pulls", armedPulls), ("armed releases", armedReleases),
        ("fired refreshes", firedRefreshes), ("load mores", loadMores),
        ("pager flings", pagerFlings), ("page flings", pageFlings), ("edge hits", edgeHits),
        ("swipes", swipes), ("reloads during a touch", reloadsDuringTouch),
        ("page changes during a motion", pageChangesDuringMotion), ("catches", catches),
      ]
      return counts.filter { $0.1 < minimum }.map { "\($0.0): \($0.1) < \(minimum)" }
    }
  }

  /// Whether `step` may follow a page's last appearance step (nil: it has disappeared), as
  /// UIKit's appearance callbacks do: will and did alternate, and a will may be turned back
  /// (a cancelled swipe).
  static func follows(_ last: PageAppearance?, with step: PageAppearance) -> Bool {
    switch (last, step) {
    case (nil, .willAppear), (.willAppear, .didAppear), (.didAppear, .willDisappear),
      (.willDisappear, .didDisappear), (.willAppear, .willDisappear),
      (.willDisappear, .willAppear):
      true
    default: false
    }
  }

  static func isMoving(_ scroller: Scroller?) -> Bool {
    guard let phase = scroller?.phase else { return false }
    return phase == .decelerating || phase == .bouncing || phase == .animating
      || phase == .paging
  }

  /// Half of the 300,000 events in each direction (right to left on another seed), each half
  /// reaching every state of ``Coverage`` at least 30 times (armed releases, the rarest, come
  /// about 50 times in 150,000 events): the oracle reads the pager's offset mirrored and checks
  /// the page frames on their side.
  @Test(
    "300,000 random touches, flings and calls keep the header, bar and pages consistent",
    arguments: LayoutDirection.cases)
  func randomEvents(direction: LayoutDirection) {
    var random = SeededGenerator(seed: direction == .leftToRight ? 0xC0_FFEE : 0x7E_F7C0)
    var coverage = Coverage()
    var events = 0
    var scenes = 0
    while events < 150_000 {
      scenes += 1
      var invariants = SwipeInvariants.Checker()
      let pages = TestPages(Self.randomHeights(&random))
      let container = SwipeContainer(
        viewportSize: CGSize(
          width: random.pick([320.0, 390, 844]), height: random.pick([390.0, 844])),
        topInset: random.pick([0.0, 20, 64]), headerHeight: random.pick([nil, 0, 120, 260]),
        barHeight: random.pick([nil, 40]))
      container.barScrollDisabled = random.chance(0.2)
      container.adjustsContentSize = random.chance(0.8)
      container.alwaysBounceHorizontal = random.chance(0.5)
      container.headerStretches = random.chance(0.2)
      container.cacheLimit = random.pick([0, 1, 2, 5])
      container.layoutDirection = direction
      if random.chance(0.6) {
        container.refreshConfiguration = random.pick([
          .seed, .tutorial, RefreshHeader.Configuration(firePolicy: .onArm, finishingDuration: 0),
        ])
        container.refreshPlacement = random.pick(RefreshPlacement.cases)
      }
      if random.chance(0.5) { container.loadMoreConfiguration = .init(triggerDistance: 80) }
      // Exactly once per cycle: a page fires again only after it went back to idle.
      var firedInCycle = Set<Int>()
      var doubleFires: [Int] = []
      var firedNow: [Int] = []
      // Each page's appearance, as the events tell it (absent: disappeared), and every step
      // that does not follow UIKit's order.
      var appearances: [Int: PageAppearance] = [:]
      var badSteps: [String] = []
      container.eventHandler = { event in
        switch event {
        case .pageAppearance(let page, let step):
          if !Self.follows(appearances[page], with: step) {
            badSteps.append(
              "page \(page): \(appearances[page].map { "\($0)" } ?? "gone") → \(step)")
          }
          appearances[page] = step == .didDisappear ? nil : step
        case .refresh(let page):
          if firedInCycle.contains(page) { doubleFires.append(page) }
          firedInCycle.insert(page)
          firedNow.append(page)
          coverage.firedRefreshes += 1
        case .loadMore:
          coverage.loadMores += 1
        case .willBeginDragging:
          coverage.swipes += 1
        default:
          break
        }
      }
      let log = ContainerCallLog()
      var reentered = 0
      log.onCall = { container, call in
        // A delegate that sometimes calls back in, as real ones do.
        guard reentered < 3, call == .currentIndexDidChange(container.currentIndex) else { return }
        reentered += 1
        if container.currentIndex == 2 { container.scrollToItem(at: 0, animated: true) }
      }
      container.delegate = log
      // After the handler: it hears the first page appear.
      container.dataSource = pages
      var time = 0.0
      var finger = CGPoint(x: 200, y: 500)
      var down = false
      var wasArmed = false
      var trail: [String] = []
      for _ in 0..<500 {
        events += 1
        time += random.pick([0, 0.004, 0.0083, 0.0167, 0.05, 0.4])
        firedNow.removeAll()
        let current = container.pageCount > 0 ? container.currentIndex : nil
        let armed = current.map { container.refreshState(pageAt: $0) == .armed } ?? false
        let pageMoving = Self.isMoving(container.currentPage?.scroller)
        let roll = Int.random(in: 0..<100, using: &random)
        trail.append(
          "\(time):\(roll):\(container.currentIndex):\(container.pagerOffset):\((0..<container.pageCount).map { container.scrolled(pageAt: $0) })"
        )
        if trail.count > 8 { trail.removeFirst() }
        switch roll {
        case 0..<10:
          finger = CGPoint(
            x: Double.random(in: 0...400, using: &random),
            y: Double.random(in: 0...850, using: &random))
          if !down, pageMoving || Self.isMoving(container.pager) { coverage.catches += 1 }
          container.touchDown(at: finger, time: time)
          down = true
        case 10..<50:
          let angle = Double.random(in: 0..<(2 * .pi), using: &random)
          let distance = Double.random(in: 0...90, using: &random)
          // Mostly vertical or horizontal, as fingers move.
          let bias = random.pick([0.0, 0.5 * .pi, 1.5 * .pi, angle])
          finger.x += cos(bias) * distance
          finger.y += sin(bias) * distance
          container.touchMoved(to: finger, time: time)
        case 50..<60, 60..<62:
          let cancel = Int.random(in: 0..<6, using: &random) == 0
          if cancel { container.touchCancelled(time: time) } else { container.touchUp(time: time) }
          if down, armed, let current {
            // An armed release fires: at least once, not only at most once.
            coverage.armedReleases += 1
            #expect(firedNow.contains(current), "scene \(scenes) event \(events): armed, not fired")
          }
          down = false
        case 62..<68:
          let vx = random.pick([0.0, 800, -2500, 9000])
          let vy = random.pick([0.0, 1500, -4000, 30_000])
          if !down, vx != 0, container.pageCount > 1, pageMoving {
            coverage.pageChangesDuringMotion += 1
          }
          container.fling(vx: vx, vy: vy, time: time)
          if Self.isMoving(container.pager), vx != 0 { coverage.pagerFlings += 1 }
          if Self.isMoving(container.currentPage?.scroller), vy != 0 { coverage.pageFlings += 1 }
        case 68..<73:
          let target = Int.random(in: -1...max(container.pageCount, 0), using: &random)
          if target != current, container.pageCount > 1, pageMoving {
            coverage.pageChangesDuringMotion += 1
          }
          container.scrollToItem(at: target, animated: random.chance(0.6))
        case 73..<76:
          container.setCurrentPageOffset(
            Double.random(in: -600...4000, using: &random), animated: random.chance(0.5))
        case 76..<79:
          pages.heights = Self.randomHeights(&random)
          // The page the finger holds: under it, or the current page from the header or the bar.
          let touched = container.fingerPosition.map { container.loadedPages[$0] }
          let states = (0..<container.pageCount).map { container.refreshState(pageAt: $0) }
          container.reloadData()
          if down, let touched, touched.scroller.isTracking {
            // A reload never interrupts the user: the page under the finger keeps its scroll
            // view, its position and its pull, and nothing fires.
            coverage.reloadsDuringTouch += 1
            let after = container.loadedPages.first { $0.slot == touched.slot }
            #expect(
              after?.scroller.offset == touched.scroller.offset, "scene \(scenes) event \(events)")
            #expect(after?.scroller.isTracking == true, "scene \(scenes) event \(events)")
            #expect(firedNow.isEmpty, "scene \(scenes) event \(events): fired during a touch")
            if states.indices.contains(touched.index), touched.index < container.pageCount {
              #expect(
                container.refreshState(pageAt: touched.index) == states[touched.index],
                "DEBUG scene \(scenes) event \(events) idx \(touched.index) cur \(container.currentIndex) count \(container.pageCount) states \(states) pager \(container.pager.phase) loaded \(container.loadedPages.map { ($0.index, $0.slot) }) touchedslot \(touched.slot) s=\(touched.scroller.offset)"
              )
            }
          }
        case 79..<81:
          container.resize(
            to: CGSize(
              width: random.pick([0.0, 320, 390, 844]), height: random.pick([0.0, 390, 844])))
        case 81..<83:
          container.headerHeight = random.pick([nil, 0, 80, 260, 400])
        case 83..<85:
          container.barHeight = random.pick([nil, 0, 40, 60])
        case 85..<86:
          container.topInset = random.pick([0, 20, 64, 100])
        case 87..<93 where container.pageCount > 0:
          let page = Int.random(in: 0..<container.pageCount, using: &random)
          switch Int.random(in: 0..<4, using: &random) {
          case 0: container.beginRefreshing(pageAt: page, animated: random.chance(0.5))
          case 1:
            container.endRefreshing(pageAt: page, result: random.pick([.success, .failure]))
          case 2: container.endLoadingMore(pageAt: page)
          default: container.setNoMoreData(pageAt: page)
          }
        case 93..<96 where !down:
          // A deliberate pull: down at the top of a page, then a long downward drag.
          finger = CGPoint(x: Double.random(in: 20...370, using: &random), y: 300)
          container.touchDown(at: finger, time: time)
          down = true
          for _ in 0..<random.pick([2, 4, 6]) {
            time += 0.0167
            finger.y += 45
            container.touchMoved(to: finger, time: time)
            events += 1
          }
        case 86..<87:
          if container.pageCount > 0 {
            container.setContentHeight(
              random.pick([0, 200, 3000]),
              forPageAt: Int.random(in: 0..<container.pageCount, using: &random))
          }
        default:
          container.advance(to: time)
        }
        let armedNow =
          container.pageCount > 0
          && container.refreshState(pageAt: container.currentIndex) == .armed
        if armedNow, !wasArmed { coverage.armedPulls += 1 }
        wasArmed = armedNow
        if container.currentPage?.scroller.phase == .bouncing { coverage.edgeHits += 1 }
        for page in firedInCycle where container.refreshState(pageAt: page) == .idle {
          firedInCycle.remove(page)
        }
        let problems = invariants.problems(in: container)
        #expect(
          problems.isEmpty,
          "scene \(scenes) event \(events): \(problems) DEBUG \(trail) now \(container.pagerOffset) \(container.pager.phase) \(container.loadedPages.map { ($0.index, $0.scroller.phase, $0.scroller.offset + container.reservedTop) }) H=\(container.resolvedHeaderHeight) touch=\(down)"
        )
        #expect(doubleFires.isEmpty, "scene \(scenes) event \(events): fired twice \(doubleFires)")
        #expect(badSteps.isEmpty, "scene \(scenes) event \(events): \(badSteps)")
        if container.isPagerAtRest, container.pageCount > 0, container.viewportSize.width > 0 {
          // At rest the current page, and it alone, has appeared.
          #expect(
            appearances == [container.currentIndex: .didAppear],
            "scene \(scenes) event \(events): \(appearances), current \(container.currentIndex)")
        }
        if !problems.isEmpty || !doubleFires.isEmpty || !badSteps.isEmpty { return }
      }
      if down { container.touchUp(time: time) }
      for page in 0..<container.pageCount {
        container.endRefreshing(pageAt: page)
        container.endLoadingMore(pageAt: page)
      }
      container.run(from: time, through: time + 5, frameRate: 60)
      for page in 0..<container.pageCount {
        // Every cycle ended: the controls gave back exactly what they took.
        #expect(container.refreshState(pageAt: page) == .idle, "scene \(scenes) page \(page)")
      }
      for page in container.loadedPages {
        #expect(page.scroller.contentInset.top == container.reservedTop)
      }
      let problems = invariants.problems(in: container)
      #expect(problems.isEmpty, "settled scene \(scenes): \(problems)")
      #expect(container.pager.phase == .idle)
      if container.pageCount > 0 {
        let width = Double(container.viewportSize.width)
        #expect(
          container.pagerOffset
            == direction.pagerOffset(
              Double(container.currentIndex) * width, pageCount: container.pageCount,
              width: width))
      }
    }
    #expect(coverage.shortfalls(minimum: 30).isEmpty, "\(coverage)")
  }
}
