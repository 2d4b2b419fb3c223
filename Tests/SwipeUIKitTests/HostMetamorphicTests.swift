#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeScenario
  import SwipeTestSupport
  import SwipeUIKit
  import SwipeUIKitScenario
  import Testing
  import UIKitStub

  /// The metamorphic properties of `SwipeMetamorphicTests` through `SwipeTableView` on UIKitStub
  /// (`"host": "uikit"`): the same random one-finger scripts, fewer of them (the host is slower),
  /// with the samples the host prints and the decisions of the engine behind its views.
  @MainActor @Suite("Host metamorphic properties")
  struct HostMetamorphicTests {
    /// `text` played through SwipeTableView on the stub, counting its inputs.
    static func uikitLines(_ text: String, inputs: inout Int) throws -> [String] {
      let scenario = try Scenario.decode(Data(text.utf8))
      guard case .swipe(let scene) = scenario.scene else { return [] }
      return try CountingSimulation.lines(
        scenario, on: UIKitSwipeSimulation(scene: scene, viewport: scenario.viewport),
        inputs: &inputs)
    }

    /// What SwipeTableView's views show at `time`: the header's and bar's frames, each shown
    /// page's scroll view (its frame in the table, its offset, its scroller), the pager's. A
    /// view moves at its own scroller's speed or at the engine's, whichever drives it (UIKit's
    /// own motions, or the container's: a header drag, a refresh's reveal).
    static func snapshot(_ table: SwipeTableView, at time: Double) -> ContainerSnapshot {
      let engine = table.engine
      let width = Double(table.bounds.width)
      let pages = (0..<engine.pageCount).compactMap { index -> ContainerSnapshot.Page? in
        guard let view = table.itemView(at: index), view.superview != nil else { return nil }
        let x = Double(view.convert(CGPoint.zero, to: table).x)
        guard min(x + width, width) - max(x, 0) > 1e-6 else { return nil }
        var page = ContainerSnapshot.Page(
          index: index, x: x, contentTop: -Double(view.contentOffset.y),
          scrolled: engine.scrolled(pageAt: index), scroller: view.vertical)
        if let mirror = engine.loadedPages.first(where: { $0.index == index })?.scroller {
          page.velocity = max(abs(page.velocity), abs(mirror.velocity))
          page.isBouncing = page.isBouncing || mirror.phase == .bouncing
          page.isDragging = page.isDragging || mirror.isDragging || view.isTracking
        }
        return page
      }
      var snapshot = ContainerSnapshot(
        time: time, header: table.swipeHeaderView.map { Double($0.frame.minY) },
        bar: table.swipeHeaderBar.map { Double($0.frame.minY) }, pages: pages,
        pager: table.pager.horizontal, pagerOffset: Double(table.pager.contentOffset.x),
        width: width)
      snapshot.pagerVelocity = max(abs(snapshot.pagerVelocity), abs(engine.pager.velocity))
      snapshot.pagerPaging = snapshot.pagerPaging || engine.pager.phase == .paging
      snapshot.pagerBouncing = snapshot.pagerBouncing || engine.pager.phase == .bouncing
      snapshot.pagerDragging =
        snapshot.pagerDragging || engine.pager.isDragging || table.pager.isTracking
      return snapshot
    }

    /// The snapshots of SwipeTableView's views at `text`'s sample times.
    static func uikitSnapshots(_ text: String, inputs: inout Int) throws -> [ContainerSnapshot] {
      let scenario = try Scenario.decode(Data(text.utf8))
      guard case .swipe(let scene) = scenario.scene else { return [] }
      var simulation: any SceneSimulation = CountingSimulation(
        base: UIKitSwipeSimulation(scene: scene, viewport: scenario.viewport))
      var snapshots: [ContainerSnapshot] = []
      ScenarioRunner.play(scenario, on: &simulation) { simulation, time in
        guard let host = (simulation as? CountingSimulation)?.base as? UIKitSwipeSimulation
        else { return }
        snapshots.append(Self.snapshot(host.tableView, at: time))
      }
      inputs += (simulation as? CountingSimulation)?.inputs ?? 0
      return snapshots
    }

    static func generator(_ direction: LayoutDirection) -> RandomSwipeScenario {
      RandomSwipeScenario(allowsDrags: true, observableByUIKit: true, layoutDirection: direction)
    }

    @Test(
      "A reload that changes nothing changes nothing through SwipeTableView",
      arguments: LayoutDirection.cases)
    func reloadChangesNothing(direction: LayoutDirection) throws {
      let (failures, coverage) = try SwipeMetamorphic.reloadChangesNothing(
        Self.generator(direction), seed: direction == .leftToRight ? 0x2F_10AD : 0x2F_10AE,
        scripts: 30, lines: Self.uikitLines)
      #expect(failures.isEmpty, "\(failures)")
      let situations = ["idle", "dragged", "bouncing", "pagerMoving", "refreshing"]
      #expect(coverage.shortfalls(situations, minimum: 5).isEmpty, "\(coverage)")
      print("host reloadChangesNothing \(direction): \(coverage)")
    }

    @Test(
      "A still finger is a finger through SwipeTableView", arguments: LayoutDirection.cases)
    func stillFinger(direction: LayoutDirection) throws {
      let (failures, coverage) = try SwipeMetamorphic.stillFingerIsAFinger(
        Self.generator(direction), seed: direction == .leftToRight ? 0x5_8111 : 0x5_8112,
        scripts: 30, fingersPerScript: 4, lines: Self.uikitLines)
      #expect(failures.isEmpty, "\(failures)")
      #expect(
        coverage.shortfalls(["fingers", "onRefreshingPage"], minimum: 5).isEmpty, "\(coverage)")
      print("host stillFinger \(direction): \(coverage)")
    }

    @Test(
      "Inset changes are invisible through SwipeTableView", arguments: LayoutDirection.cases)
    func insetChanges(direction: LayoutDirection) throws {
      let (failures, coverage) = try SwipeMetamorphic.insetChangesAreInvisible(
        Self.generator(direction), seed: direction == .leftToRight ? 0x1_6E7 : 0x1_6E8,
        scripts: 40, snapshots: Self.uikitSnapshots)
      #expect(failures.isEmpty, "\(failures)")
      let moments = ["beginWhileBouncing", "beginWhileDragged", "beginWhileHeld", "endWhileHeld"]
      #expect(coverage.shortfalls(moments, minimum: 3).isEmpty, "\(coverage)")
      print("host insetChanges \(direction): \(coverage)")
    }

    @Test(
      "No frame-to-frame jump through SwipeTableView", arguments: LayoutDirection.cases)
    func noJumps(direction: LayoutDirection) throws {
      var generator = Self.generator(direction)
      // Code called under fingers, shorter content reloaded under motions (DESIGN §4, §6).
      generator.callsUnderFingers = true
      let (failures, coverage) = try SwipeMetamorphic.noJumps(
        generator, seed: direction == .leftToRight ? 0x11_3A5E : 0x11_3A5F,
        scripts: 24, snapshots: Self.uikitSnapshots)
      #expect(failures.isEmpty, "\(failures)")
      #expect(coverage.counts["steps", default: 0] > 65_000, "\(coverage)")
      #expect(
        coverage.shortfalls(["callsUnderFingers", "reloads", "grabsBeyondReach"], minimum: 2)
          .isEmpty, "\(coverage)")
      print("host noJumps \(direction): \(coverage)")
    }
  }
#endif
