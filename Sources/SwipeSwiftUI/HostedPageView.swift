#if (canImport(SwiftUI) && canImport(UIKit)) || os(Linux)
  #if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit
  #else
    import SwiftUIStub
    import UIKitStub
  #endif
  import Foundation

  /// A page of SwiftUI content: a scroll view the library owns, holding a hosting controller's
  /// view as tall as the content's fitting height at the page's width.
  ///
  /// No introspection and nothing newer than iOS 13: the content is measured with
  /// `UIHostingController.sizeThatFits(in:)` when the page's width changes and when the content
  /// is replaced, and the measured height becomes the scroll view's `contentSize`, which the
  /// container observes. The whole content is laid out at once (a `LazyVStack` inside is not
  /// lazy here); for long lists, give ``SwipeTableViewRepresentable`` a `UITableView` or
  /// `UICollectionView`.
  final class HostedPageView<Content: View>: UIScrollView {
    private let host: UIHostingController<PageContent<Content>>
    /// The width the content was last measured at.
    private var fittedWidth: CGFloat?

    init(content: Content) {
      host = UIHostingController(rootView: PageContent(content: content))
      super.init(frame: .zero)
      addSubview(host.view)
    }

    required init?(coder: NSCoder) {
      return nil
    }

    /// The SwiftUI view shown; setting it measures the new content at the current width.
    var content: Content {
      get { host.rootView.content }
      set {
        host.rootView = PageContent(content: newValue)
        fitContent()
      }
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
      let fitting = host.sizeThatFits(
        in: CGSize(width: width, height: CGFloat.greatestFiniteMagnitude))
      let size = CGSize(width: width, height: fitting.height.rounded(.up))
      host.view.frame = CGRect(origin: .zero, size: size)
      if contentSize != size { contentSize = size }
    }
  }

  /// A page's content, laid out as if there were no safe area: the page scrolls under the
  /// header and the bar, and a safe-area inset that changed as it scrolled would move it.
  struct PageContent<Content: View>: View {
    let content: Content

    var body: some View {
      content.edgesIgnoringSafeArea(.all)
    }
  }
#endif
