#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation
  #if !COCOAPODS
    import SwipeCore
  #endif

  /// The view that holds the header, the bar and the backstop behind them, above the pager.
  ///
  /// Its bounds' origin is its frame's, so what it holds is placed in the container's own
  /// coordinates; moving its frame's top down cuts what it holds there without moving it. It
  /// takes no touch itself: where neither the header, the bar nor the backstop is, a finger
  /// reaches the page below.
  final class ChromeView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      let hit = super.hitTest(point, with: event)
      return hit === self ? nil : hit
    }
  }

  extension SwipeTableView {
    // MARK: - iOS 26's Liquid Glass

    /// Whether the bars over the view are iOS 26's glass, which have no background: built with
    /// the iOS 26 SDK, running on iOS 26 or later, and not asking for the earlier design
    /// (`UIDesignRequiresCompatibility` in the Info.plist).
    static var topBarsAreGlass: Bool {
      #if compiler(>=6.2)
        #if canImport(UIKit)
          if #available(iOS 26.0, *) { return !designRequiresCompatibility }
          return false
        #else
          return UIKitStubDriver.current.runsAtLeast(26, 0) && !designRequiresCompatibility
        #endif
      #else
        return false
      #endif
    }

    /// Whether the app's Info.plist asks for the design before iOS 26: read once, as it cannot
    /// change while the app runs (``topBarsAreGlass`` is asked at every pass).
    private static let designRequiresCompatibility =
      Bundle.main.object(forInfoDictionaryKey: "UIDesignRequiresCompatibility") as? Bool == true

    /// Whether glass bars cover the top of the view: iOS 26's design (``topBarsAreGlass``) and
    /// a navigation bar shown over it (the controller the bars read is in a navigation
    /// controller whose bar is not hidden). A bar the app draws itself is not glass: what it
    /// shows of the header is the app's to decide.
    var isUnderGlassBars: Bool {
      guard Self.topBarsAreGlass, let navigation = barObservedController?.navigationController
      else { return false }
      return !navigation.isNavigationBarHidden
    }

    /// Places the view holding the chrome over the whole container or, under glass bars, over
    /// ``SwipeContainer/chromeClipFrame``, which it cuts them to: once the header scrolls up
    /// under the bars, what shows through them is the page scrolling there, with its scroll
    /// edge effect, not the header's last strip.
    func placeChromeView() {
      let glass = isUnderGlassBars
      let frame = glass ? engine.chromeClipFrame : CGRect(origin: .zero, size: bounds.size)
      if chromeView.frame != frame { chromeView.frame = frame }
      if chromeView.bounds.origin != frame.origin {
        chromeView.bounds = CGRect(origin: frame.origin, size: frame.size)
      }
      if chromeView.clipsToBounds != glass { chromeView.clipsToBounds = glass }
    }

    /// The bar the edge element interaction is on, if any.
    var edgeElementBar: UIView? {
      #if compiler(>=6.2)
        if #available(iOS 26.0, *) {
          return (edgeElementInteraction as? UIScrollEdgeElementContainerInteraction)?.view
        }
      #endif
      return nil
    }

    /// Under glass bars, makes the pinned bar a container of elements over the current page's
    /// top edge (`UIScrollEdgeElementContainerInteraction`, iOS 26): the page's scroll edge
    /// effect reaches under the bar's titles and controls as it does under the navigation bar's,
    /// so the rows scrolling beneath them stay legible, and it follows the page shown.
    func updateEdgeElementInteraction() {
      #if compiler(>=6.2)
        guard #available(iOS 26.0, *), Self.topBarsAreGlass, let bar = swipeHeaderBar else {
          return
        }
        let interaction: UIScrollEdgeElementContainerInteraction
        if let existing = edgeElementInteraction as? UIScrollEdgeElementContainerInteraction {
          interaction = existing
        } else {
          interaction = UIScrollEdgeElementContainerInteraction()
          interaction.edge = .top
          edgeElementInteraction = interaction
        }
        if interaction.view !== bar { bar.addInteraction(interaction) }
        let page = currentItemView
        if interaction.scrollView !== page { interaction.scrollView = page }
      #endif
    }

    /// Takes the edge element interaction off the bar that leaves.
    func detachEdgeElementInteraction() {
      #if compiler(>=6.2)
        if #available(iOS 26.0, *),
          let interaction = edgeElementInteraction as? UIScrollEdgeElementContainerInteraction
        {
          interaction.view?.removeInteraction(interaction)
        }
      #endif
    }
  }
#endif
