#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""busy_sampler.py - where a running inlint spends its wall time: how many
compiles run at once, and the CPU inlint takes itself (object reads,
disassembly, records), sampled from /proc until it exits.

    busy_sampler.py PID [-o FILE] [--every SECONDS]

Each sample counts the compiler processes (cc1, cc1plus, clang, gcc's
drivers excluded) among PID's descendants and reads PID's own user+system
time (its children's not included). At the end it writes one line: the
share of the samples with 0, 1, 2, ... compiles running, the mean, and
inlint's own CPU seconds against the wall time sampled.
"""
import argparse
import os
import sys
import time

COMPILERS = ("cc1", "cc1plus", "clang", "clang-22")


def children():
    """{ppid: [pid]} and {pid: comm} of every process."""
    kids, comm = {}, {}
    for p in os.listdir("/proc"):
        if not p.isdigit():
            continue
        try:
            with open("/proc/%s/stat" % p, encoding="utf-8", errors="replace") as f:
                s = f.read()
        except OSError:
            continue
        name = s[s.index("(") + 1:s.rindex(")")]
        ppid = int(s[s.rindex(")") + 2:].split()[1])
        kids.setdefault(ppid, []).append(int(p))
        comm[int(p)] = name
    return kids, comm


def compiles(pid):
    kids, comm = children()
    n, todo = 0, list(kids.get(pid, []))
    while todo:
        p = todo.pop()
        n += comm.get(p) in COMPILERS
        todo += kids.get(p, [])
    return n


def own_cpu(pid):
    with open("/proc/%d/stat" % pid, encoding="utf-8", errors="replace") as f:
        s = f.read()
    fields = s[s.rindex(")") + 2:].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main():
    ap = argparse.ArgumentParser(description="Sample a running inlint.")
    ap.add_argument("pid", type=int)
    ap.add_argument("-o", "--output")
    ap.add_argument("--every", type=float, default=0.5)
    a = ap.parse_args()
    counts, cpu, start = {}, 0.0, time.time()
    while True:
        try:
            cpu = own_cpu(a.pid)
        except OSError:
            break
        n = compiles(a.pid)
        counts[n] = counts.get(n, 0) + 1
        time.sleep(a.every)
    total = sum(counts.values()) or 1
    wall = time.time() - start
    line = "compiles running at once: %s; mean %.2f; inlint's own CPU %.1f s of %.1f s sampled\n" % (
        ", ".join("%d for %.0f%%" % (k, 100.0 * v / total) for k, v in sorted(counts.items())),
        sum(k * v for k, v in counts.items()) / total, cpu, wall)
    if a.output:
        with open(a.output, "w", encoding="utf-8") as f:
            f.write(line)
    sys.stdout.write(line)


if __name__ == "__main__":
    main()
