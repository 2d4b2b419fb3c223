#!/usr/bin/env python3
"""What the libraries the UIKit stack replaces cost an app, measured as `make ios-link` measures
the stack (it repeats issue 42's measurement, the `ceiling` in scripts/ios-link-baseline.json).

    python3 scripts/ios-link-peers.py JXPAGINGVIEW JXSEGMENTEDVIEW MJREFRESH

Each argument is a checkout of that library's repository (github.com/pujiaxin33/JXPagingView,
github.com/pujiaxin33/JXSegmentedView, github.com/CoderMJLee/MJRefresh). They are not in this
repository and CI cannot fetch them, so this is not part of `make test`: run it by hand when the
peers or the method change, and record what it prints with the commits it measured.

What it builds, with ios-link's compiler, SDK, linker and tiny apps (its app_bytes):
JXPagingView's and JXSegmentedView's Swift modules as their Package.swift builds them (Swift 5,
whole module, at `-Osize` and `-O`), MJRefresh's Objective-C files with the toolchain's clang
(ARC, modules, `-Os` and `-O2`); then an app that names JXPagingView, one that adds
JXSegmentedView's bar, one that adds MJRefresh (its classes are kept by the Objective-C
runtime's class list, named or not), each over the empty app, dead-stripped with identical code
folded. The undefined symbols ios-link allows (this SDK copy's gaps: `IndexPath`'s UIKit
accessors, `__isPlatformVersionAtLeast`) are left to the loader; any other fails the
measurement.
"""

import glob
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLANG_OPTIMIZATION = {"-Osize": "-Os", "-O": "-O2"}
UIKIT_LINE = "print(UIView(frame: .zero).frame.width)"
# (what the figure is, the modules the app imports, what its main() says, the objects it links)
APPS = [
    ("JXPagingView", ["JXPagingView"], ["print(JXPagingView.self)"], ["paging"]),
    ("JXPagingView + JXSegmentedView", ["JXPagingView", "JXSegmentedView"],
     ["print(JXPagingView.self)", "print(JXSegmentedView(frame: .zero).selectedIndex)"],
     ["paging", "segmented"]),
    ("JXPagingView + JXSegmentedView + MJRefresh", ["JXPagingView", "JXSegmentedView"],
     ["print(JXPagingView.self)", "print(JXSegmentedView(frame: .zero).selectedIndex)",
      'print(NSClassFromString("MJRefreshNormalHeader") as Any)'],
     ["paging", "segmented", "refresh"]),
]


def load_ios_link():
    sys.dont_write_bytecode = True
    spec = importlib.util.spec_from_file_location(
        "ios_link", os.path.join(ROOT, "scripts", "ios-link.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def revision(checkout):
    done = subprocess.run(["git", "-C", checkout, "log", "-1", "--format=%h %cs"],
                          capture_output=True, text=True)
    return done.stdout.strip() or "(not a git checkout)"


def compile_refresh(sdk, checkout, optimization, out):
    """MJRefresh's Objective-C files, one object each, as its pod compiles them."""
    source = os.path.join(checkout, "MJRefresh")
    includes = [argument for folder, _, _ in os.walk(source) for argument in ("-I", folder)]
    objects = []
    for path in sorted(glob.glob(os.path.join(source, "**", "*.m"), recursive=True)):
        output = os.path.join(out, f"MJRefresh-{os.path.basename(path)[:-2]}.o")
        command = ["clang", "-target", "arm64-apple-ios15.0", "-isysroot", sdk, "-fobjc-arc",
                   "-fmodules", CLANG_OPTIMIZATION[optimization], *includes, "-c", path, "-o",
                   output]
        done = subprocess.run(command, capture_output=True, text=True)
        if done.returncode != 0:
            raise SystemExit(f"compiling {path} failed:\n{done.stderr.strip()[-3000:]}")
        objects.append(output)
    return objects


def measure(link, compiler, linker, sdk, platform_version, peers, optimization, out):
    """What each APPS figure adds over the empty app, in bytes, at `optimization`."""
    flags = ["-target", "arm64-apple-ios15.0", "-swift-version", "5"]
    paging, segmented, refresh = peers
    objects = {
        "paging": [link.compile_object(
            compiler, "JXPagingView",
            sorted(glob.glob(os.path.join(paging, "Sources", "JXPagingView", "*.swift"))),
            flags, out, optimization)],
        "segmented": [link.compile_object(
            compiler, "JXSegmentedView",
            sorted(glob.glob(os.path.join(segmented, "Sources", "**", "*.swift"),
                             recursive=True)), flags, out, optimization)],
        "refresh": compile_refresh(sdk, refresh, optimization, out),
    }

    def app_bytes(name, imports, statements, linked):
        source = link.app_source(imports + ["UIKit"], [UIKIT_LINE] + statements)
        return link.app_bytes(compiler, linker, sdk, platform_version, name, source, linked, out,
                              out, flags, optimization)

    empty = app_bytes("PeerApp0", [], [], [])
    return {figure: app_bytes(f"PeerApp{index + 1}", imports, statements,
                              [o for key in keys for o in objects[key]]) - empty
            for index, (figure, imports, statements, keys) in enumerate(APPS)}


def main(argv):
    if len(argv) != 3 or not all(os.path.isdir(path) for path in argv):
        print("usage: scripts/ios-link-peers.py JXPAGINGVIEW JXSEGMENTEDVIEW MJREFRESH "
              "(checkouts of the three repositories)")
        return 2
    peers = [os.path.abspath(path) for path in argv]
    link = load_ios_link()
    ios = link.load_ios_check()
    compiler, description = ios.find_compiler()
    linker = link.find_linker()
    if not compiler or not linker:
        print(f"ios-link-peers: error: {description if not compiler else 'needs lld-16'}")
        return 2
    sdk, version = ios.sdk_version(compiler)
    platform_version = ("15.0", ".".join(str(part) for part in version))
    for name, path in zip(("JXPagingView", "JXSegmentedView", "MJRefresh"), peers):
        print(f"{name:<16} {revision(path)}")
    out = tempfile.mkdtemp(prefix="ios-link-peers-")
    try:
        paid = {}
        for optimization in ("-Osize", "-O"):
            folder = os.path.join(out, optimization)
            os.mkdir(folder)
            paid[optimization] = measure(link, compiler, linker, sdk, platform_version, peers,
                                         optimization, folder)
        print("what an app pays (__TEXT + __DATA_CONST + __DATA over the empty app, "
              "dead-stripped, --icf=all):")
        for figure, _, _, _ in APPS:
            print(f"  {figure:<44} {paid['-Osize'][figure]:>9,} bytes at -Osize, "
                  f"{paid['-O'][figure]:>9,} at -O")
        return 0
    except link.CheckError as error:
        print(f"ios-link-peers: error: {error}")
        return 1
    finally:
        shutil.rmtree(out, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
