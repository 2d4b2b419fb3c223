import Foundation
import SwipeCanvas
import SwipeCore
import Testing

@testable import SwipeGallery

/// The golden-image tolerance catches what a reviewer would: one cell moved by one point.
@Suite("ImageSnapshot")
struct ImageSnapshotTests {
  /// A demo at rest and the kind of cell shifted in it: a table row, a masonry tile, a
  /// compositional cell.
  static let demos = ["single", "waterfall", "compositional-sizes"]

  @Test(
    "A 1 pt shift of one cell fails the comparison; the unshifted frame passes",
    arguments: demos)
  func onePointShiftFails(demo name: String) throws {
    let type = try #require(DemoCatalog.demo(named: name))
    let reference = try #require(CanvasImage(pngFile: ImageSnapshot.referencePath("\(name)-rest")))
    let list = DemoSnapshotTests.displayList(type, at: 0)
    let size = type.script.viewport

    let unshifted = try #require(
      ImageSnapshot.compare(DemoSnapshotTests.draw(list, size: size), with: reference))
    // Read the fields outside #expect: a failure would print every differing pixel's index.
    let unshiftedMatches = unshifted.matches
    #expect(unshiftedMatches, "\(name): \(unshifted.differingPixels.count) pixels differ")

    let cell = try #require(Self.smallestCell(in: list, viewport: size), "\(name) draws no cell")
    for (dx, dy) in [(0.0, 1.0), (1.0, 0.0)] {
      let moved = Self.shifting(cell, of: list, dx: dx, dy: dy)
      let shifted = try #require(
        ImageSnapshot.compare(DemoSnapshotTests.draw(moved, size: size), with: reference))
      let shiftedMatches = shifted.matches
      #expect(
        !shiftedMatches,
        "\(name): a cell moved by (\(dx), \(dy)) pt passes (\(shifted.differingPixels.count) pixels differ, by up to \(shifted.largestChannelDifference))"
      )
    }
  }

  @Test("An identical image matches; one pixel off by two levels does not")
  func singlePixel() throws {
    let canvas = Canvas(size: CGSize(width: 8, height: 8), scale: 1)
    let gray = Color(red: 0.5, green: 0.5, blue: 0.5)
    canvas.draw(DisplayList([.fill(CGRect(x: 0, y: 0, width: 8, height: 8), gray)]))
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("snapshot-\(UUID()).png").path
    try canvas.writePNG(to: path)
    let reference = try #require(CanvasImage(pngFile: path))
    #expect(try #require(ImageSnapshot.compare(canvas, with: reference)).matches)

    let lighter = Color(red: 0.5 + 2.0 / 255, green: 0.5, blue: 0.5)
    canvas.draw(
      DisplayList([
        .fill(CGRect(x: 0, y: 0, width: 8, height: 8), gray),
        .fill(CGRect(x: 3, y: 3, width: 1, height: 1), lighter),
      ]))
    let comparison = try #require(ImageSnapshot.compare(canvas, with: reference))
    #expect(comparison.differingPixels == [3 * 8 + 3])
    #expect(comparison.largestChannelDifference == 2)
    #expect(!comparison.matches)
  }

  // MARK: - Moving one cell

  /// The index of the smallest filled rectangle, wholly inside the viewport, that holds a
  /// label: a cell.
  static func smallestCell(in list: DisplayList, viewport: CGSize) -> Int? {
    let bounds = CGRect(origin: .zero, size: viewport)
    var best: (index: Int, area: Double)?
    for (index, command) in list.commands.enumerated() {
      guard case .fill(let rect, _, _) = command, bounds.contains(rect) else { continue }
      let labelled = partsOfCell(at: index, in: list).contains { part in
        if case .text = list.commands[part] { return true }
        return false
      }
      let area = Double(rect.width * rect.height)
      if labelled, area > 0, area < best?.area ?? .infinity { best = (index, area) }
    }
    return best?.index
  }

  /// The fill at `index` and the commands right after it drawn inside its rectangle (labels,
  /// separators).
  static func partsOfCell(at index: Int, in list: DisplayList) -> [Int] {
    guard case .fill(let cell, _, _) = list.commands[index] else { return [] }
    var parts = [index]
    for next in (index + 1)..<list.commands.count {
      let inside: Bool =
        switch list.commands[next] {
        case .text(_, let rect, _, _, _): cell.contains(rect)
        case .line(let from, let to, _, _): cell.contains(from) && cell.contains(to)
        default: false
        }
      guard inside else { break }
      parts.append(next)
    }
    return parts
  }

  /// `list` with the cell at `index` (its fill, labels and separators) moved by (dx, dy).
  static func shifting(_ index: Int, of list: DisplayList, dx: Double, dy: Double) -> DisplayList {
    var moved = list
    for part in partsOfCell(at: index, in: list) {
      moved.commands[part] =
        switch list.commands[part] {
        case .fill(let rect, let color, let radius):
          .fill(rect.offsetBy(dx: dx, dy: dy), color, cornerRadius: radius)
        case .text(let text, let rect, let font, let color, let alignment):
          .text(text, in: rect.offsetBy(dx: dx, dy: dy), font, color, alignment)
        case .line(let from, let to, let color, let width):
          .line(
            from: CGPoint(x: from.x + dx, y: from.y + dy), to: CGPoint(x: to.x + dx, y: to.y + dy),
            color, lineWidth: width)
        case let other: other
        }
    }
    return moved
  }
}
