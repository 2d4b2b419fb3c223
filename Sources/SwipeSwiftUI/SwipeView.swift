#if (canImport(SwiftUI) && canImport(UIKit)) || os(Linux)
  #if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit
  #else
    import SwiftUIStub
    import UIKitStub
  #endif
  import Foundation
  #if !COCOAPODS
    import SwipeCore
    import SwipeUIKit
  #endif

  /// A horizontally paged container of vertically scrolling SwiftUI pages that share one header
  /// and one bar: SwipeTableView in SwiftUI.
  ///
  /// The header scrolls away with the current page and the bar pins at the header's top inset
  /// (0 by default: the top of the view); a page about to appear is aligned with the one
  /// shown; short pages are padded so the header can still collapse.
  ///
  /// A page whose content is a `List` or a `ScrollView` (modifiers aside) scrolls as the page:
  /// SwiftUI shows it in a UIKit scroll view inside the page's hosting view, and that scroll
  /// view, laid out at the page's size, is the one the container observes and insets, so the
  /// header scrolls away with the list and nothing scrolls inside something else. A page of
  /// other content is hosted in a scroll view the library owns, as tall as its content's
  /// fitting height; flexible content (a `Color`, a `Spacer`) fills the page below the pinned
  /// bar. A scroll view that does not fill the page (a title above a `List`) is not the page's:
  /// the page is then plain content whose list scrolls inside it; put the title in the list.
  ///
  /// `selection` moves both ways: a swipe writes the page the user lands on, and setting it
  /// scrolls the container there, animated (unless the transaction disables animations). A
  /// selection outside `0..<count` shows the nearest page and the binding is set to it; when
  /// `count` drops below the page shown, the last page is shown and written back. Set while a
  /// finger holds the pages, it waits for the lift (code never moves what a finger holds) and
  /// the binding keeps the page asked for meanwhile.
  ///
  /// ```swift
  /// SwipeView(selection: $tab, count: tabs.count) { index in
  ///   TabContent(tab: tabs[index])
  /// } header: {
  ///   Banner()
  /// } bar: {
  ///   TabBar(titles: tabs.map(\.title), selection: $tab)
  /// }
  /// .onRefresh { index in await model.reload(tabs[index]) }
  /// ```
  ///
  /// Works from iOS 13: `UIHostingController`'s `sizeThatFits(in:)` measures plain content, and
  /// the page's scroll view is found among the hosting view's subviews, no private API.
  /// The header, the bar and each page are hosted in a `UIHostingController` that is a child of
  /// the view's controller and sees the view's environment: `@Environment` values and
  /// `@EnvironmentObject`s work in them, and a page can present a sheet. Their heights are
  /// measured when the width changes and, from iOS 16, whenever their content's size changes
  /// (a `@State` change inside, an `AsyncImage` that loaded); before iOS 16, whenever SwiftUI
  /// updates this view, so content that changes height on its own is measured at the next
  /// update. The header and the bar ignore the safe area, so their content stays put as they
  /// slide under the status bar.
  public struct SwipeView<Header: View, Bar: View, Page: View>: UIViewControllerRepresentable {
    /// The coordinator SwiftUI keeps for this view.
    public typealias Coordinator = SwipeCoordinator<Header, Bar>

    let selection: Binding<Int>
    let count: Int
    let page: (Int) -> Page
    let header: Header
    let bar: Bar
    var options = SwipeOptions()

    /// A container of `count` pages built by `page`, under `header` and `bar`, showing the page
    /// `selection` names.
    ///
    /// - Parameters:
    ///   - selection: The index of the page shown; the user's swipes write it.
    ///   - count: The number of pages.
    ///   - page: The content of the page at an index. It is called when the page is first
    ///     shown and at every update while the page is on screen. A page keeps its view (and
    ///     its state) while the container has it loaded, and as long as it is among the last
    ///     `SwipeTableView.defaultReusableViewLimit` pages that left; an older page is made anew when
    ///     it is shown again.
    ///   - header: The header, scrolled away with the current page.
    ///   - bar: The bar, pinned at the header's top inset once the header has scrolled away.
    public init(
      selection: Binding<Int>, count: Int, @ViewBuilder page: @escaping (_ index: Int) -> Page,
      @ViewBuilder header: () -> Header, @ViewBuilder bar: () -> Bar
    ) {
      self.selection = selection
      self.count = max(count, 0)
      self.page = page
      self.header = header()
      self.bar = bar()
    }

    /// Makes the coordinator that connects this view to its container.
    public func makeCoordinator() -> Coordinator {
      SwipeCoordinator(selection: selection)
    }

    /// Makes the view controller of the container and shows the selected page.
    public func makeUIViewController(context: Context) -> UIViewController {
      configurePages(context.coordinator)
      return context.coordinator.makeController(
        header: header, bar: bar, count: count, options: options,
        environment: context.environment)
    }

    /// Brings the container up to date: new header, bar and page content and environment, a
    /// new count (the current page kept, or clamped), a new selection (scrolled to).
    public func updateUIViewController(_ uiViewController: UIViewController, context: Context) {
      configurePages(context.coordinator)
      context.coordinator.update(
        header: header, bar: bar, count: count, selection: selection, options: options,
        environment: context.environment, animated: !context.transaction.disablesAnimations)
    }

    /// Stops the container: refresh actions are cancelled and the binding is no longer written.
    public static func dismantleUIViewController(
      _ uiViewController: UIViewController, coordinator: Coordinator
    ) {
      coordinator.dismantle()
    }

    // SwiftUI isolates only the representable's requirements (makeUIViewController,
    // updateUIViewController), not the view itself, before the iOS 18 SDK.
    @MainActor private func configurePages(_ coordinator: Coordinator) {
      let page = self.page
      coordinator.pages.configure(
        make: { [unowned coordinator] index in coordinator.makePage(page(index), at: index) },
        update: { [unowned coordinator] index, view in
          (view as? HostedPageView<Page>)?.show(page(index), in: coordinator.environment)
        },
        discard: { view in (view as? HostedPageView<Page>)?.detach() },
        offscreenLimit: SwipeTableView.defaultReusableViewLimit)
    }
  }
#endif
