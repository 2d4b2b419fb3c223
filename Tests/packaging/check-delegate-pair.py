#!/usr/bin/env python3
"""Checks that SwipeTableViewDelegate's two declarations say the same (`make packaging-check`).

Sources/SwipeUIKit/SwipeTableViewDelegate.swift declares the protocol twice: on Apple platforms
an Objective-C protocol of `@objc optional` methods, on Linux a Swift protocol whose defaults
are in SwipeTableViewDelegate+Defaults.swift. Apps are built against the first, the tests and
the DocC site against the second, so they must not drift apart. This checks:
- both declarations list the same methods, with the same doc comments and signatures once
  `@objc optional` is removed;
- the Linux extension has a default for every method, with the same signature.
Exit status 1 with one line per difference.
"""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PROTOCOL = "Sources/SwipeUIKit/SwipeTableViewDelegate.swift"
DEFAULTS = "Sources/SwipeUIKit/SwipeTableViewDelegate+Defaults.swift"


def body(text, start):
    """The text between the `{` after `start` and its matching `}`."""
    opening = text.index("{", start)
    depth = 0
    for index in range(opening, len(text)):
        depth += {"{": 1, "}": -1}.get(text[index], 0)
        if depth == 0:
            return text[opening + 1:index]
    raise ValueError("unbalanced braces")


def requirements(block):
    """(doc comment, signature) of each `func` in a protocol body, whitespace normalized."""
    result = []
    doc = []
    lines = iter(block.splitlines())
    for line in lines:
        stripped = line.strip()
        if stripped.startswith("///"):
            doc.append(stripped)
            continue
        if "func " in stripped:
            signature = [stripped]
            # A signature ends at the next doc comment, blank line or the block's end.
            for more in lines:
                if not more.strip() or more.strip().startswith("///"):
                    if more.strip().startswith("///"):
                        pending = [more.strip()]
                    else:
                        pending = []
                    break
                signature.append(more.strip())
            else:
                pending = []
            text = " ".join(signature).replace("@objc optional ", "")
            text = re.sub(r"\s+", " ", text).replace("( ", "(").replace(" )", ")")
            result.append((" ".join(doc), text))
            doc = pending
        elif stripped:
            doc = []
    return result


def name(signature):
    """`swipeTableView(_:didSelectItemAt:)` from a signature."""
    match = re.search(r"func (\w+)\((.*)\)", signature)
    labels = re.findall(r"(?:^|, )(\w+)(?: \w+)?:", match.group(2))
    return f"{match.group(1)}({''.join(label + ':' for label in labels)})"


def main():
    text = open(os.path.join(ROOT, PROTOCOL)).read()
    starts = [m.start() for m in re.finditer(r"public protocol SwipeTableViewDelegate", text)]
    problems = []
    if len(starts) != 2:
        print(f"check-delegate-pair: error: {PROTOCOL} must declare the protocol twice, "
              f"found {len(starts)}")
        return 1
    apple, linux = (requirements(body(text, start)) for start in starts)
    if not apple:
        problems.append("no methods found in the Apple-platform declaration")
    for index, (a, b) in enumerate(zip(apple, linux)):
        if a[1] != b[1]:
            problems.append(f"method {index + 1}: `{a[1]}` on Apple platforms, `{b[1]}` on Linux")
        if a[0] != b[0]:
            problems.append(f"{name(a[1])}: the doc comments differ")
    if len(apple) != len(linux):
        problems.append(f"{len(apple)} methods on Apple platforms, {len(linux)} on Linux")
    defaults = open(os.path.join(ROOT, DEFAULTS)).read()
    implemented = {}
    for match in re.finditer(r"public (func [^{]+)\{", defaults):
        signature = re.sub(r"\s+", " ", match.group(1)).strip()
        signature = signature.replace("( ", "(").replace(" )", ")")
        implemented[name(signature)] = signature
    for _, signature in linux:
        key = name(signature)
        if key not in implemented:
            problems.append(f"{key} has no default on Linux ({DEFAULTS})")
        elif implemented[key] != signature:
            problems.append(f"{key}: the default's signature `{implemented[key]}` differs")
    for problem in problems:
        print(f"check-delegate-pair: error: {problem}")
    if not problems:
        print(f"check-delegate-pair: {len(apple)} methods, both declarations and every default "
              "agree")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
