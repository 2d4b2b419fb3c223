#!/usr/bin/env python3
"""Compiles every module an iOS build compiles against the real iOS SDK (`make ios-check`).

Each module is compiled once, as its build system compiles it for `arm64-apple-ios<deployment
target>` and as Xcode's builds do past type-checking: whole-module, through SIL, where Swift 6's
flow-sensitive isolation checks run ("sending 'x' risks causing data races", which `-typecheck`
never reaches), emitting its module for the modules that import it; warnings count as failures.
In dependency order:
- the package's targets in MODULES, as SwiftPM builds them (Swift 6, `-DSWIFT_PACKAGE`, a package
  name);
- the demo app in Demo/ (its own deployment target, importing the package's modules);
- the CocoaPods module: every subspec's sources in one module `SwipeTableViewSwift`, with
  `-D COCOAPODS` and the podspec's package name, deployment target and Swift version.
Against an SDK older than iOS 18's (IOS_SDK=../shared/ios-sdk/iPhoneOS17.4.sdk, an older API
surface) each module is type-checked whole instead, and its interface emitted without bodies: SIL
generation can crash on that SDK's patched standard library (SIL_SDK_VERSION).
Then the Objective-C dispatch check (DISPATCH_FIXTURE): a subclass's delegate methods are
Objective-C methods, found at each call. One line per module: errors, warnings, seconds. Exit
status 1 when any module has an error or a warning, 2 when the check itself cannot run.

The compiler: on Linux `../shared/tools/ios-swiftc` next to the checkout (IOS_SWIFTC overrides it),
which runs this machine's swiftc against the SDK beside it or the one IOS_SDK names; on a Mac,
Xcode's `xcrun --sdk iphoneos swiftc` (or its swiftc with `-sdk $IOS_SDK`). Without either, the
check says so and passes, unless CI=true.
IOS_CHECK=skip skips it by name (a CI job whose iOS modules another job builds with Xcode).

Before compiling anything it checks its own coverage (no SDK needed): every library product an
iOS app can use (its targets need no system library) is in MODULES with the targets it depends on
for iOS, and MODULES is in dependency order; the pod module is every subspec's `source_files`.
Then a self-test (alone with `--self-test`) proves the check can fail: a scratch module that uses
`CGSize.zero` with only `import Foundation` must be reported as an error (CoreGraphics' overlay
defines it), one with a variable that is never mutated as a warning, one that sends a
non-Sendable value into a main-actor closure as an error (which `-typecheck` passes), a README
whose Swift sample does not compile as an error, and a product left out of MODULES, or MODULES
out of order, as a coverage problem.

After the modules, every Swift sample of the README and the DocC articles (doc_samples.py says
how each is compiled) is compiled against them, as an app's code would be.
"""

import glob
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import time

import doc_samples
from package_graph import closure, target_dependencies

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The package's modules an iOS build compiles, in dependency order: the library products' targets
# (what apps link), and the scenario layer and test support that the Apple workflow's iOS tests
# build (SwipeScenario must stay portable). Not here: the Linux-only stubs (UIKitStub,
# SwiftUIStub) and SwipeUIKitScenario, whose sources are all `#if os(Linux)`, and the targets on
# cairo, which iOS lacks.
MODULES = [
    "SwipeCore",
    "SwipeLayouts",
    "SwipeCompositional",
    "SwipeScenario",
    "SwipeTestSupport",
    "SwipeUIKit",
    "SwipeUIKitLayouts",
    "SwipeUIKitRefresh",
    "SwipeUIKitDemos",
    "SwipeSwiftUI",
    "SwipeSwiftUIDemos",
]
# The package name SwiftPM passes as `-package-name` (the package's identity; any value works as
# long as every module of the package has the same one).
PACKAGE_NAME = "swipetableview"
DEMO = "Demo/SwipeTableViewDemo.swiftpm"
PODSPEC = "SwipeTableViewSwift.podspec"
POD_MODULE = "SwipeTableViewSwift"
PODSPEC_TO_JSON = "Tests/packaging/podspec-to-json.rb"
# Objective-C dispatch: a subclass's delegate methods must be Objective-C methods, which the
# container asks for at each call (Tests/ios/DelegateSubclass.swift says why). The fixture is
# compiled to SIL against the emitted SwipeUIKit, and each of these must have an `@objc` thunk.
DISPATCH_FIXTURE = "Tests/ios/DelegateSubclass.swift"
DISPATCH_METHODS = [
    "FeedController.swipeTableViewDidScroll(_:)",
    "FeedController.swipeTableView(_:didAppearItemAt:)",
    "FeedController.swipeTableView(_:shouldSelectItemAt:)",
    "FeedController.swipeTableView(_:didUpdateRefreshAt:pullProgress:)",
    "BaseController.numberOfItems(in:)",
    "BaseController.swipeTableView(_:viewForItemAt:reusing:)",
]

