#if canImport(UIKit) || os(Linux)
  import Foundation

  /// The texts of the standard refresh look (``StandardRefreshIndicator``).
  ///
  /// The defaults are English, and localizable without code: each is looked up in your app's
  /// `Localizable.strings` (or string catalog) under the key its property names, e.g.
  /// `"SwipeTableView.refresh.pull" = "下拉刷新";`. Or set the properties to your own strings.
  public struct SwipeRefreshTexts: Sendable, Equatable {
    /// Shown while pulling, before the trigger ("Pull down to refresh";
    /// key `SwipeTableView.refresh.pull`).
    public var pull: String
    /// Shown once releasing would refresh ("Release to refresh";
    /// key `SwipeTableView.refresh.release`).
    public var release: String
    /// Shown while refreshing ("Refreshing…"; key `SwipeTableView.refresh.refreshing`).
    public var refreshing: String
    /// Shown when a refresh succeeds ("Updated"; key `SwipeTableView.refresh.succeeded`).
    public var succeeded: String
    /// Shown when a refresh fails ("Couldn’t refresh"; key `SwipeTableView.refresh.failed`).
    public var failed: String
    /// Shown when a refresh ends with nothing more to load ("No more data";
    /// key `SwipeTableView.refresh.noMoreData`).
    public var noMoreData: String
    /// The last-updated line, `%@` the time ("Last updated: %@";
    /// key `SwipeTableView.refresh.lastUpdated`).
    public var lastUpdated: String
    /// The last-updated line before any refresh ("Not updated yet";
    /// key `SwipeTableView.refresh.neverUpdated`).
    public var neverUpdated: String

    /// The texts, from your app's localized strings where it has them, else English.
    public init() {
      pull = Self.localized("refresh.pull", "Pull down to refresh")
      release = Self.localized("refresh.release", "Release to refresh")
      refreshing = Self.localized("refresh.refreshing", "Refreshing…")
      succeeded = Self.localized("refresh.succeeded", "Updated")
      failed = Self.localized("refresh.failed", "Couldn’t refresh")
      noMoreData = Self.localized("refresh.noMoreData", "No more data")
      lastUpdated = Self.localized("refresh.lastUpdated", "Last updated: %@")
      neverUpdated = Self.localized("refresh.neverUpdated", "Not updated yet")
    }

    /// The string of `key` (prefixed `SwipeTableView.`) in the app's main bundle, or `english`.
    static func localized(_ key: String, _ english: String) -> String {
      Bundle.main.localizedString(forKey: "SwipeTableView." + key, value: english, table: nil)
    }

    /// The last-updated line for `date` (nil: never): today a short time, on another day a
    /// short date and time, in the user's locale.
    func lastUpdatedLine(for date: Date?, now: Date = Date()) -> String {
      guard let date else { return neverUpdated }
      let formatter =
        Calendar.current.isDate(date, inSameDayAs: now)
        ? Self.timeFormatter : Self.dateTimeFormatter
      return lastUpdated.replacingOccurrences(of: "%@", with: formatter.string(from: date))
    }

    /// A short time in the user's locale ("9:41 AM"); made once (formatters are costly).
    private static let timeFormatter = formatter(dateStyle: .none)
    /// A short date and time in the user's locale.
    private static let dateTimeFormatter = formatter(dateStyle: .short)

    private static func formatter(dateStyle: DateFormatter.Style) -> DateFormatter {
      let formatter = DateFormatter()
      formatter.timeStyle = .short
      formatter.dateStyle = dateStyle
      return formatter
    }
  }

  /// The texts of the standard load-more look (``StandardLoadMoreIndicator``), localizable as
  /// ``SwipeRefreshTexts`` are (keys `SwipeTableView.loadMore.…`).
  public struct SwipeLoadMoreTexts: Sendable, Equatable {
    /// Shown at rest; a tap loads ("Load more"; key `SwipeTableView.loadMore.idle`).
    public var idle: String
    /// Shown while loading ("Loading…"; key `SwipeTableView.loadMore.loading`).
    public var loading: String
    /// Shown once everything is loaded ("No more data"; key `SwipeTableView.loadMore.noMoreData`).
    public var noMoreData: String

    /// The texts, from your app's localized strings where it has them, else English.
    public init() {
      idle = SwipeRefreshTexts.localized("loadMore.idle", "Load more")
      loading = SwipeRefreshTexts.localized("loadMore.loading", "Loading…")
      noMoreData = SwipeRefreshTexts.localized("loadMore.noMoreData", "No more data")
    }
  }
#endif
