import Foundation
import Testing

@testable import SwipeCore

@Suite("Hosted page layout")
struct HostedPageLayoutTests {
  typealias Candidate = HostedPageLayout.ScrollCandidate

  /// A 390 × 844 page.
  static let page = CGRect(x: 0, y: 0, width: 390, height: 844)

  static func candidate(
    _ frame: CGRect = page, content: CGSize = CGSize(width: 390, height: 3000), depth: Int = 0
  ) -> Candidate {
    Candidate(frame: frame, contentSize: content, depth: depth)
  }

  @Test("A list that fills the page is the page's scroll view, short or long")
  func fillingListScrollsThePage() {
    #expect(HostedPageLayout.pageScrollView(among: [Self.candidate()], in: Self.page) == 0)
    let short = Self.candidate(content: CGSize(width: 390, height: 100))
    #expect(HostedPageLayout.pageScrollView(among: [short], in: Self.page) == 0)
    let empty = Self.candidate(content: .zero)
    #expect(HostedPageLayout.pageScrollView(among: [empty], in: Self.page) == 0)
  }

  @Test(
    "A scroll view that leaves part of the page to other views is not the page's",
    arguments: [
      CGRect(x: 0, y: 44, width: 390, height: 800),  // a title above it
      CGRect(x: 0, y: 0, width: 390, height: 600),  // a toolbar below it
      CGRect(x: 16, y: 0, width: 358, height: 844),  // margins
      CGRect(x: 0, y: 0, width: 390, height: CGFloat.infinity),
    ])
  func partialScrollViewIsNotThePage(frame: CGRect) {
    #expect(HostedPageLayout.pageScrollView(among: [Self.candidate(frame)], in: Self.page) == nil)
  }

  @Test("Half a point short of an edge still fills the page; larger frames do too")
  func tolerance() {
    let rounded = Self.candidate(CGRect(x: 0.5, y: 0.5, width: 389, height: 843))
    #expect(HostedPageLayout.pageScrollView(among: [rounded], in: Self.page) == 0)
    let larger = Self.candidate(CGRect(x: -10, y: -10, width: 410, height: 900))
    #expect(HostedPageLayout.pageScrollView(among: [larger], in: Self.page) == 0)
    let short = Self.candidate(CGRect(x: 0, y: 0.6, width: 390, height: 843.4))
    #expect(HostedPageLayout.pageScrollView(among: [short], in: Self.page) == nil)
  }

  @Test("A carousel that scrolls only sideways is left inside the content")
  func sidewaysCarouselIsNotThePage() {
    let carousel = Self.candidate(content: CGSize(width: 2000, height: 844))
    #expect(HostedPageLayout.pageScrollView(among: [carousel], in: Self.page) == nil)
    let both = Self.candidate(content: CGSize(width: 2000, height: 3000))
    #expect(HostedPageLayout.pageScrollView(among: [both], in: Self.page) == 0)
  }

  @Test("The outermost filling scroll view wins; the first listed among equals")
  func outermostWins() {
    let inner = Self.candidate(depth: 3)
    let outer = Self.candidate(depth: 1)
    let partial = Self.candidate(CGRect(x: 0, y: 100, width: 390, height: 744), depth: 0)
    #expect(HostedPageLayout.pageScrollView(among: [inner, partial, outer], in: Self.page) == 2)
    #expect(HostedPageLayout.pageScrollView(among: [outer, outer], in: Self.page) == 0)
    #expect(HostedPageLayout.pageScrollView(among: [], in: Self.page) == nil)
  }

  @Test("A page without an area has no scroll view")
  func emptyPage() {
    let page = CGRect(x: 0, y: 0, width: 0, height: 844)
    #expect(HostedPageLayout.pageScrollView(among: [Self.candidate(page)], in: page) == nil)
  }

  /// Content that answers `fixed` to any proposal, or takes what it is offered when nil, with
  /// the proposals it heard.
  final class Content {
    let fixed: Double?
    let minimum: Double
    var proposals: [Double] = []

    init(fixed: Double? = nil, minimum: Double = 0) {
      self.fixed = fixed
      self.minimum = minimum
    }

    func measure(_ proposal: Double) -> Double {
      proposals.append(proposal)
      return fixed ?? max(proposal, minimum)
    }
  }

  @Test("Content with a height of its own is measured once, at an unbounded proposal")
  func ownHeight() {
    let content = Content(fixed: 1200)
    #expect(HostedPageLayout.contentHeight(fillHeight: 800, measure: content.measure) == 1200)
    #expect(content.proposals == [.greatestFiniteMagnitude])
    let short = Content(fixed: 40)
    #expect(HostedPageLayout.contentHeight(fillHeight: 800, measure: short.measure) == 40)
  }

  @Test("Flexible content fills the page below the pinned bar, or is as tall as it needs")
  func flexibleContent() {
    let color = Content()
    #expect(HostedPageLayout.contentHeight(fillHeight: 800, measure: color.measure) == 800)
    #expect(color.proposals == [.greatestFiniteMagnitude, 800])
    let spacedBlocks = Content(minimum: 1500)
    #expect(HostedPageLayout.contentHeight(fillHeight: 800, measure: spacedBlocks.measure) == 1500)
  }

  @Test(
    "Answers that are no length give the fill height; negative ones 0",
    arguments: [
      (Double.infinity, 800.0), (.nan, 800), (1e12, 800), (-5, 0),
    ])
  func hostileAnswers(answer: Double, height: Double) {
    #expect(HostedPageLayout.contentHeight(fillHeight: 800) { _ in answer } == height)
  }

  @Test("A fill height that is no length offers 0")
  func hostileFill() {
    let color = Content()
    #expect(HostedPageLayout.contentHeight(fillHeight: .nan, measure: color.measure) == 0)
    #expect(HostedPageLayout.contentHeight(fillHeight: -20, measure: color.measure) == 0)
  }

  @Test("The collapsed content height is V − T − B, never below 0")
  func collapsedContentHeight() {
    #expect(
      SwipeGeometry.collapsedContentHeight(viewportHeight: 844, topInset: 64, barHeight: 40) == 740
    )
    #expect(
      SwipeGeometry.collapsedContentHeight(viewportHeight: 50, topInset: 64, barHeight: 40) == 0)
    let container = SwipeContainer(viewportSize: CGSize(width: 390, height: 844), topInset: 47)
    container.barHeight = 44
    container.safeArea = Insets(top: 47, left: 0, bottom: 34, right: 0)
    #expect(container.collapsedContentHeight == 844 - 34 - 47 - 44)
  }
}
