#if os(Linux)
  import Foundation

  /// What a table view asks for its rows, as UIKit's protocol.
  @MainActor public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
  }

  extension UITableViewDataSource {
    /// One section, as UIKit when the method is absent.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  }

  /// What a table view tells and asks its delegate, as UIKit's protocol (the part the stub
  /// models).
  @MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  }

  extension UITableViewDelegate {
    /// The table's `rowHeight`, as UIKit when the method is absent.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    {
      tableView.rowHeight
    }
  }
#endif
