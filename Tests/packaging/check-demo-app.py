#!/usr/bin/env python3
"""Checks the demo app's Info.plist additions (Demo/SwipeTableViewDemo.swiftpm).

An app package names its extra Info.plist keys with `additionalInfoPlistContentFilePath` (Xcode's
AppleProductTypes); the file must exist, parse as a property list, stay out of the target's
sources (`exclude:`), and set what the container needs on a device:
`CADisableMinimumFrameDurationOnPhone`, without which iOS holds an iPhone app's display links
to 60 Hz (developer.apple.com/documentation/quartzcore/optimizing-promotion-refresh-rates-for-iphone-13-pro-and-ipad-pro).
And the app runs on iPad as on iPhone, in every orientation (iPad multitasking, Split View and
Stage Manager, needs all four: developer.apple.com/documentation/uikit/uirequiresfullscreen).
"""

import os
import plistlib
import re
import sys

DEMO = "Demo/SwipeTableViewDemo.swiftpm"
REQUIRED = {"CADisableMinimumFrameDurationOnPhone": True}


def main():
    manifest = open(os.path.join(DEMO, "Package.swift"), encoding="utf-8").read()
    named = re.search(r'additionalInfoPlistContentFilePath:\s*"([^"]+)"', manifest)
    if not named:
        sys.exit(f"error: {DEMO}/Package.swift names no additionalInfoPlistContentFilePath")
    path = named.group(1)
    excluded = re.search(r"exclude:\s*\[([^\]]*)\]", manifest)
    if not excluded or f'"{path}"' not in excluded.group(1):
        sys.exit(f"error: {DEMO}/Package.swift does not exclude {path} from the target")
    try:
        with open(os.path.join(DEMO, path), "rb") as file:
            keys = plistlib.load(file)
    except (OSError, plistlib.InvalidFileException) as error:
        sys.exit(f"error: {DEMO}/{path}: {error}")
    wrong = {key: keys.get(key) for key, value in REQUIRED.items() if keys.get(key) != value}
    if wrong:
        sys.exit(f"error: {DEMO}/{path}: expected {REQUIRED}, found {wrong}")
    families = re.search(r"supportedDeviceFamilies:\s*\[([^\]]*)\]", manifest)
    if not families or not {".pad", ".phone"} <= set(re.findall(r"\.\w+", families.group(1))):
        sys.exit(f"error: {DEMO}/Package.swift: the app must run on iPad and iPhone")
    start = manifest.find("supportedInterfaceOrientations:")
    section = manifest[start:manifest.find("additionalInfoPlistContentFilePath", start)]
    listed = set(re.findall(
        r"\.(portrait|landscapeLeft|landscapeRight|portraitUpsideDown)\b", section))
    if start < 0 or listed != {"portrait", "landscapeLeft", "landscapeRight",
                               "portraitUpsideDown"}:
        sys.exit(f"error: {DEMO}/Package.swift: every orientation (iPad multitasking needs all "
                 f"four), found {sorted(listed)}")
    print(f"demo app: {path} sets {', '.join(sorted(REQUIRED))}; iPad and iPhone, every "
          "orientation")


if __name__ == "__main__":
    main()
