import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore
@testable import SwipeScenario

/// Right to left (``SwipeContainer/layoutDirection``): page 0 at the right end of the pager, a
/// finger moving right advancing, the pager's offsets physical, and everything logical (index,
/// progress, header, bar, each page's position) the same as left to right.
@Suite("Swipe container right to left")
struct SwipeContainerDirectionTests {
  @Test(
    "Right to left, a finger moving right advances: page 0 is at the right end of the pager",
    arguments: LayoutDirection.cases)
  func fingerMovingForward(direction: LayoutDirection) {
    let (container, _) = Fixtures.container(direction: direction)
    #expect(container.pagerOffset == (direction.isRightToLeft ? 3 * 390 : 0))
    #expect(container.pageFrame(at: 0).minX == 0)
    #expect(container.contentFrame(ofPageAt: 0).minX == (direction.isRightToLeft ? 1170 : 0))
    // Right to left the finger moves right (60 → 300); left to right it moves left.
    let from = direction.isRightToLeft ? 60.0 : 330
    container.play(
      DragGesture(
        from: CGPoint(x: from, y: 600), to: CGPoint(x: 390 - from, y: 600), duration: 0.2),
      at: 0)
    container.advance(to: 0.2)
    // Mid-swipe page 1 comes in from the left right to left, from the right left to right.
    let incoming = container.pageFrame(at: 1)
    #expect(direction.isRightToLeft ? incoming.minX < 0 : incoming.minX > 0)
    #expect(incoming.maxX > 0 && incoming.minX < 390)
    container.advance(to: 2)
    #expect(container.currentIndex == 1)
    #expect(container.progress == 1)
    #expect(container.pagerOffset == (direction.isRightToLeft ? 780 : 390))
    #expect(container.pageFrame(at: 1).minX == 0)
    #expect(container.pageFrame(at: 0).minX == (direction.isRightToLeft ? 390 : -390))
  }

  @Test(
    "A pager fling is physical: right to left, a fling toward smaller offsets advances",
    arguments: LayoutDirection.cases)
  func flingDirection(direction: LayoutDirection) {
    let (container, _) = Fixtures.container(direction: direction)
    container.fling(vx: direction.vx(1500), vy: 0, time: 0)
    container.advance(to: 1)
    #expect(container.currentIndex == 1)
    #expect(container.pagerOffset == direction.pagerOffset(390, pageCount: 4))
    // Toward page 0 from page 0: the pager bounces past its leading end and comes back.
    container.scrollToItem(at: 0, animated: false)
    container.fling(vx: direction.vx(-1500), vy: 0, time: 1)
    container.advance(to: 1.05)
    let past = direction.pagerOffset(container.pagerOffset, pageCount: 4)
    #expect(past < 0, "logically before page 0 (\(past))")
    container.advance(to: 3)
    #expect(container.currentIndex == 0)
    #expect(container.pagerOffset == direction.pagerOffset(0, pageCount: 4))
  }

  @Test("Changing the direction keeps the current page, its position and the header in place")
  func directionChangeKeepsThePage() {
    let (container, _) = Fixtures.container(heights: [3000, 3000, 3000, 3000])
    let log = ContainerCallLog()
    container.delegate = log
    container.setCurrentPageOffset(120 - 364, animated: false)
    container.scrollToItem(at: 2, animated: false)
    let header = container.headerFrame
    let bar = container.barFrame
    log.calls.removeAll()
    container.layoutDirection = .rightToLeft
    #expect(container.currentIndex == 2)
    #expect(container.progress == 2)
    #expect(container.pagerOffset == 390)
    #expect(container.pageFrame(at: 2) == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(container.contentFrame(ofPageAt: 2).minX == 390)
    #expect(container.contentFrame(ofPageAt: 3).minX == 0)
    #expect(container.headerFrame == header)
    #expect(container.barFrame == bar)
    #expect((0..<4).map { container.scrolled(pageAt: $0) } == [120, 0, 120, 0])
    #expect(log.milestones.isEmpty, "nothing moved: \(log.milestones)")
    #expect(SwipeInvariants.problems(in: container).isEmpty)
    // A finger moving right now advances.
    container.play(
      DragGesture(from: CGPoint(x: 60, y: 600), to: CGPoint(x: 300, y: 600), duration: 0.2),
      at: 1)
    container.advance(to: 3)
    #expect(container.currentIndex == 3)
    #expect(container.pagerOffset == 0)
    container.layoutDirection = .leftToRight
    #expect(container.currentIndex == 3)
    #expect(container.pagerOffset == 1170)
    #expect(container.pageFrame(at: 3).minX == 0)
  }

