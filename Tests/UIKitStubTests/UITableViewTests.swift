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

    /// A 320×480 table of 100 rows estimated at 50 pt whose own heights are `height(row)`, in a
    /// window (keep it: the stub's driver holds windows weakly).
    static func estimatedTable(_ height: @escaping (Int) -> CGFloat) -> (UIWindow, UITableView) {
      let window = makeWindow()
      let table = UITableView(frame: window.bounds, style: .plain)
      table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      var content = rowsContent([100])
      content.heightForRow = { _, path in height(path.row) }
      table.content = content
      table.estimatedRowHeight = 50
      window.addSubview(table)
      return (window, table)
    }

    @Test("Rows count their estimate until they come on screen, then their own height")
    func estimatesUntilShown() {
      let (window, table) = Self.estimatedTable { _ in 80 }
      table.reloadData()
      // (Typed: a bare integer product on the right is an Int to `#expect`, never equal.)
      let estimated: CGFloat = 100 * 50
      #expect(table.contentSize.height == estimated, "every row estimated")
      UIKitStubDriver.current.layoutPass()
      // The rows on screen are measured, and the rows they push down come on screen in turn:
      // 0…5 at 80 pt fill 480 pt.
      #expect(
        table.rectForRow(at: IndexPath(row: 5, section: 0))
          == CGRect(x: 0, y: 400, width: 320, height: 80))
      #expect(table.rectForRow(at: IndexPath(row: 6, section: 0)).height == 50)
      let measured: CGFloat = 6 * 80 + 94 * 50
      #expect(table.contentSize.height == measured)
      #expect(table.contentOffset.y == 0, "nothing above the top: nothing moves")
      // Without an estimate every height is asked up front.
      table.estimatedRowHeight = 0
      table.reloadData()
      let exact: CGFloat = 100 * 80
      #expect(table.contentSize.height == exact)
      withExtendedLifetime(window) {}
    }

    @Test(
      "A row measured above the top moves the offset by its change: the rows on screen stay put",
      arguments: [80.0, 30.0])
    func correctionKeepsRowsInPlace(height: CGFloat) {
      let (window, table) = Self.estimatedTable { _ in height }
      UIKitStubDriver.current.layoutPass()
      // Jump deep into the estimated rows (an app's scroll), then scroll up into the row above.
      table.contentOffset = CGPoint(x: 0, y: 3000)
      UIKitStubDriver.current.layoutPass()
      let first = table.indexPathsForVisibleRows?.first ?? IndexPath(row: 0, section: 0)
      let sizeBefore = table.contentSize.height
      var screenY = table.rectForRow(at: first).minY - table.contentOffset.y
      var changes: [String] = []
      let observations = [
        table.observe(\.contentSize, options: .new) { _, _ in changes.append("size") },
        table.observe(\.contentOffset, options: .new) { _, _ in changes.append("offset") },
      ]
      // Up by enough to show 10 pt of the row above the first one.
      let up = table.contentOffset.y - table.rectForRow(at: first).minY + 10
      table.contentOffset.y -= up
      screenY += up
      changes.removeAll()
      UIKitStubDriver.current.layoutPass()
      // The row above came on screen and was measured: the offset moved by its change, so the
      // row that was first is where the scroll put it.
      let delta = height - 50
      #expect(table.rectForRow(at: first).minY - table.contentOffset.y == screenY)
      #expect(table.contentSize.height == sizeBefore + delta)
      #expect(changes == (delta > 0 ? ["size", "offset"] : ["offset", "size"]))
      withExtendedLifetime((window, observations)) {}
    }

    @Test("A deceleration over estimated rows goes on from the corrected offset")
    func correctionDuringDeceleration() {
      let (window, table) = Self.estimatedTable { row in row.isMultiple(of: 2) ? 90 : 40 }
      UIKitStubDriver.current.layoutPass()
      table.contentOffset = CGPoint(x: 0, y: 3000)
      UIKitStubDriver.current.layoutPass()
      // A downward flick: the offset falls, rows above come on screen.
      window.drag(
        from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 300), startingAt: 0.01,
        duration: 0.1, steps: 12)
      #expect(table.isDecelerating)
      // Each frame, the row first on screen before it moves down by what the motion moves:
      // a correction moves its rectangle and the offset alike, never what it shows.
      var moves: [CGFloat] = []
      var frames = 0
      let start = table.contentOffset.y
      while table.isDecelerating, frames < 600 {
        frames += 1
        let row = table.indexPathsForVisibleRows?.first ?? IndexPath(row: 0, section: 0)
        let before = table.rectForRow(at: row).minY - table.contentOffset.y
        UIKitStubDriver.current.run(
          until: UIKitStubDriver.current.now + 1.0 / 120, frameInterval: 1.0 / 120)
        moves.append(table.rectForRow(at: row).minY - table.contentOffset.y - before)
      }
      #expect(frames > 60, "the corrections do not stop it")
      #expect(moves.allSatisfy { $0 >= 0 && $0 < 40 }, "\(moves.prefix(8))")
      #expect(table.contentOffset.y < start - 200)
    }
  }
#endif
