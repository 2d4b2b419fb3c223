import Foundation

#if !COCOAPODS
  import SwipeCore
#endif

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One positioned element of a layout: a cell or a supplementary view, as
/// `UICollectionViewLayoutAttributes` minus UIKit.
public struct LayoutElement: Sendable, Equatable {
  /// What the element is.
  public enum Kind: Sendable, Hashable {
    /// A cell.
    case item
    /// A section header.
    case header
    /// A section footer.
    case footer
  }

  /// Cell, header or footer.
  public var kind: Kind
  /// The section index.
  public var section: Int
  /// The item index within the section (0 for headers and footers).
  public var item: Int
  /// The frame in content coordinates.
  public var frame: CGRect

  /// Creates an element.
  public init(kind: Kind, section: Int, item: Int, frame: CGRect) {
    self.kind = kind
    self.section = section
    self.item = item
    self.frame = frame
  }
}

extension LayoutElement: Hashable {
  /// Hashes what the element is (kind, section and item). Equal elements share these, so they
  /// hash alike; the frame is left out because `CGRect` is `Hashable` only from iOS 18.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(section)
    hasher.combine(item)
  }
}

/// A problem with a layout's input, with the path of the offending value (for example
/// `sections[1].columns`).
public struct LayoutError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Where the problem is.
  public var path: String
  /// What is wrong.
  public var problem: String

  /// Creates an error.
  public init(path: String, problem: String) {
    self.path = path
    self.problem = problem
  }

  /// `<path>: <problem>`.
  public var description: String { "\(path): \(problem)" }
}
