#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""gen_records.py - writes a directory of inlint/1 records shaped like a
kernel build's, for the merge-throughput benchmark: per TU, on average 40
defined functions (a third of them static inline helpers from shared
headers, so that a merge de-duplicates them), their call sites, about 40
calls to extern functions of other TUs, and a few recommendations.
Deterministic for a given --seed.

    bench/gen_records.py --records 20000 -o /var/tmp/records
"""
import argparse
import os
import random

HEADERS = 400          # include/linux/*.h
HEADER_FUNCS = 8       # static inline helpers per header
REASONS = [("kept-out-of-line", "always_inline", 0.7),
           ("cold-slow-path", "noinline", 0.8),
           ("redundant-always-inline", "none", 0.9),
           ("noinline-in-hot-loop", "none", 0.6),
           ("address-taken-only", "none", 0.5)]
OUTCOMES = ["inlined", "out_of_line", "partial", "removed"]
HOTNESS = [("cold", 0.0005), ("normal", 1), ("normal", 0.75), ("hot", 64.5)]
DIRS = ["mm", "fs", "kernel", "net/core", "drivers/net", "drivers/gpu/drm",
        "fs/ext4", "kernel/sched", "lib", "block", "sound/core", "crypto"]


def function(out, name, file, line, linkage, rng, callers, tu_names):
    size = rng.choice([3, 6, 12, 25, 40, 62, 90, 150])
    attrs = rng.choice(["[]", "[]", "[]", "[inline_hint]", "[always_inline]",
                        "[noinline]", "[cold]"])
    ann = {"[]": "none", "[inline_hint]": "inline", "[cold]": "none",
           "[always_inline]": "always_inline", "[noinline]": "noinline"}[attrs]
    outcome = rng.choice(OUTCOMES)
    out.append(f"- name: {name}\n  file: {file}\n  line: {line}\n"
               f"  linkage: {linkage}\n  size: {size}\n"
               f"  attributes: {attrs}\n  annotation: {ann}\n"
               f"  address_taken: false\n  recursive: false\n"
               f"  variadic: false\n  callers: {len(set(callers))}\n")
    if not callers:
        out.append("  call_sites: []\n")
    else:
        out.append("  call_sites:\n")
        for c in callers:
            hot, freq = rng.choice(HOTNESS)
            inl = "true" if outcome in ("inlined", "partial") else "false"
            kept = "false" if inl == "true" else "true"
            out.append(f"  - caller: {c}\n    line: {rng.randint(10, 3000)}\n"
                       f"    hotness: {hot}\n    frequency: {freq}\n"
                       f"    inlined: {inl}\n    kept: {kept}\n")
    final = 0 if outcome in ("inlined", "removed") else size + 4
    out.append(f"  outcome: {outcome}\n  final_size: {final}\n"
               f"  calls_left: {0 if final == 0 else len(callers)}\n")
    if outcome in ("inlined", "partial") and callers:
        out.append(f"  inlined_into:\n  - caller: {callers[0]}\n"
                   f"    into: {callers[0]}\n    line: 42\n")
    else:
        out.append("  inlined_into: []\n")
    return size


def record(i, rng, externs):
    d = DIRS[i % len(DIRS)]
    src = f"{d}/file{i}.c"
    n = max(4, int(rng.gauss(40, 15)))
    own = [f"f{i}_{k}" for k in range(n - n // 3)]
    exported = own[: max(1, len(own) // 4)]
    helpers = []
    for _ in range(n // 3):
        h = rng.randrange(HEADERS)
        helpers.append((f"h{h}_{rng.randrange(HEADER_FUNCS)}",
                        f"include/linux/hdr{h}.h"))
    helpers = sorted(set(helpers))
    out = [f"schema: inlint/1\nsource_file: {src}\n"
           "target: x86_64-pc-linux-gnu\n"
           "compiler: Debian clang version 22.1.8 (1~deb12u1)\n"
           "debug_info: true\nprofile: false\noutcome_source: debug-info\n"
           "problems: []\nfunctions:\n"]
    recs = []
    for k, name in enumerate(own):
        callers = [rng.choice(own) for _ in range(rng.choice([0, 1, 1, 2, 3]))]
        linkage = "extern" if name in exported else "static"
        function(out, name, src, 10 + 20 * k, linkage, rng, callers, None)
        if rng.random() < 0.12:
            recs.append((name, src, 10 + 20 * k))
    for name, hdr in helpers:
        callers = [rng.choice(own) for _ in range(rng.choice([1, 2, 4]))]
        function(out, name, hdr, 30, "static", rng, callers, None)
        if rng.random() < 0.2:
            recs.append((name, hdr, 30))
    out.append("recommendations:\n" if recs else "recommendations: []\n")
    for name, file, line in recs:
        # A header helper gets the same advice in every TU that has it.
        pick = sum(map(ord, name)) if file.startswith("include/") else None
        reason, action, conf = (REASONS[pick % len(REASONS)] if pick
                                else rng.choice(REASONS))
        out.append(f"- function: {name}\n  file: {file}\n  line: {line}\n"
                   f"  action: {action}\n  reason: {reason}\n"
                   f"  severity: note\n  confidence: {conf}\n"
                   f"  message: '{name}: {reason}, with the numbers "
                   f"behind it: 92 IR instructions, 3 call sites'\n")
    calls = [rng.choice(externs) for _ in range(int(rng.gauss(40, 10)))
             if externs]
    out.append("external_calls:\n" if calls else "external_calls: []\n")
    for callee in calls:
        hot, freq = rng.choice(HOTNESS)
        out.append(f"- callee: {callee}\n  caller: {rng.choice(own)}\n"
                   f"  line: {rng.randint(10, 3000)}\n  hotness: {hot}\n"
                   f"  frequency: {freq}\n")
    externs.extend(exported)
    del externs[:-5000]
    return src, "".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--records", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-o", "--out", required=True)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    externs = ["printk", "kmalloc", "kfree", "mutex_lock", "mutex_unlock"]
    total = 0
    for i in range(a.records):
        src, text = record(i, rng, externs)
        path = os.path.join(a.out, src + ".inlint.yaml")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
        total += len(text)
    print(f"{a.records} records, {total / 1e6:.1f} MB in {a.out}")


if __name__ == "__main__":
    main()
