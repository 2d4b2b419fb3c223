import Foundation
import SwipeCompositional
import SwipeCore
import SwipeLayouts

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A `swipe layout` file: a layout plus the rect queries to answer (see SCENARIOS.md).
public struct LayoutFile: Sendable {
  /// The layout the file describes.
  public enum Layout: Sendable {
    /// A waterfall layout.
    case waterfall(WaterfallLayout)
    /// A compositional layout (at content offset 0, orthogonal sections at offset 0).
    case compositional(CompositionalLayout)
  }

  /// The layout.
  public var layout: Layout
  /// The rects to query, in content coordinates.
  public var queries: [CGRect]

  /// Reads a layout file, validating everything first.
  ///
  /// - Throws: ``ScenarioError`` naming the JSON path of the first problem.
  public static func decode(_ data: Data) throws(ScenarioError) -> LayoutFile {
    try decode(JSONNode(root: try JSONValue.parse(data)))
  }

  /// Reads a parsed layout document.
  ///
  /// - Throws: ``ScenarioError`` naming the JSON path of the first problem.
  public static func decode(_ root: JSONNode) throws(ScenarioError) -> LayoutFile {
    let object = try root.object(allowing: ["waterfall", "compositional", "queries"])
    // One element budget for the whole file (DESIGN.md §9c). The compositional decoder counts
    // its items (nested `count`s multiplied out) in its own validation.
    var budget = ElementBudget()
    let layout: Layout
    switch (object.optional("waterfall"), object.optional("compositional")) {
    case (let waterfall?, nil): layout = .waterfall(try decodeWaterfall(waterfall, budget: &budget))
    case (nil, let compositional?): layout = .compositional(try decodeCompositional(compositional))
    case (.some, .some): throw root.error("needs one layout, got both")
    case (nil, nil): throw root.error("needs a layout: \"waterfall\" or \"compositional\"")
    }
    var queries: [CGRect] = []
    for query in try object.optional("queries")?.array() ?? [] {
      let fields = try query.object(allowing: ["y", "height", "x", "width"])
      queries.append(
        CGRect(
          x: try fields.number("x", default: 0),
          y: try fields.required("y").number(),
          width: try fields.optional("width")?.number(atLeast: 0) ?? layout.width,
          height: try fields.required("height").number(atLeast: 0)))
    }
    return LayoutFile(layout: layout, queries: queries)
  }

  /// The screen scales a waterfall file may give (UIKit's are 1, 2 and 3).
  public static let waterfallScales: ClosedRange<Double> = 1...4

  static func decodeWaterfall(_ node: JSONNode, budget: inout ElementBudget)
    throws(ScenarioError) -> WaterfallLayout
  {
    let object = try node.object(allowing: [
      "width", "topPlaceholder", "minContentHeight", "sections", "columnMode", "scale",
    ])
    let width = try object.required("width").number(atLeast: 0)
    let topPlaceholder = try object.optional("topPlaceholder")?.number(atLeast: 0) ?? 0
    let minimumHeight = try object.optional("minContentHeight")?.number(atLeast: 0) ?? 0
    let scale = try object.optional("scale")?.number(in: waterfallScales) ?? 1
    let mode = try object.optional("columnMode")?.choice(
      WaterfallLayout.ColumnMode.allCases.map(\.rawValue))
    let sectionNodes = try object.required("sections").array()
    var sections: [WaterfallSection] = []
    for section in sectionNodes {
      sections.append(try decodeSection(section, budget: &budget))
    }
    let layout = try building(at: node) {
      try WaterfallLayout(
        width: width, sections: sections, topPlaceholder: topPlaceholder,
        minimumContentHeight: minimumHeight,
        columnMode: mode.flatMap(WaterfallLayout.ColumnMode.init(rawValue:)) ?? .shortest,
        scale: scale)
    }
    // Every frame lies above the content's end, so a bounded content height bounds them all.
    for (index, section) in sectionNodes.enumerated() {
      let end = layout.sectionEnd(before: index + 1)
      guard InputLimits.isWithinMagnitude(end) else {
        throw section.error(
          "the content height (sections stacked so far) must be ≤ "
            + "\(InputLimits.maximumMagnitudeText), got \(end.messageText)")
      }
    }
    return layout
  }

