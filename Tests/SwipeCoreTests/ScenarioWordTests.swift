import SwipeCore
import SwipeScenario
import Testing

/// The words scenario files and the JSON output use for the engine's enums, which have no raw
/// values of their own: SCENARIOS.md's words, each case's Swift name, each naming one case.
@Suite("Scenario words")
struct ScenarioWordTests {
  @Test("Each enum's words are the contract's, in its order")
  func words() {
    #expect(Axis.words == ["horizontal", "vertical"])
    #expect(LayoutDirection.words == ["leftToRight", "rightToLeft"])
    #expect(TouchPhase.words == ["down", "move", "up", "cancel"])
    #expect(
      ScrollPhase.words == [
        "idle", "tracking", "dragging", "decelerating", "bouncing", "paging", "animating",
      ])
    #expect(RefreshPlacement.words == ["aboveHeader", "belowBar"])
    #expect(
      AccessibilityScrollDirection.words == ["left", "right", "up", "down", "next", "previous"])
    #expect(
      PageAppearance.words == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
  }

  @Test("A word names its case and nothing else does")
  func roundTrip() {
    func check<Word: ScenarioWord>(_: Word.Type) {
      #expect(Set(Word.words).count == Word.cases.count)
      for value in Word.cases { #expect(Word(word: value.word) == value) }
      #expect(Word(word: "") == nil)
      #expect(Word(word: Word.cases[0].word.uppercased()) == nil)
    }
    check(Axis.self)
    check(LayoutDirection.self)
    check(TouchPhase.self)
    check(ScrollPhase.self)
    check(RefreshPlacement.self)
    check(AccessibilityScrollDirection.self)
    check(PageAppearance.self)
  }

  @Test("A scenario file's unknown word is an error that lists the words")
  func unknownWord() throws {
    let node = JSONNode(root: .string("upward"))
    let error = #expect(throws: ScenarioError.self) { try node.choice(TouchPhase.self) }
    #expect(error?.description.contains(#"one of "down", "move", "up", "cancel""#) == true)
    #expect(try JSONNode(root: .string("rightToLeft")).choice(LayoutDirection.self) == .rightToLeft)
  }
}
