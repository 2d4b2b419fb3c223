import Foundation
import SwipeCore

/// A strict JSON reader (RFC 8259) for the command-line formats.
///
/// Unlike `JSONDecoder` it knows where it is, so its errors name JSON paths in the file's own
/// spelling: a number too large for a Double is `number out of range` at that number's path,
/// nesting deeper than the limit is an error at the container that goes too deep (the reader
/// recurses no deeper than that, so no input can exhaust the stack), and a field given twice is
/// an error at that field. Syntax errors are reported at `$` with a line and column.
struct JSONParser {
  /// One step of the path from the root to the value being read.
  private enum Component {
    case key(String)
    case index(Int)
  }

  private let bytes: UnsafeRawBufferPointer
  private let maximumDepth: Int
  private var position = 0
  private var path: [Component] = []

  private init(bytes: UnsafeRawBufferPointer, maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  /// Parses a whole document.
  ///
  /// - Throws: ``ScenarioError`` naming the path (or, for syntax errors, the line and column)
  ///   of the first problem.
  static func parse(_ data: Data, maximumDepth: Int = InputLimits.maximumNestingDepth)
    throws(ScenarioError) -> JSONValue
  {
    let result = data.withUnsafeBytes { bytes -> Result<JSONValue, ScenarioError> in
      var parser = JSONParser(bytes: bytes, maximumDepth: maximumDepth)
      do throws(ScenarioError) {
        return .success(try parser.document())
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  // MARK: - Values

  private mutating func document() throws(ScenarioError) -> JSONValue {
    // A UTF-8 byte order mark is allowed and ignored.
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
    skipWhitespace()
    let value = try value(depth: 0)
    skipWhitespace()
    guard position == bytes.count else { throw syntaxError("unexpected text after the document") }
    return value
  }

  private mutating func value(depth: Int) throws(ScenarioError) -> JSONValue {
    guard let byte = peek() else { throw syntaxError("unexpected end of input") }
    switch byte {
    case UInt8(ascii: "{"): return try object(depth: depth + 1)
    case UInt8(ascii: "["): return try array(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    default: throw syntaxError("unexpected character \(Self.describe(byte))")
    }
  }

  private mutating func object(depth: Int) throws(ScenarioError) -> JSONValue {
    try checkDepth(depth)
    position += 1
    var fields: [String: JSONValue] = [:]
    skipWhitespace()
    if peek() == UInt8(ascii: "}") {
      position += 1
      return .object(fields)
    }
    while true {
      guard peek() == UInt8(ascii: "\"") else { throw syntaxError("expected a field name") }
      let key = try string()
      skipWhitespace()
      guard peek() == UInt8(ascii: ":") else { throw syntaxError("expected ':'") }
      position += 1
      skipWhitespace()
      path.append(.key(key))
      guard fields[key] == nil else {
        throw ScenarioError(path: pathText, problem: "duplicate field")
      }
      fields[key] = try value(depth: depth)
      path.removeLast()
      if try closes(with: "}") { return .object(fields) }
    }
  }

  private mutating func array(depth: Int) throws(ScenarioError) -> JSONValue {
    try checkDepth(depth)
    position += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if peek() == UInt8(ascii: "]") {
      position += 1
      return .array(elements)
    }
    while true {
      path.append(.index(elements.count))
      elements.append(try value(depth: depth))
      path.removeLast()
      if try closes(with: "]") { return .array(elements) }
    }
  }

  /// After an element of an object or array: a ',' (another element follows: false) or the
  /// `closing` bracket (true), both consumed; anything else is a syntax error.
  private mutating func closes(with closing: Unicode.Scalar) throws(ScenarioError) -> Bool {
    skipWhitespace()
    switch peek() {
    case UInt8(ascii: ","):
      position += 1
      skipWhitespace()
      return false
    case UInt8(ascii: closing):
      position += 1
      return true
    default:
      throw syntaxError("expected ',' or '\(closing)'")
    }
  }

  private func checkDepth(_ depth: Int) throws(ScenarioError) {
    guard depth <= maximumDepth else {
      throw ScenarioError(
        path: pathText, problem: "nesting deeper than \(maximumDepth) levels of arrays and objects")
    }
  }

  private mutating func literal(_ text: StaticString, _ value: JSONValue) throws(ScenarioError)
    -> JSONValue
  {
    let count = text.utf8CodeUnitCount
    guard bytes.count - position >= count else { throw syntaxError("invalid literal") }
    for offset in 0..<count where bytes[position + offset] != text.utf8Start[offset] {
      throw syntaxError("invalid literal")
    }
    position += count
    return value
  }

  // MARK: - Numbers

  private mutating func number() throws(ScenarioError) -> Double {
    let start = position
    let negative = peek() == UInt8(ascii: "-")
    if negative { position += 1 }
    var integer = 0
    var digits = 0
    if peek() == UInt8(ascii: "0") {
      position += 1
      digits = 1
    } else {
      while let byte = peek(), Self.isDigit(byte) {
        if digits < 15 { integer = integer * 10 + Int(byte - UInt8(ascii: "0")) }
        digits += 1
        position += 1
      }
      guard digits > 0 else { throw syntaxError("invalid number") }
    }
    var isInteger = true
    if peek() == UInt8(ascii: ".") {
      isInteger = false
      position += 1
      guard skipDigits() > 0 else { throw syntaxError("invalid number") }
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      isInteger = false
      position += 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
      guard skipDigits() > 0 else { throw syntaxError("invalid number") }
    }
    // Up to 15 digits an integer is exact in a Double: no need for the general conversion.
    if isInteger, digits <= 15 {
      let value = Double(integer)
      return negative ? -value : value
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    // The grammar is checked, so the only way to fail is a magnitude a Double cannot hold.
    guard let value = Double(text), value.isFinite else {
      throw ScenarioError(path: pathText, problem: "number out of range")
    }
    return value
  }

  private mutating func skipDigits() -> Int {
    var count = 0
    while let byte = peek(), Self.isDigit(byte) {
      position += 1
      count += 1
    }
    return count
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  // MARK: - Strings

  private mutating func string() throws(ScenarioError) -> String {
    position += 1
    let start = position
    while let byte = peek() {
      switch byte {
      case UInt8(ascii: "\""):
        let text = Self.string(validatingUTF8: bytes[start..<position])
        position += 1
        guard let text else { throw syntaxError("invalid UTF-8 in a string") }
        return text
      case UInt8(ascii: "\\"):
        return try escapedString(from: start)
      case 0..<0x20:
        throw syntaxError("control character in a string")
      default:
        position += 1
      }
    }
    throw syntaxError("unterminated string")
  }

  /// The text of `bytes` when they are well-formed UTF-8, else nil: `String(validating:as:)`,
  /// which is iOS 18 and later, on the standard library's strict UTF-8 decoder (overlong forms,
  /// surrogates and truncated sequences are errors), available everywhere.
  static func string(validatingUTF8 bytes: some Collection<UInt8>) -> String? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: return String(decoding: bytes, as: UTF8.self)
      case .error: return nil
      }
    }
  }

  /// The rest of a string that has escapes, from its first byte at `start`.
  private mutating func escapedString(from start: Int) throws(ScenarioError) -> String {
    var utf8 = Array(bytes[start..<position])
    while let byte = peek() {
      position += 1
      switch byte {
      case UInt8(ascii: "\""):
        guard let text = Self.string(validatingUTF8: utf8) else {
          throw syntaxError("invalid UTF-8 in a string")
        }
        return text
      case UInt8(ascii: "\\"):
        try appendEscape(to: &utf8)
      case 0..<0x20:
        throw syntaxError("control character in a string")
      default:
        utf8.append(byte)
      }
    }
    throw syntaxError("unterminated string")
  }

  private mutating func appendEscape(to utf8: inout [UInt8]) throws(ScenarioError) {
    guard let byte = peek() else { throw syntaxError("unterminated string") }
    position += 1
    let simple: UInt8? =
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte
      case UInt8(ascii: "b"): 0x08
      case UInt8(ascii: "f"): 0x0C
      case UInt8(ascii: "n"): 0x0A
      case UInt8(ascii: "r"): 0x0D
      case UInt8(ascii: "t"): 0x09
      default: nil
      }
    if let simple {
      utf8.append(simple)
      return
    }
    guard byte == UInt8(ascii: "u") else { throw syntaxError("invalid escape") }
    var value = try hexQuad()
    if (0xD800..<0xDC00).contains(value) {
      // A high surrogate must be followed by an escaped low one.
      guard peek() == UInt8(ascii: "\\"), peek(at: 1) == UInt8(ascii: "u") else {
        throw syntaxError("unpaired surrogate in \\u escape")
      }
      position += 2
      let low = try hexQuad()
      guard (0xDC00..<0xE000).contains(low) else {
        throw syntaxError("unpaired surrogate in \\u escape")
      }
      value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
    }
    guard let scalar = Unicode.Scalar(value) else {
      throw syntaxError("unpaired surrogate in \\u escape")
    }
    utf8.append(contentsOf: String(Character(scalar)).utf8)
  }

  private mutating func hexQuad() throws(ScenarioError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek(), let digit = Self.hexValue(byte) else {
        throw syntaxError("invalid \\u escape")
      }
      value = value << 4 | digit
      position += 1
    }
    return value
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  // MARK: - Reading

  private func peek(at offset: Int = 0) -> UInt8? {
    position + offset < bytes.count ? bytes[position + offset] : nil
  }

  private mutating func skipWhitespace() {
    while let byte = peek(),
      byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    {
      position += 1
    }
  }

  // MARK: - Errors

  /// The path of the value being read, spelt as ``JSONNode/path`` spells it.
  private var pathText: String {
    var text = "$"
    for component in path {
      switch component {
      case .key(let key): text = text == "$" ? key : "\(text).\(key)"
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }

  private func syntaxError(_ problem: String) -> ScenarioError {
    var line = 1
    var column = 1
    for index in 0..<min(position, bytes.count) {
      if bytes[index] == 0x0A {
        line += 1
        column = 1
      } else if bytes[index] & 0xC0 != 0x80 {
        // Continuation bytes of a UTF-8 sequence do not start a column.
        column += 1
      }
    }
    return ScenarioError(
      path: "$", problem: "malformed JSON: \(problem) at line \(line), column \(column)")
  }

  private static func describe(_ byte: UInt8) -> String {
    byte >= 0x20 && byte < 0x7F
      ? "'\(Character(Unicode.Scalar(byte)))'" : "0x" + String(byte, radix: 16, uppercase: true)
  }
}
