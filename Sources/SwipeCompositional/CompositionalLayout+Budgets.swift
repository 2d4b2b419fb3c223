import Foundation
import SwipeCore
import SwipeLayouts

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// The budgets of DESIGN.md §9c, checked on the model before anything is solved: every length a
// dimension resolves to (against the containers the solver will use) is finite and at most
// `InputLimits.maximumMagnitude`, and the layout's items plus its groups' slots (nested `count`s
// multiplied out; a repeating group's repeats bounded from its subitems' lengths when those are
// known without solving) stay within `InputLimits.maximumElements`. What
// only solving can tell — how often a repeating group repeats, how long content-sized groups and
// sections become — is checked as the solve goes (see `CompositionalLayout.init`).

extension LayoutSection {
  /// The container the section's group resolves against, in the model's own orientation
  /// (vertical scrolling: the width minus the leading and trailing insets, or the full width
  /// for an orthogonal section; horizontal scrolling: the same across).
  func groupContainer(in container: CGSize, scrollDirection: Axis) -> LayoutBox {
    let width = Double(container.width)
    let height = Double(container.height)
    guard !orthogonalScrollingBehavior.isOrthogonal else {
      return LayoutBox(width: width, height: height)
    }
    let insets = contentInsets
    if scrollDirection == .vertical {
      return LayoutBox(width: max(width - insets.leading - insets.trailing, 0), height: height)
    }
    return LayoutBox(width: width, height: max(height - insets.top - insets.bottom, 0))
  }

  /// Checks the lengths the section's dimensions resolve to in `container` (the collection
  /// view's size) and returns its group's slot count (nested counts multiplied out), saturated
  /// past `budget`.
  func checkBudgets(
    in container: CGSize, scrollDirection: Axis, budget: Int = InputLimits.maximumElements,
    at path: @autoclosure () -> String
  ) throws(LayoutError) -> Int {
    let follow = supplementariesFollowContentInsets
    let across =
      scrollDirection == .vertical
      ? contentInsets.leading + contentInsets.trailing : contentInsets.top + contentInsets.bottom
    let boundaryBox = LayoutBox(
      width: max(
        Double(container.width) - (follow && scrollDirection == .vertical ? across : 0), 0),
      height: max(
        Double(container.height) - (follow && scrollDirection == .horizontal ? across : 0), 0))
    for (index, item) in boundarySupplementaryItems.enumerated() {
      try BudgetCheck(budget: budget).size(
        item.size, in: boundaryBox, at: "\(path()).boundarySupplementaryItems[\(index)].size")
    }
    return try BudgetCheck(budget: budget).group(
      group, container: groupContainer(in: container, scrollDirection: scrollDirection),
      forcedWidth: nil, forcedHeight: nil, at: "\(path()).group")
  }
}

/// Resolves a model's dimensions the way ``GroupSolver`` will, without laying anything out.
struct BudgetCheck {
  /// The most elements (slots) allowed.
  let budget: Int

  /// Checks `group` and its subitems; returns its slots.
  func group(
    _ group: LayoutGroup, container: LayoutBox, forcedWidth: Double?, forcedHeight: Double?,
    at path: @autoclosure () -> String
  ) throws(LayoutError) -> Int {
    let width = try length(
      group.size.width, forced: forcedWidth, in: container, at: "\(path()).size.width")
    let height = try length(
      group.size.height, forced: forcedHeight, in: container, at: "\(path()).size.height")
    let insets = group.contentInsets
    let content = LayoutBox(
      width: max(width - insets.leading - insets.trailing, 0),
      height: max(height - insets.top - insets.bottom, 0))
    try supplementaries(group.supplementaryItems, on: content, at: "\(path()).supplementaryItems")
    let horizontal: Bool
    switch group.arrangement {
    case .custom(let frames): return frames.count
    case .horizontal: horizontal = true
    case .vertical: horizontal = false
    }
    let main = horizontal ? content.width : content.height
    let spacing = group.interItemSpacing?.minimum ?? 0
    if let count = group.count, let subitem = group.subitems.first {
      let slotsLength = max(main - spacing * Double(count - 1), 0)
      let slotContainer =
        horizontal
        ? LayoutBox(width: slotsLength, height: content.height)
        : LayoutBox(width: content.width, height: slotsLength)
      let inner = try self.subitem(
        subitem, container: slotContainer, forcedMain: slotsLength / Double(count),
        horizontal: horizontal, at: "\(path()).subitems[0]")
      return try multiply(
        inner.slots, by: count, at: "\(path()).count", what: "multiplies out to")
    }
    var children: [(slots: Int, extent: Double?)] = []
    for (index, subitem) in group.subitems.enumerated() {
      children.append(
        try self.subitem(
          subitem, container: content, forcedMain: nil, horizontal: horizontal,
          at: "\(path()).subitems[\(index)]"))
    }
    let once = children.reduce(0) { min($0 + $1.slots, budget + 1) }
    // A group sized by its content places its subitems once; a fixed one repeats them while
    // they fit, which the subitems' lengths tell when they are known without solving (else
    // the solve itself enforces the budget).
    let estimated = horizontal ? group.size.width.isEstimated : group.size.height.isEstimated
    let extents = children.compactMap(\.extent)
    guard !estimated, extents.count == children.count else { return once }
    let cycle = extents.reduce(0) { $0 + $1 + spacing }
    guard cycle > 0 else { return once }  // a cycle that adds no length is not repeated
    let full = ((main + spacing) / cycle).rounded(.down)
    guard full < Double(budget) else {
      throw tooMany(at: path(), what: "repeats its subitems into")
    }
    var slots = try multiply(once, by: Int(full), at: path(), what: "repeats its subitems into")
    // The last, partial cycle: as many subitems as still fit (the first always goes in).
    var used = full > 0 ? full * cycle - spacing : 0
    for (index, child) in children.enumerated() {
      let need = (full > 0 || index > 0 ? spacing : 0) + extents[index]
      if full > 0 || index > 0, used + need > main + 1e-9 { break }
      used += need
      slots = min(slots + child.slots, budget + 1)
    }
    guard slots <= budget else { throw tooMany(at: path(), what: "repeats its subitems into") }
    return slots
  }

