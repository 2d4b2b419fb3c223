import Foundation
import SwipeCore
import SwipeScenario

extension JSONValue {
  /// One step of a path into a document.
  public enum PathComponent: Sendable, Hashable {
    /// An object's field.
    case key(String)
    /// An array's element.
    case index(Int)
  }

  /// The value as JSON text, with infinities written as `1e999` and `-1e999` (which a reader
  /// cannot hold) and NaN as the invalid literal `NaN`: the way to put hostile numbers in a file.
  public var testText: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value):
      if value.isNaN { return "NaN" }
      if value.isInfinite { return value > 0 ? "1e999" : "-1e999" }
      return "\(value)"
    case .string(let value):
      var text = "\""
      for scalar in value.unicodeScalars {
        switch scalar {
        case "\"": text += "\\\""
        case "\\": text += "\\\\"
        case _ where scalar.value < 0x20: text += String(format: "\\u%04x", scalar.value)
        default: text.unicodeScalars.append(scalar)
        }
      }
      return text + "\""
    case .array(let elements):
      return "[" + elements.map(\.testText).joined(separator: ",") + "]"
    case .object(let fields):
      let pairs = fields.keys.sorted().map { key in
        JSONValue.string(key).testText + ":" + (fields[key] ?? .null).testText
      }
      return "{" + pairs.joined(separator: ",") + "}"
    }
  }

  /// The paths of every number in the document, depth first.
  public var numberPaths: [[PathComponent]] {
    switch self {
    case .number: return [[]]
    case .array(let elements):
      return elements.enumerated().flatMap { index, element in
        element.numberPaths.map { [.index(index)] + $0 }
      }
    case .object(let fields):
      return fields.keys.sorted().flatMap { key in
        (fields[key] ?? .null).numberPaths.map { [.key(key)] + $0 }
      }
    default: return []
    }
  }

  /// The document with the value at `path` replaced by `value` (unchanged if the path does not
  /// exist).
  public func replacing(_ path: some Collection<PathComponent>, with value: JSONValue)
    -> JSONValue
  {
    guard let first = path.first else { return value }
    let rest = path.dropFirst()
    switch (self, first) {
    case (.array(var elements), .index(let index)) where elements.indices.contains(index):
      elements[index] = elements[index].replacing(rest, with: value)
      return .array(elements)
    case (.object(var fields), .key(let key)):
      guard let field = fields[key] else { return self }
      fields[key] = field.replacing(rest, with: value)
      return .object(fields)
    default:
      return self
    }
  }

  /// The value at `path`, or nil.
  public func value(at path: some Collection<PathComponent>) -> JSONValue? {
    guard let first = path.first else { return self }
    switch (self, first) {
    case (.array(let elements), .index(let index)) where elements.indices.contains(index):
      return elements[index].value(at: path.dropFirst())
    case (.object(let fields), .key(let key)):
      return fields[key]?.value(at: path.dropFirst())
    default:
      return nil
    }
  }

  /// `path` spelt as the decoders spell JSON paths: `events[0].drag.from[1]`, `$` for the root.
  public static func spell(_ path: some Collection<PathComponent>) -> String {
    var text = "$"
    for component in path {
      switch component {
      case .key(let key): text = text == "$" ? key : "\(text).\(key)"
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }

  /// Parses a path spelt as ``spell(_:)`` spells it (keys without dots or brackets).
  public static func components(of path: String) -> [PathComponent]? {
    guard path != "$" else { return [] }
    var components: [PathComponent] = []
    var text = Substring(path.hasPrefix("$") ? String(path.dropFirst()) : path)
    while !text.isEmpty {
      if text.hasPrefix("[\"") {
        // A quoted key: `["…"]`, with `\"` and `\\` escaped.
        var key = ""
        var rest = text.dropFirst(2)
        while let character = rest.first, character != "\"" {
          rest = rest.dropFirst()
          if character == "\\", let escaped = rest.first {
            key.append(escaped)
            rest = rest.dropFirst()
          } else {
            key.append(character)
          }
        }
        guard rest.hasPrefix("\"]") else { return nil }
        components.append(.key(key))
        text = rest.dropFirst(2)
      } else if text.first == "[" {
        guard let close = text.firstIndex(of: "]"),
          let index = Int(text[text.index(after: text.startIndex)..<close])
        else { return nil }
        components.append(.index(index))
        text = text[text.index(after: close)...]
      } else {
        if text.first == "." { text = text.dropFirst() }
        let end = text.firstIndex { $0 == "." || $0 == "[" } ?? text.endIndex
        guard end > text.startIndex else { return nil }
        components.append(.key(String(text[..<end])))
        text = text[end...]
      }
    }
    return components
  }
}
