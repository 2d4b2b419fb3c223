#if (canImport(SwiftUI) && canImport(UIKit)) || os(Linux)
  #if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit
  #else
    import SwiftUIStub
    import UIKitStub
  #endif
  import Foundation

  /// A container's page as the front end keeps it: a scroll view of the app's, or a hosted
  /// SwiftUI page, with the scroll view the container observes.
  @MainActor protocol PageSource: AnyObject {
    /// The scroll view the data source returns for the page.
    var pageScrollView: UIScrollView { get }
    /// Tells the page whether it is shown (from when it starts to appear until it has
    /// disappeared).
    func setShown(_ isShown: Bool)
    /// The view controller showing the page, told its appearance; nil for a UIKit page.
    var pageController: UIViewController? { get }
  }

  extension UIScrollView: PageSource {
    var pageScrollView: UIScrollView { self }
    /// A UIKit page hears it from the container's delegate.
    func setShown(_ isShown: Bool) {}
    var pageController: UIViewController? { nil }
  }

  /// The page views of a container, one per index, made the first time the container asks for
  /// the page.
  ///
  /// The pages the container shows are kept, so a page keeps its scroll view (and a SwiftUI
  /// page its state) while it is loaded. Of the pages that left the container, the
  /// `offscreenLimit` that left last are kept too (nil: every one, until the page count drops
  /// below its index), so that a page swiped away and back keeps them, as UIKit pages are
  /// kept for reuse (`SwipeTableView.defaultReusableViewLimit`); older ones are dropped and made anew
  /// when shown again.
  @MainActor final class PageViews {
    private var views: [Int: any PageSource] = [:]
    /// Pages whose content changed while they were off screen: updated when next shown.
    private var stale: Set<Int> = []
    /// The kept pages that are not in the container, the one that left first first.
    private var offscreen: [Int] = []
    private var offscreenLimit: Int?
    private var make: (Int) -> any PageSource = { _ in UIScrollView(frame: .zero) }
    private var update: ((Int, any PageSource) -> Void)?
    private var discard: ((any PageSource) -> Void)?

    /// The number of pages made and kept.
    var count: Int { views.count }

    /// How a page's view is made, how an existing one takes new content (nil: never), what is
    /// done to one that is dropped (nil: nothing), and how many pages out of the container are
    /// kept (nil: all).
    func configure(
      make: @escaping (Int) -> any PageSource, update: ((Int, any PageSource) -> Void)?,
      discard: ((any PageSource) -> Void)? = nil, offscreenLimit: Int? = nil
    ) {
      self.make = make
      self.update = update
      self.discard = discard
      self.offscreenLimit = offscreenLimit.map { max($0, 0) }
    }

    /// The scroll view of the page at `index`: the one made before (brought up to date), else a
    /// new one.
    func view(at index: Int) -> UIScrollView {
      if let view = views[index] {
        if stale.remove(index) != nil { update?(index, view) }
        return view.pageScrollView
      }
      let view = make(index)
      views[index] = view
      return view.pageScrollView
    }

    /// The page made for `index`, if it is kept.
    func existingView(at index: Int) -> (any PageSource)? {
      views[index]
    }

    /// The page `view` at `index` entered the container (true) or left it (false); beyond the
    /// limit, the page that left first is dropped. A page dropped before (its root leaves the
    /// pager after the count dropped) is not the page at its index any more: nothing changes.
    func page(_ view: any PageSource, at index: Int, isInContainer: Bool) {
      guard views[index] === view else { return }
      offscreen.removeAll { $0 == index }
      guard !isInContainer else { return }
      offscreen.append(index)
      guard let offscreenLimit else { return }
      while offscreen.count > offscreenLimit {
        drop(offscreen.removeFirst())
      }
    }

    /// New content: pages for which `isShown` holds are updated now, the others when they are
    /// next shown.
    func contentDidChange(isShown: (Int) -> Bool) {
      guard let update else { return }
      for (index, view) in views {
        if isShown(index) {
          update(index, view)
        } else {
          stale.insert(index)
        }
      }
    }

    /// Forgets the pages at `count` and after.
    func trim(to count: Int) {
      for index in views.keys where index >= count { drop(index) }
    }

    /// Forgets every page.
    func removeAll() {
      for index in views.keys { drop(index) }
    }

    private func drop(_ index: Int) {
      guard let view = views.removeValue(forKey: index) else { return }
      stale.remove(index)
      offscreen.removeAll { $0 == index }
      discard?(view)
    }
  }
#endif
