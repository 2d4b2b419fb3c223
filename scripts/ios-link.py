#!/usr/bin/env python3
"""Compiles the demo app and the library modules to arm64 Mach-O and links an iOS executable
against the SDK's `.tbd` stubs (`make ios-link`).

What it builds, with ios-check's compiler (../shared/tools/ios-swiftc against the iOS 26.2 SDK,
or IOS_SDK) and ios-check's module builds (sources and flags read from Package.swift and the
demo's manifest), each module whole and optimized (`-wmo -O`) into one object: SwipeCore,
SwipeUIKit and SwipeUIKitDemos, then the demo app (Demo/) that imports them. Then Debian's `ld64.lld` (package lld-16 or newer; the toolchain's own refuses iOS)
links the four objects with the SDK's libraries, as an app's link does.

What a link on Linux must do without, so the undefined symbols it may leave are ALLOWED, each with
its reason: the Swift back-deployment libraries (compiled with `-runtime-compatibility-version
none`), compiler-rt's `__isPlatformVersionAtLeast` (`#available`), and the Swift overlay symbols
this public copy of the SDK's `.tbd` stubs lacks. Any other undefined symbol fails the check, and
so does an allowed one that is no longer needed (the list stays exact).

It prints the executable's `file` line and size, and the size of the library's code: the `__TEXT`
sections of SwipeCore and SwipeUIKit's objects at `-O` and at `-Osize` (what an app pays). The
`-Osize` objects, only measured, compile beside the `-O` ones: about 40 s warm on 2 cores, 80 s
one after the other.
Without the SDK or lld it says how to get them and passes, unless CI=true.
"""

import concurrent.futures
import importlib.util
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The modules linked, in dependency order, as ios-check builds them; the demo app after them.
LIBRARY = ["SwipeCore", "SwipeUIKit", "SwipeUIKitDemos"]


