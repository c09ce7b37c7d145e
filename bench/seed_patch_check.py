#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""seed_patch_check.py - bench/seed_patch_configs.sh's judge: inlint lint's
row of each annotation in each configuration (OUT/lint.sarif) beside the
bytes of the sed rebuilds (OUT/rebuild/CONFIG/{base,FUNCTION}.o).

    seed_patch_check.py OUT FUNCTION[,FUNCTION...] CONFIG...

For each annotation and configuration it prints lint's verdict and words,
then each function's byte change and the .text change of the rebuild
(text symbols of the objects, clones such as .isra.0, .constprop.0,
.part.0, .cold and .llvm.N counted with their function, as inlint bloat
-t counts them). Every "NAME +N bytes" and ".text +N" of lint's words must
equal the rebuild's; a row that says "changes no call site and no byte"
must have a rebuild that changed no byte, and lint must name each
configuration by its compiler and architecture (clang-arm64: "clang-22
arm64"). Then the targets: an added `__always_inline` load-bearing
wherever the rebuild without it keeps the function out of line (the
object defines it); and the seed patch's lint finding on alloc_zspage
(over every configuration) not redundant. Exits 1 when any check fails,
naming it; 2 on bad input.
"""
import json
import os
import re
import subprocess
import sys

FIGURE = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)(?:'s copy)? ([+-]\d+) bytes")
TEXT = re.compile(r"\.text ([+-]\d+)")


def base_name(sym):
    """A clone's function: the name before its first '.' suffix."""
    return sym.split(".", 1)[0] if not sym.startswith(".") else sym


def sizes(obj):
    """{function: bytes} of obj's text symbols, clones folded."""
    out = subprocess.run(["llvm-nm-22", "-S", "--radix=d", "--defined-only", obj],
                         check=True, capture_output=True, text=True).stdout
    s = {}
    for line in out.splitlines():
        f = line.split()
        if len(f) == 4 and f[2] in "tTW":
            name = base_name(f[3])
            s[name] = s.get(name, 0) + int(f[1])
    return s


def delta(base, var):
    d = {n: var.get(n, 0) - base.get(n, 0) for n in set(base) | set(var)}
    return {n: v for n, v in d.items() if v}


def rows(sarif):
    """{(function, config): (verdict, text)} from lint's SARIF,
    {function: (ruleId, message)}, the finding over every configuration,
    and {config: label}, what lint calls it."""
    out, findings, labels = {}, {}, {}
    for r in sarif["runs"][0]["results"]:
        fn = r["message"]["text"].split(":", 1)[0]
        findings[fn] = (r["ruleId"], r["message"]["text"])
        for c in r["properties"].get("configurations", []):
            out[(fn, c["name"])] = (c["verdict"] if c["compiled"] else "not compiled",
                                    c["text"])
            labels[c["name"]] = c["compiler"]
    return out, findings, labels


def label_ok(name, label):
    """Whether lint's label says what the configuration's name does:
    clang-arm64 is "clang-22 arm64", clang-x86_64-afdo "... + AutoFDO"."""
    cc, arch = name.split("-", 1)
    afdo = arch.endswith("-afdo")
    arch = arch[:-5] if afdo else arch
    return (label.startswith(cc + "-") and (" %s" % arch) in label
            and ("AutoFDO" in label) == afdo)


def check_row(fn, cfg, verdict, text, d):
    """The failures of one row against its rebuild's changes d."""
    bad = []
    for name, n in FIGURE.findall(text):
        if d.get(name, 0) != int(n):
            bad.append("%s %s: lint says %s %s bytes, the rebuild %+d"
                       % (cfg, fn, name, n, d.get(name, 0)))
    m = TEXT.search(text)
    total = sum(d.values())
    if m and int(m.group(1)) != total:
        bad.append("%s %s: lint says .text %s, the rebuild %+d" % (cfg, fn, m.group(1), total))
    if verdict == "redundant" and d:
        bad.append("%s %s: lint says redundant, the rebuild changed %d functions (.text %+d)"
                   % (cfg, fn, len(d), total))
    return bad


def main():
    if len(sys.argv) < 4:
        sys.exit("usage: seed_patch_check.py OUT FUNCTION[,FUNCTION...] CONFIG...")
    out, functions, configs = sys.argv[1], sys.argv[2].split(","), sys.argv[3:]
    try:
        with open(os.path.join(out, "lint.sarif"), encoding="utf-8") as f:
            lint, findings, labels = rows(json.load(f))
        objs = {c: {w: sizes(os.path.join(out, "rebuild", c, w + ".o"))
                    for w in ["base"] + functions}
                for c in configs}
    except (OSError, ValueError, KeyError, subprocess.CalledProcessError) as e:
        print("seed_patch_check.py: %s: %s" % (out, e), file=sys.stderr)
        sys.exit(2)
    bad = ["%s: lint calls it %s" % (c, labels.get(c))
           for c in configs if not label_ok(c, labels.get(c, ""))]
    for fn in functions:
        rule, message = findings.get(fn, ("none", "no finding"))
        forced = "`__always_inline`" in message
        print("%s: lint's finding: %s [%s]" % (fn, message, rule))
        if fn == "alloc_zspage" and rule == "inlint-redundant":
            bad.append("alloc_zspage: called redundant over the %d configurations" % len(configs))
        for c in configs:
            verdict, text = lint.get((fn, c), ("no row", ""))
            base = objs[c]["base"]
            d = delta(base, objs[c][fn])
            print("%s, %s: lint: %s: %s" % (fn, c, verdict, text))
            print("%s, %s: sed rebuild: %s; .text %+d; without the annotation %s"
                  % (fn, c, ", ".join("%s %+d" % (n, d[n]) for n in sorted(d, key=lambda n: -abs(d[n])))
                     or "no byte changed", sum(d.values()),
                     "%s has an out-of-line copy of %d bytes" % (fn, base[fn]) if fn in base
                     else "%s has no out-of-line copy" % fn))
            bad += check_row(fn, c, verdict, text, d)
            if forced and fn in base and verdict != "load-bearing":
                bad.append("%s %s: out of line without the annotation (%d bytes) but %s"
                           % (c, fn, base[fn], verdict))
    for b in bad:
        print("MISMATCH: " + b)
    print("%d rows of %d annotations x %d configurations checked: %s"
          % (len(functions) * len(configs), len(functions), len(configs), "%d failures" % len(bad) if bad else "every figure equals the rebuild"))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
