#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""hot_profile.py - writes an LLVM text-format sample profile (AutoFDO's
input to clang -fprofile-sample-use) in which one function of a C file is
hot on every line of its body.

    hot_profile.py SOURCE FUNCTION [--count N] -o PROFILE

The profile has one entry, "FUNCTION:TOTAL:HEAD", then " OFFSET: N" for
each line of the body with code on it, OFFSET being the line less the
line of the function's name in its definition (the DISubprogram's line,
which clang's profile loader counts from). A line that calls a function
the file defines (static helpers, as alloc_zspage is zs_malloc's) also
names the call's target, " OFFSET: N callee:N", as a profile of a binary
where the call stayed out of line would. The offsets come from SOURCE,
so the profile follows the source it is given. Exits 2 with one line when
the function is not defined in SOURCE.
"""
import argparse
import os
import re
import sys
import tempfile

KEYWORDS = {"if", "for", "while", "switch", "return", "sizeof", "do",
            "else", "case", "goto", "typeof", "__typeof__", "_Alignof",
            "alignof", "__builtin_expect"}


def strip_code(lines):
    """The lines with comments and string or character literals blanked,
    so that braces and names inside them count for nothing."""
    out, in_comment = [], False
    for line in lines:
        text, i = "", 0
        while i < len(line):
            if in_comment:
                end = line.find("*/", i)
                if end < 0:
                    i = len(line)
                else:
                    in_comment, i = False, end + 2
            elif line.startswith("/*", i):
                in_comment, i = True, i + 2
            elif line.startswith("//", i):
                break
            elif line[i] in "\"'":
                quote, i = line[i], i + 1
                while i < len(line) and line[i] != quote:
                    i += 2 if line[i] == "\\" else 1
                text += quote + quote
                i += 1
            else:
                text += line[i]
                i += 1
        out.append(text)
    return out


def definitions(code):
    """The names of the functions SOURCE defines: a line starting in column
    0 with NAME( whose declaration goes on to a '{' before any ';'."""
    names = {}
    for n, line in enumerate(code):
        m = re.match(r"^[A-Za-z_].*?\b([A-Za-z_]\w*)\s*\(", line)
        if not m or m.group(1) in KEYWORDS:
            continue
        rest = "".join(code[n:n + 20])
        brace, semi = rest.find("{"), rest.find(";")
        if brace >= 0 and (semi < 0 or brace < semi):
            names.setdefault(m.group(1), n)
    return names


def body_end(code, start):
    """The index of the line holding the '}' that closes the body whose
    '{' is the first at or after line start."""
    depth, opened = 0, False
    for n in range(start, len(code)):
        for ch in code[n]:
            if ch == "{":
                depth, opened = depth + 1, True
            elif ch == "}":
                depth -= 1
                if opened and depth == 0:
                    return n
    raise ValueError("the body never closes")


def profile(lines, function, count):
    code = strip_code(lines)
    defined = definitions(code)
    if function not in defined:
        raise LookupError("no definition of %s" % function)
    start = defined[function]
    end = body_end(code, start)
    body, total = [], 0
    for n in range(start + 1, end):
        text = code[n].strip()
        if not text or text in ("{", "}"):
            continue
        calls = [name for name in re.findall(r"\b([A-Za-z_]\w*)\s*\(", text)
                 if name in defined and name != function]
        targets = "".join(" %s:%d" % (name, count)
                          for name in dict.fromkeys(calls))
        body.append(" %d: %d%s" % (n - start, count, targets))
        total += count
    return ["%s:%d:%d" % (function, total, count)] + body


def main():
    parser = argparse.ArgumentParser(
        description="Write a sample profile that makes FUNCTION hot.")
    parser.add_argument("source")
    parser.add_argument("function")
    parser.add_argument("--count", type=int, default=100000,
                        help="samples on each line (default 100000)")
    parser.add_argument("-o", "--output", required=True)
    args = parser.parse_args()
    try:
        with open(args.source, encoding="utf-8", errors="replace") as f:
            lines = f.read().splitlines()
        text = "\n".join(profile(lines, args.function, args.count)) + "\n"
        out = os.path.dirname(os.path.abspath(args.output))
        fd, tmp = tempfile.mkstemp(dir=out, prefix=".hot_profile.")
        with os.fdopen(fd, "w") as f:
            f.write(text)
        os.chmod(tmp, 0o644)
        os.replace(tmp, args.output)
    except (OSError, LookupError, ValueError) as e:
        print("hot_profile.py: %s: %s" % (args.source, e), file=sys.stderr)
        sys.exit(2)


if __name__ == "__main__":
    main()
