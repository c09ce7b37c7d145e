#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""doctest.py - runs the command blocks of README.md and docs/*.md as a
reader would type them and checks that they print what the Markdown shows.

The convention, for whoever writes a block:

- A fenced block with the language `console` is run. A line starting with
  `$ ` is a command; it goes on over the next line when it ends in `\\`, or
  when the next line starts with `> ` (the shell's second prompt). Every
  other line is output: the command's stdout, then its stderr. Output is
  compared exactly, except that a line `...` stands for any number of lines
  (none included) and `...` within a line for any text in that line: keep
  these for what really varies, such as times.
- A command that exits with a status other than 0 fails the block, unless
  the next command is `echo $?`, which shows the status.
- HTML comments on the lines right above the opening fence mark a block:
  `<!-- doctest: skip: REASON -->` is not run (a kernel build, the quick
  start; the reason is required); `<!-- doctest: continue -->` runs in the
  directory and shell of the block before it in the same file (variables
  and `cd` carry over) instead of a fresh one; `<!-- doctest: file NAME -->`
  on a block of any language writes its text to NAME in the current
  directory, for the commands after it.
- Output shown without its command (a `text` block) is checked too:
  `<!-- doctest: output CMD -->` runs CMD in a fresh directory and compares
  what it prints on standard output with the block, as for a command (for
  a script the test can run in part, as the quick start's `--no-setup`);
  `<!-- doctest: generated PATH -->` marks the copy of a file that a script
  writes and that is committed at PATH (from the top of the source), for
  what cannot run here (a kernel build): the block must equal that file,
  so it changes only when the script is run again.
- Every fenced block names its language, and commands are never in `sh`,
  `bash` or `shell` blocks: so no command escapes this test unnoticed.
- In README.md every block is checked: it runs, or is a file, an output or
  a generated block; only a `skip` (with its reason) is not. README.md has
  at most 250 lines: the reference is in docs/.

Each block (or chain of `continue` blocks) runs in bash in a fresh
`mktemp -d` directory that looks like the top of a checkout: `build` is a
symlink to the build tree under test, `examples/`, `lit/Inputs/` and
`scripts/` are copies that a block may change. TMPDIR and XDG_CACHE_HOME
(where records go without INLINT_OUT) point into that scratch space, so a
block's own `mktemp -d` is removed with it. INLINT_* variables are removed
from the environment. With --preload (sanitizer builds), clang-22 and opt-22
run with that runtime preloaded, as lit runs them, and nothing else does.

A block that prints something else is reported as `FILE:LINE: block output
differs` with a diff against the Markdown; --update writes what was printed
into the Markdown instead (look at the diff before committing it).
Usage: doctest.py --src DIR --build DIR [--preload LIB] [-j N] [--update]
                  [--keep] [FILE.md...]
"""
import argparse
import concurrent.futures
import difflib
import glob
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time

MARKER = re.compile(r"^<!-- doctest: (.*?) -->$")
FENCE = re.compile(r"^(```+)(.*)$")
SHELL_LANGUAGES = ("sh", "bash", "shell", "zsh")
COPIED = ("examples", os.path.join("lit", "Inputs"), "scripts")
FRONT_DOOR, FRONT_DOOR_LINES = "README.md", 250  # every block checked, and short
PRELOADED = ("clang-22", "opt-22")
DIFFERS = "block output differs"


class DocError(Exception):
    """A block that breaks the convention: FILE:LINE: problem."""


class Command:
    def __init__(self, line, text):
        self.line = line
        self.raw = [text]
        self.shell = [text[2:]]
        self.expected = []
        self.actual = None  # what it printed, once it ran
        self.status = None
        self.files = None  # where the script leaves .out, .err and .rc
        self.stdout_only = False  # an output block shows what CMD prints on stdout

    def continues(self, text):
        """Whether TEXT, the line after this command's last, belongs to it."""
        if self.expected:
            return False
        return self.raw[-1].endswith("\\") or text.startswith("> ")

    def add(self, text):
        self.raw.append(text)
        self.shell.append(text[2:] if text.startswith("> ") else text)

    def matches(self):
        return lines_match(self.expected, self.actual)


class Block:
    def __init__(self, path, line, language, markers, body):
        self.path = path
        self.line = line  # the opening fence
        self.language = language
        self.body = body  # [(line number, text)]
        self.skip = None
        self.chained = False
        self.file = None
        self.output = None  # the command whose output the block shows
        self.generated = None  # the committed file the block copies
        self.copied = None  # that file's lines, once read
        for marker in markers:
            self.mark(marker)
        self.commands = self.parse() if self.runs() else []

    def where(self, line=None):
        return "%s:%d" % (self.path, line or self.line)

    def mark(self, marker):
        if marker == "continue":
            self.chained = True
        elif marker.startswith("skip:") and marker[5:].strip():
            self.skip = marker[5:].strip()
        elif marker.startswith("file ") and marker[5:].strip():
            self.file = marker[5:].strip()
        elif marker.startswith("output ") and marker[7:].strip():
            self.output = marker[7:].strip()
        elif marker.startswith("generated ") and marker[10:].strip():
            self.generated = marker[10:].strip()
        else:
            raise DocError("%s: unknown doctest marker '%s'" % (self.where(), marker))

    def runs(self):
        return (self.language == "console" or self.output is not None) and self.skip is None

    def checked(self):
        return self.runs() or self.file or self.generated

    def check(self):
        if not self.language:
            raise DocError("%s: fenced block without a language: commands go in "
                           "```console, anything else says what it is (```text)" % self.where())
        if self.language in SHELL_LANGUAGES:
            raise DocError("%s: commands go in ```console blocks, run or marked "
                           "<!-- doctest: skip: REASON -->" % self.where())
        if self.skip is not None and self.language != "console":
            raise DocError("%s: only console blocks are skipped" % self.where())
        if self.chained and not (self.runs() or self.file):
            raise DocError("%s: 'continue' on a block that does not run" % self.where())
        if self.file and self.runs():
            raise DocError("%s: a file block is not run as well" % self.where())
        if (self.output or self.generated) and self.language == "console":
            raise DocError("%s: output and generated blocks show output alone, "
                           "not ```console" % self.where())
        if self.output and self.generated:
            raise DocError("%s: a block is output or generated, not both" % self.where())
        if self.path == FRONT_DOOR and not self.checked() and self.skip is None:
            raise DocError("%s: every block of %s is checked: run it, or mark it "
                           "file, output, generated or skip" % (self.where(), self.path))

    def parse(self):
        if self.output:
            cmd = Command(self.line, "$ " + self.output)
            cmd.stdout_only = True
            cmd.expected = [text for _, text in self.body]
            return [cmd]
        commands = []
        for line, text in self.body:
            if text.startswith("$ "):
                commands.append(Command(line, text))
            elif commands and commands[-1].continues(text):
                commands[-1].add(text)
            elif commands:
                commands[-1].expected.append(text)
            else:
                raise DocError("%s: output before the first '$ ' command" % self.where(line))
        if not commands:
            raise DocError("%s: console block without a '$ ' command" % self.where())
        return commands

    def failures(self):
        """Problems of a block that ran: [(line, message)]."""
        found = []
        for i, cmd in enumerate(self.commands):
            if cmd.status is None:
                found.append((cmd.line, "command did not run (the shell stopped before it)"))
                break
            shows_status = (i + 1 < len(self.commands) and
                            "".join(self.commands[i + 1].shell).strip() == "echo $?")
            if cmd.status != 0 and not shows_status:
                found.append((cmd.line, "command exited with status %d" % cmd.status))
        differs = [c.line for c in self.commands if c.actual is not None and not c.matches()]
        if differs:
            found.append((differs[0], DIFFERS))
        return found

    def printed(self):
        """The block's text with what the commands printed where they differ."""
        if self.generated:
            return self.copied
        lines = []
        for cmd in self.commands:
            lines += [] if self.output else cmd.raw
            lines += cmd.expected if cmd.actual is None or cmd.matches() else cmd.actual
        return lines

    def diff(self):
        first = self.line + 1
        expected = [text for _, text in self.body]
        out = []
        for text in difflib.unified_diff(expected, self.printed(), self.path,
                                         "printed", lineterm=""):
            hunk = re.match(r"^@@ -(\d+)(,\d+)? \+(\d+)(,\d+)? @@$", text)
            if hunk:
                text = "@@ -%d%s +%d%s @@" % (int(hunk[1]) + first - 1, hunk[2] or "",
                                            int(hunk[3]) + first - 1, hunk[4] or "")
            out.append(text)
        return out


def line_matches(expected, actual):
    if "..." not in expected:
        return expected == actual
    pattern = ".*".join(re.escape(part) for part in expected.split("..."))
    return re.fullmatch(pattern, actual, re.S) is not None


def lines_match(expected, actual):
    """EXPECTED against ACTUAL, a line '...' matching any number of lines."""
    # reach[j]: the expected lines so far can match the first j actual lines.
    reach = [True] + [False] * len(actual)
    for want in expected:
        nxt = [False] * (len(actual) + 1)
        for j in range(len(actual) + 1):
            if want == "...":
                nxt[j] = reach[j] or (j > 0 and nxt[j - 1])
            elif j > 0:
                nxt[j] = reach[j - 1] and line_matches(want, actual[j - 1])
        reach = nxt
    return reach[len(actual)]


def read_blocks(top, path):
    """Every fenced block of the Markdown file PATH, with its markers."""
    rel = os.path.relpath(path, top)
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    if rel == FRONT_DOOR and len(lines) - 1 > FRONT_DOOR_LINES:
        raise DocError("%s: %d lines, more than %d: move reference to docs/ and "
                       "measurements to bench/README.md" % (rel, len(lines) - 1, FRONT_DOOR_LINES))
    blocks = []
    stray = {n for n, text in enumerate(lines) if MARKER.match(text)}
    i = 0
    while i < len(lines):
        fence = FENCE.match(lines[i])
        if not fence:
            i += 1
            continue
        markers = []
        j = i - 1
        while j in stray:
            markers.insert(0, MARKER.match(lines[j])[1])
            stray.discard(j)
            j -= 1
        end = i + 1
        while end < len(lines) and lines[end] != fence[1]:
            end += 1
        if end == len(lines):
            raise DocError("%s:%d: fenced block never closed" % (rel, i + 1))
        body = [(n + 1, lines[n]) for n in range(i + 1, end)]
        block = Block(rel, i + 1, fence[2].strip(), markers, body)
        block.check()
        blocks.append(block)
        i = end + 1
    if stray:
        raise DocError("%s:%d: doctest marker not right above a fenced block"
                       % (rel, min(stray) + 1))
    return blocks


def sessions_of(blocks):
    """Blocks that share a directory and a shell, in order."""
    sessions = []
    for block in blocks:
        if not (block.runs() or block.file):
            continue
        if block.chained and sessions and sessions[-1][-1].path == block.path:
            sessions[-1].append(block)
        elif block.chained:
            raise DocError("%s: 'continue' with no block before it" % block.where())
        else:
            sessions.append([block])
    return sessions


def script_of(session, ctl):
    """The bash script that runs SESSION, leaving each command's stdout,
    stderr and status in CTL/N.out, N.err and N.rc."""
    lines = []
    n = 0
    for block in session:
        if block.file:
            name = os.path.join(ctl, "file%d" % n)
            n += 1
            with open(name, "w", encoding="utf-8") as f:
                f.write("".join(text + "\n" for _, text in block.body))
            lines.append("cp %s %s" % (shlex.quote(name), shlex.quote(block.file)))
        for cmd in block.commands:
            cmd.files = os.path.join(ctl, "cmd%d" % n)
            base = shlex.quote(cmd.files)
            n += 1
            lines.append("{ " + "\n".join(cmd.shell))
            lines.append("} >%s.out 2>%s.err </dev/null" % (base, base))
            # Keep $? for the next command: `echo $?` shows it.
            lines.append('__doctest_rc=$?; echo "$__doctest_rc" >%s.rc; (exit "$__doctest_rc")' % base)
    return "\n".join(lines) + "\n"


def environment(scratch, preload):
    env = {k: v for k, v in os.environ.items() if not k.startswith("INLINT_")}
    env["LC_ALL"] = "C"
    env["TMPDIR"] = os.path.join(scratch, "tmp")
    # Records written without INLINT_OUT go to the user's cache: here, the
    # scratch space's.
    env["XDG_CACHE_HOME"] = os.path.join(scratch, "cache")
    if preload:
        bindir = os.path.join(scratch, "bin")
        os.mkdir(bindir)
        for tool in PRELOADED:
            real = shutil.which(tool)
            if not real:
                continue
            wrapper = os.path.join(bindir, tool)
            with open(wrapper, "w") as f:
                f.write("#!/bin/sh\nLD_PRELOAD=%s ASAN_OPTIONS=detect_leaks=0 "
                        "UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 exec %s \"$@\"\n"
                        % (shlex.quote(preload), shlex.quote(real)))
            os.chmod(wrapper, 0o755)
        env["PATH"] = bindir + os.pathsep + env.get("PATH", "")
    os.mkdir(env["TMPDIR"])
    return env


def populate(work, args):
    os.mkdir(work)
    os.symlink(os.path.abspath(args.build), os.path.join(work, "build"))
    for rel in COPIED:
        shutil.copytree(os.path.join(args.src, rel), os.path.join(work, rel), symlinks=True)


def decode(data):
    return data.decode("utf-8", "surrogateescape")


def output_lines(path):
    with open(path, "rb") as f:
        text = decode(f.read())
    if text.endswith("\n"):
        text = text[:-1]
    return text.split("\n") if text else []


def run_session(session, args):
    """Runs SESSION; returns the shell's own messages."""
    scratch = tempfile.mkdtemp(prefix="inlint-docs.")
    try:
        ctl = os.path.join(scratch, "ctl")
        work = os.path.join(scratch, "work")
        os.mkdir(ctl)
        populate(work, args)
        script = os.path.join(ctl, "script.sh")
        with open(script, "w", encoding="utf-8") as f:
            f.write(script_of(session, ctl))
        proc = subprocess.Popen(["bash", "--noprofile", "--norc", script], cwd=work,
                                env=environment(scratch, args.preload),
                                stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, start_new_session=True)
        try:
            shell_output, _ = proc.communicate(timeout=args.timeout)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            shell_output, _ = proc.communicate()
            shell_output += b"doctest: killed after %d s\n" % args.timeout
        collect(session)
        return decode(shell_output)
    finally:
        if args.keep:
            print("doctest: kept %s for %s" % (scratch, session[0].where()))
        else:
            shutil.rmtree(scratch)


def collect(session):
    for block in session:
        for cmd in block.commands:
            if not os.path.exists(cmd.files + ".rc"):
                continue
            with open(cmd.files + ".rc") as f:
                cmd.status = int(f.read())
            cmd.actual = output_lines(cmd.files + ".out")
            if not cmd.stdout_only:
                cmd.actual += output_lines(cmd.files + ".err")


def update(path, blocks):
    """Writes what BLOCKS printed into the Markdown file PATH."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    for block in sorted(blocks, key=lambda b: b.line, reverse=True):
        lines[block.line:block.line + len(block.body)] = block.printed()
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))


def check_generated(src, blocks):
    """Compares each generated block with its file; returns how many differ."""
    problems = 0
    for block in blocks:
        if not block.generated:
            continue
        try:
            block.copied = output_lines(os.path.join(src, block.generated))
        except OSError as e:
            print("%s: %s: %s (run the script that writes it)"
                  % (block.where(), block.generated, e.strerror))
            block.copied = [text for _, text in block.body]
            problems += 1
            continue
        if block.copied != [text for _, text in block.body]:
            print("%s: block differs from %s, which its script wrote"
                  % (block.where(), block.generated))
            print("\n".join(block.diff()))
            problems += 1
    return problems


def report(sessions, shell_outputs):
    """Prints each problem of the sessions that ran; returns how many."""
    problems = 0
    for session, shell_output in zip(sessions, shell_outputs):
        found = [(b, line, what) for b in session for line, what in b.failures()]
        for block, line, what in found:
            print("%s: %s" % (block.where(line), what))
            if what == DIFFERS:
                print("\n".join(block.diff()))
        if found and shell_output:
            print(shell_output, end="")
        problems += len(found)
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--src", default=os.path.join(os.path.dirname(__file__), "..", ".."))
    parser.add_argument("--build", required=True)
    parser.add_argument("--preload", default="")
    parser.add_argument("-j", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--timeout", type=int, default=600)
    parser.add_argument("--update", action="store_true")
    parser.add_argument("--keep", action="store_true")
    parser.add_argument("files", nargs="*")
    args = parser.parse_args()
    files = args.files or ([os.path.join(args.src, "README.md")] +
                           sorted(glob.glob(os.path.join(args.src, "docs", "*.md"))))
    start = time.monotonic()
    try:
        blocks = [b for path in files for b in read_blocks(args.src, path)]
        sessions = sessions_of(blocks)
    except DocError as e:
        print(e)
        return 1
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.j) as pool:
        shell_outputs = list(pool.map(lambda s: run_session(s, args), sessions))
    problems = report(sessions, shell_outputs) + check_generated(args.src, blocks)
    if args.update:
        for path in files:
            rel = os.path.relpath(path, args.src)
            changed = [b for b in blocks if b.path == rel and (b.commands or b.generated)
                       and b.printed() != [text for _, text in b.body]]
            if changed:
                update(path, changed)
    print("doctest: %d blocks run in %d sessions, %d generated, %d skipped, %d problems, %.0f s" %
          (sum(b.runs() for b in blocks), len(sessions), sum(bool(b.generated) for b in blocks),
           sum(b.skip is not None for b in blocks), problems, time.monotonic() - start))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
