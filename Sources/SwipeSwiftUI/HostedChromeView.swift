#if (canImport(SwiftUI) && canImport(UIKit)) || os(Linux)
  #if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit
  #else
    import SwiftUIStub
    import UIKitStub
  #endif
  import Foundation

  /// A SwiftUI view shown as the container's header or bar: a hosting controller's view, in a
  /// view whose height is the content's fitting height at the container's width.
  ///
  /// The height is measured with `UIHostingController.sizeThatFits(in:)` (iOS 13) when the
  /// width changes and when the content is replaced; the container observes the view's bounds
  /// and keeps what the user sees in place when the height changes.
  final class HostedChromeView<Content: View>: UIView {
    private let host: UIHostingController<Content>
    /// The width the content was last measured at.
    private var fittedWidth: CGFloat?

    init(content: Content) {
      host = UIHostingController(rootView: content)
      super.init(frame: .zero)
      addSubview(host.view)
    }

    required init?(coder: NSCoder) {
      return nil
    }

    /// The SwiftUI view shown; setting it measures the new content at the current width.
    var content: Content {
      get { host.rootView }
      set {
        host.rootView = newValue
        fitHeight(width: bounds.width)
      }
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      if bounds.width != fittedWidth { fitHeight(width: bounds.width) }
      host.view.frame = bounds
    }

    /// Takes the content's fitting height at `width` (nothing before the view has a width).
    func fitHeight(width: CGFloat) {
      guard width > 0 else { return }
      fittedWidth = width
      let fitting = host.sizeThatFits(
        in: CGSize(width: width, height: CGFloat.greatestFiniteMagnitude))
      let size = CGSize(width: width, height: fitting.height.rounded(.up))
      // Through `bounds`, which the container observes; it places the view itself.
      if bounds.size != size { bounds = CGRect(origin: bounds.origin, size: size) }
      host.view.frame = bounds
    }
  }
#endif
