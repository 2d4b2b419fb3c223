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

  /// A `SwipeTableView` (SwipeUIKit) in SwiftUI whose pages are your own UIKit scroll views
  /// (`UITableView`, `UICollectionView`, any `UIScrollView`), under a SwiftUI header and bar.
  ///
  /// Use it for pages that are long lists, where cell reuse matters; ``SwipeView`` takes
  /// SwiftUI pages. The container observes each page's scroll view: keep its delegate, data
  /// source and insets as you like. `selection` moves both ways, as in ``SwipeView``.
  ///
  /// ```swift
  /// SwipeTableViewRepresentable(selection: $tab, count: 3) { index in
  ///   lists.tableView(for: index)   // the same view for the same index
  /// } header: {
  ///   Banner()
  /// } bar: {
  ///   TabBar(selection: $tab)
  /// }
  /// ```
  ///
  /// The header and the bar are hosted as in ``SwipeView``: children of the view's controller,
  /// in the view's environment, measured as their content's size changes.
  public struct SwipeTableViewRepresentable<Header: View, Bar: View>:
    UIViewControllerRepresentable
  {
    /// The coordinator SwiftUI keeps for this view.
    public typealias Coordinator = SwipeCoordinator<Header, Bar>

    let selection: Binding<Int>
    let count: Int
    let page: (Int) -> UIScrollView
    let header: Header
    let bar: Bar
    var options = SwipeOptions()

    /// A container of `count` UIKit pages under `header` and `bar`, showing the page
    /// `selection` names.
    ///
    /// - Parameters:
    ///   - selection: The index of the page shown; the user's swipes write it.
    ///   - count: The number of pages.
    ///   - page: Makes the scroll view of the page at an index. It is called once per index,
    ///     the first time the page is shown; the view is kept until `count` drops below its
    ///     index. Update its content through your own model (reload the table).
    ///   - header: The header, scrolled away with the current page.
    ///   - bar: The bar, pinned at the header's top inset once the header has scrolled away.
    public init(
      selection: Binding<Int>, count: Int, page: @escaping (_ index: Int) -> UIScrollView,
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
      context.coordinator.pages.configure(make: page, update: nil)
      return context.coordinator.makeController(
        header: header, bar: bar, count: count, options: options,
        environment: context.environment)
    }

    /// Brings the container up to date: new header and bar content and environment, a new
    /// count (the current page kept, or clamped), a new selection (scrolled to).
    public func updateUIViewController(_ uiViewController: UIViewController, context: Context) {
      context.coordinator.pages.configure(make: page, update: nil)
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
  }
#endif
