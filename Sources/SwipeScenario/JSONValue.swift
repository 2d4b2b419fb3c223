import Foundation
import SwipeCore

/// A parsed JSON document, as read from scenario and layout files.
public enum JSONValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// Any number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object (key order is not kept).
  case object([String: JSONValue])

  /// Parses `data` strictly (RFC 8259).
  ///
  /// - Throws: ``ScenarioError`` for malformed JSON (at `$`, with a line and column), a number
  ///   too large for a Double (`number out of range` at its path), nesting deeper than
  ///   `InputLimits.maximumNestingDepth` (at the container that goes too deep) and a field
  ///   given twice (at that field).
  public static func parse(_ data: Data) throws(ScenarioError) -> JSONValue {
    try JSONParser.parse(data)
  }

  /// A short name of the value's type, for error messages.
  public var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

extension JSONValue: Decodable {
  /// Decodes any JSON value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }
}
