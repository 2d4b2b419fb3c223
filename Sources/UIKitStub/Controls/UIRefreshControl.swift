#if os(Linux)
  import Foundation

  /// A pull-to-refresh control, as UIKit's `UIRefreshControl`, with a UIKit-like stand-in model.
  ///
  /// The model (UIKit's private behaviour is not documented; these are the stub's choices): set
  /// as a scroll view's `refreshControl`, it sits at y = −`height` above the content. Pulled
  /// past `triggerDistance` beyond the top inset while dragging, it begins refreshing and sends
  /// `.valueChanged`. While refreshing it adds `height` (60) to the scroll view's
  /// `contentInset.top`, which keeps the content in place; `endRefreshing()` takes away exactly
  /// what it added, from whatever the inset is then (an owner may have changed it meanwhile), and
  /// content left above the new top returns with a bounce. `beginRefreshing()` adds the inset
  /// without sending `.valueChanged`, as UIKit.
  @MainActor open class UIRefreshControl: UIControl {
    /// The control's height and the inset it holds while refreshing.
    package static let height: CGFloat = 60
    /// How far past the top inset the content must be pulled to begin refreshing.
    package static let triggerDistance: CGFloat = 100

    private var refreshing = false
    private weak var scrollView: UIScrollView?
    /// The inset this control added to its scroll view, if any.
    package private(set) var addedInset: CGFloat = 0

    /// A refresh control.
    public init() {
      super.init(frame: CGRect(x: 0, y: -Self.height, width: 0, height: Self.height))
    }

    /// Not supported by the stub.
    public required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported by the stub")
    }

    /// Whether a refresh is in progress.
    open var isRefreshing: Bool { refreshing }
    /// The spinner's colour (recorded only).
    open override var tintColor: UIColor! {
      get { super.tintColor }
      set { super.tintColor = newValue }
    }
    /// The title (recorded only).
    open var attributedTitle: NSAttributedString?

    /// Begins refreshing without a pull (no `.valueChanged`, as UIKit).
    open func beginRefreshing() {
      guard !refreshing else { return }
      refreshing = true
      reserveInset()
    }

    /// Ends refreshing and gives back the inset it added.
    open func endRefreshing() {
      guard refreshing else { return }
      refreshing = false
      guard let scrollView, addedInset != 0 else { return }
      var inset = scrollView.contentInset
      inset.top -= addedInset
      addedInset = 0
      scrollView.setContentInset(inset, returnAtRest: .bounce)
    }

    // MARK: - Model

    func attach(to scrollView: UIScrollView) {
      self.scrollView = scrollView
      frame = CGRect(
        x: 0, y: -Self.height, width: scrollView.bounds.width, height: Self.height)
      scrollView.insertSubview(self, at: 0)
    }

    func detach(from scrollView: UIScrollView) {
      if refreshing { endRefreshing() }
      self.scrollView = nil
      removeFromSuperview()
    }

    func modelScrollViewDidScroll(_ scrollView: UIScrollView) {
      guard !refreshing, isEnabled, scrollView.isDragging else { return }
      let top = scrollView.contentInset.top
      guard scrollView.contentOffset.y <= -top - Self.triggerDistance else { return }
      refreshing = true
      reserveInset()
      sendActions(for: .valueChanged)
    }

    private func reserveInset() {
      guard let scrollView, addedInset == 0 else { return }
      addedInset = Self.height
      var inset = scrollView.contentInset
      inset.top += addedInset
      scrollView.contentInset = inset
    }
  }
#endif
