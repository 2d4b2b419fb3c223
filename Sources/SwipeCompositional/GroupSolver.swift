import Foundation
import SwipeCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A supplementary placed by a group layout: a badge on an item or a group's own supplementary.
struct AnchoredFrame: Sendable, Equatable {
  var kind: String
  var frame: CGRect
  var zIndex: Int
  /// The slot (item index, relative to the outermost group's first item) of the badge's item, or
  /// of the first item of the group the supplementary belongs to.
  var slot: Int
}

/// One laid-out group: its size, and the frames of its items (in slot order) and anchored
/// supplementaries, relative to the group's origin.
struct GroupTemplate: Sendable {
  var size = CGSize.zero
  var items: [CGRect] = []
  var supplementaries: [AnchoredFrame] = []
  /// How many groups were laid out to make it (the work a solve did; see `GroupSolver`).
  var groupResolutions = 0
  /// Whether the slot budget stopped it short (the layout is then rejected).
  var exceededBudget = false
}

/// A width and a height a dimension resolves against.
struct LayoutBox: Sendable {
  var width: Double
  var height: Double

  func length(_ dimension: LayoutDimension) -> Double {
    dimension.resolve(width: width, height: height)
  }
}

/// Lays out one group instance in solved space (vertical scrolling, left to right) per
/// DESIGN.md §9b: repeating subitems, `count` slots, fixed and flexible spacing, edge spacing,
/// content insets, nested and custom groups, badges and group supplementaries, estimated sizes
/// replaced by measured ones.
///
/// - Complexity: linear in the size of the result. Each group in it is laid out once: whether
///   the next subitem of a repeating group still fits is decided from its size before it is laid
///   out (a fixed or fractional length is known from the container; an estimated one is the
///   estimate or the measured size for an item, and for a group the extent the same subitem had
///   in an earlier cycle of the same group, when no measured size lies in its slots). Only a
///   subitem whose length depends on measured sizes can be laid out and then rolled back.
///   `GroupTemplate.groupResolutions` counts the groups laid out.
struct GroupSolver {
  /// Measured sizes (solved space) by item index within the section.
  let measured: [Int: CGSize]
  /// The section item index of the group's first slot.
  let firstItem: Int
  /// The most slots the template may hold; past it the solve stops and reports it.
  let slotBudget: Int

  private(set) var output = GroupTemplate()
  private var slot = 0
  /// One past the highest slot whose measured size was read (the reach of an instance).
  private var slotReach = 0

  init(measured: [Int: CGSize] = [:], firstItem: Int = 0, slotBudget: Int = .max) {
    self.measured = measured
    self.firstItem = firstItem
    self.slotBudget = slotBudget
  }

  /// Lays out the outermost group against `container`, with at most `slotBudget` slots.
  static func template(
    _ group: LayoutGroup, container: LayoutBox, measured: [Int: CGSize] = [:], firstItem: Int = 0,
    slotBudget: Int = InputLimits.maximumElements
  ) -> GroupTemplate {
    var solver = GroupSolver(measured: measured, firstItem: firstItem, slotBudget: slotBudget)
    solver.output.size = solver.layOut(
      group, container: container, forcedWidth: nil, forcedHeight: nil)
    return solver.output
  }

  /// Whether another slot may be made; records it when not.
  private mutating func hasRoom() -> Bool {
    if slot < slotBudget { return true }
    output.exceededBudget = true
    return false
  }

  /// A subitem's placement inputs: its size and edge spacing along and across the group's axis.
  private struct Child {
    var items: Range<Int>
    var supplementaries: Range<Int>
    var main: Double
    var cross: Double
    /// Edge spacing before and after the subitem along the group's axis, and across it.
    var mainBefore: LayoutSpacing
    var mainAfter: LayoutSpacing
    var crossBefore: LayoutSpacing
    var crossAfter: LayoutSpacing

    var mainExtent: Double { mainBefore.minimum + main + mainAfter.minimum }
    var crossExtent: Double { crossBefore.minimum + cross + crossAfter.minimum }
  }

