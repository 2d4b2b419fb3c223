import Foundation
import SwipeCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What a user sees of a swipe container at one instant, for the no-jump properties: where the
/// header, the bar and every visible page's content are on screen, and how fast the motions
/// that move them go. Read from the container's public state only.
public struct ContainerSnapshot: Sendable {
  /// One visible page.
  public struct Page: Sendable {
    /// The page's index.
    public var index: Int
    /// The page's left edge on screen.
    public var x: Double
    /// Its first row's top on screen: `T + H + B − s`.
    public var contentTop: Double
    /// `s`.
    public var scrolled: Double
    /// Its scroller's velocity (points per second).
    public var velocity: Double
    /// Whether a finger drags it.
    public var isDragging: Bool
    /// Whether its scroller is bouncing.
    public var isBouncing: Bool
    /// How far past an edge its content is beyond what a drag's rubber band reaches (the
    /// overshoot shown for a pull of two view lengths): where a grab holds it (DESIGN §4).
    /// For coverage: a grab there moves nothing either.
    public var beyondReach: Double

    /// A page shown at `x` whose scroll view `scroller` shows its first row at `contentTop`
    /// (only differences of `contentTop` count) and is at `s = scrolled`.
    public init(
      index: Int, x: Double, contentTop: Double, scrolled: Double, scroller: Scroller
    ) {
      self.index = index
      self.x = x
      self.contentTop = contentTop
      self.scrolled = scrolled
      velocity = scroller.velocity
      isDragging = scroller.isDragging
      isBouncing = scroller.phase == .bouncing
      beyondReach = max(scroller.overscroll - scroller.grabReach, 0)
    }
  }

  /// When.
  public var time: Double
  /// The header's top on screen, if there is a header.
  public var header: Double?
  /// The bar's top on screen, if there is a bar.
  public var bar: Double?
  /// The pages that show (more than a millionth of a point of them).
  public var pages: [Page]
  /// The pager's velocity (points per second).
  public var pagerVelocity: Double
  /// Whether a finger drags the pager.
  public var pagerDragging: Bool
  /// Whether the pager's paging spring runs.
  public var pagerPaging: Bool
  /// Whether the pager bounces.
  public var pagerBouncing: Bool
  /// Whether the pager rests exactly on a page.
  public var pagerOnPage: Bool
  /// The viewport's width.
  public var width: Double

  /// A moment at `time`: the header's and the bar's tops, the pages shown, the pager (moved by
  /// `pager`, at `pagerOffset`) and the viewport's `width`.
  public init(
    time: Double, header: Double?, bar: Double?, pages: [Page], pager: Scroller,
    pagerOffset: Double, width: Double
  ) {
    self.time = time
    self.header = header
    self.bar = bar
    self.pages = pages
    self.width = width
    pagerVelocity = pager.velocity
    pagerDragging = pager.isDragging
    pagerPaging = pager.phase == .paging
    pagerBouncing = pager.phase == .bouncing
    let pagesAcross = width > 0 ? pagerOffset / width : 0
    pagerOnPage = abs(pagesAcross - pagesAcross.rounded()) < 1e-9
  }

  /// The container as it is at `time`.
  public init(_ container: SwipeContainer, at time: Double) {
    let width = Double(container.viewportSize.width)
    let reserved = container.reservedTop
    let pages = container.loadedPages.compactMap { page -> Page? in
      let frame = container.pageFrame(at: page.index)
      guard min(Double(frame.maxX), width) - max(Double(frame.minX), 0) > 1e-6 else {
        return nil
      }
      let s = container.scrolled(pageAt: page.index)
      return Page(
        index: page.index, x: Double(frame.minX), contentTop: reserved - s, scrolled: s,
        scroller: page.scroller)
    }
    self.init(
      time: time, header: container.headerFrame.map { Double($0.minY) },
      bar: container.barFrame.map { Double($0.minY) }, pages: pages, pager: container.pager,
      pagerOffset: container.pagerOffset, width: width)
  }
}

