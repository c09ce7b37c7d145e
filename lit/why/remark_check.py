#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""remark_check.py - checks every line of `inlint why` against clang's own
remark stream, read here from the YAML (not through inlint).

    remark_check.py REMARKS.opt.yaml WHY_OUTPUT [--all]

Each line "file:line: callee in caller: inlined|not inlined: reason" must
say what the inline remarks say of that call: inlined when any remark on it
passed (the call in caller's own body, or, for a call in a function that was
itself inlined, in the copies where no remark speaks of the original), else
not inlined with the last refusal's reason. Without --all no line may say
inlined. Prints one line per disagreement and a last line "checked: N,
disagreements: M"; exits 1 when M > 0, 2 on unreadable input.
"""
import re
import sys

LINE = re.compile(r"^(?P<file>.*):(?P<line>\d+): (?P<callee>\S+) in "
                  r"(?P<caller>\S+): "
                  r"(?P<status>inlined|not inlined|partly inlined): "
                  r"(?P<reason>.*)$")
NAMES = {"NeverInline": "never inlined", "AlwaysInline": "always inlined",
         "NoDefinition": "no definition"}


def scalar(text):
    """A YAML plain or quoted scalar as clang's remark writer spells it."""
    text = text.strip()
    if text.startswith("'") and text.endswith("'"):
        return text[1:-1].replace("''", "'")
    if text.startswith('"') and text.endswith('"'):
        return text[1:-1].encode().decode("unicode_escape")
    return text


def debug_loc(text):
    """{ File: f, Line: n, Column: c } -> (file, line)."""
    fields = dict(part.split(":", 1) for part in
                  re.findall(r"(\w+:\s*(?:'(?:[^']|'')*'|[^,}]*))", text))
    return scalar(fields["File"]), int(scalar(fields["Line"]))


