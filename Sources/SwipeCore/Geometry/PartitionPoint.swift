/// The first index in `range` for which `isAfter` holds, for a predicate that is false on a
/// prefix of the range and true on the rest (the range's end when it never holds): the binary
/// search behind every layout query and snap-anchor lookup.
///
/// Inlinable so that the layouts in other modules (SwipeLayouts, SwipeCompositional) get it
/// inlined with their predicate, as SwipeCore's own callers do: called across the module
/// boundary, the closure call made `swipe bench`'s `paging.snapTarget.1000` 1.8× slower.
///
/// - Complexity: O(log n) calls of `isAfter`.
@inlinable
@inline(__always)
package func partitionPoint(in range: Range<Int>, where isAfter: (Int) -> Bool) -> Int {
  var low = range.lowerBound
  var high = range.upperBound
  while low < high {
    let middle = low + (high - low) / 2
    if isAfter(middle) { high = middle } else { low = middle + 1 }
  }
  return low
}
