/// A JSON value built for output, with object keys in the order they were given, so the command
/// line prints fields in the documented order.
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
  /// An object with ordered keys.
  case object([(String, JSONOutput)])

  /// Decimal places kept when printing numbers: 0.001 pt is far below anything visible.
  public static let decimals = 3

  /// The compact JSON text.
  public var text: String {
    var output = ""
    write(to: &output)
    return output
  }

  /// Appends the compact JSON text to `output`.
  public func write(to output: inout String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let value): output += Self.format(value)
    case .time(let value): output += Self.format(value, decimals: 6)
    case .significant(let value):
      output += value.isFinite ? String(Double(String(format: "%.6g", value)) ?? 0) : "null"
    case .string(let value): Self.writeString(value, to: &output)
    case .array(let elements):
      output += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { output += "," }
        element.write(to: &output)
      }
      output += "]"
    case .object(let fields):
      output += "{"
      for (index, (key, value)) in fields.enumerated() {
        if index > 0 { output += "," }
        Self.writeString(key, to: &output)
        output += ":"
        value.write(to: &output)
      }
      output += "}"
    }
  }

  /// `value` rounded to ``decimals`` places; integral values print without a fraction, `-0` as
  /// `0`, and non-finite values (which JSON cannot hold) as `null`.
  public static func format(_ value: Double, decimals: Int = decimals) -> String {
    guard value.isFinite else { return "null" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }

  static func writeString(_ value: String, to output: inout String) {
    output += "\""
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
    output += "\""
  }
}
