#!/usr/bin/env python3
"""Compiles the demo app and the library modules to arm64 Mach-O and links an iOS executable
against the SDK's `.tbd` stubs (`make ios-link`).

What it builds, with ios-check's compiler (../shared/tools/ios-swiftc against the iOS 26.2 SDK,
or IOS_SDK) and ios-check's module builds (sources and flags read from Package.swift and the
demo's manifest), each module whole and optimized (`-wmo -O`) into one object: the LIBRARY
modules, then the demo app (Demo/) that imports them. Then Debian's `ld64.lld` (package lld-16 or
newer; the toolchain's own refuses iOS) links the objects with the SDK's libraries, as an app's
link does.

What a link on Linux must do without, so the undefined symbols it may leave are ALLOWED, each with
its reason: the Swift back-deployment libraries (compiled with `-runtime-compatibility-version
none`), compiler-rt's `__isPlatformVersionAtLeast` (`#available`), and the Swift overlay symbols
this public copy of the SDK's `.tbd` stubs lacks. Any other undefined symbol fails the check, and
so does an allowed one that is no longer needed (the list stays exact).

It prints the executable's `file` line and size, and the size of the library's code: the `__TEXT`
sections of SwipeCore and SwipeUIKit's objects at `-O` and at `-Osize`; then what an app pays for
each module (SIZE_APPS, each over the one before it), the UIKit stack's figure checked against
IOS_LINK_BASELINE. The `-Osize` objects of the MEASURED modules, only measured, compile beside
the `-O` ones: about 50 s warm on 2 cores.
Without the SDK or lld it says how to get them and passes, unless CI=true.
"""

import concurrent.futures
import importlib.util
import json
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
LIBRARY = ["SwipeCore", "SwipeUIKit", "SwipeLayouts", "SwipeUIKitLayouts", "SwipeUIKitRefresh",
           "SwipeUIKitDemos", "SwipeSwiftUI", "SwipeSwiftUIDemos"]
