#if os(Linux)
  import Foundation
  import Testing
  import UIKitStub

  /// The stub's software keyboard (`UIWindow.showKeyboard(height:)`): UIKit's notifications
  /// (UIWindow.h:132-145) and the part of a view it covers.
  @MainActor @Suite("UIKitStub software keyboard")
  struct SoftwareKeyboardTests {
    @Test("Showing and hiding post UIKit's notifications with the keyboard's end frame")
    func notifications() {
      UIKitStubDriver.reset(now: 0)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      var posted: [(Notification.Name, CGRect?)] = []
      let names = [
        UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification,
        UIResponder.keyboardWillChangeFrameNotification,
      ]
      let observers = names.map { name in
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
          let entry = (
            note.name, note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
          )
          MainActor.assumeIsolated { posted.append(entry) }
        }
      }
      defer { observers.forEach(NotificationCenter.default.removeObserver) }
      window.showKeyboard(height: 300)
      window.showKeyboard(height: 300)  // no change, no notification
      window.hideKeyboard()
      #expect(posted.map(\.0) == [names[0], names[2], names[1], names[2]])
      #expect(posted[0].1 == CGRect(x: 0, y: 544, width: 390, height: 300))
      #expect(posted[2].1 == CGRect(x: 0, y: 844, width: 390, height: 0))
      #expect(window.keyboardFrame == nil)
    }

    @Test("A view's overlap is the part of its bounds below the keyboard's top")
    func overlap() {
      UIKitStubDriver.reset(now: 0)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let low = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 300))
      let high = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
      window.addSubview(low)
      window.addSubview(high)
      #expect(window.keyboardOverlap(of: low) == 0)
      window.showKeyboard(height: 300)
      #expect(window.keyboardOverlap(of: low) == 156)
      #expect(window.keyboardOverlap(of: high) == 0)
      window.showKeyboard(height: .nan)
      #expect(window.keyboardFrame?.height == 0, "a NaN height is none")
    }
  }
#endif
