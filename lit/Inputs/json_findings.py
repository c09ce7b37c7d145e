#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""json_findings.py - reads a `--format json` document of inlint with
python's json module (strict: no NaN, no duplicate keys) and prints its
head and each finding as one line, for FileCheck:

    version 1 command lint findings 2
    FILE:LINE:COL: SEVERITY: CHECK: MESSAGE | action A | evidence E |
        reason R | build B | fix L:C-E 'REPLACEMENT' | information
    config NAME: COMPILER compiled VERDICT: TEXT

    json_findings.py DOC [--file-bytes]

With --file-bytes each file name is printed as Python's repr of it, so a
test sees exactly which characters came back. Exits 1 when DOC is not
JSON or not the document docs/CONVENTIONS.md describes.
"""
import json
import sys


def no_dups(pairs):
    keys = [k for k, _ in pairs]
    if len(keys) != len(set(keys)):
        raise ValueError("duplicate key")
    return dict(pairs)


def reject(name):
    raise ValueError("not JSON: " + name)


def finding_line(f, as_repr):
    name = repr(f["file"]) if as_repr else f["file"]
    col = f":{f['column']}" if "column" in f else ""
    line = (f"{name}:{f['line']}{col}: {f['severity']}: {f['check']}: "
            f"{f['message']}")
    for key in ("action", "evidence", "reason", "build"):
        if key in f:
            line += f" | {key} {f[key]}"
    if "fix" in f:
        x = f["fix"]
        line += (f" | fix {x['line']}:{x['column']}-{x['end_column']} "
                 f"{x['replacement']!r}")
    if f.get("information"):
        line += " | information"
    return line


def main():
    as_repr = "--file-bytes" in sys.argv[2:]
    with open(sys.argv[1], encoding="utf-8") as f:
        doc = json.load(f, object_pairs_hook=no_dups, parse_constant=reject)
    print(f"version {doc['version']} command {doc['command']} "
          f"findings {len(doc['findings'])}")
    for f in doc["findings"]:
        print(finding_line(f, as_repr))
        for c in f.get("configurations", []):
            print(f"config {c['name']}: {c['compiler']} compiled "
                  f"{c.get('verdict', 'no')}: {c['text']}")


if __name__ == "__main__":
    try:
        main()
    except (ValueError, KeyError, TypeError) as e:
        print(f"json_findings.py: {sys.argv[1]}: {e}", file=sys.stderr)
        sys.exit(1)
