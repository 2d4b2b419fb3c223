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
    @MainActor package func notify(_ key: ObservedKey) {
      lock.lock()
      let targets = entries.filter { $0.key == key }.compactMap(\.observation)
      lock.unlock()
      for observation in targets { observation.fire?() }
    }
  }

  /// Maps a key path to the model property it names, with the observed object's own type as the
  /// key path's root (so subclasses' key paths match).
  @MainActor package protocol ObservedKeyLookup: AnyObject {
    static func observedKey(for keyPath: AnyKeyPath) -> ObservedKey?
  }

  /// The scroll-view part of the lookup.
  @MainActor package protocol ScrollObservedKeyLookup: AnyObject {
    static func scrollObservedKey(for keyPath: AnyKeyPath) -> ObservedKey?
  }

  extension UIView: ObservedKeyLookup {}

  extension ObservedKeyLookup where Self: UIView {
    package static func observedKey(for keyPath: AnyKeyPath) -> ObservedKey? {
      if keyPath == \Self.frame as AnyKeyPath { return .frame }
      if keyPath == \Self.bounds as AnyKeyPath { return .bounds }
      if keyPath == \Self.center as AnyKeyPath { return .center }
      if let scroll = Self.self as? any ScrollObservedKeyLookup.Type {
        return scroll.scrollObservedKey(for: keyPath)
      }
      return nil
    }
  }

  extension UIScrollView: ScrollObservedKeyLookup {}

  extension ScrollObservedKeyLookup where Self: UIScrollView {
    package static func scrollObservedKey(for keyPath: AnyKeyPath) -> ObservedKey? {
      if keyPath == \Self.contentOffset as AnyKeyPath { return .contentOffset }
      if keyPath == \Self.contentSize as AnyKeyPath { return .contentSize }
      if keyPath == \Self.contentInset as AnyKeyPath { return .contentInset }
      return nil
    }
  }
#endif
