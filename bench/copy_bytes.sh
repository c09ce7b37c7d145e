#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# copy_bytes.sh - the bytes of x86-64 code per IR instruction that merge
# --budget estimates with when it has no object (INLINT_BYTES_PER_IR_INSTRUCTION
# in tools/report/objbytes.h), measured beside that estimate: every function
# of examples/ and lit/Inputs/ kept out of line at -O2, its symbol size
# against its IR instructions after optimisation (final_size).
# Usage: bench/copy_bytes.sh [BUILD_DIR=build]
set -euo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
build=$(realpath "${1:-build}")
plugin=$build/lib/libinlint.so
die() { echo "copy_bytes.sh: error: $*" >&2; exit 1; }
[[ -f $plugin ]] || die "no plugin at $plugin (build first: scripts/build.sh)"

unset "${!INLINT_@}"
work=$(mktemp -d "${TMPDIR:-/tmp}/inlint-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$top"
for f in examples/*/*.c lit/Inputs/*.c; do
	env INLINT_OUT="$work/rec" clang-22 -O2 -g -fpass-plugin="$plugin" \
		-Ilit/Inputs -c "$f" -o "$work/$(echo "$f" | tr / _).o" 2>/dev/null ||
		die "$f does not compile"
done
"$build/bin/inlint" merge "$work/rec" -o "$work/report.yaml" --objects "$work" >/dev/null
estimate=$(sed -n 's/^#define INLINT_BYTES_PER_IR_INSTRUCTION //p' tools/report/objbytes.h)
awk -v estimate="$estimate" '
	/^- name: / { final = 0 }
	/^  final_size: / { final = $2 }
	/^  copy_bytes: / && final > 0 { n++; bytes += $2; ir += final }
	END {
		if (!ir) { print "copy_bytes.sh: no measured copy" > "/dev/stderr"; exit 1 }
		printf "%d functions: %d bytes for %d IR instructions = %.2f bytes per instruction (estimate used without objects: %s)\n",
			n, bytes, ir, bytes / ir, estimate
	}' "$work/report.yaml"
