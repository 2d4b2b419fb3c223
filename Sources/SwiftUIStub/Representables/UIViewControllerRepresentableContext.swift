#if os(Linux)
  import Foundation

  /// What a `UIViewControllerRepresentable`'s methods are given, as SwiftUI's
  /// `UIViewControllerRepresentableContext`.
  ///
  /// uikit-api.md §15 names the type but lists none of its members, so they are `package`.
  @available(iOS 13.0, tvOS 13.0, *)
  @MainActor @preconcurrency public struct UIViewControllerRepresentableContext<Representable>
  where Representable: UIViewControllerRepresentable {
    // SDK: public let coordinator: Representable.Coordinator
    //   — D14 SwiftUI/SwiftUI.swift:4803 (+acc); current: @MainActor @preconcurrency
    /// The representable's coordinator.
    package let coordinator: Representable.Coordinator
    // SDK: public var transaction: Transaction { get } — D14 SwiftUI/SwiftUI.swift:4804 (+acc)
    /// The transaction of the change being applied.
    package let transaction: Transaction
    // SDK: public var environment: EnvironmentValues { get } — D14 SwiftUI/SwiftUI.swift:4805
    /// The environment the view controller is updated in.
    package let environment: EnvironmentValues

    // SwiftUI makes contexts itself (the SDK declares no initializer).
    /// A context with `coordinator`, for `UIViewControllerRepresentableHost`.
    package init(
      coordinator: Representable.Coordinator, transaction: Transaction = Transaction(),
      environment: EnvironmentValues = EnvironmentValues()
    ) {
      self.coordinator = coordinator
      self.transaction = transaction
      self.environment = environment
    }
  }
#endif