# The library modules an app links (what the size figures measure), also built at -Osize.
MEASURED = ["SwipeCore", "SwipeUIKit", "SwipeLayouts", "SwipeUIKitLayouts", "SwipeUIKitRefresh",
            "SwipeSwiftUI"]


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
    # associated type descriptor for EnvironmentKey.Value
    "_$s5Value7SwiftUI14EnvironmentKeyPTl": SWIFTUI_CORE,
    # Transaction.disablesAnimations.getter
    "_$s7SwiftUI11TransactionV18disablesAnimationsSbvg": SWIFTUI_CORE,
    # _FrameLayout.init(width:height:alignment:)
    "_$s7SwiftUI12_FrameLayoutV5width6height9alignmentAC12CoreGraphics7CGFloatVSg_AjA9AlignmentVtcfC": SWIFTUI_CORE,
    # protocol witness table for _FrameLayout
    "_$s7SwiftUI12_FrameLayoutVAA12ViewModifierAAWP": SWIFTUI_CORE,
    # nominal type descriptor for _FrameLayout
    "_$s7SwiftUI12_FrameLayoutVMn": SWIFTUI_CORE,
    # type metadata for _FrameLayout
    "_$s7SwiftUI12_FrameLayoutVN": SWIFTUI_CORE,
    # protocol descriptor for EnvironmentKey
    "_$s7SwiftUI14EnvironmentKeyMp": SWIFTUI_CORE,
    # method descriptor for static EnvironmentKey._valuesEqual(_:_:)
    "_$s7SwiftUI14EnvironmentKeyP12_valuesEqualySb5ValueQz_AFtFZTq": SWIFTUI_CORE,
    # method descriptor for static EnvironmentKey.defaultValue.getter
    "_$s7SwiftUI14EnvironmentKeyP12defaultValue0F0QzvgZTq": SWIFTUI_CORE,
    # static EnvironmentKey<>._valuesEqual(_:_:)
    "_$s7SwiftUI14EnvironmentKeyPAASQ5ValueRpzrlE12_valuesEqualySbAE_AEtFZ": SWIFTUI_CORE,
    # type metadata accessor for ModifiedContent
    "_$s7SwiftUI15ModifiedContentVMa": SWIFTUI_CORE,
    # nominal type descriptor for ModifiedContent
    "_$s7SwiftUI15ModifiedContentVMn": SWIFTUI_CORE,
    # protocol conformance descriptor for <> ModifiedContent<A, B>
    "_$s7SwiftUI15ModifiedContentVyxq_GAA4ViewA2aERzAA0E8ModifierR_rlMc": SWIFTUI_CORE,
    # static SafeAreaRegions.all.getter
    "_$s7SwiftUI15SafeAreaRegionsV3allACvgZ": SWIFTUI_CORE,
    # static SafeAreaRegions.keyboard.getter
    "_$s7SwiftUI15SafeAreaRegionsV8keyboardACvgZ": SWIFTUI_CORE,
    # static SafeAreaRegions.container.getter
    "_$s7SwiftUI15SafeAreaRegionsV9containerACvgZ": SWIFTUI_CORE,
    # EnvironmentValues.init()
    "_$s7SwiftUI17EnvironmentValuesVACycfC": SWIFTUI_CORE,
    # type metadata accessor for EnvironmentValues
    "_$s7SwiftUI17EnvironmentValuesVMa": SWIFTUI_CORE,
    # nominal type descriptor for EnvironmentValues
    "_$s7SwiftUI17EnvironmentValuesVMn": SWIFTUI_CORE,
    # EnvironmentValues.subscript.getter
    "_$s7SwiftUI17EnvironmentValuesVy5ValueQzxmcAA0C3KeyRzluig": SWIFTUI_CORE,
    # EnvironmentValues.subscript.setter
    "_$s7SwiftUI17EnvironmentValuesVy5ValueQzxmcAA0C3KeyRzluis": SWIFTUI_CORE,
    # LocalizedStringKey.StringInterpolation.appendInterpolation<A>(_:specifier:)
    "_$s7SwiftUI18LocalizedStringKeyV0D13InterpolationV06appendF0_9specifieryx_SStAA18_FormatSpecifiableRzlF": SWIFTUI_CORE,
    # LocalizedStringKey.StringInterpolation.appendInterpolation(_:)
    "_$s7SwiftUI18LocalizedStringKeyV0D13InterpolationV06appendF0yySSF": SWIFTUI_CORE,
    # LocalizedStringKey.StringInterpolation.appendLiteral(_:)
    "_$s7SwiftUI18LocalizedStringKeyV0D13InterpolationV13appendLiteralyySSF": SWIFTUI_CORE,
    # LocalizedStringKey.StringInterpolation.init(literalCapacity:interpolationCount:)
    "_$s7SwiftUI18LocalizedStringKeyV0D13InterpolationV15literalCapacity18interpolationCountAESi_SitcfC": SWIFTUI_CORE,
    # type metadata accessor for LocalizedStringKey.StringInterpolation
    "_$s7SwiftUI18LocalizedStringKeyV0D13InterpolationVMa": SWIFTUI_CORE,
    # LocalizedStringKey.init(stringLiteral:)
    "_$s7SwiftUI18LocalizedStringKeyV13stringLiteralACSS_tcfC": SWIFTUI_CORE,
    # LocalizedStringKey.init(stringInterpolation:)
    "_$s7SwiftUI18LocalizedStringKeyV19stringInterpolationA2C0dG0V_tcfC": SWIFTUI_CORE,
    # static HorizontalAlignment.center.getter
    "_$s7SwiftUI19HorizontalAlignmentV6centerACvgZ": SWIFTUI_CORE,
    # type metadata accessor for _ConditionalContent.Storage
    "_$s7SwiftUI19_ConditionalContentV7StorageOMa": SWIFTUI_CORE,
    # _ConditionalContent<>.init(storage:)
    "_$s7SwiftUI19_ConditionalContentVA2A4ViewRzAaDR_rlE7storageACyxq_GAC7StorageOyxq__G_tcfC": SWIFTUI_CORE,
    # type metadata accessor for _ConditionalContent
    "_$s7SwiftUI19_ConditionalContentVMa": SWIFTUI_CORE,
    # nominal type descriptor for _ConditionalContent
    "_$s7SwiftUI19_ConditionalContentVMn": SWIFTUI_CORE,
    # protocol conformance descriptor for <> _ConditionalContent<A, B>
    "_$s7SwiftUI19_ConditionalContentVyxq_GAA4ViewA2aERzAaER_rlMc": SWIFTUI_CORE,
    # protocol witness table for _SafeAreaIgnoringLayout
    "_$s7SwiftUI23_SafeAreaIgnoringLayoutVAA12ViewModifierAAWP": SWIFTUI_CORE,
    # nominal type descriptor for _SafeAreaIgnoringLayout
    "_$s7SwiftUI23_SafeAreaIgnoringLayoutVMn": SWIFTUI_CORE,
    # type metadata for _SafeAreaIgnoringLayout
    "_$s7SwiftUI23_SafeAreaIgnoringLayoutVN": SWIFTUI_CORE,
    # type metadata accessor for _EnvironmentKeyWritingModifier
    "_$s7SwiftUI30_EnvironmentKeyWritingModifierVMa": SWIFTUI_CORE,
    # nominal type descriptor for _EnvironmentKeyWritingModifier
    "_$s7SwiftUI30_EnvironmentKeyWritingModifierVMn": SWIFTUI_CORE,
    # protocol conformance descriptor for _EnvironmentKeyWritingModifier<A>
    "_$s7SwiftUI30_EnvironmentKeyWritingModifierVyxGAA04ViewF0AAMc": SWIFTUI_CORE,
    # protocol witness table for _SafeAreaRegionsIgnoringLayout
    "_$s7SwiftUI30_SafeAreaRegionsIgnoringLayoutVAA12ViewModifierAAWP": SWIFTUI_CORE,
    # nominal type descriptor for _SafeAreaRegionsIgnoringLayout
    "_$s7SwiftUI30_SafeAreaRegionsIgnoringLayoutVMn": SWIFTUI_CORE,
    # type metadata for _SafeAreaRegionsIgnoringLayout
    "_$s7SwiftUI30_SafeAreaRegionsIgnoringLayoutVN": SWIFTUI_CORE,
    # static Edge.Set.all.getter
    "_$s7SwiftUI4EdgeO3SetV3allAEvgZ": SWIFTUI_CORE,
    # static Edge.Set.top.getter
    "_$s7SwiftUI4EdgeO3SetV3topAEvgZ": SWIFTUI_CORE,
    # Edge.Set.init(rawValue:)
    "_$s7SwiftUI4EdgeO3SetV8rawValueAEs4Int8V_tcfC": SWIFTUI_CORE,
    # static Font.subheadline.getter
    "_$s7SwiftUI4FontV11subheadlineACvgZ": SWIFTUI_CORE,
    # static Font.title.getter
    "_$s7SwiftUI4FontV5titleACvgZ": SWIFTUI_CORE,
    # Text.foregroundColor(_:)
    "_$s7SwiftUI4TextV15foregroundColoryAcA0E0VSgF": SWIFTUI_CORE,
    # Text.font(_:)
    "_$s7SwiftUI4TextV4fontyAcA4FontVSgF": SWIFTUI_CORE,
    # protocol witness table for Text
    "_$s7SwiftUI4TextVAA4ViewAAWP": SWIFTUI_CORE,
    # nominal type descriptor for Text
    "_$s7SwiftUI4TextVMn": SWIFTUI_CORE,
    # type metadata for Text
    "_$s7SwiftUI4TextVN": SWIFTUI_CORE,
    # Text.init(_:tableName:bundle:comment:)
    "_$s7SwiftUI4TextV_9tableName6bundle7commentAcA18LocalizedStringKeyV_SSSgSo8NSBundleCSgs06StaticI0VSgtcfC": SWIFTUI_CORE,
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
    # static View._makeView(view:inputs:)
    "_$s7SwiftUI4ViewPAAE05_makeC04view6inputsAA01_C7OutputsVAA11_GraphValueVyxG_AA01_C6InputsVtFZ": SWIFTUI_CORE,
    # static View._makeViewList(view:inputs:)
    "_$s7SwiftUI4ViewPAAE05_makeC4List4view6inputsAA01_cE7OutputsVAA11_GraphValueVyxG_AA01_cE6InputsVtFZ": SWIFTUI_CORE,
    # View.environment<A>(_:_:)
    "_$s7SwiftUI4ViewPAAE11environmentyQrs15WritableKeyPathCyAA17EnvironmentValuesVqd__G_qd__tlF": SWIFTUI_CORE,
    # static View._viewListCount(inputs:)
    "_$s7SwiftUI4ViewPAAE14_viewListCount6inputsSiSgAA01_ceF6InputsV_tFZ": SWIFTUI_CORE,
    # View.ignoresSafeArea(_:edges:)
    "_$s7SwiftUI4ViewPAAE15ignoresSafeArea_5edgesQrAA0eF7RegionsV_AA4EdgeO3SetVtF": SWIFTUI_CORE,
    # View.edgesIgnoringSafeArea(_:)
    "_$s7SwiftUI4ViewPAAE21edgesIgnoringSafeAreayQrAA4EdgeO3SetVF": SWIFTUI_CORE,
    # enum case for Color.RGBColorSpace.sRGB(_:)
    "_$s7SwiftUI5ColorV13RGBColorSpaceO4sRGByA2EmFWC": SWIFTUI_CORE,
    # type metadata accessor for Color.RGBColorSpace
    "_$s7SwiftUI5ColorV13RGBColorSpaceOMa": SWIFTUI_CORE,
    # static Color.white.getter
    "_$s7SwiftUI5ColorV5whiteACvgZ": SWIFTUI_CORE,
    # nominal type descriptor for Color
    "_$s7SwiftUI5ColorVMn": SWIFTUI_CORE,
    # type metadata for Color
    "_$s7SwiftUI5ColorVN": SWIFTUI_CORE,
    # Color.init(_:red:green:blue:opacity:)
    "_$s7SwiftUI5ColorV_3red5green4blue7opacityA2C13RGBColorSpaceO_S4dtcfC": SWIFTUI_CORE,
    # State.init(wrappedValue:)
    "_$s7SwiftUI5StateV12wrappedValueACyxGx_tcfC": SWIFTUI_CORE,
    # State.wrappedValue.getter
    "_$s7SwiftUI5StateV12wrappedValuexvg": SWIFTUI_CORE,
    # State.wrappedValue.setter
    "_$s7SwiftUI5StateV12wrappedValuexvs": SWIFTUI_CORE,
    # State.projectedValue.getter
    "_$s7SwiftUI5StateV14projectedValueAA7BindingVyxGvg": SWIFTUI_CORE,
    # nominal type descriptor for State
    "_$s7SwiftUI5StateVMn": SWIFTUI_CORE,
    # type metadata accessor for VStack
    "_$s7SwiftUI6VStackVMa": SWIFTUI_CORE,
    # nominal type descriptor for VStack
    "_$s7SwiftUI6VStackVMn": SWIFTUI_CORE,
    # type metadata accessor for ZStack
    "_$s7SwiftUI6ZStackVMa": SWIFTUI_CORE,
    # nominal type descriptor for ZStack
    "_$s7SwiftUI6ZStackVMn": SWIFTUI_CORE,
    # protocol conformance descriptor for ZStack<A>
    "_$s7SwiftUI6ZStackVyxGAA4ViewAAMc": SWIFTUI_CORE,
    # protocol witness table for AnyView
    "_$s7SwiftUI7AnyViewVAA0D0AAWP": SWIFTUI_CORE,
    # nominal type descriptor for AnyView
    "_$s7SwiftUI7AnyViewVMn": SWIFTUI_CORE,
    # type metadata for AnyView
    "_$s7SwiftUI7AnyViewVN": SWIFTUI_CORE,
    # AnyView.init<A>(_:)
    "_$s7SwiftUI7AnyViewVyACxcAA0D0RzlufC": SWIFTUI_CORE,
    # Binding.wrappedValue.getter
    "_$s7SwiftUI7BindingV12wrappedValuexvg": SWIFTUI_CORE,
    # Binding.wrappedValue.setter
    "_$s7SwiftUI7BindingV12wrappedValuexvs": SWIFTUI_CORE,
    # nominal type descriptor for Binding
    "_$s7SwiftUI7BindingVMn": SWIFTUI_CORE,
    # ForEach<>.init(_:id:content:)
    "_$s7SwiftUI7ForEachVA2A4ViewR0_rlE_2id7contentACyxq_q0_Gx_s7KeyPathCy7ElementQzq_Gq0_AKctcfC": SWIFTUI_CORE,
    # type metadata accessor for ForEach
    "_$s7SwiftUI7ForEachVMa": SWIFTUI_CORE,
    # nominal type descriptor for ForEach
    "_$s7SwiftUI7ForEachVMn": SWIFTUI_CORE,
    # protocol conformance descriptor for <> ForEach<A, B, C>
    "_$s7SwiftUI7ForEachVyxq_q0_GAA4ViewA2aER0_rlMc": SWIFTUI_CORE,
    # static Alignment.center.getter
    "_$s7SwiftUI9AlignmentV6centerACvgZ": SWIFTUI_CORE,
    # protocol witness table for EmptyView
    "_$s7SwiftUI9EmptyViewVAA0D0AAWP": SWIFTUI_CORE,
    # nominal type descriptor for EmptyView
    "_$s7SwiftUI9EmptyViewVMn": SWIFTUI_CORE,
    # type metadata for EmptyView
    "_$s7SwiftUI9EmptyViewVN": SWIFTUI_CORE,
    # type metadata accessor for TupleView
    "_$s7SwiftUI9TupleViewVMa": SWIFTUI_CORE,
    # nominal type descriptor for TupleView
    "_$s7SwiftUI9TupleViewVMn": SWIFTUI_CORE,
    # protocol conformance descriptor for TupleView<A>
    "_$s7SwiftUI9TupleViewVyxGAA0D0AAMc": SWIFTUI_CORE,
    # protocol witness table for Int
    "_$sSi7SwiftUI18_FormatSpecifiableAAWP": SWIFTUI_CORE,
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


