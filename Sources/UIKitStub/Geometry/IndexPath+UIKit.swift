#if os(Linux)
  import Foundation

  // UIKit's `IndexPath` additions (the UIKit overlay declares them; Foundation does not).
  extension IndexPath {
    // SDK: public init(row: Int, section: Int) — DOC
    // developer.apple.com/documentation/foundation/indexpath/init(row:section:)
    /// An index path for a table row.
    package init(row: Int, section: Int) {
      self.init(indexes: [section, row])
    }

    // SDK: public init(item: Int, section: Int) — DOC
    // developer.apple.com/documentation/foundation/indexpath/init(item:section:)
    /// An index path for a collection item.
    package init(item: Int, section: Int) {
      self.init(indexes: [section, item])
    }

    // SDK: public var section: Int — DOC developer.apple.com/documentation/foundation/indexpath/section
    /// The section (the first index).
    package var section: Int {
      get { self[0] }
      set { self[0] = newValue }
    }

    // SDK: public var row: Int — DOC developer.apple.com/documentation/foundation/indexpath/row
    /// The table row (the second index).
    package var row: Int {
      get { self[1] }
      set { self[1] = newValue }
    }

    // SDK: public var item: Int — DOC developer.apple.com/documentation/foundation/indexpath/item
    /// The collection item (the second index).
    package var item: Int {
      get { self[1] }
      set { self[1] = newValue }
    }
  }
#endif
