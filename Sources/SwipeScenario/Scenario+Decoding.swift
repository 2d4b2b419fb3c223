import Foundation
import SwipeCore
import SwipeLayouts

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension Scenario {
  /// The scene keys a scenario may use (exactly one of them).
  public static let sceneKeys = ["swipe", ScrollerScene.key, "carousel", CompositionalScene.key]

  /// Reads a scenario file, validating everything before anything runs.
  ///
  /// - Throws: ``ScenarioError`` naming the JSON path of the first problem.
  public static func decode(_ data: Data) throws(ScenarioError) -> Scenario {
    try decode(JSONNode(root: JSONValue.parse(data)))
  }

  /// Reads a parsed scenario document.
  public static func decode(_ root: JSONNode) throws(ScenarioError) -> Scenario {
    let object = try root.object(
      allowing: Set(["viewport", "frameRate", "events", "sample", "host", "report"] + sceneKeys))
    let viewportNode = try object.required("viewport")
    let viewport = try viewportNode.size(allowing: ["safeArea"])
    let safeArea = try viewportNode.safeArea(in: viewport)
    let frameRate =
      try object.optional("frameRate")?.number(in: InputLimits.frameRates, unit: " Hz") ?? 120
    let present = sceneKeys.filter(object.contains)
    guard present.count == 1, let key = present.first else {
      let problem =
        present.isEmpty
        ? "needs exactly one scene: \(sceneKeys.joined(separator: ", "))"
        : "has more than one scene: \(present.joined(separator: ", "))"
      throw root.error(problem)
    }
    let hostNode = object.optional("host")
    let host =
      try hostNode.map { node throws(ScenarioError) in
        ScenarioHost(rawValue: try node.choice(ScenarioHost.allCases.map(\.rawValue))) ?? .engine
      } ?? .engine
    if host == .uikit, key != SwipeScene.key, let hostNode {
      throw hostNode.error("the uikit host plays swipe scenes only")
    }
    var budget = ElementBudget()
    let scene = try decodeScene(
      key: key, node: object.required(key), viewport: viewport, budget: &budget
    ).placed(in: safeArea, at: viewportNode.child("safeArea"))
    let sampling = try Sampling.decode(object.required("sample"))
    var events: [ScenarioEvent] = []
    for node in try object.optional("events")?.array() ?? [] {
      events.append(contentsOf: try ScenarioEvent.decodeAll(node, scene: scene, budget: &budget))
    }
    try scene.validateTimeline(events, viewport: viewport)
    var scenario = Scenario(
      viewport: viewport, frameRate: frameRate, scene: scene, events: events, sampling: sampling,
      host: host)
    for node in try object.optional("report")?.array() ?? [] {
      _ = try node.choice(["writes"])
      scenario.reportsWrites = true
    }
    return scenario
  }

  static func decodeScene(
    key: String, node: JSONNode, viewport: CGSize, budget: inout ElementBudget
  ) throws(ScenarioError) -> Scene {
    switch key {
    case SwipeScene.key: return .swipe(try SwipeScene.decode(node, budget: &budget))
    case ScrollerScene.key: return .scroller(try ScrollerScene.decode(node))
    case CarouselScene.key: return .carousel(try CarouselScene.decode(node, budget: &budget))
    // A compositional layout checks its own element budget (items plus group slots).
    case CompositionalScene.key:
      return .compositional(try CompositionalScene.decode(node, viewport: viewport))
    default: throw node.error("unknown scene \"\(key)\"")
    }
  }
}

extension Sampling {
  /// The longest simulated time: ten minutes (`InputLimits.maximumDuration`).
  public static let maximumDuration = InputLimits.maximumDuration
  /// The most samples a scenario may ask for (`InputLimits.maximumSamples`).
  public static let maximumCount = InputLimits.maximumSamples

  static func decode(_ node: JSONNode) throws(ScenarioError) -> Sampling {
    let object = try node.object(allowing: ["every", "until", "at"])
    if let at = object.optional("at") {
      guard !object.contains("every"), !object.contains("until") else {
        throw node.error("use either \"at\" or \"every\"/\"until\"")
      }
      var times: [TimeInterval] = []
      let elements = try at.array()
      guard elements.count <= maximumCount else {
        throw at.error("must hold at most \(maximumCount) times, got \(elements.count)")
      }
      for element in elements {
        times.append(try element.seconds())
      }
      guard !times.isEmpty else { throw at.error("must not be empty") }
      return .at(times)
    }
    let everyNode = try object.required("every")
    let every = try everyNode.seconds()
    guard every > 0 else { throw everyNode.error("must be > 0, got \(every.messageText)") }
    let until = try object.required("until").seconds()
    guard until / every < Double(maximumCount) else {
      throw node.error("asks for more than \(maximumCount) samples")
    }
    return .every(every, until: until)
  }
}

