#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation
  #if !COCOAPODS
    import SwipeCore
  #endif

  /// A view that shows load more below a list's content, from the footer state it is told
  /// (``show(_:)``); a tap on it asks to load now (``loadsOnTap``).
  ///
  /// Subclass it for a look of your own and override ``update(from:)``; the standard look is a
  /// subclass (``StandardLoadMoreIndicator``). ``SwipeTableView/loadMoreLook`` has the container
  /// make, place and tell one for each page, and SwipeUIKitRefresh's `SwipeLoadMoreControl` shows one.
  open class SwipeLoadMoreIndicator: UIView {
    /// The footer state shown.
    public private(set) var state = LoadMoreFooter.State.idle
    /// Whether a tap (or VoiceOver's activation) at rest loads now (true by default).
    public var loadsOnTap = true
    /// What a tap calls: set by whoever shows the indicator.
    package var onLoadRequest: (() -> Void)?
    private var tapRelay: ActionRelay?

    /// An indicator in `frame`.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      // A tap recognizer, not a control: a drag that starts on the footer still scrolls the
      // list (a scroll view does not cancel a control's touches, `touchesShouldCancel(in:)`).
      let relay = ActionRelay { [weak self] _ in self?.requestLoad() }
      addGestureRecognizer(TargetAction.tapGestureRecognizer(relay: relay))
      tapRelay = relay
      isAccessibilityElement = true
    }

    /// Not supported: make it in code.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// Shows `state`.
    public func show(_ state: LoadMoreFooter.State) {
      let previous = self.state
      self.state = state
      accessibilityTraits =
        state == .idle && loadsOnTap
        ? AccessibilityConstants.button : AccessibilityConstants.staticText
      update(from: previous)
    }

    /// Draws ``state``, which was `previous` before. Does nothing: override it.
    open func update(from previous: LoadMoreFooter.State) {}

    /// Whether the look keeps still (Reduce Motion): no spinning.
    public var keepsStill: Bool { UIAccessibility.isReduceMotionEnabled }

    /// Asks to load now, as a tap does: only at rest and when ``loadsOnTap``.
    func requestLoad() {
      guard loadsOnTap, state == .idle else { return }
      onLoadRequest?()
    }

    /// VoiceOver's activation loads, as a tap does. Nonisolated, as the iOS 17.4 SDK imports
    /// it (the 26.2 SDK puts it on the main actor); VoiceOver calls it on the main thread.
    nonisolated open override func accessibilityActivate() -> Bool {
      MainActor.assumeIsolated {
        guard loadsOnTap, state == .idle, onLoadRequest != nil else { return false }
        requestLoad()
        return true
      }
    }
  }

  /// The standard load-more look, the default: a line of text at rest ("Load more": a tap
  /// loads), a spinner beside "Loading…" while loading, and "No more data" once everything is
  /// loaded. 44 pt tall, centred.
  ///
  /// The spinner takes ``tintColor`` (grey by default), the text the system's secondary label
  /// colour; both follow Dark Mode, and the text Dynamic Type. Under Reduce Motion the spinner
  /// does not turn.
  public final class StandardLoadMoreIndicator: SwipeLoadMoreIndicator {
    /// How tall the footer is.
    public nonisolated static let height: CGFloat = 44
    /// The texts (English, or your app's localized strings: ``SwipeLoadMoreTexts``).
    public var texts = SwipeLoadMoreTexts() {
      didSet { update(from: state) }
    }
    /// The spinner's colour: grey (`UIColor.systemGray`) until you set one.
    public override var tintColor: UIColor! {
      get { spinnerColor ?? .systemGray }
      set {
        spinnerColor = newValue
        applyColors()
      }
    }
    private var spinnerColor: UIColor?

    let spinner = RefreshSpinner()
    let titleLabel = UILabel(frame: .zero)

    /// An indicator in `frame`.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      layer.addSublayer(spinner.layer)
      titleLabel.font = .preferredFont(forTextStyle: .footnote)
      titleLabel.adjustsFontForContentSizeCategory = true
      titleLabel.textAlignment = .center
      addSubview(titleLabel)
      applyColors()
      show(.idle)
    }

    /// Not supported: make it in code.
    public required init?(coder: NSCoder) {
      return nil
    }

    private func applyColors() {
      spinner.setColor(tintColor, in: self)
      titleLabel.textColor = .secondaryLabel
    }

    #if canImport(UIKit)
      /// Resolves the spinner's colour again for the new appearance (Dark Mode), and lays the
      /// text out again at a new text size (Dynamic Type).
      public override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        applyColors()
        if previous?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
          setNeedsLayout()
        }
      }
    #endif

    /// Centres the text, with the spinner before it while loading.
    public override func layoutSubviews() {
      super.layoutSubviews()
      let row = RefreshSpinner.row(
        spinnerShows: !spinner.layer.isHidden, text: titleLabel.intrinsicContentSize, in: bounds)
      withoutLayerActions { spinner.layer.frame = row.spinner }
      titleLabel.frame = row.text
    }

    /// Shows the state's text, and the spinner while loading.
    public override func update(from previous: LoadMoreFooter.State) {
      withoutLayerActions {
        if state == .loading {
          spinner.layer.isHidden = false
          spinner.spin(still: keepsStill)
        } else {
          spinner.stopSpinning()
          spinner.layer.isHidden = true
        }
      }
      switch state {
      case .idle: titleLabel.text = texts.idle
      case .loading: titleLabel.text = texts.loading
      case .noMoreData: titleLabel.text = texts.noMoreData
      }
      accessibilityLabel = titleLabel.text
      setNeedsLayout()
    }
  }
#endif
