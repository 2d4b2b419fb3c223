#if os(Linux)
  import Foundation

  /// A value a view owns, as SwiftUI's `State`.
  ///
  /// The stub stores the value in a box shared by every copy of the property wrapper (SwiftUI
  /// keeps it in the view graph), so a `Binding` from `projectedValue` writes where the state
  /// reads. Writes are counted (``writeCount``) so tests can tell a write of an equal value from
  /// none.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    /// The stored value.
    package let storage: StateStorage<Value>

    /// State starting at `value`.
    public init(wrappedValue value: Value) {
      storage = StateStorage(value)
    }

    /// State starting at `value` (the older spelling).
    public init(initialValue value: Value) {
      self.init(wrappedValue: value)
    }

    /// The current value.
    public var wrappedValue: Value {
      get { storage.value }
      nonmutating set { storage.set(newValue) }
    }

    /// A binding that reads and writes this state (`$state`).
    public var projectedValue: Binding<Value> {
      let storage = self.storage
      return Binding(get: { storage.value }, set: { storage.set($0) })
    }

    /// How many times the value was written.
    package var writeCount: Int { storage.writeCount }
  }

  /// The box behind a `State`.
  ///
  /// A hosting view evaluating its content records the states it reads, and renders again at
  /// the next layout pass when one of them was written since (SwiftUI updates the views that
  /// depend on a state when it changes). A write while SwiftUI updates views prints
  /// "Modifying state during view update" (``ViewGraph``). Both are decided by the view graph's
  /// call stack (``CallStack``), which only main-actor code sets: off the main actor (a test
  /// that is not on it) a state is a plain value. So the box is `@unchecked Sendable`, to be
  /// handed to that main-actor code from its nonisolated accessors.
  @usableFromInline package final class StateStorage<Value>: @unchecked Sendable {
    private var stored: Value
    /// How many times it was written.
    package private(set) var writeCount = 0

    init(_ value: Value) {
      stored = value
    }

    /// The value (recorded by the evaluation under way, if any).
    package var value: Value {
      if let onRead = CallStack.current.onRead {
        let seen = writeCount
        // A reader is set only by a main-actor evaluation running in this call stack.
        MainActor.assumeIsolated { onRead { [weak self] in (self?.writeCount ?? seen) != seen } }
      }
      return stored
    }

    func set(_ newValue: Value) {
      stored = newValue
      writeCount += 1
      guard CallStack.current.updateDepth > 0 else { return }
      // Only a main-actor view update running in this call stack counts updates.
      MainActor.assumeIsolated { ViewGraph.runtimeIssue(ViewGraph.stateWriteDuringUpdate) }
    }
  }
#endif
