#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""mm_audit_table.py - bench/mm_audit_configs.sh's figures, from its OUT
directory: times.txt, audit-CONFIG.yaml (each configuration's inlint audit)
or audit.yaml (one audit in several configurations), audit-objects.yaml
(clang x86_64 measured from objects) and audit-each.yaml (clang x86_64 with
each compile from the source), each with its bench/busy_sampler.py line
(.busy) when there is one.

    mm_audit_table.py OUT CONFIG...

Prints the wall times against the plain builds, the compiles and verdict
counts per configuration, the annotations whose verdict differs between
configurations, the disagreements between the plugin's and the objects'
verdicts on clang-x86_64, and whether one front end per TU found what
each compile from the source found there. Exits 1 with one line when a file is
missing or does not parse.
"""
import os
import re
import sys

import yaml

VERDICTS = ("redundant", "load-bearing", "required")


def short(path):
    """A kernel path from its tree's top: mm/slub.c."""
    return re.sub(r"^.*/linux-source-[^/]*/", "", path)


# The first line each annotation was judged at: a build with debug info
# gives the line of the function's name, one without it the line the
# definition starts on, so the line is no part of the key.
LINE_OF = {}


def rows(audit):
    """{(file, annotation, function): verdict} of one configuration."""
    out = {}
    for a in audit.get("annotations") or []:
        key = (short(a["file"]), a["annotation"], a["function"])
        LINE_OF.setdefault(key, a["line"])
        out[key] = a["verdict"]
    return out


def times(out):
    t = {}
    with open(os.path.join(out, "times.txt"), encoding="utf-8") as f:
        for line in f:
            kind, name, secs = line.split()
            t[(kind, name)] = float(secs)
    return t


def load(path):
    with open(path, encoding="utf-8") as f:
        return yaml.load(f, Loader=yaml.CSafeLoader)


def busy(out, name):
    """bench/busy_sampler.py's line for OUT/NAME, or None."""
    try:
        with open(os.path.join(out, name + ".busy"), encoding="utf-8") as f:
            return f.read().strip()
    except OSError:
        return None


def print_times(t, configs, audits):
    plain = sum(t.get(("plain", c), 0) for c in configs)
    print("%-14s %8s %8s %6s %6s %9s" % ("configuration", "plain s", "audit s", "ratio", "TUs", "compiles"))
    for c in configs:
        a, p, s = audits.get(c, {}), t.get(("plain", c), 0), t.get(("audit", c))
        print("%-14s %8.1f %8s %6s %6s %9s" % (
            c, p, "%.1f" % s if s else "-", "%.2fx" % (s / p) if s and p else "-",
            a.get("units", "-"), a.get("compiles", "-")))
    total = t.get(("audit", "all"), sum(t.get(("audit", c), 0) for c in configs))
    print("plain builds, summed: %.1f s; inlint audit in the %d configurations: %.1f s; ratio %.2fx (target <= 2x)"
          % (plain, len(configs), total, total / plain if plain else 0))
    if ("audit", "objects") in t:
        print("clang-x86_64 --measure objects alone: %.1f s" % t[("audit", "objects")])
    if ("audit", "each") in t and ("audit", "clang-x86_64") in t:
        print("clang-x86_64 with each compile from the source: %.1f s against %.1f s with one front end per TU (%.2fx)"
              % (t[("audit", "each")], t[("audit", "clang-x86_64")],
                 t[("audit", "each")] / t[("audit", "clang-x86_64")]))


def print_same_findings(shared, each):
    """Whether the audit with one front end per TU found what the one with
    each compile from the source found, annotation by annotation."""
    a, b = shared.get("annotations") or [], each.get("annotations") or []
    differ = sum(1 for x, y in zip(a, b) if x != y) + abs(len(a) - len(b))
    print("clang-x86_64, one front end per TU against each compile from the source: "
          "%d annotations, %d differ (verdicts, calls, bytes)" % (len(a), differ))


def print_counts(configs, audits, judged):
    print("%-14s %-16s %10s %13s %9s %7s" % ("configuration", "label", *VERDICTS, "judged"))
    for c in configs:
        v = list(judged[c].values())
        print("%-14s %-16s %10d %13d %9d %7d" % (
            c, audits[c].get("label", "?"), *(v.count(x) for x in VERDICTS), len(v)))


def by_place(k):
    return (k[0], LINE_OF[k], k[1], k[2])


def print_differing(configs, judged):
    keys = sorted(set().union(*(judged[c].keys() for c in configs)), key=by_place)
    differ = [k for k in keys
              if len({judged[c][k] for c in configs if k in judged[c]}) > 1]
    partial = [k for k in keys if k not in differ
               and any(k not in judged[c] for c in configs)]
    print("annotations whose verdict differs between configurations: %d of %d"
          % (len(differ), len(keys)))
    for k in differ:
        print("  %s:%s %s %s: %s" % (k[0], LINE_OF[k], k[1], k[2], ", ".join(
            "%s %s" % (c, judged[c].get(k, "not judged")) for c in configs)))
    print("annotations judged in some configurations only (the same verdict where judged): %d"
          % len(partial))


def print_agreement(plugin, objects):
    keys = sorted(set(plugin) | set(objects), key=by_place)
    bad = [k for k in keys if plugin.get(k) != objects.get(k)]
    print("clang-x86_64, --measure plugin against --measure objects: %d annotations, %d disagree"
          % (len(keys), len(bad)))
    for k in bad:
        print("  %s:%s %s %s: plugin %s, objects %s" % (
            k[0], LINE_OF[k], k[1], k[2], plugin.get(k, "not judged"), objects.get(k, "not judged")))


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: mm_audit_table.py OUT CONFIG...")
    out, configs = sys.argv[1], sys.argv[2:]
    try:
        t = times(out)
        audits = {}
        for name in ["audit.yaml"] + ["audit-%s.yaml" % c for c in configs]:
            if os.path.exists(os.path.join(out, name)):
                doc = load(os.path.join(out, name))
                audits.update({c["name"]: c for c in doc.get("configurations") or []})
        objects_path = os.path.join(out, "audit-objects.yaml")
        objects = load(objects_path) if os.path.exists(objects_path) else None
        each_path = os.path.join(out, "audit-each.yaml")
        each = load(each_path) if os.path.exists(each_path) else None
    except (OSError, ValueError, yaml.YAMLError) as e:
        sys.exit("mm_audit_table.py: %s: %s" % (out, e))
    missing = [c for c in configs if c not in audits]
    if missing:
        print("not audited (stopped, or not run): %s" % ", ".join(missing))
    asked, configs = configs, [c for c in configs if c in audits]
    judged = {c: rows(audits[c]) for c in configs}
    print_times(t, asked, audits)
    for name in ["audit.yaml"] + ["audit-%s.yaml" % c for c in configs] + ["audit-objects.yaml", "audit-each.yaml"]:
        if busy(out, name):
            print("%s: %s" % (name, busy(out, name)))
    print_counts(configs, audits, judged)
    print_differing(configs, judged)
    if objects and "clang-x86_64" in judged:
        o = (objects.get("configurations") or [objects])[0]
        print_agreement(judged["clang-x86_64"], rows(o))
    if each and "clang-x86_64" in audits:
        print_same_findings(audits["clang-x86_64"], (each.get("configurations") or [each])[0])


if __name__ == "__main__":
    main()
