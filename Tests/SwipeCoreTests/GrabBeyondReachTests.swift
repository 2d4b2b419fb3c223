import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore

/// DESIGN §4: a grab beyond the rubber band's reach (content a reload shrank under a motion, a
/// bounce thrown further out than a drag's band shows) keeps the content where it is; the drag
/// moves it no further out, and back towards the range no faster than the finger, until the band
/// can show it again and takes over.
@Suite("Grabbing content beyond the rubber band's reach")
struct GrabBeyondReachTests {
  static let size = CGSize(width: 390, height: 844)

  /// A scroller of 8,000 pt content decelerating down it after a fling, whose content then
  /// shrinks to 1,200 pt (a shorter result arrived): about 1,500 pt past its new end, bouncing
  /// back. (Content shorter than the view could not be dragged at all: UIKit's pan fails and
  /// the bounce goes on.)
  static func shrunk() -> Scroller {
    var scroller = Scroller(
      axis: .vertical, boundsSize: size, contentSize: CGSize(width: 390, height: 8000))
    var ignore = IgnoringScrollerDelegate()
    scroller.fling(velocity: 4000, at: 0, delegate: &ignore)
    scroller.advance(to: 0.6, delegate: &ignore)
    scroller.setContentSize(CGSize(width: 390, height: 1200), delegate: &ignore)
    scroller.advance(to: 0.62, delegate: &ignore)
    return scroller
  }

  @Test("The grab and every move after it move the content no more than the finger")
  func noJump() {
    var scroller = Self.shrunk()
    var ignore = IgnoringScrollerDelegate()
    let grabbed = scroller.offset
    #expect(grabbed > scroller.maximumOffset + 844, "beyond any overshoot the band shows")
    scroller.touchDown(at: CGPoint(x: 195, y: 400), at: 0.62, delegate: &ignore)
    #expect(scroller.offset == grabbed, "a touch stops it where it is")
    // Past the slop, up (further out): the content does not move.
    var y = 400.0
    var last = scroller.offset
    var time = 0.62
    for _ in 0..<10 {
      y -= 12
      time += 1.0 / 120
      scroller.touchMoved(to: CGPoint(x: 195, y: y), at: time, delegate: &ignore)
      #expect(scroller.offset <= grabbed + 1e-9, "no further out")
      #expect(abs(scroller.offset - last) <= 12 + 1e-9)
      last = scroller.offset
    }
    #expect(scroller.isDragging)
    // Down (back towards the range), 3,000 pt in 12 pt steps: never faster than the finger,
    // point for point until the band's reach, slower under the band past it.
    var fastest = 0.0
    var slowedByTheBand = false
    for _ in 0..<250 {
      y += 12
      time += 1.0 / 120
      scroller.touchMoved(to: CGPoint(x: 195, y: y), at: time, delegate: &ignore)
      let step = abs(scroller.offset - last)
      fastest = max(fastest, step)
      if last < scroller.maximumOffset + scroller.grabReach, step < 11 { slowedByTheBand = true }
      last = scroller.offset
    }
    #expect(fastest <= 12 + 1e-9)
    #expect(slowedByTheBand)
    scroller.touchUp(at: time, delegate: &ignore)
    scroller.advance(to: time + 3, delegate: &ignore)
    #expect(scroller.offset >= scroller.minimumOffset && scroller.offset <= scroller.maximumOffset)
  }

  @Test("Below the top edge the same, mirrored; within reach the band's inverse as before")
  func lowerEdgeAndWithinReach() {
    var ignore = IgnoringScrollerDelegate()
    var scroller = Scroller(
      axis: .vertical, boundsSize: Self.size, contentSize: CGSize(width: 390, height: 4000))
    scroller.touchDown(at: CGPoint(x: 195, y: 300), at: 0, delegate: &ignore)
    scroller.touchMoved(to: CGPoint(x: 195, y: 320), at: 0.01, delegate: &ignore)
    scroller.setContentOffset(-1500, animated: false, at: 0.02, delegate: &ignore)
    scroller.touchMoved(to: CGPoint(x: 195, y: 400), at: 0.03, delegate: &ignore)
    #expect(scroller.offset == -1500, "further out: held")
    scroller.touchMoved(to: CGPoint(x: 195, y: 300), at: 0.04, delegate: &ignore)
    // Absolute, as the band is: the 80 pt the finger went further out moved nothing, and the
    // 100 pt back bring the content back by the 20 pt past the point it was placed at.
    #expect(abs(scroller.offset - -1480) < 1e-9, "back: no faster than the finger")
    // Within reach: a grab of a bounce 100 pt out keeps it there and moves under the band.
    var bounce = Scroller(
      axis: .vertical, boundsSize: Self.size, contentSize: CGSize(width: 390, height: 4000))
    bounce.touchDown(at: CGPoint(x: 195, y: 300), at: 0, delegate: &ignore)
    bounce.touchMoved(to: CGPoint(x: 195, y: 320), at: 0.01, delegate: &ignore)
    bounce.touchMoved(to: CGPoint(x: 195, y: 520), at: 0.02, delegate: &ignore)
    bounce.touchUp(at: 0.03, delegate: &ignore)
    bounce.advance(to: 0.05, delegate: &ignore)
    let shown = bounce.offset
    bounce.touchDown(at: CGPoint(x: 195, y: 300), at: 0.05, delegate: &ignore)
    bounce.touchMoved(to: CGPoint(x: 195, y: 320), at: 0.06, delegate: &ignore)
    bounce.touchMoved(to: CGPoint(x: 195, y: 321), at: 0.07, delegate: &ignore)
    let raw = RubberBand.unclamp(shown, lower: 0, upper: 4000 - 844, dimension: 844) - 1
    let expected = RubberBand.clamp(raw, lower: 0, upper: 4000 - 844, dimension: 844)
    #expect(abs(bounce.offset - expected) < 1e-6)
  }
}
