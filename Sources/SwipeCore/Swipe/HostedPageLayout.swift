import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// How a host lays out a page whose content is a view tree of its own (a SwiftUI page): which
/// scroll view in it scrolls the page, and how tall content that does not scroll is.
///
/// A page is one vertical scroll view to the container: its offset moves the header, its inset
/// holds the header's room. Content that scrolls by itself (SwiftUI's `List` and `ScrollView`
/// are UIKit scroll views inside the hosting view) is scrolled by that scroll view, which must
/// then be the page: ``pageScrollView(among:in:)`` picks it. Other content is put in a scroll
/// view the host owns, as tall as ``contentHeight(fillHeight:measure:)`` says.
public enum HostedPageLayout {
  /// How far, in points, a scroll view's frame may fall short of the content's edges and still
  /// fill it (frames are rounded to pixels).
  public static let fillTolerance = 0.5

  /// A scroll view found in a page's content, as the host sees it.
  public struct ScrollCandidate: Equatable, Sendable {
    /// Its frame in the coordinates of the content's root view.
    public var frame: CGRect
    /// Its `contentSize`.
    public var contentSize: CGSize
    /// How many views lie between the root and it: 0 for a subview of the root.
    public var depth: Int

    /// A candidate with the given frame, content size and depth.
    public init(frame: CGRect, contentSize: CGSize, depth: Int) {
      self.frame = frame
      self.contentSize = contentSize
      self.depth = depth
    }
  }

  /// The scroll view that scrolls the page, as an index into `candidates`; nil when none does
  /// (the content is laid out in a scroll view the host owns).
  ///
  /// The page's scroll view is the outermost candidate (the smallest `depth`; the first listed
  /// among equals) that fills `bounds`, the root's bounds, to within ``fillTolerance`` on every
  /// side, and does not scroll only sideways (content wider than its frame and no taller). A
  /// scroll view that leaves part of the page to other views (a title above a list) is not the
  /// page's: the container places the header over the top of the page's scroll view, which must
  /// be the whole page. A horizontal carousel is left to scroll inside the content.
  ///
  /// - Complexity: O(n) in the number of candidates; nothing allocates.
  public static func pageScrollView(among candidates: [ScrollCandidate], in bounds: CGRect)
    -> Int?
  {
    guard bounds.width > 0, bounds.height > 0, bounds.maxX.isFinite, bounds.maxY.isFinite else {
      return nil
    }
    var chosen: Int?
    for (index, candidate) in candidates.enumerated()
    where fills(candidate.frame, bounds) && !scrollsOnlySideways(candidate) {
      if let best = chosen, candidates[best].depth <= candidate.depth { continue }
      chosen = index
    }
    return chosen
  }

  /// The height of content that does not scroll by itself, found by measuring it: `measure`
  /// gives the content's height when offered a height (the width is the host's).
  ///
  /// Content is first offered an unbounded height (`Double.greatestFiniteMagnitude`): content
  /// with a height of its own answers with it, and that is its height. Flexible content (a
  /// `Color`, a `Spacer`, a `frame(maxHeight: .infinity)`) takes all it is offered: an answer
  /// that is not finite or reaches ``InputLimits/maximumMagnitude`` is no height of its own, so
  /// the content is offered `fillHeight` (the page's content area once the header has scrolled
  /// away, ``SwipeContainer/collapsedContentHeight``) and takes what it answers then: it fills
  /// the page below the pinned bar, or is as tall as its fixed parts need.
  ///
  /// - Returns: A finite height, at least 0.
  /// - Complexity: One measurement, two for flexible content.
  public static func contentHeight(fillHeight: Double, measure: (Double) -> Double) -> Double {
    let ideal = measure(.greatestFiniteMagnitude)
    if ownsHeight(ideal) { return max(ideal, 0) }
    let fill = fillHeight.isFinite ? max(fillHeight, 0) : 0
    let fitted = measure(fill)
    return ownsHeight(fitted) ? max(fitted, 0) : fill
  }

  /// Whether `height`, the content's answer to an unbounded proposal, is a height of its own.
  static func ownsHeight(_ height: Double) -> Bool {
    height.isFinite && height < InputLimits.maximumMagnitude
  }

  private static func fills(_ frame: CGRect, _ bounds: CGRect) -> Bool {
    let tolerance = CGFloat(fillTolerance)
    guard frame.minX.isFinite, frame.minY.isFinite, frame.maxX.isFinite, frame.maxY.isFinite
    else { return false }
    return frame.minX <= bounds.minX + tolerance && frame.minY <= bounds.minY + tolerance
      && frame.maxX >= bounds.maxX - tolerance && frame.maxY >= bounds.maxY - tolerance
  }

  private static func scrollsOnlySideways(_ candidate: ScrollCandidate) -> Bool {
    let tolerance = CGFloat(fillTolerance)
    return candidate.contentSize.width > candidate.frame.width + tolerance
      && candidate.contentSize.height <= candidate.frame.height + tolerance
  }
}
