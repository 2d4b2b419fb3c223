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

  extension SwipeCoordinator {
    // MARK: - SwiftUI pages

    /// A hosted page for `content` at `index`, at the container's size, its hosting controller
    /// a child of the container's controller; it tells the page views when it enters or leaves
    /// the container, and the container when its scroll view changes.
    func makePage<Page: View>(_ content: Page, at index: Int) -> HostedPageView<Page> {
      let view = HostedPageView(
        content: content, environment: environment, size: table.bounds.size
      ) { [weak table] in
        CGFloat(table?.engine.collapsedContentHeight ?? 0)
      }
      view.install(in: controller)
      view.containerDidChange = { [weak pages, weak view] isInContainer in
        guard let view else { return }
        pages?.page(view, at: index, isInContainer: isInContainer)
      }
      view.scrollViewDidChange = { [weak self] in self?.pageScrollViewDidChange() }
      view.setShown(shownPages.contains(index))
      return view
    }

    /// The page at `index` started to appear (true) or has disappeared (false), as the
    /// container tells its delegate: its content reads it as `swipePageIsShown`.
    func pageAppearanceDidChange(at index: Int, isShown: Bool) {
      if isShown {
        shownPages.insert(index)
      } else {
        shownPages.remove(index)
      }
      pages.existingView(at: index)?.setShown(isShown)
    }

    /// A page's scroll view changed (its content became, or stopped being, a `List` or a
    /// `ScrollView`): the container asks for the pages again, at once unless it is in its own
    /// layout pass (a page laid out while the container describes it), else in a main-actor
    /// task.
    func pageScrollViewDidChange() {
      guard !isDismantled else { return }
      guard table.isInLayoutPass else {
        table.reloadData()
        return
      }
      guard !isPageReloadScheduled else { return }
      isPageReloadScheduled = true
      Task { [weak self] in
        guard let self, !self.isDismantled else { return }
        self.isPageReloadScheduled = false
        self.table.reloadData()
      }
    }
  }
#endif
