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
  /// nothing it is not given), laid out as if there were no safe area.
  ///
  /// The chrome slides under the status bar and pages scroll under the chrome: content placed
  /// inside a safe area that changes as they move would move with it. From iOS 16.4 the hosting
  /// controller ignores the safe area itself (`safeAreaRegions = []`); before, the root does.
  struct HostedRoot<Content: View>: View {
    /// The app's content.
    let content: Content
    /// The environment of the SwipeView.
    let environment: EnvironmentValues
    /// Whether the root ignores the safe area (before iOS 16.4).
    let ignoresSafeArea: Bool

    var body: some View {
      if ignoresSafeArea {
        content.environment(\.self, environment).edgesIgnoringSafeArea(.all)
      } else {
        content.environment(\.self, environment)
      }
    }
  }
#endif