def segment_bytes(path, segments=(b"__TEXT", b"__DATA_CONST", b"__DATA")):
    """The bytes of a Mach-O image's sections in `segments` (what an app ships of its code and
    data, padding aside)."""
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
                if data[section + 16:section + 32].rstrip(b"\0") in segments:
                    total += struct.unpack_from("<Q", data, section + 40)[0]
        offset += size
    return total


def text_size(path):
    """The bytes of a Mach-O object's or image's sections in the __TEXT segment."""
    return segment_bytes(path, (b"__TEXT",))


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


def link(linker, sdk, platform_version, objects, output, scratch, extra=(),
         allowed=lambda symbol: symbol in ALLOWED):
    """Links `objects` into `output` for iOS `platform_version` (the deployment target and the
    SDK's version) against `sdk`, dead-stripped, with the linker's `extra` options; returns the
    undefined symbols the linker reported. When every one is `allowed`, they are left to the
    loader (`-U`), so the executable is written."""
    standin = os.path.join(scratch, "System/Library/Frameworks/SwiftUICore.framework")
    os.makedirs(standin, exist_ok=True)
    with open(os.path.join(standin, "SwiftUICore.tbd"), "w") as tbd:
        tbd.write(SWIFTUI_CORE_STANDIN)
    command = [linker, "-arch", "arm64", "-platform_version", "ios", *platform_version,
               "-syslibroot", sdk, "-syslibroot", scratch,
               "-L", os.path.join(sdk, "usr/lib/swift"), "-lSystem",
               "-dead_strip", *extra, "--error-limit=0", "-o", output] + objects
    done = subprocess.run(command, capture_output=True, text=True)
    undefined = sorted(set(re.findall(r"undefined symbol: (\S+)", done.stderr)))
    others = [line for line in done.stderr.splitlines()
              if "error:" in line and "undefined symbol" not in line]
    if others:
        raise CheckError("the link failed:\n" + "\n".join(others[:20]))
    if undefined and all(allowed(symbol) for symbol in undefined):
        leave = [argument for symbol in undefined for argument in ("-U", symbol)]
        done = subprocess.run(command + leave, capture_output=True, text=True)
        if done.returncode != 0:
            raise CheckError(f"the link failed:\n{done.stderr.strip()[-3000:]}")
    return undefined


