import Foundation
import SwipeCompositional
import SwipeCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Decoding of the compositional layout file (SCENARIOS.md, "Compositional layout file"). The
/// decoder checks types and shapes; the model's own validation checks values, with paths that
/// match the file's.
extension LayoutFile {
  /// Reads a compositional layout object. With a `viewport` (a `compositional` scene) the
  /// collection view fills it: `width` and `height` may be left out, and must match it if given.
  static func decodeCompositional(_ node: JSONNode, viewport: CGSize? = nil)
    throws(ScenarioError) -> CompositionalLayout
  {
    let object = try node.object(allowing: [
      "width", "height", "interSectionSpacing", "sections", "scrollDirection", "layoutDirection",
    ])
    let direction = try object.optional("scrollDirection")?.choice(Axis.self)
    let layoutDirection = try object.optional("layoutDirection")?.choice(LayoutDirection.self)
    var sections: [LayoutSection] = []
    var counts: [Int] = []
    for section in try object.required("sections").array() {
      let (model, count) = try decodeCompositionalSection(section)
      sections.append(model)
      counts.append(count)
    }
    let configuration = CompositionalLayoutConfiguration(
      interSectionSpacing: try object.number("interSectionSpacing", default: 0),
      scrollDirection: direction ?? .vertical, layoutDirection: layoutDirection ?? .leftToRight)
    let size: CGSize
    if let viewport {
      for (key, length) in [("width", Double(viewport.width)), ("height", Double(viewport.height))]
      {
        guard let field = object.optional(key) else { continue }
        let value = try field.number(atLeast: 0)
        guard value == length else {
          throw field.error(
            "must equal the viewport's \(key) (\(length.messageText)), got "
              + value.messageText)
        }
      }
      size = viewport
    } else {
      size = CGSize(
        width: try object.required("width").number(atLeast: 0),
        height: try object.required("height").number(atLeast: 0))
    }
    return try building(at: node) {
      try CompositionalLayout(
        configuration: configuration, containerSize: size, sections: sections,
        numberOfItems: counts)
    }
  }

  static func decodeCompositionalSection(_ node: JSONNode) throws(ScenarioError) -> (
    LayoutSection, Int
  ) {
    let object = try node.object(allowing: [
      "items", "group", "contentInsets", "interGroupSpacing", "orthogonalScrolling",
      "supplementariesFollowContentInsets", "boundarySupplementaryItems", "decorationItems",
    ])
    let count = try object.required("items").integer(in: 0...InputLimits.maximumElements)
    let behavior = try object.optional("orthogonalScrolling")?.choice(
      OrthogonalScrollingBehavior.allCases.map(\.rawValue))
    var boundary: [LayoutBoundaryItem] = []
    for item in try object.optional("boundarySupplementaryItems")?.array() ?? [] {
      let fields = try item.object(allowing: [
        "kind", "size", "alignment", "pinToVisibleBounds", "extendsBoundary",
      ])
      let alignment = try fields.required("alignment").choice(
        BoundaryAlignment.allCases.map(\.rawValue))
      boundary.append(
        LayoutBoundaryItem(
          kind: try fields.required("kind").string(),
          size: try fields.required("size").layoutSize(),
          alignment: BoundaryAlignment(rawValue: alignment) ?? .top,
          pinsToVisibleBounds: try fields.bool("pinToVisibleBounds", default: false),
          extendsBoundary: try fields.bool("extendsBoundary", default: true)))
    }
    var decorations: [LayoutDecorationItem] = []
    for item in try object.optional("decorationItems")?.array() ?? [] {
      let fields = try item.object(allowing: ["kind", "contentInsets"])
      decorations.append(
        LayoutDecorationItem(
          kind: try fields.optional("kind")?.string() ?? "background",
          contentInsets: try fields.optional("contentInsets")?.directionalInsets() ?? .zero))
    }
    let section = LayoutSection(
      group: try object.required("group").layoutGroup(),
      contentInsets: try object.optional("contentInsets")?.directionalInsets() ?? .zero,
      interGroupSpacing: try object.number("interGroupSpacing", default: 0),
      orthogonalScrollingBehavior: behavior.flatMap(OrthogonalScrollingBehavior.init(rawValue:))
        ?? .none,
      supplementariesFollowContentInsets: try object.bool(
        "supplementariesFollowContentInsets", default: true),
      boundarySupplementaryItems: boundary, decorationItems: decorations)
    return (section, count)
  }
}

