#if os(Linux)
  import Foundation

  /// The view of a `UIHostingController` (SwiftUI's private `_UIHostingView`): it holds the root
  /// view, sizes it with the stub's layout model, and renders it when it lays out.
  ///
  /// A render is SwiftUI's update of the hosting view, which runs after the root view is
  /// replaced, after a state its content read is written, and when the view's size or safe area
  /// changes (at the stub's next layout pass). It evaluates the content in a fresh environment,
  /// as a view update; then:
  /// - with sizing options, it measures the content's ideal size (SwiftUI's `.unspecified`
  ///   proposal) and puts it in the controller's `preferredContentSize` or its own
  ///   `intrinsicContentSize` (invalidated when it changes);
  /// - it places the content (``contentFrame``) inside the safe area of the regions the
  ///   controller honours (`safeAreaRegions`), except on the edges the root ignores
  ///   (`ignoresSafeArea(_:edges:)` or `edgesIgnoringSafeArea(_:)` around it): the container's
  ///   (the view's `safeAreaInsets`) and the keyboard's (the part of the view a software
  ///   keyboard covers, from the bottom; SafeAreaRegions.keyboard, "the current extent of any
  ///   software keyboard displayed over the view content"), the larger of the two at the bottom;
  /// - what the content draws (``StubDrawing``: colours and text) is shown as UIKit views, a
  ///   subview over the content frame under the others;
  /// - a view controller representable at the root (a `SwipeView`) is shown as SwiftUI does:
  ///   its controller a child of the hosting controller, its view over the content frame,
  ///   updated at each render;
  /// - a `ScrollView` or a `List` at the root is shown in a UIKit scroll view, a subview over
  ///   the content frame (``ScrollContent``): kept while the root is still one (a `ScrollView`'s
  ///   `UIScrollView` takes its new content size, a `List`'s table or collection view its new
  ///   rows), replaced when it becomes the other, removed when it is neither;
  /// - it presents the sheet the content asks for from its controller, or dismisses it.
  @MainActor package final class HostingView<Content: View>: UIView {
    /// The SwiftUI view shown; every assignment counts as an update.
    package var rootView: Content {
      didSet {
        updateCount += 1
        setNeedsLayout()
      }
    }
    /// How many times the root view was replaced.
    package private(set) var updateCount = 0
    /// The controller this is the view of.
    weak var controller: UIHostingController<Content>?
    /// How many times the content was rendered.
    package private(set) var renderCount = 0
    /// Where the root view is laid out, in the view's coordinates (last render).
    package private(set) var contentFrame = CGRect.zero
    /// The content's ideal size (last render with sizing options).
    package private(set) var idealSize: CGSize?
    /// How many times the view invalidated its intrinsic content size.
    package private(set) var intrinsicContentSizeInvalidations = 0
    /// The sheet presented for the content.
    private var sheet: (controller: UIViewController, onDismiss: (() -> Void)?)?
    /// The states the last render read: whether each was written since.
    private var dependencies: [StateRead] = []
    /// The UIKit scroll view showing the root's `ScrollView` or `List`, if it is one.
    private var platformScrollView: PlatformScrollView?
    /// The view controller representable at the root, if it is one.
    private var rootHost: (any RootRepresentableHost)?
    /// The UIKit views showing what the content draws (``StubDrawing``), under the rest.
    private let drawnView = UIView(frame: .zero)
    /// What the content drew at the last render.
    package private(set) var drawing = StubDrawing()

    /// The UIKit scroll view SwiftUI shows the root's `ScrollView` or `List` in (last render).
    package var scrollContentView: UIScrollView? { platformScrollView?.view }

    /// A hosting view showing `rootView`.
    package init(rootView: Content) {
      self.rootView = rootView
      super.init(frame: .zero)
    }

    /// Not supported by the stub.
    package required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported by the stub")
    }

    /// The root view's size when offered `size`.
    package override func sizeThatFits(_ size: CGSize) -> CGSize {
      measure(proposing: size)
    }

    /// The root view's size when offered `proposal`, evaluated as this view's content.
    func measure(proposing proposal: CGSize) -> CGSize {
      ViewGraph.evaluate(for: self) { StubLayout.size(of: rootView, proposing: proposal) }.0
    }

    /// The content's ideal size, with `.intrinsicContentSize`; else none.
    package override var intrinsicContentSize: CGSize {
      guard controller?.sizingOptions.contains(.intrinsicContentSize) == true, let idealSize
      else { return super.intrinsicContentSize }
      return idealSize
    }

    package override func invalidateIntrinsicContentSize() {
      intrinsicContentSizeInvalidations += 1
      super.invalidateIntrinsicContentSize()
    }

    /// Renders again in this layout pass when a state the last render read was written since,
    /// or when the keyboard covers a different part of the view (SwiftUI follows the keyboard's
    /// notifications).
    package override func layoutIfNeeded() {
      if dependencies.contains(where: { $0() }) || keyboardOverlap != renderedKeyboardOverlap {
        setNeedsLayout()
      }
      super.layoutIfNeeded()
    }

    /// The part of the view the software keyboard covers, from the bottom.
    private var keyboardOverlap: CGFloat { window?.keyboardOverlap(of: self) ?? 0 }
    /// ``keyboardOverlap`` as of the last render.
    private var renderedKeyboardOverlap: CGFloat = 0

    package override func layoutSubviews() {
      super.layoutSubviews()
      render()
    }

    // MARK: - Render

    private func render() {
      renderCount += 1
      let options = controller?.sizingOptions ?? []
      let unspecified = CGSize(width: CGFloat.infinity, height: .infinity)
      var reads: [StateRead] = []
      let (ideal, evaluation) = ViewGraph.update {
        ViewGraph.evaluate(for: self, onRead: { reads.append($0) }) { () -> CGSize? in
          _ = StubLayout.size(of: rootView, proposing: bounds.size)
          return options.isEmpty ? nil : StubLayout.size(of: rootView, proposing: unspecified)
        }
      }
      renderedKeyboardOverlap = keyboardOverlap
      contentFrame = placement(
        ignoring: evaluation.ignoredEdges, keyboardIgnoring: evaluation.ignoredKeyboardEdges)
      let size = contentFrame.size
      let (drawn, _) = ViewGraph.update {
        ViewGraph.evaluate(for: self, onRead: { reads.append($0) }) {
          StubDrawing.root(rootView, size: size)
        }
      }
      dependencies = reads
      show(drawn)
      show(evaluation.scrollContent)
      show(evaluation.rootRepresentable)
      if let ideal { track(ideal, options: options) }
      if let request = evaluation.sheets.last { show(request) }
    }

    /// The bounds, less the safe area of the regions the controller honours on the edges the
    /// root does not ignore them.
    private func placement(ignoring edges: Edge.Set, keyboardIgnoring keyboardEdges: Edge.Set)
      -> CGRect
    {
      let regions = controller?.safeAreaRegions ?? .all
      let insets = regions.contains(.container) ? safeAreaInsets : .zero
      let top = edges.contains(.top) ? 0 : insets.top
      var bottom = edges.contains(.bottom) ? 0 : insets.bottom
      if regions.contains(.keyboard), !keyboardEdges.contains(.bottom) {
        bottom = max(bottom, keyboardOverlap)
      }
      let left = edges.contains(.leading) ? 0 : insets.left
      let right = edges.contains(.trailing) ? 0 : insets.right
      return CGRect(
        x: bounds.minX + left, y: bounds.minY + top,
        width: max(bounds.width - left - right, 0), height: max(bounds.height - top - bottom, 0))
    }

    /// Shows what the content draws, over the content frame, under the other subviews.
    /// Nothing is added while it draws nothing.
    private func show(_ drawn: StubDrawing) {
      guard !drawn.items.isEmpty else {
        drawnView.removeFromSuperview()
        drawing = drawn
        return
      }
      if drawnView.superview !== self { insertSubview(drawnView, at: 0) }
      if drawnView.frame != contentFrame { drawnView.frame = contentFrame }
      guard drawn != drawing else { return }
      drawing = drawn
      drawn.show(in: drawnView)
    }

    /// Shows the root's view controller representable over the content frame, updated, made
    /// anew when it is of another type, removed when the root is none.
    private func show(_ request: RootRepresentableRequest?) {
      guard let request, let controller else {
        rootHost?.dismantle()
        rootHost = nil
        return
      }
      if let host = rootHost, !host.update(request) {
        host.dismantle()
        rootHost = nil
      }
      let host = rootHost ?? request.makeHost(controller)
      rootHost = host
      if host.view.frame != contentFrame { host.view.frame = contentFrame }
    }

    /// Shows `content` in the UIKit scroll view for its kind, over the content frame (nil:
    /// removes the one shown).
    private func show(_ content: ScrollContent?) {
      guard let content else {
        platformScrollView?.view.removeFromSuperview()
        platformScrollView = nil
        return
      }
      if let shown = platformScrollView, !shown.shows(content) {
        shown.view.removeFromSuperview()
        platformScrollView = nil
      }
      let platform = platformScrollView ?? PlatformScrollView(content.kind)
      platformScrollView = platform
      if platform.view.superview !== self { addSubview(platform.view) }
      platform.show(content, in: contentFrame)
    }

    private func track(_ ideal: CGSize, options: UIHostingControllerSizingOptions) {
      let changed = ideal != idealSize
      idealSize = ideal
      if options.contains(.preferredContentSize) { controller?.preferredContentSize = ideal }
      if options.contains(.intrinsicContentSize), changed { invalidateIntrinsicContentSize() }
    }

    /// Presents the sheet the content asks for, after the update, or dismisses the one shown.
    private func show(_ request: SheetRequest) {
      guard let controller else { return }
      if request.isPresented, sheet == nil {
        let presented = UIHostingController(rootView: request.makeContent())
        controller.present(presented, animated: true)
        if presented.presentingViewController != nil {
          sheet = (presented, request.onDismiss)
        }
      } else if !request.isPresented, let shown = sheet {
        sheet = nil
        shown.controller.dismiss(animated: true)
        shown.onDismiss?()
      }
    }
  }
#endif
