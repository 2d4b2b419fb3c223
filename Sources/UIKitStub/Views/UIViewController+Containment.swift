#if os(Linux)
  import Foundation

  extension UIViewController {
    /// What a subclass does where UIKit calls one of its overrides.
    ///
    /// uikit-api.md lists no `UIViewController` member, so the stub declares them `package`,
    /// and Swift lets no other module override a `package` method. A subclass in another module
    /// of the package sets these closures instead (capturing itself weakly), doing what its
    /// override does on iOS; the stub calls them where UIKit calls the override, after its own
    /// bookkeeping (as an override calls `super` first).
    package struct Overrides {
      // SDK: open func viewWillAppear(_ animated: Bool) — UIViewController.h:169
      /// The view is about to be added to a view hierarchy.
      package var viewWillAppear: ((_ animated: Bool) -> Void)?
      // SDK: open func viewDidAppear(_ animated: Bool) — UIViewController.h:183
      /// The view was added to a view hierarchy and any transition finished.
      package var viewDidAppear: ((_ animated: Bool) -> Void)?
      // SDK: open func viewWillDisappear(_ animated: Bool) — UIViewController.h:185
      /// The view is about to be removed, covered or hidden.
      package var viewWillDisappear: ((_ animated: Bool) -> Void)?
      // SDK: open func viewDidDisappear(_ animated: Bool) — UIViewController.h:187
      /// The view was removed, covered or hidden.
      package var viewDidDisappear: ((_ animated: Bool) -> Void)?
      // SDK: open func preferredContentSizeDidChange(forChildContentContainer container:
      //   any UIContentContainer) — UIViewController.h:61-64 (UIContentContainer, which
      //   UIViewController adopts; the stub passes the child controller)
      /// A child's `preferredContentSize` changed.
      package var preferredContentSizeDidChange: ((_ child: UIViewController) -> Void)?

      /// No overrides.
      package init() {}
    }
  }

  extension UIViewController {
    /// A callback UIKit makes on a view controller, as the stub records it.
    package enum Callback: Equatable, Sendable {
      /// `willMove(toParent:)`, with the new parent (nil: being removed).
      case willMove(toParent: ObjectIdentifier?)
      /// `didMove(toParent:)`, with the new parent (nil: removed).
      case didMove(toParent: ObjectIdentifier?)
      /// `viewWillAppear(_:)`.
      case viewWillAppear(animated: Bool)
      /// `viewDidAppear(_:)`.
      case viewDidAppear(animated: Bool)
      /// `viewWillDisappear(_:)`.
      case viewWillDisappear(animated: Bool)
      /// `viewDidDisappear(_:)`.
      case viewDidDisappear(animated: Bool)

      /// The method's name.
      package var name: String {
        switch self {
        case .willMove: "willMove(toParent:)"
        case .didMove: "didMove(toParent:)"
        case .viewWillAppear: "viewWillAppear"
        case .viewDidAppear: "viewDidAppear"
        case .viewWillDisappear: "viewWillDisappear"
        case .viewDidDisappear: "viewDidDisappear"
        }
      }
    }

    func record(_ callback: Callback) {
      callbacks.append(callback)
      onCallback?(callback)
    }

    // MARK: - Containment

    // SDK: open var children: [UIViewController] { get } — UIViewController.h:410
    /// The child view controllers, in the order they were added (presented controllers are not
    /// children).
    package var children: [UIViewController] { storedChildren }

    // SDK: open func addChild(_ childController: UIViewController) — UIViewController.h:417
    /// Makes `childController` a child: a child of another parent is first removed from it
    /// (UIViewController.h:413-415), then `addChild` calls the child's `willMove(toParent:)`
    /// with this controller before adding it, and does not call `didMove(toParent:)`, which the
    /// container calls once the child's view is in place (UIViewController.h:484-487).
    package func addChild(_ childController: UIViewController) {
      guard childController !== self, childController.parent !== self else { return }
      if childController.parent != nil { childController.removeFromParent() }
      childController.willMove(toParent: self)
      storedChildren.append(childController)
      childController.parent = self
    }

    // SDK: open func removeFromParent() — UIViewController.h:423
    /// Removes the controller from its parent's children. It does not call
    /// `willMove(toParent: nil)` first, the container does (UIViewController.h:487-489); it
    /// calls `didMove(toParent: nil)` after ("The removeFromParent() method automatically calls
    /// this method after it removes the child", developer.apple.com/documentation/uikit/
    /// uiviewcontroller/didmove(toparent:)).
    package func removeFromParent() {
      guard let parent else { return }
      parent.storedChildren.removeAll { $0 === self }
      self.parent = nil
      didMove(toParent: nil)
    }

    // SDK: open func willMove(toParent parent: UIViewController?) — UIViewController.h:495
    /// The controller is about to be added to `parent`, or removed from its parent (nil).
    package func willMove(toParent parent: UIViewController?) {
      record(.willMove(toParent: parent.map(ObjectIdentifier.init)))
    }

    // SDK: open func didMove(toParent parent: UIViewController?) — UIViewController.h:496
    /// The controller was added to `parent`, or removed from its parent (nil).
    package func didMove(toParent parent: UIViewController?) {
      record(.didMove(toParent: parent.map(ObjectIdentifier.init)))
    }

    // MARK: - Preferred content size

    // SDK: open var preferredContentSize: CGSize — UIViewController.h:302-304 ("used for any
    //   container laying out a child view controller")
    /// The size the controller would like its view to have. A change is reported to the parent
    /// (UIContentContainer's `preferredContentSizeDidChange(forChildContentContainer:)`,
    /// UIViewController.h:61-64).
    package var preferredContentSize: CGSize {
      get { storedPreferredContentSize }
      set {
        guard newValue != storedPreferredContentSize else { return }
        storedPreferredContentSize = newValue
        parent?.overrides.preferredContentSizeDidChange?(self)
      }
    }
  }
#endif
