#if os(Linux)
  import Foundation

  /// An item of a collection view, as UIKit's `UICollectionViewCell`: a reusable view with a
  /// content view that always fills it.
  @MainActor open class UICollectionViewCell: UICollectionReusableView {
    private let storedContentView: UIView

    /// A cell with the given frame.
    public required init(frame: CGRect) {
      storedContentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
      super.init(frame: frame)
      addSubview(storedContentView)
    }

    /// Not supported by the stub.
    public required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported by the stub")
    }

    /// The view to add the cell's content to.
    open var contentView: UIView { storedContentView }

    package override func boundsSizeDidChange() {
      super.boundsSizeDidChange()
      storedContentView.frame = CGRect(origin: .zero, size: bounds.size)
    }
  }
#endif
