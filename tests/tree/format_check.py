#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""format_check.py - fails, listing them, when C files differ from what
clang-format makes of them (.clang-format at the top; capi/ has its own).

The project's code only: lit/ and examples/ hold test inputs whose line
numbers the lit tests pin, written as kernel code is, not reformatted.
Exits 77 (ctest: skipped) when clang-format is not installed.
Usage: format_check.py CLANG_FORMAT SOURCE_DIR
"""
import os
import re
import subprocess
import sys

FOLDERS = ("core", "format", "pass", "tools", "capi", "tests", "bench")
SUFFIXES = (".c", ".h", ".cpp", ".def")
VIOLATION = re.compile(r"^(.+?):\d+:\d+: (?:error|warning): ", re.M)


def c_files(top):
    files = []
    for folder in FOLDERS:
        for root, dirs, names in os.walk(os.path.join(top, folder)):
            dirs.sort()
            files += [os.path.relpath(os.path.join(root, n), top)
                      for n in sorted(names) if n.endswith(SUFFIXES)]
    return files


def main():
    clang_format, top = sys.argv[1], sys.argv[2]
    if not clang_format or not os.path.exists(clang_format):
        print("clang-format-22 not found (scripts/deps.sh installs it)")
        return 77
    files = c_files(top)
    run = subprocess.run([clang_format, "--dry-run", "--Werror"] + files,
                         cwd=top, capture_output=True, text=True,
                         check=False)
    differ = sorted(set(VIOLATION.findall(run.stderr)))
    if run.returncode and not differ:
        print(run.stderr.strip() or "%s failed" % clang_format)
        return 1
    if differ:
        print("%d files differ from %s's formatting; run %s -i on them:" %
              (len(differ), os.path.basename(clang_format),
               os.path.basename(clang_format)))
        for path in differ:
            print("  " + path)
        return 1
    print("%d C files formatted as %s formats them" %
          (len(files), os.path.basename(clang_format)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
