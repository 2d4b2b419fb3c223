import Foundation
import SwipeCanvas
import SwipeCore

extension ContainerDemo {
  /// Draws the container: the visible pages (clipped, sliding with the pager), then the shared
  /// header, the bar and the navigation chrome on top, as the seed stacks its views.
  public func render(into list: inout DisplayList) {
    let width = Double(viewport.width)
    let height = Double(viewport.height)
    list.append(.fill(CGRect(x: 0, y: 0, width: width, height: height), Theme.background))
    for page in container.loadedPages.sorted(by: { $0.index < $1.index }) {
      let frame = container.pageFrame(at: page.index)
      guard Double(frame.maxX) > 0, Double(frame.minX) < width else { continue }
      list.clipped(to: frame) { list in renderPage(page.index, in: frame, into: &list) }
    }
    if let header = container.headerFrame, let headerImage {
      list.clipped(to: header) { list in list.append(.image(headerImage, in: header)) }
    }
    if let bar = container.barFrame, let layout = barLayout(for: bar) {
      Chrome.segmentedBar(
        setup.barTitles, layout: layout, in: bar, progress: container.progress, into: &list)
      if let focusedTab {
        // The keyboard's focus: a ring around the tab Tab moved to.
        let tab = layout.tabFrame(focusedTab, height: Double(bar.height))
        let scroll = layout.scrollOffset(progress: container.progress)
        list.append(
          .stroke(
            tab.offsetBy(dx: Double(bar.minX) - scroll, dy: Double(bar.minY)).insetBy(dx: 2, dy: 2),
            Theme.blue, lineWidth: 2, cornerRadius: 6))
      }
    }
    if let title = setup.navigationTitle {
      Chrome.navigationBar(title, width: width, into: &list)
    }
    if setup.roundBackButton { Chrome.roundBackButton(into: &list) }
  }

  func renderPage(_ index: Int, in frame: CGRect, into list: inout DisplayList) {
    let width = Double(frame.width)
    let height = Double(frame.height)
    let x = Double(frame.minX)
    let firstRow =
      container.topInset + container.resolvedHeaderHeight + container.resolvedBarHeight
      - container.scrolled(pageAt: index)
    list.append(.fill(frame, Theme.background))
    renderRefresh(index, into: &list)
    switch pages[index] {
    case .table(let title, let rows, let rowHeight):
      guard rowHeight > 0, rows > 0 else { break }
      let first = max(0, Int(saturating: ((-firstRow) / rowHeight).rounded(.down)))
      let last = min(rows - 1, Int(saturating: ((height - firstRow) / rowHeight).rounded(.down)))
      if first <= last {
        for row in first...last {
          Chrome.row(
            "\(title) · row \(row + 1)", detail: "\(index)-\(row)",
            in: CGRect(
              x: x, y: firstRow + Double(row) * rowHeight, width: width, height: rowHeight),
            into: &list)
        }
      }
    case .collection(let title, let layout):
      let visible = CGRect(x: 0, y: -firstRow, width: width, height: height)
      for element in layout.elements(in: visible) where element.kind == .item {
        let tile = element.frame.offsetBy(dx: x, dy: firstRow)
        list.append(.fill(tile, Theme.tile(element.item), cornerRadius: 8))
        list.append(
          .text(
            "\(title) \(element.item + 1)", in: tile.insetBy(dx: 8, dy: 8), Theme.caption, .white,
            .center))
      }
    }
    renderFooter(
      index, contentBottom: firstRow + pages[index].contentHeight, x: x, width: width, into: &list)
  }

  func renderRefresh(_ index: Int, into list: inout DisplayList) {
    guard let strip = container.refreshIndicatorFrame(pageAt: index) else { return }
    let state = container.refreshState(pageAt: index)
    let header = container.refreshHeader(pageAt: index)
    let center = CGPoint(x: Double(strip.minX) + 80, y: Double(strip.maxY) - 30)
    let busy = state == .refreshing || state.name == "finishing" || state == .willRefresh
    // Reduce Motion: a busy spinner stands still, as a full ring.
    let still = busy && settings.reduceMotion
    Chrome.spinner(
      center: center, progress: still ? 1 : header?.progress ?? 0, spinning: busy && !still,
      time: time, into: &list)
    let label =
      switch state {
      case .armed: "Release to refresh"
      case .refreshing, .willRefresh: "Refreshing…"
      case .finishing, .retracting: "Updated"
      default: "Pull down to refresh"
      }
    list.append(
      .text(
        label, in: CGRect(x: center.x + 24, y: center.y - 12, width: 200, height: 24),
        Theme.caption, Theme.secondaryText))
  }

  func renderFooter(
    _ index: Int, contentBottom: Double, x: Double, width: Double, into list: inout DisplayList
  ) {
    // The standard footer's texts (SwipeUIKit's StandardLoadMoreIndicator), in the room the
    // container keeps below long content.
    guard let footer = container.loadMoreFooterFrame(pageAt: index) else { return }
    let area = CGRect(x: x, y: contentBottom, width: width, height: Double(footer.height))
    switch container.loadMoreState(pageAt: index) {
    case .loading:
      Chrome.spinner(
        center: CGPoint(x: x + width / 2 - 50, y: area.midY), progress: 1, spinning: true,
        time: time, into: &list)
      list.append(.text("Loading…", in: area, Theme.caption, Theme.secondaryText, .center))
    case .noMoreData:
      list.append(.text("No more data", in: area, Theme.caption, Theme.secondaryText, .center))
    case .idle:
      list.append(.text("Load more", in: area, Theme.caption, Theme.secondaryText, .center))
    }
  }
}
