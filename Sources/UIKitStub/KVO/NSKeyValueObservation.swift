#if os(Linux)
  import Foundation

  /// A running observation; it stops on `invalidate()` or when it is deallocated.
  ///
  /// The observed object holds it weakly (as Darwin KVO does), so an observation keeps neither
  /// the object nor itself alive.
  public class NSKeyValueObservation: NSObject {
    /// What runs on a change (set by `observe`).
    nonisolated(unsafe) package var fire: (@MainActor () -> Void)?
    nonisolated(unsafe) package weak var registry: ObservationRegistry?

    package override init() {
      super.init()
    }

    /// Stops the observation.
    public func invalidate() {
      fire = nil
      registry?.remove(self)
      registry = nil
    }

    deinit {
      registry?.remove(self)
    }
  }
#endif
