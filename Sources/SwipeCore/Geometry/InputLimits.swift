import Foundation

/// The budgets of DESIGN.md §9c: the most work any input may ask of the engine.
///
/// The engine clamps to them (a length past ``maximumMagnitude`` counts as that length, a
/// compositional layout holds at most ``maximumElements``), and SwipeScenario checks scenario
/// and layout files against them while it reads them, before any work starts.
public enum InputLimits {
  /// The longest time a file may mention, in seconds: durations, holds, event and sample times.
  public static let maximumDuration: TimeInterval = 600
  /// The frame rates a scenario may ask for, in Hz.
  public static let frameRates: ClosedRange<Double> = 1...1000
  /// The most samples a scenario may ask for.
  public static let maximumSamples = 1_000_000
  /// The most elements a file may describe in all: waterfall items, compositional items (nested
  /// `count`s multiplied out), carousel cells and container pages.
  public static let maximumElements = 10_000_000
  /// The deepest nesting of arrays and objects a file may have.
  public static let maximumNestingDepth = 256
  /// The largest magnitude of any number in a file (a length, a coordinate, a velocity), and of
  /// any length derived from several (rows × row height, a sum of heights and spacings, a
  /// content height).
  public static let maximumMagnitude = 1e12
  /// ``maximumMagnitude`` as error messages print it.
  package static let maximumMagnitudeText = "1e12"

  /// Whether a derived length (a product or a sum of lengths from the file) is within
  /// ``maximumMagnitude``; false for NaN and infinities.
  public static func isWithinMagnitude(_ value: Double) -> Bool {
    abs(value) <= maximumMagnitude
  }
}
