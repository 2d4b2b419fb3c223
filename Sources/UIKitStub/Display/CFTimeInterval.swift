#if os(Linux)
  import Foundation

  /// Seconds, as CoreFoundation's `CFTimeInterval`.
  ///
  /// corelibs Foundation imports CoreFoundation privately, so Linux has no `CFTimeInterval`; the
  /// stub declares it at the top level as the SDK's `Double`.
  public typealias CFTimeInterval = Double

  // SDK: func CACurrentMediaTime() -> CFTimeInterval — DOC
  // developer.apple.com/documentation/quartzcore/cacurrentmediatime().md
  /// The stub clock's time (`UIKitStubDriver.current.now`), in seconds.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  @MainActor package func CACurrentMediaTime() -> CFTimeInterval {
    UIKitStubDriver.current.now
  }
#endif
