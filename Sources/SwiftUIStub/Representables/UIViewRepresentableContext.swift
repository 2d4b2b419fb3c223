#if os(Linux)
  import Foundation

  /// What a `UIViewRepresentable`'s methods are given: its coordinator, the transaction being
  /// applied and the environment, as SwiftUI's `UIViewRepresentableContext`.
  @available(iOS 13.0, tvOS 13.0, *)
  @MainActor @preconcurrency
  public struct UIViewRepresentableContext<Representable> where Representable: UIViewRepresentable {
    /// The representable's coordinator.
    @MainActor @preconcurrency
    public let coordinator: Representable.Coordinator
    private let storedTransaction: Transaction
    private let storedEnvironment: EnvironmentValues

    /// The transaction of the change being applied.
    public var transaction: Transaction { storedTransaction }

    /// The environment the view is updated in.
    public var environment: EnvironmentValues { storedEnvironment }

    // SwiftUI makes contexts itself (the SDK declares no initializer).
    /// A context with `coordinator`, for `UIViewRepresentableHost`.
    package init(
      coordinator: Representable.Coordinator, transaction: Transaction = Transaction(),
      environment: EnvironmentValues = EnvironmentValues()
    ) {
      self.coordinator = coordinator
      storedTransaction = transaction
      storedEnvironment = environment
    }
  }
#endif
