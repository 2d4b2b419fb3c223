#!/usr/bin/env python3
"""Checks that SwipeTableViewSwift.podspec ships what Package.swift builds.

The podspec is evaluated by podspec-to-json.rb (Ruby, no CocoaPods needed); the package is read
from `swift package dump-package`. Checked:
- the pod's version is CHANGELOG.md's first version heading;
- its deployment targets are Package.swift's platforms, its Swift version the language mode;
- every library product except NOT_IN_POD has a subspec (`Core` for SwipeCore, `UIKit` for
  SwipeUIKit, ...) and every subspec a product;
- a subspec's source globs match exactly the Swift files of its product's target;
- a subspec depends on the subspecs of its target's dependencies, Linux-only ones left out;
- compiled as CocoaPods compiles it (one module, iOS, `-D COCOAPODS`), no source imports another
  of the package's modules, UIKit and SwiftUI imports are declared frameworks, and `package`
  declarations have a package name.
"""

import glob
import json
import os
import re
import subprocess
import sys

PODSPEC = "SwipeTableViewSwift.podspec"
SHIM = os.path.join(os.path.dirname(os.path.abspath(__file__)), "podspec-to-json.rb")

# Library products that are not subspecs, and why.
NOT_IN_POD = {
    "SwipeCanvas": "draws with cairo and Pango, system libraries an iOS pod cannot have",
    "SwipeCompositional": "UICollectionViewCompositionalLayout's model, for the command line and the "
    "gallery: an iOS app has UIKit's, and SwipeUIKit does not use it",
    "SwipeUIKitDemos": "the demo app's screens, for the app in Demo/, not for apps to ship",
    "SwipeSwiftUIDemos": "the demo app's SwiftUI screen, for the app in Demo/, not for apps to ship",
}
# Subspecs whose product is still to come. SwipeSwiftUI arrives on its own branch: remove
# "SwiftUI" from here when Package.swift has it.
PENDING: set[str] = set()
# SwipeUIKit's `import SwipeCore` lines are not under `#if !COCOAPODS` yet: while this is True
# they are reported without failing. Set it to False once they are.
UNGUARDED_IMPORTS_PENDING = False

# What `canImport` finds when CocoaPods builds the pod for iOS; the package's own modules are not
# among them, since every subspec compiles into the one pod module.
IOS_MODULES = {"Swift", "Foundation", "ObjectiveC", "Darwin", "Dispatch", "CoreGraphics",
               "QuartzCore", "UIKit", "SwiftUI", "Combine"}
# Frameworks a subspec must name when its sources import them.
DECLARED_FRAMEWORKS = {"UIKit", "SwiftUI", "Combine"}

errors, notes = [], []


def json_from(command):
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"error: `{' '.join(command)}` failed:\n{result.stderr.strip()}")
    return json.loads(result.stdout)


def some(paths, shown=3):
    paths = sorted(paths)
    more = f" and {len(paths) - shown} more" if len(paths) > shown else ""
    return ", ".join(paths[:shown]) + more


def product_of(subspec):
    return "Swipe" + subspec


def as_list(value):
    if value is None:
        return []
    return [value] if isinstance(value, str) else list(value)


def version_tuple(text):
    parts = [int(p) for p in str(text).split(".")]
    return tuple(parts + [0] * (3 - len(parts)))


def expand_braces(pattern):
    match = re.search(r"\{([^{}]*)\}", pattern)
    if not match:
        return [pattern]
    return [expanded for choice in match.group(1).split(",")
            for expanded in expand_braces(pattern[:match.start()] + choice + pattern[match.end():])]


def resolve_globs(patterns):
    return {os.path.normpath(path) for pattern in patterns for braced in expand_braces(pattern)
            for path in glob.glob(braced, recursive=True) if os.path.isfile(path)}


def target_swift_files(target):
    root = target.get("path") or os.path.join(
        "Tests" if target["type"] == "test" else "Sources", target["name"])
    excluded = [os.path.normpath(os.path.join(root, e)) for e in target.get("exclude", [])]
    files = set()
    for directory, subdirectories, names in os.walk(root):
        subdirectories[:] = [d for d in subdirectories if not d.startswith(".")]
        for name in names:
            path = os.path.normpath(os.path.join(directory, name))
            if name.endswith(".swift") and not any(
                    path == e or path.startswith(e + os.sep) for e in excluded):
                files.add(path)
    return files


def dependency_names(target):
    """Names of the targets and products the target depends on on Apple platforms."""
    names = []
    for dependency in target["dependencies"]:
        value = next(iter(dependency.values()))
        platforms = (value[-1] or {}).get("platformNames") or []
        if platforms == ["linux"]:
            continue
        names.append(value[0])
    return names


# MARK: - Conditional compilation as CocoaPods builds the pod for iOS

