#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""apply_safety.py - does applying decisions ever break a kernel compile?

    bench/apply_safety.py [--build DIR] [--flags 'SET|SET...'] OBJDIR FILE...
    bench/apply_safety.py /var/tmp/inlint-kernel/base mm/zsmalloc.c lib/maple_tree.c

Each FILE was built once in OBJDIR (its Kbuild command is in its .cmd
file; bench/kbuild_cmd.py). For each flag set appended to that command, it
compiles FILE without the plugin, with it (report mode), and then with
four decision files made from that record: the record's own advice, every
function always_inline, every function noinline, and every call site
flipped (always_inline where it was kept, noinline where it was inlined),
each with INLINT_VERIFY=1 and clang's -fverify-intermediate-code. The
promise is that the plugin never makes a compile fail that succeeds
without it, and never leaves IR the verifier rejects: what it cannot
apply safely it refuses. A frame that the decisions' inlining grows past
Kbuild's -Werror=frame-larger-than is their effect, as the same
annotations in the source would have, and is counted apart. Prints a line per FILE and flag set, each broken
compile with clang's last error, and the totals; exits 1 when one broke.
Objects and records go to a scratch directory; the tree is not touched.
"""
import argparse
import collections
import os
import subprocess
import sys
import tempfile

import yaml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from kbuild_cmd import kbuild_words  # noqa: E402

FLAG_SETS = ("-gline-tables-only|-g|-g -O3|-gline-tables-only -Os|"
             "-gline-tables-only -Oz|-g -flto=thin|-g -fno-inline|"
             "-g -finline-hint-functions|-g0")
KINDS = ("own", "all always_inline", "all noinline", "sites flipped")


def compile_(objdir, argv, env):
    e = {k: v for k, v in os.environ.items() if not k.startswith("INLINT_")}
    e.update(env)
    p = subprocess.run(argv, cwd=objdir, env=e, capture_output=True, text=True)
    errors = [l for l in p.stderr.splitlines() if "error:" in l]
    return p.returncode, (errors[-1] if errors else p.stderr.strip()[-200:])


def decisions(rec, kind):
    out = []
    for f in rec.get("functions") or []:
        d = {"function": f["name"], "file": f.get("file", "")}
        if kind == "all always_inline":
            out.append(dict(d, action="always_inline"))
        elif kind == "all noinline":
            out.append(dict(d, action="noinline"))
        else:
            for s in f.get("call_sites") or []:
                out.append(dict(d, caller=s["caller"], call_line=s.get("line", 0),
                                action="always_inline" if s.get("kept") else "noinline"))
    return out


def one_record(d):
    found = [os.path.join(r, n) for r, _, ns in os.walk(d) for n in ns if n.endswith(".inlint.yaml")]
    return found[0] if len(found) == 1 else None


def run(args, src, flags, work, totals, status_count):
    argv = kbuild_words(args.objdir, src) + flags.split() + ["-fverify-intermediate-code"]
    with_plugin = argv[:1] + ["-fpass-plugin=" + args.plugin] + argv[1:]
    rc, err = compile_(args.objdir, argv + ["-o", work + "/plain.o"], {})
    if rc:
        return "plain compile fails: " + err, []
    broken = []
    rc, err = compile_(args.objdir, with_plugin + ["-o", work + "/rep.o"],
                       {"INLINT_OUT": work + "/rec"})
    totals["compiles"] += 1
    if rc:
        return None, ["report mode: " + err]
    path = one_record(work + "/rec")
    if not path:
        return None, ["report mode: no single record"]
    with open(path, encoding="utf-8") as f:
        rec = yaml.safe_load(f)
    for kind in KINDS:
        dfile = path if kind == "own" else "%s/%s.yaml" % (work, kind.replace(" ", "_"))
        if kind != "own":
            with open(dfile, "w", encoding="utf-8") as f:
                yaml.safe_dump(decisions(rec, kind), f)
        out = "%s/applied_%s" % (work, kind.replace(" ", "_"))
        rc, err = compile_(args.objdir, with_plugin + ["-o", out + ".o"],
                           {"INLINT_OUT": out, "INLINT_APPLY": dfile, "INLINT_VERIFY": "1"})
        totals["compiles"] += 1
        if rc and "-Wframe-larger-than" in err:
            # The decisions' own effect, as the same annotations written
            # in the source would have: inlining grew a frame past
            # Kbuild's -Werror limit.
            totals["frame"] += 1
            print("    %s: over the frame limit: %s" % (kind, err))
            continue
        if rc:
            broken.append("%s: %s" % (kind, err))
            continue
        applied = one_record(out)
        with open(applied, encoding="utf-8") as f:
            arec = yaml.safe_load(f)
        for a in arec.get("applied") or []:
            status_count[a["status"]] += 1
        broken += ["%s: %s" % (kind, p) for p in arec.get("problems") or []
                   if "invalid IR after applying" in p]
    return None, broken


def each_file_and_flags(args, prefix, run_one):
    """run_one(src, flags, work) for each of args.files and args.flags,
    in a scratch directory named prefix...; prints a line each, what broke
    under it, and returns how many broke. run_one returns (why it was
    skipped or None, what broke)."""
    n_broken = 0
    for src in args.files:
        for flags in args.flags.split("|"):
            with tempfile.TemporaryDirectory(prefix=prefix) as work:
                skipped, broken = run_one(src, flags, work)
            label = "%s [%s]" % (src, flags or "as built")
            if skipped:
                print("skip   %s: %s" % (label, skipped))
                continue
            print(("BROKEN " if broken else "ok     ") + label, flush=True)
            for b in broken:
                print("    " + b)
            n_broken += len(broken)
    return n_broken


def safety_args(doc, flag_sets):
    """The command line both safety benches take: [--build DIR] [--flags
    SETS] OBJDIR FILE..."""
    top = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ap = argparse.ArgumentParser(description=doc.splitlines()[0])
    ap.add_argument("--build", default=os.path.join(top, "build"))
    ap.add_argument("--flags", default=flag_sets, help="flag sets, '|' between")
    ap.add_argument("objdir")
    ap.add_argument("files", nargs="+")
    return ap.parse_args()


def main():
    args = safety_args(__doc__, FLAG_SETS)
    args.plugin = os.path.join(os.path.abspath(args.build), "lib", "libinlint.so")
    totals, status_count = collections.Counter(), collections.Counter()
    n_broken = each_file_and_flags(
        args, "inlint-applysafe.",
        lambda src, flags, work: run(args, src, flags, work, totals, status_count))
    print("compiles with the plugin: %d; broken by it: %d; stack frames the decisions "
          "grew past the limit: %d; decisions applied %d, unchanged %d, refused %d"
          % (totals["compiles"], n_broken, totals["frame"], status_count["applied"],
             status_count["unchanged"], status_count["refused"]))
    return 1 if n_broken else 0


if __name__ == "__main__":
    sys.exit(main())
