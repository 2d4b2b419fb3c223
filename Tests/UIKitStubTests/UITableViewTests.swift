#if os(Linux)
  import Foundation
  import Testing
  @testable import UIKitStub

  @MainActor @Suite("UITableView")
  struct UITableViewTests {
    @Test("The content size is the header, the rows of every section and the footer")
    func contentSize() throws {
      let window = makeWindow()
      let table = UITableView(frame: window.bounds, style: .plain)
      table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 50))
      table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
      table.content = rowsContent([3, 2], height: 40)
      window.addSubview(table)
      UIKitStubDriver.current.layoutPass()
      #expect(table.contentSize == CGSize(width: 320, height: 50 + 5 * 40 + 30))
      let rowsOfFirstSection: CGFloat = 3 * 40
      #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 50 + rowsOfFirstSection)
      #expect(try #require(table.tableFooterView).frame.minY == 250)
      #expect(table.visibleCells.count == 5)

      table.content = rowsContent([3, 2])
      table.rowHeight = 100
      table.reloadData()
      let rows: CGFloat = 5 * 100
      #expect(table.contentSize.height == 50 + rows + 30)
      UIKitStubDriver.current.layoutPass()
      #expect(
        table.indexPathsForVisibleRows == (0..<5).map { IndexPath(row: $0 % 3, section: $0 / 3) })
    }
  }
#endif
