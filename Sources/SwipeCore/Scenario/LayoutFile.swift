import Foundation

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
    let root = JSONNode(root: try JSONValue.parse(data))
    let object = try root.object(allowing: ["waterfall", "compositional", "queries"])
    let layout: Layout
    switch (object.optional("waterfall"), object.optional("compositional")) {
    case (let waterfall?, nil): layout = .waterfall(try decodeWaterfall(waterfall))
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

  static func decodeWaterfall(_ node: JSONNode) throws(ScenarioError) -> WaterfallLayout {
    let object = try node.object(allowing: [
      "width", "topPlaceholder", "minContentHeight", "sections", "columnMode", "scale",
    ])
    var sections: [WaterfallSection] = []
    for section in try object.required("sections").array() {
      sections.append(try decodeSection(section))
    }
    let mode = try object.optional("columnMode")?.choice(
      WaterfallLayout.ColumnMode.allCases.map(\.rawValue))
    return try building(at: node) {
      try WaterfallLayout(
        width: try object.required("width").number(atLeast: 0),
        sections: sections,
        topPlaceholder: try object.optional("topPlaceholder")?.number(atLeast: 0) ?? 0,
        minimumContentHeight: try object.optional("minContentHeight")?.number(atLeast: 0) ?? 0,
        columnMode: mode.flatMap(WaterfallLayout.ColumnMode.init(rawValue:)) ?? .shortest,
        scale: try object.optional("scale")?.positiveNumber() ?? 1)
    }
  }

  /// Builds a layout from decoded values, turning its ``LayoutError`` (whose path is relative
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

  static func decodeSection(_ node: JSONNode) throws(ScenarioError) -> WaterfallSection {
    let object = try node.object(allowing: [
      "columns", "items", "header", "footer", "insets", "columnSpacing", "rowSpacing",
    ])
    let columns = try object.required("columns").integer(
      in: 1...WaterfallLayout.maximumColumns)
    return WaterfallSection(
      columns: columns, items: try decodeItems(object.required("items")),
      headerHeight: try object.optional("header")?.number(atLeast: 0) ?? 0,
      footerHeight: try object.optional("footer")?.number(atLeast: 0) ?? 0,
      insets: try object.optional("insets")?.nonNegativeInsets() ?? .zero,
      columnSpacing: try object.optional("columnSpacing")?.number(atLeast: 0) ?? 0,
      rowSpacing: try object.optional("rowSpacing")?.number(atLeast: 0) ?? 0)
  }

  /// `[h, h, …]` (numbers or `{"height": h}` / `{"aspectRatio": r}`), or
  /// `{"count": n, "height": h}` / `{"count": n, "aspectRatio": r}`.
  static func decodeItems(_ node: JSONNode) throws(ScenarioError) -> [WaterfallSection.ItemSize] {
    if case .object = node.value {
      let object = try node.object(allowing: ["count", "height", "aspectRatio"])
      let count = try object.required("count").integer(in: 0...10_000_000)
      let size = try decodeItemSize(object, at: node)
      return Array(repeating: size, count: count)
    }
    var items: [WaterfallSection.ItemSize] = []
    for element in try node.array() {
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
  /// Insets whose every edge is ≥ 0.
  func nonNegativeInsets() throws(ScenarioError) -> Insets {
    let object = try object(allowing: ["top", "left", "bottom", "right"])
    return Insets(
      top: try object.optional("top")?.number(atLeast: 0) ?? 0,
      left: try object.optional("left")?.number(atLeast: 0) ?? 0,
      bottom: try object.optional("bottom")?.number(atLeast: 0) ?? 0,
      right: try object.optional("right")?.number(atLeast: 0) ?? 0)
  }
}
