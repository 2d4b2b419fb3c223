#if os(Linux)
  import Foundation
  import Testing
  @testable import UIKitStub

  /// Scroll-indicator insets (UIScrollView.h:78-81, 129-131) and `scrollRectToVisible` by the
  /// area the adjusted inset leaves (UIScrollView.h:137).
  @MainActor @Suite("Scroll indicators and visible rects")
  struct ScrollIndicatorTests {
    /// The window of ``scrollView()`` (a view holds its superview weakly).
    @MainActor final class Holder {
      var window: UIWindow?
    }
    private let holder = Holder()

    /// A 393 × 852 scroll view of 3000 pt in a window with a 59 / 34 safe area.
    private func scrollView() -> UIScrollView {
      let window = makeWindow(width: 393, height: 852)
      holder.window = window
      window.screenSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
      let view = UIScrollView(frame: window.bounds)
      view.contentSize = CGSize(width: 393, height: 3000)
      window.addSubview(view)
      UIKitStubDriver.current.layoutPass()
      return view
    }

    @Test("Defaults: zero insets adjusted by the system; the setter of both sets both")
    func defaults() {
      let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      #expect(view.automaticallyAdjustsScrollIndicatorInsets)
      #expect(view.verticalScrollIndicatorInsets == .zero)
      #expect(view.horizontalScrollIndicatorInsets == .zero)
      let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
      view.scrollIndicatorInsets = insets
      #expect(view.verticalScrollIndicatorInsets == insets)
      #expect(view.horizontalScrollIndicatorInsets == insets)
      view.horizontalScrollIndicatorInsets = .zero
      #expect(view.scrollIndicatorInsets == insets, "the getter reads the vertical one")
    }

    @Test("The track is the height less the insets, and less the system's part while adjusted")
    func track() {
      let view = scrollView()
      view.contentInset = UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
      #expect(view.adjustedContentInset.top == 159)
      // The app's content inset does not move the indicator; the safe area does.
      #expect(view.modelVerticalIndicatorTrack == (59, 818))
      view.verticalScrollIndicatorInsets = UIEdgeInsets(top: 40, left: 0, bottom: 10, right: 0)
      #expect(view.modelVerticalIndicatorTrack == (99, 808))
      view.automaticallyAdjustsScrollIndicatorInsets = false
      #expect(view.modelVerticalIndicatorTrack == (40, 842))
      view.contentInsetAdjustmentBehavior = .never
      view.automaticallyAdjustsScrollIndicatorInsets = true
      #expect(view.modelVerticalIndicatorTrack == (40, 842), "nothing added, nothing to add")
      view.verticalScrollIndicatorInsets = UIEdgeInsets(top: 900, left: 0, bottom: 0, right: 0)
      #expect(view.modelVerticalIndicatorTrack == (900, 900), "never inverted")
    }

    @Test("scrollRectToVisible moves by the nearest edge of the area the adjusted inset leaves")
    func scrollRectToVisible() {
      let view = scrollView()
      view.contentInset = UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
      view.contentOffset = CGPoint(x: 0, y: 1000)
      // Visible: content y 1159 to 1818 (852 − 159 − 34 tall).
      view.scrollRectToVisible(CGRect(x: 0, y: 1300, width: 10, height: 44), animated: false)
      #expect(abs(view.contentOffset.y - (1000)) < 0.01, "already visible: nothing")
      view.scrollRectToVisible(CGRect(x: 0, y: 2000, width: 10, height: 44), animated: false)
      #expect(
        abs(view.contentOffset.y - (2044 - 818)) < 0.01, "its bottom at the visible area's bottom")
      view.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 44), animated: false)
      #expect(
        abs(view.contentOffset.y - (500 - 159)) < 0.01, "its top right below the adjusted inset")
      view.scrollRectToVisible(CGRect(x: 0, y: 400, width: 10, height: 2000), animated: false)
      #expect(abs(view.contentOffset.y - (400 - 159)) < 0.01, "taller than the area: its top")
      view.scrollRectToVisible(CGRect(x: 0, y: -500, width: 10, height: 44), animated: false)
      #expect(abs(view.contentOffset.y - (-159)) < 0.01, "clamped to the scroll range")
      view.scrollRectToVisible(CGRect(x: 0, y: 2990, width: 10, height: 44), animated: false)
      #expect(abs(view.contentOffset.y - (3000 + 34 - 852)) < 0.01, "clamped to the scroll range")
      view.scrollRectToVisible(CGRect(x: 0, y: CGFloat.nan, width: 10, height: 44), animated: false)
      #expect(
        abs(view.contentOffset.y - (3000 + 34 - 852)) < 0.01, "a rect that is not one: nothing")
    }

    @Test("Animated, it travels there over UIKit's animation")
    func animated() {
      let view = scrollView()
      view.scrollRectToVisible(CGRect(x: 0, y: 2000, width: 10, height: 44), animated: true)
      #expect(view.isScrollAnimating || !UIKitStubDriver.current.runsAtLeast(17, 4))
      UIKitStubDriver.current.run(
        until: UIKitStubDriver.current.now + 0.5, frameInterval: 1.0 / 120)
      #expect(abs(view.contentOffset.y - (2044 - 818)) < 0.01)
    }
  }
#endif
