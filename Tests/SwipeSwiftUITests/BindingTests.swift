#if os(Linux)
  import Foundation
  import SwiftUIStub
  import Testing

  /// The stub's `Binding` calls through; `State` shares one value between its copies.
  @Suite("Binding")
  struct BindingTests {
    /// A value that counts the accesses to it.
    final class Counter {
      var value = 0
      var reads = 0
      var writes: [Int] = []
    }

    @Test("A binding reads through its getter and writes through its setter, every time")
    func callsThrough() {
      let counter = Counter()
      let binding = Binding(
        get: {
          counter.reads += 1
          return counter.value
        },
        set: {
          counter.writes.append($0)
          counter.value = $0
        })
      #expect(binding.wrappedValue == 0)
      binding.wrappedValue = 3
      binding.wrappedValue = 3
      #expect(binding.wrappedValue == 3)
      #expect(counter.reads == 2)
      #expect(counter.writes == [3, 3], "an equal value is written again")
    }

    @Test("A constant binding keeps its value whatever is written")
    func constantIgnoresWrites() {
      let binding = Binding.constant(7)
      binding.wrappedValue = 1
      #expect(binding.wrappedValue == 7)
    }

    @Test("A member's binding writes the whole value back with that member changed")
    func dynamicMember() {
      struct Point {
        var x = 1
        var y = 2
      }
      let state = State(wrappedValue: Point())
      let x = state.projectedValue.x
      x.wrappedValue = 10
      #expect(state.wrappedValue.x == 10)
      #expect(state.wrappedValue.y == 2)
      #expect(state.writeCount == 1)
    }

    @Test("A state's binding writes where the state reads, and copies of the state share it")
    func stateSharesItsValue() {
      let state = State(initialValue: "a")
      let copy = state
      let binding = state.projectedValue
      binding.wrappedValue = "b"
      #expect(state.wrappedValue == "b")
      #expect(copy.wrappedValue == "b")
      copy.wrappedValue = "c"
      #expect(binding.wrappedValue == "c")
      #expect(state.writeCount == 2)
    }
  }
#endif
