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
    import SwipeUIKit
  #endif

  /// A SwiftUI view shown as the container's header or bar: a hosted controller's view
  /// (`HostedContent`), in a view whose height is the content's fitting height at the container's
  /// width.
  ///
  /// The content is measured with `UIHostingController.sizeThatFits(in:)` (iOS 13), offered the
  /// container's width and its height: a finite height, so that flexible content (a `Color`, a
  /// `Spacer`, a `.frame(maxHeight: .infinity)`) fills at most the container instead of taking
  /// an unbounded proposal. It is measured when the width changes, when the content's size
  /// changes (iOS 16: the hosting controller reports it) and, before iOS 16, whenever new content
  /// arrives. The container observes the view's bounds and keeps what the user sees in place
  /// when the height changes.
  ///
  /// The scroll views SwiftUI makes in it (a horizontal `ScrollView` of cards, a scrolling tab
  /// strip) do not take the status-bar tap: UIKit scrolls none of several on-screen scroll
  /// views that allow it (UIScrollView.h:211-214), and it belongs to the current page. They are
  /// looked for once the hosting view has laid out: at the first layout, at a new width, and
  /// when new content is measured (its size reported from iOS 16, every update before).
  final class HostedChromeView<Content: View>: UIView, HostedContentView {
    let hosted: HostedContent<Content>
    /// The width the content was last measured at.
    private var fittedWidth: CGFloat?

    init(content: Content, environment: EnvironmentValues) {
      hosted = HostedContent(content: content, environment: environment)
      super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
      return nil
    }

    /// Shows `content` in `environment` (measured at once before iOS 16).
    func show(_ content: Content, in environment: EnvironmentValues) {
      guard hosted.show(content, in: environment) else { return }
      fitHeight(width: bounds.width)
      looksForScrollViews()
    }

    func contentSizeDidChange() {
      fitHeight(width: bounds.width)
      looksForScrollViews()
    }

    /// Whether the next layout looks for SwiftUI's scroll views in the content (its first, one
    /// at a new width, one after new content is measured): not at every update of the
    /// `SwipeView`, which a state written from a scroll callback makes every frame.
    private var needsScrollViewLook = true

    private func looksForScrollViews() {
      needsScrollViewLook = true
      setNeedsLayout()
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      if bounds.width != fittedWidth {
        fitHeight(width: bounds.width)
        needsScrollViewLook = true
      }
      let hostingView: UIView = hosted.controller.view
      hostingView.frame = bounds
      guard needsScrollViewLook else { return }
      needsScrollViewLook = false
      hostingView.layoutIfNeeded()
      Self.leaveStatusBarTap(in: hostingView)
    }

    /// Turns `scrollsToTop` off for every scroll view in `view`.
    private static func leaveStatusBarTap(in view: UIView) {
      for subview in view.subviews {
        if let scrollView = subview as? UIScrollView, scrollView.scrollsToTop {
          scrollView.scrollsToTop = false
        }
        leaveStatusBarTap(in: subview)
      }
    }

    /// Takes the content's fitting height at `width` and the container's height (nothing before
    /// the view has a width and the container a height).
    func fitHeight(width: CGFloat) {
      guard width > 0, let container = enclosingSwipeTableView, container.bounds.height > 0 else {
        return
      }
      fittedWidth = width
      let height = hosted.fittingHeight(width: width, height: container.bounds.height)
      let size = CGSize(width: width, height: height)
      // Through `bounds`, which the container observes; it places the view itself.
      if bounds.size != size { bounds = CGRect(origin: bounds.origin, size: size) }
      hosted.controller.view.frame = bounds
    }
  }
#endif