  /// Lays out `group` with its origin at (0, 0); returns its size.
  private mutating func layOut(
    _ group: LayoutGroup, container: LayoutBox, forcedWidth: Double?, forcedHeight: Double?
  ) -> CGSize {
    output.groupResolutions += 1
    let firstSlot = slot
    let estimatedWidth = forcedWidth == nil && group.size.width.isEstimated
    let estimatedHeight = forcedHeight == nil && group.size.height.isEstimated
    var width = max(forcedWidth ?? container.length(group.size.width), 0)
    var height = max(forcedHeight ?? container.length(group.size.height), 0)
    let horizontal: Bool
    switch group.arrangement {
    case .custom(let frames):
      for frame in frames {
        guard hasRoom() else { break }
        output.items.append(frame.standardized)
        slot += 1
      }
      let size = CGSize(width: width, height: height)
      placeSupplementaries(
        group.supplementaryItems, on: Self.contentFrame(size, insets: group.contentInsets),
        slot: firstSlot)
      return size
    case .horizontal: horizontal = true
    case .vertical: horizontal = false
    }
    let insets = group.contentInsets
    let content = LayoutBox(
      width: max(width - insets.leading - insets.trailing, 0),
      height: max(height - insets.top - insets.bottom, 0))
    var mainLength = horizontal ? content.width : content.height
    var crossLength = horizontal ? content.height : content.width
    let mainEstimated = horizontal ? estimatedWidth : estimatedHeight
    let crossEstimated = horizontal ? estimatedHeight : estimatedWidth
    let spacing = group.interItemSpacing ?? .fixed(0)
    var children: [Child] = []
    var used = 0.0

    if let count = group.count, let subitem = group.subitems.first, count > 0 {
      let spacingTotal = spacing.minimum * Double(count - 1)
      let slotLength = max((mainLength - spacingTotal) / Double(count), 0)
      let slotContainer =
        horizontal
        ? LayoutBox(width: max(mainLength - spacingTotal, 0), height: crossLength)
        : LayoutBox(width: crossLength, height: max(mainLength - spacingTotal, 0))
      for _ in 0..<count {
        guard hasRoom() else { break }
        children.append(
          place(subitem, container: slotContainer, horizontal: horizontal, forcedMain: slotLength))
      }
      used = slotLength * Double(count) + spacingTotal
    } else if !group.subitems.isEmpty {
      let kinds = group.subitems.count
      // The extent and slot reach of each subitem's first placement, for groups whose length
      // comes from their content (any other subitem's extent is known without laying it out).
      var earlier = [(extent: Double, reach: Int)?](repeating: nil, count: kinds)
      var index = 0
      var cycleStart = 0.0
      // An estimated length places each subitem once; a fixed one repeats them while they fit.
      while !mainEstimated || index < kinds {
        let position = index % kinds
        let subitem = group.subitems[position]
        let gap = children.isEmpty ? 0 : spacing.minimum
        if !children.isEmpty, !mainEstimated,
          let extent = knownExtent(
            of: subitem, container: content, horizontal: horizontal, earlier: earlier[position]),
          used + gap + extent > mainLength + 1e-9
        {
          break
        }
        guard hasRoom() else { break }
        let start = slot
        let outerReach = slotReach
        slotReach = start
        let child = place(subitem, container: content, horizontal: horizontal, forcedMain: nil)
        let reach = slotReach - start
        slotReach = max(outerReach, slotReach)
        if earlier[position] == nil, !hasMeasured(in: start..<(start + reach)) {
          earlier[position] = (child.mainExtent, reach)
        }
        let need = gap + child.mainExtent
        if !children.isEmpty, !mainEstimated, used + need > mainLength + 1e-9 {
          rollBack(to: child)
          break
        }
        children.append(child)
        used += need
        index += 1
        if index % kinds == 0 {
          if used <= cycleStart { break }  // a cycle that adds no length would never end
          cycleStart = used
        }
      }
    }

    if mainEstimated { mainLength = used }
    if crossEstimated {
      crossLength = children.reduce(0) { max($0, $1.crossExtent) }
    }
    if horizontal {
      if estimatedWidth { width = mainLength + insets.leading + insets.trailing }
      if estimatedHeight { height = crossLength + insets.top + insets.bottom }
    } else {
      if estimatedHeight { height = mainLength + insets.top + insets.bottom }
      if estimatedWidth { width = crossLength + insets.leading + insets.trailing }
    }

    // Flexible gaps (inter-item spacing and main-axis edge spacing) share the leftover length.
    let repeating = group.count == nil
    var flexibleGaps = 0
    if repeating {
      if spacing.isFlexible { flexibleGaps += max(children.count - 1, 0) }
      for child in children {
        if child.mainBefore.isFlexible { flexibleGaps += 1 }
        if child.mainAfter.isFlexible { flexibleGaps += 1 }
      }
    }
    let leftover = mainLength - used
    let share = leftover > 0 && flexibleGaps > 0 ? leftover / Double(flexibleGaps) : 0
    var cursor = 0.0
    for (index, child) in children.enumerated() {
      let main: Double
      if repeating {
        if index > 0 { cursor += spacing.minimum + (spacing.isFlexible ? share : 0) }
        cursor += child.mainBefore.minimum + (child.mainBefore.isFlexible ? share : 0)
        main = cursor
        cursor += child.main + child.mainAfter.minimum + (child.mainAfter.isFlexible ? share : 0)
      } else {
        main = Double(index) * (child.main + spacing.minimum)
      }
      let before = child.crossBefore
      let after = child.crossAfter
      let free = max(crossLength - child.cross - before.minimum - after.minimum, 0)
      let cross =
        before.minimum + (before.isFlexible ? (after.isFlexible ? free / 2 : free) : 0)
      let dx = insets.leading + (horizontal ? main : cross)
      let dy = insets.top + (horizontal ? cross : main)
      shift(child, dx: dx, dy: dy)
    }
    let size = CGSize(width: width, height: height)
    placeSupplementaries(
      group.supplementaryItems, on: Self.contentFrame(size, insets: insets), slot: firstSlot)
    return size
  }

