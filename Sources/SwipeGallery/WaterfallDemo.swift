import Foundation
import SwipeCanvas
import SwipeCore
import SwipeLayouts
import SwipeScenario

/// A long masonry grid with sections, on a plain vertical scroll view.
public final class WaterfallDemo: Demo {
  /// Part of the ``Demo`` protocol.
  public static let name = "waterfall"
  /// Part of the ``Demo`` protocol.
  public static let title = "Waterfall"
  /// Part of the ``Demo`` protocol.
  public static let summary = "A masonry grid with sections; only visible tiles are queried."
  /// Part of the ``Demo`` protocol.
  public static var script: Scenario {
    SwipeGallery.script(
      6,
      [
        drag(0.3, from: (195, 700), to: (195, 300), duration: 0.12),
        drag(2.5, from: (195, 700), to: (195, 200), duration: 0.1),
        drag(4.2, from: (195, 200), to: (195, 750), duration: 0.12),
      ])
  }

  /// Part of the ``Demo`` protocol.
  public let viewport: CGSize
  let layout: WaterfallLayout
  var scroller: Scroller
  var names = EventNameRecorder()

  /// Part of the ``Demo`` protocol.
  public init(viewport: CGSize) {
    self.viewport = viewport
    let heights: [Double] = [180, 120, 220, 150, 200, 110, 160, 240]
    let sections = (0..<4).map { section in
      WaterfallSection(
        columns: 3,
        items: (0..<45).map { .height(heights[($0 * 7 + section * 3) % heights.count]) },
        headerHeight: 40, footerHeight: 0, insets: Insets(top: 6, left: 6, bottom: 12, right: 6),
        columnSpacing: 6, rowSpacing: 6)
    }
    do {
      layout = try WaterfallLayout(width: Double(viewport.width), sections: sections, scale: 2)
    } catch {
      preconditionFailure("the demo's layout is valid by construction: \(error)")
    }
    scroller = Scroller(
      axis: .vertical, boundsSize: viewport, contentSize: layout.contentSize,
      contentInset: Insets(top: 64))
  }

  /// Part of the ``Demo`` protocol.
  public func advance(to time: TimeInterval) { scroller.advance(to: time, delegate: &names) }

  /// Part of the ``Demo`` protocol.
  public func touch(_ phase: TouchPhase, at point: CGPoint?, time: TimeInterval) {
    scroller.touch(phase, at: point, time: time, delegate: &names)
  }

  /// Part of the ``Demo`` protocol.
  public func fling(vx: Double, vy: Double, time: TimeInterval) {
    scroller.fling(velocity: vy, at: time, delegate: &names)
  }

  /// Part of the ``Demo`` protocol.
  public func perform(_ call: ScenarioCall, time: TimeInterval) {
    if case .setContentOffset(_, let y, let animated) = call {
      scroller.setContentOffset(y, animated: animated, at: time, delegate: &names)
    }
  }

  /// Part of the ``Demo`` protocol.
  public func sampleFields() -> [(String, JSONOutput)] {
    [("offset", .number(scroller.offset)), ("phase", .string(scroller.phase.word))]
  }

  /// Part of the ``Demo`` protocol.
  public func takeEventNames() -> [String] { names.take() }

  /// Part of the ``Demo`` protocol.
  public func render(into list: inout DisplayList) {
    let width = Double(viewport.width)
    list.append(.fill(CGRect(origin: .zero, size: viewport), Theme.background))
    let offset = scroller.offset
    let visible = CGRect(x: 0, y: offset, width: width, height: Double(viewport.height))
    for element in layout.elements(in: visible) {
      let frame = element.frame.offsetBy(dx: 0, dy: -offset)
      switch element.kind {
      case .item:
        list.append(.fill(frame, Theme.tile(element.item + element.section * 3), cornerRadius: 10))
        list.append(
          .text(
            "\(element.section + 1)·\(element.item + 1)", in: frame.insetBy(dx: 8, dy: 8),
            Theme.caption, .white, .center))
      case .header:
        list.append(
          .text(
            "Section \(element.section + 1)", in: frame.insetBy(dx: 12, dy: 0), Theme.title,
            Theme.text))
      case .footer:
        break
      }
    }
    Chrome.navigationBar("Waterfall", width: width, into: &list)
  }
}
