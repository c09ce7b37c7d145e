#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""include_cycles.py - fails when the C modules' includes form a cycle.

A module is a .c file and its .h (model.c + model.h); module A uses B when
either file of A includes B's header. CMake already stops an include that
points up the folder order; this catches cycles inside one folder too.
Usage: include_cycles.py SOURCE_DIR
"""
import os
import re
import sys

FOLDERS = ("core", "format", "pass", "tools", "capi")
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def modules(top):
    """{module name: set of module names it includes}, over FOLDERS."""
    files = {}
    for folder in FOLDERS:
        for root, _, names in os.walk(os.path.join(top, folder)):
            for name in names:
                if name.endswith((".c", ".h", ".cpp")):
                    files.setdefault(os.path.splitext(name)[0], []).append(
                        os.path.join(root, name))
    uses = {}
    for mod, paths in files.items():
        deps = set()
        for path in paths:
            with open(path, encoding="utf-8") as f:
                for inc in INCLUDE.findall(f.read()):
                    dep = os.path.splitext(os.path.basename(inc))[0]
                    if dep in files and dep != mod:
                        deps.add(dep)
        uses[mod] = deps
    return uses


def find_cycle(uses):
    """One cycle as a list of modules, or None (iterative DFS)."""
    state = {}
    for start in sorted(uses):
        if start in state:
            continue
        stack = [(start, iter(sorted(uses[start])))]
        path = [start]
        state[start] = "open"
        while stack:
            mod, it = stack[-1]
            dep = next(it, None)
            if dep is None:
                state[mod] = "done"
                stack.pop()
                path.pop()
            elif state.get(dep) == "open":
                return path[path.index(dep):] + [dep]
            elif dep not in state:
                state[dep] = "open"
                stack.append((dep, iter(sorted(uses[dep]))))
                path.append(dep)
    return None


def main():
    uses = modules(sys.argv[1])
    cycle = find_cycle(uses)
    if cycle:
        print("include cycle: " + " -> ".join(cycle))
        return 1
    print("%d modules, no include cycle" % len(uses))
    return 0


if __name__ == "__main__":
    sys.exit(main())
