#if os(Linux)
  import Foundation

  /// A view that presents a sheet while a binding is true: what
  /// `sheet(isPresented:onDismiss:content:)` returns.
  ///
  /// Its size is its content's. Evaluated in a hosting controller, it asks the controller to
  /// present the sheet's content in a hosting controller of its own, after the update
  /// (``HostingView``); UIKit's rules for who may present apply (`present(_:animated:completion:)`
  /// in UIKitStub: from a controller in no window nothing shows).
  package struct SheetPresenter<Content: View, Sheet: View>: View {
    /// The view the sheet is attached to.
    package let content: Content
    /// Whether the sheet shows.
    package let isPresented: Binding<Bool>
    /// Runs when the sheet goes away.
    let onDismiss: (() -> Void)?
    /// The sheet's content.
    let sheet: () -> Sheet
  }

  extension SheetPresenter: StubSizing {
    package func stubSize(proposing proposal: CGSize) -> CGSize {
      let sheet = self.sheet
      ViewGraph.request(
        SheetRequest(
          isPresented: isPresented.wrappedValue, makeContent: { AnyView(sheet()) },
          onDismiss: onDismiss))
      return StubLayout.size(of: content, proposing: proposal)
    }
  }

  extension View {
    // SDK: public func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? =
    //   nil, @ViewBuilder content: @escaping () -> Content) -> some View where Content : View
    //   — SwiftUI.swiftinterface:8668 (iOS 13)
    /// This view, presenting `content` as a sheet while `isPresented` is true.
    package func sheet<Sheet: View>(
      isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping () -> Sheet
    ) -> some View {
      SheetPresenter(content: self, isPresented: isPresented, onDismiss: onDismiss, sheet: content)
    }
  }
#endif
