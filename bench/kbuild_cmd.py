#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""kbuild_cmd.py - the Kbuild command that compiled a kernel file, one word
a line, to run again elsewhere (bench/why_vs_remarks.sh, slow_path_inlining.sh).

    kbuild_cmd.py OBJDIR FILE

Reads savedcmd_OBJ from OBJDIR's .OBJ.cmd (OBJ is FILE's object, e.g.
mm/.zsmalloc.o.cmd) and prints its words less what would write into the
tree (-o OBJ, -Wp,-MMD's dependency file) and what scripts/kbuild.sh adds
(-fpass-plugin=, -ftime-trace): run_words, which compdb_cmds.py shares. Exits 1 with one line when the object was
not built there.
"""
import os
import shlex
import sys


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: kbuild_cmd.py OBJDIR FILE")
    for word in kbuild_words(sys.argv[1], sys.argv[2]):
        print(word)


def kbuild_words(objdir, src):
    """The words of src's Kbuild command in objdir, less what run_words
    leaves out; exits with one line when it was not built there."""
    obj = os.path.splitext(src)[0] + ".o"
    head, tail = os.path.split(obj)
    path = os.path.join(objdir, head, "." + tail + ".cmd")
    key = "savedcmd_%s := " % obj
    try:
        with open(path, encoding="utf-8") as f:
            line = next((l for l in f if l.startswith(key)), None)
    except OSError as e:
        sys.exit("kbuild_cmd.py: %s: %s (build %s there first)" % (path, e.strerror, obj))
    if line is None:
        sys.exit("kbuild_cmd.py: %s: no %s line" % (path, key.strip()))
    return run_words(shlex.split(line[len(key):]))


def run_words(words):
    """words less -o OBJ, the dependency file and what kbuild.sh adds."""
    out, skip = [], False
    for word in words:
        if skip:
            skip = False
        elif word == "-o":
            skip = True
        elif not (word.startswith("-Wp,-MMD") or word.startswith("-fpass-plugin=")
                  or word == "-ftime-trace"):
            out.append(word)
    return out


if __name__ == "__main__":
    main()
