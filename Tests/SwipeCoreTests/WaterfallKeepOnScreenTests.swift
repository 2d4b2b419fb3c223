import Foundation
import Testing

@testable import SwipeCore
@testable import SwipeLayouts

/// `WaterfallLayout.setSize(_:ofItem:inSection:keepingOnScreen:)`: the offset change that keeps
/// the first element on screen in place.
@Suite("Waterfall resize keeping the screen")
struct WaterfallKeepOnScreenTests {
  /// Two sections of the seed's 4 columns, 16 items each: the second starts at 410 (35 pt
  /// header, 5 pt inset, rows of 100/80/70/90, a 35 pt footer).
  static func layout() throws -> WaterfallLayout {
    try WaterfallLayoutTests.seed()
  }

  @Test(
    "An item wholly above the screen: the offset follows the first element showing",
    arguments: [(0, 300.0), (5, 10.0), (15, 0.0)])
  func above(item: Int, height: Double) throws {
    var layout = try Self.layout()
    let header = try #require(layout.headerFrame(inSection: 1))
    let screen = CGRect(x: 0, y: header.minY + 10, width: 390, height: 600)
    let before = layout.elements(in: screen)
    let shift = try layout.setSize(
      .height(height), ofItem: item, inSection: 0, keepingOnScreen: screen)
    let moved = try #require(layout.headerFrame(inSection: 1)).minY - header.minY
    #expect(shift == Double(moved) && shift != 0)
    // Everything shown moved by the shift: offset by it, the screen shows the same picture.
    for element in before where element.section == 1 {
      let now: CGRect? =
        switch element.kind {
        case .item: layout.frame(ofItem: element.item, inSection: 1)
        case .header: layout.headerFrame(inSection: 1)
        case .footer: layout.footerFrame(inSection: 1)
        }
      #expect(abs(Double((now?.minY ?? .nan) - element.frame.minY) - shift) < 1e-9)
    }
  }

  @Test("An item on screen or below it, or an empty screen, moves nothing: 0")
  func notAbove() throws {
    var layout = try Self.layout()
    let item = try #require(layout.frame(ofItem: 6, inSection: 0))
    // The item straddles the screen's top: it grows in place.
    let straddling = CGRect(x: 0, y: item.midY, width: 390, height: 600)
    #expect(
      try layout.setSize(.height(400), ofItem: 6, inSection: 0, keepingOnScreen: straddling) == 0)
    let below = CGRect(x: 0, y: 0, width: 390, height: 100)
    #expect(try layout.setSize(.height(20), ofItem: 14, inSection: 1, keepingOnScreen: below) == 0)
    let empty = CGRect(x: 0, y: 5000, width: 390, height: 0)
    #expect(try layout.setSize(.height(20), ofItem: 0, inSection: 0, keepingOnScreen: empty) == 0)
    #expect(layout.frame(ofItem: 0, inSection: 0)?.height == 20)
  }

  @Test("A bad item throws and changes nothing")
  func badItem() throws {
    var layout = try Self.layout()
    let before = layout.allElements
    #expect(throws: LayoutError.self) {
      try layout.setSize(
        .height(10), ofItem: 99, inSection: 0,
        keepingOnScreen: CGRect(x: 0, y: 500, width: 390, height: 600))
    }
    #expect(layout.allElements == before)
  }
}
