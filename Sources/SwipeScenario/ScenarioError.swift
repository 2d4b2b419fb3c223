/// A problem in a scenario or layout file, at a JSON path such as `swipe.pages[2].rows`.
///
/// The command line prints it as `error: <path>: <problem>` and exits with status 2.
public struct ScenarioError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Where the problem is: dot-separated keys and `[index]` subscripts; `$` is the root.
  public var path: String
  /// What is wrong, for example `must be ≥ 0, got -3`.
  public var problem: String

  /// Creates an error at `path`.
  public init(path: String, problem: String) {
    self.path = path
    self.problem = problem
  }

  /// `error: <path>: <problem>`, always one line: control characters (which a key or a value
  /// from the file may hold) are escaped.
  public var description: String {
    var line = ""
    for scalar in "error: \(path): \(problem)".unicodeScalars {
      if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}"
      {
        line += "\\u{" + String(scalar.value, radix: 16) + "}"
      } else {
        line.unicodeScalars.append(scalar)
      }
    }
    return line
  }
}
