import Foundation
import SwipeCore

/// The container's frame invariants, written from DESIGN.md §6 on their own: nothing here calls
/// ``SwipeGeometry`` or reads the container's derived geometry, so a mistake in the engine's
/// formulas cannot hide behind the same mistake in the check. The randomized and scenario tests
/// run it after every input.
public enum SwipeInvariants {
  /// Every violated invariant, as readable lines (empty when all hold), for a container seen
  /// for the first time: every visible neighbour at rest must agree with the current page.
  /// ``Checker`` remembers which neighbours may disagree.
  public static func problems(in container: SwipeContainer) -> [String] {
    var excused = Excused()
    return problems(in: container, excused: &excused)
  }

  /// What the last check saw: the visible neighbours that may disagree with the current page,
  /// the current page and its `s`, and each visible neighbour's `s`.
  struct Excused {
    var pages: Set<Int> = []
    var current: Int?
    var currentScroll: Double?
    var neighbours: [Int: Double] = [:]
    /// T, H, B, the width and the page count.
    var geometry: [Double] = []
  }

  /// The invariants checked one moment after another. A visible neighbour may disagree with the
  /// current page (§6: it is not moved into line on screen, which would jump; the header glides
  /// between the two) when, since the last check, it moved on screen (a motion, a programmatic
  /// change), or was the current page,
  /// or stayed where it was while its aligned position moved further than the current page did
  /// (following would have jumped), or appeared agreeing with where the current page was at some
  /// moment in between, or the header, bar, top inset, width or page count changed (which keep
  /// what shows in place); it keeps that leave while it stays on screen and disagrees. Run it
  /// after every input.
  public struct Checker {
    var excused = Excused()

    /// A checker that has seen nothing yet.
    public init() {}

    /// Every violated invariant now, as readable lines (empty when all hold).
    public mutating func problems(in container: SwipeContainer) -> [String] {
      SwipeInvariants.problems(in: container, excused: &excused)
    }
  }

  static func problems(in container: SwipeContainer, excused: inout Excused) -> [String] {
    var problems: [String] = []
    let model = Model(container)
    if !container.pagerOffset.isFinite || !container.progress.isFinite {
      problems.append("non-finite pager offset or progress")
    }
    if model.count > 0 {
      if !(0..<model.count).contains(container.currentIndex) {
        problems.append("index \(container.currentIndex) outside 0..<\(model.count)")
      }
      if container.progress < 0 || container.progress > Double(model.count - 1) {
        problems.append("progress \(container.progress) outside 0...\(model.count - 1)")
      }
      // The progress is logical: the pager's offset from page 0, in pages (mirrored right to
      // left).
      let expected =
        model.width > 0
        ? min(max(model.logicalOffset / model.width, 0), Double(model.count - 1)) : 0
      if model.width > 0, !close(container.progress, expected) {
        problems.append("progress \(container.progress), expected \(expected)")
      }
    }
    problems += chromeProblems(container, model)
    problems += pageProblems(container, model, excused: &excused)
    return problems
  }

  /// What the oracle reads from the container: inputs and each page's `s`, never a derived frame.
  struct Model {
    let count: Int
    let t: Double
    let h: Double
    let b: Double
    let width: Double
    let direction: LayoutDirection
    let container: SwipeContainer

    init(_ container: SwipeContainer) {
      self.container = container
      count = container.pageCount
      t = container.topInset
      h = container.headerHeight ?? 0
      b = container.barHeight ?? 0
      width = Double(container.viewportSize.width)
      direction = container.layoutDirection
    }

    /// The pager's logical offset (page `i` at `i × W`): right to left the physical offset is
    /// mirrored, page 0 at `(n − 1) × W`.
    var logicalOffset: Double {
      direction.pagerOffset(container.pagerOffset, pageCount: count, width: width)
    }

    /// §6: with the refresh control below the bar, a refreshable page's pull leaves the chrome.
    func chromeScroll(_ index: Int) -> Double {
      let s = container.scrolled(pageAt: index)
      let below =
        container.refreshPlacement == .belowBar && container.refreshHeader(pageAt: index) != nil
      return below ? max(s, 0) : s
    }