extension ScenarioEvent {
  /// How long a `tap` call's finger stays down.
  static let tapDuration = 0.05

  /// The event at `node`, or for a `tap` call (swipe scenes) the finger's down and its up
  /// `tapDuration` later, without moving.
  static func decodeAll(_ node: JSONNode, scene: Scene, budget: inout ElementBudget)
    throws(ScenarioError) -> [ScenarioEvent]
  {
    guard case .object(let fields) = node.value, case .string("tap") = fields["call"] else {
      return [try decode(node, scene: scene, budget: &budget)]
    }
    let object = try node.object(allowing: ["t", "call", "x", "y"])
    guard scene.key == SwipeScene.key else {
      throw try object.required("call").error("\"tap\" is not available in \(scene.key) scenes")
    }
    let time = try object.required("t").seconds()
    let point = CGPoint(x: try object.required("x").number(), y: try object.required("y").number())
    return [
      ScenarioEvent(time: time, action: .touch(.down, point), path: node.path),
      ScenarioEvent(time: time + tapDuration, action: .touch(.up, nil), path: node.path),
    ]
  }

  static let touchKeys: Set<String> = ["t", "touch", "x", "y", "finger"]
  static let callKeys: Set<String> = [
    "t", "call", "index", "animated", "x", "y", "pages", "height", "value", "width", "page",
    "section", "item", "direction", "top", "bottom", "dy",
  ]

  static func decode(_ node: JSONNode, scene: Scene, budget: inout ElementBudget)
    throws(ScenarioError) -> ScenarioEvent
  {
    guard case .object(let fields) = node.value else {
      throw node.error("must be an object, got \(node.value.typeName)")
    }
    let kinds = ["touch", "drag", "fling", "scroll", "call"].filter { fields[$0] != nil }
    guard kinds.count == 1, let kind = kinds.first else {
      throw node.error(
        "needs exactly one of \"touch\", \"drag\", \"fling\", \"scroll\", \"call\"")
    }
    let allowed: Set<String> =
      switch kind {
      case "touch": touchKeys
      case "call": callKeys
      default: ["t", kind]
      }
    let object = try node.object(allowing: allowed)
    let time = try object.required("t").seconds()
    let action: ScenarioAction
    switch kind {
    case "touch":
      let phaseNode = try object.required("touch")
      let phase = try phaseNode.choice(TouchPhase.self)
      var point: CGPoint?
      if phase == .down || phase == .move {
        point = CGPoint(
          x: try object.required("x").number(), y: try object.required("y").number())
      }
      var finger = 1
      if let node = object.optional("finger") {
        guard scene.key == SwipeScene.key else {
          throw node.error("is for swipe scenes only")
        }
        finger = try node.integer(in: 1...2)
      }
      action = .touch(phase, point, finger: finger)
    case "drag":
      action = .drag(try DragGesture.decode(object.required("drag")))
    case "scroll":
      guard scene.key == SwipeScene.key else {
        throw try object.required("scroll").error("is for swipe scenes only")
      }
      action = .scroll(try DragGesture.decodeScroll(object.required("scroll")))
    case "fling" where scene.key == CompositionalScene.key:
      action = try CompositionalScene.decodeFling(object.required("fling"))
    case "fling":
      let fling = try object.required("fling").object(allowing: ["vx", "vy"])
      action = .fling(
        vx: try fling.number("vx", default: 0), vy: try fling.number("vy", default: 0))
    default:
      action = .call(try ScenarioCall.decode(object, scene: scene, budget: &budget))
    }
    return ScenarioEvent(time: time, action: action, path: node.path)
  }
}

