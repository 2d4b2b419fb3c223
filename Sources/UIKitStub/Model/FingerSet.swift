#if os(Linux)
  import Foundation

  /// The fingers a scroll view or a gesture recognizer follows, in the order they landed.
  ///
  /// UIKit follows several fingers by their centroid, which jumps when a finger lands or lifts;
  /// what it moves does not (a scroll view's content, a pan's translation and velocity). The set
  /// keeps the sum of those jumps, so `steadyPoint` moves only as the fingers move.
  struct FingerSet {
    private var fingers: [(id: ObjectIdentifier, point: CGPoint)] = []
    /// How far the centroid jumped as fingers landed and lifted since the first one landed.
    private(set) var jump = CGPoint.zero

    var isEmpty: Bool { fingers.isEmpty }
    var count: Int { fingers.count }

    /// The fingers' centroid (zero when there are none).
    var centroid: CGPoint {
      guard !fingers.isEmpty else { return .zero }
      var x: CGFloat = 0
      var y: CGFloat = 0
      for finger in fingers {
        x += finger.point.x
        y += finger.point.y
      }
      let count = CGFloat(fingers.count)
      return CGPoint(x: x / count, y: y / count)
    }

    /// The centroid less its jumps: where a single finger would be.
    var steadyPoint: CGPoint {
      let centroid = centroid
      return CGPoint(x: centroid.x - jump.x, y: centroid.y - jump.y)
    }

    func contains(_ id: ObjectIdentifier) -> Bool {
      fingers.contains { $0.id == id }
    }

    /// The first finger lands: the set starts over.
    mutating func start(_ id: ObjectIdentifier, at point: CGPoint) {
      fingers.removeAll(keepingCapacity: true)
      fingers.append((id, point))
      jump = .zero
    }

    /// Another finger lands.
    mutating func add(_ id: ObjectIdentifier, at point: CGPoint) {
      let before = centroid
      fingers.append((id, point))
      addJump(since: before)
    }

    /// A finger moves; false when the set does not follow it.
    mutating func move(_ id: ObjectIdentifier, to point: CGPoint) -> Bool {
      guard let index = fingers.firstIndex(where: { $0.id == id }) else { return false }
      fingers[index].point = point
      return true
    }

    /// A finger lifts (the set keeps following the others).
    mutating func remove(_ id: ObjectIdentifier) {
      guard let index = fingers.firstIndex(where: { $0.id == id }) else { return }
      let before = centroid
      fingers.remove(at: index)
      addJump(since: before)
    }

    /// Every finger is gone.
    mutating func removeAll() {
      fingers.removeAll(keepingCapacity: true)
    }

    /// Counts the centroid's move from `before` as a jump (not when the last finger left).
    private mutating func addJump(since before: CGPoint) {
      guard !fingers.isEmpty else { return }
      let after = centroid
      jump.x += after.x - before.x
      jump.y += after.y - before.y
    }
  }
#endif
