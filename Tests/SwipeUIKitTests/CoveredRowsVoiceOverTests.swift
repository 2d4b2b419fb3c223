#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeUIKit
  import Testing
  @testable import UIKitStub

  /// DESIGN.md §12, VoiceOver: rows scrolled under the header and bar are still in their table,
  /// but no one can see them, so VoiceOver must not focus them. A SwipeTableView (T 64, header
  /// 200, bar 40) of plain tables of 60 reused rows of 60 pt; the app hides row 20 itself.
  @MainActor @Suite("Rows under the bar and VoiceOver")
  struct CoveredRowsVoiceOverTests {
    @MainActor final class Fixture: SwipeTableViewDataSource {
      let window: UIWindow
      let table: SwipeTableView

      init(reservation: PageReservation, voiceOver: Bool = true) {
        // A fresh clock first: views register with the driver that exists when they are made.
        UIKitStubDriver.reset(now: 0)
        UIKitStubDriver.current.isVoiceOverRunning = voiceOver
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        table = SwipeTableView(frame: window.bounds)
        table.swipeHeaderTopInset = 64
        table.headerReservation = reservation
        table.swipeHeaderView = Self.element("Header", height: 200)
        table.swipeHeaderBar = Self.element("Bar", height: 40)
        window.addSubview(table)
        table.dataSource = self
        run(for: 0.05)
      }

      static func element(_ label: String, height: CGFloat) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: height))
        view.isAccessibilityElement = true
        view.accessibilityLabel = label
        return view
      }

      func run(for seconds: TimeInterval) {
        UIKitStubDriver.current.run(
          until: UIKitStubDriver.current.now + seconds, frameInterval: 1.0 / 120)
      }

      func numberOfItems(in swipeTableView: SwipeTableView) -> Int { 3 }

      func swipeTableView(
        _ swipeTableView: SwipeTableView, viewForItemAt index: Int, reusing view: UIScrollView?
      ) -> UIScrollView {
        let page = view as? UITableView ?? UITableView(frame: .zero, style: .plain)
        page.rowHeight = 60
        page.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        page.content = UITableView.Content(
          numberOfRows: { _, _ in 60 },
          cellForRow: { table, path in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
            cell.isAccessibilityElement = true
            cell.accessibilityLabel = "row \(path.row)"
            // The app's own choice, made for every row it configures.
            cell.accessibilityElementsHidden = path.row == 20
            return cell
          })
        page.reloadData()
        return page
      }

      var page: UITableView? { table.currentItemView as? UITableView }

      /// Scrolls the current page to `s` (0: the header fully shown), as the app would.
      func scroll(to s: CGFloat) {
        guard let page else { return }
        page.contentOffset = CGPoint(x: 0, y: s - 304)
        UIKitStubDriver.current.layoutPass()
      }

      /// What VoiceOver can focus, by label.
      var focusable: [String] {
        UIKitStubDriver.current.voiceOverElements(in: window).map { $0.accessibilityLabel ?? "?" }
      }

      /// The page's visible rows that show below the bar (by their frames in the window, not the
      /// engine's geometry), in order, without the app's row 20.
      var rowsBelowTheBar: [String] {
        guard let page, let bar = table.swipeHeaderBar else { return [] }
        let barBottom = bar.convert(bar.bounds, to: window).maxY
        return page.visibleCells.filter { cell in
          cell.convert(cell.bounds, to: window).maxY > barBottom + 0.5
            && cell.accessibilityLabel != "row 20"
        }.map { $0.accessibilityLabel ?? "?" }
      }

      var coveredCount: Int {
        guard let page, let bar = table.swipeHeaderBar else { return 0 }
        let barBottom = bar.convert(bar.bounds, to: window).maxY
        return page.visibleCells.filter { $0.convert($0.bounds, to: window).maxY <= barBottom }
          .count
      }
    }

    @Test(
      "VoiceOver reaches the header, the bar and exactly the rows that show below the bar",
      arguments: [PageReservation.headerPlaceholder, .contentInset], [0.0, 120, 240, 600, 1300])
    func onlyRowsBelowTheBar(reservation: PageReservation, s: Double) throws {
      let fixture = Fixture(reservation: reservation)
      fixture.scroll(to: CGFloat(s))
      fixture.run(for: 0.05)
      if s >= 600 { #expect(fixture.coveredCount >= 1, "rows are under the bar") }
      #expect(fixture.focusable == ["Header", "Bar"] + fixture.rowsBelowTheBar)
      #expect(!fixture.focusable.contains("row 20"), "the app's hidden row stays hidden")
    }

    @Test("Reused cells come back focusable; VoiceOver stopping gives every row back")
    func reuseAndStop() throws {
      let fixture = Fixture(reservation: .headerPlaceholder)
      // Down by small steps, so cells under the bar are taken for reuse below, and back up.
      for step in stride(from: 0, through: 1500, by: 45) { fixture.scroll(to: CGFloat(step)) }
      for step in stride(from: 1500, through: 0, by: -45) { fixture.scroll(to: CGFloat(step)) }
      fixture.scroll(to: 0)
      fixture.run(for: 0.05)
      let page = try #require(fixture.page)
      #expect(page.visibleCells.allSatisfy { !$0.accessibilityElementsHidden })
      #expect(fixture.focusable == ["Header", "Bar"] + fixture.rowsBelowTheBar)
      fixture.scroll(to: 1000)
      fixture.run(for: 0.05)
      #expect(fixture.coveredCount >= 1)
      #expect(fixture.focusable == ["Header", "Bar"] + fixture.rowsBelowTheBar)
      UIKitStubDriver.current.isVoiceOverRunning = false
      fixture.run(for: 0.05)
      let hidden = page.visibleCells.filter(\.accessibilityElementsHidden)
      #expect(hidden.map(\.accessibilityLabel) == ["row 20"], "only the app's own")
    }

    @Test("Without VoiceOver nothing is hidden; starting it hides the covered rows at once")
    func startingVoiceOver() throws {
      let fixture = Fixture(reservation: .contentInset, voiceOver: false)
      fixture.scroll(to: 700)
      fixture.run(for: 0.05)
      let page = try #require(fixture.page)
      #expect(fixture.coveredCount >= 1)
      #expect(page.visibleCells.filter(\.accessibilityElementsHidden).count <= 1)
      UIKitStubDriver.current.isVoiceOverRunning = true
      UIKitStubDriver.current.layoutPass()
      #expect(fixture.focusable == ["Header", "Bar"] + fixture.rowsBelowTheBar)
    }
  }
#endif