# What an app pays for each module: tiny apps, each linked with the modules it names, measured over
# the one before it (the first over EMPTY_APP), all dead-stripped with identical code folded
# (`--icf=all`, standing in for Apple's linker's folding). The UIKit stack's figure (SwipeCore +
# SwipeUIKit, STACK_APP over EMPTY_APP) recorded in IOS_LINK_BASELINE may grow by at most
# BASELINE_SLACK before the check fails, and never past the baseline's `ceiling`: what the
# libraries it replaces cost an app, measured the same way; a change that shrinks it should
# record the new figure.
def app_source(imports, statements):
    """A tiny app: `imports`, then `statements` in its `main()`."""
    lines = [f"import {module}" for module in imports] + ["", "@main struct App {",
                                                          "  static func main() {"]
    return "\n".join(lines + [f"    {line}" for line in statements] + ["  }", "}", ""])


SHOW_TABLE = ["let table = SwipeTableView(frame: .zero)",
              'table.swipeHeaderBar = SwipeSegmentedBar(titles: ["One", "Two"])',
              "print(table.currentItemIndex)"]
EMPTY_APP = app_source(["UIKit"], ["print(UIView(frame: .zero).frame.width)"])
CORE_APP = app_source(["SwipeCore", "UIKit"], [
    "print(UIView(frame: .zero).frame.width)",
    "let container = SwipeContainer(viewportSize: CGSize(width: 390, height: 844))",
    "print(container.currentIndex)"])