extension JSONNode {
  /// `GROUP`: `{"group": "horizontal" | "vertical" | "custom", "size": SIZE, …}`.
  func layoutGroup() throws(ScenarioError) -> LayoutGroup {
    let object = try object(allowing: [
      "group", "size", "subitems", "count", "interItemSpacing", "contentInsets", "edgeSpacing",
      "supplementaryItems", "frames",
    ])
    let kind = try object.required("group").choice(["horizontal", "vertical", "custom"])
    let arrangement: LayoutGroup.Arrangement
    switch kind {
    case "custom":
      var frames: [CGRect] = []
      for frame in try object.required("frames").array() {
        let values = try frame.array()
        guard values.count == 4 else { throw frame.error("must be [x, y, width, height]") }
        frames.append(
          CGRect(
            x: try values[0].number(), y: try values[1].number(), width: try values[2].number(),
            height: try values[3].number()))
      }
      arrangement = .custom(frames: frames)
    case "vertical": arrangement = .vertical
    default: arrangement = .horizontal
    }
    var subitems: [LayoutGroup.Subitem] = []
    for subitem in try object.optional("subitems")?.array() ?? [] {
      if case .object(let fields) = subitem.value, fields["item"] != nil {
        let wrapper = try subitem.object(allowing: ["item"])
        subitems.append(.item(try wrapper.required("item").layoutItem()))
      } else {
        subitems.append(.group(try subitem.layoutGroup()))
      }
    }
    return LayoutGroup(
      arrangement: arrangement, size: try object.required("size").layoutSize(),
      subitems: subitems,
      count: try object.optional("count")?.integer(in: 1...LayoutGroup.maximumCount),
      interItemSpacing: try object.optional("interItemSpacing")?.layoutSpacing(),
      contentInsets: try object.optional("contentInsets")?.directionalInsets() ?? .zero,
      edgeSpacing: try object.optional("edgeSpacing")?.edgeSpacing() ?? LayoutEdgeSpacing(),
      supplementaryItems: try object.optional("supplementaryItems")?.supplementaryItems() ?? [])
  }

  /// `ITEM`'s inside: `{"size": SIZE, "contentInsets": …, "edgeSpacing": …, "supplementaryItems": …}`.
  func layoutItem() throws(ScenarioError) -> LayoutItem {
    let object = try object(allowing: [
      "size", "contentInsets", "edgeSpacing", "supplementaryItems",
    ])
    return LayoutItem(
      size: try object.required("size").layoutSize(),
      contentInsets: try object.optional("contentInsets")?.directionalInsets() ?? .zero,
      edgeSpacing: try object.optional("edgeSpacing")?.edgeSpacing() ?? LayoutEdgeSpacing(),
      supplementaryItems: try object.optional("supplementaryItems")?.supplementaryItems() ?? [])
  }

  /// `[SUPP]`.
  func supplementaryItems() throws(ScenarioError) -> [LayoutSupplementaryItem] {
    var items: [LayoutSupplementaryItem] = []
    for node in try array() {
      let object = try node.object(allowing: ["kind", "size", "containerAnchor", "zIndex"])
      var anchor = LayoutAnchor(edges: [])
      if let anchorNode = object.optional("containerAnchor") {
        let fields = try anchorNode.object(allowing: ["edges", "offset", "fractional"])
        var edges: Set<LayoutEdge> = []
        for edge in try fields.optional("edges")?.array() ?? [] {
          edges.insert(
            LayoutEdge(rawValue: try edge.choice(LayoutEdge.allCases.map(\.rawValue))) ?? .top)
        }
        anchor.edges = edges
        if let offset = fields.optional("offset") {
          let point = try offset.object(allowing: ["x", "y"])
          anchor.offsetX = try point.number("x", default: 0)
          anchor.offsetY = try point.number("y", default: 0)
        }
        anchor.isFractionalOffset = try fields.bool("fractional", default: false)
      }
      items.append(
        LayoutSupplementaryItem(
          kind: try object.required("kind").string(),
          size: try object.required("size").layoutSize(),
          anchor: anchor, zIndex: try object.optional("zIndex")?.integer(in: -1000...1000) ?? 1))
    }
    return items
  }

  /// `SIZE`: `{"width": DIM, "height": DIM}`.
  func layoutSize() throws(ScenarioError) -> LayoutSize {
    let object = try object(allowing: ["width", "height"])
    return LayoutSize(
      width: try object.required("width").layoutDimension(),
      height: try object.required("height").layoutDimension())
  }

