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

  @Test("100,000 random touches, flings and calls keep the header, bar and pages consistent")
  func randomEvents() {
    var random = SeededGenerator(seed: 0xC0_FFEE)
    var events = 0
    var scenes = 0
    while events < 100_000 {
      scenes += 1
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
      if random.chance(0.6) {
        container.refreshConfiguration = random.pick([
          .seed, .tutorial, RefreshHeader.Configuration(firePolicy: .onArm, finishingDuration: 0),
        ])
        container.refreshPlacement = random.pick(RefreshPlacement.allCases)
      }
      if random.chance(0.5) { container.loadMoreConfiguration = .init(triggerDistance: 80) }
      container.dataSource = pages
      // Exactly once per cycle: a page fires again only after it went back to idle.
      var firedInCycle = Set<Int>()
      var doubleFires: [Int] = []
      container.eventHandler = { event in
        if case .refresh(let page) = event {
          if firedInCycle.contains(page) { doubleFires.append(page) }
          firedInCycle.insert(page)
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
      var time = 0.0
      var finger = CGPoint(x: 200, y: 500)
      var down = false
      for _ in 0..<500 {
        events += 1
        time += random.pick([0, 0.004, 0.0083, 0.0167, 0.05, 0.4])
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<10:
          finger = CGPoint(
            x: Double.random(in: 0...400, using: &random),
            y: Double.random(in: 0...850, using: &random))
          container.touchDown(at: finger, time: time)
          down = true
        case 10..<50:
          let angle = Double.random(in: 0..<(2 * .pi), using: &random)
          let distance = Double.random(in: 0...90, using: &random)
          finger.x += cos(angle) * distance
          finger.y += sin(angle) * distance
          container.touchMoved(to: finger, time: time)
        case 50..<60:
          container.touchUp(time: time)
          down = false
        case 60..<62:
          container.touchCancelled(time: time)
          down = false
        case 62..<68:
          container.fling(
            vx: random.pick([0, 800, -2500, 9000]), vy: random.pick([0, 1500, -4000, 30_000]),
            time: time)
        case 68..<73:
          container.scrollToItem(
            at: Int.random(in: -1...max(container.pageCount, 0), using: &random),
            animated: random.chance(0.6))
        case 73..<76:
          container.setCurrentPageOffset(
            Double.random(in: -600...4000, using: &random), animated: random.chance(0.5))
        case 76..<79:
          pages.heights = Self.randomHeights(&random)
          container.reloadData()
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
        case 86..<87:
          if container.pageCount > 0 {
            container.setContentHeight(
              random.pick([0, 200, 3000]),
              forPageAt: Int.random(in: 0..<container.pageCount, using: &random))
          }
        default:
          container.advance(to: time)
        }
        for page in firedInCycle where container.refreshState(pageAt: page) == .idle {
          firedInCycle.remove(page)
        }
        let problems = SwipeInvariants.problems(in: container)
        #expect(problems.isEmpty, "scene \(scenes) event \(events): \(problems)")
        #expect(doubleFires.isEmpty, "scene \(scenes) event \(events): fired twice \(doubleFires)")
        if !problems.isEmpty || !doubleFires.isEmpty { return }
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
      let problems = SwipeInvariants.problems(in: container)
      #expect(problems.isEmpty, "settled scene \(scenes): \(problems)")
      #expect(container.pager.phase == .idle)
      if container.pageCount > 0 {
        #expect(
          container.pagerOffset == Double(container.currentIndex)
            * Double(container.viewportSize.width))
      }
    }
  }
}
