#if os(Linux)
  import Foundation

  /// One change delivered to an observer.
  public struct NSKeyValueObservedChange<Value> {
    /// The kind of change (`NSKeyValueChange`).
    public typealias Kind = NSKeyValueChange
    /// Always `.setting` in the stub.
    public let kind: NSKeyValueObservedChange<Value>.Kind
    /// The new value, when `.new` was asked for.
    public let newValue: Value?
    /// The old value, when `.old` was asked for.
    public let oldValue: Value?
    /// Always nil in the stub (no to-many properties).
    public let indexes: IndexSet?
    /// Whether this is the before-change call of `.prior`.
    public let isPrior: Bool
  }

  /// The kind of a change.
  public enum NSKeyValueChange: UInt {
    /// A value was set.
    case setting = 1
    /// Objects were inserted into a to-many property.
    case insertion = 2
    /// Objects were removed from a to-many property.
    case removal = 3
    /// Objects of a to-many property were replaced.
    case replacement = 4
  }
#endif