# A diagnostic's first line, in `-diagnostic-style llvm`: `file:line:col: error: text`, or
# `error: text` without a location.
DIAGNOSTIC = re.compile(r"^(?:[^\s:][^:]*:\d+:\d+: |<unknown>:0: )?(error|warning): (.*)$")


class CheckError(Exception):
    """The check cannot run (a missing tool or file): exit status 2."""


def run_json(command):
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        raise CheckError(f"`{' '.join(command)}` failed:\n{result.stderr.strip()}")
    return json.loads(result.stdout)


def dump_package():
    # A scratch path of its own: `make test` runs this beside the test run, which holds the lock
    # of .build for a minute.
    scratch = os.path.join(ROOT, ".build", "ios-check-manifest")
    return run_json([os.environ.get("SWIFT", "swift"), "package", "--scratch-path", scratch,
                     "dump-package"])


# MARK: - What the package builds for iOS


def coverage_problems(package, modules):
    """What MODULES misses or misorders, as sentences (empty when it covers the package)."""
    targets = {t["name"]: t for t in package["targets"]}
    problems = []
    for name in modules:
        if name not in targets:
            problems.append(f"{name} is in MODULES but is not a target of Package.swift")
    for product in package["products"]:
        if "library" not in product["type"]:
            continue
        needed = closure(package, product["targets"], "ios")
        if any(targets[name]["type"] == "system" for name in needed if name in targets):
            continue  # a system library (cairo): not buildable for iOS
        for name in sorted(needed - set(modules)):
            problems.append(
                f"library product {product['name']} needs {name} on iOS, which MODULES does not "
                "check")
    position = {name: i for i, name in enumerate(modules)}
    for name in modules:
        for dependency in target_dependencies(targets.get(name, {}), "ios"):
            if dependency in position and position[dependency] > position[name]:
                problems.append(f"MODULES lists {name} before {dependency}, which it imports")
    return problems


def ios_deployment_target(package):
    for entry in package.get("platforms", []):
        if entry["platformName"] == "ios":
            return entry["version"]
    raise CheckError("Package.swift declares no iOS platform")


def swift_version(package):
    modes = package.get("swiftLanguageModes") or package.get("swiftLanguageVersions") or ["6"]
    return str(modes[0]).split(".")[0]


def sources(directory):
    files = sorted(glob.glob(os.path.join(ROOT, directory, "**", "*.swift"), recursive=True))
    return [os.path.relpath(f, ROOT) for f in files]


def target_sources(package, name):
    target = next(t for t in package["targets"] if t["name"] == name)
    return sources(target.get("path") or os.path.join("Sources", name))


# MARK: - The compiler


def find_compiler():
    """The command that runs swiftc against an iOS SDK, and what it is, or (None, why not)."""
    tool = os.environ.get("IOS_SWIFTC") or os.path.join(
        os.path.dirname(ROOT), "shared", "tools", "ios-swiftc")
    sdk = os.environ.get("IOS_SDK")
    if sdk and not os.path.isdir(sdk):
        raise CheckError(f"IOS_SDK={sdk} is not a directory")
    if os.access(tool, os.X_OK):
        # ios-swiftc reads IOS_SDK itself; its default is the SDK beside it.
        sdk = sdk or os.path.join(os.path.dirname(os.path.dirname(tool)), "ios-sdk")
        if os.path.isdir(sdk):
            return [tool], tool
    if platform.system() == "Darwin" and shutil.which("xcrun"):
        if sdk:
            return ["xcrun", "swiftc", "-sdk", sdk], "Xcode's swiftc"
        found = subprocess.run(["xcrun", "--sdk", "iphoneos", "--show-sdk-path"],
                               capture_output=True, text=True)
        if found.returncode == 0:
            return ["xcrun", "--sdk", "iphoneos", "swiftc"], "Xcode's swiftc"
    return None, (
        "no iOS SDK: put it beside the checkout as ../shared/ios-sdk with ../shared/tools/"
        "ios-swiftc (IOS_SDK=path checks another SDK with that tool), or run this on a Mac with "
        "Xcode")


