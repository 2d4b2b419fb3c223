#if os(Linux)
  import Foundation

  /// A property the behaviour model changes and reports to observers.
  package enum ObservedKey: Sendable, Hashable {
    case frame, bounds, center, contentOffset, contentSize, contentInset
  }

  /// The observers of one object, held weakly; the object owns the registry.
  package final class ObservationRegistry: @unchecked Sendable {
    private struct Entry {
      weak var observation: NSKeyValueObservation?
      let key: ObservedKey
    }
    private let lock = NSLock()
    private var entries: [Entry] = []

    package init() {}

    func add(_ observation: NSKeyValueObservation, for key: ObservedKey) {
      lock.lock()
      defer { lock.unlock() }
      observation.registry = self
      entries.append(Entry(observation: observation, key: key))
    }

    func remove(_ observation: NSKeyValueObservation) {
      lock.lock()
      defer { lock.unlock() }
      entries.removeAll { $0.observation == nil || $0.observation === observation }
    }

    /// How many live observations there are (a test hook).
    package var count: Int {
      lock.lock()
      defer { lock.unlock() }
      return entries.filter { $0.observation != nil }.count
    }

    /// Calls every live observer of `key`, in registration order.
    ///
    /// Walks the entries one at a time (the lock is not held while an observer runs, and
    /// nothing is copied, so a notification allocates nothing).
    @MainActor package func notify(_ key: ObservedKey) {
      UIKitStubDriver.current.running(.observation(key)) { deliver(key) }
    }

    @MainActor private func deliver(_ key: ObservedKey) {
      var index = 0
      while true {
        lock.lock()
        guard index < entries.count else {
          lock.unlock()
          return
        }
        let entry = entries[index]
        lock.unlock()
        index += 1
        if entry.key == key, let observation = entry.observation { observation.fire?() }
      }
    }
  }

  /// Marks the types whose key paths the model matches (no requirements: the lookup functions
  /// below are generic over the observed object's dynamic type).
  @MainActor package protocol ObservableView: UIView {}

  /// Marks scroll views for the lookup.
  @MainActor package protocol ObservableScrollView: UIScrollView {}

  extension UIView: ObservableView {}
  extension UIScrollView: ObservableScrollView {}

  /// The model property `keyPath` names, with `View` (the observed object's own type) as the
  /// key path's root, so `\UITableView.contentOffset` matches what a `UIScrollView` changes.
  @MainActor package func observedKey<View: ObservableView>(
    _ type: View.Type, for keyPath: AnyKeyPath
  ) -> ObservedKey? {
    if keyPath == \View.frame as AnyKeyPath { return .frame }
    if keyPath == \View.bounds as AnyKeyPath { return .bounds }
    if keyPath == \View.center as AnyKeyPath { return .center }
    if let scroll = type as? any ObservableScrollView.Type {
      return observedScrollKey(scroll, for: keyPath)
    }
    return nil
  }

  @MainActor private func observedScrollKey<View: ObservableScrollView>(
    _ type: View.Type, for keyPath: AnyKeyPath
  ) -> ObservedKey? {
    if keyPath == \View.contentOffset as AnyKeyPath { return .contentOffset }
    if keyPath == \View.contentSize as AnyKeyPath { return .contentSize }
    if keyPath == \View.contentInset as AnyKeyPath { return .contentInset }
    return nil
  }
#endif
