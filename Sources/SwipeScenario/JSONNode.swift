import Foundation
import SwipeCore

/// A JSON value together with its path in the document, with typed accessors whose errors name
/// that path. Every decoder of the command-line formats reads through this type.
public struct JSONNode: Sendable {
  /// The value at ``path``.
  public let value: JSONValue
  /// The JSON path of the value (`$` for the root).
  public let path: String

  /// A node for a whole document.
  public init(root value: JSONValue) {
    self.value = value
    path = "$"
  }

  init(value: JSONValue, path: String) {
    self.value = value
    self.path = path
  }

  /// An error at this node.
  public func error(_ problem: String) -> ScenarioError {
    ScenarioError(path: path, problem: problem)
  }

  /// The path of the field `key`: `.key` for a plain name, `["…"]` (a JSON string) for any other,
  /// so a key holding a dot or a bracket cannot be read as two steps.
  func child(_ key: String) -> String {
    let plain =
      !key.isEmpty
      && key.unicodeScalars.allSatisfy { scalar in
        scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
          || ("0"..."9").contains(scalar)
      }
    if plain { return path == "$" ? key : "\(path).\(key)" }
    let quoted = key.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
    return "\(path == "$" ? "$" : path)[\"\(quoted)\"]"
  }

  // MARK: - Scalars

  /// The value as a finite number within ±`InputLimits.maximumMagnitude` (10¹²): every length,
  /// coordinate and velocity in a file.
  public func number() throws(ScenarioError) -> Double {
    let number = try finiteNumber()
    guard number <= InputLimits.maximumMagnitude else {
      throw error("must be ≤ \(InputLimits.maximumMagnitudeText), got \(number.messageText)")
    }
    guard number >= -InputLimits.maximumMagnitude else {
      throw error("must be ≥ -\(InputLimits.maximumMagnitudeText), got \(number.messageText)")
    }
    return number
  }

  /// The value as a finite number of any magnitude (the caller checks its range).
  public func finiteNumber() throws(ScenarioError) -> Double {
    guard case .number(let number) = value else {
      throw error("must be a number, got \(value.typeName)")
    }
    guard !number.isNaN else { throw error("must be a number, got NaN") }
    guard number.isFinite else { throw error("number out of range") }
    return number
  }

  /// The value as a number of at least `minimum` (and at most 10¹²).
  public func number(atLeast minimum: Double) throws(ScenarioError) -> Double {
    let number = try finiteNumber()
    guard number >= minimum else {
      throw error("must be ≥ \(minimum.messageText), got \(number.messageText)")
    }
    return try self.number()
  }

  /// The value as a number greater than zero (and at most 10¹²).
  public func positiveNumber() throws(ScenarioError) -> Double {
    let number = try finiteNumber()
    guard number > 0 else { throw error("must be > 0, got \(number.messageText)") }
    return try self.number()
  }

  /// The value as a number inside `range`; `unit` follows the range in the error message.
  public func number(in range: ClosedRange<Double>, unit: String = "") throws(ScenarioError)
    -> Double
  {
    let number = try finiteNumber()
    guard range.contains(number) else {
      throw error(
        "must be in \(range.lowerBound.messageText)...\(range.upperBound.messageText)\(unit), "
          + "got \(number.messageText)")
    }
    return number
  }

  /// The value as a time or a duration in seconds, from 0 through
  /// `InputLimits.maximumDuration`.
  public func seconds() throws(ScenarioError) -> Double {
    let number = try finiteNumber()
    guard number >= 0 else { throw error("must be ≥ 0, got \(number.messageText)") }
    guard number <= InputLimits.maximumDuration else {
      throw error(
        "must be ≤ \(InputLimits.maximumDuration.messageText) s, got \(number.messageText)")
    }
    return number
  }

