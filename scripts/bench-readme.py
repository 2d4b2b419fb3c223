#!/usr/bin/env python3
"""Writes the benchmark figures of README.md and docs/ (FEATURES.md, BENCHMARKS.md, two design
notes) from `swipe bench --json`.

Every figure is the median of at least three runs with the range of the runs (min–max) beside
it; a ratio's median and range are over the runs' own ratios (baseline time ÷ ours, measured in
the same run), not the ratio of the two medians. Nothing between the markers is typed by hand:

- `<!-- bench:begin NAME -->` … `<!-- bench:end NAME -->` (each on a line of its own): a
  generated block, one of BLOCKS (`summary`, `comparisons`, `frames`, `memory`).
- `<!-- bench:BENCHMARK FIELD -->…<!-- /bench -->` inside prose: one figure of one benchmark,
  FIELD one of INLINE_FIELDS (`ratio`, `time`, `baseline`, `peak-bytes`, `retained-bytes`,
  `allocations`, `offset-writes`, `link-fires`). It must not start a line: a line that starts
  with `<!--` ends a Markdown paragraph.

Usage:
  bench-readme.py [--runs N] [--binary PATH]   run the release `swipe bench --json` N times (3),
                                              keep the runs in docs/bench/, rewrite the documents
  bench-readme.py --from a.json b.json c.json  rewrite the documents from saved runs
  bench-readme.py --check [--from FILES]       exit 1 (with a diff) unless the documents are what
                                              the runs (docs/bench/run-*.json by default) produce

A saved run is `swipe bench --json`'s object (SCENARIOS.md, "Benchmarks") with one optional field
added, `environment` (date, cores, CPU, system, Swift version, load average), which the summary
quotes; a run without it is quoted as "not recorded". Python 3 standard library only.
"""

import argparse
import datetime
import difflib
import glob
import json
import math
import os
import platform
import re
import statistics
import subprocess
import sys
import textwrap
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOCUMENTS = ["README.md", "docs/FEATURES.md", "docs/BENCHMARKS.md", "docs/design/layouts.md",
             "docs/design/testing.md"]
RUNS_DIRECTORY = "docs/bench"
MINIMUM_RUNS = 3
WIDTH = 100


class BenchError(Exception):
    """A problem with the runs or the documents, reported as one `error:` line (exit status 2)."""


# MARK: - Runs


def load_run(path):
    """One saved run: its results by name and its environment (empty when not recorded)."""
    try:
        with open(path, encoding="utf-8") as file:
            return parse_run(json.load(file), path)
    except (OSError, ValueError) as error:
        raise BenchError(f"{path}: {error}") from error


def parse_run(data, source):
    if not isinstance(data, dict) or not isinstance(data.get("results"), list):
        raise BenchError(f"{source}: not `swipe bench --json` output (no \"results\" array)")
    results = {}
    for entry in data["results"]:
        name = entry.get("name") if isinstance(entry, dict) else None
        if not isinstance(name, str) or not isinstance(entry.get("median_ns"), (int, float)):
            raise BenchError(f"{source}: an entry without a name or a median_ns: {entry!r}")
        if name in results:
            raise BenchError(f"{source}: {name} appears twice")
        results[name] = entry
    environment = data.get("environment")
    return {
        "source": source,
        "results": results,
        "environment": environment if isinstance(environment, dict) else {},
    }


def swift_version(swift):
    try:
        output = subprocess.run([swift, "--version"], capture_output=True, text=True).stdout
    except OSError:
        return None
    match = re.search(r"Swift version (\S+)", output)
    return match.group(1) if match else None


def cpu_model():
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as file:
            for line in file:
                if line.startswith("model name"):
                    return " ".join(line.split(":", 1)[1].split())
    except OSError:
        pass
    return platform.processor() or None