  /// Lays out one subitem at the origin and describes it for placement.
  private mutating func place(
    _ subitem: LayoutGroup.Subitem, container: LayoutBox, horizontal: Bool, forcedMain: Double?
  ) -> Child {
    let itemStart = output.items.count
    let supplementaryStart = output.supplementaries.count
    let forcedWidth = horizontal ? forcedMain : nil
    let forcedHeight = horizontal ? nil : forcedMain
    let size: CGSize
    switch subitem {
    case .group(let group):
      size = layOut(
        group, container: container, forcedWidth: forcedWidth, forcedHeight: forcedHeight)
    case .item(let item):
      size = layOutItem(
        item, container: container, forcedWidth: forcedWidth, forcedHeight: forcedHeight)
    }
    let edges = subitem.edgeSpacing
    let none = LayoutSpacing.fixed(0)
    return Child(
      items: itemStart..<output.items.count,
      supplementaries: supplementaryStart..<output.supplementaries.count,
      main: Double(horizontal ? size.width : size.height),
      cross: Double(horizontal ? size.height : size.width),
      mainBefore: (horizontal ? edges.leading : edges.top) ?? none,
      mainAfter: (horizontal ? edges.trailing : edges.bottom) ?? none,
      crossBefore: (horizontal ? edges.top : edges.leading) ?? none,
      crossAfter: (horizontal ? edges.bottom : edges.trailing) ?? none)
  }

