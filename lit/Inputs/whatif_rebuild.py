#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""whatif_rebuild.py - checks inlint whatif's predictions against real
rebuilds: for one decision set and some C sources, runs `inlint whatif` over
a compile database of them, then compiles each source by hand (plain, with
the plugin, and with INLINT_APPLY), diffs the objects with `inlint bloat -t`
and the records' call sites with its own code, and compares every predicted
flip, copy size and .text total with what the rebuild shows.

    whatif_rebuild.py --inlint BIN --plugin SO --clang CLANG --work DIR \\
        [--flags '-O2 -g'] FILE...

FILEs are decision sets (*.yaml) and C sources (*.c): each decision set is
tried on the sources that call or define one of its functions; a *.yaml
that is no decision set (a malformed test input, a report without
recommendations) is skipped.
Prints one line per pair and a last line "compared: N, mismatches: M";
exits 1 when M > 0, 2 when a command fails. Sources are relative to the
working directory, which is the compile database's directory.
"""
import argparse
import collections
import json
import os
import re
import shlex
import subprocess
import sys

import yaml


def run(cmd, env=None, capture=True):
    p = subprocess.run(cmd, env=env, capture_output=capture, text=True)
    if p.returncode:
        sys.stderr.write("failed (%d): %s\n%s" % (p.returncode, shlex.join(cmd), p.stderr))
        sys.exit(2)
    return p.stdout


def clean_env(**settings):
    """Our environment without INLINT_*, with settings; in a sanitizer build
    lit's preload of the ASan runtime (which python runs without) is given
    back to the compiles, which load the instrumented plugin."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("INLINT_")}
    if os.environ.get("INLINT_TEST_PRELOAD"):
        env["LD_PRELOAD"] = os.environ["INLINT_TEST_PRELOAD"]
    env.update(settings)
    return env


def load_yaml(text):
    return yaml.load(text, Loader=yaml.CSafeLoader)


def record_sites(rec_dir):
    """(file, line, caller, callee) -> calls kept."""
    paths = [os.path.join(d, f) for d, _, fs in os.walk(rec_dir) for f in fs
             if f.endswith(".inlint.yaml")]
    if len(paths) != 1:
        sys.exit("expected one record in %s, found %d" % (rec_dir, len(paths)))
    with open(paths[0]) as f:
        rec = load_yaml(f.read())
    fns = rec.get("functions") or []
    files = {}
    for f in fns:
        files.setdefault(f["name"], f.get("file"))
    sites = collections.Counter()
    for callee in fns:
        for cs in callee.get("call_sites") or []:
            key = (files.get(cs["caller"]), cs.get("line", 0), cs["caller"], callee["name"])
            sites[key] += 1 if cs.get("kept") else 0
    return sites


def real_flips(base, new):
    flips = set()
    for key in set(base) | set(new):
        was, now = base.get(key, 0), new.get(key, 0)
        if was != now:
            flips.add(key + (abs(now - was), "inlined" if now < was else "kept"))
    return flips


def real_sizes(args, base_o, new_o):
    out = run([args.inlint, "bloat", "-t", "--format", "yaml", base_o, new_o])
    table = load_yaml(out)["tables"][0]
    copies = {(c["name"], c.get("old", 0), c.get("new", 0)) for c in table["changes"]}
    return copies, (table["total"]["before"], table["total"]["after"])


def rebuild(args, decisions, src, work):
    """Objects and records of the plain compile, the plugin's baseline and the
    rebuild with the decisions."""
    os.makedirs(work, exist_ok=True)
    flags = shlex.split(args.flags)
    plain = [args.clang] + flags + ["-c", src, "-o"]
    plug = [args.clang] + flags + ["-fpass-plugin=" + args.plugin, "-c", src, "-o"]
    run(plain + [work + "/plain.o"], env=clean_env())
    run(plug + [work + "/base.o"], env=clean_env(INLINT_OUT=work + "/rec_base"))
    run(plug + [work + "/new.o"], env=clean_env(INLINT_OUT=work + "/rec_new",
                                                 INLINT_APPLY=decisions))
    return work