# SDKs older than this are checked by type-checking only: their Swift interfaces were made by
# Swift 5 (the 17.4 SDK's standard library is patched to Swift 6's signatures), and generating
# SIL against them can crash this compiler. No Swift 6 toolchain, which this package needs, ships
# with one of them: they only stand for an older API surface.
SIL_SDK_VERSION = (18, 0)


def sdk_version(compiler):
    """The path and version of the SDK `compiler` compiles against, from its SDKSettings.json;
    (None, None) when the compiler does not say."""
    done = subprocess.run(compiler + ["-target", "arm64-apple-ios13.0", "-print-target-info"],
                          cwd=ROOT, capture_output=True, text=True)
    try:
        path = json.loads(done.stdout)["paths"]["sdkPath"]
        with open(os.path.join(path, "SDKSettings.json")) as settings:
            version = json.load(settings)["Version"]
        return path, tuple(int(part) for part in version.split("."))
    except (ValueError, KeyError, OSError):
        return None, None


class Result:
    def __init__(self, name):
        self.name, self.errors, self.warnings, self.seconds, self.lines = name, 0, 0, 0.0, []

    def add(self, output):
        for line in output.splitlines():
            match = DIAGNOSTIC.match(line)
            if match:
                if match.group(1) == "error":
                    self.errors += 1
                else:
                    self.warnings += 1
                self.lines.append(line)

    @property
    def passed(self):
        return self.errors == 0 and self.warnings == 0


def compile_module(compiler, name, files, flags, out, through_sil=True):
    """Compiles one module whole, through SIL, emitting its module into `out`; or, without
    `through_sil`, type-checks it and emits its interface without the bodies."""
    result = Result(name)
    if not files:
        result.errors += 1
        result.lines.append(f"error: {name} has no Swift sources")
        return result
    # A `main.swift` (a documentation sample, doc_samples.py) may have top-level code.
    library = [] if any(os.path.basename(f) == "main.swift" for f in files) else [
        "-parse-as-library"]
    common = compiler + flags + [
        "-module-name", name, *library, "-diagnostic-style", "llvm", "-I", out]
    emit = ["-emit-module", "-emit-module-path", os.path.join(out, name + ".swiftmodule")]
    # Without bodies, for the modules importing this one: they are checked on their own even
    # when a body here has an error, which leaves no module.
    interface = emit + ["-Xfrontend", "-experimental-skip-non-inlinable-function-bodies"]
    start = time.monotonic()
    command = common + ["-wmo"] + (emit if through_sil else ["-typecheck"])
    done = subprocess.run(command + files, cwd=ROOT, capture_output=True, text=True)
    output = done.stdout + done.stderr
    result.add(output)
    if done.returncode != 0 and result.errors == 0:
        result.errors += 1
        result.lines.append(f"error: swiftc failed with status {done.returncode}")
        result.lines.extend(output.strip().splitlines()[-20:])
    if done.returncode != 0 or not through_sil:
        subprocess.run(common + interface + files, cwd=ROOT, capture_output=True)
    result.seconds = time.monotonic() - start
    return result


# MARK: - The modules


def package_builds(package):
    """(name, files, flags) for MODULES, as SwiftPM builds them for iOS."""
    flags = ["-target", f"arm64-apple-ios{ios_deployment_target(package)}",
             "-swift-version", swift_version(package), "-package-name", PACKAGE_NAME,
             "-DSWIFT_PACKAGE"]
    for name in MODULES:
        yield name, target_sources(package, name), flags


def demo_build():
    manifest = open(os.path.join(ROOT, DEMO, "Package.swift")).read()
    version = re.search(r'\.iOS\("?v?([\d.]+)"?\)', manifest.replace("_", "."))
    tools = re.search(r"swift-tools-version:\s*(\d+)", manifest)
    if not version or not tools:
        raise CheckError(f"{DEMO}/Package.swift: no iOS platform or tools version found")
    target = re.search(r'\.executableTarget\(\s*name:\s*"([^"]+)"', manifest)
    files = [f for f in sources(DEMO) if os.path.basename(f) != "Package.swift"]
    # The language mode is the tools version's default: Swift 5 below tools version 6.
    flags = ["-target", f"arm64-apple-ios{version.group(1)}", "-swift-version",
             "6" if int(tools.group(1)) >= 6 else "5", "-package-name", "swipetableviewdemo",
             "-DSWIFT_PACKAGE"]
    return target.group(1) if target else "DemoApp", files, flags


