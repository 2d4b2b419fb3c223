#if (canImport(SwiftUI) && canImport(UIKit)) || os(Linux)
  #if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit
  #else
    import SwiftUIStub
    import UIKitStub
  #endif
  import Foundation

  /// A view the container hosts from SwiftUI (the header, the bar, a page's content): a hosting
  /// controller that is a child of the container's controller, whose root passes the
  /// SwipeView's environment on and ignores the safe area (`HostedRoot`), but the keyboard's
  /// where the content avoids it.
  ///
  /// From iOS 16 the controller keeps its `preferredContentSize` at the content's ideal size
  /// (`sizingOptions = .preferredContentSize`), so a change of the content's size, whatever made
  /// it (an `AsyncImage` that loaded, a `@State` inside), reaches the container's controller as
  /// UIKit reports a child's new preferred size (UIContentContainer's
  /// `preferredContentSizeDidChange(forChildContentContainer:)`), and the view is measured then
  /// and only then. Before iOS 16 nothing reports it: new content is measured when it arrives.
  @MainActor final class HostedContent<Content: View> {
    let controller: UIHostingController<HostedRoot<Content>>
    /// Whether the controller reports its content's size changes (iOS 16).
    let reportsSizeChanges: Bool

    init(content: Content, environment: EnvironmentValues) {
      controller = UIHostingController(
        rootView: HostedRoot(
          content: content, environment: environment,
          ignored: HostingAvailability.hasSafeAreaRegions ? .none : .all))
      if HostingAvailability.hasSafeAreaRegions, #available(iOS 16.4, *) {
        controller.safeAreaRegions = []
      }
      if HostingAvailability.hasSizingOptions, #available(iOS 16.0, *) {
        controller.sizingOptions = .preferredContentSize
        reportsSizeChanges = true
      } else {
        reportsSizeChanges = false
      }
    }

    /// The app's content.
    var content: Content { controller.rootView.content }

    /// Whether the content keeps the keyboard's safe area, so that SwiftUI lifts what the
    /// keyboard would cover above it (false by default). Only for content laid out at a fixed
    /// size, as a page that scrolls by itself (a `List`, a `ScrollView`): content inside a
    /// scroll view would be squeezed by the part of it the keyboard covers, which changes as it
    /// scrolls.
    var avoidsKeyboard = false {
      didSet {
        guard avoidsKeyboard != oldValue else { return }
        if HostingAvailability.hasSafeAreaRegions, #available(iOS 16.4, *) {
          controller.safeAreaRegions = avoidsKeyboard ? .keyboard : []
        } else {
          let root = controller.rootView
          controller.rootView = HostedRoot(
            content: root.content, environment: root.environment,
            ignored: avoidsKeyboard ? .container : .all)
        }
      }
    }

    /// Shows `content` in `environment`; returns whether to measure it now (before iOS 16,
    /// where nothing else would).
    func show(_ content: Content, in environment: EnvironmentValues) -> Bool {
      var environment = environment
      if let pageIsShown { environment.swipePageIsShown = pageIsShown }
      controller.rootView = HostedRoot(
        content: content, environment: environment,
        ignored: controller.rootView.ignored)
      return !reportsSizeChanges
    }

    /// For a page's content, whether the page is shown (the environment's
    /// `swipePageIsShown`); nil for the header's and the bar's. A change updates the content.
    var pageIsShown: Bool? {
      didSet {
        guard pageIsShown != oldValue else { return }
        let root = controller.rootView
        _ = show(root.content, in: root.environment)
      }
    }

    /// Makes the controller a child of `parent` with its view in `view`, as a container adds a
    /// child (UIViewController.h:484-487).
    func attach(to parent: UIViewController, in view: UIView) {
      parent.addChild(controller)
      view.addSubview(controller.view)
      controller.didMove(toParent: parent)
    }

    /// Removes the controller from its parent, and its view from the container's.
    func detach() {
      guard controller.parent != nil else { return }
      controller.willMove(toParent: nil)
      controller.view.removeFromSuperview()
      controller.removeFromParent()
    }

    /// The content's height at `width`, offered `height` (rounded up to a point).
    func fittingHeight(width: CGFloat, height: CGFloat) -> CGFloat {
      controller.sizeThatFits(in: CGSize(width: width, height: height)).height.rounded(.up)
    }
  }

  /// A view holding hosted content, measured again when the content's size changes.
  @MainActor protocol HostedContentView: UIView {
    /// The app's SwiftUI view.
    associatedtype Content: View
    /// The hosted content.
    var hosted: HostedContent<Content> { get }
    /// Measures the content again.
    func contentSizeDidChange()
  }

  extension HostedContentView {
    /// The SwiftUI view shown.
    var content: Content { hosted.content }

    /// Makes the hosting controller a child of `parent`, its view in this one.
    func attach(to parent: UIViewController) {
      hosted.attach(to: parent, in: self)
    }

    /// Removes the hosting controller from its parent.
    func detach() {
      hosted.detach()
    }
  }
#endif
