import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore

/// DESIGN.md §12, "One mover", headless: what an app and UIKit do to a page's scroll view behind
/// the container's back. A whole `contentInset` of the app's own keeps the container's
/// reservation; UIKit's correction of the offset shifts what moves and never stops it.
@Suite("Page view changes: the app's inset, UIKit's corrections")
struct PageViewChangeTests {
  // MARK: - Reading an inset the container did not set

  @Test("A change of the inset read (+=, a saved inset restored) changes the owner's part by it")
  func changeOfTheInsetRead() {
    let known = Insets(top: 304 + 10, bottom: 34)
    let owner = Insets(top: 10)
    let added = PageInsetOwnership.ownerInset(
      after: Insets(top: 304 + 10 + 54, bottom: 34), known: known, owner: owner)
    #expect(added == Insets(top: 64))
    let restored = PageInsetOwnership.ownerInset(
      after: Insets(top: 304, bottom: 34), known: known, owner: owner)
    #expect(restored == Insets(top: 0), "back to the container's part exactly")
  }

  @Test("A whole inset below the container's part on an edge it changes is the owner's whole part")
  func wholeInset() {
    let known = Insets(top: 304, bottom: 34)
    let whole = PageInsetOwnership.ownerInset(
      after: Insets(top: 0, bottom: 80), known: known, owner: .zero)
    #expect(whole == Insets(top: 0, bottom: 80))
    // `contentInset.bottom = 20` alone: the top it read stays the container's and nothing more.
    let bottomOnly = PageInsetOwnership.ownerInset(
      after: Insets(top: 304, bottom: 20), known: known, owner: Insets(bottom: 0))
    #expect(bottomOnly == Insets(top: 0, bottom: 20))
  }

  @Test("An inset assigned twice reads the same as once; an unchanged one changes nothing")
  func idempotent() {
    let known = Insets(top: 304, left: 3, bottom: 34, right: 3)
    let owner = Insets(left: 3, right: 3)
    #expect(PageInsetOwnership.ownerInset(after: known, known: known, owner: owner) == owner)
    let once = PageInsetOwnership.ownerInset(
      after: Insets(bottom: 80), known: known, owner: owner)
    let reserved = Insets(top: 304 + once.top, bottom: 34 + once.bottom)
    // The container writes its part back on top of the owner's; the app assigns the same again.
    let twice = PageInsetOwnership.ownerInset(
      after: Insets(bottom: 80), known: reserved, owner: once)
    #expect(once == Insets(bottom: 80))
    #expect(twice == once)
  }

  // MARK: - The headless container

  @Test("A whole inset keeps the header's reservation and moves nothing the user sees")
  func containerKeepsReservation() throws {
    let (container, _) = Fixtures.container(heights: [3000, 3000])
    let reserved = try #require(container.currentPage).scroller.contentInset.top
    let header = container.headerFrame
    container.setContentInset(Insets(top: 0, bottom: 80), forPageAt: 0)
    let page = try #require(container.currentPage)
    #expect(page.scroller.contentInset.top == reserved)
    #expect(page.scroller.contentInset.bottom == 80)
    #expect(container.headerFrame == header)
    #expect(container.currentScroll == 0)
    container.setCurrentPageOffset(100_000, animated: false)
    #expect(abs(container.currentScroll - (3000 - 844 + reserved + 80)) < 1e-9, "end reachable")
    container.setCurrentPageOffset(-100_000, animated: false)
    #expect(container.headerFrame == header, "the header shows again")
  }

  @Test("A correction shifts a fling by dy, frame by frame, and the fling goes on")
  func correctionShiftsFling() throws {
    func trace(correctAt: Int?) throws -> [Double] {
      let (container, _) = Fixtures.container(heights: [6000, 6000])
      container.setCurrentPageOffset(600 - 364, animated: false)
      container.fling(vx: 0, vy: 2500, time: 0)
      var offsets: [Double] = []
      for frame in 1...60 {
        if frame == correctAt { container.correctOffset(by: 20, forPageAt: 0) }
        container.advance(to: Double(frame) / 120)
        offsets.append(try #require(container.currentPage).scroller.offset)
      }
      return offsets
    }
    let plain = try trace(correctAt: nil)
    let corrected = try trace(correctAt: 10)
    #expect(plain[59] - plain[40] > 20, "the fling still moves")
    let deviation = (10..<60).map { abs(corrected[$0] - plain[$0] - 20) }.max() ?? 0
    #expect(deviation < 1e-9)
    let before = (0..<9).map { abs(corrected[$0] - plain[$0]) }.max() ?? 0
    #expect(before == 0)
  }

  @Test("Changes to a page that is not loaded, and non-finite ones, are ignored")
  func ignored() throws {
    let (container, _) = Fixtures.container(heights: [3000, 3000, 3000, 3000])
    let page = try #require(container.currentPage)
    container.correctOffset(by: .nan, forPageAt: 0)
    container.correctOffset(by: 20, forPageAt: 3)
    container.setContentInset(Insets(bottom: 80), forPageAt: 3)
    container.setContentInset(Insets(top: .infinity, bottom: .nan), forPageAt: 0)
    let after = try #require(container.currentPage)
    #expect(after.scroller.offset == page.scroller.offset)
    #expect(after.scroller.contentSize == page.scroller.contentSize)
    #expect(container.loadedPage(at: 3) == nil)
  }
}
