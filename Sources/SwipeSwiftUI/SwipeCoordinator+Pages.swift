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
      view.install(in: pagesController)
      view.containerDidChange = { [weak pages, weak view] isInContainer in
        guard let view else { return }
        pages?.page(view, at: index, isInContainer: isInContainer)
      }
      view.scrollViewDidChange = { [weak self] in self?.pageScrollViewDidChange() }
      view.setShown(shownPages.contains(index))
      if shownPages.contains(index) { handOverAppearance(at: index, to: view.pageController) }
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

    /// One step of the page-appearance rule at `index`, as the container tells its delegate,
    /// told to the page's hosting controller: `willAppear` and `willDisappear` begin an
    /// appearance transition, `didAppear` and `didDisappear` end it, on the controller the page
    /// had when it began to appear.
    func tellPageController(at index: Int, appearing: Bool, isEnd: Bool) {
      switch (appearing, isEnd) {
      case (true, false):
        guard let controller = pages.existingView(at: index)?.pageController else { return }
        // Appearing again as it was disappearing (a cancelled swipe) turns its transition
        // back; a controller the page no longer has is told it disappeared.
        if let told = appearingPageControllers[index], told.controller !== controller {
          endAppearance(of: told)
        }
        appearingPageControllers[index] = (controller, false)
        controller.beginAppearanceTransition(true, animated: true)
      case (true, true):
        guard let told = appearingPageControllers[index], !told.appeared else { return }
        appearingPageControllers[index] = (told.controller, true)
        told.controller.endAppearanceTransition()
      case (false, false):
        appearingPageControllers[index]?.controller.beginAppearanceTransition(false, animated: true)
      case (false, true):
        appearingPageControllers.removeValue(forKey: index)?.controller.endAppearanceTransition()
      }
    }

    /// A shown page whose hosting controller is new (its page was made again): the old one is
    /// told it disappeared, the new one that it appeared as far as the page has.
    func handOverAppearance(at index: Int, to controller: UIViewController?) {
      let told = appearingPageControllers.removeValue(forKey: index)
      if let told, told.controller !== controller { endAppearance(of: told) }
      guard let controller, told?.controller !== controller else {
        if let told { appearingPageControllers[index] = told }
        return
      }
      let appeared = told?.appeared ?? false
      controller.beginAppearanceTransition(true, animated: false)
      if appeared { controller.endAppearanceTransition() }
      appearingPageControllers[index] = (controller, appeared)
    }

    /// Tells a controller that was told it appears that it disappeared.
    private func endAppearance(of told: (controller: UIViewController, appeared: Bool)) {
      told.controller.beginAppearanceTransition(false, animated: false)
      told.controller.endAppearanceTransition()
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
