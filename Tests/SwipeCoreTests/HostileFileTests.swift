import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore
@testable import SwipeScenario

/// Never crash (SCENARIOS.md, "Errors"): every hostile variant of a valid file either plays
/// with finite output, or fails with exactly one error whose path is in the file.
@Suite("Hostile files")
struct HostileFileTests {
  /// Valid documents to start from: the scenario and waterfall examples and the documents that
  /// use every numeric field. (Compositional files are left to the compositional suites.)
  static func seeds() throws -> [(name: String, layout: Bool, seed: HostileDocuments.Seed)] {
    var seeds: [(String, Bool, HostileDocuments.Seed)] = []
    for file in JSONParserTests.exampleFiles
    where !file.lastPathComponent.hasPrefix("compositional") {
      let layout = file.deletingLastPathComponent().lastPathComponent == "layouts"
      seeds.append(
        (file.lastPathComponent, layout, .init(try JSONValue.parse(Data(contentsOf: file)))))
    }
    for (name, text) in InputLimitsTests.documents {
      seeds.append((name, false, .init(try JSONValue.parse(Data(text.utf8)))))
    }
    let waterfall = try JSONValue.parse(Data(InputLimitsTests.waterfall.utf8))
    seeds.append(("waterfall", true, .init(waterfall)))
    return seeds.sorted { $0.0 < $1.0 }
  }

  /// Whether `path` names a value of `document` or a field its parent could hold (for a file
  /// whose syntax is broken, the root).
  ///
  /// A variant may put a dot or a bracket into a key (`co[unt`), which makes the spelling
  /// ambiguous: such a path must then be the spelling of one of the document's own values.
  static func isInDocument(_ path: String, _ document: JSONValue?) -> Bool {
    let components = JSONValue.components(of: path)
    guard let document else { return components?.isEmpty == true }
    if let components, document.value(at: components.dropLast()) != nil { return true }
    return spelledPaths(of: document).contains(path)
  }

  /// The spelling of the path of every value in `document`.
  static func spelledPaths(
    of document: JSONValue, at path: [JSONValue.PathComponent] = []
  ) -> Set<String> {
    var paths: Set<String> = [JSONValue.spell(path)]
    switch document {
    case .array(let elements):
      for (index, element) in elements.enumerated() {
        paths.formUnion(spelledPaths(of: element, at: path + [.index(index)]))
      }
    case .object(let fields):
      for (key, value) in fields {
        paths.formUnion(spelledPaths(of: value, at: path + [.key(key)]))
      }
    default:
      break
    }
    return paths
  }

  @Test("1,500 hostile variants of valid files play or fail with one error naming a path")
  func neverCrash() throws {
    let seeds = try Self.seeds()
    var generator = HostileDocuments(seed: 2024)
    var counts = (played: 0, rejected: 0, syntax: 0)
    let start = Date()
    for round in 0..<1500 {
      let seed = seeds[round % seeds.count]
      let (data, mutated) = generator.variant(of: seed.seed)
      // Broken text may still parse (a character inserted into a key).
      let document = mutated ?? (try? JSONValue.parse(data))
      do {
        if seed.layout {
          let file = try LayoutFile.decode(data)
          let text = try file.output().text
          #expect(!text.contains("inf") && !text.contains("nan"), "\(seed.name) #\(round)")
        } else {
          let lines = try ScenarioRunner.lines(try Scenario.decode(data))
          #expect(!lines.isEmpty, "\(seed.name) #\(round)")
          for line in lines {
            _ = try JSONSerialization.jsonObject(with: Data(line.utf8))
          }
        }
        counts.played += 1
      } catch let error as ScenarioError {
        counts.rejected += 1
        if error.problem.hasPrefix("malformed JSON") { counts.syntax += 1 }
        #expect(!error.description.contains("\n"), "\(error)")
        #expect(!error.problem.contains("DecodingError"), "\(error)")
        // A path the reader found itself (a number out of range, nesting too deep, a field
        // given twice) is checked by the reader's own tests.
        let fromReader = document == nil && (try? JSONValue.parse(data)) == nil
        #expect(
          fromReader || Self.isInDocument(error.path, document),
          "\(seed.name) #\(round): \(error) in \(String(decoding: data, as: UTF8.self).prefix(300))"
        )
      }
    }
    // Bounded: a few seconds even in a debug build.
    #expect(Date().timeIntervalSince(start) < 30)
    // The generator must keep reaching all three outcomes.
    #expect(counts.played >= 100)
    #expect(counts.rejected >= 600)
    #expect(counts.syntax >= 50)
  }
}
