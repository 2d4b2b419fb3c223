/// The budgets of DESIGN.md §9c: what a file (or a model built in code) may ask of the engine,
/// so work and memory never depend on a caller-chosen number beyond them.
public enum InputLimits {
  /// The most elements a file may lay out: waterfall items, or compositional items plus the
  /// slots of their groups, with nested `count`s (and repeats) multiplied out.
  public static let maximumElements = 10_000_000
  /// The largest length a value or anything derived from values may reach, in points.
  public static let maximumLength = 1e12
}