def load_ios_check():
    """scripts/ios-check.py, whose compiler, SDK and module builds (sources, flags read from
    Package.swift, the demo's manifest) this link uses."""
    sys.dont_write_bytecode = True
    spec = importlib.util.spec_from_file_location(
        "ios_check", os.path.join(ROOT, "scripts", "ios-check.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# The undefined symbols a Linux link may leave (Swift ones with their demangled names), and why.
BACK_DEPLOYMENT = ("a Swift back-deployment library, which the Linux toolchain lacks; an app's "
                   "link on a Mac adds it for an older deployment target")
MISSING_STUB = "a Swift overlay symbol Apple's stub exports and this public copy lacks"
SWIFTUI_CORE = "SwiftUI's, exported by SwiftUICore, whose stub this SDK copy lacks"
COMPILER_RT = "compiler-rt's `#available` check, which Xcode's clang links"
ALLOWED = {
    # IndexPath.row.getter
    "_$s10Foundation9IndexPathV5UIKitE3rowSivg": MISSING_STUB,
    # IndexPath.init(item:section:)
    "_$s10Foundation9IndexPathV5UIKitE4item7sectionACSi_SitcfC": MISSING_STUB,
    # IndexPath.item.getter
    "_$s10Foundation9IndexPathV5UIKitE4itemSivg": MISSING_STUB,
    # IndexPath.section.getter
    "_$s10Foundation9IndexPathV5UIKitE7sectionSivg": MISSING_STUB,
    # associated type descriptor for View.Body
    "_$s4Body7SwiftUI4ViewPTl": SWIFTUI_CORE,
    # UIListContentConfiguration.secondaryText.setter
    "_$s5UIKit26UIListContentConfigurationV13secondaryTextSSSgvs": MISSING_STUB,
    # UIListContentConfiguration.text.setter
    "_$s5UIKit26UIListContentConfigurationV4textSSSgvs": MISSING_STUB,
    # protocol witness table for UIListContentConfiguration
    "_$s5UIKit26UIListContentConfigurationVAA09UIContentD0AAWP": MISSING_STUB,
    # type metadata accessor for UIListContentConfiguration
    "_$s5UIKit26UIListContentConfigurationVMa": MISSING_STUB,
    # nominal type descriptor for ModifiedContent
    "_$s7SwiftUI15ModifiedContentVMn": SWIFTUI_CORE,
    # protocol conformance descriptor for <> ModifiedContent<A, B>
    "_$s7SwiftUI15ModifiedContentVyxq_GAA4ViewA2aERzAA0E8ModifierR_rlMc": SWIFTUI_CORE,
    # static SafeAreaRegions.all.getter
    "_$s7SwiftUI15SafeAreaRegionsV3allACvgZ": SWIFTUI_CORE,
    # protocol witness table for _SafeAreaRegionsIgnoringLayout
    "_$s7SwiftUI30_SafeAreaRegionsIgnoringLayoutVAA12ViewModifierAAWP": SWIFTUI_CORE,
    # nominal type descriptor for _SafeAreaRegionsIgnoringLayout
    "_$s7SwiftUI30_SafeAreaRegionsIgnoringLayoutVMn": SWIFTUI_CORE,
    # static Edge.Set.all.getter
    "_$s7SwiftUI4EdgeO3SetV3allAEvgZ": SWIFTUI_CORE,
    # protocol descriptor for View
    "_$s7SwiftUI4ViewMp": SWIFTUI_CORE,
    # method descriptor for static View._makeView(view:inputs:)
    "_$s7SwiftUI4ViewP05_makeC04view6inputsAA01_C7OutputsVAA11_GraphValueVyxG_AA01_C6InputsVtFZTq": SWIFTUI_CORE,
    # method descriptor for static View._makeViewList(view:inputs:)
    "_$s7SwiftUI4ViewP05_makeC4List4view6inputsAA01_cE7OutputsVAA11_GraphValueVyxG_AA01_cE6InputsVtFZTq": SWIFTUI_CORE,
    # method descriptor for static View._viewListCount(inputs:)
    "_$s7SwiftUI4ViewP14_viewListCount6inputsSiSgAA01_ceF6InputsV_tFZTq": SWIFTUI_CORE,
    # associated conformance descriptor for View.View.Body: View
    "_$s7SwiftUI4ViewP4BodyAC_AaBTn": SWIFTUI_CORE,
    # method descriptor for View.body.getter
    "_$s7SwiftUI4ViewP4body4BodyQzvgTq": SWIFTUI_CORE,
    # static View._viewListCount(inputs:)
    "_$s7SwiftUI4ViewPAAE14_viewListCount6inputsSiSgAA01_ceF6InputsV_tFZ": SWIFTUI_CORE,
    # UITableViewCell.contentConfiguration.setter
    "_$sSo15UITableViewCellC5UIKitE20contentConfigurationAC09UIContentF0_pSgvs": MISSING_STUB,
    # UITableViewCell.defaultContentConfiguration()
    "_$sSo15UITableViewCellC5UIKitE27defaultContentConfigurationAC06UIListfG0VyF": MISSING_STUB,
    # UIViewController.setContentScrollView(_:)
    "_$sSo16UIViewControllerC5UIKitE20setContentScrollViewyySo08UIScrollG0CSgF": MISSING_STUB,
    # protocol witness table for Never
    "_$ss5NeverO7SwiftUI4ViewACWP": SWIFTUI_CORE,
    "___isPlatformVersionAtLeast": COMPILER_RT,
    "_swift_async_extendedFramePointerFlags": BACK_DEPLOYMENT,
    "_swift_getFunctionTypeMetadataGlobalActorBackDeploy": BACK_DEPLOYMENT,
}


class CheckError(Exception):
    pass


def find_linker():
    """Debian's ld64.lld, newest first: lld-16 or newer links Mach-O for iOS."""
    for version in range(30, 15, -1):
        path = shutil.which(f"ld64.lld-{version}")
        if path:
            return path
    return None


def compile_object(compiler, name, files, flags, out, optimization="-O"):
    """One module, whole, into `out`/`name`.o (and its module, for the modules importing it)."""
    start = time.monotonic()
    command = compiler + flags + [
        "-module-name", name, "-parse-as-library", "-wmo", "-num-threads", "0", optimization,
        "-runtime-compatibility-version", "none", "-I", out, "-c", "-o",
        os.path.join(out, f"{name}.o"), "-emit-module", "-emit-module-path",
        os.path.join(out, f"{name}.swiftmodule")] + files
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    if done.returncode != 0:
        raise CheckError(f"compiling {name} failed:\n{done.stderr.strip()[-3000:]}")
    print(f"{name:<16} {optimization:<6} {time.monotonic() - start:6.1f} s", flush=True)
    return os.path.join(out, f"{name}.o")


def text_size(path):
    """The bytes of a Mach-O object's or image's sections in the __TEXT segment."""
    data = open(path, "rb").read()
    magic, _, _, _, ncmds, _, _, _ = struct.unpack_from("<IiiIIIII", data, 0)
    if magic != 0xFEEDFACF:
        raise CheckError(f"{path} is not a 64-bit Mach-O file")
    offset, total = 32, 0
    for _ in range(ncmds):
        command, size = struct.unpack_from("<II", data, offset)
        if command == 0x19:  # LC_SEGMENT_64
            nsects = struct.unpack_from("<I", data, offset + 64)[0]
            for index in range(nsects):
                section = offset + 72 + index * 80
                segment = data[section + 16:section + 32].rstrip(b"\0")
                if segment == b"__TEXT":
                    total += struct.unpack_from("<Q", data, section + 40)[0]
        offset += size
    return total


# SwiftUI.tbd re-exports SwiftUICore, whose stub this SDK copy lacks: an empty stand-in (written
# into the scratch folder, a second system root) lets the link resolve the re-export, and what
# the app takes from SwiftUICore shows as undefined (SWIFTUI_CORE).
SWIFTUI_CORE_STANDIN = """--- !tapi-tbd-v3
archs:                 [ arm64, arm64e ]
platform:              ios
install-name:          /System/Library/Frameworks/SwiftUICore.framework/SwiftUICore
current-version:       1
compatibility-version: 1
exports:
  - archs:             [ arm64, arm64e ]
    symbols:           [ _SwiftUICoreStandIn ]
...
"""


def link(linker, sdk, platform_version, objects, output, scratch):
    """Links `objects` into `output` for iOS `platform_version` (the deployment target and the
    SDK's version) against `sdk`; returns the undefined symbols the linker reported. The allowed
    ones are then left to the loader (`-U`), so the executable is written."""
    standin = os.path.join(scratch, "System/Library/Frameworks/SwiftUICore.framework")
    os.makedirs(standin, exist_ok=True)
    with open(os.path.join(standin, "SwiftUICore.tbd"), "w") as tbd:
        tbd.write(SWIFTUI_CORE_STANDIN)
    command = [linker, "-arch", "arm64", "-platform_version", "ios", *platform_version,
               "-syslibroot", sdk, "-syslibroot", scratch,
               "-L", os.path.join(sdk, "usr/lib/swift"), "-lSystem",
               "-dead_strip", "--error-limit=0", "-o", output] + objects
    done = subprocess.run(command, capture_output=True, text=True)
    undefined = sorted(set(re.findall(r"undefined symbol: (\S+)", done.stderr)))
    others = [line for line in done.stderr.splitlines()
              if "error:" in line and "undefined symbol" not in line]
    if others:
        raise CheckError("the link failed:\n" + "\n".join(others[:20]))
    if undefined and all(symbol in ALLOWED for symbol in undefined):
        leave = [argument for symbol in undefined for argument in ("-U", symbol)]
        done = subprocess.run(command + leave, capture_output=True, text=True)
        if done.returncode != 0:
            raise CheckError(f"the link failed:\n{done.stderr.strip()[-3000:]}")
    return undefined


def kb(size):
    return f"{size / 1024:,.0f} KB"


def main():
    os.chdir(ROOT)
    ios = load_ios_check()
    try:
        compiler, description = ios.find_compiler()
    except ios.CheckError as error:
        print(f"ios-link: error: {error}")
        return 2
    missing = [] if compiler else [description]
    linker = find_linker()
    if not linker:
        missing.append("needs Debian's lld (apt-get install lld-16; `make ios-link` installs it)")
    if missing:
        message = "; ".join(missing)
        if os.environ.get("CI") == "true":
            print(f"ios-link: error: {message}")
            return 1
        print(f"ios-link: skipped: {message}")
        return 0
    sdk, version = ios.sdk_version(compiler)
    if sdk is None:
        print(f"ios-link: error: {description} does not say which SDK it compiles against")
        return 2
    out = tempfile.mkdtemp(prefix="ios-link-")
    try:
        start = time.monotonic()
        print(f"ios-link: {os.path.basename(sdk)}, {linker}")
        builds = {name: (files, flags)
                  for name, files, flags in ios.package_builds(ios.dump_package())}
        # The -Osize objects, only measured, beside the -O ones (one compiler process each).
        size_out = os.path.join(out, "Osize")
        os.mkdir(size_out)
        sizing = concurrent.futures.ThreadPoolExecutor(max_workers=1)
        osize = sizing.submit(lambda: sum(
            text_size(compile_object(compiler, name, *builds[name], size_out, "-Osize"))
            for name in LIBRARY[:2]))
        sizing.shutdown(wait=False)
        objects = [compile_object(compiler, name, *builds[name], out) for name in LIBRARY]
        library_o = sum(text_size(o) for o in objects[:2])
        demo, demo_files, demo_flags = ios.demo_build()
        objects.append(compile_object(compiler, demo, demo_files, demo_flags, out))
        executable = os.path.join(out, demo)
        target = demo_flags[demo_flags.index("-target") + 1]
        platform_version = (target.removeprefix("arm64-apple-ios"),
                            ".".join(str(part) for part in version))
        undefined = link(linker, sdk, platform_version, objects, executable, out)

        library_osize = osize.result()

        unexpected = [s for s in undefined if s not in ALLOWED]
        stale = [s for s in ALLOWED if s not in undefined]
        print()
        if os.path.exists(executable):
            described = "Mach-O executable (no `file` command to describe it further)"
            if shutil.which("file"):
                described = subprocess.run(["file", "-b", executable], capture_output=True,
                                           text=True).stdout.strip()
            print(f"executable: {described}")
            print(f"executable: {kb(os.path.getsize(executable))}, __TEXT "
                  f"{kb(text_size(executable))}")
        print(f"library code (__TEXT of SwipeCore + SwipeUIKit): {kb(library_o)} at -O, "
              f"{kb(library_osize)} at -Osize")
        print(f"undefined symbols allowed: {len(undefined) - len(unexpected)}")
        for symbol in undefined:
            if symbol in ALLOWED:
                print(f"  {symbol}: {ALLOWED[symbol]}")
        for symbol in unexpected:
            print(f"ios-link: error: undefined symbol {symbol}, not in ALLOWED")
        for symbol in stale:
            print(f"ios-link: error: {symbol} is in ALLOWED but no longer undefined: remove it")
        failed = bool(unexpected or stale or not os.path.exists(executable))
        print(f"ios-link: {time.monotonic() - start:.1f} s: " + ("FAILED" if failed else "linked"))
        return 1 if failed else 0
    except (CheckError, ios.CheckError) as error:
        print(f"ios-link: error: {error}")
        return 2
    finally:
        shutil.rmtree(out, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
