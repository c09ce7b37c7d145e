# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# A miniature of the kernel's gen_compile_commands.py: -d DIR -o OUTPUT,
# one entry per object's .cmd file under DIR (savedcmd_OBJ := COMMAND).
import argparse
import json
import os

parser = argparse.ArgumentParser()
parser.add_argument("-d", "--directory", default=".")
parser.add_argument("-o", "--output", default="compile_commands.json")
args = parser.parse_args()
top = os.path.abspath(args.directory)
entries = []
for root, _, files in sorted(os.walk(top)):
    for name in sorted(files):
        if not (name.startswith(".") and name.endswith(".o.cmd")):
            continue
        with open(os.path.join(root, name)) as f:
            _, command = f.readline().rstrip("\n").split(" := ", 1)
        entries.append({"directory": top, "file": command.split()[-1], "command": command})
with open(args.output, "w") as f:
    json.dump(entries, f, indent=2)
