#!/usr/bin/env python3
"""Checks .github/workflows/apple.yml and the checked-in Xcode schemes against Package.swift.

No Mac runs here, so what can go wrong before one does is checked: the workflow is valid YAML
with a macOS job (macos-14 or later, `swift test`), an iOS job (`xcodebuild test` on an iOS
simulator) and a Linux job (`make test` or `.ci/run`); every `-scheme X` is a scheme Xcode makes
for the package (a product, or `<package>-Package`) or one checked in under
.swiftpm/xcode/xcshareddata/xcschemes; every checked-in scheme is XML whose BlueprintNames are
targets of `swift package dump-package`, none Linux-only; a scheme used with an iOS destination
holds only targets that build for iOS; and the iOS job builds every library product that builds
for iOS and tests every test target that does.

Linux-only: every Swift file of the target starts with `#if os(Linux)`. Builds for iOS: not
Linux-only, not an executable, and no dependency on a system library (cairo, Pango, SDL2, libwebp)
or on a target that does not build for iOS.
"""

import glob
import json
import os
import re
import shlex
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

import yaml

WORKFLOW = ".github/workflows/apple.yml"
SCHEMES = ".swiftpm/xcode/xcshareddata/xcschemes"

errors = []


def json_from(command):
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"error: `{' '.join(command)}` failed:\n{result.stderr.strip()}")
    return json.loads(result.stdout)


def swift_files(target):
    root = target.get("path") or os.path.join(
        "Tests" if target["type"] == "test" else "Sources", target["name"])
    return glob.glob(os.path.join(root, "**", "*.swift"), recursive=True)


def first_code_line(path):
    with open(path, encoding="utf-8") as source:
        return next((l.strip() for l in source if l.strip() and not l.strip().startswith("//")),
                    "")


def is_linux_only(target):
    files = swift_files(target)
    return bool(files) and all(first_code_line(f) == "#if os(Linux)" for f in files)


def apple_dependencies(target):
    for dependency in target["dependencies"]:
        value = next(iter(dependency.values()))
        if ((value[-1] or {}).get("platformNames") or []) != ["linux"]:
            yield value[0]


def commands(job):
    """Each shell command of the job's `run` steps, continuation lines joined."""
    for step in job.get("steps") or []:
        script = str(step.get("run", "")).replace("\\\n", " ")
        yield from (line.strip() for line in script.splitlines() if line.strip())


def option(command, name):
    words = shlex.split(command)
    return next((words[i + 1] for i, w in enumerate(words[:-1]) if w == name), None)


