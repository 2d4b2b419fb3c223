#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation

  /// The demos' shared header: the seed's picture (the app's `DemoHeader` image) filling it,
  /// over a sky-blue fill while the image loads or where it is missing. The picture can lag
  /// behind the header as it scrolls away (``parallax``).
  @MainActor final class DemoHeaderView: UIView {
    private let picture = UIImageView(image: UIImage(named: DemoStyle.headerImageName))
    /// How far down the picture sits in the header (half of what the header has scrolled away,
    /// for a parallax: the picture leaves at half the content's speed).
    var parallax: CGFloat = 0 {
      didSet { if parallax != oldValue { setNeedsLayout() } }
    }

    init(width: CGFloat, height: CGFloat) {
      super.init(frame: CGRect(x: 0, y: 0, width: width, height: height))
      backgroundColor = DemoStyle.color(0x5AC8FA)
      clipsToBounds = true
      addSubview(picture)
    }

    required init?(coder: NSCoder) {
      return nil
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      picture.frame = bounds.offsetBy(dx: 0, dy: parallax)
    }
  }
#endif
