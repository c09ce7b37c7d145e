#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""cg_calls.py - the calls a program's own code made in one callgrind run:
the calls an inlining decision could still remove, and what runs under them.

    cg_calls.py CALLGRIND_OUT [TOP]

The program is the run's command (callgrind's `cmd:`); its calls into
other objects (libc) are counted too, since it makes them. Prints the
calls in all, into the program and into other objects, then the TOP
(default 20) callees and caller -> callee pairs by calls: the number of
calls and the instructions under them (the callee's and all it calls).
Exits 1 with one line when the file cannot be read or names no command.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import callgrind  # noqa: E402


def command(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        for text in f:
            if text.startswith("cmd:"):
                words = text.split()
                return words[1] if len(words) > 1 else None
    return None


def tally(path, program):
    """(caller, callee, object) -> [calls, instructions under them]."""
    pairs = {}
    for fn, ob, _where, ir, call in callgrind.read(path):
        if call is None or ob != program:
            continue
        callee, callee_ob, count = call
        obj = "" if callee_ob == program else os.path.basename(callee_ob)
        pair = pairs.setdefault((fn, callee, obj), [0, 0])
        pair[0] += count
        pair[1] += ir
    return pairs


def show(title, rows, top):
    print("%10s %14s  %s" % ("calls", "instructions", title))
    for name, (n, under) in sorted(rows.items(), key=lambda kv: -kv[1][0])[:top]:
        print("%10d %14d  %s" % (n, under, name))


def main(argv):
    if len(argv) not in (2, 3) or (len(argv) == 3 and not argv[2].isdigit()):
        sys.exit("usage: cg_calls.py CALLGRIND_OUT [TOP]")
    top = int(argv[2]) if len(argv) == 3 else 20
    try:
        program = command(argv[1])
        if not program:
            sys.exit("cg_calls.py: %s: no cmd: line, not a callgrind output" % argv[1])
        pairs = tally(argv[1], program)
    except OSError as e:
        sys.exit("cg_calls.py: %s: %s" % (e.filename, e.strerror))
    by_callee = {}
    for (_fn, callee, obj), (n, under) in pairs.items():
        row = by_callee.setdefault(callee + (" (%s)" % obj if obj else ""), [0, 0])
        row[0] += n
        row[1] += under
    inside = sum(n for (_f, _c, obj), (n, _u) in pairs.items() if not obj)
    outside = sum(n for (_f, _c, obj), (n, _u) in pairs.items() if obj)
    print("%s: %d calls, %d into the program, %d into other objects"
          % (os.path.basename(program), inside + outside, inside, outside))
    show("callee", by_callee, top)
    show("caller -> callee", {"%s -> %s%s" % (fn, c, " (%s)" % o if o else ""): v
                              for (fn, c, o), v in pairs.items()}, top)


if __name__ == "__main__":
    main(sys.argv)
