#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""cg_noline.py - one function's instructions in a callgrind run, and those
of its code that no source line owns, by kind: for bench/pgo_lead.sh.

    cg_noline.py CALLGRIND_OUT DISASSEMBLY FUNCTION

CALLGRIND_OUT comes from `valgrind --tool=callgrind --dump-instr=yes`,
DISASSEMBLY from `objdump -d --no-show-raw-insn` of the same binary
(x86-64, AT&T syntax: the kinds below are read from it).
FUNCTION's instructions are its own and those inlined into it, as
callgrind's self cost counts them. Line 0 is what the code generator adds
without a source line: spills to and reloads from the stack, register
copies, the jumps of block layout. Prints one line:

    FUNCTION_IR LINE0_IR RELOADS SPILLS COPIES JUMPS

Exits 1 with one line when a file cannot be read or FUNCTION never ran.
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import callgrind  # noqa: E402

INSTRUCTION = re.compile(r"\s*([0-9a-f]+):\s+(\S.*)")


def costs(path, function):
    """(address, line) -> FUNCTION's own instructions, calls left out."""
    out = {}
    for fn, _ob, where, ir, call in callgrind.read(path):
        if call is None and fn == function:
            out[where] = out.get(where, 0) + ir
    return out


def disassembly(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return {int(m.group(1), 16): m.group(2) for m in map(INSTRUCTION.match, f) if m}


def kind(insn):
    op, _, operands = insn.partition(" ")
    operands = operands.strip()
    move = op.startswith(("mov", "vmov"))
    if move and "(%rsp)" in operands:
        return "spill" if operands.endswith("(%rsp)") else "reload"
    if op.startswith("j"):
        return "jump"
    if move and "(" not in operands and "$" not in operands:
        return "copy"
    return "other"


def main(argv):
    if len(argv) != 4:
        sys.exit("usage: cg_noline.py CALLGRIND_OUT DISASSEMBLY FUNCTION")
    try:
        cost = costs(argv[1], argv[3])
        insns = disassembly(argv[2])
    except OSError as e:
        sys.exit("cg_noline.py: %s: %s" % (e.filename, e.strerror))
    if not cost:
        sys.exit("cg_noline.py: %s: %s never ran" % (argv[1], argv[3]))
    if len(next(iter(cost))) != 2:
        sys.exit("cg_noline.py: %s: no addresses (run callgrind with --dump-instr=yes)" % argv[1])
    by = {"line0": 0, "reload": 0, "spill": 0, "copy": 0, "jump": 0, "other": 0}
    for (addr, line), n in cost.items():
        if line == 0:
            by["line0"] += n
            by[kind(insns.get(addr, "?"))] += n
    print(sum(cost.values()), by["line0"], by["reload"], by["spill"], by["copy"], by["jump"])


if __name__ == "__main__":
    main(sys.argv)
