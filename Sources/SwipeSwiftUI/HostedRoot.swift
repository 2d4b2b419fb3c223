#if (canImport(SwiftUI) && canImport(UIKit)) || os(Linux)
  #if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit
  #else
    import SwiftUIStub
    import UIKitStub
  #endif
  import Foundation

  /// The root view of a hosted header, bar or page: the app's content in the environment the
  /// SwipeView is in (its values and environment objects: a hosting controller's root inherits
  /// nothing it is not given), laid out as if there were no safe area, but the keyboard's where
  /// the content avoids it (``HostedContent/avoidsKeyboard``).
  ///
  /// The chrome slides under the status bar and pages scroll under the chrome: content placed
  /// inside a safe area that changes as they move would move with it. From iOS 16.4 the hosting
  /// controller ignores the safe area itself (`safeAreaRegions`); before, the root does
  /// (`ignoresSafeArea(_:edges:)`; on iOS 13, which has no keyboard avoidance, every region).
  /// Its body has one shape for every case, so switching cases keeps the content's state.
  struct HostedRoot<Content: View>: View {
    /// The app's content.
    let content: Content
    /// The environment of the SwipeView.
    let environment: EnvironmentValues
    /// The safe area the root ignores (none from iOS 16.4, where the controller does).
    let ignored: IgnoredSafeArea

    // One shape whatever is ignored (a value changes, not the view): SwiftUI keeps the
    // content's identity, and its state, when a page starts or stops avoiding the keyboard.
    var body: some View {
      if #available(iOS 14.0, *) {
        content.environment(\.self, environment).ignoresSafeArea(ignored.regions)
      } else {
        content.environment(\.self, environment)
          .edgesIgnoringSafeArea(ignored == .none ? [] : .all)
      }
    }
  }

  /// The safe area a ``HostedRoot`` ignores (`SafeAreaRegions` is iOS 14).
  enum IgnoredSafeArea {
    /// None: the hosting controller ignores what it should (iOS 16.4).
    case none
    /// The container's, not the keyboard's.
    case container
    /// Every region.
    case all

    /// The regions ignored.
    @available(iOS 14.0, *)
    var regions: SafeAreaRegions {
      switch self {
      case .none: []
      case .container: .container
      case .all: .all
      }
    }
  }
#endif
