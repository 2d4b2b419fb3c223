#if os(Linux)
  import Foundation

  /// The protocol that carries `observe(_:options:changeHandler:)`, as Foundation's Darwin
  /// overlay declares it.
  public protocol _KeyValueCodingAndObserving {}

  extension NSObject: _KeyValueCodingAndObserving {}

  extension _KeyValueCodingAndObserving {
    /// Observes the property at `keyPath`, as Darwin KVO does, for the properties the stub models
    /// (`frame`, `bounds`, `center`, `contentOffset`, `contentSize`, `contentInset`).
    ///
    /// The key path is matched against the model's properties by key path equality with the
    /// observed object's own type (so `\UITableView.contentOffset` matches what a `UIScrollView`
    /// changes); a key path the model does not change never fires except for `.initial`. The
    /// handler runs synchronously on the main actor, after the delegate call for the same change.
    /// `.prior` is delivered just before the after-change call, with the old value: the model
    /// has already changed by then (Darwin sends it before).
    ///
    /// No default for `options` (the SDK's is `= []`): the stub's options are not an
    /// `OptionSet`, so there is no `[]`; the package overload without `options` stands in for
    /// the default and passes no option, as the SDK's `[]` does.
    @preconcurrency public func observe<Value>(
      _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions,
      changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
      modelObserve(keyPath, options: options, changeHandler: changeHandler)
    }

    // SDK: @preconcurrency public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options:
    // NSKeyValueObservingOptions = [], changeHandler: @escaping @Sendable (Self,
    // NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation — uikit-api.md §14
    // (the call without `options`, i.e. its default `[]`)
    /// Observes the property at `keyPath` with no options (neither value is passed).
    @preconcurrency package func observe<Value>(
      _ keyPath: KeyPath<Self, Value>,
      changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
      modelObserve(
        keyPath, options: NSKeyValueObservingOptions(rawValue: 0), changeHandler: changeHandler)
    }

    private func modelObserve<Value>(
      _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions,
      changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
      nonisolated(unsafe) let observation = NSKeyValueObservation()
      nonisolated(unsafe) let object = self
      nonisolated(unsafe) let path = keyPath
      MainActor.assumeIsolated {
        guard let view = object as? UIView,
          let viewType = Self.self as? any ObservableView.Type
        else { return }
        let key = observedKey(viewType, for: path)
        weak let weakObject = view
        var last: Value? = object[keyPath: path]
        let fire: @MainActor () -> Void = {
          guard let current = weakObject as? Self else { return }
          let newValue = current[keyPath: path]
          let oldValue = last
          last = newValue
          if options.contains(.prior) {
            changeHandler(
              current,
              NSKeyValueObservedChange(
                kind: .setting, newValue: nil, oldValue: options.contains(.old) ? oldValue : nil,
                indexes: nil, isPrior: true))
          }
          changeHandler(
            current,
            NSKeyValueObservedChange(
              kind: .setting, newValue: options.contains(.new) ? newValue : nil,
              oldValue: options.contains(.old) ? oldValue : nil, indexes: nil, isPrior: false))
        }
        observation.fire = fire
        if let key { view.observers.add(observation, for: key) }
        if options.contains(.initial) {
          changeHandler(
            object,
            NSKeyValueObservedChange(
              kind: .setting, newValue: options.contains(.new) ? last : nil, oldValue: nil,
              indexes: nil, isPrior: false))
        }
      }
      return observation
    }
  }
#endif