STACK_APP = app_source(["SwipeUIKit", "UIKit"], SHOW_TABLE)
SWIFTUI_APP = app_source(["SwiftUI", "SwipeSwiftUI", "SwipeUIKit", "UIKit"], SHOW_TABLE + [
    "let view = SwipeView(selection: .constant(0), count: 2) { _ in EmptyView() }",
    "print(type(of: view))"])
REFRESH_APP = app_source(["SwipeUIKitRefresh", "UIKit"], SHOW_TABLE + [
    "print(SwipeRefreshControl().isRefreshing, SwipeLoadMoreControl().configuration)"])
LAYOUTS_APP = app_source(["SwipeUIKit", "SwipeUIKitLayouts", "UIKit"], SHOW_TABLE + [
    "print(SwipeWaterfallLayout().columnCount, PagingByCellLayout().maxPagesPerFling)"])
# (what the figure is, the app, the modules it links, the app it is measured over)
SIZE_APPS = [
    ("empty", EMPTY_APP, [], None),
    ("SwipeCore", CORE_APP, ["SwipeCore"], "empty"),
    ("SwipeCore + SwipeUIKit", STACK_APP, ["SwipeCore", "SwipeUIKit"], "empty"),
    ("SwipeUIKit", STACK_APP, ["SwipeCore", "SwipeUIKit"], "SwipeCore"),
    ("SwipeSwiftUI", SWIFTUI_APP, ["SwipeCore", "SwipeUIKit", "SwipeUIKitRefresh", "SwipeSwiftUI"],
     "SwipeCore + SwipeUIKit"),
    ("SwipeLayouts + SwipeUIKitLayouts", LAYOUTS_APP,
     ["SwipeCore", "SwipeUIKit", "SwipeLayouts", "SwipeUIKitLayouts"], "SwipeCore + SwipeUIKit"),
    ("SwipeUIKitRefresh", REFRESH_APP, ["SwipeCore", "SwipeUIKit", "SwipeUIKitRefresh"],
     "SwipeCore + SwipeUIKit"),
]
STACK = "SwipeCore + SwipeUIKit"
IOS_LINK_BASELINE = os.path.join(ROOT, "scripts", "ios-link-baseline.json")
BASELINE_SLACK = 0.05