def holds(condition, where):
    def call(match):
        function, argument = match.group(1), match.group(2).strip()
        if function == "canImport":
            return str(argument in IOS_MODULES)
        if function == "os":
            return str(argument == "iOS")
        if function in ("compiler", "swift"):
            # Xcode 26's compiler (Swift 6.2), the one the package is checked against.
            version = re.fullmatch(r"(>=|<)\s*(\d+(?:\.\d+)*)", argument)
            if version:
                wanted = tuple(int(part) for part in version.group(2).split("."))
                newer = (6, 2) >= wanted
                return str(newer if version.group(1) == ">=" else not newer)
        raise SystemExit(f"{where}: cannot evaluate `{function}(...)` in `#if {condition}`")

    expression = re.sub(r"(\w+)\s*\(([^()]*)\)", call, condition)
    expression = re.sub(r"\b(?!True\b|False\b)([A-Za-z_]\w*)\b",
                        lambda m: str(m.group(1) == "COCOAPODS"), expression)
    expression = expression.replace("&&", " and ").replace("||", " or ").replace("!", " not ")
    try:  # only True, False, and, or, not and parentheses are left
        return eval(expression, {"__builtins__": {}})
    except SyntaxError:
        raise SystemExit(f"{where}: cannot evaluate `#if {condition}`")


IMPORT = re.compile(r"(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+"
                    r"(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)")


def active_imports(path):
    """(line number, module) of every import compiled in an iOS build of the pod."""
    stack, active, imports = [], True, []
    with open(path, encoding="utf-8") as source:
        for number, line in enumerate(source, 1):
            text, where = line.split("//")[0].strip(), f"{path}:{number}"
            if text.startswith("#if "):
                taken = holds(text[4:], where)
                stack.append([active, taken])
                active = active and taken
            elif text.startswith("#elseif "):
                outer, taken = stack[-1]
                branch = not taken and holds(text[8:], where)
                stack[-1][1] = taken or branch
                active = outer and branch
            elif text == "#else":
                outer, taken = stack[-1]
                stack[-1][1] = True
                active = outer and not taken
            elif text == "#endif":
                active = stack.pop()[0]
            elif active and IMPORT.match(text):
                imports.append((number, IMPORT.match(text).group(1)))
    return imports


PACKAGE_ACCESS = re.compile(
    r"\bpackage\s+(?:(?:static|final|class|override|mutating|nonisolated|lazy|convenience|"
    r"required)\s+)*(?:func|var|let|init|subscript|struct|class|enum|protocol|typealias|actor)\b")


# MARK: - The checks