/// DESIGN's "nothing the user sees moves more than the motion allows in one frame", checked
/// between two snapshots: the header, the bar, every page shown at both instants (its left edge
/// and its first row) move at most `slack` plus the interval times the speed of what moves them
/// (the faster of the two instants', times `speedMargin`: a motion that starts within the
/// interval, a fling, starts faster than it is at its end).
///
/// - Content moves at its scroller's speed; a dragged one by one more finger move, `fingerStep`
///   (the script's largest: a finger's samples arrive about once a frame, and a drag's velocity
///   estimate lags the finger at first).
/// - Pages move sideways at the pager's speed (or by a finger move, while it drags the pager).
/// - The header and the bar are placed from the two pages a swipe shows, blended by its
///   progress, with tops that move at most as fast as `s` does: they move at most at the faster
///   page's speed plus the difference of the two pages' `s` times the progress's rate.
/// - A bounce may snap (within 0.5 pt of the edge it stops there, as UIKit's does), moving that
///   page's content, the chrome, or the pages sideways by 0.5 pt more; the paging spring may snap
///   the pages sideways by 1 pt (within 1 pt of its page, DESIGN §4).
/// - Nothing else: a finger grabbing content further past an edge than its rubber band reaches
///   holds it where it is (DESIGN §4), and code never moves the pager a finger holds (§6).
public enum JumpCheck {
  /// What moved too far from `a` to `b`, as readable lines (empty when nothing did).
  public static func jumps(
    from a: ContainerSnapshot, to b: ContainerSnapshot, fingerStep: Double,
    slack: Double = 0.05, speedMargin: Double = 1.05
  ) -> [String] {
    let dt = b.time - a.time
    guard dt > 0 else { return [] }
    var problems: [String] = []
    // The paging spring snaps to its page (it may start and end within the step), a bounce to
    // its edge.
    let pagerSnap =
      a.pagerPaging || (!a.pagerOnPage && b.pagerOnPage)
      ? PhysicsConstants.pagingSnapDistance
      : a.pagerBouncing ? PhysicsConstants.bounceSettleDistance : 0
    let pagerStep =
      max(abs(a.pagerVelocity), abs(b.pagerVelocity)) * speedMargin * dt + pagerSnap
      + (a.pagerDragging || b.pagerDragging ? fingerStep : 0)
    // Each shown page's own step; a neighbour that follows the current page moves as it does.
    var steps: [Int: Double] = [:]
    for page in b.pages {
      guard let before = a.pages.first(where: { $0.index == page.index }) else { continue }
      let dragged = before.isDragging || page.isDragging
      let settles = before.isBouncing ? PhysicsConstants.bounceSettleDistance : 0
      steps[page.index] =
        max(abs(before.velocity), abs(page.velocity)) * speedMargin * dt + settles
        + (dragged ? fingerStep : 0)
    }
    let largestStep = steps.values.max() ?? 0
    for page in b.pages {
      guard let before = a.pages.first(where: { $0.index == page.index }) else { continue }
      let step = largestStep
      let moved = abs(page.contentTop - before.contentTop)
      if moved > slack + step {
        problems.append(
          "page \(page.index)'s content moved \(moved) pt in \(dt * 1000) ms (allowed \(step))")
      }
      let across = abs(page.x - before.x)
      if across > slack + pagerStep {
        problems.append(
          "page \(page.index) moved sideways \(across) pt in \(dt * 1000) ms (allowed \(pagerStep))"
        )
      }
    }
    // The chrome blends the two pages' tops by the progress, which moves by pager step / W.
    let spread = spread(a) + spread(b)
    let chromeStep = largestStep + (b.width > 0 ? spread * pagerStep / b.width : 0)
    for (name, before, after) in [("header", a.header, b.header), ("bar", a.bar, b.bar)] {
      guard let before, let after else { continue }
      let moved = abs(after - before)
      if moved > slack + chromeStep {
        problems.append("\(name) moved \(moved) pt in \(dt * 1000) ms (allowed \(chromeStep))")
      }
    }
    return problems
  }

  /// How far apart the shown pages' `s` are (0 with one page shown).
  static func spread(_ snapshot: ContainerSnapshot) -> Double {
    let values = snapshot.pages.map(\.scrolled)
    guard let low = values.min(), let high = values.max() else { return 0 }
    return high - low
  }
}
