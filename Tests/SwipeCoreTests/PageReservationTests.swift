import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore
@testable import SwipeScenario

/// How a page reserves the header's space (inset, placeholder, or the header as a placeholder
/// below an inset of `T + B`) changes where its content starts in its own coordinates, never
/// what the user sees: the same script gives the same header, bar and `s` frame by frame.
@Suite("Page reservation")
struct PageReservationTests {
  /// Per frame: the header's and the bar's y, and every loaded page's index and `s`.
  static func frames(_ reservation: PageReservation) -> [[Double]] {
    let (container, pages) = Fixtures.container(heights: [3000, 400, 3000], header: 200)
    pages.reservation = reservation
    container.reloadData()
    var frames: [[Double]] = []
    func record(_ container: SwipeContainer) {
      var frame = [
        Double(container.headerFrame?.minY ?? .nan), Double(container.barFrame?.minY ?? .nan),
      ]
      for page in container.loadedPages {
        frame += [Double(page.index), container.scrolled(pageAt: page.index)]
      }
      frames.append(frame)
    }
    // Up past the header, a fling, a pull past the top, a swipe to the short page and back,
    // the header's height changed under a scrolled page.
    container.play(
      DragGesture(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 300), duration: 0.2),
      at: 0)
    container.run(from: 0.2, through: 1.5, body: record)
    container.play(
      DragGesture(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 800), duration: 0.2),
      at: 1.5)
    container.run(from: 1.7, through: 2.5, body: record)
    container.play(
      DragGesture(from: CGPoint(x: 350, y: 600), to: CGPoint(x: 40, y: 600), duration: 0.2),
      at: 2.5)
    container.run(from: 2.7, through: 3.5, body: record)
    container.headerHeight = 120
    container.run(from: 3.5, through: 3.6, body: record)
    container.scrollToItem(at: 0, animated: true)
    container.run(from: 3.6, through: 4.5, body: record)
    return frames
  }

  @Test(
    "Every reservation shows the same frames as the inset",
    arguments: [PageReservation.placeholder, .headerPlaceholder])
  func reservationChangesNothingVisible(reservation: PageReservation) {
    let inset = Self.frames(.contentInset)
    let other = Self.frames(reservation)
    #expect(inset.count == other.count && inset.count > 400)
    for (frame, (a, b)) in zip(inset, other).enumerated() {
      let same = a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-6 }
      #expect(same, "frame \(frame): \(a) vs \(b)")
      if !same { break }
    }
  }

  @Test("The header as a placeholder: the inset holds T + B, the content starts with H")
  func headerPlaceholderSplits() throws {
    let (container, pages) = Fixtures.container(heights: [3000], header: 200)
    pages.reservation = .headerPlaceholder
    container.reloadData()
    let page = try #require(container.currentPage)
    #expect(page.scroller.contentInset.top == 64 + 40)
    #expect(page.placeholder == 200)
    #expect(page.scroller.contentSize.height == 3200)
    container.headerHeight = nil
    #expect(container.currentPage?.placeholder == 0)
    #expect(abs((container.currentPage?.scroller.contentInset.top ?? 0) - 104) < 1e-9)
  }
}