extension DragGesture {
  /// `{"at": [x, y], "dx": 0, "dy": -400, "duration": 0.3}`: the pointer at `at`, the content
  /// moved by (`dx`, `dy`), as a drag from `at` by that much with no hold.
  static func decodeScroll(_ node: JSONNode) throws(ScenarioError) -> DragGesture {
    let object = try node.object(allowing: ["at", "dx", "dy", "duration"])
    let at = try object.required("at").point()
    let dx = try object.number("dx", default: 0)
    let dy = try object.number("dy", default: 0)
    return DragGesture(
      from: at, to: CGPoint(x: at.x + dx, y: at.y + dy),
      duration: try object.required("duration").seconds())
  }

  static func decode(_ node: JSONNode) throws(ScenarioError) -> DragGesture {
    let object = try node.object(allowing: ["from", "to", "duration", "hold"])
    return DragGesture(
      from: try object.required("from").point(),
      to: try object.required("to").point(),
      duration: try object.required("duration").seconds(),
      hold: try object.optional("hold")?.seconds() ?? 0)
  }
}

extension ScenarioCall {
  static func decode(_ object: JSONObject, scene: Scene, budget: inout ElementBudget)
    throws(ScenarioError) -> ScenarioCall
  {
    let nameNode = try object.required("call")
    let name = try nameNode.string()
    let call: ScenarioCall
    switch name {
    case "setContentOffset":
      call = .setContentOffset(
        x: try object.number("x", default: 0), y: try object.number("y", default: 0),
        animated: try object.bool("animated", default: false))
    case "scrollToItem" where scene.key == CompositionalScene.key:
      call = try CompositionalScene.decodeScrollToItem(object)
    case "scrollToItem", "scrollToPage":
      let index = try object.required("index").integer(in: 0...Int.max)
      let animated = try object.bool("animated", default: true)
      call =
        name == "scrollToItem"
        ? .scrollToItem(index: index, animated: animated)
        : .scrollToPage(index: index, animated: animated)
    case "reloadData":
      var pages: [SwipeScene.Page]?
      if let node = object.optional("pages") {
        pages = try SwipeScene.decodePages(node, budget: &budget)
      }
      call = .reloadData(pages: pages)
    case "setHeader", "setBar":
      guard object.contains("height") else {
        throw ScenarioError(
          path: object.node.child("height"), problem: "is required (null removes it)")
      }
      let height = try object.optional("height")?.number(atLeast: 0)
      call = name == "setHeader" ? .setHeader(height: height) : .setBar(height: height)
    case "setTopInset":
      call = .setTopInset(try object.required("value").number(atLeast: 0))
    case "resize":
      call = .resize(
        CGSize(
          width: try object.required("width").number(atLeast: 0),
          height: try object.required("height").number(atLeast: 0)))
    case "beginRefreshing", "endRefreshing", "endLoadingMore", "setNoMoreData":
      let page = try object.required("page").integer(in: 0...Int.max)
      call =
        switch name {
        case "beginRefreshing": .beginRefreshing(page: page)
        case "endRefreshing": .endRefreshing(page: page)
        case "endLoadingMore": .endLoadingMore(page: page)
        default: .setNoMoreData(page: page)
        }
    case "accessibilityScroll":
      call = .accessibilityScroll(
        try object.required("direction").choice(AccessibilityScrollDirection.self))
    case "selectTab":
      call = .selectTab(index: try object.required("index").integer(in: 0...Int.max))
    case "tapStatusBar":
      call = .tapStatusBar
    case "setPageContentInset":
      call = .setPageContentInset(
        page: try object.required("page").integer(in: 0...Int.max),
        top: try object.number("top", default: 0), bottom: try object.number("bottom", default: 0))
    case "correctOffset":
      call = .correctOffset(
        page: try object.required("page").integer(in: 0...Int.max),
        dy: try object.required("dy").number())
    default:
      throw nameNode.error("unknown call \"\(name)\"")
    }
    try scene.validate(call, at: nameNode)
    return call
  }
}

extension Scene {
  /// Checks that this scene accepts `call`.
  func validate(_ call: ScenarioCall, at node: JSONNode) throws(ScenarioError) {
    let accepted: Bool =
      switch (self, call) {
      case (.scroller, .setContentOffset), (.scroller, .resize): true
      case (.scroller, _): false
      case (.swipe, .scrollToPage), (.swipe, .scrollToSectionItem), (.swipe, .flingSection):
        false
      case (.swipe, _): true
      case (.carousel, .scrollToPage): true
      case (.carousel, _): false
      case (.compositional, .setContentOffset), (.compositional, .scrollToSectionItem),
        (.compositional, .flingSection):
        true
      case (.compositional, _): false
      }
    guard accepted else {
      throw node.error("\"\(call.name)\" is not available in \(key) scenes")
    }
  }