def pod_build():
    ruby = shutil.which("ruby")
    if not ruby:
        raise CheckError("ruby is needed to read the podspec (make deps installs it)")
    spec = run_json([ruby, os.path.join(ROOT, PODSPEC_TO_JSON), os.path.join(ROOT, PODSPEC)])
    globs = []
    for subspec in spec["subspecs"]:
        value = subspec["attributes"].get("source_files", [])
        globs.extend([value] if isinstance(value, str) else value)
    files = sorted({os.path.relpath(f, ROOT) for pattern in globs
                    for f in glob.glob(os.path.join(ROOT, pattern), recursive=True)})
    attributes = spec["attributes"]
    ios = spec["platforms"].get("ios", {}).get("deployment_target")
    other = attributes.get("pod_target_xcconfig", {}).get("OTHER_SWIFT_FLAGS", "")
    package = re.search(r"-package-name\s+(\S+)", other)
    if not ios or not package:
        raise CheckError(f"{PODSPEC}: no iOS deployment target or -package-name")
    flags = ["-target", f"arm64-apple-ios{ios}", "-swift-version",
             str(attributes.get("swift_version", "6")).split(".")[0], "-package-name",
             package.group(1), "-D", "COCOAPODS"]
    return attributes.get("module_name", POD_MODULE), files, flags


# MARK: - Main


def report(result, width, must_fail=False):
    status = ("fails, as it must" if not result.passed else "PASSED") if must_fail else (
        "ok" if result.passed else "FAILED")
    print(f"{result.name:<{width}} {result.errors:>3} errors {result.warnings:>3} warnings "
          f"{result.seconds:>6.1f} s  {status}", flush=True)
    for line in result.lines[:40]:
        print(f"    {line}")
    if len(result.lines) > 40:
        print(f"    … and {len(result.lines) - 40} more")


def check(compiler, builds, through_sil, must_fail=False, dispatch=None):
    """Compiles `builds` in order; then, with `dispatch` (the flags of the package's modules),
    checks Objective-C dispatch against the emitted modules."""
    out = tempfile.mkdtemp(prefix="ios-check-")
    try:
        results, width = [], max(len(b[0]) for b in builds)
        for name, files, flags in builds:
            result = compile_module(compiler, name, files, flags, out, through_sil)
            report(result, width, must_fail)
            results.append(result)
        if dispatch is not None:
            result = dispatch_check(compiler, dispatch, out, DISPATCH_FIXTURE, DISPATCH_METHODS)
            report(result, width)
            results.append(result)
        return results
    finally:
        shutil.rmtree(out, ignore_errors=True)


def dispatch_check(compiler, flags, out, fixture, methods):
    """Compiles `fixture` to SIL against the modules in `out`; every method in `methods`
    without an `@objc` thunk is an error."""
    result = Result("ObjC dispatch")
    start = time.monotonic()
    command = compiler + flags + [
        "-module-name", "DispatchCheck", "-parse-as-library", "-diagnostic-style", "llvm",
        "-I", out, "-emit-sil", "-o", os.path.join(out, "DispatchCheck.sil"), fixture]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    result.add(done.stdout + done.stderr)
    if done.returncode != 0:
        result.errors = max(result.errors, 1)
        result.lines.append(f"error: swiftc -emit-sil failed with status {done.returncode}")
    else:
        sil = open(os.path.join(out, "DispatchCheck.sil")).read()
        for method in methods:
            if f"// @objc {method}\n" not in sil:
                result.errors += 1
                result.lines.append(
                    f"error: {method} is not an Objective-C method (its protocol is not an "
                    "Objective-C protocol): a subclass's would never be called")
    result.seconds = time.monotonic() - start
    return result


def coverage_self_test(package):
    """The coverage check fails where it must (no SDK needed): a product left out, an order
    reversed. Returns what it missed."""
    failures = []
    extra = json.loads(json.dumps(package))
    extra["targets"].append({"name": "SwipeExtra", "type": "regular", "dependencies": [
        {"byName": ["SwipeCore", None]}]})
    extra["products"].append({"name": "SwipeExtra", "type": {"library": ["automatic"]},
                              "targets": ["SwipeExtra"]})
    if not any("SwipeExtra" in p for p in coverage_problems(extra, MODULES)):
        failures.append("a library product missing from MODULES was not reported")
    if not coverage_problems(package, list(reversed(MODULES))):
        failures.append("MODULES out of dependency order was not reported")
    return failures


