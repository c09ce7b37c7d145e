# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""callgrind.py - reads a callgrind output file for the bench helpers
(cg_noline.py, cg_calls.py): each cost line, its names decompressed.

read(path) yields (fn, ob, positions, ir, call): positions as the file's
`positions:` header orders them (address and line with --dump-instr=yes,
else the line); ir the first event's count; call None for the function's
own cost, else (callee, callee_ob, count) for a call's inclusive cost.
"""
import re

NAMED = re.compile(r"\((\d+)\)(?: (.*))?")
POSITION = re.compile(r"^(0x[0-9a-f]+|[+-]\d+|\*|\d+)$")
# The name lines, and the table of compressed names each one shares.
TABLES = {"ob": "ob", "cob": "ob", "fl": "fl", "fi": "fl", "fe": "fl",
          "cfi": "fl", "cfl": "fl", "fn": "fn", "cfn": "fn"}


def _name(table, text):
    m = NAMED.match(text)
    if not m:
        return text
    if m.group(2) is not None:
        table[m.group(1)] = m.group(2)
    return table.get(m.group(1), "")


def _position(field, last):
    if field == "*":
        return last
    if field[0] in "+-":
        return last + int(field)
    return int(field, 16 if field.startswith("0x") else 10)


def read(path):
    tables = {"ob": {}, "fl": {}, "fn": {}}
    names = {"ob": "", "fn": "", "cob": None, "cfn": ""}
    last, calls = [0], None
    with open(path, encoding="utf-8", errors="replace") as f:
        for text in f:
            text = text.rstrip("\n")
            if text.startswith("positions:"):
                last = [0] * len(text.split()[1:])
                continue
            key, eq, rest = text.partition("=")
            if eq and key in TABLES:
                name = _name(tables[TABLES[key]], rest)
                if key in names:
                    names[key] = name
                continue
            if eq and key == "calls":
                calls = int(rest.split()[0])
                continue
            fields = text.split()
            if len(fields) < len(last) or not all(map(POSITION.match, fields[:len(last)])):
                continue
            last = [_position(p, l) for p, l in zip(fields[:len(last)], last)]
            ir = int(fields[len(last)]) if len(fields) > len(last) else 0
            call = None
            if calls is not None:
                call = (names["cfn"], names["cob"] or names["ob"], calls)
                calls, names["cob"] = None, None
            yield names["fn"], names["ob"], tuple(last), ir, call