  /// The value as a whole number inside `range` (an upper bound past 10¹² counts as 10¹²).
  public func integer(in range: ClosedRange<Int>) throws(ScenarioError) -> Int {
    let number = try finiteNumber()
    let magnitude = Int(InputLimits.maximumMagnitude)
    let upper = min(range.upperBound, magnitude)
    guard number >= Double(range.lowerBound), number <= Double(upper) else {
      if upper == magnitude {
        let bound =
          number < Double(range.lowerBound)
          ? "≥ \(range.lowerBound)" : "≤ \(InputLimits.maximumMagnitudeText)"
        throw error("must be \(bound), got \(number.messageText)")
      }
      throw error(
        "must be in \(range.lowerBound)...\(range.upperBound), got \(number.messageText)")
    }
    guard number == number.rounded() else {
      throw error("must be a whole number, got \(number.messageText)")
    }
    return Int(number)
  }

  /// The value as a boolean.
  public func bool() throws(ScenarioError) -> Bool {
    guard case .bool(let bool) = value else {
      throw error("must be true or false, got \(value.typeName)")
    }
    return bool
  }

  /// The value as a string.
  public func string() throws(ScenarioError) -> String {
    guard case .string(let string) = value else {
      throw error("must be a string, got \(value.typeName)")
    }
    return string
  }

  /// The value as one of `choices`.
  public func choice(_ choices: [String]) throws(ScenarioError) -> String {
    let string = try string()
    guard choices.contains(string) else {
      let list = choices.map { "\"\($0)\"" }.joined(separator: ", ")
      throw error("must be one of \(list), got \"\(string)\"")
    }
    return string
  }

  /// The case of `Word` the string names, with the error of ``choice(_:)`` for any other word.
  public func choice<Word: ScenarioWord>(_: Word.Type) throws(ScenarioError) -> Word {
    // `choice(_:)` has checked the word, so there is a case for it.
    Word(word: try choice(Word.words)) ?? Word.cases[0]
  }

  // MARK: - Containers

  /// The elements of an array, each with its indexed path.
  public func array() throws(ScenarioError) -> [JSONNode] {
    guard case .array(let elements) = value else {
      throw error("must be an array, got \(value.typeName)")
    }
    return elements.enumerated().map { JSONNode(value: $1, path: "\(path)[\($0)]") }
  }

  /// The value as an object whose keys are all in `allowed` (an unknown key is an error, which
  /// catches misspelt optional fields).
  public func object(allowing allowed: Set<String>) throws(ScenarioError) -> JSONObject {
    guard case .object(let fields) = value else {
      throw error("must be an object, got \(value.typeName)")
    }
    if let unknown = fields.keys.sorted().first(where: { !allowed.contains($0) }) {
      throw ScenarioError(path: child(unknown), problem: "unknown field")
    }
    return JSONObject(fields: fields, node: self)
  }
}

/// The fields of a JSON object, read by key with paths in errors.
public struct JSONObject: Sendable {
  let fields: [String: JSONValue]
  /// The object's own node.
  public let node: JSONNode

  /// Whether `key` is present (even as `null`).
  public func contains(_ key: String) -> Bool { fields[key] != nil }

  /// The field `key`; an error when it is missing or `null`.
  public func required(_ key: String) throws(ScenarioError) -> JSONNode {
    guard let value = fields[key], value != .null else {
      throw ScenarioError(path: node.child(key), problem: "is required")
    }
    return JSONNode(value: value, path: node.child(key))
  }

  /// The field `key`, or nil when it is missing or `null`.
  public func optional(_ key: String) -> JSONNode? {
    guard let value = fields[key], value != .null else { return nil }
    return JSONNode(value: value, path: node.child(key))
  }

  /// The number at `key`, or `defaultValue` when absent.
  public func number(_ key: String, default defaultValue: Double) throws(ScenarioError) -> Double {
    try optional(key)?.number() ?? defaultValue
  }

  /// The boolean at `key`, or `defaultValue` when absent.
  public func bool(_ key: String, default defaultValue: Bool) throws(ScenarioError) -> Bool {
    try optional(key)?.bool() ?? defaultValue
  }
}
