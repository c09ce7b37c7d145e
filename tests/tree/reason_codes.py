#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""reason_codes.py - fails when a reason code is spelled outside its table.

format/reasons.def is the one place a recommendation's reason code is
spelled; code compares and prints it through enum inlint_reason. This fails
when a code appears inside a C string literal anywhere else in the project's
code, and when docs/RECORD.md's reason table lists other codes, or other
actions, than the table. The unit and lit tests are left out: they spell
the codes on purpose, to pin the record's bytes. The verdicts on
annotations are spelled once too, in core/verdicts.def: this also fails
when docs/VERDICTS.md's table of them lists other words.
Usage: reason_codes.py SOURCE_DIR
"""
import os
import re
import sys

TABLE = os.path.join("format", "reasons.def")
DOC = os.path.join("docs", "RECORD.md")
FOLDERS = ("core", "format", "pass", "tools", "capi", "bench", "examples")
SUFFIXES = (".c", ".h", ".cpp", ".def")
ENTRY = re.compile(r'REASON\(\s*"([^"]+)"\s*,\s*(\w+)\s*,\s*(\w+)\s*,')
DOC_ROW = re.compile(r"^\|\s*`([^`]+)`\s*\|[^`|]*`([^`]+)`")
VERDICTS = os.path.join("core", "verdicts.def")
VERDICTS_DOC = os.path.join("docs", "VERDICTS.md")
VERDICT = re.compile(r'VERDICT\(\s*"([^"]+)"')


def literals(text):
    """(line, contents) of each string literal in C text; adjacent
    literals ("a" "b") are joined, as the compiler joins them."""
    out = []
    i, line, n = 0, 1, len(text)
    joined, joined_line, last_end = None, 0, -1
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            i = text.find("\n", i)
            i = n if i < 0 else i
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            line += text.count("\n", i, end)
            i = end
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            if c == '"':
                gap = text[last_end:i] if last_end >= 0 else "x"
                if joined is not None and not gap.strip():
                    joined += text[i + 1:j]
                else:
                    if joined is not None:
                        out.append((joined_line, joined))
                    joined, joined_line = text[i + 1:j], line
                last_end = j + 1
            line += text.count("\n", i, j)
            i = j + 1
        else:
            line += c == "\n"
            i += 1
    if joined is not None:
        out.append((joined_line, joined))
    return out


def read_table(top):
    """{code: action as records spell it} from reasons.def."""
    with open(os.path.join(top, TABLE), encoding="utf-8") as f:
        text = re.sub(r"/\*.*?\*/", "", f.read(), flags=re.S)
    return {code: action.lower() for code, _, action in ENTRY.findall(text)}


def stray_literals(top, codes):
    """'path:line: ...' for each code found in a string literal."""
    words = re.compile(r"(?<![\w-])(%s)(?![\w-])" %
                       "|".join(re.escape(c) for c in sorted(codes)))
    problems = []
    for folder in FOLDERS:
        for root, dirs, names in os.walk(os.path.join(top, folder)):
            dirs.sort()
            for name in sorted(names):
                path = os.path.join(root, name)
                rel = os.path.relpath(path, top)
                if not name.endswith(SUFFIXES) or rel == TABLE:
                    continue
                with open(path, encoding="utf-8") as f:
                    text = f.read()
                for line, s in literals(text):
                    for code in words.findall(s):
                        problems.append(
                            '%s:%d: reason code "%s" in a string literal: '
                            "use enum inlint_reason (%s)" %
                            (rel, line, code, TABLE))
    return problems


def doc_mismatches(top, table):
    """Lines saying where RECORD.md's reason table differs from the .def."""
    with open(os.path.join(top, DOC), encoding="utf-8") as f:
        text = f.read()
    start = text.find("\n## Reason codes\n")
    if start < 0:
        return ["%s: no '## Reason codes' section" % DOC]
    end = text.find("\n## ", start + 1)
    section = text[start:end if end > 0 else len(text)]
    doc = {}
    for row in section.splitlines():
        m = DOC_ROW.match(row)
        if m:
            doc[m.group(1)] = m.group(2)
    problems = []
    for code in sorted(set(table) - set(doc)):
        problems.append("%s: reason table lacks %s (in %s)" %
                        (DOC, code, TABLE))
    for code in sorted(set(doc) - set(table)):
        problems.append("%s: reason table lists %s, not in %s" %
                        (DOC, code, TABLE))
    for code in sorted(set(doc) & set(table)):
        if doc[code] != table[code]:
            problems.append("%s: %s's action is %s, %s says %s" %
                            (DOC, code, doc[code], TABLE, table[code]))
    return problems


def section_words(top, doc, heading):
    """The `word` first in each row of the table under heading."""
    with open(os.path.join(top, doc), encoding="utf-8") as f:
        text = f.read()
    start = text.find("\n%s\n" % heading)
    end = text.find("\n## ", start + 1)
    section = text[start:end if end > 0 else len(text)] if start >= 0 else ""
    return {m.group(1) for m in
            (re.match(r"^\|\s*`([^`]+)`\s*\|", row)
             for row in section.splitlines()) if m}


def verdict_mismatches(top):
    """Lines saying where VERDICTS.md's table differs from the .def."""
    with open(os.path.join(top, VERDICTS), encoding="utf-8") as f:
        table = set(VERDICT.findall(f.read()))
    doc = section_words(top, VERDICTS_DOC, "## The verdicts")
    return ["%s: verdict table lacks %s (in %s)" % (VERDICTS_DOC, w, VERDICTS)
            for w in sorted(table - doc)] + \
        ["%s: verdict table lists %s, not in %s" % (VERDICTS_DOC, w, VERDICTS)
         for w in sorted(doc - table)]


def main():
    top = sys.argv[1]
    table = read_table(top)
    if not table:
        print("%s: no REASON(...) entries" % TABLE)
        return 1
    problems = (stray_literals(top, table) + doc_mismatches(top, table) +
                verdict_mismatches(top))
    for p in problems:
        print(p)
    if problems:
        return 1
    print("%d reason codes, spelled only in %s and %s" %
          (len(table), TABLE, DOC))
    return 0


if __name__ == "__main__":
    sys.exit(main())
