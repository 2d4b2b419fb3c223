#if os(Linux)
  import Foundation

  /// One change of a batch update, as UIKit's `UICollectionViewUpdateItem`, given to the
  /// layout's `prepare(forCollectionViewUpdates:)`. A section change has `NSNotFound` as its
  /// item.
  @MainActor open class UICollectionViewUpdateItem: NSObject {
    /// What the change does.
    public enum Action: Int, @unchecked Sendable {
      /// An item or section was inserted.
      case insert = 0
      /// An item or section was deleted.
      case delete = 1
      /// An item or section was reloaded.
      case reload = 2
      /// An item or section moved.
      case move = 3
      /// Nothing.
      case none = 4
    }

    private let before: IndexPath?
    private let after: IndexPath?
    private let action: Action

    /// A change of `action` from `before` to `after`.
    package init(action: Action, before: IndexPath?, after: IndexPath?) {
      self.action = action
      self.before = before
      self.after = after
      super.init()
    }

    /// Where the element was before the update (nil for an insert).
    open var indexPathBeforeUpdate: IndexPath? { before }

    /// Where the element is after the update (nil for a delete).
    open var indexPathAfterUpdate: IndexPath? { after }

    /// What the change does.
    open var updateAction: UICollectionViewUpdateItem.Action { action }
  }
#endif
