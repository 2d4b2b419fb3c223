import Foundation
import SwipeCore
import SwipeLayouts

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// `UICollectionViewCompositionalLayout`'s model, solved anywhere Swift runs.
///
/// Sections come from a section provider (a closure per section index, as
/// `UICollectionViewCompositionalLayout(sectionProvider:)`); each repeats its group for its
/// items. The layout solves every frame per DESIGN.md §9b and answers rect queries in
/// O(log n + k). Scrolling state that does not change the layout — the content offset that
/// pinned headers follow, and each orthogonal section's own offset — is set separately and
/// never triggers a re-solve. Measured sizes for estimated dimensions re-lay out only what
/// follows the measured element.
///
/// ```swift
/// let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
/// let group = LayoutGroup.horizontal(
///   size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
///   repeating: .item(item), count: 3)
/// let layout = try CompositionalLayout(
///   containerSize: CGSize(width: 375, height: 812), numberOfItems: [30]
/// ) { _, _ in LayoutSection(group: group, interGroupSpacing: 8) }
/// layout.elements(in: CGRect(x: 0, y: 0, width: 375, height: 812))
/// ```
///
/// Coordinates are content coordinates with the origin at the top-left of the content;
/// orthogonal sections' frames include their current orthogonal offset. A horizontally
/// scrolling layout is solved as the transpose of a vertical one, and a right-to-left layout
/// as the mirror of a left-to-right one, so every rule holds in all four combinations.
public struct CompositionalLayout: Sendable {
  /// Inter-section spacing, scroll direction and layout direction.
  public let configuration: CompositionalLayoutConfiguration
  /// The collection view's size.
  public let containerSize: CGSize
  /// The container in solved space (transposed for horizontal scrolling).
  let solvedContainer: LayoutBox
  var sections: [SolvedSection]
  /// Each section's top in solved space.
  var origins: [Double] = []
  /// Running extremes of the sections' drawn extents (see ``SolvedSection/reachLow``).
  var sectionReachLow: [Double] = []
  var sectionReachHigh: [Double] = []
  /// Where each section's supplementaries and decorations start in the layout's lists.
  var supplementaryBase: [Int] = []
  var decorationBase: [Int] = []
  /// The solved content length along the scroll axis.
  var solvedLength = 0.0
  /// The content offset pinned boundary items follow.
  public private(set) var contentOffset = CGPoint.zero
  /// The scroll view's adjusted content inset: pinned items stay inside it (below a navigation
  /// bar, for instance).
  public private(set) var adjustedContentInset = Insets.zero
  /// Each section's orthogonal offset (logical: from the leading edge; 0 when not orthogonal).
  public private(set) var orthogonalOffsets: [Double]
  /// Items plus template slots of every section, against ``elementBudget``.
  var elementCount = 0
  /// The most elements the layout may hold (`InputLimits.maximumElements`).
  let elementBudget: Int

  /// Solves a layout.
  ///
  /// Every value is checked before anything is solved (DESIGN.md §9c): lengths are finite and at
  /// most 10¹² pt in magnitude (negative only where UIKit accepts it: content insets,
  /// `interGroupSpacing`, `interSectionSpacing`, anchor offsets), groups nest at most
  /// ``LayoutGroup/maximumNestingDepth`` levels, and the items plus the groups' slots (nested
  /// `count`s multiplied out) number at most `InputLimits.maximumElements`. While solving, a
  /// repeating group that would take the layout past that budget, or a derived length (a group,
  /// a section, the content) past 10¹² pt, is an error too; the work done is bounded by them.
  ///
  /// - Parameters:
  ///   - configuration: The layout-wide settings: scroll direction, spacing between sections
  ///     and layout direction.
  ///   - containerSize: The collection view's size (finite, ≥ 0).
  ///   - numberOfItems: Each section's item count (≥ 0); its count is the number of sections.
  ///   - sectionProvider: The section for an index, as `UICollectionViewCompositionalLayout`'s.
  /// - Throws: `LayoutError` naming the first invalid value (`sections[2].group.subitems`,
  ///   `containerSize`, …) and, for a budget, the limit.
  public init(
    configuration: CompositionalLayoutConfiguration = CompositionalLayoutConfiguration(),
    containerSize: CGSize, numberOfItems: [Int],
    sectionProvider: (Int, LayoutEnvironment) -> LayoutSection
  ) throws(LayoutError) {
    try self.init(
      configuration: configuration, containerSize: containerSize, numberOfItems: numberOfItems,
      elementBudget: InputLimits.maximumElements, sectionProvider: sectionProvider)
  }

