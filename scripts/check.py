#!/usr/bin/env python3
"""`make check`: the inner loop, for the minutes between two edits.

1. The changed files: the working tree against HEAD (staged, unstaged and untracked files), or
   against CHECK_BASE (`make check CHECK_BASE=origin/main` for a whole branch).
2. An incremental build of everything, tests included, in a build folder of its own
   (.build/check): a debug build, so a one-file change recompiles that file and relinks, but
   optimized (`-O`), so the randomized suites run at the speed `make test`'s release build gives
   them. It never touches the folders `swift build` and `make test` use.
3. The tests of each changed module in full (a changed SwipeCore runs SwipeCoreTests; a changed
   test file runs its own target), then the fast tests of every test target that depends on a
   changed module, directly or not: all but its randomized suites, the suites whose type name
   says Randomized, Metamorphic, Comparison or Determinism (SLOW_SUITES). A changed module no
   test target builds on (the `swipe` executable) runs every test target's fast tests; a changed
   Package.swift runs every test target in full.
4. `swift format lint --strict` on the changed Swift files.

Each step prints its time. `make test` stays the full gate: every test, the iOS check, the
gallery, the docs.
"""

import json
import os
import subprocess
import sys
import time

from package_graph import closure, target_dependencies

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SWIFT = os.environ.get("SWIFT", "swift")
BUILD = ["--scratch-path", os.path.join(ROOT, ".build", "check"), "-Xswiftc", "-O"]
# The suites `make check` leaves to `make test` in the targets that only depend on a change:
# a test ID is `Module.Suite/test()`, and these suites carry the 10⁶ random events and the
# metamorphic properties.
SLOW_SUITES = r"^\w+\.\w*(Randomized|Metamorphic|Comparison|Determinism)\w*Tests(/|$)"


def git_lines(*arguments):
    done = subprocess.run(["git", *arguments], cwd=ROOT, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"check: `git {' '.join(arguments)}` failed: {done.stderr.strip()}")
    return [line for line in done.stdout.splitlines() if line]


def changed_files(base):
    """The files that differ from `base` in the working tree (deleted ones too), and the
    untracked ones."""
    files = set(git_lines("diff", "--name-only", base, "--"))
    files.update(git_lines("ls-files", "--others", "--exclude-standard"))
    return sorted(files)


def dump_package():
    done = subprocess.run(
        [SWIFT, "package", "dump-package"], cwd=ROOT, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"check: swift package dump-package failed:\n{done.stderr.strip()}")
    return json.loads(done.stdout)


def target_path(target):
    path = target.get("path") or os.path.join(
        "Tests" if target["type"] == "test" else "Sources", target["name"])
    return path.rstrip("/")


def select_tests(package, files):
    """(test targets to run in full, test targets to run without SLOW_SUITES, changed modules)."""
    targets = {target["name"]: target for target in package["targets"]}
    tests = sorted(name for name, target in targets.items() if target["type"] == "test")
    if "Package.swift" in files:
        return tests, [], ["Package.swift"]
    changed = sorted({
        name for name, target in targets.items() for f in files
        if f.startswith(target_path(target) + "/")})
    # What each test target builds on here, directly or not.
    reach = {test: closure(package, [test], "linux") for test in tests}
    full = set()
    for name in changed:
        if targets[name]["type"] == "test":
            full.add(name)
        elif f"{name}Tests" in targets:
            full.add(f"{name}Tests")
        else:
            full.update(t for t in tests if name in target_dependencies(targets[t], "linux"))
    # A module no test target builds on (the `swipe` executable, which the tests run as a
    # binary) reaches every test target.
    everywhere = any(all(name not in reach[t] for t in tests) for name in changed)
    fast = [t for t in tests if t not in full and (
        everywhere or any(name in reach[t] for name in changed))]
    return sorted(full), fast, changed


def step(title, command):
    print(f"▶ {title}: {' '.join(command)}", flush=True)
    start = time.monotonic()
    code = subprocess.call(command, cwd=ROOT)
    seconds = time.monotonic() - start
    print(f"━━ {title}: {'passed' if code == 0 else f'FAILED (exit {code})'} after "
          f"{seconds:.1f} s", flush=True)
    return title, seconds, code


def filters(names):
    return [argument for name in names for argument in ("--filter", f"^{name}\\.")]


def main():
    os.chdir(ROOT)
    base = os.environ.get("CHECK_BASE") or "HEAD"
    files = changed_files(base)
    full, fast, changed = select_tests(dump_package(), files)
    print(f"check: {len(files)} files changed against {base}"
          + (f": modules {', '.join(changed)}" if changed else ": no module"))
    print(f"check: tests in full: {', '.join(full) or 'none'}; "
          f"without their randomized suites: {', '.join(fast) or 'none'}", flush=True)

    steps = [step("build", [SWIFT, "build", *BUILD, "--build-tests"])]
    if steps[-1][2] == 0:
        run = [SWIFT, "test", *BUILD, "--skip-build"]
        if full:
            steps.append(step("tests", run + filters(full)))
        if fast:
            steps.append(step("fast tests", run + filters(fast) + ["--skip", SLOW_SUITES]))
    swift_files = [
        f for f in files if f.endswith(".swift") and os.path.exists(os.path.join(ROOT, f))]
    if swift_files:
        steps.append(step("lint", [SWIFT, "format", "lint", "--strict", *swift_files]))

    total = sum(seconds for _, seconds, _ in steps)
    print("\n" + "\n".join(
        f"{title:<12} {seconds:6.1f} s  {'ok' if code == 0 else 'FAILED'}"
        for title, seconds, code in steps) + f"\n{'total':<12} {total:6.1f} s")
    sys.exit(1 if any(code != 0 for _, _, code in steps) else 0)


if __name__ == "__main__":
    main()
