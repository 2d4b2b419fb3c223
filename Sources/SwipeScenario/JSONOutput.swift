/// A JSON value built for output, with object keys in the order they were given, so the command
/// line prints fields in the documented order.
///
/// JSON has no infinities and no NaN, so the encoder refuses them: writing a value that holds
/// one throws ``NonFiniteNumber`` naming where it is. Files are validated so that this never
/// happens (DESIGN.md §9c); the check is the last line of defence.
public indirect enum JSONOutput: Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, printed rounded to ``decimals`` places, without a trailing `.0`.
  case number(Double)
  /// A time in seconds, printed rounded to microseconds.
  case time(Double)
  /// A small quantity (a ratio, a fraction) printed with six significant digits.
  case significant(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONOutput])
  /// An array of `count` values made one at a time as they are written (a layout's items), so
  /// the output tree stays small however many there are.
  case elements(count: Int, element: @Sendable (Int) -> JSONOutput)
  /// An object with ordered keys.
  case object([(String, JSONOutput)])

  /// A number JSON cannot hold (an infinity or NaN), found while writing.
  public struct NonFiniteNumber: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the number is in the output, spelt like an input path (`pages[0].contentHeight`;
    /// empty for the root).
    public var path: String
    /// The number.
    public var value: Double

    /// An error for `value` at `path`.
    public init(path: String, value: Double) {
      self.path = path
      self.value = value
    }

    /// `error: output <path>: <value> is not a JSON number`.
    public var description: String {
      "error: output \(path.isEmpty ? "$" : path): \(value) is not a JSON number"
    }

    /// The same error seen from the container that holds it: `component` is `[index]` or a key.
    func inside(_ component: String) -> NonFiniteNumber {
      let joined =
        path.isEmpty ? component : path.hasPrefix("[") ? component + path : "\(component).\(path)"
      return NonFiniteNumber(path: joined, value: value)
    }
  }

  /// Decimal places kept when printing numbers: 0.001 pt is far below anything visible.
  public static let decimals = 3

  /// The compact JSON text.
  ///
  /// - Throws: ``NonFiniteNumber`` when the value holds an infinity or NaN.
  public var text: String {
    get throws(NonFiniteNumber) {
      var output = ""
      try write(to: &output)
      return output
    }
  }

  /// Appends the compact JSON text to `output`.
  ///
  /// - Throws: ``NonFiniteNumber`` when the value holds an infinity or NaN (`output` then ends
  ///   with a partial value).
  public func write(to output: inout String) throws(NonFiniteNumber) {
    try write(to: &output) { _ in }
  }

  /// Writes the compact JSON text to `sink` in pieces of about `chunkSize` bytes, so a large
  /// output (a layout of millions of items) is never held whole.
  ///
  /// - Throws: ``NonFiniteNumber`` when the value holds an infinity or NaN; what was written
  ///   before it has reached `sink`.
  public func write(chunkSize: Int = 1 << 16, to sink: (String) -> Void) throws(NonFiniteNumber) {
    var output = ""
    output.reserveCapacity(chunkSize + 1024)
    try write(to: &output) { buffer in
      guard buffer.utf8.count >= chunkSize else { return }
      sink(buffer)
      buffer.removeAll(keepingCapacity: true)
    }
    if !output.isEmpty { sink(output) }
  }

  private func write(to output: inout String, flush: (inout String) -> Void)
    throws(NonFiniteNumber)
  {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let value):
      try Self.check(value)
      output += Self.format(value)
    case .time(let value):
      try Self.check(value)
      output += Self.format(value, decimals: 6)
    case .significant(let value):
      try Self.check(value)
      output += String(Double(String(format: "%.6g", value)) ?? 0)
    case .string(let value): Self.writeString(value, to: &output)
    case .array(let elements):
      try Self.writeArray(count: elements.count, to: &output, flush: flush) { elements[$0] }
    case .elements(let count, let element):
      try Self.writeArray(count: count, to: &output, flush: flush, element: element)
    case .object(let fields):
      output += "{"
      for (index, (key, value)) in fields.enumerated() {
        if index > 0 { output += "," }
        Self.writeString(key, to: &output)
        output += ":"
        do throws(NonFiniteNumber) {
          try value.write(to: &output, flush: flush)
        } catch {
          throw error.inside(key)
        }
      }
      output += "}"
    }
  }

  private static func writeArray(
    count: Int, to output: inout String, flush: (inout String) -> Void,
    element: (Int) -> JSONOutput
  ) throws(NonFiniteNumber) {
    output += "["
    for index in 0..<max(count, 0) {
      if index > 0 { output += "," }
      do throws(NonFiniteNumber) {
        try element(index).write(to: &output, flush: flush)
      } catch {
        throw error.inside("[\(index)]")
      }
      flush(&output)
    }
    output += "]"
  }

  private static func check(_ value: Double) throws(NonFiniteNumber) {
    guard value.isFinite else { throw NonFiniteNumber(path: "", value: value) }
  }

  /// `value` rounded to ``decimals`` places; integral values print without a fraction, `-0` as
  /// `0`, values of 10¹⁵ and more unrounded (the largest in exponent form, `1e+306`), and
  /// non-finite values (which the encoder refuses) as `null`.
  public static func format(_ value: Double, decimals: Int = decimals) -> String {
    guard value.isFinite else { return "null" }
    // From 10¹⁵ on a Double has no digits to round away, and scaling could overflow.
    guard abs(value) < 1e15 else {
      return value == value.rounded() && abs(value) < 9e18 ? String(Int(value)) : String(value)
    }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }

  static func writeString(_ value: String, to output: inout String) {
    output += "\""
    defer { output += "\"" }
    // Only ASCII needs escaping, and in UTF-8 no byte of another scalar is ASCII: a string
    // without a quote, a backslash or a control character is written as it is, in one append.
    let needsEscaping = value.utf8.contains { byte in
      byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }
    guard needsEscaping else {
      output += value
      return
    }
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
  }
}
