#if (canImport(SwiftUI) && canImport(UIKit)) || os(Linux)
  #if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
  #else
    import SwiftUIStub
  #endif
  import Foundation

  /// The key of `EnvironmentValues.swipePageIsShown`.
  private struct SwipePageIsShownKey: EnvironmentKey {
    static let defaultValue = true
  }

  extension EnvironmentValues {
    /// Whether the ``SwipeView`` page this view is in is shown: true from the moment it starts
    /// to appear (a swipe toward it begins, it becomes the current page, the view enters a
    /// window) until it has disappeared, as SwipeUIKit tells its delegate for UIKit pages
    /// (`willAppearItemAt` to `didDisappearItemAt`); false while the page is loaded beside the
    /// current one, ready for a swipe, or kept after it left. True outside a page.
    ///
    /// The page's hosting controller is told `viewWillAppear`…`viewDidDisappear` by the same
    /// rule, but SwiftUI may run a page's `onAppear` and `task` when the page's hosting view
    /// enters the window, which for the pages beside the current one is when they are loaded,
    /// before they show. Start what should wait until the page shows from this value:
    ///
    /// ```swift
    /// struct FeedPage: View {
    ///   @Environment(\.swipePageIsShown) private var isShown
    ///   var body: some View {
    ///     List(items) { ItemRow($0) }
    ///       .task(id: isShown) {
    ///         guard isShown else { return }
    ///         await model.refreshIfStale()
    ///       }
    ///   }
    /// }
    /// ```
    public var swipePageIsShown: Bool {
      get { self[SwipePageIsShownKey.self] }
      set { self[SwipePageIsShownKey.self] = newValue }
    }
  }
#endif
