import Foundation

/// The paging spring on its one-millisecond grid, interpolated between grid points so every
/// frame rate sees the same curve.
///
/// One spring step is linear in (x − T, v), so `k` steps are one 2×2 matrix power. A frame jumps
/// straight to its grid step with a cached power (at a steady frame rate the jump is always one of
/// two sizes), instead of looping over the milliseconds as UIKit's timer does. The snap step is
/// found once, when the motion starts, by stepping the spring as UIKit would.
struct PagingMotion: Sendable {
  var start: Double
  var target: Double
  var spring: PagingSpring
  /// The grid step at which the spring snaps to the target.
  private(set) var snapStep: Int
  /// The grid step of `error`/`velocity`.
  private var step = 0
  /// Position minus target at `step`.
  private var error: Double
  private var velocity: Double
  private var jumps = (JumpMatrix.identity, JumpMatrix.identity)

  init(start: Double, origin: Double, velocity: Double, target: Double, pageSize: Double) {
    self.start = start
    self.target = target
    spring = PagingSpring(pageSize: pageSize)
    error = origin - target
    self.velocity = velocity
    snapStep = Self.snapStep(spring: spring, error: origin - target, velocity: velocity)
  }

  /// The first grid step at which UIKit's per-millisecond loop snaps.
  private static func snapStep(spring: PagingSpring, error: Double, velocity: Double) -> Int {
    var position = error
    var velocity = velocity
    guard !spring.isSettled(position: position, velocity: velocity, target: 0) else { return 0 }
    for step in 1...100_000 {
      spring.step(position: &position, velocity: &velocity, target: 0)
      if spring.isSettled(position: position, velocity: velocity, target: 0) { return step }
    }
    return 100_000
  }

  /// Moves the grid state to the last step at or before `time` (milliseconds since the start).
  mutating func advance(to time: Double) {
    // Compared as Doubles first: a time of 10³⁰⁰ ms (or NaN) must not reach `Int(_:)`.
    let goal = time >= Double(snapStep) ? snapStep : time > 0 ? Int(time.rounded(.down)) : 0
    let count = goal - step
    guard count > 0 else { return }
    let matrix: JumpMatrix
    if jumps.0.steps == count {
      matrix = jumps.0
    } else if jumps.1.steps == count {
      matrix = jumps.1
    } else {
      matrix = JumpMatrix(spring: spring, steps: count)
      jumps = (matrix, jumps.0)
    }
    (error, velocity) = matrix.apply(error, velocity)
    step = goal
  }

  func isDone(at time: Double) -> Bool { time >= Double(snapStep) }

  /// The state one grid step after `step` (the target once that step snaps).
  private func next() -> (error: Double, velocity: Double) {
    if step + 1 >= snapStep { return (0, 0) }
    var position = error
    var velocity = velocity
    spring.step(position: &position, velocity: &velocity, target: 0)
    return (position, velocity)
  }

  func position(at time: Double) -> Double {
    if isDone(at: time) { return target }
    let fraction = min(max(time - Double(step), 0), 1)
    return target + error + (next().error - error) * fraction
  }

  func velocity(at time: Double) -> Double {
    isDone(at: time) ? 0 : next().velocity
  }
}

/// `steps` paging-spring steps as one matrix on (x − T, v).
struct JumpMatrix: Sendable, Equatable {
  var steps: Int
  var a: Double
  var b: Double
  var c: Double
  var d: Double

  static let identity = JumpMatrix(steps: 0, a: 1, b: 0, c: 0, d: 1)

  /// One step is `v' = f·v − f·p·e`, `e' = e + v'`; `steps` of them by repeated squaring.
  init(spring: PagingSpring, steps: Int) {
    let f = spring.friction
    let p = spring.pull
    var base = JumpMatrix(steps: 1, a: 1 - f * p, b: f, c: -f * p, d: f)
    var result = JumpMatrix.identity
    var remaining = steps
    while remaining > 0 {
      if remaining & 1 == 1 { result = result.then(base) }
      remaining >>= 1
      if remaining > 0 { base = base.then(base) }
    }
    self = result
    self.steps = steps
  }

  private init(steps: Int, a: Double, b: Double, c: Double, d: Double) {
    self.steps = steps
    self.a = a
    self.b = b
    self.c = c
    self.d = d
  }

  /// This matrix followed by `other`.
  private func then(_ other: JumpMatrix) -> JumpMatrix {
    JumpMatrix(
      steps: steps + other.steps,
      a: other.a * a + other.b * c, b: other.a * b + other.b * d,
      c: other.c * a + other.d * c, d: other.c * b + other.d * d)
  }

  func apply(_ error: Double, _ velocity: Double) -> (Double, Double) {
    (a * error + b * velocity, c * error + d * velocity)
  }
}
