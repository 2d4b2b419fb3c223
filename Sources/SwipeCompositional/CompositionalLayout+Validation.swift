import Foundation
import SwipeCore
import SwipeLayouts

// The model's rules, checked before anything is solved. Each error names the path of the
// offending value in the model's own vocabulary (`sections[2].group.subitems[0].item.size.width`),
// which is also its JSON path in a `swipe layout` file. Paths are autoclosures: they are only
// built for an error, so validating a valid model costs no string work.
//
// Signs follow what UIKit accepts: content insets (section, group, item, decoration),
// `interGroupSpacing` and `interSectionSpacing` may be negative (overlaps and bleeds are legal in
// compositional layouts); sizes (absolute, estimated, fractional, custom frame sizes), inter-item
// spacing and edge spacing may not (UIKit documents them as amounts of space). Every length's
// magnitude is at most `InputLimits.maximumMagnitude` (10¹² pt), and groups nest at most
// `LayoutGroup.maximumNestingDepth` levels.

/// Which dimensions of the containing group are estimated: a fraction of an estimated length
/// has nothing to resolve against.
struct EstimatedContainer {
  var width = false
  var height = false
}

extension LayoutSection {
  /// Checks the section; `path` names it (`sections[2]`).
  func validate(at path: @autoclosure () -> String, scrollDirection: Axis) throws(LayoutError) {
    try contentInsets.validate(at: "\(path()).contentInsets")
    try requireLength(interGroupSpacing, at: "\(path()).interGroupSpacing", negative: true)
    try group.validate(at: "\(path()).group", container: EstimatedContainer(), depth: 1)
    for (index, item) in boundarySupplementaryItems.enumerated() {
      func itemPath() -> String { "\(path()).boundarySupplementaryItems[\(index)]" }
      try requireKind(item.kind, at: "\(itemPath()).kind")
      try item.size.validate(at: "\(itemPath()).size", container: EstimatedContainer())
      let allowed: [BoundaryAlignment] =
        scrollDirection == .vertical ? [.top, .bottom] : [.leading, .trailing]
      guard allowed.contains(item.alignment) else {
        throw LayoutError(
          path: "\(itemPath()).alignment",
          problem:
            "\(item.alignment.rawValue) does not fit a \(scrollDirection) layout; use "
            + allowed.map(\.rawValue).joined(separator: " or "))
      }
    }
    for (index, decoration) in decorationItems.enumerated() {
      func decorationPath() -> String { "\(path()).decorationItems[\(index)]" }
      try requireKind(decoration.kind, at: "\(decorationPath()).kind")
      try decoration.contentInsets.validate(at: "\(decorationPath()).contentInsets")
    }
  }
}

extension LayoutGroup {
  /// The most slots a `count` group may ask for.
  public static let maximumCount = 10_000
  /// The deepest nesting of groups a layout accepts (the section's group is level 1).
  public static let maximumNestingDepth = 256

  func validate(at path: @autoclosure () -> String, container: EstimatedContainer, depth: Int)
    throws(LayoutError)
  {
    guard depth <= Self.maximumNestingDepth else {
      throw LayoutError(
        path: path(),
        problem: "groups nest deeper than \(Self.maximumNestingDepth) levels (the limit)")
    }
    try validateFrame(
      size: size, contentInsets: contentInsets, edgeSpacing: edgeSpacing,
      supplementaryItems: supplementaryItems, at: path(), container: container)
    if let interItemSpacing {
      try interItemSpacing.validate(at: "\(path()).interItemSpacing")
    }
    if case .custom(let frames) = arrangement {
      guard !frames.isEmpty else {
        throw LayoutError(
          path: "\(path()).frames", problem: "a custom group needs at least one frame")
      }
      for (index, frame) in frames.enumerated() {
        let values = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
        let limit = InputLimits.maximumMagnitude
        guard values.allSatisfy({ $0.isFinite && abs($0) <= limit }), frame.width >= 0,
          frame.height >= 0
        else {
          throw LayoutError(
            path: "\(path()).frames[\(index)]",
            problem: "needs finite values within ±1e12 and a size ≥ 0")
        }
      }
      guard count == nil else {
        throw LayoutError(path: "\(path()).count", problem: "a custom group has no count")
      }
      return
    }
    guard !subitems.isEmpty else {
      throw LayoutError(path: "\(path()).subitems", problem: "a group needs at least one subitem")
    }
    if let count {
      guard (1...Self.maximumCount).contains(count) else {
        throw LayoutError(
          path: "\(path()).count", problem: "must be in 1...\(Self.maximumCount), got \(count)")
      }
      guard subitems.count == 1 else {
        throw LayoutError(
          path: "\(path()).subitems",
          problem: "a count group repeats exactly one subitem, got \(subitems.count)")
      }
    }
    let inner = EstimatedContainer(width: size.width.isEstimated, height: size.height.isEstimated)
    for (index, subitem) in subitems.enumerated() {
      switch subitem {
      case .item(let item):
        try item.validate(at: "\(path()).subitems[\(index)].item", container: inner)
      case .group(let group):
        try group.validate(at: "\(path()).subitems[\(index)]", container: inner, depth: depth + 1)
      }
    }
  }
}

