#if os(Linux)
  import Foundation
  import Testing
  @testable import UIKitStub

  /// Selecting a collection view's items by touch: a tap's lift selects; a drag, a recognizer
  /// that cancels touches in its view, or a touch that stops the view's own motion do not.
  @MainActor @Suite("UICollectionView selection")
  struct CollectionSelectionTests {
    @MainActor final class Selections: NSObject, UICollectionViewDelegate {
      var selected: [IndexPath] = []
      var refuses: IndexPath?
      func collectionView(
        _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
      ) -> Bool { indexPath != refuses }
      func collectionView(
        _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
      ) { selected.append(indexPath) }
    }

    /// A 320 × 480 window holding a collection of 200 items of 320 × 100, one per line.
    @MainActor final class Fixture {
      let window = makeWindow()
      let collection: UICollectionView
      let source = ItemsDataSource(items: [200])
      let selections = Selections()

      init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 100)
        layout.minimumLineSpacing = 0
        collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = source
        collection.delegate = selections
        window.addSubview(collection)
        UIKitStubDriver.current.layoutPass()
      }

      var now: TimeInterval { UIKitStubDriver.current.now }

      func tap(at y: CGFloat) {
        window.touchBegan(at: CGPoint(x: 100, y: y), time: now + 0.01)
        window.touchEnded(time: now + 0.05)
      }
    }

    @Test("A tap selects the item under it; another replaces it unless multiple selection is on")
    func tapSelects() {
      let fixture = Fixture()
      fixture.tap(at: 150)
      #expect(fixture.selections.selected == [IndexPath(item: 1, section: 0)])
      fixture.tap(at: 350)
      #expect(fixture.collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
      fixture.collection.allowsMultipleSelection = true
      fixture.tap(at: 50)
      #expect(
        fixture.collection.indexPathsForSelectedItems == [
          IndexPath(item: 3, section: 0), IndexPath(item: 0, section: 0),
        ])
      fixture.collection.deselectItem(at: IndexPath(item: 3, section: 0), animated: false)
      #expect(fixture.collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
      #expect(fixture.selections.selected.count == 3, "deselecting tells no one")
    }

    @Test("No selection when not allowed or refused by the delegate")
    func refused() {
      let fixture = Fixture()
      fixture.selections.refuses = IndexPath(item: 1, section: 0)
      fixture.tap(at: 150)
      fixture.collection.allowsSelection = false
      fixture.tap(at: 250)
      #expect(fixture.selections.selected.isEmpty)
      #expect(fixture.collection.indexPathsForSelectedItems == nil)
    }

    @Test("A drag selects nothing, nor does the tap that stops the fling it left")
    func dragAndStopSelectNothing() {
      let fixture = Fixture()
      fixture.window.drag(
        from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 100),
        startingAt: fixture.now + 0.01, duration: 0.1)
      #expect(fixture.collection.isDecelerating)
      UIKitStubDriver.current.run(until: fixture.now + 0.1, frameInterval: 1.0 / 120)
      fixture.tap(at: 250)
      #expect(!fixture.collection.isDecelerating, "the tap stopped it")
      #expect(fixture.selections.selected.isEmpty)
      fixture.tap(at: 250)
      #expect(fixture.selections.selected.count == 1, "at rest, a tap selects")
    }

    @Test("A recognizer that cancels touches in its view takes the tap from the item")
    func cancellingRecognizer() {
      let fixture = Fixture()
      let press = UILongPressGestureRecognizer(handler: { _ in })
      press.minimumPressDuration = 0
      fixture.collection.addGestureRecognizer(press)
      fixture.tap(at: 150)
      #expect(fixture.selections.selected.isEmpty)
      press.cancelsTouchesInView = false
      fixture.tap(at: 150)
      #expect(fixture.selections.selected == [IndexPath(item: 1, section: 0)])
    }
  }
#endif
