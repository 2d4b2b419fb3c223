import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore
@testable import SwipeScenario

@Suite("JSONParser")
struct JSONParserTests {
  static func parse(_ text: String) throws(ScenarioError) -> JSONValue {
    try JSONValue.parse(Data(text.utf8))
  }

  static func error(_ text: String) -> ScenarioError? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error
    }
  }

  static var exampleFiles: [URL] {
    let root = ExampleScenarioTests.testDirectory.appendingPathComponent("../../examples")
      .standardized
    return ["scenarios", "layouts"].flatMap { folder in
      let directory = root.appendingPathComponent(folder)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
      return names.filter { $0.hasSuffix(".json") }.sorted().map {
        directory.appendingPathComponent($0)
      }
    }
  }

  @Test("Every example file reads the same as with Foundation's decoder")
  func examples() throws {
    let files = Self.exampleFiles
    #expect(files.count > 10)
    for file in files {
      let data = try Data(contentsOf: file)
      #expect(try JSONValue.parse(data) == JSONDecoder().decode(JSONValue.self, from: data))
    }
  }

  @Test("Scalars, escapes and surrogate pairs read as JSON says")
  func scalars() throws {
    let value = try Self.parse(
      #"{"a": [true, false, null, -0, 12, -3.5e2, 1E-2, 123456789012345678],"#
        + #" "s": "q\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00", "u": "héllo"}"#)
    #expect(
      value
        == .object([
          "a": .array([
            .bool(true), .bool(false), .null, .number(-0.0), .number(12), .number(-350),
            .number(0.01), .number(1.234_567_890_123_456_8e17),
          ]),
          "s": .string("q\"\\/\u{8}\u{c}\n\r\té😀"),
          "u": .string("héllo"),
        ]))
  }

  @Test(
    "A number too large for a Double is out of range at its own path",
    arguments: [
      (#"{"scroller": {"contentSize": {"height": 1e999}}}"#, "scroller.contentSize.height"),
      (#"{"a": [1, 2, -1e400]}"#, "a[2]"),
      (#"[[0, 1e309]]"#, "$[0][1]"),
      ("1e999", "$"),
    ])
  func outOfRange(text: String, path: String) {
    #expect(Self.error(text) == ScenarioError(path: path, problem: "number out of range"))
  }

  @Test("Tiny numbers underflow to zero, as a Double does")
  func underflow() throws {
    #expect(try Self.parse("[1e-400, -1e-400]") == .array([.number(0), .number(-0.0)]))
  }

  /// `depth` arrays nested inside each other, innermost empty.
  static func nested(_ depth: Int) -> String {
    String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
  }

  @Test("Nesting up to the limit reads; one level deeper is an error at the deepest container")
  func depthLimit() throws {
    let limit = InputLimits.maximumNestingDepth
    _ = try Self.parse(Self.nested(limit))
    let error = try #require(Self.error(Self.nested(limit + 1)))
    #expect(error.problem == "nesting deeper than 256 levels of arrays and objects")
    #expect(error.path == "$" + String(repeating: "[0]", count: limit))
  }

  @Test("Objects count towards the depth and the error names their keys")
  func objectDepth() throws {
    let text =
      #"{"viewport": {"a": "# + String(repeating: #"{"b": "#, count: 255) + "1"
      + String(repeating: "}", count: 257)
    let error = try #require(Self.error(text))
    #expect(error.path == "viewport.a" + String(repeating: ".b", count: 254))
  }

  @Test("A million opening brackets are an error, not a stack overflow")
  func hugeNesting() {
    let text = String(repeating: "[", count: 1_000_000)
    #expect(Self.error(text)?.problem.hasPrefix("nesting deeper than") == true)
    let objects = String(repeating: #"{"k":"#, count: 1_000_000)
    #expect(Self.error(objects)?.problem.hasPrefix("nesting deeper than") == true)
  }

  @Test("A field given twice is an error at that field")
  func duplicates() {
    #expect(
      Self.error(#"{"viewport": {"width": 1, "width": 2}}"#)
        == ScenarioError(path: "viewport.width", problem: "duplicate field"))
  }

  @Test(
    "Syntax errors are reported at the root with a line and column",
    arguments: [
      ("", "unexpected end of input at line 1, column 1"),
      ("{\"a\": 1,\n  }", "expected a field name at line 2, column 3"),
      ("[1 2]", "expected ',' or ']' at line 1, column 4"),
      ("{\"a\" 1}", "expected ':' at line 1, column 6"),
      ("[01]", "expected ',' or ']' at line 1, column 3"),
      ("[1.]", "invalid number at line 1, column 4"),
      ("[-]", "invalid number at line 1, column 3"),
      ("[.5]", "unexpected character '.' at line 1, column 2"),
      ("[NaN]", "unexpected character 'N' at line 1, column 2"),
      ("[Infinity]", "unexpected character 'I' at line 1, column 2"),
      ("[tru]", "invalid literal at line 1, column 2"),
      ("\"abc", "unterminated string at line 1, column 5"),
      ("\"a\u{1}\"", "control character in a string at line 1, column 3"),
      (#""\x""#, "invalid escape at line 1, column 4"),
      (#""\u12""#, #"invalid \u escape at line 1, column 6"#),
      (#""\ud800""#, #"unpaired surrogate in \u escape at line 1, column 8"#),
      (#""\udc00""#, #"unpaired surrogate in \u escape at line 1, column 8"#),
      ("{} {}", "unexpected text after the document at line 1, column 4"),
      ("é", "unexpected character 0xC3 at line 1, column 1"),
    ])
  func syntax(text: String, problem: String) {
    #expect(Self.error(text) == ScenarioError(path: "$", problem: "malformed JSON: " + problem))
  }

  @Test("Invalid UTF-8 in a string is an error; a byte order mark is skipped")
  func encoding() throws {
    var bytes = Data("[\"a".utf8)
    bytes.append(0xFF)
    bytes.append(contentsOf: "\"]".utf8)
    #expect(throws: ScenarioError.self) { try JSONValue.parse(bytes) }
    var withMark = Data([0xEF, 0xBB, 0xBF])
    withMark.append(contentsOf: "[1]".utf8)
    #expect(try JSONValue.parse(withMark) == .array([.number(1)]))
  }

  @Test("Strings validate UTF-8 as String(validating:as:) does, on 20,000 random byte runs")
  func validatesAsTheStandardLibrary() {
    // Runs of bytes biased towards the edges of UTF-8: lead bytes of every length, continuation
    // bytes, overlong forms (C0, E0 80), surrogates (ED A0), code points past U+10FFFF (F4 90).
    let interesting: [UInt8] = [
      0x00, 0x41, 0x7F, 0x80, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5,
      0xFF, 0x9F, 0xA0, 0x90, 0x8F,
    ]
    var random = SeededGenerator(seed: 0x07F8)
    var valid = 0
    for _ in 0..<20_000 {
      let bytes = (0..<Int.random(in: 0...8, using: &random)).map { _ in
        Bool.random(using: &random)
          ? random.pick(interesting) : UInt8.random(in: 0...255, using: &random)
      }
      let expected = String(validating: bytes, as: UTF8.self)
      #expect(JSONParser.string(validatingUTF8: bytes) == expected, "\(bytes)")
      if expected != nil { valid += 1 }
    }
    #expect(valid > 2_000 && valid < 18_000, "both outcomes are covered: \(valid) valid")
  }

  @Test("An error is one line even when a key from the file holds a newline")
  func oneLine() throws {
    let error = try #require(Self.error(#"{"a\nb": 1, "a\nb": 2}"#))
    #expect(error.path == "a\nb")
    #expect(error.description == #"error: a\u{a}b: duplicate field"#)
  }
}