  /// Checks what depends on the order of events: page indices against the page count at that
  /// time (a `reloadData` may change it).
  func validateTimeline(_ events: [ScenarioEvent], viewport: CGSize) throws(ScenarioError) {
    if case .compositional(let scene) = self { return try scene.validate(events) }
    if case .carousel(let scene) = self {
      let pages = Carousel(configuration: scene.configuration, viewport: viewport).pageCount
      for event in events {
        guard case .call(.scrollToPage(let index, _)) = event.action, index >= pages else {
          continue
        }
        throw ScenarioError(
          path: "\(event.path).index", problem: "must be < \(pages) (the page count), got \(index)")
      }
      return
    }
    guard case .swipe(let scene) = self else { return }
    var count = scene.pages.count
    let ordered = events.enumerated().sorted {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }
    for (_, event) in ordered {
      guard case .call(let call) = event.action else { continue }
      let index: Int
      let key: String
      switch call {
      case .reloadData(let pages):
        count = pages?.count ?? count
        continue
      case .scrollToItem(let value, _), .selectTab(let value):
        (index, key) = (value, "index")
      case .beginRefreshing(let page), .endRefreshing(let page), .endLoadingMore(let page),
        .setNoMoreData(let page), .setPageContentInset(let page, _, _), .correctOffset(let page, _):
        (index, key) = (page, "page")
      default:
        continue
      }
      if index >= count {
        throw ScenarioError(
          path: "\(event.path).\(key)",
          problem: "must be < \(count) (the page count at that time), got \(index)")
      }
    }
  }
}

extension JSONNode {
  /// `{"width": w, "height": h}` with non-negative finite sides.
  public func size(allowing others: Set<String> = []) throws(ScenarioError) -> CGSize {
    let object = try object(allowing: others.union(["width", "height"]))
    return CGSize(
      width: try object.required("width").number(atLeast: 0),
      height: try object.required("height").number(atLeast: 0))
  }

  /// `[x, y]`.
  public func point() throws(ScenarioError) -> CGPoint {
    let elements = try array()
    guard elements.count == 2 else { throw error("must be [x, y]") }
    return CGPoint(x: try elements[0].number(), y: try elements[1].number())
  }

  /// `{"top": t, "left": l, "bottom": b, "right": r}`, each optional.
  public func insets() throws(ScenarioError) -> Insets {
    let object = try object(allowing: ["top", "left", "bottom", "right"])
    return Insets(
      top: try object.number("top", default: 0), left: try object.number("left", default: 0),
      bottom: try object.number("bottom", default: 0),
      right: try object.number("right", default: 0))
  }
}

extension ScrollerScene {
  static func decode(_ node: JSONNode) throws(ScenarioError) -> ScrollerScene {
    let object = try node.object(allowing: [
      "axis", "contentSize", "contentInset", "initialOffset", "pagingEnabled",
      "decelerationRate", "bounces", "alwaysBounce",
    ])
    var scene = ScrollerScene(
      axis: try object.optional("axis")?.choice(Axis.self) ?? .vertical,
      contentSize: try object.required("contentSize").size())
    scene.contentInset = try object.optional("contentInset")?.insets() ?? .zero
    scene.initialOffset = try object.number("initialOffset", default: 0)
    scene.pagingEnabled = try object.bool("pagingEnabled", default: false)
    scene.bounces = try object.bool("bounces", default: true)
    scene.alwaysBounce = try object.bool("alwaysBounce", default: false)
    if let rate = object.optional("decelerationRate") {
      scene.decelerationRate = try DecelerationRate.decode(rate)
    }
    return scene
  }
}

extension DecelerationRate {
  static func decode(_ node: JSONNode) throws(ScenarioError) -> DecelerationRate {
    if case .number = node.value {
      let value = try node.number()
      guard value >= 0.01, value <= 0.9999 else {
        throw node.error("must be in 0.01...0.9999, got \(value)")
      }
      return .custom(value)
    }
    return try node.choice(["normal", "fast"]) == "fast" ? .fast : .normal
  }
}
