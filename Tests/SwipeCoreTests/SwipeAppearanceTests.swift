import Foundation
import SwipeScenario
import SwipeTestSupport
import Testing

@testable import SwipeCore

/// Page appearance (UIKit's appearance callbacks for a container's pages) and refresh reports:
/// what the container tells, in order, for swipes, cancelled swipes, page changes, reloads and
/// leaving the screen.
@Suite("Swipe container page appearance and refresh reports")
struct SwipeAppearanceTests {
  /// A container of four tall pages that records its appearance events as "0+" (will appear),
  /// "0*" (did appear), "0-" (will disappear) and "0/" (did disappear).
  final class Recorder {
    var steps: [String] = []
    var refreshes: [(page: Int, state: RefreshState, progress: Double)] = []

    func take() -> [String] {
      defer { steps.removeAll() }
      return steps
    }
  }

  static func container(pages: Int = 4, direction: LayoutDirection = .leftToRight) -> (
    SwipeContainer, TestPages, Recorder
  ) {
    let recorder = Recorder()
    let testPages = TestPages(Array(repeating: 3000, count: pages))
    let container = SwipeContainer(
      viewportSize: Fixtures.phoneViewport, topInset: 64, headerHeight: 260, barHeight: 40)
    container.layoutDirection = direction
    container.eventHandler = { [weak container] event in
      switch event {
      case .pageAppearance(let page, let step):
        let mark: String =
          switch step {
          case .willAppear: "+"
          case .didAppear: "*"
          case .willDisappear: "-"
          case .didDisappear: "/"
          }
        recorder.steps.append("\(page)\(mark)")
      case .refreshDidChange(let page):
        guard let container else { return }
        recorder.refreshes.append(
          (page, container.refreshState(pageAt: page), container.refreshPullProgress(pageAt: page)))
      default: break
      }
    }
    container.dataSource = testPages
    return (container, testPages, recorder)
  }

  /// A horizontal drag by `dx` over 0.25 s from the middle of the screen, released, then time
  /// to settle.
  static func swipe(_ container: SwipeContainer, dx: Double, at start: TimeInterval) {
    let from = CGPoint(x: dx < 0 ? 350 : 40, y: 600)
    container.play(
      DragGesture(from: from, to: CGPoint(x: from.x + dx, y: 600), duration: 0.25), at: start)
    container.advance(to: start + 2)
  }

  @Test("A completed swipe, a cancelled one, a slide past pages, a jump: UIKit's order")
  func swipesAndPageChanges() {
    let (container, _, recorder) = Self.container()
    container.advance(to: 0.01)
    #expect(recorder.take() == ["0+", "0*"], "the first page appears once there is a width")
    Self.swipe(container, dx: -300, at: 0.1)
    #expect(container.currentIndex == 1)
    #expect(recorder.take() == ["0-", "1+", "0/", "1*"])
    // Too short and too slow to change page: page 2 was on its way and goes back.
    container.play(
      DragGesture(from: CGPoint(x: 300, y: 600), to: CGPoint(x: 260, y: 600), duration: 0.5),
      at: 3)
    container.advance(to: 5)
    #expect(container.currentIndex == 1)
    #expect(recorder.take() == ["1-", "2+", "2-", "2/", "1+", "1*"])
    // A slide from 1 to 3 passes page 2, which neither appears nor disappears.
    container.scrollToItem(at: 3, animated: true)
    container.advance(to: 6)
    #expect(container.currentIndex == 3)
    #expect(recorder.take() == ["1-", "3+", "1/", "3*"])
    container.scrollToItem(at: 0, animated: false)
    #expect(recorder.take() == ["3-", "0+", "3/", "0*"], "wills first, as UIKit's transitions")
  }