    /// The header's top for a page at `s`: `T − min(s, H)`, `T − s` pulled down, `T` stretched.
    func headerTop(_ s: Double) -> Double {
      if s < 0 { return container.headerStretches ? t : t - s }
      return t - min(s, h)
    }

    func headerHeight(_ s: Double) -> Double {
      s < 0 && container.headerStretches ? h - s : h
    }

    /// The bar's top: right below the header (`T + H − min(s, H)`, pinned at `T` once `s ≥ H`),
    /// or `T` with `barScrollDisabled` and no header.
    func barTop(_ s: Double) -> Double {
      if container.barScrollDisabled, h == 0 { return t }
      return t + h - min(s, h)
    }

    /// The chrome value of the shown page, blended between the two visible pages by the swipe's
    /// progress: `(1 − f)·v(left) + f·v(right)`.
    func shown(_ value: (Double) -> Double) -> Double {
      guard count > 0 else { return value(0) }
      guard width > 0 else { return value(chromeScroll(container.currentIndex)) }
      let progress = min(max(logicalOffset / width, 0), Double(count - 1))
      let left = Int(progress.rounded(.down))
      let f = progress - Double(left)
      guard f > 0, left + 1 < count else { return value(chromeScroll(container.currentIndex)) }
      return (1 - f) * value(chromeScroll(left)) + f * value(chromeScroll(left + 1))
    }
  }

