import Foundation
import SwipeCore

extension SwipeScene.Page {
  /// One section of a table page (`sections[i]`): a header, then rows of the page's row height.
  public struct Section: Sendable, Hashable {
    /// How many rows.
    public var rows: Int
    /// The section header's height (0: none).
    public var header: Double

    /// A section of `rows` rows under a header of `header` points.
    public init(rows: Int, header: Double) {
      self.rows = max(rows, 0)
      self.header = header.validLength
    }
  }

  /// How a table page's section headers behave (`style`), as `UITableView.Style`.
  public enum TableStyle: String, Sendable, Hashable, CaseIterable {
    /// Headers float at the top of the visible content while their section is under it.
    case plain
    /// Headers stay at their section's top.
    case grouped
  }

  /// A table page of `sections`, rows `rowHeight` tall (kind `"table"` unless given).
  public init(
    sections: [Section], rowHeight: Double, style: TableStyle = .plain, kind: String = "table"
  ) {
    let height = sections.reduce(0) { $0 + $1.header + Double($1.rows) * rowHeight.validLength }
    self.init(contentHeight: height, kind: kind, rowHeight: rowHeight.validLength)
    self.sections = sections
    self.style = style
  }

  /// Each section's top and bottom in the content, in order.
  var sectionSpans: [(top: Double, bottom: Double, header: Double)] {
    var top = 0.0
    let rowHeight = self.rowHeight ?? 0
    return sections.map { section in
      let bottom = top + section.header + Double(section.rows) * rowHeight
      defer { top = bottom }
      return (top, bottom, section.header)
    }
  }

  /// The section header floating at the top of the visible content, as UIKit floats a plain
  /// table's (DESIGN §12, "pinned headers pin below the chrome"): the one whose section is under
  /// the line `contentOffset.y + adjustedContentInset.top` of a table that reserves the
  /// container's header `header` as a placeholder, pushed up by its section's end. Its top is
  /// in the page's coordinates. `offset` and `insetTop` are the page's offset and top inset when
  /// the whole reservation is inset (the engine's). Nil when none floats: a grouped table, or
  /// the line above the first section's top or past the last one's end.
  public func pinnedSection(offset: Double, insetTop: Double, header: Double)
    -> (section: Int, y: Double)?
  {
    guard style == .plain else { return nil }
    // The placeholder moves the content and the line by the same `header`: compared without it.
    let line = offset + insetTop - header
    for (index, span) in sectionSpans.enumerated()
    where span.header > 0 && span.top < line && line < span.bottom {
      let top = max(span.top, min(line, span.bottom - span.header))
      return (index, top - offset)
    }
    return nil
  }

  /// `pinnedSection` in a sample: `{"section": 1, "y": 148}`, or null.
  public static func pinnedSectionField(_ pinned: (section: Int, y: Double)?) -> JSONOutput {
    guard let pinned else { return .null }
    return .object([("section", .number(Double(pinned.section))), ("y", .number(pinned.y))])
  }
}

extension SwipeScene {
  /// A page's `sections` (with `rowHeight` and an optional `style`).
  static func decodeSectionPage(_ object: JSONObject, node: JSONNode, kind: String?)
    throws(ScenarioError) -> Page
  {
    guard !object.contains("contentHeight"), !object.contains("rows") else {
      throw node.error("use either \"sections\" or \"contentHeight\"/\"rows\"")
    }
    let rowHeight = try object.required("rowHeight").number(atLeast: 0)
    let style =
      try object.optional("style").map { style throws(ScenarioError) in
        Page.TableStyle(rawValue: try style.choice(Page.TableStyle.allCases.map(\.rawValue)))
          ?? .plain
      } ?? .plain
    let list = try object.required("sections")
    var sections: [Page.Section] = []
    var height = 0.0
    for element in try list.array() {
      let fields = try element.object(allowing: ["rows", "header"])
      let rows = try fields.required("rows").integer(in: 0...Int.max)
      let header = try fields.optional("header")?.number(atLeast: 0) ?? 0
      height += header + Double(rows) * rowHeight
      guard InputLimits.isWithinMagnitude(height) else {
        throw element.error(
          "the sections' height must be ≤ \(InputLimits.maximumMagnitudeText), got "
            + height.messageText)
      }
      sections.append(Page.Section(rows: rows, header: header))
    }
    return Page(sections: sections, rowHeight: rowHeight, style: style, kind: kind ?? "table")
  }
}
