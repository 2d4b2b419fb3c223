#if os(Linux)
  import Foundation

  /// What a collection view asks for its items, as UIKit's protocol (the requirements the stub
  /// uses); optional requirements have a default doing what UIKit does when they are absent.
  @MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int
    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
  }

  extension UICollectionViewDataSource {
    /// One section, as UIKit when the method is absent.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  }

  /// What a collection view tells its delegate, as UIKit's protocol (the part the stub sends).
  ///
  /// A collection view's `delegate` is `UIScrollView`'s (pure Swift cannot narrow its type,
  /// uikit-api.md §0.4); the collection view reads it with `as?`.
  @MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath)
    func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath)
    // SDK: optional func collectionView(_:shouldSelectItemAt:) -> Bool — uikit-api.md §6a
    func collectionView(
      _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
    ) -> Bool
    // SDK: optional func collectionView(_:didSelectItemAt:) — uikit-api.md §6a
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  }

  extension UICollectionViewDelegate {
    /// Does nothing.
    public func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {}
    /// True: every item may be selected.
    public func collectionView(
      _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
    ) -> Bool { true }
    /// Does nothing.
    public func collectionView(
      _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {}
  }

  /// What a flow layout asks the collection view's delegate, as UIKit's protocol; each default
  /// returns the flow layout's own property, as UIKit uses it when the method is absent.
  @MainActor public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      insetForSectionAt section: Int
    ) -> UIEdgeInsets
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForFooterInSection section: Int
    ) -> CGSize
  }

  extension UICollectionViewDelegateFlowLayout {
    /// The flow layout's `itemSize`.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    /// The flow layout's `sectionInset`.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      insetForSectionAt section: Int
    ) -> UIEdgeInsets {
      (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? UIEdgeInsets()
    }
    /// The flow layout's `minimumLineSpacing`.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
      (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    /// The flow layout's `minimumInteritemSpacing`.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
      (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
    /// The flow layout's `headerReferenceSize`.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
      (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    /// The flow layout's `footerReferenceSize`.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForFooterInSection section: Int
    ) -> CGSize {
      (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
  }
#endif