def run_benchmarks(binary, count, directory, swift):
    """Runs `binary bench --json` `count` times; writes each run, environment added, to
    `directory`/run-N.json (replacing the runs there) and returns the runs."""
    version = swift_version(swift)
    runs = []
    for index in range(1, count + 1):
        load_before = os.getloadavg()[0]
        started = datetime.datetime.now(datetime.timezone.utc)
        clock = time.monotonic()
        print(f"bench-readme: run {index} of {count}: {binary} bench --json", file=sys.stderr)
        result = subprocess.run([binary, "bench", "--json"], capture_output=True, text=True)
        if result.returncode != 0:
            raise BenchError(
                f"run {index}: `{binary} bench --json` exited with status {result.returncode}:\n"
                + result.stderr.strip())
        try:
            data = json.loads(result.stdout)
        except ValueError as error:
            raise BenchError(f"run {index}: the output is not JSON: {error}") from error
        data["environment"] = {
            "date": started.strftime("%Y-%m-%dT%H:%M:%SZ"),
            "seconds": round(time.monotonic() - clock, 1),
            "cores": os.cpu_count(),
            "cpu": cpu_model(),
            "system": f"{platform.system()} {platform.machine()}",
            "swift": version,
            "load_average": [round(load_before, 2), round(os.getloadavg()[0], 2)],
        }
        runs.append(parse_run(data, f"run {index}"))
        runs[-1]["data"] = data
        print(f"bench-readme: run {index} took {data['environment']['seconds']} s",
              file=sys.stderr)
    os.makedirs(directory, exist_ok=True)
    for old in glob.glob(os.path.join(directory, "run-*.json")):
        os.remove(old)
    for index, run in enumerate(runs, start=1):
        path = os.path.join(directory, f"run-{index}.json")
        with open(path, "w", encoding="utf-8") as file:
            json.dump(run.pop("data"), file, indent=1, ensure_ascii=False)
            file.write("\n")
        run["source"] = path
    return runs


# MARK: - Figures


class Figure:
    """One quantity over the runs: its median, least and greatest value."""

    def __init__(self, values):
        self.values = values
        self.median = statistics.median(values)
        self.low = min(values)
        self.high = max(values)

    @property
    def spread(self):
        """The range as a fraction of the median (0 when the median is 0)."""
        return (self.high - self.low) / self.median if self.median else 0.0


def result(runs, name):
    """The entries of benchmark `name`, one per run; every run must have it."""
    entries = []
    for run in runs:
        if name not in run["results"]:
            raise BenchError(f"{run['source']}: no benchmark named {name}")
        entries.append(run["results"][name])
    return entries


def figure(runs, name, field):
    values = []
    for run, entry in zip(runs, result(runs, name)):
        value = entry.get(field)
        if not isinstance(value, (int, float)) or not math.isfinite(value):
            raise BenchError(f"{run['source']}: {name} has no {field}")
        values.append(float(value))
    return Figure(values)


def same_n(runs, name):
    """The benchmark's `n`, which every run must agree on."""
    values = {entry.get("n") for entry in result(runs, name)}
    if len(values) != 1:
        raise BenchError(f"{name}: the runs disagree on n ({sorted(values)})")
    return int(values.pop())


# MARK: - Formatting


def significant(value, digits=2):
    """`value` to `digits` significant figures, with thousands separators: 3,800, 13, 0.57."""
    if value == 0:
        return "0"
    magnitude = math.floor(math.log10(abs(value)))
    rounded = round(value, digits - 1 - magnitude)
    if rounded != 0:
        magnitude = math.floor(math.log10(abs(rounded)))  # 9.96 → 10: one decimal fewer
    decimals = max(digits - 1 - magnitude, 0)
    return f"{rounded:,.{decimals}f}"


def with_range(figure, scale=1.0, unit=""):
    """`median unit (low–high)` in one unit; `(every run)` when the runs round alike."""
    median, low, high = (significant(v / scale) for v in (figure.median, figure.low, figure.high))
    spread = "every run" if low == high else f"{low}–{high}"
    return f"{median}{unit} ({spread})"


TIME_UNITS = [(1e9, " s"), (1e6, " ms"), (1e3, " µs"), (1.0, " ns")]


def time_unit(nanoseconds):
    return next(((scale, unit) for scale, unit in TIME_UNITS if nanoseconds >= scale),
                TIME_UNITS[-1])


def time_text(figure):
    scale, unit = time_unit(figure.median)
    return with_range(figure, scale, unit)


def ratio_text(figure):
    return with_range(figure, unit="×")


