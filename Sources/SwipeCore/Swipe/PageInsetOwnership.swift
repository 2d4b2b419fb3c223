/// How a container reads a change of a page's `contentInset` that it did not make.
///
/// A page's inset is the container's part (its reservation for the header and bar on top, the
/// short-content padding at the bottom, a refresh inset) plus the page owner's part (an app's
/// bottom inset, a refresh control's). The owner changes it in one of two ways, and UIKit's
/// setter looks the same for both:
///
/// - **It changes the inset it read** (`contentInset.bottom += 44`; a refresh header that saves
///   the inset and later restores it): every value keeps the container's part, and the owner's
///   part changes by the difference.
/// - **It assigns a whole inset of its own** (`contentInset = UIEdgeInsets(top: 0, left: 0,
///   bottom: 80, right: 0)`), not knowing the container's part: some edge it changed falls below
///   the container's part on that edge. The owner's part of every edge it changed becomes the
///   value it assigned.
///
/// The container's part stays either way: the header can always be shown again. Edges the owner
/// did not change keep their owner's part. An owner that assigns whole values no smaller than the
/// container's part on every edge it changes is read as changing what it read; one that takes
/// its part below zero on an edge (`contentInset.top -= 20` from nothing of its own) is read as
/// assigning a whole inset.
enum PageInsetOwnership {
  /// The owner's part of a page's inset after the page's view went from `known`, the inset the
  /// container last knew it to have, to `assigned`; `owner` is the owner's part in `known`.
  ///
  /// - Complexity: O(1).
  static func ownerInset(after assigned: Insets, known: Insets, owner: Insets) -> Insets {
    func isBelowContainersPart(_ edge: KeyPath<Insets, Double>) -> Bool {
      assigned[keyPath: edge] != known[keyPath: edge]
        && assigned[keyPath: edge] < known[keyPath: edge] - owner[keyPath: edge]
    }
    let whole =
      isBelowContainersPart(\.top) || isBelowContainersPart(\.left)
      || isBelowContainersPart(\.bottom) || isBelowContainersPart(\.right)
    func part(_ edge: KeyPath<Insets, Double>) -> Double {
      if assigned[keyPath: edge] == known[keyPath: edge] { return owner[keyPath: edge] }
      return whole
        ? assigned[keyPath: edge]
        : owner[keyPath: edge] + assigned[keyPath: edge] - known[keyPath: edge]
    }
    return Insets(
      top: part(\.top), left: part(\.left), bottom: part(\.bottom), right: part(\.right))
  }
}
