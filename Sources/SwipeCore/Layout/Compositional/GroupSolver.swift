import Foundation

/// A supplementary placed by a group layout: a badge on an item or a group's own supplementary.
struct AnchoredFrame: Sendable, Hashable {
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
struct GroupSolver {
  /// Measured sizes (solved space) by item index within the section.
  let measured: [Int: CGSize]
  /// The section item index of the group's first slot.
  let firstItem: Int
  /// The most slots a repeating group may make (a guard against zero-length subitems).
  static let maximumSlots = 100_000

  private(set) var output = GroupTemplate()
  private var slot = 0

  init(measured: [Int: CGSize] = [:], firstItem: Int = 0) {
    self.measured = measured
    self.firstItem = firstItem
  }

  /// Lays out the outermost group against `container`.
  static func template(
    _ group: LayoutGroup, container: LayoutBox, measured: [Int: CGSize] = [:], firstItem: Int = 0
  ) -> GroupTemplate {
    var solver = GroupSolver(measured: measured, firstItem: firstItem)
    solver.output.size = solver.layOut(
      group, container: container, forcedWidth: nil, forcedHeight: nil)
    return solver.output
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
    let firstSlot = slot
    let estimatedWidth = forcedWidth == nil && group.size.width.isEstimated
    let estimatedHeight = forcedHeight == nil && group.size.height.isEstimated
    var width = max(forcedWidth ?? container.length(group.size.width), 0)
    var height = max(forcedHeight ?? container.length(group.size.height), 0)
    let horizontal: Bool
    switch group.arrangement {
    case .custom(let frames):
      for frame in frames where slot - firstSlot < Self.maximumSlots {
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
        children.append(
          place(subitem, container: slotContainer, horizontal: horizontal, forcedMain: slotLength))
      }
      used = slotLength * Double(count) + spacingTotal
    } else if !group.subitems.isEmpty {
      var index = 0
      var cycleStart = 0.0
      while slot - firstSlot < Self.maximumSlots {
        let subitem = group.subitems[index % group.subitems.count]
        let child = place(subitem, container: content, horizontal: horizontal, forcedMain: nil)
        let need = (children.isEmpty ? 0 : spacing.minimum) + child.mainExtent
        let overflows =
          mainEstimated ? index >= group.subitems.count : used + need > mainLength + 1e-9
        if !children.isEmpty, overflows {
          rollBack(to: child)
          break
        }
        children.append(child)
        used += need
        index += 1
        if index % group.subitems.count == 0 {
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

  /// A group's frame (origin at zero) minus its content insets: what its supplementaries anchor
  /// to, as UIKit places them (a trailing-anchored one sits flush against the trailing inset).
  static func contentFrame(_ size: CGSize, insets: DirectionalInsets) -> CGRect {
    CGRect(
      x: insets.leading, y: insets.top,
      width: max(Double(size.width) - insets.leading - insets.trailing, 0),
      height: max(Double(size.height) - insets.top - insets.bottom, 0))
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

  /// Appends one item's final frame (its content insets applied, except on estimated axes) and
  /// its badges; returns the size it occupies.
  private mutating func layOutItem(
    _ item: LayoutItem, container: LayoutBox, forcedWidth: Double?, forcedHeight: Double?
  ) -> CGSize {
    let measuredSize = measured.isEmpty ? nil : measured[firstItem + slot]
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

  /// A supplementary's frame: sized against `container`, at the anchor's edges (centred on an
  /// axis whose edges are both or neither given), then moved by the offset.
  static func anchoredFrame(_ supplementary: LayoutSupplementaryItem, on container: CGRect)
    -> CGRect
  {
    let box = LayoutBox(width: Double(container.width), height: Double(container.height))
    let width = max(box.length(supplementary.size.width), 0)
    let height = max(box.length(supplementary.size.height), 0)
    let anchor = supplementary.anchor
    let edges = anchor.edges
    func position(min: Double, length: Double, size: Double, leading: Bool, trailing: Bool)
      -> Double
    {
      if leading == trailing { return min + (length - size) / 2 }
      return leading ? min : min + length - size
    }
    var x = position(
      min: Double(container.minX), length: Double(container.width), size: width,
      leading: edges.contains(.leading), trailing: edges.contains(.trailing))
    var y = position(
      min: Double(container.minY), length: Double(container.height), size: height,
      leading: edges.contains(.top), trailing: edges.contains(.bottom))
    x += anchor.isFractionalOffset ? anchor.offsetX * width : anchor.offsetX
    y += anchor.isFractionalOffset ? anchor.offsetY * height : anchor.offsetY
    return CGRect(x: x, y: y, width: width, height: height)
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