def bytes_text(figure):
    return with_range(figure, unit=" B")


def count_text(figure):
    return with_range(figure)


def percent(fraction):
    return f"{fraction * 100:.0f}%"


def code(name):
    return f"`{name}`"


def table(header, alignments, rows):
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join(alignments) + "|"]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)


def paragraph(text):
    return textwrap.fill(text, WIDTH, break_long_words=False, break_on_hyphens=False)


# MARK: - Blocks


def distinct(runs, key):
    """The runs' `key` in their environment: one value, or every value the runs differ in."""
    values = [run["environment"].get(key) for run in runs]
    known = sorted({str(value) for value in values if value is not None})
    if not known:
        return None
    return " / ".join(known) + (" (some runs: not recorded)" if None in values else "")


def machine(runs):
    cores, system, cpu = (distinct(runs, key) for key in ("cores", "system", "cpu"))
    if cores is None or system is None:
        return "a machine not recorded"
    return f"a {cores}-core {system} machine" + (f" ({cpu})" if cpu else "")


def summary_block(runs):
    """When, where and how noisily the figures were measured."""
    dates = sorted({run["environment"]["date"][:10] for run in runs
                    if isinstance(run["environment"].get("date"), str)})
    if not dates:
        when = "on a date not recorded"
    else:
        when = f"on {dates[0]}" if len(dates) == 1 else f"from {dates[0]} to {dates[-1]}"
    loads = [load for run in runs for load in run["environment"].get("load_average") or []]
    load = (f"; the one-minute load average was {min(loads):.1f}–{max(loads):.1f} during the runs"
            if loads else "")
    timings = []
    ratios = []
    for name in sorted({name for run in runs for name in run["results"]}):
        if not all(name in run["results"] for run in runs):
            continue
        timings.append((figure(runs, name, "median_ns"), code(name)))
        if all("baseline_median_ns" in run["results"][name] for run in runs):
            timings.append((figure(runs, name, "baseline_median_ns"), f"{code(name)}'s baseline"))
            ratios.append((figure(runs, name, "ratio"), code(name)))
    typical = statistics.median(f.spread for f, _ in timings)
    widest, widest_name = max(timings, key=lambda pair: pair[0].spread)
    text = (
        f"Figures: the median of {len(runs)} runs of the release `swipe bench --json`, the range "
        f"of the runs (min–max) beside each, measured {when} on {machine(runs)} with Swift "
        f"{distinct(runs, 'swift') or 'not recorded'}{load}. Between the runs "
        f"a time's range was {percent(typical)} of its median for the typical measurement and "
        f"{percent(widest.spread)} at most ({widest_name})")
    if ratios:
        noisiest, noisiest_name = max(ratios, key=lambda pair: pair[0].spread)
        text += (
            f"; a ratio's, {percent(noisiest.spread)} at most ({noisiest_name}: "
            f"{significant(noisiest.low)}× to {significant(noisiest.high)}×)")
    return paragraph(text + ".")


# What the comparison table's rows compare: (benchmark, description, n, baseline). A row with
# no baseline shows its allocations per frame. The description is written on a group's first row.
COMPARISONS = [
    ("waterfall.query.10000", "one 390×844 viewport", "{n:,} items", "scan of every item"),
    ("waterfall.query.100000", "", "{n:,} items", "scan of every item"),
    ("waterfall.query.1000000", "", "{n:,} items", "scan of every item"),
    ("waterfall.append.1000-to-1000000", "", "{n:,} appended to 1,000,000 items",
     "full re-layout"),
    ("compositional.query.1000-sections", "one viewport", "{n:,} elements",
     "scan of every element"),
    ("compositional.query-vs-resolve.1000-sections", "", "{n:,} sections",
     "re-solve the layout per query"),
    ("compositional.measure.1000-sections", "one self-sizing row, +28 pt", "1,000 sections",
     "re-solve the layout"),
    ("paging.snapTarget.1000", "", "{n:,} cells", "linear nearest-cell scan"),
    ("bar.frame.20-tabs", "segmented bar: indicator and strip offset per frame", "{n} tabs", None),
    ("uikit.waterfall.query.10000",
     "`SwipeWaterfallLayout` on the stub, one viewport, attributes made", "{n:,} items",
     "filter over every cached attribute (the seed's layout)"),
    ("uikit.waterfall.query.100000", "", "{n:,} items",
     "filter over every cached attribute (the seed's layout)"),
    ("uikit.waterfall.append.1000-to-100000", "`insertItems(at:)` at the end, then a layout pass",
     "{n:,} appended to 100,000 items", "`reloadData()`, a full `prepare()` and a layout pass"),
    ("scroller.step.decelerating", "", "per 120 Hz frame", "per-millisecond integration"),
    ("scroller.step.bouncing", "", "per 120 Hz frame", "per-millisecond integration"),
    ("scroller.step.paging", "", "per 120 Hz frame", "per-millisecond integration"),
]