def main():
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
    package = json_from([os.environ.get("SWIFT", "swift"), "package", "dump-package"])
    targets = {t["name"]: t for t in package["targets"]}
    products = {p["name"]: p for p in package["products"]}
    libraries = {name for name, p in products.items() if "library" in p["type"]}
    linux_only = {name for name, t in targets.items() if is_linux_only(t)}

    def builds_for_ios(name, seen=()):
        target = targets.get(name)
        if target is None:  # a product of another package: none yet
            return False
        if name in linux_only or target["type"] in ("system", "executable") or name in seen:
            return False
        return all(builds_for_ios(d, seen + (name,)) for d in apple_dependencies(target))

    # The checked-in schemes.
    schemes = {}
    for path in sorted(glob.glob(os.path.join(SCHEMES, "*.xcscheme"))):
        name = os.path.basename(path).removesuffix(".xcscheme")
        try:
            root = ElementTree.parse(path).getroot()
        except ElementTree.ParseError as error:
            errors.append(f"{path}: not XML: {error}")
            continue
        built = set()
        for entry in root.iter("BuildActionEntry"):
            built.update(r.get("BlueprintName") for r in entry.iter("BuildableReference"))
        tested = {r.get("BlueprintName") for t in root.iter("TestableReference")
                  for r in t.iter("BuildableReference")}
        schemes[name] = (built, tested)
        for reference in root.iter("BuildableReference"):
            blueprint = reference.get("BlueprintName")
            if blueprint not in targets:
                errors.append(f"{path}: BlueprintName {blueprint} is not a target of Package.swift")
            elif blueprint in linux_only:
                errors.append(f"{path}: {blueprint} is Linux-only (its files are `#if os(Linux)`)")
            if reference.get("ReferencedContainer") != "container:" or reference.get(
                    "BlueprintIdentifier") != blueprint:
                errors.append(f"{path}: {blueprint}: a package's BuildableReference has "
                              f"BlueprintIdentifier = BlueprintName and ReferencedContainer = "
                              f"\"container:\"")

    # The workflow.
    try:
        with open(WORKFLOW, encoding="utf-8") as file:
            workflow = yaml.safe_load(file)
    except (OSError, yaml.YAMLError) as error:
        sys.exit(f"error: {WORKFLOW}: {error}")
    jobs = workflow.get("jobs") if isinstance(workflow, dict) else None
    if not isinstance(jobs, dict) or not ("on" in workflow or True in workflow):
        sys.exit(f"error: {WORKFLOW}: a workflow needs `on` and `jobs`")

    kinds, ios_built, ios_tested = set(), set(), set()
    generated = set(products) | {f"{package['name']}-Package"}
    for job_name, job in jobs.items():
        runner, where = str(job.get("runs-on", "")), f"{WORKFLOW}: job {job_name}"
        macos = re.fullmatch(r"macos-(\d+|latest)(-\w+)?", runner)
        if runner.startswith("macos") and not (macos and (macos.group(1) == "latest" or
                                                          int(macos.group(1)) >= 14)):
            errors.append(f"{where}: runs on {runner}; Swift 6 needs macos-14 or later")
        for command in commands(job):
            if re.search(r"(^|\s)(make test|\.ci/run)($|\s)", command) and "ubuntu" in runner:
                kinds.add("linux")
            if macos and re.match(r"swift test\b", command):
                kinds.add("macos")
            if "xcodebuild" not in command or "-scheme" not in command:
                continue
            scheme, destination = option(command, "-scheme"), option(command, "-destination") or ""
            if scheme not in generated and scheme not in schemes:
                errors.append(f"{where}: -scheme {scheme} is neither a product of Package.swift, "
                              f"{package['name']}-Package, nor a file in {SCHEMES}")
                continue
            if "platform=iOS" not in destination:
                continue
            built, tested = schemes[scheme] if scheme in schemes else (
                set(products[scheme]["targets"]) if scheme in products else set(targets), set())
            cannot = sorted(t for t in built if t in targets and not builds_for_ios(t))
            if cannot:
                errors.append(f"{where}: -scheme {scheme} builds {', '.join(cannot)} for iOS, "
                              f"where they cannot build (Linux-only, executables, or on a system "
                              f"library)")
            ios_built |= built
            if re.search(r"\bxcodebuild\s+test\b", command):
                kinds.add("ios")
                ios_tested |= tested

    for kind, wanted in (("macos", "macOS job (macos-14 or later) running `swift test`"),
                         ("ios", "iOS job running `xcodebuild test` on an iOS simulator"),
                         ("linux", "Linux job (ubuntu) running `make test` or `.ci/run`")):
        if kind not in kinds:
            errors.append(f"{WORKFLOW}: has no {wanted}")
    for product in sorted(libraries):
        if all(builds_for_ios(t) for t in products[product]["targets"]) and not set(
                products[product]["targets"]) <= ios_built:
            errors.append(f"{WORKFLOW}: library product {product} builds for iOS but no "
                          f"xcodebuild step builds it for iOS")
    for name, target in sorted(targets.items()):
        if target["type"] == "test" and builds_for_ios(name) and name not in ios_tested:
            errors.append(f"{WORKFLOW}: test target {name} runs on iOS but no `xcodebuild test` "
                          f"scheme tests it")

    if errors:
        for error in errors:
            print(f"error: {error}", file=sys.stderr)
        sys.exit(f"check-workflow: {len(errors)} problem(s)")
    print(f"check-workflow: {WORKFLOW} and {len(schemes)} scheme(s) agree with Package.swift "
          f"(iOS builds {', '.join(sorted(ios_built))}; tests {', '.join(sorted(ios_tested))})")


if __name__ == "__main__":
    main()