def main():
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
    spec = json_from([os.environ.get("RUBY", "ruby"), SHIM, PODSPEC])
    package = json_from([os.environ.get("SWIFT", "swift"), "package", "dump-package"])
    attributes, pod = spec["attributes"], spec["attributes"]["name"]

    # Version: CHANGELOG.md's first `## ` heading must carry it.
    with open("CHANGELOG.md", encoding="utf-8") as changelog:
        heading = next((l.strip() for l in changelog if l.startswith("## ")), "(none)")
    version = re.match(r"## (\d+\.\d+\.\d+)\b", heading)
    if not version:
        errors.append(f"CHANGELOG.md: the first heading `{heading}` names no version")
    elif attributes.get("version") != version.group(1):
        errors.append(f"{PODSPEC}: version {attributes.get('version')} but CHANGELOG.md's first "
                      f"heading is `{heading}`")

    # Platforms and the Swift language mode.
    wanted = {("osx" if p["platformName"] == "macos" else p["platformName"]):
              version_tuple(p["version"]) for p in package["platforms"]}
    if "platform" in attributes:
        errors.append(f"{PODSPEC}: use `s.<platform>.deployment_target`, not `s.platform`")
    declared = {name: version_tuple(values.get("deployment_target", "0"))
                for name, values in spec["platforms"].items() if "deployment_target" in values}
    if declared != wanted:
        errors.append(f"{PODSPEC}: deployment targets {declared} but Package.swift's platforms "
                      f"are {wanted}")
    modes = {str(v).split(".")[0] for v in package.get("swiftLanguageVersions") or []}
    swift = {str(v).split(".")[0] for v in
             as_list(attributes.get("swift_version")) + as_list(attributes.get("swift_versions"))}
    if not modes or swift != modes:
        errors.append(f"{PODSPEC}: Swift version {sorted(swift)} but Package.swift's language "
                      f"modes are {sorted(modes)}")

    # Subspecs against products.
    targets = {t["name"]: t for t in package["targets"]}
    libraries = {p["name"]: p for p in package["products"] if "library" in p["type"]}
    for name in NOT_IN_POD:
        if name not in libraries:
            errors.append(f"check-podspec.py: NOT_IN_POD names {name}, not a library product")
    subspecs = {s["name"]: s for s in spec["subspecs"]}
    for name in sorted(set(libraries) - set(NOT_IN_POD) - {product_of(s) for s in subspecs}):
        errors.append(f"{PODSPEC}: library product {name} has no subspec "
                      f"(expected `{name.removeprefix('Swipe')}`)")
    for name in as_list(attributes.get("default_subspecs")):
        if name not in subspecs:
            errors.append(f"{PODSPEC}: default_subspecs names {name}, not a subspec")
    pod_targets = {t: sub for sub in subspecs if product_of(sub) in libraries
                   for t in libraries[product_of(sub)]["targets"]}
    pending_imports, package_access = [], set()

    for name, subspec in subspecs.items():
        product, where = product_of(name), f"{PODSPEC}: subspec {name}"
        sources = as_list(subspec["attributes"].get("source_files"))
        if product in NOT_IN_POD:
            errors.append(f"{where}: {product} is not for the pod: {NOT_IN_POD[product]}")
            continue
        if product not in libraries:
            directory = os.path.join("Sources", product)
            if name not in PENDING:
                errors.append(f"{where}: Package.swift has no library product {product}")
            elif os.path.isdir(directory):
                errors.append(f"{where}: {directory} exists but Package.swift has no {product} "
                              f"product")
            else:
                notes.append(f"subspec {name} waits for product {product} (PENDING)")
            continue
        if name in PENDING:
            errors.append(f"{where}: {product} is a product now; remove {name!r} from PENDING in "
                          f"check-podspec.py")
        for key, values in subspec["platforms"].items():
            if "deployment_target" in values and version_tuple(values["deployment_target"]) != \
                    wanted.get(key):
                errors.append(f"{where}: {key} deployment target differs from Package.swift")

        product_targets = [targets[t] for t in libraries[product]["targets"]]
        expected = set().union(*(target_swift_files(t) for t in product_targets))
        actual = resolve_globs(sources) - resolve_globs(
            as_list(subspec["attributes"].get("exclude_files")))
        if expected - actual:
            errors.append(f"{where}: source_files {sources} miss {some(expected - actual)}")
        if actual - expected:
            errors.append(f"{where}: source_files {sources} take {some(actual - expected)}, "
                          f"not {product}'s")

        wanted_dependencies = set()
        for target in product_targets:
            for dependency in dependency_names(target):
                if dependency in pod_targets:
                    wanted_dependencies.add(f"{pod}/{pod_targets[dependency]}")
                elif dependency not in libraries[product]["targets"]:
                    errors.append(f"{where}: {target['name']} depends on {dependency}, which no "
                                  f"subspec provides")
        actual_dependencies = {d[0] for d in subspec["dependencies"]}
        if actual_dependencies != wanted_dependencies:
            errors.append(f"{where}: dependencies {sorted(actual_dependencies)} but "
                          f"{product}'s targets need {sorted(wanted_dependencies)}")

        frameworks = set(as_list(subspec["attributes"].get("frameworks"))) | set(
            as_list(subspec["platforms"].get("ios", {}).get("frameworks")))
        undeclared = {}
        for path in sorted(expected):
            for number, module in active_imports(path):
                if module in targets:
                    problem = (f"{path}:{number}: `import {module}` is compiled by CocoaPods, where "
                               f"{module} is part of module {attributes.get('module_name', pod)}; "
                               f"put it under `#if !COCOAPODS`")
                    (pending_imports if UNGUARDED_IMPORTS_PENDING else errors).append(problem)
                elif module in DECLARED_FRAMEWORKS and module not in frameworks:
                    undeclared.setdefault(module, set()).add(f"{path}:{number}")
            with open(path, encoding="utf-8") as source:
                if PACKAGE_ACCESS.search(source.read()):
                    package_access.add(path)
        for module, places in sorted(undeclared.items()):
            errors.append(f"{where}: frameworks lack {module}, imported in {some(places)}")

    flags = str(attributes.get("pod_target_xcconfig", {}).get("OTHER_SWIFT_FLAGS", ""))
    if package_access and "-package-name" not in flags:
        errors.append(f"{PODSPEC}: {some(package_access)} declare `package` symbols, so "
                      f"pod_target_xcconfig's OTHER_SWIFT_FLAGS needs `-package-name`")

    if UNGUARDED_IMPORTS_PENDING and not pending_imports:
        errors.append("check-podspec.py: every import is guarded; set UNGUARDED_IMPORTS_PENDING "
                      "to False")
    notes.extend(f"pending (UNGUARDED_IMPORTS_PENDING): {p}" for p in pending_imports)

    for note in notes:
        print(f"note: {note}")
    if errors:
        for error in errors:
            print(f"error: {error}", file=sys.stderr)
        sys.exit(f"check-podspec: {len(errors)} problem(s)")
    print(f"check-podspec: {pod} {attributes['version']} agrees with Package.swift and "
          f"CHANGELOG.md (subspecs: {', '.join(sorted(subspecs))})")


if __name__ == "__main__":
    main()
