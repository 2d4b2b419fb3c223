import Foundation
import SwipeCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension SwipeScene {
  /// A view in the header (`header.content`), as a real view hierarchy has one.
  public struct HeaderElement: Sendable, Hashable {
    /// What the view is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
      /// A `UIImageView`: not interactive, a touch on it is the container's.
      case image
      /// A `UILabel`: not interactive.
      case label
      /// A `UIButton`: a tap fires it; a drag from it is the container's and does not.
      case button
      /// A `UISlider` (0…1, from 0.5): keeps the drags along it, moving by dx / width.
      case slider
      /// A horizontal scroll view three frames wide: keeps the horizontal drags.
      case carousel

      /// Whether UIKit's hit-test can stop on it (image views and labels are not interactive).
      public var isInteractive: Bool { self != .image && self != .label }
    }

    /// What the view is.
    public var kind: Kind
    /// Its frame in header coordinates.
    public var frame: CGRect

    /// A view of `kind` at `frame` (header coordinates).
    public init(kind: Kind, frame: CGRect) {
      self.kind = kind
      self.frame = frame
    }

    // CGRect is not Hashable in Apple's CoreGraphics.
    /// Hashes the kind and the frame's origin and size.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(kind)
      for value in [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height] {
        hasher.combine(Double(value))
      }
    }
  }

  static func decodeHeaderContent(_ node: JSONNode, budget: inout ElementBudget)
    throws(ScenarioError) -> [HeaderElement]
  {
    let elements = try node.array()
    try budget.spend(elements.count, at: node)
    var content: [HeaderElement] = []
    for element in elements {
      let object = try element.object(allowing: ["kind", "frame"])
      let kind = try HeaderElement.Kind(
        rawValue: object.required("kind").choice(HeaderElement.Kind.allCases.map(\.rawValue)))
      let frameNode = try object.required("frame")
      let numbers = try frameNode.array()
      guard numbers.count == 4 else {
        throw frameNode.error("must be [x, y, width, height], got \(numbers.count) numbers")
      }
      let x = try numbers[0].number()
      let y = try numbers[1].number()
      let width = try numbers[2].number(atLeast: 0)
      let height = try numbers[3].number(atLeast: 0)
      content.append(
        HeaderElement(kind: kind ?? .image, frame: CGRect(x: x, y: y, width: width, height: height))
      )
    }
    return content
  }
}

/// The engine host's model of the header's views (`header.content`), by the rules of DESIGN.md
/// §12 and SCENARIOS.md ("The UIKit host"), as UIKit resolves them on the UIKit host: the hit
/// view is the topmost interactive element under the finger (image views and labels let it
/// through to the chrome); at the slop a carousel keeps a horizontal drag and a slider a drag
/// more horizontal than vertical, and any other drag is the container's, cancelling the
/// element; a finger that lifts without a drag taps a button it lifts on.
struct HeaderContentModel {
  struct Element {
    var kind: SwipeScene.HeaderElement.Kind
    var frame: CGRect
    var taps = 0
    var value = 0.5
    var carousel: Scroller?
  }

  /// Where the finger's touch stands.
  enum Touch {
    /// The finger is on `element`, not yet past the slop; a slider's value at touch-down.
    case undecided(element: Int, start: CGPoint, value: Double)
    /// The element keeps the drag.
    case element(Int, start: CGPoint, value: Double)
    /// The container has the drag (or the finger landed on the chrome).
    case container
  }

  var elements: [Element]
  var touch: Touch?

  init(_ content: [SwipeScene.HeaderElement]) {
    elements = content.map { element in
      var model = Element(kind: element.kind, frame: element.frame)
      if element.kind == .carousel {
        model.carousel = Scroller(
          axis: .horizontal, boundsSize: element.frame.size,
          contentSize: CGSize(width: element.frame.width * 3, height: element.frame.height),
          offset: 0)
      }
      return model
    }
  }

  /// Whether the container receives the finger's moves.
  var containerHasDrag: Bool {
    if case .container = touch { return true }
    return false
  }

  mutating func advance(to time: TimeInterval) {
    var ignore = IgnoringScrollerDelegate()
    for index in elements.indices where elements[index].carousel != nil {
      elements[index].carousel?.advance(to: time, delegate: &ignore)
    }
  }

  /// A finger lands at `point` (viewport coordinates) with the header at `header`.
  mutating func down(at point: CGPoint, header: CGRect?, time: TimeInterval) {
    guard let index = interactiveElement(at: point, header: header) else {
      touch = .container
      return
    }
    touch = .undecided(element: index, start: point, value: elements[index].value)
    var ignore = IgnoringScrollerDelegate()
    elements[index].carousel?.touchDown(at: point, at: time, delegate: &ignore)
  }

  /// The finger moves to `point`.
  mutating func move(to point: CGPoint, time: TimeInterval) {
    var ignore = IgnoringScrollerDelegate()
    switch touch {
    case .undecided(let index, let start, let value):
      elements[index].carousel?.touchMoved(to: point, at: time, delegate: &ignore)
      let dx = Double(point.x - start.x)
      let dy = Double(point.y - start.y)
      guard let axis = TouchSlop.dominantAxis(dx: dx, dy: dy) else {
        return track(index, start: start, value: value, to: point)
      }
      let keeps: Bool =
        switch elements[index].kind {
        case .carousel: axis == .horizontal && elements[index].carousel?.isDragging == true
        case .slider: abs(dx) > abs(dy)
        default: false
        }
      if keeps {
        touch = .element(index, start: start, value: value)
        track(index, start: start, value: value, to: point)
      } else {
        // The container's pan begins and cancels the element before it sees this move.
        touch = .container
        elements[index].carousel?.touchCancelled(at: time, delegate: &ignore)
      }
    case .element(let index, let start, let value):
      elements[index].carousel?.touchMoved(to: point, at: time, delegate: &ignore)
      track(index, start: start, value: value, to: point)
    case .container, nil:
      return
    }
  }

