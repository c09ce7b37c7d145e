#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""compdb_cmds.py - the compiles of a compile database under some paths,
as shell lines that run each again into a scratch directory
(bench/mm_audit_configs.sh's plain build).

    compdb_cmds.py DB SRC SCRATCH PATH...

Each entry of DB whose source is SRC/PATH, or below it when PATH is a
folder (symlinks resolved on both sides: Kbuild names sources by their
resolved path, SRC may be a link to the tree), becomes one line: cd to its directory, then its command less what
writes into the tree (kbuild_cmd.run_words) with -o SCRATCH/N.o. Exits 1
with one line when no entry matches.
"""
import json
import os
import shlex
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from kbuild_cmd import run_words  # noqa: E402


def selected(path, src, wanted):
    for w in wanted:
        full = os.path.realpath(os.path.join(src, w))
        if path == full or path.startswith(full.rstrip("/") + "/"):
            return True
    return False


def main():
    if len(sys.argv) < 5:
        sys.exit("usage: compdb_cmds.py DB SRC SCRATCH PATH...")
    db, src, scratch, wanted = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
    try:
        with open(db, encoding="utf-8") as f:
            entries = json.load(f)
    except (OSError, ValueError) as e:
        sys.exit("compdb_cmds.py: %s: %s" % (db, e))
    n = 0
    for e in entries:
        path = os.path.realpath(os.path.join(e["directory"], e["file"]))
        if not selected(path, src, wanted):
            continue
        words = e["arguments"] if "arguments" in e else shlex.split(e["command"])
        words = run_words(words) + ["-o", "%s/%d.o" % (scratch, n)]
        print("cd %s && exec %s" % (shlex.quote(e["directory"]), shlex.join(words)))
        n += 1
    if not n:
        sys.exit("compdb_cmds.py: %s: no compile of %s" % (db, " ".join(wanted)))


if __name__ == "__main__":
    main()