def labelled(name, description):
    return code(name) + (f" ({description})" if description else "")


def comparisons_block(runs):
    rows = []
    for name, description, n, baseline in COMPARISONS:
        size = n.format(n=same_n(runs, name))
        if baseline is None:
            allocations = with_range(
                figure(runs, name, "allocations_per_frame"), unit=" allocations per frame")
            rows.append([labelled(name, description), size, allocations, "–", "–"])
            continue
        rows.append([
            labelled(name, description), size, time_text(figure(runs, name, "median_ns")),
            f"{baseline}: {time_text(figure(runs, name, 'baseline_median_ns'))}",
            ratio_text(figure(runs, name, "ratio")),
        ])
    return table(["Benchmark", "n", "Ours", "Baseline", "Ratio (baseline ÷ ours)"],
                 ["---", "---:", "---:", "---:", "---:"], rows)


# The frame table's rows: (benchmark, description). `render.frame.*` is one row for every demo.
FRAMES = [
    ("container.frame.drag.4-pages", "slop crossing included"),
    ("container.frame.drag.100-pages", ""),
    ("container.frame.deceleration.4-pages", ""),
    ("container.frame.deceleration.100-pages", ""),
    ("container.frame.swipe.4-pages", "slop crossing and neighbour page load included"),
    ("container.frame.swipe.100-pages", ""),
    ("container.frame.swipe-rtl.4-pages", "the same swipe, right to left"),
    ("container.frame.swipe-rtl.100-pages", ""),
    ("container.frame.pull.4-pages", "idle → pulling → armed included"),
    ("container.frame.pull.100-pages", ""),
    ("container.frame.paging.4-pages",
     "pager paging while the page decelerates: layout at the exact instants pages appear and "
     "the index changes"),
    ("container.frame.paging.100-pages", ""),
    ("render.frame.*", "cairo drawing of a gallery demo at scale 1"),
    ("uikit.frame.drag",
     "a drag frame on a page of `SwipeTableView` on UIKitStub: the stub moving the page, "
     "key-value observing, the adapter, the engine, the frames applied; against "
     "`container.frame.drag.4-pages` in the same run"),
    ("uikit.frame.headerDrag",
     "the same drag on the header: the page's own pan, attached to the container, as on the page"),
    ("uikit.idle.refreshPending",
     "a display frame of the run loop while a refresh waits for the app, then for its finishing "
     "time, nothing moving; against the same frames without a refresh in the same run"),
]


def render_row(runs, description):
    """Every demo's render time: the fastest and slowest demo by median, and the runs' range."""
    names = sorted({name for run in runs for name in run["results"]
                    if name.startswith("render.frame.")})
    if not names:
        raise BenchError("no render.frame.* benchmark in the runs")
    figures = {name: figure(runs, name, "median_ns") for name in names}
    fastest = min(names, key=lambda name: figures[name].median)
    slowest = max(names, key=lambda name: figures[name].median)
    scale, unit = time_unit(figures[slowest].median)
    low = min(f.low for f in figures.values())
    high = max(f.high for f in figures.values())
    text = (f"{significant(figures[fastest].median / scale)}{unit} "
            f"({code(fastest.removeprefix('render.frame.'))}) to "
            f"{significant(figures[slowest].median / scale)}{unit} "
            f"({code(slowest.removeprefix('render.frame.'))}); every demo in every run "
            f"{significant(low / scale)}–{significant(high / scale)}{unit}")
    return [labelled("render.frame.*", f"{len(names)} demos, {description}"), text,
            "not reported"]


