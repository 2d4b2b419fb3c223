#if os(Linux)
  import Foundation

  // SDK: @MainActor public protocol UIInteraction : NSObjectProtocol — UIInteraction.h:14-21
  // (iOS 26.2 SDK; not in uikit-api.md, hence `package`). The SDK's `willMove(to:)` and
  // `didMove(to:)` requirements are left out: the stub's one interaction is the scroll edge
  // element container, which a view tells directly when it moves (``UIView/addInteraction(_:)``).
  /// Something a view does that is added to it as an object (a context menu, a drop target, a
  /// scroll edge element container), as UIKit's `UIInteraction`.
  @MainActor package protocol UIInteraction: NSObjectProtocol {
    /// The view it is added to.
    var view: UIView? { get }
  }

  extension UIView {
    // SDK: open func addInteraction(_ interaction: any UIInteraction), open func
    //   removeInteraction(_:), open var interactions: [any UIInteraction] — UIInteraction.h:26-29
    /// The interactions added to the view, in order.
    package var interactions: [any UIInteraction] { storedInteractions }

    /// Adds `interaction` (it leaves the view it was on), telling it after.
    package func addInteraction(_ interaction: any UIInteraction) {
      guard !storedInteractions.contains(where: { $0 === interaction }) else { return }
      interaction.view?.removeInteraction(interaction)
      storedInteractions.append(interaction)
      (interaction as? UIScrollEdgeElementContainerInteraction)?.didMove(to: self)
    }

    /// Removes `interaction`, telling it after.
    package func removeInteraction(_ interaction: any UIInteraction) {
      guard let index = storedInteractions.firstIndex(where: { $0 === interaction }) else {
        return
      }
      storedInteractions.remove(at: index)
      (interaction as? UIScrollEdgeElementContainerInteraction)?.didMove(to: nil)
    }
  }

  // SDK: @available(iOS 26.0, *) @MainActor final class UIScrollEdgeElementContainerInteraction
  //   : NSObject, UIInteraction — UIScrollEdgeElementContainerInteraction.h (iOS 26.2 SDK; not
  //   in uikit-api.md, hence `package`)
  /// Added to "a container view of views that overlay the edge of a scroll view": the
  /// container's labels, images, glass views and controls shape the scroll view's edge effect
  /// on `edge` (the header). The stub draws no edge effect; it records which containers shape
  /// which scroll view's edge (``UIScrollView/edgeElementContainers(on:)``).
  @MainActor package final class UIScrollEdgeElementContainerInteraction: NSObject, UIInteraction {
    /// The scroll view whose edge effect the container shapes.
    package weak var scrollView: UIScrollView?
    /// The edge of the scroll view.
    package var edge: UIRectEdge = []
    package private(set) weak var view: UIView?

    /// An interaction affecting no scroll view yet.
    package override init() {
      _ = UIKitStubDriver.current.isAvailable(
        "UIScrollEdgeElementContainerInteraction", introduced: 26, 0)
      super.init()
    }

    /// It moved to `view` (nil: it was removed).
    package func didMove(to view: UIView?) {
      self.view = view
      if let view { UIKitStubDriver.current.edgeElementContainers.append(WeakBox(view)) }
    }
  }

  extension UIScrollView {
    /// The views on screen whose ``UIScrollEdgeElementContainerInteraction`` shapes this scroll
    /// view's edge effect on `edge`: what its edge effect extends under.
    package func edgeElementContainers(on edge: UIRectEdge) -> [UIView] {
      let driver = UIKitStubDriver.current
      driver.edgeElementContainers.removeAll { $0.value == nil }
      var found: [UIView] = []
      for box in driver.edgeElementContainers {
        guard let view = box.value, !found.contains(where: { $0 === view }) else { continue }
        let shapes = view.interactions.contains { interaction in
          guard let container = interaction as? UIScrollEdgeElementContainerInteraction else {
            return false
          }
          return container.scrollView === self && container.edge.contains(edge)
        }
        if shapes { found.append(view) }
      }
      return found
    }
  }
#endif
