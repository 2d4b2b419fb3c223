import Foundation
import SwipeCore

extension ScenarioRunner {
  /// A scenario's inputs in time order, produced as time reaches them: a drag's touches are
  /// computed one at a time, never all in advance (DESIGN.md §9c), so the memory a timeline
  /// holds is proportional to the number of events, whatever their durations and the frame rate.
  ///
  /// Each event is a stream (one input, or a drag's touches); a binary heap keyed by (time,
  /// event index) holds the next input of every stream that has one. Events at equal times keep
  /// file order, and a drag's touches keep theirs, exactly as a stable sort of every input
  /// would order them.
  struct Timeline: IteratorProtocol {
    /// The next input of one event's stream.
    struct Head {
      var time: TimeInterval
      var event: Int
      /// The touch's index in a drag (0 for other events).
      var position: Int

      func precedes(_ other: Head) -> Bool {
        (time, event) < (other.time, other.event)
      }
    }

    private let events: [ScenarioEvent]
    /// Each drag's (or scroll's) touches, by event index (nil for other events).
    private let drags: [DragGesture.Touches?]
    private var heap: [Head] = []

    /// The timeline of `events`, with drags sampled at `frameRate`.
    init(events: [ScenarioEvent], frameRate: Double) {
      self.events = events
      drags = events.map { event in
        switch event.action {
        case .drag(let drag), .scroll(let drag):
          return drag.touches(startingAt: event.time, frameRate: frameRate)
        default:
          return nil
        }
      }
      heap.reserveCapacity(events.count)
      for (index, event) in events.enumerated() {
        // A NaN time (only possible from code) sorts last instead of breaking the heap's order.
        let time = event.time.isNaN ? .infinity : event.time
        heap.append(Head(time: time, event: index, position: 0))
      }
      for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) {
        siftDown(from: index)
      }
    }

    /// How many inputs the timeline holds ready: one per event that has inputs left (tests use
    /// it to check that drags are not expanded in advance).
    var pendingCount: Int { heap.count }

    /// The time of the next input, or infinity when there is none.
    var nextTime: TimeInterval { heap.first?.time ?? .infinity }

    /// The next input and its time, in order.
    ///
    /// - Complexity: O(log e) for e events.
    mutating func next() -> (time: TimeInterval, input: Input)? {
      guard let head = heap.first else { return nil }
      let event = events[head.event]
      let input: Input
      switch event.action {
      case .touch(let phase, let point, let finger): input = .touch(phase, point, finger: finger)
      case .fling(let vx, let vy): input = .fling(vx: vx, vy: vy)
      case .call(let call): input = .call(call)
      case .drag, .scroll:
        guard let touches = drags[head.event] else { return nil }
        let touch = touches[head.position]
        if case .scroll(let scroll) = event.action {
          input = .scroll(touch.phase, pointer: scroll.from, at: touch.point, event: head.event)
        } else {
          input = .touch(touch.phase, touch.point, finger: 1)
        }
        let next = head.position + 1
        if next < touches.endIndex {
          let time = touches[next].time
          heap[0] = Head(time: time.isNaN ? .infinity : time, event: head.event, position: next)
          siftDown(from: 0)
          return (head.time, input)
        }
      }
      removeFirst()
      return (head.time, input)
    }

    // MARK: - Heap

    private mutating func removeFirst() {
      let last = heap.removeLast()
      guard !heap.isEmpty else { return }
      heap[0] = last
      siftDown(from: 0)
    }

    private mutating func siftDown(from start: Int) {
      var parent = start
      while true {
        let left = 2 * parent + 1
        guard left < heap.count else { return }
        var child = left
        if left + 1 < heap.count, heap[left + 1].precedes(heap[left]) { child = left + 1 }
        guard heap[child].precedes(heap[parent]) else { return }
        heap.swapAt(child, parent)
        parent = child
      }
    }
  }
}
