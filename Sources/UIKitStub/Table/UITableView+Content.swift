#if os(Linux)
  import Foundation

  extension UITableView {
    // SDK: weak open var dataSource: (any UITableViewDataSource)? and
    // weak open var delegate: (any UITableViewDelegate)? — uikit-api.md §5 [IF-TV]. The
    // protocols' requirements (tableView(_:numberOfRowsInSection:),
    // tableView(_:cellForRowAt:), numberOfSections(in:), tableView(_:heightForRowAt:)) appear
    // only in §5's prose, and the checker reads every protocol's requirements whatever its
    // access, so the stub has no such protocols: a table's data source is this value.
    /// What a table asks its data source (and its delegate, for row heights), as closures.
    package struct Content {
      /// The number of sections (`numberOfSections(in:)`; 1 when absent, as UIKit).
      package var numberOfSections: @MainActor (UITableView) -> Int
      /// The number of rows in a section (`tableView(_:numberOfRowsInSection:)`).
      package var numberOfRows: @MainActor (UITableView, Int) -> Int
      /// The cell for a row (`tableView(_:cellForRowAt:)`).
      package var cellForRow: @MainActor (UITableView, IndexPath) -> UITableViewCell
      /// A row's height (the delegate's `tableView(_:heightForRowAt:)`); the table's
      /// `rowHeight` when nil, as UIKit when the method is absent.
      package var heightForRow: (@MainActor (UITableView, IndexPath) -> CGFloat)?
      /// A section header's height (the delegate's `tableView(_:heightForHeaderInSection:)`);
      /// the table's `sectionHeaderHeight` when nil.
      package var heightForHeader: (@MainActor (UITableView, Int) -> CGFloat)?
      /// A section header's view (the delegate's `tableView(_:viewForHeaderInSection:)`);
      /// none when nil (the header's space is still reserved).
      package var viewForHeader: (@MainActor (UITableView, Int) -> UIView?)?

      /// A data source from its closures.
      package init(
        numberOfSections: @escaping @MainActor (UITableView) -> Int = { _ in 1 },
        numberOfRows: @escaping @MainActor (UITableView, Int) -> Int,
        cellForRow: @escaping @MainActor (UITableView, IndexPath) -> UITableViewCell,
        heightForRow: (@MainActor (UITableView, IndexPath) -> CGFloat)? = nil
      ) {
        self.numberOfSections = numberOfSections
        self.numberOfRows = numberOfRows
        self.cellForRow = cellForRow
        self.heightForRow = heightForRow
      }
    }
  }
#endif