def documents(path):
    """The remark documents: (type, {key: value}, [(arg key, value)])."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    for doc in re.split(r"^--- ", text, flags=re.M)[1:]:
        lines = doc.splitlines()
        kind = lines[0].strip().lstrip("!")
        top, args, in_args, last = {}, [], False, None
        for line in lines[1:]:
            if line.startswith("..."):
                break
            if line.startswith("Args:"):
                in_args, last = True, None
                continue
            if in_args and line.startswith("  - "):
                key, value = line[4:].split(":", 1)
                args.append((key.strip(), value))
            elif not line.startswith(" ") and ":" in line:
                key, value = line.split(":", 1)
                last = key.strip()
                top[last] = value
                in_args = False
            elif last and top[last].count("{") > top[last].count("}"):
                # A long path wraps a flow mapping (DebugLoc) over lines.
                top[last] += " " + line.strip()
        yield kind, top, args


class Remark:
    def __init__(self, kind, top, args):
        self.inlined = kind == "Passed"
        self.name = scalar(top["Name"])
        self.caller = scalar(top["Function"])
        self.file, self.line = (debug_loc(top["DebugLoc"])
                                if "DebugLoc" in top else (None, 0))
        values = {}
        for key, value in args:
            values.setdefault(key, scalar(value))
        self.callee = values.get("Callee")
        self.cost = values.get("Cost")
        self.threshold = values.get("Threshold")
        self.reason = values.get("Reason")

    def phrase(self):
        """The reason as inlint words it (without the cold-site note)."""
        if self.cost is None:
            name = NAMES.get(self.name, self.name)
            return name + (": " + self.reason if self.reason else "")
        cost, threshold = int(self.cost), int(self.threshold)
        text = "cost %d vs threshold %d" % (cost, threshold)
        miss = cost - threshold + 1
        if not self.inlined and miss == 1:
            text += " (misses by one)"
        elif not self.inlined and miss > 0:
            text += " (misses by %d)" % miss
        return text


def read_remarks(path):
    return [Remark(kind, top, args) for kind, top, args in documents(path)
            if kind in ("Passed", "Missed")
            and scalar(top.get("Pass", "")) == "inline"
            and any(key == "Callee" for key, _ in args)]


def same_file(a, b):
    """Remarks and records name a file as the compiler was given it."""
    if a is None or b is None:
        return True
    a, b = a.removeprefix("./"), b.removeprefix("./")
    return a == b or a.endswith("/" + b) or b.endswith("/" + a)


def prefer_own(remarks, caller, first):
    """The caller's own remark over a copy's: the first or the last."""
    own = [r for r in remarks if r.caller == caller]
    pool = own or remarks
    return pool[0] if first else pool[-1]


def expected(remarks, bodies, m):
    """(status, reason, shown remark) for the line's call, or None.

    The call's remarks are those on its callee at its line and file: in its
    caller and in every function a copy of it was inlined into. A refusal
    in a function whose body is gone (not in the object) was copied on and
    judged again: it does not stand."""
    line, callee, caller = int(m["line"]), m["callee"], m["caller"]
    on = [r for r in remarks if r.callee == callee and r.line == line
          and same_file(r.file, m["file"]) and (line or r.caller == caller)]
    if not on:
        return None
    inlined = [r for r in on if r.inlined]
    refused = [r for r in on if not r.inlined]
    standing = [r for r in refused if r.caller in bodies]
    if inlined and not standing:
        return "inlined", prefer_own(inlined, caller, True).phrase(), None
    shown = prefer_own(standing or refused, caller, False)
    reason = shown.phrase()
    if inlined:
        return ("partly inlined", "at %d of %d calls; not in %s: %s" % (
            len(inlined), len(inlined) + len(standing), shown.caller,
            reason), shown)
    if shown.caller != caller:
        reason = "in %s: %s" % (shown.caller, reason)
    return "not inlined", reason, shown


def check_line(remarks, bodies, m, all_lines):
    want = expected(remarks, bodies, m)
    if want is None:
        if m["reason"] != "no inline remark for this call":
            return "no remark speaks of this call"
        return None
    status, reason, shown = want
    if not all_lines and m["status"] == "inlined":
        return "an inlined call printed without --all"
    if m["status"] != status:
        return "clang says %s: %s" % (status, reason)
    got = m["reason"]
    # The record adds why a refused call of its own was cold.
    cold = "; cold call site: threshold 45"
    if shown and shown.caller == m["caller"] and cold in got:
        got = got[:got.index(cold)]
    if got != reason:
        return "clang's reason is '%s'" % reason
    return None


def read_bodies(path):
    """The functions the object defines (llvm-nm --defined-only)."""
    with open(path, encoding="utf-8") as f:
        return {fields[-1] for fields in map(str.split, f)
                if len(fields) >= 2 and fields[-2] in "tTwW"}


def main():
    args = [a for a in sys.argv[1:] if a != "--all"]
    if len(args) != 3:
        sys.exit("usage: remark_check.py REMARKS.opt.yaml NM_OUTPUT "
                 "WHY_OUTPUT [--all]")
    try:
        remarks = read_remarks(args[0])
        bodies = read_bodies(args[1])
        with open(args[2], encoding="utf-8") as f:
            output = f.read().splitlines()
    except (OSError, KeyError, ValueError) as e:
        print("remark_check.py: %s" % e, file=sys.stderr)
        sys.exit(2)
    bad = 0
    seen = dict.fromkeys(("inlined", "not inlined", "partly inlined",
                          "no remark"), 0)
    for text in output:
        m = LINE.match(text)
        problem = check_line(remarks, bodies, m, "--all" in sys.argv) \
            if m else "not a line of inlint why"
        if problem:
            bad += 1
            print("%s\n  %s" % (text, problem))
        elif m["reason"] == "no inline remark for this call":
            seen["no remark"] += 1
        else:
            seen[m["status"]] += 1
    print(", ".join("%s: %d" % kv for kv in seen.items()))
    print("checked: %d, disagreements: %d" % (len(output), bad))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