def app_bytes(compiler, linker, sdk, platform_version, name, source, objects, folder, stub_root,
              flags, optimization):
    """The `__TEXT` + `__DATA_CONST` + `__DATA` bytes of `source` built as an app named `name`
    at `optimization` against the modules in `folder`, linked with `objects` (dead-stripped,
    identical code folded). What it takes from SwiftUICore, whose stub this SDK copy lacks, is
    left undefined: it is not the app's to pay."""
    path = os.path.join(folder, f"{name}.swift")
    with open(path, "w") as file:
        file.write(source)
    app = compile_object(compiler, name, [path], flags, folder, optimization)
    output = os.path.join(folder, name)
    link(linker, sdk, platform_version, [app] + objects, output, stub_root, ["--icf=all"],
         allowed=lambda symbol: symbol in ALLOWED or symbol.startswith("_$s7SwiftUI"))
    if not os.path.exists(output):
        raise CheckError(f"linking {name} left undefined symbols outside ALLOWED")
    return segment_bytes(output)


def module_bytes(compiler, linker, sdk, platform_version, folder, stub_root, flags, optimization):
    """What an app pays for each SIZE_APPS figure, in bytes, at `optimization`: its app's bytes
    over those of the app it is measured over (each app built once)."""
    built, totals, paid = {}, {}, {}
    for index, (figure, source, modules, over) in enumerate(SIZE_APPS):
        key = (source, tuple(modules))
        if key not in built:
            objects = [os.path.join(folder, f"{name}.o") for name in modules]
            built[key] = app_bytes(compiler, linker, sdk, platform_version, f"SizeApp{index}",
                                   source, objects, folder, stub_root, flags, optimization)
        totals[figure] = built[key]
        paid[figure] = totals[figure] - (totals[over] if over else 0)
    return paid


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
        osize = sizing.submit(lambda: [
            text_size(compile_object(compiler, name, *builds[name], size_out, "-Osize"))
            for name in MEASURED][:2])
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

        library_osize = sum(osize.result())
        # What an app pays for each module, at -O and at -Osize.
        app_flags = builds["SwipeSwiftUI"][1]
        paid = {optimization: module_bytes(compiler, linker, sdk, platform_version, folder, out,
                                           app_flags, optimization)
                for optimization, folder in (("-O", out), ("-Osize", size_out))}

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
        print("what an app pays (__TEXT + __DATA_CONST + __DATA over the app without it, "
              "dead-stripped, --icf=all):")
        for figure, _, _, over in SIZE_APPS[1:]:
            print(f"  {figure:<34} {paid['-Osize'][figure]:>9,} bytes at -Osize, "
                  f"{paid['-O'][figure]:>9,} at -O" + (f"  (over {over})" if over != "empty"
                                                          else ""))
        grown = []
        if os.path.exists(IOS_LINK_BASELINE):
            baseline = json.load(open(IOS_LINK_BASELINE))
            for optimization, figures in paid.items():
                bytes_paid = figures[STACK]
                recorded = baseline.get(optimization)
                if recorded and bytes_paid > recorded * (1 + BASELINE_SLACK):
                    grown.append(f"{optimization}: {bytes_paid:,} bytes, more than "
                                 f"{BASELINE_SLACK:.0%} over the {recorded:,} recorded")
                ceiling = baseline.get("ceiling", {}).get(optimization)
                if ceiling and bytes_paid > ceiling:
                    grown.append(f"{optimization}: {bytes_paid:,} bytes, over the {ceiling:,} "
                                 "that JXPagingView + JXSegmentedView + MJRefresh cost an app")
        for line in grown:
            print(f"ios-link: error: the UIKit stack grew: {line} ({IOS_LINK_BASELINE})")
        print(f"undefined symbols allowed: {len(undefined) - len(unexpected)}")
        for symbol in undefined:
            if symbol in ALLOWED:
                print(f"  {symbol}: {ALLOWED[symbol]}")
        for symbol in unexpected:
            print(f"ios-link: error: undefined symbol {symbol}, not in ALLOWED")
        for symbol in stale:
            print(f"ios-link: error: {symbol} is in ALLOWED but no longer undefined: remove it")
        failed = bool(unexpected or stale or grown or not os.path.exists(executable))
        print(f"ios-link: {time.monotonic() - start:.1f} s: " + ("FAILED" if failed else "linked"))
        return 1 if failed else 0
    except (CheckError, ios.CheckError) as error:
        print(f"ios-link: error: {error}")
        return 2
    finally:
        shutil.rmtree(out, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
