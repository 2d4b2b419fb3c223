#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation
  import SwipeCore
  import SwipeUIKit
  import SwipeUIKitLayouts

  /// ATPagingByCell on `PagingByCellLayout`: twelve cells of the Chinese zodiac, narrower than
  /// the screen, that move exactly one per swipe however fast the flick.
  @MainActor
  public final class PagingByCellViewController: UIViewController,
    UICollectionViewDataSource, UICollectionViewDelegateFlowLayout
  {
    static let animals: [(String, String)] = [
      ("鼠", "Rat"), ("牛", "Ox"), ("虎", "Tiger"), ("兔", "Rabbit"), ("龙", "Dragon"),
      ("蛇", "Snake"), ("马", "Horse"), ("羊", "Goat"), ("猴", "Monkey"), ("鸡", "Rooster"),
      ("狗", "Dog"), ("猪", "Pig"),
    ]
    /// Where the strip sits on the screen.
    public static let stripTop: CGFloat = 150
    /// The strip's height.
    public static let stripHeight: CGFloat = 320

    /// The carousel.
    public let carousel: UICollectionView
    /// Its layout.
    public let layout = PagingByCellLayout()

    /// The screen, `size` big.
    public init(size: CGSize = CGSize(width: 390, height: 844)) {
      layout.alignment = .center
      layout.minimumLineSpacing = 10
      layout.sectionInset = UIEdgeInsets(top: 0, left: 38, bottom: 0, right: 38)
      layout.itemSize = CGSize(width: size.width - 76, height: Self.stripHeight)
      carousel = UICollectionView(
        frame: CGRect(x: 0, y: Self.stripTop, width: size.width, height: Self.stripHeight),
        collectionViewLayout: layout)
      super.init(nibName: nil, bundle: nil)
      title = "ATPagingByCell"
      carousel.decelerationRate = .fast
      carousel.backgroundColor = DemoStyle.background
      carousel.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "animal")
      carousel.dataSource = self
      carousel.delegate = self
      let root = UIView(frame: CGRect(origin: .zero, size: size))
      root.backgroundColor = DemoStyle.background
      root.addSubview(carousel)
      view = root
    }

    /// Not supported: the demos build their views in code.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// Twelve animals.
    public func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { Self.animals.count }

    /// A tile with the animal's character, its English name and its number.
    public func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: "animal", for: indexPath)
      cell.backgroundColor = DemoStyle.tile(indexPath.item)
      let white = DemoStyle.color(0xFFFFFF)
      if cell.contentView.subviews.isEmpty {
        cell.contentView.addSubview(
          DemoStyle.label("", size: 110, bold: true, color: white, alignment: .center))
        cell.contentView.addSubview(
          DemoStyle.label("", size: 22, bold: true, color: white, alignment: .center))
        cell.contentView.addSubview(DemoStyle.label("", size: 12, color: white))
      }
      let (glyph, english) = Self.animals[indexPath.item % Self.animals.count]
      let labels = cell.contentView.subviews.compactMap { $0 as? UILabel }
      // A new cell has no size yet: lay its labels out at the item's.
      let size =
        collectionView.layoutAttributesForItem(at: indexPath)?.frame.size ?? cell.bounds.size
      let width = size.width
      let height = size.height
      labels[0].text = glyph
      labels[0].frame = CGRect(x: 0, y: 60, width: width, height: height - 120)
      labels[1].text = english
      labels[1].frame = CGRect(x: 0, y: height - 70, width: width, height: 40)
      labels[2].text = "\(indexPath.item + 1) / 12"
      labels[2].frame = CGRect(x: 16, y: 12, width: 100, height: 24)
      return cell
    }
  }
#endif
