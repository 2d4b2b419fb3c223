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

  /// The standard refresh look, the default: a spinner that draws in spoke by spoke as the
  /// pull opens and spins while refreshing, beside a line of text saying what the pull does
  /// (pull, release, refreshing, then the result) and, if you want it, when the list was last
  /// updated. Centred in the strip the pull opens, clipped to it.
  ///
  /// Make your own to change it: `.custom { let look = StandardRefreshIndicator();
  /// look.tintColor = .systemPink; look.showsLastUpdated = true; return look }`.
  ///
  /// The spinner takes ``tintColor`` (grey by default, as `UIRefreshControl`'s), the text the
  /// system's secondary label colour; both follow Dark Mode, and the text follows Dynamic Type.
  /// Under Reduce Motion the spinner shows its shading without turning.
  public final class StandardRefreshIndicator: SwipeRefreshIndicator {
    /// The texts (English, or your app's localized strings: ``SwipeRefreshTexts``).
    public var texts = SwipeRefreshTexts() {
      didSet {
        detailLabel.text = nil  // the line is made again in the new words
        showText()
      }
    }
    /// Whether the state's text shows beside the spinner (true by default).
    public var showsText = true {
      didSet { showText() }
    }
    /// Whether the last-updated line shows under the state's text (false by default).
    public var showsLastUpdated = false {
      didSet { showText() }
    }
    /// The spinner's colour: grey (`UIColor.systemGray`) until you set one, not the tint the
    /// view would inherit, as `UIRefreshControl`'s.
    public override var tintColor: UIColor! {
      get { spinnerColor ?? .systemGray }
      set {
        spinnerColor = newValue
        applyColors()
      }
    }
    private var spinnerColor: UIColor?

    /// The time the last-updated line shows.
    private var shownLastUpdated: Date?
    /// A time set (by the container, a refresh, or you) shows at once.
    public override var lastUpdated: Date? {
      didSet { showText() }
    }
    let spinner = RefreshSpinner()
    let titleLabel = UILabel(frame: .zero)
    let detailLabel = UILabel(frame: .zero)

    /// An indicator in `frame`.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      isUserInteractionEnabled = false
      clipsToBounds = true
      layer.addSublayer(spinner.layer)
      for (label, style) in [(titleLabel, UIFont.TextStyle.footnote), (detailLabel, .caption1)] {
        label.font = .preferredFont(forTextStyle: style)
        label.adjustsFontForContentSizeCategory = true
        label.textAlignment = .center
        addSubview(label)
      }
      applyColors()
      update(from: .idle)
    }

    /// Not supported: make it in code.
    public required init?(coder: NSCoder) {
      return nil
    }

    private func applyColors() {
      spinner.setColor(tintColor, in: self)
      titleLabel.textColor = .secondaryLabel
      detailLabel.textColor = .secondaryLabel
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

    /// Centres the spinner and the text, side by side, in the strip.
    public override func layoutSubviews() {
      super.layoutSubviews()
      let title = titleLabel.isHidden ? .zero : titleLabel.intrinsicContentSize
      let detail = detailLabel.isHidden ? .zero : detailLabel.intrinsicContentSize
      let row = RefreshSpinner.row(
        spinnerShows: true,
        text: CGSize(
          width: max(title.width, detail.width), height: title.height + detail.height),
        in: bounds)
      withoutLayerActions { spinner.layer.frame = row.spinner }
      titleLabel.frame = CGRect(
        x: row.text.minX, y: row.text.minY, width: row.text.width, height: ceil(title.height))
      detailLabel.frame = CGRect(
        x: row.text.minX, y: row.text.minY + ceil(title.height), width: row.text.width,
        height: ceil(detail.height))
    }

    /// Draws the state: the spinner by the pull, spinning while refreshing, hidden with the
    /// result; the text that goes with it.
    public override func update(from previous: RefreshState) {
      withoutLayerActions {
        switch state {
        case .idle, .pulling, .armed:
          spinner.layer.isHidden = false
          spinner.draw(upTo: state == .armed ? 1 : pullProgress)
        case .willRefresh, .refreshing:
          spinner.layer.isHidden = false
          spinner.spin(still: keepsStill)
        case .finishing, .retracting:
          spinner.stopSpinning()
          spinner.layer.isHidden = true
        }
      }
      showText()
    }

    /// The state's text, or nil for a state that keeps the text it had (the strip closing).
    var stateText: String? {
      switch state {
      case .idle, .pulling: texts.pull
      case .armed: texts.release
      case .willRefresh, .refreshing: texts.refreshing
      case .finishing(.success): texts.succeeded
      case .finishing(.failure): texts.failed
      case .finishing(.noMoreData): texts.noMoreData
      case .retracting: nil
      }
    }

    /// Shows the state's text and the last-updated line; lays out again only when what shows
    /// changed (a pull changes the progress every frame, the text a few times).
    private func showText() {
      var changed = false
      if let text = stateText, titleLabel.text != text {
        titleLabel.text = text
        changed = true
      }
      if titleLabel.isHidden == showsText {
        titleLabel.isHidden = !showsText
        changed = true
      }
      let showsDetail = showsText && showsLastUpdated
      if detailLabel.isHidden == showsDetail {
        detailLabel.isHidden = !showsDetail
        changed = true
      }
      if showsDetail, shownLastUpdated != lastUpdated || detailLabel.text == nil {
        shownLastUpdated = lastUpdated
        detailLabel.text = texts.lastUpdatedLine(for: lastUpdated)
        changed = true
      }
      if changed { setNeedsLayout() }
    }
  }
#endif