  @Test("A swipe that changes direction under the finger cancels the page it first showed")
  func changeOfDirection() {
    let (container, _, recorder) = Self.container()
    container.scrollToItem(at: 1, animated: false)
    container.advance(to: 0.01)
    _ = recorder.take()
    var time = 0.1
    container.touchDown(at: CGPoint(x: 200, y: 600), time: time)
    // Left past the slop toward page 2, then back right past the start toward page 0.
    let xs =
      Array(stride(from: 190.0, through: 120, by: -10)) + stride(from: 130, through: 320, by: 10)
    for x in xs {
      time += 1.0 / 120
      container.touchMoved(to: CGPoint(x: x, y: 600), time: time)
    }
    #expect(recorder.steps == ["1-", "2+", "2-", "2/", "0+"])
    time += 0.5
    container.touchMoved(to: CGPoint(x: 320, y: 600), time: time)
    container.touchUp(time: time + 0.1)
    container.advance(to: time + 3)
    #expect(container.currentIndex == 0)
    #expect(recorder.take() == ["1-", "2+", "2-", "2/", "0+", "1/", "0*"])
  }

  @Test("Leaving the screen and a reload that removes the page make it disappear")
  func offScreenAndReload() {
    let (container, pages, recorder) = Self.container()
    container.scrollToItem(at: 3, animated: false)
    container.advance(to: 0.01)
    _ = recorder.take()
    container.isShown = false
    #expect(recorder.take() == ["3-", "3/"])
    container.scrollToItem(at: 2, animated: false)
    #expect(recorder.take().isEmpty, "nothing appears off screen")
    container.isShown = true
    #expect(recorder.take() == ["2+", "2*"])
    pages.heights = [3000, 3000]
    container.reloadData()
    #expect(container.currentIndex == 1)
    #expect(recorder.take() == ["2-", "1+", "2/", "1*"])
    pages.heights = []
    container.reloadData()
    #expect(recorder.take() == ["1-", "1/"])
  }

  @Test("Right to left, the neighbour a drag shows is the logical next page")
  func rightToLeft() {
    let (container, _, recorder) = Self.container(direction: .rightToLeft)
    container.advance(to: 0.01)
    _ = recorder.take()
    // Right to left, a finger moving right advances.
    Self.swipe(container, dx: 300, at: 0.1)
    #expect(container.currentIndex == 1)
    #expect(recorder.take() == ["0-", "1+", "0/", "1*"])
  }

  @Test("A pull reports its state and progress each frame, through the refresh and back")
  func refreshReports() throws {
    let (container, _, recorder) = Self.container()
    container.refreshConfiguration = .seed
    container.advance(to: 0.01)
    let pull = DragGesture(
      from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 800), duration: 0.5)
    for touch in pull.touches(startingAt: 0.1, frameRate: 120) {
      container.touch(touch.phase, at: touch.point, time: touch.time)
      container.advance(to: touch.time)
    }
    container.run(from: 0.61, through: 2)
    let pulls = recorder.refreshes
    #expect(pulls.allSatisfy { $0.page == 0 })
    let progress = pulls.map(\.progress)
    #expect(progress.first ?? 1 < 0.2)
    #expect(progress.contains { $0 >= 1 }, "pulled past the trigger")
    #expect(pulls.contains { $0.state == .armed })
    #expect(pulls.contains { $0.state == .refreshing })
    // Held open while refreshing: the held height over the trigger distance.
    let seed = RefreshHeader.Configuration.seed
    #expect(
      abs(container.refreshPullProgress(pageAt: 0) - seed.holdHeight / seed.triggerDistance)
        < 1e-9)
    recorder.refreshes.removeAll()
    container.run(from: 2, through: 2.5)
    #expect(recorder.refreshes.isEmpty, "nothing changes while the page refreshes at rest")
    container.endRefreshing(pageAt: 0)
    container.run(from: 2.5, through: 5)
    let last = try #require(recorder.refreshes.last)
    #expect(last.state == .idle && last.progress == 0)
    #expect(recorder.refreshes.contains { $0.state == .retracting })
    // Consecutive reports differ: a report means a change.
    for (a, b) in zip(recorder.refreshes, recorder.refreshes.dropFirst()) {
      #expect(a.state != b.state || a.progress != b.progress)
    }
  }
}