  /// Solves a layout within `elementBudget` elements (tests use small budgets to reach the
  /// limits without building millions of frames).
  init(
    configuration: CompositionalLayoutConfiguration = CompositionalLayoutConfiguration(),
    containerSize: CGSize, numberOfItems: [Int], elementBudget: Int,
    sectionProvider: (Int, LayoutEnvironment) -> LayoutSection
  ) throws(LayoutError) {
    let width = Double(containerSize.width)
    let height = Double(containerSize.height)
    let limit = InputLimits.maximumMagnitude
    guard width.isFinite, height.isFinite, width >= 0, height >= 0, width <= limit,
      height <= limit
    else {
      throw LayoutError(
        path: "containerSize",
        problem: "must be finite, ≥ 0 and ≤ 1e12 (the length limit), got \(width) × \(height)")
    }
    try requireLength(configuration.interSectionSpacing, at: "interSectionSpacing", negative: true)
    let environment = LayoutEnvironment(
      containerSize: containerSize, layoutDirection: configuration.layoutDirection)
    let transposed = configuration.scrollDirection == .horizontal
    var sections: [SolvedSection] = []
    sections.reserveCapacity(numberOfItems.count)
    var elements = 0
    for (index, count) in numberOfItems.enumerated() {
      guard count >= 0 else {
        throw LayoutError(path: "sections[\(index)].items", problem: "must be ≥ 0, got \(count)")
      }
      let section = sectionProvider(index, environment)
      try section.validate(at: "sections[\(index)]", scrollDirection: configuration.scrollDirection)
      let slots = try section.checkBudgets(
        in: containerSize, scrollDirection: configuration.scrollDirection,
        budget: elementBudget, at: "sections[\(index)]")
      elements = min(elements, elementBudget) + min(count, Int.max / 4) + slots
      try Self.requireElements(elements, budget: elementBudget, at: "sections[\(index)].items")
      sections.append(
        SolvedSection(model: transposed ? section.transposed : section, itemCount: count))
    }
    self.configuration = configuration
    self.containerSize = containerSize
    solvedContainer =
      transposed ? LayoutBox(width: height, height: width) : LayoutBox(width: width, height: height)
    self.sections = sections
    orthogonalOffsets = Array(repeating: 0, count: sections.count)
    self.elementBudget = elementBudget
    elementCount = sections.reduce(0) { $0 + $1.itemCount }
    for index in self.sections.indices {
      let budget = elementBudget - elementCount
      self.sections[index].solve(container: solvedContainer, slotBudget: budget)
      try checkSolved(index)
      elementCount += self.sections[index].template.items.count
    }
    updateOrigins()
    try requireContentLength()
  }

  /// Checks what solving section `index` derived: its template within the element budget, its
  /// lengths within the length limit.
  func checkSolved(_ index: Int) throws(LayoutError) {
    if sections[index].template.exceededBudget {
      throw LayoutError(
        path: "sections[\(index)].group",
        problem: "repeats past \(elementBudget) elements in the layout (the element limit)")
    }
    let length = sections[index].longestLength
    guard length <= InputLimits.maximumMagnitude else {
      throw LayoutError(
        path: "sections[\(index)]", problem: "is \(length) pt long, past the 1e12 pt length limit")
    }
  }