  /// `slots × factor`, or an error past the element budget.
  private func multiply(
    _ slots: Int, by factor: Int, at path: @autoclosure () -> String, what: String
  ) throws(LayoutError) -> Int {
    let (product, overflow) = slots.multipliedReportingOverflow(by: factor)
    guard !overflow, product <= budget else {
      throw tooMany(at: path(), what: what)
    }
    return product
  }

  private func tooMany(at path: String, what: String) -> LayoutError {
    LayoutError(
      path: path,
      problem:
        "\(what) more than \(budget) slots with its nested groups (the "
        + "element limit)")
  }

  /// Checks one subitem (an item's badges against its frame after its content insets); returns
  /// its slots and, when known without solving, its extent along the group's axis (edge
  /// spacing included).
  private func subitem(
    _ subitem: LayoutGroup.Subitem, container: LayoutBox, forcedMain: Double?, horizontal: Bool,
    at path: @autoclosure () -> String
  ) throws(LayoutError) -> (slots: Int, extent: Double?) {
    let forcedWidth = horizontal ? forcedMain : nil
    let forcedHeight = horizontal ? nil : forcedMain
    let dimension = horizontal ? subitem.size.width : subitem.size.height
    var extent: Double?
    if case .item = subitem {
      extent = max(container.length(dimension), 0)
    } else if !dimension.isEstimated {
      extent = max(container.length(dimension), 0)
    }
    let edges = subitem.edgeSpacing
    let before = (horizontal ? edges.leading : edges.top)?.minimum ?? 0
    let after = (horizontal ? edges.trailing : edges.bottom)?.minimum ?? 0
    extent = extent.map { before + $0 + after }
    switch subitem {
    case .group(let group):
      let slots = try self.group(
        group, container: container, forcedWidth: forcedWidth, forcedHeight: forcedHeight,
        at: path())
      return (slots, extent)
    case .item(let item):
      let width = try length(
        item.size.width, forced: forcedWidth, in: container, at: "\(path()).item.size.width")
      let height = try length(
        item.size.height, forced: forcedHeight, in: container, at: "\(path()).item.size.height")
      let insets = item.contentInsets
      let frame = LayoutBox(
        width: max(width - insets.leading - insets.trailing, 0),
        height: max(height - insets.top - insets.bottom, 0))
      try supplementaries(
        item.supplementaryItems, on: frame, at: "\(path()).item.supplementaryItems")
      return (1, extent)
    }
  }

  /// Checks anchored supplementaries sized against `container`, fractional offsets included.
  private func supplementaries(
    _ items: [LayoutSupplementaryItem], on container: LayoutBox,
    at path: @autoclosure () -> String
  ) throws(LayoutError) {
    for (index, item) in items.enumerated() {
      try size(item.size, in: container, at: "\(path())[\(index)].size")
      guard item.anchor.isFractionalOffset else { continue }
      let width = container.length(item.size.width)
      let height = container.length(item.size.height)
      try requireLength(
        item.anchor.offsetX * width, at: "\(path())[\(index)].containerAnchor.offset.x",
        negative: true)
      try requireLength(
        item.anchor.offsetY * height, at: "\(path())[\(index)].containerAnchor.offset.y",
        negative: true)
    }
  }

  /// Checks both dimensions of `size` in `container`.
  func size(_ size: LayoutSize, in container: LayoutBox, at path: @autoclosure () -> String)
    throws(LayoutError)
  {
    _ = try length(size.width, in: container, at: "\(path()).width")
    _ = try length(size.height, in: container, at: "\(path()).height")
  }

  /// The length `dimension` resolves to in `container` (or `forced`, a `count` slot's length),
  /// which must be finite and at most `InputLimits.maximumMagnitude`.
  func length(
    _ dimension: LayoutDimension, forced: Double? = nil, in container: LayoutBox,
    at path: @autoclosure () -> String
  ) throws(LayoutError) -> Double {
    let value = max(forced ?? container.length(dimension), 0)
    guard value.isFinite, value <= InputLimits.maximumMagnitude else {
      throw LayoutError(
        path: path(), problem: "resolves to \(value) pt, past the 1e12 pt length limit")
    }
    return value
  }
}
