"""The dependency graph of Package.swift's targets, as `swift package dump-package` describes them,
per platform: shared by ios-check.py (what an iOS build compiles) and check.py (which tests a
change reaches on this machine)."""


def target_dependencies(target, platform_name):
    """The names of `target`'s dependencies when it is built for `platform_name`."""
    names = []
    for dependency in target.get("dependencies", []):
        kind, value = next(iter(dependency.items()))
        name, condition = value[0], value[-1]
        platforms = (condition or {}).get("platformNames") if isinstance(condition, dict) else None
        if platforms and platform_name not in platforms:
            continue
        if kind in ("byName", "target"):
            names.append(name)
    return names


def closure(package, names, platform_name):
    """The targets `names` and every target they depend on for `platform_name`."""
    targets = {t["name"]: t for t in package["targets"]}
    seen, stack = set(), list(names)
    while stack:
        name = stack.pop()
        if name in seen or name not in targets:
            continue
        seen.add(name)
        stack.extend(target_dependencies(targets[name], platform_name))
    return seen
