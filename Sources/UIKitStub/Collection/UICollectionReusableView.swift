#if os(Linux)
  import Foundation

  /// A view a collection view reuses, as UIKit's `UICollectionReusableView`.
  @MainActor open class UICollectionReusableView: UIView {
    /// The identifier the collection view reuses the view by (set when it is dequeued).
    package var storedReuseIdentifier: String?

    /// A view with the given frame.
    ///
    /// `required` in the stub (the SDK inherits `UIView`'s) so that a registered class can be
    /// made from its metatype: pure Swift cannot construct a subclass through a non-required
    /// initializer.
    public required override init(frame: CGRect) {
      super.init(frame: frame)
    }

    /// Not supported by the stub.
    public required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported by the stub")
    }

    /// The identifier the collection view reuses the view by.
    open var reuseIdentifier: String? { storedReuseIdentifier }

    /// Called just before the view is dequeued again (does nothing by default).
    open func prepareForReuse() {}

    /// Called with the attributes the view is shown with, after its frame is set (does nothing
    /// by default).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like, given the layout's (a copy): the layout's by
    /// default. A view that sizes itself returns them with its own size.
    open func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      layoutAttributes
    }
  }
#endif