  /// Checks the whole content's length against the length limit.
  func requireContentLength() throws(LayoutError) {
    guard solvedLength.isFinite, solvedLength <= InputLimits.maximumMagnitude else {
      throw LayoutError(
        path: "sections",
        problem: "make the content \(solvedLength) pt long, past the 1e12 pt length limit")
    }
  }

  static func requireElements(_ count: Int, budget: Int, at path: @autoclosure () -> String)
    throws(LayoutError)
  {
    guard count <= budget else {
      throw LayoutError(
        path: path(),
        problem:
          "takes the layout past \(budget) elements (items plus group slots, nested counts "
          + "multiplied out: the element limit)")
    }
  }

  /// Solves a layout from a list of sections, one per entry of `numberOfItems`.
  public init(
    configuration: CompositionalLayoutConfiguration = CompositionalLayoutConfiguration(),
    containerSize: CGSize, sections: [LayoutSection], numberOfItems: [Int]
  ) throws(LayoutError) {
    guard sections.count == numberOfItems.count else {
      throw LayoutError(
        path: "sections",
        problem: "\(sections.count) sections but \(numberOfItems.count) item counts")
    }
    try self.init(
      configuration: configuration, containerSize: containerSize, numberOfItems: numberOfItems
    ) { index, _ in sections[index] }
  }

  /// Recomputes the section origins, the section search arrays and the list bases: O(sections),
  /// no section is laid out again.
  mutating func updateOrigins() {
    let count = sections.count
    origins = Array(repeating: 0, count: count)
    sectionReachLow = Array(repeating: 0, count: count)
    sectionReachHigh = Array(repeating: 0, count: count)
    supplementaryBase = Array(repeating: 0, count: count)
    decorationBase = Array(repeating: 0, count: count)
    var cursor = 0.0
    var supplementaries = 0
    var decorations = 0
    var runningHigh = -Double.infinity
    for index in 0..<count {
      if index > 0 { cursor += configuration.interSectionSpacing }
      origins[index] = cursor
      // Fields are read in place: copying a whole section would retain each of its arrays.
      runningHigh = max(runningHigh, cursor + sections[index].extentHigh)
      sectionReachHigh[index] = runningHigh
      sectionReachLow[index] = cursor + sections[index].extentLow
      supplementaryBase[index] = supplementaries
      decorationBase[index] = decorations
      supplementaries += sections[index].boundary.count + sections[index].anchored.count
      decorations += sections[index].decorations.count
      cursor += sections[index].height
    }
    var runningLow = Double.infinity
    for index in stride(from: count - 1, through: 0, by: -1) {
      runningLow = min(runningLow, sectionReachLow[index])
      sectionReachLow[index] = runningLow
    }
    solvedLength = max(cursor, 0)
  }

  // MARK: - Size and counts

  /// The size of everything the layout places (orthogonal sections count their visible band).
  public var contentSize: CGSize {
    let size = CGSize(width: solvedContainer.width, height: solvedLength)
    return isTransposed ? size.transposed : size
  }

  /// How many sections there are.
  public var numberOfSections: Int { sections.count }