  @Test("A direction change under a swiping finger ends the touch where it is, without a jump")
  func directionChangeDuringASwipe() {
    let (container, _) = Fixtures.container()
    container.touchDown(at: CGPoint(x: 300, y: 600), time: 0)
    for step in 1...10 {
      container.touchMoved(
        to: CGPoint(x: 300 - 10 * Double(step), y: 600), time: 0.016 * Double(step))
    }
    let progress = container.progress
    #expect(progress > 0.1)
    container.layoutDirection = .rightToLeft
    #expect(container.progress == progress, "the pager stays where it was")
    #expect(abs(container.pagerOffset - (1170 - progress * 390)) < 1e-9)
    #expect(!container.pager.isTracking, "the finger's touch ended")
    // Its later moves and its lift are ignored; the pager settles on the nearest page.
    container.touchMoved(to: CGPoint(x: 20, y: 600), time: 0.2)
    #expect(container.progress <= progress)
    container.touchUp(time: 0.25)
    container.advance(to: 2)
    #expect(container.currentIndex == 0)
    #expect(container.pagerOffset == 1170)
  }

  @Test(
    "A finger lands on the page under it, where the pager shows it",
    arguments: LayoutDirection.cases)
  func hitTesting(direction: LayoutDirection) throws {
    let (container, _) = Fixtures.container(direction: direction)
    container.scrollToItem(at: 1, animated: false)
    container.touchDown(at: direction.point(x: 300, y: 600), time: 0)
    for step in 1...8 {
      container.touchMoved(
        to: direction.point(x: 300 - 25 * Double(step), y: 600), time: 0.016 * Double(step))
    }
    // A quarter of page 2 shows, on the right left to right, on the left right to left.
    let shown = try #require(container.loadedPage(under: direction.point(x: 380, y: 600)))
    #expect(shown.index == 2)
    #expect(container.loadedPage(under: direction.point(x: 10, y: 600))?.index == 1)
    let frame = container.pageFrame(at: 2)
    #expect(frame.contains(direction.point(x: 380, y: 600)))
    container.touchUp(time: 0.2)
  }

  // MARK: - Scenario files

  @Test("The layoutDirection field is read, and a bad value is an error naming its path")
  func scenarioField() throws {
    func file(_ value: String) -> String {
      #"{"viewport": {"width": 390, "height": 844}, "swipe": {"layoutDirection": \#(value), "pages": [{"contentHeight": 100}]}, "sample": {"at": [0]}}"#
    }
    for (value, direction) in [
      (#""rightToLeft""#, LayoutDirection.rightToLeft), (#""leftToRight""#, .leftToRight),
    ] {
      let scenario = try Scenario.decode(Data(file(value).utf8))
      guard case .swipe(let scene) = scenario.scene else {
        Issue.record("not a swipe scene")
        return
      }
      #expect(scene.layoutDirection == direction)
    }
    #expect(
      ScenarioTests.error(file(#""upward""#))
        == #"error: swipe.layoutDirection: must be "leftToRight" or "rightToLeft", got "upward""#)
    #expect(
      ScenarioTests.error(file("1"))
        == #"error: swipe.layoutDirection: must be "leftToRight" or "rightToLeft", got a number"#)
  }

  @Test("The right-to-left example prints page 0 at the largest pager offset, index logical")
  func example() throws {
    let lines = try SwipeScenarioTests.play("swipe-right-to-left")
    let start = try SwipeScenarioTests.sample(lines, at: 0)
    #expect(start["index"] as? Double == 0)
    #expect(start["pagerOffset"] as? Double == 1170)
    // A finger moving right (60 → 300) advanced to page 1.
    let swiped = try SwipeScenarioTests.sample(lines, at: 1.75)
    #expect(swiped["index"] as? Double == 1)
    #expect(swiped["progress"] as? Double == 1)
    #expect(swiped["pagerOffset"] as? Double == 780)
    #expect(SwipeScenarioTests.scrolled(swiped, 1) == 87.5)
    // At page 0 a finger moving left pulls the pager past its leading (right) end.
    let pulled = try SwipeScenarioTests.sample(lines, at: 4.5)
    #expect(pulled["pagerOffset"] as? Double ?? 0 > 1170)
    #expect(pulled["progress"] as? Double == 0)
    let last = try SwipeScenarioTests.sample(lines, at: 5.25)
    #expect(last["index"] as? Double == 3)
    #expect(last["pagerOffset"] as? Double == 0)
  }

  @Test("The right-to-left example is its left-to-right mirror: the same logical samples")
  func exampleMirrorsLeftToRight() throws {
    let text = try ExampleScenarios.text(named: "swipe-right-to-left")
    let rtl = try ScenarioRunner.lines(try Scenario.decode(Data(text.utf8)))
    let ltr = try ScenarioRunner.lines(
      try Scenario.decode(try ScenarioMirror.mirrored(text, to: .leftToRight)))
    let found = try ScenarioMirror.firstDifference(ltr, rtl)
    #expect(found == nil, "\(found ?? "")")
  }
}
