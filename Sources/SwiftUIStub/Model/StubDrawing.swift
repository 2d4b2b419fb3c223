#if os(Linux)
  import Foundation

  /// A view that draws itself in the stub's drawing model; every other view draws its `body`,
  /// and a primitive view that is not one draws nothing there (a `List` or a `ScrollView` is
  /// shown in a UIKit scroll view, a representable is its own UIKit view).
  @MainActor package protocol StubDrawable {
    /// Draws the view in `rect` (its hosting view's coordinates).
    func stubDraw(in rect: CGRect, into drawing: inout StubDrawing)
  }

  /// What a hosting view's content draws: fills and lines of text at frames in its coordinates,
  /// in order, for the Linux gallery to show a SwiftUI screen. The hosting view makes them
  /// UIKit views (a view of the fill's colour, a `UILabel`), which the gallery draws as it draws
  /// any UIKit screen.
  ///
  /// Placement is the stub's, built on its layout model (``StubLayout``): a stack puts its
  /// children one below the other, the stack centred in the space it is given; a `ZStack` or a
  /// frame centres its content; each child spans the width it is given, so that text, whose
  /// width the layout model only estimates, is centred by the label that draws it (or set from
  /// the leading edge in a list row, 20 pt in, as SwiftUI insets a row's content).
  package struct StubDrawing: Equatable {
    /// One thing drawn.
    package enum Item: Equatable {
      /// `rect` filled with the colour.
      case fill(Color, CGRect)
      /// A line of text in `frame`, centred or from its leading edge.
      case text(String, font: Font, color: Color, frame: CGRect, isCentred: Bool)
    }

    /// What is drawn, back to front.
    package var items: [Item] = []
    /// Whether text is centred in the width it is given (false in a list row).
    var centresText = true

    /// The leading inset of a list row's content.
    static let rowInset: CGFloat = 20

    /// What `view` draws when its content is laid out in `size`.
    @MainActor
    static func root<V: View>(_ view: V, size: CGSize) -> StubDrawing {
      var drawing = StubDrawing()
      draw(view, in: CGRect(origin: .zero, size: size), into: &drawing)
      return drawing
    }

    /// What each row of a list `width` wide draws, the rows `heights` tall.
    @MainActor
    static func rows(_ rows: [any View], heights: [CGFloat], width: CGFloat) -> [StubDrawing] {
      zip(rows, heights).map { row, height in
        var drawing = StubDrawing(centresText: false)
        let inset = min(rowInset, width / 2)
        draw(
          row, in: CGRect(x: inset, y: 0, width: max(width - 2 * inset, 0), height: height),
          into: &drawing)
        return drawing
      }
    }

    /// Draws `view` in `rect`: itself, when it draws itself; else its body.
    @MainActor
    static func draw<V: View>(_ view: V, in rect: CGRect, into drawing: inout StubDrawing) {
      guard rect.width.isFinite, rect.height.isFinite else { return }
      // Sizing children must not count as sizing the root (no scroll view is asked for).
      let atRoot = ViewGraph.isAtRoot
      ViewGraph.isAtRoot = false
      defer { ViewGraph.isAtRoot = atRoot }
      if let drawable = view as? any StubDrawable {
        drawable.stubDraw(in: rect, into: &drawing)
        return
      }
      guard V.Body.self != Never.self else { return }
      for key in EnvironmentObjectKey.keys(of: view) where !ViewGraph.environment.contains(key) {
        return
      }
      draw(view.body, in: rect, into: &drawing)
    }

    /// Draws `view` across `rect`, as tall as it is, centred vertically.
    @MainActor
    static func centre(_ view: any View, in rect: CGRect, into drawing: inout StubDrawing) {
      let size = StubLayout.size(of: view, proposing: rect.size)
      let height = min(size.height, rect.height)
      draw(
        view,
        in: CGRect(x: rect.minX, y: rect.midY - height / 2, width: rect.width, height: height),
        into: &drawing)
    }

    /// Draws `views` one below the other, `spacing` apart, the whole centred vertically in
    /// `rect`, each across its width.
    @MainActor
    static func stack(
      _ views: [any View], spacing: CGFloat, in rect: CGRect, into drawing: inout StubDrawing
    ) {
      let offer = CGSize(width: rect.width, height: .infinity)
      let heights = views.map { StubLayout.size(of: $0, proposing: offer).height }
      let total = heights.reduce(0, +) + spacing * CGFloat(max(views.count - 1, 0))
      var top = rect.minY + max((rect.height - total) / 2, 0)
      for (view, height) in zip(views, heights) {
        draw(
          view, in: CGRect(x: rect.minX, y: top, width: rect.width, height: height),
          into: &drawing)
        top += height + spacing
      }
    }
  }

  // MARK: - Views that draw

  extension Color: StubDrawable {
    package func stubDraw(in rect: CGRect, into drawing: inout StubDrawing) {
      guard opacity > 0, !rect.isEmpty else { return }
      drawing.items.append(.fill(self, rect))
    }
  }

  extension Text: StubDrawable {
    package func stubDraw(in rect: CGRect, into drawing: inout StubDrawing) {
      guard !content.isEmpty else { return }
      let environment = ViewGraph.environment
      drawing.items.append(
        .text(
          content, font: environment[FontKey.self] ?? .body,
          color: environment[ForegroundColorKey.self] ?? .black, frame: rect,
          isCentred: drawing.centresText))
    }
  }

  extension VStack: StubDrawable {
    package func stubDraw(in rect: CGRect, into drawing: inout StubDrawing) {
      StubDrawing.stack(
        children, spacing: spacing ?? Self.defaultSpacing, in: rect, into: &drawing)
    }
  }

  extension TupleView: StubDrawable {
    @MainActor package func stubDraw(in rect: CGRect, into drawing: inout StubDrawing) {
      StubDrawing.stack(children, spacing: 0, in: rect, into: &drawing)
    }
  }

  extension FrameLayout: StubDrawable {
    package func stubDraw(in rect: CGRect, into drawing: inout StubDrawing) {
      let size = stubSize(proposing: rect.size)
      let frame = CGRect(
        x: width == nil ? rect.minX : rect.midX - size.width / 2,
        y: rect.midY - size.height / 2, width: width == nil ? rect.width : size.width,
        height: size.height)
      StubDrawing.centre(content, in: frame, into: &drawing)
    }
  }

  // MARK: - Views that pass their content on

  extension EnvironmentWriter: StubDrawable {
    package func stubDraw(in rect: CGRect, into drawing: inout StubDrawing) {
      ViewGraph.withEnvironment(transform) { StubDrawing.draw(content, in: rect, into: &drawing) }
    }
  }

  extension _ConditionalContent: StubDrawable where TrueContent: View, FalseContent: View {
    package func stubDraw(in rect: CGRect, into drawing: inout StubDrawing) {
      switch storage {
      case .trueContent(let view): StubDrawing.draw(view, in: rect, into: &drawing)
      case .falseContent(let view): StubDrawing.draw(view, in: rect, into: &drawing)
      }
    }
  }

  extension AnyView: StubDrawable {
    @MainActor package func stubDraw(in rect: CGRect, into drawing: inout StubDrawing) {
      StubDrawing.draw(base, in: rect, into: &drawing)
    }
  }

  extension Optional: StubDrawable where Wrapped: View {
    package func stubDraw(in rect: CGRect, into drawing: inout StubDrawing) {
      if let view = self { StubDrawing.draw(view, in: rect, into: &drawing) }
    }
  }

  extension SafeAreaIgnoringView: StubDrawable {
    package func stubDraw(in rect: CGRect, into drawing: inout StubDrawing) {
      StubDrawing.draw(content, in: rect, into: &drawing)
    }
  }

  extension SheetPresenter: StubDrawable {
    package func stubDraw(in rect: CGRect, into drawing: inout StubDrawing) {
      StubDrawing.draw(content, in: rect, into: &drawing)
    }
  }

  // MARK: - UIKit views

  extension StubDrawing {
    /// The drawing as UIKit views in `container`, replacing the ones it held: a view of the
    /// fill's colour, a `UILabel` for text. They take no touches.
    @MainActor func show(in container: UIView) {
      for view in container.subviews { view.removeFromSuperview() }
      container.isUserInteractionEnabled = false
      for item in items {
        switch item {
        case .fill(let color, let rect):
          let view = UIView(frame: rect)
          view.backgroundColor = color.uiColor
          container.addSubview(view)
        case .text(let text, let font, let color, let frame, let isCentred):
          let label = UILabel(frame: frame)
          label.text = text
          label.font =
            font.isBold ? .boldSystemFont(ofSize: font.size) : .systemFont(ofSize: font.size)
          label.textColor = color.uiColor
          label.textAlignment = isCentred ? .center : .natural
          container.addSubview(label)
        }
      }
    }
  }
#endif
