import Foundation
import SwipeCanvas

/// The gallery's first screen, like the seeds' demo list: one row per demo.
public enum DemoMenu {
  static let rowHeight = 58.0
  static let top = 64.0 + 28

  /// Draws the list in `viewport`.
  public static func render(viewport: CGSize, into list: inout DisplayList) {
    let width = Double(viewport.width)
    list.append(.fill(CGRect(origin: .zero, size: viewport), Theme.background))
    list.append(
      .text(
        "DEMOS", in: CGRect(x: 16, y: 64, width: width - 32, height: 28), Theme.caption,
        Theme.secondaryText))
    for (index, type) in DemoCatalog.all.enumerated() {
      let rect = CGRect(x: 0, y: top + Double(index) * rowHeight, width: width, height: rowHeight)
      list.append(.fill(rect, Theme.surface))
      list.append(
        .text(
          type.title, in: CGRect(x: 16, y: Double(rect.minY) + 6, width: width - 60, height: 24),
          Theme.body, Theme.text))
      list.append(
        .text(
          type.summary, in: CGRect(x: 16, y: Double(rect.minY) + 31, width: width - 60, height: 20),
          Theme.caption, Theme.secondaryText))
      list.append(
        .text(
          "›", in: CGRect(x: width - 36, y: Double(rect.minY), width: 20, height: rowHeight),
          Font(size: 22), Theme.separator, .center))
      list.append(
        .line(
          from: CGPoint(x: 16, y: Double(rect.maxY) - 0.5),
          to: CGPoint(x: width, y: Double(rect.maxY) - 0.5), Theme.separator, lineWidth: 0.5))
    }
    list.append(
      .text(
        "Esc goes back · the mouse is your finger · the wheel scrolls",
        in: CGRect(
          x: 16, y: top + Double(DemoCatalog.all.count) * rowHeight + 12, width: width - 32,
          height: 20), Theme.caption, Theme.secondaryText, .center))
    Chrome.navigationBar("SwipeTableView", width: width, into: &list)
  }

  /// The demo whose row is under `point`.
  public static func demo(at point: CGPoint) -> (any Demo.Type)? {
    let row = Int(saturating: ((Double(point.y) - top) / rowHeight).rounded(.down))
    guard Double(point.y) >= top, DemoCatalog.all.indices.contains(row) else { return nil }
    return DemoCatalog.all[row]
  }
}
