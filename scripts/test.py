#!/usr/bin/env python3
"""The phases of `make test`, each timed (`make test`, `make test-times`).

Each phase is a target of the Makefile. STEPS runs its steps in order; a step is lanes side by
side, and a lane its phases one after another. The first lane's output is shown as it comes, the
other lanes' each phase whole when it ends, and every phase's output is kept in
.build/test-logs/<phase>.log. A lane stops at its first failed phase, and the step with a failed
phase ends the run once its other lanes are done. Last, a table: each phase's wall time, and the
total.

    scripts/test.py                every phase (`make test`)
    scripts/test.py PHASE...       only those, one after another
    scripts/test.py --suites       then the Swift Testing run again, one test at a time
                                   (`--no-parallel`): each suite's and test's own time, slowest
                                   first (a parallel run's figures overlap: a main-actor test's
                                   time includes its wait for the main actor)
    scripts/test.py --log FILE     only that breakdown, of a saved `--no-parallel` log

`make test-times` is `--suites`. With --json FILE the figures are also written as JSON.

The release build keeps both cores of a 2-core machine busy, so it runs alone: beside it the iOS
check took as long again (187 s for both together, 190 s one after the other). After it, two
lanes that each keep about one core busy: the iOS lane (the check, one compiler process at a
time, then the link, the same) beside everything else, which starts with the test run (its
main-actor suites run one at a time on the main thread). The iOS lane is the longer one when the
SDK's module cache is cold (a fresh machine: about 115 s for the check beside the tests, then the
link, which compiles its -O and -Osize objects side by side once the other lane, about 100 s, is
done).
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

# Make targets: the one build first; then what uses it, in one lane, beside the iOS lane, which
# needs no build. The iOS check and link read Package.swift with a scratch path of their own, so
# the test run's lock on .build never holds them up.
STEPS = [
    [["build"]],
    [["unit-tests", "gallery-check", "docs", "lint", "cli-check", "packaging-check",
      "bench-check"], ["ios-check", "ios-link"]],
]
PHASES = [name for step in STEPS for lane in step for name in lane]
# Whole lines, from any lane, one at a time.
OUTPUT = threading.Lock()


class Phase:
    """`make name` running, its output kept in its log (and shown as it comes, when `shown`)."""

    def __init__(self, name, shown):
        os.makedirs(LOG_DIR, exist_ok=True)
        self.name, self.shown = name, shown
        self.log_path = os.path.join(LOG_DIR, f"{name}.log")
        self.log = open(self.log_path, "wb")
        self.start, self.end = time.monotonic(), None
        with OUTPUT:
            print(f"▶ {name}" + ("" if shown else " (beside it; its output when it ends)"),
                  flush=True)
        self.process = subprocess.Popen(
            ["make", "--no-print-directory", name], cwd=ROOT,
            stdout=subprocess.PIPE if shown else self.log, stderr=subprocess.STDOUT)
        self.waiter = threading.Thread(target=self._wait)
        self.waiter.start()

    def _wait(self):
        if self.shown:
            for line in self.process.stdout:
                with OUTPUT:
                    sys.stdout.buffer.write(line)
                    sys.stdout.buffer.flush()
                self.log.write(line)
        self.code = self.process.wait()
        self.end = time.monotonic()
        self.log.close()

    def finish(self):
        """Waits for the phase; prints its output if it was not shown, and its verdict."""
        self.waiter.join()
        seconds = self.end - self.start
        verdict = "passed" if self.code == 0 else f"FAILED (exit {self.code})"
        with OUTPUT:
            if not self.shown:
                with open(self.log_path, "rb") as log:
                    sys.stdout.buffer.write(log.read())
                sys.stdout.buffer.flush()
            print(f"━━ {self.name}: {verdict} after {seconds:.1f} s "
                  f"({os.path.relpath(self.log_path, ROOT)})", flush=True)
        return seconds, self.code


def run_lane(names, shown, results):
    """Runs the phases `names` one after another into `results`, up to the first that fails."""
    for name in names:
        results[name] = Phase(name, shown).finish()
        if results[name][1] != 0:
            break


def run_step(lanes):
    """Runs the lanes side by side; returns {name: (seconds, exit status)} of the phases run,
    and the step's wall time."""
    start, results = time.monotonic(), {}
    threads = [threading.Thread(target=run_lane, args=(lane, index == 0, results))
               for index, lane in enumerate(lanes)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
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
        steps = [[[name]] for name in args.phases] or STEPS
        names = [name for step in steps for lane in step for name in lane]
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
            done, _ = run_step([["unit-tests-serial"]])
            figures["breakdown"] = breakdown(
                os.path.join(LOG_DIR, "unit-tests-serial.log"), args.top)
            failed = done["unit-tests-serial"][1] != 0
    if args.json:
        with open(args.json, "w") as out:
            json.dump(figures, out, indent=1)
    sys.exit(1 if not args.log and failed else 0)


if __name__ == "__main__":
    main()