  static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 * max(1, abs(b)) }

  static func chromeProblems(_ container: SwipeContainer, _ model: Model) -> [String] {
    var problems: [String] = []
    if let header = container.headerFrame {
      let top = model.shown(model.headerTop)
      let height = model.shown(model.headerHeight)
      if !close(Double(header.minY), top) || !close(Double(header.height), height) {
        problems.append("header at \(header.minY) × \(header.height), expected \(top) × \(height)")
      }
    } else if container.headerHeight != nil {
      problems.append("no header frame for a header")
    }
    if let bar = container.barFrame {
      let top = model.shown(model.barTop)
      if !close(Double(bar.minY), top) {
        problems.append("bar at \(bar.minY), expected \(top)")
      }
      if Double(bar.minY) < model.t - 1e-6 {
        problems.append("bar at \(bar.minY) above the top inset \(model.t)")
      }
    } else if container.barHeight != nil {
      problems.append("no bar frame for a bar")
    }
    return problems
  }

  static func pageProblems(_ container: SwipeContainer, _ model: Model, excused: inout Excused)
    -> [String]
  {
    var problems: [String] = []
    var stillExcused: Set<Int> = []
    var neighbours: [Int: Double] = [:]
    let s = model.count > 0 ? container.scrolled(pageAt: container.currentIndex) : 0
    let sameCurrent = model.count > 0 && excused.current == container.currentIndex
    let currentMoved = sameCurrent ? excused.currentScroll.map { abs(s - $0) } : nil
    let geometry = [model.t, model.h, model.b, model.width, Double(model.count)]
    let geometryChanged = !excused.geometry.isEmpty && excused.geometry != geometry
    defer {
      excused.pages = stillExcused
      excused.current = model.count > 0 ? container.currentIndex : nil
      excused.currentScroll = s
      excused.neighbours = neighbours
      excused.geometry = geometry
    }
    let reserved = model.t + model.h + model.b
    for page in container.loadedPages {
      let scroller = page.scroller
      let held = container.refreshHeader(pageAt: page.index)?.ownedInset ?? 0
      let own = scroller.offset + reserved
      let minimum = -held
      let maximum = scroller.maximumOffset + reserved
      if !own.isFinite { problems.append("page \(page.index) non-finite") }
      if abs(scroller.contentInset.top - (reserved + held)) > 1e-9 {
        problems.append(
          "page \(page.index) top inset \(scroller.contentInset.top), expected \(reserved) + \(held)"
        )
      }
      let restsInRange = own >= minimum - 1e-9 && own <= maximum + 1e-9
      if scroller.phase == .idle, !restsInRange {
        problems.append("page \(page.index) at rest at s = \(own) outside \(minimum)...\(maximum)")
      }
      let state = container.refreshState(pageAt: page.index)
      if page.index != container.currentIndex, state == .armed || state.name == "pulling" {
        problems.append("page \(page.index) is \(state.name) but not current")
      }
      if state.isActive, container.loadMoreState(pageAt: page.index) == .loading {
        problems.append("page \(page.index) refreshes and loads more at once")
      }
      // Right to left, page 0 is at the right: the page's frame mirrors the logical one.
      let frameX = model.direction.pageMinX(
        page.index, pagerOffset: container.pagerOffset, pageCount: model.count, width: model.width)
      if !close(Double(container.pageFrame(at: page.index).minX), frameX) {
        problems.append(
          "page \(page.index) frame at x = \(container.pageFrame(at: page.index).minX), expected \(frameX)"
        )
      }
      // §6 alignment: a visible neighbour at rest agrees with the current page, unless it moved
      // on screen (or was the current page) and has disagreed ever since.
      // On screen: more than a sliver (a millionth of a point) of the page shows.
      let minX = Double(page.index) * model.width - model.logicalOffset
      let visible = min(minX + model.width, model.width) - max(minX, 0) > 1e-6
      guard page.index != container.currentIndex, visible else { continue }
      guard scroller.phase == .idle, restsInRange else {
        stillExcused.insert(page.index)
        continue
      }
      neighbours[page.index] = own
      guard
        let disagreement = disagreement(
          own: own, current: s, h: model.h, minimum: minimum, maximum: maximum)
      else { continue }
      let previous = excused.neighbours[page.index]
      let stayed = previous.map { abs($0 - own) <= 1e-6 } ?? false
      let movedOnScreen = previous != nil && !stayed
      let alignedMovedAway =
        stayed
        && currentMoved.map { moved in
          distanceToAligned(own: own, current: s, h: model.h, minimum: minimum, maximum: maximum)
            > moved + 1e-6
        } ?? false
      // Appeared since: aligned where the current page was then (it moved on since).
      let appearedAligned =
        previous == nil && sameCurrent
        && excused.currentScroll.map { before in
          let swept = min(before, s)...max(before, s)
          return [before, s, own, 0, model.h - 1e-9, model.h].contains { candidate in
            swept.contains(candidate)
              && SwipeInvariants.disagreement(
                own: own, current: candidate, h: model.h, minimum: minimum, maximum: maximum)
                == nil
          }
        } ?? false
      if excused.pages.contains(page.index) || excused.current == page.index || alignedMovedAway
        || appearedAligned || geometryChanged || movedOnScreen
      {
        stillExcused.insert(page.index)
      } else {
        problems.append(
          "visible page \(page.index) at s = \(own) \(disagreement)"
        )
      }
    }
    return problems
  }

  /// How far a neighbour at `own` is from agreeing with the current page at `current` (see
  /// ``disagreement(own:current:h:minimum:maximum:)``).
  static func distanceToAligned(
    own: Double, current s: Double, h: Double, minimum: Double, maximum: Double
  ) -> Double {
    if s <= 0, own <= 0 { return 0 }
    if s < h { return s <= 0 && own == 0 ? 0 : abs(own - min(max(s, min(minimum, 0)), maximum)) }
    return max(min(h, maximum) - own, 0)
  }

  /// How a neighbour at `own` disagrees with the current page at `current` (nil when it
  /// agrees): while the header shows it shares the current page's position (clamped to its own
  /// range), once the bar is pinned it is at least at H; both at their tops agree.
  static func disagreement(
    own: Double, current s: Double, h: Double, minimum: Double, maximum: Double
  ) -> String? {
    if s <= 0, own <= 0 { return nil }  // both at their tops (a held refresh stays open)
    if s < h {
      let expected = min(max(s, min(minimum, 0)), maximum)
      return close(own, expected) || (s <= 0 && own == 0) ? nil : "current at \(s) < H"
    }
    return own < min(h, maximum) - 1e-6
      ? "below H while pinned (range \(minimum)...\(maximum), current \(s))" : nil
  }
}
