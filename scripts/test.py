#!/usr/bin/env python3
"""The phases of `make test`, each timed (`make test`, `make test-times`).

Each phase is a target of the Makefile. STEPS runs them in order, and the phases of one step side
by side; the first phase of a step is shown as its output comes, the others' output whole when
they end, and every phase's output is kept in .build/test-logs/<phase>.log. The first step with a
failed phase ends the run. Last, a table: each phase's wall time, and the total.

    scripts/test.py                every phase (`make test`)
    scripts/test.py PHASE...       only those, one after another
    scripts/test.py --suites       then the Swift Testing run again, one test at a time
                                   (`--no-parallel`): each suite's and test's own time, slowest
                                   first (a parallel run's figures overlap: a main-actor test's
                                   time includes its wait for the main actor)
    scripts/test.py --log FILE     only that breakdown, of a saved `--no-parallel` log

`make test-times` is `--suites`. With --json FILE the figures are also written as JSON.

The release build keeps both cores of a 2-core machine busy, so it runs alone: beside it the iOS
check took as long again (187 s for both together, 190 s one after the other). The other steps
pair a phase that leaves the second core idle with one that uses it: the test run (its main-actor
suites run one at a time on the main thread) with the iOS check, one compiler process at a time
(together 92 s, one after the other 131 s); the gallery check, which mostly waits on its window,
with the docs; the lint with the CLI check.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LOG_DIR = os.path.join(ROOT, ".build", "test-logs")

# Make targets: the one build first, then what uses it, then what needs no build. The iOS check
# reads Package.swift with a scratch path of its own, so the test run's lock on .build never
# holds it up.
STEPS = [["build"], ["unit-tests", "ios-check"], ["gallery-check", "docs"], ["lint", "cli-check"],
         ["packaging-check", "bench-check"]]
PHASES = [name for step in STEPS for name in step]


class Phase:
    """`make name` running, its output kept in its log (and shown as it comes, when `shown`)."""

    def __init__(self, name, shown):
        os.makedirs(LOG_DIR, exist_ok=True)
        self.name, self.shown = name, shown
        self.log_path = os.path.join(LOG_DIR, f"{name}.log")
        self.log = open(self.log_path, "wb")
        self.start, self.end = time.monotonic(), None
        print(f"▶ {name}" + ("" if shown else " (beside it; its output when it ends)"), flush=True)
        self.process = subprocess.Popen(
            ["make", "--no-print-directory", name], cwd=ROOT,
            stdout=subprocess.PIPE if shown else self.log, stderr=subprocess.STDOUT)
        self.waiter = threading.Thread(target=self._wait)
        self.waiter.start()

    def _wait(self):
        if self.shown:
            for line in self.process.stdout:
                sys.stdout.buffer.write(line)
                sys.stdout.buffer.flush()
                self.log.write(line)
        self.code = self.process.wait()
        self.end = time.monotonic()
        self.log.close()

    def finish(self):
        """Waits for the phase; prints its output if it was not shown, and its verdict."""
        self.waiter.join()
        if not self.shown:
            with open(self.log_path, "rb") as log:
                sys.stdout.buffer.write(log.read())
        seconds = self.end - self.start
        verdict = "passed" if self.code == 0 else f"FAILED (exit {self.code})"
        print(f"━━ {self.name}: {verdict} after {seconds:.1f} s "
              f"({os.path.relpath(self.log_path, ROOT)})", flush=True)
        return seconds, self.code


def run_step(names):
    """Runs the phases `names` side by side; returns {name: (seconds, exit status)}, and the
    step's wall time."""
    start = time.monotonic()
    phases = [Phase(name, shown=index == 0) for index, name in enumerate(names)]
    results = {phase.name: phase.finish() for phase in phases}
    return results, time.monotonic() - start


def table(results, walls, names):
    print("\nphase              time")
    for name in names:
        if name in results:
            seconds, code = results[name]
            print(f"{name:<16} {seconds:6.1f} s  {'ok' if code == 0 else 'FAILED'}")
        else:
            print(f"{name:<16}      –    not run")
    total = sum(walls)
    print(f"{'total':<16} {total:6.1f} s  ({total / 60:.1f} min; phases side by side counted "
          "once)")
    return total


# `✔ Test "Name" passed after 1.234 seconds.`, `✔ Suite Name passed with 2 known issues after …`,
# `✘ Test name() with 2 test cases failed after …`.
RESULT = re.compile(
    r'(?P<kind>Suite|Test) (?P<name>"[^"]*"|\S+)(?: with \d+ test cases?)? '
    r"(?P<verdict>passed|failed)(?: with \d+ (?:known )?issues?)? after (?P<seconds>[0-9.]+) "
    r"seconds")
SUMMARY = re.compile(r"Test run with \d+ tests?.* after [0-9.]+ seconds")


def breakdown(log_path, top):
    """The suites and tests of a `--no-parallel` Swift Testing log, slowest first."""
    suites, tests, summary = {}, {}, None
    with open(log_path, errors="replace") as log:
        for line in log:
            match = RESULT.search(line)
            if match:
                entries = suites if match["kind"] == "Suite" else tests
                name = match["name"].strip('"')  # two tests of one name are added up
                entries[name] = entries.get(name, 0.0) + float(match["seconds"])
            if SUMMARY.search(line):
                summary = line.strip()
    print(f"\n{summary or 'no summary line: did the run finish?'}")
    print(f"sum of the tests' own times: {sum(tests.values()):.1f} s")
    for title, entries in (("suites", suites), ("tests", tests)):
        print(f"\nslowest {min(top, len(entries))} of {len(entries)} {title}:")
        for name, seconds in sorted(entries.items(), key=lambda item: -item[1])[:top]:
            print(f"  {seconds:8.2f} s  {name}")
    return {"summary": summary, "suites": suites, "tests": tests}


def main():
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("phases", nargs="*", help="phases to run (default: all)")
    parser.add_argument("--suites", action="store_true",
                        help="then time each suite and test in a --no-parallel run")
    parser.add_argument("--log", help="only break down this saved --no-parallel log")
    parser.add_argument("--top", type=int, default=25, help="suites and tests to list")
    parser.add_argument("--json", help="also write the figures to this file")
    args = parser.parse_args()
    os.chdir(ROOT)

    figures = {}
    if args.log:
        figures["breakdown"] = breakdown(args.log, args.top)
    else:
        unknown = [name for name in args.phases if name not in PHASES]
        if unknown:
            parser.error(f"unknown phase {', '.join(unknown)}; phases: {', '.join(PHASES)}")
        steps = [[name] for name in args.phases] or STEPS
        names = [name for step in steps for name in step]
        results, walls = {}, []
        for step in steps:
            done, wall = run_step(step)
            results.update(done)
            walls.append(wall)
            if any(code != 0 for _, code in done.values()):
                break
        figures["total"] = table(results, walls, names)
        figures["phases"] = {name: seconds for name, (seconds, _) in results.items()}
        failed = len(results) < len(names) or any(code != 0 for _, code in results.values())
        if not failed and args.suites:
            done, _ = run_step(["unit-tests-serial"])
            figures["breakdown"] = breakdown(
                os.path.join(LOG_DIR, "unit-tests-serial.log"), args.top)
            failed = done["unit-tests-serial"][1] != 0
    if args.json:
        with open(args.json, "w") as out:
            json.dump(figures, out, indent=1)
    sys.exit(1 if not args.log and failed else 0)


if __name__ == "__main__":
    main()
