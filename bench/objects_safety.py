#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""objects_safety.py - does a decision measured from objects ever break a GCC kernel compile?

    bench/objects_safety.py [--build DIR] [--flags 'SET|SET...'] OBJDIR FILE...
    bench/objects_safety.py /var/tmp/kgcc/gcc-arm64 lib/maple_tree.c

GCC cannot load the plugin: whatif measures its compiles from objects, each
decision a source edit of a scratch copy (docs/WHATIF.md). Each FILE was
built once in OBJDIR (its Kbuild command is in its .cmd file;
bench/kbuild_cmd.py). For each flag set appended to that command, it
compiles FILE as it is, then runs `inlint whatif --measure objects` with
four decision files on every function the file defines in column 0: all
always_inline, all noinline, all none (forcing stripped), all plain
(inline words too). A function the edit cannot reach (the preprocessor
drops it; a macro writes it) is left out when whatif names it, and the run
repeated. The promise, as apply_safety.py's for the plugin: a variant
compiles whenever the file does; what would not compile is refused. A
frame grown past Kbuild's -Wframe-larger-than is the decisions' effect,
which whatif measures and reports ("stack frame N bytes, over the limit
of M: the build fails"); such runs are counted apart. Prints a line per FILE and flag set, each
broken compile with GCC's error, and the totals; exits 1 when one broke.
"""
import collections
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from apply_safety import each_file_and_flags, safety_args  # noqa: E402
from kbuild_cmd import kbuild_words  # noqa: E402

FLAG_SETS = "|-Os|-fno-inline"
ACTIONS = ("always_inline", "noinline", "none", "plain")
# A definition starting in column 0: NAME(...) then, past attributes, '{'.
DEFINITION = re.compile(r"^(?![#\s{}])[^;{}=\n]*?\b([A-Za-z_]\w*)\s*\([^;{}]*\)\s*\{", re.M)
UNREACHABLE = re.compile(r"no definition of (\w+)|: (\w+) is defined in ")


def source_of(objdir, words, src):
    """The word of the command that names src, and its path."""
    for w in words:
        if w == src or w.endswith("/" + src):
            return w, os.path.normpath(os.path.join(objdir, w))
    sys.exit("objects_safety.py: %s: its command names no source %s" % (objdir, src))


def whatif(args, db, decisions, names, action, work):
    """Runs whatif on decisions for names; returns (rc, stdout, stderr)."""
    with open(decisions, "w", encoding="utf-8") as f:
        for n in sorted(names):
            f.write("- {function: %s, action: %s}\n" % (n, action))
    p = subprocess.run([args.inlint, "whatif", "-p", db, "--measure", "objects",
                        "-j", "2", "--decisions", decisions],
                       cwd=work, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr.strip()


def run(args, src, flags, work, totals):
    words = kbuild_words(args.objdir, src) + flags.split()
    word, path = source_of(args.objdir, words, src)
    obj = os.path.splitext(src)[0] + ".o"
    p = subprocess.run(words + ["-o", work + "/plain.o"], cwd=args.objdir,
                       capture_output=True, text=True)
    if p.returncode:
        return "plain compile fails: " + p.stderr.strip()[-200:], []
    db = work + "/compile_commands.json"
    with open(db, "w", encoding="utf-8") as f:
        json.dump([{"directory": args.objdir, "file": word,
                    "arguments": words + ["-o", obj]}], f)
    with open(path, encoding="utf-8", errors="replace") as f:
        names = set(DEFINITION.findall(f.read()))
    broken = []
    for action in ACTIONS:
        while True:
            rc, out, err = whatif(args, db, work + "/" + action + ".yaml",
                                  names, action, work)
            m = UNREACHABLE.search(err) if rc else None
            if m and (m.group(1) or m.group(2)) in names:
                names.discard(m.group(1) or m.group(2))
                totals["left out"] += 1
                continue
            break
        totals["runs"] += 1
        totals["decisions"] += len(names)
        totals["refused"] += out.count(": refused: ")
        frames = [line for line in out.splitlines() if ", over the limit of " in line]
        if frames:
            totals["frame"] += 1
            print("    %s: over the frame limit: %s" % (action, frames[0]))
        if rc > 1:
            broken.append("%s: %s" % (action, err[-300:]))
    return None, broken


def main():
    args = safety_args(__doc__, FLAG_SETS)
    args.objdir = os.path.abspath(args.objdir)
    args.inlint = os.path.join(os.path.abspath(args.build), "bin", "inlint")
    totals = collections.Counter()
    n_broken = each_file_and_flags(
        args, "inlint-objsafe.", lambda src, flags, work: run(args, src, flags, work, totals))
    print("whatif runs: %d (a baseline and a variant each); broken: %d; frames the "
          "decisions grew past the limit: %d; decisions %d, refused %d; functions "
          "the edit cannot reach, left out: %d"
          % (totals["runs"], n_broken, totals["frame"], totals["decisions"],
             totals["refused"], totals["left out"]))
    return 1 if n_broken else 0


if __name__ == "__main__":
    sys.exit(main())
