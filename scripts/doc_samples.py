"""The code samples of the README, docs/ and the DocC articles, as `make ios-check` compiles them.

Every ```swift block in README.md, docs/*.md and Sources/<Module>/<Module>.docc/*.md is compiled
for iOS against the SDK, after the package's modules (so that it imports them as an app does):
a sample that no longer compiles, or warns, fails `make test`. What a block is compiled as is
said by an HTML comment on the line before its fence (GitHub and DocC show neither):

- no comment: a whole file, as written (top-level code allowed: it is compiled as `main.swift`);
- `<!-- sample: CONTEXT -->`: the block is put in place of the `// SAMPLE` line of
  Tests/doc-samples/CONTEXT.swift, which declares what the excerpt uses (a view controller's
  `swipe`, a `tableView`...), indented as that line is; a `// INCLUDE NAME` line there is
  replaced by Tests/doc-samples/NAME.swift;
- `<!-- sample: skip (why) -->`: not Swift an app compiles (a `Package.swift` excerpt), left out
  with its reason.

Options after the context: `body` puts the block in a method (`func sample()`) first, for
statements in a context that is a type's body; `swift5` compiles it a second time in the Swift 5
language mode, as an app target that has not moved to Swift 6 would (the quick starts).
"""

import glob
import os
import re

SOURCES = ["README.md", "docs/*.md", "Sources/*/*.docc/*.md"]
CONTEXTS = "Tests/doc-samples"
FENCE = re.compile(r"^```swift\n(.*?)^```", re.M | re.S)
ANNOTATION = re.compile(r"<!--\s*sample:\s*(.*?)\s*-->\s*$")
PLACEHOLDER = re.compile(r"^([ \t]*)// SAMPLE$", re.M)
INCLUDE = re.compile(r"^// INCLUDE ([\w-]+)$", re.M)


class SampleError(Exception):
    pass


def documents(root):
    found = []
    for pattern in SOURCES:
        found.extend(sorted(glob.glob(os.path.join(root, pattern))))
    return found


def samples(root):
    """(name, path:line, context or None, swift5, skipped reason or None, code) for every block."""
    result = []
    for path in documents(root):
        text = open(path, encoding="utf-8").read()
        relative = os.path.relpath(path, root)
        for match in FENCE.finditer(text):
            line = text.count("\n", 0, match.start()) + 1
            before = text[:match.start()].rstrip("\n").rsplit("\n", 1)[-1]
            annotation = ANNOTATION.search(before)
            spec = annotation.group(1) if annotation else ""
            skip = re.fullmatch(r"skip\s*\((.+)\)", spec)
            parts = [p.strip() for p in spec.split(",")] if spec and not skip else []
            context = parts[0] if parts and parts[0] != "file" else None
            swift5 = "swift5" in parts[1:]
            if "body" in parts[1:]:
                code = "func sample() {\n" + indented(match.group(1), "  ") + "}\n"
            else:
                code = match.group(1)
            docc = re.match(r"Sources/(\w+)/\w+\.docc/(\w+)\.md$", relative)
            page = re.match(r"docs/(\w[\w-]*)\.md$", relative)
            stem = (f"{docc.group(1)}_{docc.group(2)}" if docc
                    else f"docs_{page.group(1).replace('-', '_')}" if page else "README")
            name = f"Sample_{stem}_{line}"
            result.append((name, f"{relative}:{line}", context, swift5,
                           skip.group(1) if skip else None, code))
    return result


def indented(code, indent):
    """`code` with `indent` before each line that is not blank, ending in a newline."""
    lines = code.rstrip("\n").split("\n")
    return "".join((indent + line if line.strip() else "") + "\n" for line in lines)


def template(root, context, seen=()):
    """Tests/doc-samples/CONTEXT.swift with its `// INCLUDE` lines expanded."""
    path = os.path.join(root, CONTEXTS, f"{context}.swift")
    if not os.path.exists(path) or context in seen:
        raise SampleError(f"no context {CONTEXTS}/{context}.swift" if context not in seen
                          else f"{CONTEXTS}/{context}.swift includes itself")
    text = open(path, encoding="utf-8").read()
    return INCLUDE.sub(lambda m: template(root, m.group(1), seen + (context,)), text)


def source(root, context, code):
    """The file a sample compiles as: the block itself, or its context with the block in place."""
    if context is None:
        return code
    text = template(root, context)
    match = PLACEHOLDER.search(text)
    if not match:
        raise SampleError(f"{CONTEXTS}/{context}.swift has no `// SAMPLE` line")
    return text[:match.start()] + indented(code, match.group(1)) + text[match.end() + 1:]


def builds(root, scratch, target):
    """(name, files, flags) of every sample not skipped, each in its own folder of `scratch` as
    `main.swift`; and the skipped ones as (where, why)."""
    made, skipped = [], []
    for name, where, context, swift5, skip, code in samples(root):
        if skip:
            skipped.append((where, skip))
            continue
        text = f"// {where}\n" + source(root, context, code)
        modes = ["6", "5"] if swift5 else ["6"]
        for mode in modes:
            module = name if mode == "6" else f"{name}_swift5"
            folder = os.path.join(scratch, module)
            os.makedirs(folder, exist_ok=True)
            path = os.path.join(folder, "main.swift")
            with open(path, "w", encoding="utf-8") as file:
                file.write(text)
            made.append((module, [path], ["-target", target, "-swift-version", mode]))
    return made, skipped