def compiler_self_test(compiler, package, through_sil):
    """The compiler check fails where it must: an error, a warning, and (through SIL) a data
    race. Returns what it missed."""
    failures = []
    scratch = tempfile.mkdtemp(prefix="ios-check-scratch-")
    try:
        cases = {
            "ScratchCGSize": ("import Foundation\n\npublic let origin = CGSize.zero\n", "errors"),
            "ScratchWarning": ("public func f() -> Int {\n  var x = 1\n  return x\n}\n",
                               "warnings"),
            # Region-based isolation, which only a compile through SIL reaches: a non-Sendable
            # value of a nonisolated method sent into a main-actor closure.
            "ScratchSending": (
                "public final class Relay {\n"
                "  let handler: @MainActor (AnyObject) -> Void\n"
                "  init(_ handler: @escaping @MainActor (AnyObject) -> Void) {\n"
                "    self.handler = handler\n  }\n"
                "  public func fire(_ sender: AnyObject) {\n"
                "    MainActor.assumeIsolated { handler(sender) }\n  }\n}\n", "errors"),
        }
        builds = []
        if not through_sil:
            del cases["ScratchSending"]
        target = f"arm64-apple-ios{ios_deployment_target(package)}"
        for name, (text, _) in cases.items():
            path = os.path.join(scratch, name + ".swift")
            with open(path, "w") as file:
                file.write(text)
            builds.append((name, [path], ["-target", target, "-swift-version", "6"]))
        # A documentation sample that does not compile, found in a README as doc_samples.py
        # finds the package's.
        with open(os.path.join(scratch, "README.md"), "w") as file:
            file.write("A sample:\n\n```swift\nlet count: Int = \"three\"\n```\n")
        samples, _ = doc_samples.builds(scratch, os.path.join(scratch, "samples"), target)
        cases["a documentation sample"] = ("", "errors")
        builds.extend(samples)
        print("self-test: these scratch modules must fail")
        results = check(compiler, builds, through_sil, True)
        for result, (name, (_, kind)) in zip(results, cases.items()):
            if getattr(result, kind) == 0:
                failures.append(f"{name} was not reported with {kind}")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return failures


def passed_self_test(failures):
    for failure in failures:
        print(f"self-test: error: {failure}")
    print(f"self-test: {'passed' if not failures else 'FAILED'}")
    return not failures


def main(argv):
    os.chdir(ROOT)
    try:
        package = dump_package()
        problems = coverage_problems(package, MODULES)
        for problem in problems:
            print(f"ios-check: error: {problem}")
        if problems:
            return 1
        missed = coverage_self_test(package)
        if missed:
            passed_self_test(missed)
            return 1
        if os.environ.get("IOS_CHECK") == "skip":
            print("ios-check: skipped: IOS_CHECK=skip")
            return 0
        compiler, description = find_compiler()
        if compiler is None:
            if os.environ.get("CI") == "true":
                print(f"ios-check: error: {description}")
                return 1
            print(f"ios-check: skipped: {description}")
            return 0
        path, version = sdk_version(compiler)
        through_sil = version is None or version >= SIL_SDK_VERSION
        name = os.path.basename(path) if path else "an SDK of unknown version"
        print(f"ios-check: {description}, {name}: " + (
            "whole modules through SIL" if through_sil else
            "type-checking only (SIL generation can crash on an SDK older than iOS 18's)"))
        if not passed_self_test(compiler_self_test(compiler, package, through_sil)):
            return 1
        if "--self-test" in argv:
            return 0
        start = time.monotonic()
        builds = list(package_builds(package)) + [demo_build(), pod_build()]
        dispatch = next(flags for name, _, flags in builds if name == "SwipeUIKit")
        scratch = tempfile.mkdtemp(prefix="ios-check-samples-")
        try:
            samples, skipped = doc_samples.builds(
                ROOT, scratch, f"arm64-apple-ios{ios_deployment_target(package)}")
            results = check(compiler, builds + samples, through_sil, dispatch=dispatch)
        except doc_samples.SampleError as error:
            raise CheckError(f"documentation samples: {error}")
        finally:
            shutil.rmtree(scratch, ignore_errors=True)
        for where, why in skipped:
            print(f"sample skipped: {where} ({why})")
        failed = [r.name for r in results if not r.passed]
        print(f"ios-check: {len(results) - len(samples)} modules and {len(samples)} documentation "
              f"samples in {time.monotonic() - start:.1f} s: "
              + (f"FAILED: {', '.join(failed)}" if failed else "0 errors, 0 warnings"))
        return 1 if failed else 0
    except CheckError as error:
        print(f"ios-check: error: {error}")
        return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
