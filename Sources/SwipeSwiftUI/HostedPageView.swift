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

  /// A page of SwiftUI content: the page's root (`SwipeTableViewPageRoot`, framed by the
  /// container at the page's frame), holding the hosted controller's view (`HostedContent`),
  /// and the scroll view the container observes as the page.
  ///
  /// Content that scrolls by itself (a `List`, a `ScrollView`: SwiftUI shows them in a UIKit
  /// scroll view inside the hosting view) is laid out at the page's size, and the outermost
  /// scroll view that fills it (SwipeCore's `HostedPageLayout.pageScrollView(among:in:)`) is
  /// the page's, where SwiftUI put it. Other content goes in a scroll view the library owns
  /// (`HostedPageScrollView`), as tall as `HostedPageLayout.contentHeight(fillHeight:measure:)`
  /// says: its own fitting height, or for flexible content the page's area below the pinned
  /// bar. Which one it is, is decided again whenever the content may have changed: new content
  /// from SwiftUI's update, a change of its size (iOS 16: the hosting controller reports it).
  final class HostedPageView<Content: View>: UIView, ForeignScrollViewPageRoot,
    HostedContentView, PageSource
  {
    let hosted: HostedContent<Content>
    /// The scroll view the container observes: SwiftUI's, or the library's.
    private(set) var pageScrollView: UIScrollView
    /// Told when `pageScrollView` changes once the container has it (the page's content became, or
    /// stopped being, one that scrolls by itself).
    var scrollViewDidChange: (() -> Void)?
    /// Told when the page enters (true) or leaves (false) the container.
    var containerDidChange: ((Bool) -> Void)?
    /// The library's scroll view, for content that does not scroll by itself.
    private let ownScrollView = HostedPageScrollView(frame: .zero)
    /// The page's content area below the pinned bar, which flexible content fills.
    private let fillHeight: () -> CGFloat
    /// The width and fill height the library's scroll view's content was last fitted at, and
    /// whether the content was flexible (took the fill height).
    private var fitted: (width: CGFloat, fill: CGFloat, isFlexible: Bool)?
    /// The page's size when its scroll view was last decided.
    private var settledSize: CGSize?
    /// Whether the page is deciding its scroll view (laying the content out, which may report
    /// a new content size), and whether such a report asked to measure again meanwhile.
    private var settling: (active: Bool, remeasure: Bool) = (false, false)

    /// A page of `size` showing `content` in `environment`; flexible content fills
    /// `fillHeight()`.
    init(
      content: Content, environment: EnvironmentValues, size: CGSize,
      fillHeight: @escaping () -> CGFloat
    ) {
      hosted = HostedContent(content: content, environment: environment)
      pageScrollView = ownScrollView
      self.fillHeight = fillHeight
      super.init(frame: CGRect(origin: .zero, size: size))
      ownScrollView.didLayOut = { [weak self] in self?.ownScrollViewDidLayOut() }
    }

    required init?(coder: NSCoder) {
      return nil
    }

    /// Makes the hosting controller a child of `parent`, its view in this one at the page's
    /// size, and finds the page's scroll view.
    func install(in parent: UIViewController) {
      hosted.controller.view.frame = bounds
      attach(to: parent)
      settle(remeasure: true)
    }

    /// The page's hosting controller.
    var pageController: UIViewController? { hosted.controller }

    /// Shows `content` in `environment`, and finds the page's scroll view again.
    func show(_ content: Content, in environment: EnvironmentValues) {
      settle(remeasure: hosted.show(content, in: environment))
    }

    /// Whether the page is shown, as its content reads it (`swipePageIsShown`): content that
    /// changes with it is measured and looked at again, as new content is.
    func setShown(_ isShown: Bool) {
      guard hosted.pageIsShown != isShown else { return }
      hosted.pageIsShown = isShown
      settle(remeasure: !hosted.reportsSizeChanges)
    }

    func contentSizeDidChange() {
      guard !settling.active else {
        settling.remeasure = true
        return
      }
      settle(remeasure: true)
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      // At a new size, content may scroll by itself or not (a list that fills the page).
      if bounds.size != settledSize { settle(remeasure: false) }
    }

    override func didMoveToSuperview() {
      super.didMoveToSuperview()
      containerDidChange?(superview != nil)
    }

    // MARK: - The page's scroll view

    /// Lays the content out where it is and decides whose scroll view the page is: SwiftUI's
    /// (the hosting view at the page's size, in this view), or the library's (the hosting view
    /// in it, fitted; measured again when `remeasure`, when it just moved there or the width
    /// changed). Content fitted in the library's scroll view is looked at once more at its new
    /// size (a list offered the page's area fills it).
    private func settle(remeasure: Bool) {
      guard bounds.width > 0, bounds.height > 0 else {
        // No size yet (the container describes pages before it has one): the library's scroll
        // view for now; the first layout at a size decides.
        holdInOwnScrollView()
        return
      }
      let previous = pageScrollView
      settledSize = bounds.size
      settling = (true, false)
      defer { settling = (false, false) }
      decide(remeasure: remeasure)
      if pageScrollView === ownScrollView {
        let hostingView: UIView = hosted.controller.view
        hostingView.layoutIfNeeded()
        if Self.pageScrollView(in: hostingView) != nil { decide(remeasure: false) }
      }
      if pageScrollView !== previous { scrollViewDidChange?() }
    }

    private func decide(remeasure: Bool) {
      let hostingView: UIView = hosted.controller.view
      if hostingView.superview === self { hostingView.frame = bounds }
      hostingView.layoutIfNeeded()
      if let found = Self.pageScrollView(in: hostingView) {
        ownScrollView.removeFromSuperview()
        if hostingView.superview !== self { addSubview(hostingView) }
        hostingView.frame = bounds
        // Content that scrolls by itself avoids the keyboard as on any screen; content in the
        // library's scroll view does not (it would be squeezed, see `avoidsKeyboard`).
        hosted.avoidsKeyboard = true
        hostingView.layoutIfNeeded()
        pageScrollView = Self.pageScrollView(in: hostingView) ?? found
      } else {
        let moved = holdInOwnScrollView()
        if moved || remeasure || settling.remeasure || fitted?.width != bounds.width {
          settling.remeasure = false
          fitContent()
        }
      }
    }

    /// Puts the hosting view in the library's scroll view, filling this view; returns whether
    /// it moved there.
    @discardableResult private func holdInOwnScrollView() -> Bool {
      let hostingView: UIView = hosted.controller.view
      if ownScrollView.superview !== self { addSubview(ownScrollView) }
      ownScrollView.frame = bounds
      pageScrollView = ownScrollView
      hosted.avoidsKeyboard = false
      guard hostingView.superview !== ownScrollView else { return false }
      ownScrollView.addSubview(hostingView)
      return true
    }

    /// The scroll view in `hostingView` that scrolls the page, as SwipeCore picks it among the
    /// scroll views there (breadth first, none inside another scroll view).
    private static func pageScrollView(in hostingView: UIView) -> UIScrollView? {
      var found: [UIScrollView] = []
      var candidates: [HostedPageLayout.ScrollCandidate] = []
      var level = hostingView.subviews
      var depth = 0
      while !level.isEmpty {
        var next: [UIView] = []
        for view in level {
          guard let scrollView = view as? UIScrollView else {
            next.append(contentsOf: view.subviews)
            continue
          }
          found.append(scrollView)
          candidates.append(
            HostedPageLayout.ScrollCandidate(
              frame: hostingView.convert(scrollView.frame, from: scrollView.superview),
              contentSize: scrollView.contentSize, depth: depth))
        }
        level = next
        depth += 1
      }
      return HostedPageLayout.pageScrollView(among: candidates, in: hostingView.bounds)
        .map { found[$0] }
    }

    // MARK: - Content that does not scroll by itself

    /// The library's scroll view laid out: flexible content is fitted again when the page's area
    /// below the pinned bar changed (a bar, a top inset, a safe area that changed: the
    /// container then sets the scroll view's inset).
    private func ownScrollViewDidLayOut() {
      guard pageScrollView === ownScrollView, let fitted else { return }
      if fitted.isFlexible && fitted.fill != fillHeight() {
        fitContent()
      }
    }

    /// Measures the content at the page's width and makes it the library's scroll view's
    /// content.
    private func fitContent() {
      let width = bounds.width
      guard width > 0 else { return }
      let fill = fillHeight()
      var measurements = 0
      let height = HostedPageLayout.contentHeight(fillHeight: Double(fill)) { proposal in
        measurements += 1
        return Double(hosted.fittingHeight(width: width, height: CGFloat(proposal)))
      }
      fitted = (width, fill, measurements > 1)
      let size = CGSize(width: width, height: CGFloat(height))
      hosted.controller.view.frame = CGRect(origin: .zero, size: size)
      if ownScrollView.contentSize != size { ownScrollView.contentSize = size }
    }
  }

  /// The scroll view a SwiftUI page whose content does not scroll by itself is hosted in: it
  /// tells its page when it lays out, and lays out when the container changes its inset (the
  /// chrome above it changed: flexible content fills a new height).
  final class HostedPageScrollView: UIScrollView {
    /// Called at each layout pass (UIKit lays a scroll view out as it scrolls).
    var didLayOut: (() -> Void)?

    override var contentInset: UIEdgeInsets {
      didSet { if contentInset != oldValue { setNeedsLayout() } }
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      didLayOut?()
    }
  }
#endif
