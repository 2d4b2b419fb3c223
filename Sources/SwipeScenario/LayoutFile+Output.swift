import Foundation
import SwipeCore
import SwipeLayouts

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

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
    var headers: [JSONOutput] = []
    var footers: [JSONOutput] = []
    for section in 0..<layout.numberOfSections {
      let fields: [(String, JSONOutput)] = [("section", .number(Double(section)))]
      if let frame = layout.headerFrame(inSection: section) {
        headers.append(.object(fields + frameFields(frame)))
      }
      if let frame = layout.footerFrame(inSection: section) {
        footers.append(.object(fields + frameFields(frame)))
      }
    }
    // Items and query answers are made as they are written: a layout of millions of items is
    // never held as an output tree.
    let items = JSONOutput.elements(count: layout.numberOfItems) { global in
      let (section, item) = layout.location(ofGlobalItem: global)
      return .object(
        [("section", .number(Double(section))), ("item", .number(Double(item)))]
          + frameFields(layout.itemFrame(global: global, section: section)))
    }
    let answers = JSONOutput.elements(count: queries.count) { index in
      answer(layout, query: queries[index])
    }
    let size = layout.contentSize
    return .object([
      (
        "contentSize",
        .object([("width", .number(Double(size.width))), ("height", .number(Double(size.height)))])
      ),
      ("items", items), ("headers", .array(headers)), ("footers", .array(footers)),
      ("queries", answers),
    ])
  }

  /// One query's answer: the items as `[section, item]` pairs, the sections of the headers and
  /// footers it overlaps.
  static func answer(_ layout: WaterfallLayout, query rect: CGRect) -> JSONOutput {
    var found = layout.elements(in: rect)
    var headers: [JSONOutput] = []
    var footers: [JSONOutput] = []
    for element in found where element.kind != .item {
      let section = JSONOutput.number(Double(element.section))
      if element.kind == .header { headers.append(section) } else { footers.append(section) }
    }
    found.removeAll { $0.kind != .item }
    let items = JSONOutput.elements(count: found.count) { [found] index in
      .array([.number(Double(found[index].section)), .number(Double(found[index].item))])
    }
    return .object([
      ("items", items), ("headers", .array(headers)), ("footers", .array(footers)),
    ])
  }

  static func frameFields(_ frame: CGRect) -> [(String, JSONOutput)] {
    [
      ("x", .number(Double(frame.minX))), ("y", .number(Double(frame.minY))),
      ("width", .number(Double(frame.width))), ("height", .number(Double(frame.height))),
    ]
  }
}
