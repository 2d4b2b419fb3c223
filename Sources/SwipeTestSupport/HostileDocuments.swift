import Foundation
import SwipeCore
import SwipeScenario

/// A seeded, bounded generator of hostile variants of a valid scenario or layout document:
/// extreme numbers, wrong types, missing and unknown fields, deep nesting, huge counts, repeated
/// elements and broken syntax. Every variant is small enough to read in microseconds; the ones
/// that stay valid play in bounded time (no mutation asks for a long or dense simulation).
public struct HostileDocuments {
  /// Numbers that break limits or sit on their edges.
  public static let numbers: [Double] = [
    .infinity, -.infinity, 1e300, -1e300, 1e13, -1e13, 1e12 + 1, 600.0001, 1e15 + 0.5, -1, 0,
    1e-300, .leastNonzeroMagnitude, -0.0, 10_000_001, 1e8, 2_147_483_648, 1e19, 0.5,
  ]

  /// Values of the wrong type.
  public static let wrongTypes: [JSONValue] = [
    .null, .bool(true), .string("1"), .string(""), .array([]), .object([:]),
    .array([.number(1), .number(2), .number(3)]), .object(["x": .number(1)]),
  ]

  /// A valid document to mutate, with its paths found once.
  public struct Seed: Sendable {
    /// The document.
    public let document: JSONValue
    /// Every path to a value in it (the root included).
    let paths: [[JSONValue.PathComponent]]
    /// The paths of its numbers.
    let numberPaths: [[JSONValue.PathComponent]]

    /// A seed for `document`.
    public init(_ document: JSONValue) {
      self.document = document
      paths = HostileDocuments.allPaths(document)
      numberPaths = document.numberPaths
    }
  }

  private var random: SeededGenerator

  /// A generator whose variants are the same for the same `seed`.
  public init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
  }

  /// A hostile variant of `seed`'s document: one to three mutations at paths of the original
  /// (a path an earlier mutation removed is skipped), and now and then the text itself broken.
  /// Returns the file's bytes and the document they hold (nil when the syntax is broken).
  public mutating func variant(of seed: Seed) -> (data: Data, document: JSONValue?) {
    var value = seed.document
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      value = mutate(value, seed: seed)
    }
    let text = Array(value.testText.utf8)
    guard random.chance(0.08) else { return (Data(text), value) }
    return (Data(breakSyntax(text)), nil)
  }

  private mutating func mutate(_ document: JSONValue, seed: Seed) -> JSONValue {
    let path = random.pick(seed.paths)
    guard let current = document.value(at: path) else { return document }
    switch Int.random(in: 0..<8, using: &random) {
    case 0, 1:
      guard !seed.numberPaths.isEmpty else { return document }
      let number = random.pick(seed.numberPaths)
      return document.replacing(number, with: .number(random.pick(Self.numbers)))
    case 2:
      return document.replacing(path, with: random.pick(Self.wrongTypes))
    case 3:
      return removing(path, from: document)
    case 4:
      guard case .object(var fields) = current else { return document }
      fields[random.pick(["bogus", "t", "count", "items", "x", "pages"])] = .number(1)
      return document.replacing(path, with: .object(fields))
    case 5:
      var nested = current
      for _ in 0..<random.pick([2, 30, 255, 256, 300]) {
        nested = random.chance(0.5) ? .array([nested]) : .object(["k": nested])
      }
      return document.replacing(path, with: nested)
    case 6:
      guard case .array(let elements) = current, let element = elements.first else {
        return document
      }
      let copies = random.pick([2, 10, 50])
      return document.replacing(path, with: .array(Array(repeating: element, count: copies)))
    default:
      let count = random.pick([10_000_001.0, 1e8, 1e15, 2e9, 1e300, 100_001, 20])
      return document.replacing(
        path, with: .object(["count": .number(count), "height": .number(1)]))
    }
  }

  /// Every path to a value in the document (the root included).
  static func allPaths(_ value: JSONValue) -> [[JSONValue.PathComponent]] {
    var paths: [[JSONValue.PathComponent]] = [[]]
    switch value {
    case .array(let elements):
      for (index, element) in elements.enumerated() {
        paths += allPaths(element).map { [.index(index)] + $0 }
      }
    case .object(let fields):
      for key in fields.keys.sorted() {
        paths += allPaths(fields[key] ?? .null).map { [.key(key)] + $0 }
      }
    default:
      break
    }
    return paths
  }

  private func removing(_ path: [JSONValue.PathComponent], from document: JSONValue) -> JSONValue {
    guard let last = path.last else { return document }
    let parentPath = path.dropLast()
    switch (document.value(at: parentPath), last) {
    case (.object(var fields)?, .key(let key)):
      fields[key] = nil
      return document.replacing(parentPath, with: .object(fields))
    case (.array(var elements)?, .index(let index)):
      elements.remove(at: index)
      return document.replacing(parentPath, with: .array(elements))
    default:
      return document
    }
  }

  private mutating func breakSyntax(_ text: [UInt8]) -> [UInt8] {
    var bytes = text
    guard !bytes.isEmpty else { return Array("{".utf8) }
    let position = Int.random(in: 0..<bytes.count, using: &random)
    switch Int.random(in: 0..<3, using: &random) {
    case 0: bytes.removeSubrange(position...)
    case 1: bytes.insert(random.pick(Array("{}[],:\"\\x0-e.".utf8)), at: position)
    default: bytes[position] = random.pick([0x00, 0xFF, 0x22, 0x5C])
    }
    return bytes
  }
}
