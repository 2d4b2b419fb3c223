import Foundation

/// Compares `swipe simulate` sample lines field by field, for the differential tests (sampling,
/// frame rates, hosts).
public enum SampleComparison {
  /// A parsed sample line.
  public typealias Sample = [String: Any]

  /// The first difference between two parsed samples beyond `tolerance` (numbers) or in value
  /// (anything else), with its path; `ignoring` keys are left out. Nil when they agree.
  public static func difference(
    _ a: Any, _ b: Any, tolerance: Double, ignoring: Set<String> = [], path: String = ""
  ) -> String? {
    switch (a, b) {
    case (let a as [String: Any], let b as [String: Any]):
      for key in Set(a.keys).union(b.keys).sorted() where !ignoring.contains(key) {
        guard let left = a[key], let right = b[key] else { return "\(path).\(key) missing" }
        if let found = difference(
          left, right, tolerance: tolerance, ignoring: ignoring, path: "\(path).\(key)")
        {
          return found
        }
      }
      return nil
    case (let a as [Any], let b as [Any]):
      guard a.count == b.count else { return "\(path): \(a.count) vs \(b.count) elements" }
      for (index, (left, right)) in zip(a, b).enumerated() {
        if let found = difference(
          left, right, tolerance: tolerance, ignoring: ignoring, path: "\(path)[\(index)]")
        {
          return found
        }
      }
      return nil
    case (let a as NSNumber, let b as NSNumber):
      return abs(a.doubleValue - b.doubleValue) <= tolerance ? nil : "\(path): \(a) vs \(b)"
    default:
      return "\(a)" == "\(b)" ? nil : "\(path): \(a) vs \(b)"
    }
  }

  /// The first line where two runs of one scenario differ beyond `tolerance` (events compared
  /// exactly), as `t=… path: a vs b` with both lines; nil when every line agrees. `normalize`
  /// sees each pair of parsed lines first and may set aside what the comparison must not count;
  /// it treats both alike, so two identical lines agree without being parsed (most lines of two
  /// runs that should agree are identical, and parsing them was most of a comparison's time).
  public static func firstDifference(
    _ a: [String], _ b: [String], tolerance: Double,
    normalize: (inout Sample, inout Sample) -> Void = { _, _ in }
  ) throws -> String? {
    guard a.count == b.count else { return "\(a.count) vs \(b.count) lines" }
    for (left, right) in zip(a, b) where left != right {
      var l = try JSONSerialization.jsonObject(with: Data(left.utf8)) as? Sample ?? [:]
      var r = try JSONSerialization.jsonObject(with: Data(right.utf8)) as? Sample ?? [:]
      normalize(&l, &r)
      if let found = difference(l, r, tolerance: tolerance) {
        return "t=\(l["t"] ?? "?") \(found)\n first  \(left)\n second \(right)"
      }
    }
    return nil
  }
}