def frames_block(runs):
    rows = []
    for name, description in FRAMES:
        if name == "render.frame.*":
            rows.append(render_row(runs, description))
            continue
        per_frame = time_text(figure(runs, name, "median_ns"))
        if any("ratio" in entry for entry in result(runs, name)):
            per_frame += f", ratio {ratio_text(figure(runs, name, 'ratio'))}"
        rows.append([labelled(name, description), per_frame,
                     count_text(figure(runs, name, "allocations_per_frame"))])
    return table(["Benchmark", "Per frame (120 Hz budget 8.33 ms)", "Allocations per frame"],
                 ["---", "---:", "---:"], rows)


# The memory table's rows: (benchmark, n).
MEMORY = [
    ("waterfall.prepare.10000", "{n:,} items"),
    ("waterfall.prepare.100000", "{n:,} items"),
    ("waterfall.prepare.1000000", "{n:,} items"),
    ("compositional.solve.1000-sections", "1,000 sections ({n:,} items)"),
]


def memory_block(runs):
    rows = []
    for name, n in MEMORY:
        entries = result(runs, name)
        peak = (bytes_text(figure(runs, name, "bytes_per_item"))
                if all("bytes_per_item" in e for e in entries) else "–")
        retained = (bytes_text(figure(runs, name, "retained_bytes_per_item"))
                    if all("retained_bytes_per_item" in e for e in entries) else "–")
        rows.append([code(name), n.format(n=same_n(runs, name)),
                     time_text(figure(runs, name, "median_ns")), peak, retained])
    return table(["Benchmark", "n", "Build time", "Peak heap per item", "Retained per item"],
                 ["---", "---:", "---:", "---:", "---:"], rows)


BLOCKS = {
    "summary": summary_block,
    "comparisons": comparisons_block,
    "frames": frames_block,
    "memory": memory_block,
}

INLINE_FIELDS = {
    "ratio": lambda runs, name: ratio_text(figure(runs, name, "ratio")),
    "time": lambda runs, name: time_text(figure(runs, name, "median_ns")),
    "baseline": lambda runs, name: time_text(figure(runs, name, "baseline_median_ns")),
    "peak-bytes": lambda runs, name: bytes_text(figure(runs, name, "bytes_per_item")),
    "retained-bytes": lambda runs, name: bytes_text(figure(runs, name, "retained_bytes_per_item")),
    "allocations": lambda runs, name: count_text(figure(runs, name, "allocations_per_frame")),
    "offset-writes": lambda runs, name: count_text(figure(runs, name, "offset_writes_per_frame")),
    "link-fires": lambda runs, name: count_text(
        figure(runs, name, "display_link_fires_per_second")),
}


# MARK: - Documents

BLOCK = re.compile(
    r"^<!-- bench:begin (?P<name>[\w.-]+) -->\n(?P<body>.*?)^<!-- bench:end (?P=name) -->$",
    re.S | re.M)
INLINE = re.compile(
    r"<!-- bench:(?P<name>[^\s>]+) (?P<field>[\w-]+) -->(?P<body>[^<]*)<!-- /bench -->")


def render(text, runs, source):
    """`text` with every generated block and inline figure written from `runs`."""
    marker_count = len(re.findall(r"<!-- bench:|<!-- /bench", text))

    def block(match):
        name = match.group("name")
        if name not in BLOCKS:
            raise BenchError(f"{source}: unknown block `{name}` (known: {', '.join(BLOCKS)})")
        return (f"<!-- bench:begin {name} -->\n\n{BLOCKS[name](runs)}\n\n"
                f"<!-- bench:end {name} -->")

    def inline(match):
        field = match.group("field")
        if field not in INLINE_FIELDS:
            raise BenchError(
                f"{source}: unknown field `{field}` (known: {', '.join(INLINE_FIELDS)})")
        line_start = text.rfind("\n", 0, match.start()) + 1
        if not text[line_start:match.start()].strip():
            raise BenchError(
                f"{source}:{text.count(chr(10), 0, match.start()) + 1}: an inline figure starts "
                "a line, which ends the Markdown paragraph; move it after a word")
        value = INLINE_FIELDS[field](runs, match.group("name"))
        return f"<!-- bench:{match.group('name')} {field} -->{value}<!-- /bench -->"

    blocks = len(BLOCK.findall(text))
    inlines = len(INLINE.findall(text))
    if marker_count != 2 * blocks + 2 * inlines:
        raise BenchError(
            f"{source}: {marker_count} bench markers, but {blocks} complete blocks and {inlines} "
            "inline figures; a marker is unpaired or malformed")
    return BLOCK.sub(block, INLINE.sub(inline, text))