  /// How many items `section` has (0 for a section that does not exist).
  public func numberOfItems(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].itemCount : 0
  }

  var isTransposed: Bool { configuration.scrollDirection == .horizontal }
  var isRightToLeft: Bool { configuration.layoutDirection == .rightToLeft }

  // MARK: - Scrolling state

  /// Sets the content offset pinned headers and footers follow, and the scroll view's adjusted
  /// content inset they stay inside; nothing is laid out again. Non-finite values are ignored.
  public mutating func setContentOffset(
    _ offset: CGPoint, adjustedContentInset inset: Insets = .zero
  ) {
    guard offset.x.isFinite, offset.y.isFinite else { return }
    contentOffset = offset
    adjustedContentInset = inset.sanitized
  }

  /// Sets an orthogonal section's offset: logical, from its leading edge (a non-finite value or
  /// a section that does not scroll orthogonally is ignored; the value is not clamped, so a
  /// bounce shows). Nothing is laid out again.
  public mutating func setOrthogonalOffset(_ offset: Double, forSection section: Int) {
    guard offset.isFinite, sections.indices.contains(section), sections[section].isOrthogonal
    else { return }
    orthogonalOffsets[section] = offset
  }

  /// The content length of an orthogonal section's own scroll view (nil when it does not
  /// scroll orthogonally).
  public func orthogonalContentLength(forSection section: Int) -> Double? {
    guard sections.indices.contains(section), sections[section].isOrthogonal else { return nil }
    return sections[section].orthogonalLength
  }

  // MARK: - Data changes

  /// Changes the item count of one section (a data source that changed its count): that section
  /// is solved again and the ones after it move.
  ///
  /// - Throws: `LayoutError` for a section that does not exist or a negative count.
  public mutating func setNumberOfItems(_ count: Int, inSection section: Int) throws(LayoutError) {
    guard sections.indices.contains(section) else {
      throw LayoutError(path: "section", problem: "no section \(section)")
    }
    guard count >= 0 else {
      throw LayoutError(path: "sections[\(section)].items", problem: "must be ≥ 0, got \(count)")
    }
    let others = elementCount - sections[section].itemCount - sections[section].template.items.count
    try Self.requireElements(
      others + count + sections[section].template.items.count, budget: elementBudget,
      at: "sections[\(section)].items")
    let previous = sections[section]
    sections[section].itemCount = count
    sections[section].measuredItems = sections[section].measuredItems.filter { $0.key < count }
    sections[section].solve(container: solvedContainer)
    do throws(LayoutError) {
      try checkSolved(section)
      updateOrigins()
      try requireContentLength()
    } catch {
      sections[section] = previous
      updateOrigins()
      throw error
    }
    elementCount = others + count + sections[section].template.items.count
  }

  /// Supplies the measured size of an item whose size has an estimated dimension: only that
  /// dimension changes, and only the item's group and what follows it are laid out again
  /// (later sections just move).
  ///
  /// - Throws: `LayoutError` for an item that does not exist or a size that is not finite
  ///   and ≥ 0.
  public mutating func setMeasuredSize(
    _ size: CGSize, forItem item: Int, inSection section: Int
  ) throws(LayoutError) {
    try Self.validateMeasured(size)
    guard sections.indices.contains(section), (0..<sections[section].itemCount).contains(item)
    else {
      throw LayoutError(path: "item", problem: "no item \(item) in section \(section)")
    }
    let solved = isTransposed ? size.transposed : size
    guard sections[section].measuredItems[item] != solved else { return }
    sections[section].measuredItems[item] = solved
    let group = sections[section].groupIndex(containing: item)
    sections[section].solve(container: solvedContainer, fromGroup: group)
    updateOrigins()
  }

  /// Supplies the measured size of a header or footer (by its index in the section's
  /// `boundarySupplementaryItems`) whose size has an estimated dimension.
  ///
  /// - Throws: `LayoutError` for an item that does not exist or a size that is not finite
  ///   and ≥ 0.
  public mutating func setMeasuredSize(
    _ size: CGSize, forBoundaryItem index: Int, inSection section: Int
  ) throws(LayoutError) {
    try Self.validateMeasured(size)
    guard sections.indices.contains(section),
      sections[section].model.boundarySupplementaryItems.indices.contains(index)
    else {
      throw LayoutError(
        path: "boundarySupplementaryItems", problem: "no item \(index) in section \(section)")
    }
    sections[section].measuredBoundary[index] = isTransposed ? size.transposed : size
    let isHeader = sections[section].model.boundarySupplementaryItems[index].alignment.isBefore
    sections[section].solve(
      container: solvedContainer, fromGroup: isHeader ? 0 : sections[section].groups.count)
    updateOrigins()
  }

  static func validateMeasured(_ size: CGSize) throws(LayoutError) {
    let width = Double(size.width)
    let height = Double(size.height)
    guard width.isFinite, height.isFinite, width >= 0, height >= 0 else {
      throw LayoutError(path: "size", problem: "must be finite and ≥ 0, got \(width) × \(height)")
    }
  }
}