  /// `DIM`: exactly one of `fractionalWidth`, `fractionalHeight`, `absolute`, `estimated`.
  func layoutDimension() throws(ScenarioError) -> LayoutDimension {
    let kinds = ["fractionalWidth", "fractionalHeight", "absolute", "estimated"]
    let object = try object(allowing: Set(kinds))
    let present = kinds.filter { object.contains($0) }
    guard present.count == 1, let kind = present.first else {
      throw error("needs exactly one of " + kinds.joined(separator: ", "))
    }
    let value = try object.required(kind).number()
    switch kind {
    case "fractionalWidth": return .fractionalWidth(value)
    case "fractionalHeight": return .fractionalHeight(value)
    case "absolute": return .absolute(value)
    default: return .estimated(value)
    }
  }

  /// `{"fixed": v}` or `{"flexible": v}`.
  func layoutSpacing() throws(ScenarioError) -> LayoutSpacing {
    let object = try object(allowing: ["fixed", "flexible"])
    if let fixed = object.optional("fixed") {
      guard !object.contains("flexible") else {
        throw error("use either \"fixed\" or \"flexible\"")
      }
      return .fixed(try fixed.number())
    }
    return .flexible(try object.required("flexible").number())
  }

  /// `EDGES`.
  func edgeSpacing() throws(ScenarioError) -> LayoutEdgeSpacing {
    let object = try object(allowing: ["leading", "top", "trailing", "bottom"])
    return LayoutEdgeSpacing(
      leading: try object.optional("leading")?.layoutSpacing(),
      top: try object.optional("top")?.layoutSpacing(),
      trailing: try object.optional("trailing")?.layoutSpacing(),
      bottom: try object.optional("bottom")?.layoutSpacing())
  }

  /// `INSETS`: `{"top", "leading", "bottom", "trailing"}`.
  func directionalInsets() throws(ScenarioError) -> DirectionalInsets {
    let object = try object(allowing: ["top", "leading", "bottom", "trailing"])
    return DirectionalInsets(
      top: try object.number("top", default: 0), leading: try object.number("leading", default: 0),
      bottom: try object.number("bottom", default: 0),
      trailing: try object.number("trailing", default: 0))
  }
}

extension LayoutFile {
  static func output(_ layout: CompositionalLayout, queries: [CGRect]) -> JSONOutput {
    var items: [JSONOutput] = []
    var supplementaries: [JSONOutput] = []
    var decorations: [JSONOutput] = []
    for element in layout.allElements {
      var fields: [(String, JSONOutput)] = []
      switch element.category {
      case .cell:
        fields = [
          ("section", .number(Double(element.section))), ("item", .number(Double(element.index))),
        ]
        items.append(.object(fields + frameFields(element.frame)))
      case .supplementary:
        fields = [
          ("kind", .string(element.kind)), ("section", .number(Double(element.section))),
          ("item", element.item.map { .number(Double($0)) } ?? .null),
        ]
        supplementaries.append(.object(fields + frameFields(element.frame)))
      case .decoration:
        fields = [("kind", .string(element.kind)), ("section", .number(Double(element.section)))]
        decorations.append(.object(fields + frameFields(element.frame)))
      }
    }
    var orthogonal: [JSONOutput] = []
    let lengthKey =
      layout.configuration.scrollDirection == .vertical ? "contentWidth" : "contentHeight"
    for section in 0..<layout.numberOfSections {
      guard let length = layout.orthogonalContentLength(forSection: section) else { continue }
      orthogonal.append(
        .object([("section", .number(Double(section))), (lengthKey, .number(length))]))
    }
    let answers = queries.map { rect -> JSONOutput in
      var cells: [JSONOutput] = []
      var supplementaryIndices: [Int] = []
      var decorationIndices: [Int] = []
      for element in layout.elements(in: rect) {
        switch element.category {
        case .cell:
          cells.append(
            .array([.number(Double(element.section)), .number(Double(element.index))]))
        case .supplementary: supplementaryIndices.append(element.index)
        case .decoration: decorationIndices.append(element.index)
        }
      }
      return .object([
        ("items", .array(cells)),
        ("supplementaries", .array(supplementaryIndices.sorted().map { .number(Double($0)) })),
        ("decorations", .array(decorationIndices.map { .number(Double($0)) })),
      ])
    }
    let size = layout.contentSize
    return .object([
      (
        "contentSize",
        .object([("width", .number(Double(size.width))), ("height", .number(Double(size.height)))])
      ),
      ("items", .array(items)), ("supplementaries", .array(supplementaries)),
      ("decorations", .array(decorations)), ("orthogonal", .array(orthogonal)),
      ("queries", .array(answers)),
    ])
  }
}