def check_source(args, decisions, src, work, unit):
    rebuild(args, decisions, src, work)
    problems = []
    noise, _ = real_sizes(args, work + "/plain.o", work + "/base.o")
    if noise:
        problems.append("the plugin alone changes %s" % sorted(noise))
    copies, text = real_sizes(args, work + "/plain.o", work + "/new.o")
    flips = real_flips(record_sites(work + "/rec_base"), record_sites(work + "/rec_new"))
    said_copies = {(c["function"], c.get("old_bytes", 0), c.get("new_bytes", 0))
                   for c in unit["copies"]}
    said_flips = {(f["file"], f["line"], f["caller"], f["callee"], f["calls"], f["now"])
                  for f in unit["flips"]}
    said_text = (unit["text"]["before"], unit["text"]["after"])
    if said_copies != copies:
        problems.append("copies: whatif %s, rebuild %s" % (sorted(said_copies - copies),
                                                          sorted(copies - said_copies)))
    if said_flips != flips:
        problems.append("flips: whatif %s, rebuild %s" % (sorted(said_flips - flips),
                                                         sorted(flips - said_flips)))
    if said_text != text:
        problems.append(".text: whatif %s, rebuild %s" % (said_text, text))
    compared = len(copies | said_copies) + len(flips | said_flips) + 1
    print("%s with %s: %d flips, %d copies, .text %+d: %s" % (
        src, os.path.basename(decisions), len(flips), len(copies), text[1] - text[0],
        "; ".join(problems) if problems else "same as the rebuild"))
    return compared, len(problems)


def decision_functions(path):
    """The functions a decision set names, or None when it is none."""
    try:
        with open(path) as f:
            doc = load_yaml(f.read())
    except (yaml.YAMLError, UnicodeDecodeError, OSError):
        return None
    if isinstance(doc, dict):
        doc = doc.get("recommendations")
    if not isinstance(doc, list) or not doc:
        return None
    names = set()
    for d in doc:
        if not isinstance(d, dict) or not isinstance(d.get("function"), str) \
                or d.get("action") not in ("always_inline", "noinline", "none"):
            return None
        names.add(d["function"])
    return names


def uses(source, names):
    """Whether source, or a header it includes with quotes, calls or defines
    one of names."""
    with open(source) as f:
        text = f.read()
    for h in re.findall(r'^#include "([^"]+)"', text, re.M):
        try:
            with open(os.path.join(os.path.dirname(source), h)) as f:
                text += f.read()
        except OSError:
            pass
    return any(re.search(r"\b%s\s*\(" % re.escape(n), text) for n in names)


def check_set(args, decisions, sources, tag):
    """Runs whatif and the rebuilds for one decision set."""
    work = os.path.join(args.work, tag)
    os.makedirs(work, exist_ok=True)
    db = os.path.join(work, "compile_commands.json")
    with open(db, "w") as f:
        json.dump([{"directory": os.getcwd(), "file": s,
                    "arguments": [args.clang] + shlex.split(args.flags) + ["-c", s, "-o", "x.o"]}
                   for s in sources], f)
    out = run([args.inlint, "whatif", "-p", db, "--decisions", decisions,
               "--format", "yaml", "-j", "2"], env=clean_env(INLINT_PLUGIN=args.plugin))
    compared = mismatches = 0
    for i, (src, unit) in enumerate(zip(sources, load_yaml(out)["units"])):
        c, m = check_source(args, decisions, src, os.path.join(work, "tu%d" % i), unit)
        compared += c
        mismatches += m
    return compared, mismatches


def main():
    ap = argparse.ArgumentParser()
    for opt in ("--inlint", "--plugin", "--clang", "--work"):
        ap.add_argument(opt, required=True)
    ap.add_argument("--flags", default="-O2 -g")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    sources = [f for f in args.files if f.endswith(".c")]
    compared = mismatches = sets = 0
    for i, path in enumerate(f for f in args.files if not f.endswith(".c")):
        names = decision_functions(path)
        mine = [s for s in sources if names and uses(s, names)]
        if not mine:
            continue
        sets += 1
        c, m = check_set(args, os.path.abspath(path), mine, "set%d" % i)
        compared += c
        mismatches += m
    print("decision sets: %d, compared: %d, mismatches: %d" % (sets, compared, mismatches))
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
