#!/usr/bin/env python3
"""Tests of scripts/bench-readme.py on three small fixture runs (no benchmark runs, a second).

`fixtures/run-*.json` are `swipe bench --json` runs with made-up, spread-out figures (the
compositional query's ratios are issue 23's 49×, 64× and 77×); `fixtures/document.md` has every
kind of marker with stale text; `fixtures/document.expected.md` is what the script writes from
the runs. SWIPE_RECORD=1 re-records it; a missing reference is written and the test fails.
"""

import glob
import importlib.util
import io
import json
import os
import shutil
import stat
import subprocess
import sys
import tempfile
import unittest
from contextlib import redirect_stderr, redirect_stdout

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SCRIPT = os.path.join(ROOT, "scripts", "bench-readme.py")
FIXTURES = os.path.join(HERE, "fixtures")
RUNS = sorted(glob.glob(os.path.join(FIXTURES, "run-*.json")))
DOCUMENT = os.path.join(FIXTURES, "document.md")
EXPECTED = os.path.join(FIXTURES, "document.expected.md")

spec = importlib.util.spec_from_file_location("bench_readme", SCRIPT)
bench = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bench)


def main(*arguments):
    """Runs the script's main with `arguments`: (status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        status = bench.main(list(arguments))
    return status, out.getvalue(), err.getvalue()


class BenchReadmeTests(unittest.TestCase):
    def setUp(self):
        self.scratch = tempfile.mkdtemp(prefix="bench-readme-")
        self.runs = [bench.load_run(path) for path in RUNS]

    def tearDown(self):
        shutil.rmtree(self.scratch)

    def scratch_copy(self, path, text=None):
        copy = os.path.join(self.scratch, os.path.basename(path))
        if text is None:
            shutil.copyfile(path, copy)
        else:
            with open(copy, "w", encoding="utf-8") as file:
                file.write(text)
        return copy

    def read(self, path):
        with open(path, encoding="utf-8") as file:
            return file.read()

    def test_the_fixture_document_is_written_as_recorded(self):
        document = self.scratch_copy(DOCUMENT)
        status, _, err = main("--from", *RUNS, "--document", document)
        self.assertEqual(status, 0, err)
        written = self.read(document)
        if os.environ.get("SWIPE_RECORD") or not os.path.exists(EXPECTED):
            shutil.copyfile(document, EXPECTED)
            self.fail(f"recorded {EXPECTED}; review it and run again without SWIPE_RECORD")
        self.assertEqual(written, self.read(EXPECTED))

    def test_issue_23s_runs_give_the_median_with_the_range_beside_it(self):
        figure = bench.figure(self.runs, "compositional.query.1000-sections", "ratio")
        self.assertEqual((figure.median, figure.low, figure.high), (64, 49, 77))
        self.assertEqual(bench.ratio_text(figure), "64× (49–77)")

    def test_figures_have_two_significant_digits_and_thousands_separators(self):
        for value, text in [(3832.41, "3,800"), (9.96, "10"), (0.0561, "0.056"), (13.6, "14"),
                            (158, "160"), (2.0, "2.0"), (0.86, "0.86"), (0, "0"),
                            (112.003, "110"), (1.04, "1.0")]:
            with self.subTest(value=value):
                self.assertEqual(bench.significant(value), text)

    def test_times_take_the_unit_of_their_median_and_the_range_shares_it(self):
        self.assertEqual(bench.time_text(bench.Figure([2.0e3, 1.9e3, 12.3e3])),
                         "2.0 µs (1.9–12)")
        self.assertEqual(bench.time_text(bench.Figure([5.7e5, 5.1e5, 6.0e5])),
                         "570 µs (510–600)")
        self.assertEqual(bench.time_text(bench.Figure([75e6, 70e6, 81e6])), "75 ms (70–81)")
        self.assertEqual(bench.time_text(bench.Figure([17.2, 16.9, 17.4])), "17 ns (every run)")

    def test_runs_that_round_alike_say_every_run(self):
        figure = bench.figure(self.runs, "container.frame.drag.4-pages", "allocations_per_frame")
        self.assertEqual(bench.count_text(figure), "0 (every run)")
        self.assertEqual(bench.bytes_text(bench.Figure([29.195, 29.2, 29.31])), "29 B (every run)")

    def test_check_passes_on_the_written_document_and_fails_with_a_diff_on_a_stale_one(self):
        status, _, err = main("--check", "--from", *RUNS, "--document", EXPECTED)
        self.assertEqual(status, 0, err)
        edited = self.read(EXPECTED).replace("64× (49–77)", "130× (49–77)", 1)
        stale = self.scratch_copy(EXPECTED, edited)
        status, out, err = main("--check", "--from", *RUNS, "--document", stale)
        self.assertEqual(status, 1)
        self.assertIn("-the issue's query <!-- bench:compositional.query.1000-sections ratio -->"
                      "130× (49–77)", out)
        self.assertIn("not what the runs produce", err)
        self.assertEqual(self.read(stale), edited, "--check writes nothing")

    def test_fewer_than_three_runs_are_refused(self):
        status, _, err = main("--check", "--from", *RUNS[:2], "--document", EXPECTED)
        self.assertEqual(status, 2)
        self.assertIn("at least 3", err)
        status, _, err = main("--runs", "2", "--binary", sys.executable)
        self.assertEqual(status, 2)
        self.assertIn("at least 3", err)

    def test_a_run_without_a_quoted_benchmark_is_an_error_naming_it(self):
        with open(RUNS[1], encoding="utf-8") as file:
            data = json.load(file)
        data["results"] = [r for r in data["results"]
                           if r["name"] != "compositional.query.1000-sections"]
        partial = self.scratch_copy(RUNS[1], json.dumps(data))
        status, _, err = main("--check", "--from", RUNS[0], partial, RUNS[2],
                              "--document", EXPECTED)
        self.assertEqual(status, 2)
        self.assertIn("no benchmark named compositional.query.1000-sections", err)

    def test_malformed_markers_are_errors(self):
        cases = {
            "x <!-- bench:begin table -->\n": "bench markers",
            "<!-- bench:begin nothing -->\n<!-- bench:end nothing -->\n": "unknown block",
            "a <!-- bench:paging.snapTarget.1000 speed -->1<!-- /bench -->\n": "unknown field",
            "a <!-- bench:paging.snapTarget.1000 ratio -->1\n": "unpaired",
            "<!-- bench:paging.snapTarget.1000 ratio -->1<!-- /bench -->\n": "starts a line",
            "a <!-- bench:no.such ratio -->1<!-- /bench -->\n": "no benchmark named no.such",
        }
        for text, message in cases.items():
            with self.subTest(text=text):
                document = self.scratch_copy("document.md", text)
                status, _, err = main("--from", *RUNS, "--document", document)
                self.assertEqual(status, 2, err)
                self.assertIn(message, err)

    def test_running_keeps_every_run_with_its_environment_and_writes_the_documents(self):
        fake = os.path.join(self.scratch, "swipe")
        with open(fake, "w", encoding="utf-8") as file:
            file.write(f"#!/bin/sh\n[ \"$*\" = 'bench --json' ] && exec cat '{RUNS[0]}'\nexit 9\n")
        os.chmod(fake, os.stat(fake).st_mode | stat.S_IXUSR)
        saved = os.path.join(self.scratch, "runs")
        os.makedirs(saved)
        with open(os.path.join(saved, "run-9.json"), "w", encoding="utf-8") as old:
            old.write("{}")  # an earlier set of runs is replaced, not mixed in
        document = self.scratch_copy(DOCUMENT)
        status, _, err = main("--runs", "4", "--binary", fake, "--save", saved,
                              "--document", document)
        self.assertEqual(status, 0, err)
        kept = sorted(os.listdir(saved))
        self.assertEqual(kept, ["run-1.json", "run-2.json", "run-3.json", "run-4.json"])
        with open(os.path.join(saved, "run-4.json"), encoding="utf-8") as file:
            environment = json.load(file)["environment"]
        self.assertEqual(environment["cores"], os.cpu_count())
        self.assertEqual(len(environment["load_average"]), 2)
        self.assertIn("the median of 4 runs", self.read(document))
        status, _, err = main("--check", "--from", *[os.path.join(saved, k) for k in kept],
                              "--document", document)
        self.assertEqual(status, 0, err)

    def test_the_script_runs_as_a_command(self):
        result = subprocess.run(
            [sys.executable, SCRIPT, "--check", "--from", *RUNS, "--document", EXPECTED],
            capture_output=True, text=True)
        self.assertEqual(result.returncode, 0, result.stderr)


if __name__ == "__main__":
    unittest.main()