def rewrite(paths, runs, check):
    """Renders each document; writes it, or with `check` reports whether it is already so."""
    rendered = []
    for path in paths:  # every document rendered before any is written: all or nothing
        try:
            with open(path, encoding="utf-8") as file:
                current = file.read()
        except OSError as error:
            raise BenchError(f"{path}: {error.strerror}") from error
        rendered.append((path, current, render(current, runs, path)))
    stale = []
    for path, current, wanted in rendered:
        if wanted == current:
            continue
        if check:
            stale.append(path)
            sys.stdout.writelines(difflib.unified_diff(
                current.splitlines(True), wanted.splitlines(True), path, path + " (generated)"))
        else:
            with open(path, "w", encoding="utf-8") as file:
                file.write(wanted)
            print(f"bench-readme: wrote {path}", file=sys.stderr)
    return stale


def main(arguments):
    parser = argparse.ArgumentParser(
        description="Writes the README's benchmark figures from `swipe bench --json` runs.")
    parser.add_argument("--runs", type=int, default=MINIMUM_RUNS,
                        help=f"how many times to run the benchmarks (at least {MINIMUM_RUNS})")
    parser.add_argument("--binary", help="the release swipe binary (default: swift build -c "
                        "release --show-bin-path)/swipe")
    parser.add_argument("--from", dest="sources", nargs="+", metavar="JSON",
                        help="saved runs to read instead of running the benchmarks")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 with a diff unless the documents are what the "
                        f"runs produce (the runs: --from, else {RUNS_DIRECTORY}/run-*.json)")
    parser.add_argument("--save", default=os.path.join(ROOT, RUNS_DIRECTORY), metavar="DIR",
                        help="where new runs are kept (their run-*.json replace the ones there)")
    parser.add_argument("--document", dest="documents", action="append", metavar="MARKDOWN",
                        help="a document to write (repeatable; default: "
                        + ", ".join(DOCUMENTS) + ")")
    options = parser.parse_args(arguments)
    documents = options.documents or [os.path.join(ROOT, path) for path in DOCUMENTS]
    try:
        if options.sources or options.check:
            sources = options.sources or sorted(
                glob.glob(os.path.join(ROOT, RUNS_DIRECTORY, "run-*.json")))
            if len(sources) < MINIMUM_RUNS:
                raise BenchError(f"{len(sources)} runs given; the figures need at least "
                                 f"{MINIMUM_RUNS}")
            runs = [load_run(path) for path in sources]
        else:
            if options.runs < MINIMUM_RUNS:
                raise BenchError(f"--runs {options.runs}: the figures need at least "
                                 f"{MINIMUM_RUNS} runs")
            swift = os.environ.get("SWIFT", "swift")
            binary = options.binary
            if binary is None:
                bin_path = subprocess.run(
                    [swift, "build", "-c", "release", "--show-bin-path"], cwd=ROOT,
                    capture_output=True, text=True).stdout.strip()
                binary = os.path.join(bin_path, "swipe")
            if not os.access(binary, os.X_OK):
                raise BenchError(f"{binary}: no release swipe binary; `make readme-bench` builds "
                                 "it (swift build -c release --product swipe)")
            runs = run_benchmarks(binary, options.runs, options.save, swift)
        stale = rewrite(documents, runs, options.check)
    except BenchError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    if stale:
        print(f"error: {', '.join(stale)}: the benchmark figures are not what the runs produce; "
              "run scripts/bench-readme.py --from the runs (or make readme-bench)",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
