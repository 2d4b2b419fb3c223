import Foundation
import Testing

@testable import SwipeCompositional
@testable import SwipeCore
@testable import SwipeLayouts
@testable import SwipeScenario

@Suite("Compositional layout: the App Store screen")
struct AppStoreScreenTests {
  static func layout() throws -> CompositionalLayout {
    let data = try Data(
      contentsOf: LayoutFileTests.examples.appendingPathComponent("compositional-app-store.json"))
    guard case .compositional(let layout) = try LayoutFile.decode(data).layout else {
      throw LayoutError(path: "$", problem: "not a compositional file")
    }
    return layout
  }

  @Test(
    "Banners, three-row app lists, icons, centred cards and categories land where UIKit puts them",
    arguments: [
      // (section, item, frame): 390 × 844, 16 pt side insets, 50 pt headers, 24 pt below.
      (0, 0, rect(16, 50, 358.8, 250)),
      (0, 1, rect(384.8, 50, 358.8, 250)),
      (1, 0, rect(16, 378, 358.8, 68)),
      (1, 3, rect(384.8, 378, 358.8, 68)),
      (1, 5, rect(384.8, 530, 358.8, 68)),
      (2, 0, rect(16, 676, 117, 148.2)),
      (2, 1, rect(145, 676, 117, 148.2)),
      (4, 0, rect(48.75, 1200.2, 292.5, 180)),
      (4, 1, rect(355.25, 1200.2, 292.5, 180)),
      (11, 7, rect(16, 3531.4, 358, 52)),
    ])
  func frames(section: Int, item: Int, frame: CGRect) throws {
    let layout = try Self.layout()
    let actual = try #require(layout.frameForItem(item, inSection: section))
    #expect(close(actual, frame), "\(actual)")
  }

  @Test("Twelve sections stack to 3607.4 pt; orthogonal rows report their content widths")
  func sizes() throws {
    let layout = try Self.layout()
    #expect(layout.numberOfSections == 12)
    #expect(abs(Double(layout.contentSize.height) - 3607.4) < 0.01)
    // 16 + 5 · 358.8 + 4 · 10 + 16, and 48.75 + 6 · 292.5 + 5 · 14 + 48.75.
    #expect(abs((layout.orthogonalContentLength(forSection: 0) ?? 0) - 1866) < 0.01)
    #expect(abs((layout.orthogonalContentLength(forSection: 4) ?? 0) - 1922.5) < 0.01)
    #expect(layout.orthogonalContentLength(forSection: 11) == nil)
    let headers = layout.allElements.filter { $0.kind == "header" }
    #expect(headers.count == 12)
    #expect(headers.first?.frame == rect(16, 0, 358, 50))
    #expect(headers.first { $0.section == 4 }?.frame == rect(0, 1150.2, 390, 50))
  }
}
