import Foundation
import SwipeCanvas
import SwipeCore
import SwipeLayouts
import SwipeScenario

/// ATPagingByCell: twelve cells of the Chinese zodiac, 38 pt side insets, 10 pt spacing, one
/// cell per swipe however fast the flick.
public final class PagingByCellDemo: Demo {
  /// Part of the ``Demo`` protocol.
  public static let name = "paging-by-cell"
  /// Part of the ``Demo`` protocol.
  public static let title = "Paging by cell"
  /// Part of the ``Demo`` protocol.
  public static let summary = "Cells narrower than the screen move exactly one per swipe."
  /// Part of the ``Demo`` protocol.
  public static var script: Scenario {
    SwipeGallery.script(
      6,
      [
        drag(0.3, from: (300, 300), to: (120, 300), duration: 0.08),
        drag(1.1, from: (300, 300), to: (60, 300), duration: 0.05),
        drag(1.5, from: (300, 300), to: (60, 300), duration: 0.05),
        drag(2.5, from: (300, 300), to: (200, 300), duration: 0.6, hold: 0.2),
        drag(3.8, from: (100, 300), to: (340, 300), duration: 0.06),
        drag(4.7, from: (300, 300), to: (100, 300), duration: 0.4, hold: 0.1),
      ])
  }

  static let animals: [(String, String)] = [
    ("鼠", "Rat"), ("牛", "Ox"), ("虎", "Tiger"), ("兔", "Rabbit"), ("龙", "Dragon"),
    ("蛇", "Snake"), ("马", "Horse"), ("羊", "Goat"), ("猴", "Monkey"), ("鸡", "Rooster"),
    ("狗", "Dog"), ("猪", "Pig"),
  ]
  /// Where the strip sits on the screen.
  static let stripTop = 150.0
  static let stripHeight = 320.0

  /// Part of the ``Demo`` protocol.
  public let viewport: CGSize
  var carousel: Carousel
  var names = EventNameRecorder()

  /// Part of the ``Demo`` protocol.
  public init(viewport: CGSize) {
    self.viewport = viewport
    carousel = Carousel(
      configuration: .init(
        itemWidths: Array(repeating: Double(viewport.width) - 76, count: 12), spacing: 10,
        leadingInset: 38, trailingInset: 38, alignment: .center),
      viewport: CGSize(width: viewport.width, height: Self.stripHeight))
  }

  /// Part of the ``Demo`` protocol.
  public func advance(to time: TimeInterval) {
    carousel.advance(to: time, delegate: &names)
  }

  /// Part of the ``Demo`` protocol.
  public func touch(_ phase: TouchPhase, at point: CGPoint?, time: TimeInterval) {
    carousel.touch(phase, at: point, time: time, delegate: &names)
  }

  /// Part of the ``Demo`` protocol.
  public func fling(vx: Double, vy: Double, time: TimeInterval) {
    carousel.fling(velocity: vx, at: time, delegate: &names)
  }

  /// Part of the ``Demo`` protocol.
  public func perform(_ call: ScenarioCall, time: TimeInterval) {
    if case .scrollToPage(let page, let animated) = call {
      carousel.scrollToPage(page, animated: animated, at: time, delegate: &names)
    }
  }

  /// Part of the ``Demo`` protocol.
  public func sampleFields() -> [(String, JSONOutput)] {
    [
      ("offset", .number(carousel.scroller.offset)),
      ("page", .number(Double(carousel.currentPage))),
    ]
  }

  /// Part of the ``Demo`` protocol.
  public func takeEventNames() -> [String] { names.take() }

  /// Part of the ``Demo`` protocol.
  public func wheel(by delta: Double, at point: CGPoint, time: TimeInterval) {
    fling(vx: delta > 0 ? 1500 : -1500, vy: 0, time: time)
  }

  /// Part of the ``Demo`` protocol.
  public func render(into list: inout DisplayList) {
    let width = Double(viewport.width)
    list.append(.fill(CGRect(origin: .zero, size: viewport), Theme.background))
    let offset = carousel.scroller.offset
    for (index, frame) in carousel.itemFrames.enumerated() {
      let x = Double(frame.minX) - offset
      guard x + Double(frame.width) > 0, x < width else { continue }
      let cell = CGRect(
        x: x, y: Self.stripTop, width: Double(frame.width), height: Self.stripHeight)
      list.append(.fill(cell, Theme.tile(index), cornerRadius: 18))
      let (glyph, english) = Self.animals[index % Self.animals.count]
      list.append(
        .text(glyph, in: cell.insetBy(dx: 0, dy: 60), Font(size: 110, bold: true), .white, .center))
      list.append(
        .text(
          english,
          in: CGRect(x: x, y: Double(cell.maxY) - 70, width: Double(frame.width), height: 40),
          Font(size: 22, bold: true), .white, .center))
      list.append(
        .text(
          "\(index + 1) / 12", in: CGRect(x: x + 16, y: Self.stripTop + 12, width: 100, height: 24),
          Theme.caption, .white))
    }
    let page = carousel.currentPage
    let dots = 12.0
    for dot in 0..<12 {
      let x = width / 2 + (Double(dot) - (dots - 1) / 2) * 14
      list.append(
        .circle(
          center: CGPoint(x: x, y: Self.stripTop + Self.stripHeight + 30), radius: 3.5,
          dot == page ? Theme.tint : Theme.separator))
    }
    list.append(
      .text(
        "One cell per swipe, however fast the flick",
        in: CGRect(x: 20, y: Self.stripTop + Self.stripHeight + 50, width: width - 40, height: 30),
        Theme.caption, Theme.secondaryText, .center))
    Chrome.navigationBar("ATPagingByCell", width: width, into: &list)
  }
}
