#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""sarif_fixes.py - applies the fixes of a SARIF log, as a code-scanning UI
would, to the files under ROOT, and prints each edit and the line it
leaves:

    FILE:LINE: delete COL-END "DELETED TEXT" -> NEW LINE

    sarif_fixes.py LOG ROOT

Lines and columns count from 1, endColumn is the column after the
region (SARIF 2.1.0, 3.30); the replacement's insertedContent is put in
place of the deleted region. Exits 1 when the log is not JSON or a fix
does not lie inside its line.
"""
import json
import os
import sys
import urllib.parse


def apply(root, change):
    path = os.path.join(root, urllib.parse.unquote(
        change["artifactLocation"]["uri"]))
    with open(path, "rb") as f:
        lines = f.read().split(b"\n")
    for r in change["replacements"]:
        reg = r["deletedRegion"]
        text = lines[reg["startLine"] - 1]
        start, end = reg["startColumn"] - 1, reg["endColumn"] - 1
        if not 0 <= start <= end <= len(text):
            raise ValueError(f"{path}:{reg['startLine']}: region "
                             f"{start + 1}-{end + 1} is not in the line")
        new = (text[:start] + r["insertedContent"]["text"].encode()
               + text[end:])
        print(f"{change['artifactLocation']['uri']}:{reg['startLine']}: "
              f"delete {start + 1}-{end + 1} "
              f"\"{text[start:end].decode()}\" -> {new.decode()}")
        lines[reg["startLine"] - 1] = new
    with open(path, "wb") as f:
        f.write(b"\n".join(lines))


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        log = json.load(f)
    for result in log["runs"][0]["results"]:
        for fix in result.get("fixes", []):
            for change in fix["artifactChanges"]:
                apply(sys.argv[2], change)


if __name__ == "__main__":
    try:
        main()
    except (ValueError, KeyError) as e:
        print(f"sarif_fixes.py: {e}", file=sys.stderr)
        sys.exit(1)
