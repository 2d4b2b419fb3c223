#if os(Linux)
  import Foundation

  /// A row of a table view, as UIKit's `UITableViewCell` (minimal: a reusable view with a
  /// content view that fills it).
  @MainActor open class UITableViewCell: UIView {
    /// The identifier the table view reuses the cell by.
    package var reuseIdentifier: String?
    private lazy var storedContentView: UIView = {
      let view = UIView(frame: CGRect(origin: .zero, size: bounds.size))
      addSubview(view)
      return view
    }()

    // SDK: open var contentView: UIView { get } —
    // developer.apple.com/documentation/uikit/uitableviewcell/contentview
    /// The view to add the cell's content to; it fills the cell.
    package var contentView: UIView { storedContentView }

    package override func boundsSizeDidChange() {
      super.boundsSizeDidChange()
      storedContentView.frame = CGRect(origin: .zero, size: bounds.size)
    }

    // SDK: public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) — DOC
    // developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:).md
    /// A cell with a style and a reuse identifier.
    package convenience init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      self.init(frame: .zero)
      self.reuseIdentifier = reuseIdentifier
    }

    /// A cell without a reuse identifier.
    ///
    /// `required` in the stub (not in the SDK) so that a registered cell class can be made from
    /// its metatype: pure Swift cannot construct a subclass through a non-required initializer.
    public required override init(frame: CGRect) {
      super.init(frame: frame)
    }

    /// Not supported by the stub.
    public required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported by the stub")
    }

    // SDK: public enum CellStyle : Int, @unchecked Sendable { case `default` = 0, value1 = 1,
    // value2 = 2, subtitle = 3 } — DOC developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
    /// The cell's built-in layout (recorded only).
    package enum CellStyle: Int, Sendable {
      case `default` = 0
      case value1 = 1
      case value2 = 2
      case subtitle = 3
    }
  }
#endif