  /// A slider follows the finger by dx / width from where it went down.
  private mutating func track(_ index: Int, start: CGPoint, value: Double, to point: CGPoint) {
    let element = elements[index]
    guard element.kind == .slider, element.frame.width > 0 else { return }
    let moved = value + Double(point.x - start.x) / Double(element.frame.width)
    elements[index].value = min(max(moved, 0), 1)
  }

  /// The finger lifts at `point` (nil: cancelled) with the header at `header`.
  mutating func up(at point: CGPoint?, header: CGRect?, time: TimeInterval) {
    defer { touch = nil }
    var ignore = IgnoringScrollerDelegate()
    switch touch {
    case .undecided(let index, _, _), .element(let index, _, _):
      if point == nil {
        elements[index].carousel?.touchCancelled(at: time, delegate: &ignore)
      } else {
        elements[index].carousel?.touchUp(at: time, delegate: &ignore)
      }
      guard case .undecided = touch, elements[index].kind == .button, let point, let header
      else { return }
      let local = CGPoint(x: point.x - header.minX, y: point.y - header.minY)
      if elements[index].frame.contains(local) { elements[index].taps += 1 }
    case .container, nil:
      return
    }
  }

  // MARK: - Scrolls

  /// A trackpad or mouse-wheel scroll begins with the pointer at `point` with the header at
  /// `header`: the element under it (as for a finger) is asked when the scroll first moves, and
  /// nothing stops before.
  mutating func scrollBegan(at point: CGPoint, header: CGRect?) {
    guard let index = interactiveElement(at: point, header: header) else {
      touch = .container
      return
    }
    touch = .undecided(element: index, start: point, value: elements[index].value)
  }

  /// The topmost interactive element under `point` (viewport coordinates) with the header at
  /// `header`; nil off the header or on its plain chrome.
  func interactiveElement(at point: CGPoint, header: CGRect?) -> Int? {
    guard let header, header.contains(point) else { return nil }
    let local = CGPoint(x: point.x - header.minX, y: point.y - header.minY)
    return elements.lastIndex { $0.kind.isInteractive && $0.frame.contains(local) }
  }

  /// The scroll has moved by `translation` in all. Its first movement decides, with no slop: a
  /// carousel takes a horizontal scroll it can scroll (the innermost scroll view along that
  /// axis), a slider a horizontal one (moving by dx / width, as under a finger); anything else
  /// is the container's.
  mutating func scrollMoved(by translation: CGPoint, time: TimeInterval) {
    var ignore = IgnoringScrollerDelegate()
    switch touch {
    case .undecided(let index, let start, let value):
      guard translation.x != 0 || translation.y != 0 else { return }
      let horizontal = abs(translation.x) > abs(translation.y)
      switch elements[index].kind {
      case .carousel where horizontal && elements[index].carousel?.canScroll == true:
        elements[index].carousel?.touchDown(at: start, at: time, delegate: &ignore)
        elements[index].carousel?.beginScroll(
          along: .horizontal, at: start, at: time, delegate: &ignore)
      case .slider where horizontal:
        break
      default:
        touch = .container
        return
      }
      touch = .element(index, start: start, value: value)
      scrollMoved(by: translation, time: time)
    case .element(let index, let start, let value):
      let point = CGPoint(x: start.x + translation.x, y: start.y + translation.y)
      elements[index].carousel?.touchMoved(to: point, at: time, delegate: &ignore)
      track(index, start: start, value: value, to: point)
    case .container, nil:
      return
    }
  }

  /// The scroll ends: a carousel that took it is released with its velocity. A scroll taps
  /// nothing.
  mutating func scrollEnded(time: TimeInterval) {
    defer { touch = nil }
    guard case .element(let index, _, _) = touch else { return }
    var ignore = IgnoringScrollerDelegate()
    elements[index].carousel?.touchUp(at: time, delegate: &ignore)
  }

  /// The sample's `header.content`: each element's state, in order.
  var sampleField: JSONOutput {
    .array(
      elements.map { element in
        HeaderContentSample.field(
          kind: element.kind, taps: element.taps, value: element.value,
          offset: element.carousel.map { $0.offset })
      })
  }
}

/// One element of a sample's `header.content`, as both hosts print it.
public enum HeaderContentSample {
  /// `{"kind": "button", "taps": 1}`, `{"kind": "slider", "value": 0.62}`, `{"kind":
  /// "carousel", "offset": 120}`, `{"kind": "image"}`.
  public static func field(
    kind: SwipeScene.HeaderElement.Kind, taps: Int, value: Double, offset: Double?
  ) -> JSONOutput {
    var fields: [(String, JSONOutput)] = [("kind", .string(kind.rawValue))]
    switch kind {
    case .button: fields.append(("taps", .number(Double(taps))))
    case .slider: fields.append(("value", .number(value)))
    case .carousel: fields.append(("offset", .number(offset ?? 0)))
    case .image, .label: break
    }
    return .object(fields)
  }
}