  /// Builds a layout from decoded values, turning its `LayoutError` (whose path is relative
  /// to the layout) into a ``ScenarioError`` at the layout's JSON path.
  static func building<Layout>(at node: JSONNode, _ body: () throws -> Layout)
    throws(ScenarioError) -> Layout
  {
    do {
      return try body()
    } catch let error as LayoutError {
      throw ScenarioError(path: "\(node.path).\(error.path)", problem: error.problem)
    } catch let error as ScenarioError {
      throw error
    } catch {
      throw node.error("\(error)")
    }
  }

  static func decodeSection(_ node: JSONNode, budget: inout ElementBudget)
    throws(ScenarioError) -> WaterfallSection
  {
    let object = try node.object(allowing: [
      "columns", "items", "header", "footer", "insets", "columnSpacing", "rowSpacing",
    ])
    let columns = try object.required("columns").integer(
      in: 1...WaterfallLayout.maximumColumns)
    return WaterfallSection(
      columns: columns, items: try decodeItems(object.required("items"), budget: &budget),
      headerHeight: try object.optional("header")?.number(atLeast: 0) ?? 0,
      footerHeight: try object.optional("footer")?.number(atLeast: 0) ?? 0,
      insets: try object.optional("insets")?.waterfallInsets() ?? .zero,
      columnSpacing: try object.optional("columnSpacing")?.number(atLeast: 0) ?? 0,
      rowSpacing: try object.optional("rowSpacing")?.number(atLeast: 0) ?? 0)
  }

  /// `[h, h, …]` (numbers or `{"height": h}` / `{"aspectRatio": r}`), or
  /// `{"count": n, "height": h}` / `{"count": n, "aspectRatio": r}`.
  static func decodeItems(_ node: JSONNode, budget: inout ElementBudget) throws(ScenarioError)
    -> [WaterfallSection.ItemSize]
  {
    if case .object = node.value {
      let object = try node.object(allowing: ["count", "height", "aspectRatio"])
      let countNode = try object.required("count")
      let count = try countNode.integer(in: 0...InputLimits.maximumElements)
      // Counted before anything is allocated for them.
      try budget.spend(count, at: countNode)
      let size = try decodeItemSize(object, at: node)
      return Array(repeating: size, count: count)
    }
    let elements = try node.array()
    try budget.spend(elements.count, at: node)
    var items: [WaterfallSection.ItemSize] = []
    items.reserveCapacity(elements.count)
    for element in elements {
      if case .number = element.value {
        items.append(.height(try element.number(atLeast: 0)))
      } else {
        let object = try element.object(allowing: ["height", "aspectRatio"])
        items.append(try decodeItemSize(object, at: element))
      }
    }
    return items
  }

  static func decodeItemSize(_ object: JSONObject, at node: JSONNode) throws(ScenarioError)
    -> WaterfallSection.ItemSize
  {
    if let ratio = object.optional("aspectRatio") {
      guard !object.contains("height") else {
        throw node.error("use either \"height\" or \"aspectRatio\"")
      }
      return .aspectRatio(try ratio.positiveNumber())
    }
    return .height(try object.required("height").number(atLeast: 0))
  }
}

extension LayoutFile.Layout {
  var width: Double {
    switch self {
    case .waterfall(let layout): layout.width
    case .compositional(let layout): Double(layout.containerSize.width)
    }
  }
}

extension JSONNode {
  /// A waterfall section's insets: `top` and `bottom` ≥ 0 (sections stack along them), `left`
  /// and `right` any number (columns may bleed past the layout's edges, as UIKit's section
  /// insets allow).
  func waterfallInsets() throws(ScenarioError) -> Insets {
    let object = try object(allowing: ["top", "left", "bottom", "right"])
    return Insets(
      top: try object.optional("top")?.number(atLeast: 0) ?? 0,
      left: try object.number("left", default: 0),
      bottom: try object.optional("bottom")?.number(atLeast: 0) ?? 0,
      right: try object.number("right", default: 0))
  }
}
