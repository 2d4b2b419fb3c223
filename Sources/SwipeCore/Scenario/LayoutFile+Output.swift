import Foundation

extension LayoutFile {
  /// The file's answer as one JSON object: content size, every element, and the query results.
  public func output() -> JSONOutput {
    switch layout {
    case .waterfall(let waterfall):
      return Self.output(waterfall, queries: queries)
    case .compositional(let compositional):
      return Self.output(compositional, queries: queries)
    }
  }

  static func output(_ layout: WaterfallLayout, queries: [CGRect]) -> JSONOutput {
    var items: [JSONOutput] = []
    var headers: [JSONOutput] = []
    var footers: [JSONOutput] = []
    items.reserveCapacity(layout.numberOfItems)
    for element in layout.allElements {
      var fields: [(String, JSONOutput)] = [("section", .number(Double(element.section)))]
      if element.kind == .item { fields.append(("item", .number(Double(element.item)))) }
      fields += frameFields(element.frame)
      switch element.kind {
      case .item: items.append(.object(fields))
      case .header: headers.append(.object(fields))
      case .footer: footers.append(.object(fields))
      }
    }
    let answers = queries.map { rect -> JSONOutput in
      var found: [JSONOutput] = []
      var foundHeaders: [JSONOutput] = []
      var foundFooters: [JSONOutput] = []
      for element in layout.elements(in: rect) {
        let section = JSONOutput.number(Double(element.section))
        switch element.kind {
        case .item: found.append(.array([section, .number(Double(element.item))]))
        case .header: foundHeaders.append(section)
        case .footer: foundFooters.append(section)
        }
      }
      return .object([
        ("items", .array(found)), ("headers", .array(foundHeaders)),
        ("footers", .array(foundFooters)),
      ])
    }
    let size = layout.contentSize
    return .object([
      (
        "contentSize",
        .object([("width", .number(Double(size.width))), ("height", .number(Double(size.height)))])
      ),
      ("items", .array(items)), ("headers", .array(headers)), ("footers", .array(footers)),
      ("queries", .array(answers)),
    ])
  }

  static func frameFields(_ frame: CGRect) -> [(String, JSONOutput)] {
    [
      ("x", .number(Double(frame.minX))), ("y", .number(Double(frame.minY))),
      ("width", .number(Double(frame.width))), ("height", .number(Double(frame.height))),
    ]
  }
}