  /// A subitem's extent along the group's axis (edge spacing included) when it is known without
  /// laying it out: a fixed or fractional length, an item's estimate or measured size, or a
  /// group's extent from an earlier placement whose slots hold no measured size (the same
  /// inputs then give the same layout). Nil when only laying it out tells.
  private mutating func knownExtent(
    of subitem: LayoutGroup.Subitem, container: LayoutBox, horizontal: Bool,
    earlier: (extent: Double, reach: Int)?
  ) -> Double? {
    let dimension = horizontal ? subitem.size.width : subitem.size.height
    var main = container.length(dimension)
    if dimension.isEstimated {
      switch subitem {
      case .item:
        if !measured.isEmpty, let size = measured[firstItem + slot] {
          main = Double(horizontal ? size.width : size.height)
        }
        slotReach = max(slotReach, slot + 1)
      case .group:
        guard let earlier, !hasMeasured(in: slot..<(slot + earlier.reach)) else { return nil }
        return earlier.extent
      }
    }
    let edges = subitem.edgeSpacing
    let before = (horizontal ? edges.leading : edges.top)?.minimum ?? 0
    let after = (horizontal ? edges.trailing : edges.bottom)?.minimum ?? 0
    return before + max(main, 0) + after
  }

  /// Whether a measured size was supplied for a slot in `slots` (relative to the template).
  private func hasMeasured(in slots: Range<Int>) -> Bool {
    guard !measured.isEmpty else { return false }
    return measured.keys.contains { slots.contains($0 - firstItem) }
  }

  /// Appends one item's final frame (its content insets applied, except on estimated axes) and
  /// its badges; returns the size it occupies.
  private mutating func layOutItem(
    _ item: LayoutItem, container: LayoutBox, forcedWidth: Double?, forcedHeight: Double?
  ) -> CGSize {
    let measuredSize = measured.isEmpty ? nil : measured[firstItem + slot]
    slotReach = max(slotReach, slot + 1)
    let estimatedWidth = forcedWidth == nil && item.size.width.isEstimated
    let estimatedHeight = forcedHeight == nil && item.size.height.isEstimated
    var width = forcedWidth ?? container.length(item.size.width)
    var height = forcedHeight ?? container.length(item.size.height)
    if let measuredSize {
      if estimatedWidth { width = Double(measuredSize.width) }
      if estimatedHeight { height = Double(measuredSize.height) }
    }
    width = max(width, 0)
    height = max(height, 0)
    let insets = item.contentInsets
    let left = estimatedWidth ? 0 : insets.leading
    let top = estimatedHeight ? 0 : insets.top
    let frame = CGRect(
      x: left, y: top,
      width: max(width - left - (estimatedWidth ? 0 : insets.trailing), 0),
      height: max(height - top - (estimatedHeight ? 0 : insets.bottom), 0))
    output.items.append(frame)
    placeSupplementaries(item.supplementaryItems, on: frame, slot: slot)
    slot += 1
    return CGSize(width: width, height: height)
  }

  /// Places anchored supplementaries on `container` (they never affect layout).
  private mutating func placeSupplementaries(
    _ supplementaries: [LayoutSupplementaryItem], on container: CGRect, slot: Int
  ) {
    for supplementary in supplementaries {
      output.supplementaries.append(
        AnchoredFrame(
          kind: supplementary.kind,
          frame: Self.anchoredFrame(supplementary, on: container), zIndex: supplementary.zIndex,
          slot: slot))
    }
  }

  // MARK: - Helpers

  /// Removes the last child's output (it did not fit).
  private mutating func rollBack(to child: Child) {
    output.items.removeSubrange(child.items)
    output.supplementaries.removeSubrange(child.supplementaries)
    slot -= child.items.count
  }

  /// Moves one child's output (laid out at the origin) to its place.
  private mutating func shift(_ child: Child, dx: Double, dy: Double) {
    guard dx != 0 || dy != 0 else { return }
    for index in child.items {
      output.items[index] = output.items[index].offsetBy(dx: dx, dy: dy)
    }
    for index in child.supplementaries {
      output.supplementaries[index].frame = output.supplementaries[index].frame.offsetBy(
        dx: dx, dy: dy)
    }
  }
}
