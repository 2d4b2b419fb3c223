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

  /// `error: <path>: <problem>`.
  public var description: String { "error: \(path): \(problem)" }
}