extension LayoutItem {
  func validate(at path: @autoclosure () -> String, container: EstimatedContainer)
    throws(LayoutError)
  {
    try validateFrame(
      size: size, contentInsets: contentInsets, edgeSpacing: edgeSpacing,
      supplementaryItems: supplementaryItems, at: path(), container: container)
  }
}

extension [LayoutSupplementaryItem] {
  func validate(at path: @autoclosure () -> String) throws(LayoutError) {
    for (index, supplementary) in enumerated() {
      func itemPath() -> String { "\(path())[\(index)]" }
      try requireKind(supplementary.kind, at: "\(itemPath()).kind")
      try supplementary.size.validate(at: "\(itemPath()).size", container: EstimatedContainer())
      try requireLength(
        supplementary.anchor.offsetX, at: "\(itemPath()).containerAnchor.offset.x", negative: true)
      try requireLength(
        supplementary.anchor.offsetY, at: "\(itemPath()).containerAnchor.offset.y", negative: true)
    }
  }
}

extension LayoutSize {
  func validate(at path: @autoclosure () -> String, container: EstimatedContainer)
    throws(LayoutError)
  {
    try width.validate(at: "\(path()).width", container: container)
    try height.validate(at: "\(path()).height", container: container)
  }
}

extension LayoutDimension {
  func validate(at path: @autoclosure () -> String, container: EstimatedContainer)
    throws(LayoutError)
  {
    let value: Double
    let name: String
    switch self {
    case .fractionalWidth(let fraction):
      (value, name) = (fraction, "fractionalWidth")
      if container.width {
        throw LayoutError(
          path: path(),
          problem: "fractionalWidth has nothing to resolve against: the group's width is estimated"
        )
      }
    case .fractionalHeight(let fraction):
      (value, name) = (fraction, "fractionalHeight")
      if container.height {
        throw LayoutError(
          path: path(),
          problem:
            "fractionalHeight has nothing to resolve against: the group's height is estimated")
      }
    case .absolute(let length): (value, name) = (length, "absolute")
    case .estimated(let length): (value, name) = (length, "estimated")
    }
    guard value.isFinite, value >= 0 else {
      throw LayoutError(path: path(), problem: "\(name) must be finite and ≥ 0, got \(value)")
    }
    if !isFraction {
      try requireLength(value, at: path(), negative: false)
    }
  }

  var isFraction: Bool {
    switch self {
    case .fractionalWidth, .fractionalHeight: true
    case .absolute, .estimated: false
    }
  }
}

extension LayoutSpacing {
  func validate(at path: @autoclosure () -> String) throws(LayoutError) {
    guard minimum.isFinite, minimum >= 0 else {
      throw LayoutError(path: path(), problem: "spacing must be finite and ≥ 0, got \(minimum)")
    }
    try requireLength(minimum, at: path(), negative: false)
  }
}

extension LayoutEdgeSpacing {
  func validate(at path: @autoclosure () -> String) throws(LayoutError) {
    let edges: [(String, LayoutSpacing?)] = [
      ("leading", leading), ("top", top), ("trailing", trailing), ("bottom", bottom),
    ]
    for (name, spacing) in edges {
      try spacing?.validate(at: "\(path()).\(name)")
    }
  }
}

extension DirectionalInsets {
  func validate(at path: @autoclosure () -> String) throws(LayoutError) {
    let edges = [("top", top), ("leading", leading), ("bottom", bottom), ("trailing", trailing)]
    for (name, value) in edges {
      try requireLength(value, at: "\(path()).\(name)", negative: true)
    }
  }
}

/// The parts items and groups share: size, content insets, edge spacing, supplementaries.
func validateFrame(
  size: LayoutSize, contentInsets: DirectionalInsets, edgeSpacing: LayoutEdgeSpacing,
  supplementaryItems: [LayoutSupplementaryItem], at path: @autoclosure () -> String,
  container: EstimatedContainer
) throws(LayoutError) {
  try size.validate(at: "\(path()).size", container: container)
  try contentInsets.validate(at: "\(path()).contentInsets")
  try edgeSpacing.validate(at: "\(path()).edgeSpacing")
  try supplementaryItems.validate(at: "\(path()).supplementaryItems")
}

func requireFinite(_ value: Double, at path: @autoclosure () -> String) throws(LayoutError) {
  guard value.isFinite else {
    throw LayoutError(path: path(), problem: "must be finite, got \(value)")
  }
}

/// A length: finite, at most `InputLimits.maximumMagnitude` in magnitude, and ≥ 0 unless
/// `negative` values are legal for the field.
func requireLength(_ value: Double, at path: @autoclosure () -> String, negative: Bool)
  throws(LayoutError)
{
  try requireFinite(value, at: path())
  guard negative || value >= 0 else {
    throw LayoutError(path: path(), problem: "must be ≥ 0, got \(value)")
  }
  guard abs(value) <= InputLimits.maximumMagnitude else {
    throw LayoutError(
      path: path(), problem: "must be within ±1e12 (the length limit), got \(value)")
  }
}

func requireKind(_ kind: String, at path: @autoclosure () -> String) throws(LayoutError) {
  guard !kind.isEmpty else { throw LayoutError(path: path(), problem: "needs a non-empty kind") }
}
