#if (canImport(SwiftUI) && canImport(UIKit)) || os(Linux)
  #if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit
  #else
    import SwiftUIStub
    import UIKitStub
  #endif
  import Foundation

  /// A page of SwiftUI content: a scroll view the library owns, holding a hosted controller's
  /// view (`HostedContent`) as tall as the content's fitting height at the page's width.
  ///
  /// No introspection: the content is measured with `UIHostingController.sizeThatFits(in:)` when
  /// the page's width changes, when the content's size changes (iOS 16: the hosting controller
  /// reports it) and, before iOS 16, whenever new content arrives; the measured height becomes
  /// the scroll view's `contentSize`, which the container observes. The whole content is laid
  /// out at once (a `LazyVStack` inside is not lazy here); for long lists, give
  /// SwipeTableViewRepresentable a `UITableView` or `UICollectionView`.
  final class HostedPageView<Content: View>: UIScrollView, HostedContentView {
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
      if hosted.show(content, in: environment) { fitContent() }
    }

    func contentSizeDidChange() {
      fitContent()
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      // A scroll view lays out on every scroll: measure only when the width changed.
      if bounds.width != fittedWidth { fitContent() }
    }

    /// Measures the content at the page's width and makes it the scroll view's content.
    func fitContent() {
      let width = bounds.width
      guard width > 0 else { return }
      fittedWidth = width
      let height = hosted.fittingHeight(width: width, height: .greatestFiniteMagnitude)
      let size = CGSize(width: width, height: height)
      hosted.controller.view.frame = CGRect(origin: .zero, size: size)
      if contentSize != size { contentSize = size }
    }
  }
#endif
