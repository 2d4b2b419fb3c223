#if os(Linux)
  import Foundation

  // SDK: open class UIImage : NSObject, NSSecureCoding, @unchecked Sendable —
  // developer.apple.com/documentation/uikit/uiimage (not in uikit-api.md, hence `package`)
  /// An image, as UIKit's `UIImage`: the stub knows its name only, and renderers draw the
  /// picture they have for that name.
  package final class UIImage: NSObject, Sendable {
    /// The name it was loaded by.
    package let name: String

    // SDK: public init?(named name: String) —
    // developer.apple.com/documentation/uikit/uiimage/init(named:)
    /// The image called `name` (always found: the stub has no asset catalog).
    package init?(named name: String) {
      self.name = name
    }
  }

  // SDK: @MainActor open class UIImageView : UIView — developer.apple.com/documentation/uikit/
  // uiimageview (not in uikit-api.md, hence `package`)
  /// A view that shows an image, as UIKit's `UIImageView`, scaled to fill its bounds.
  @MainActor package class UIImageView: UIView {
    // SDK: open var image: UIImage? — developer.apple.com/documentation/uikit/uiimageview/image
    /// The image shown.
    package var image: UIImage?

    // SDK: public init(image: UIImage?) —
    // developer.apple.com/documentation/uikit/uiimageview/init(image:)
    /// A view showing `image`.
    package init(image: UIImage?) {
      self.image = image
      super.init(frame: .zero)
      isUserInteractionEnabled = false
    }

    /// A view showing nothing yet. Not interactive, as UIKit's image views: UIImageView.h:29
    /// declares `userInteractionEnabled` "default is NO", so touches pass to the view behind it.
    package override init(frame: CGRect) {
      super.init(frame: frame)
      isUserInteractionEnabled = false
    }

    /// Not supported by the stub.
    package required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported by the stub")
    }
  }
#endif
