#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# lint_memory.sh - the memory `inlint lint` takes for a large patch: peak RSS
# above a one-line patch's, in bytes per byte of patch, for lines that add
# annotated definitions (a finding each), plain definitions and short lines.
# Usage: bench/lint_memory.sh [BUILD_DIR=build]   (LINES=N, default 1000000)
set -euo pipefail

build=$(realpath "${1:-build}")
inlint=$build/bin/inlint
lines=${LINES:-1000000}
die() { echo "lint_memory.sh: error: $*" >&2; exit 1; }
[[ -x $inlint ]] || die "no CLI at $inlint (build first: scripts/build.sh)"
[[ -x /usr/bin/time ]] || die "needs GNU time (/usr/bin/time, Debian package time)"

unset "${!INLINT_@}"
work=$(mktemp -d "${TMPDIR:-/tmp}/inlint-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir "$work/records"

# patch N LINE: a hunk adding N copies of LINE to ann.c.
patch() {
	python3 -c 'import sys
n, line = int(sys.argv[1]), sys.argv[2]
sys.stdout.write("--- a/ann.c\n+++ b/ann.c\n@@ -1,0 +1,%d @@\n" % n)
sys.stdout.write(("+" + line + "\n") * n)' "$1" "$2" >"$work/p.patch"
}

# Peak RSS in KB of inlint lint on p.patch in format $1.
rss() {
	/usr/bin/time -f %M -o "$work/rss" "$inlint" lint "$work/p.patch" \
		--records "$work/records" --format "$1" >/dev/null || [[ $? == 1 ]]
	cat "$work/rss"
}

patch 1 'int x;'
base_text=$(rss text) base_sarif=$(rss sarif)
echo "one-line patch: ${base_text} KB RSS (text), ${base_sarif} KB (sarif): the floor subtracted below"
printf '%-34s %12s %12s %12s\n' "$lines lines of" "patch bytes" "text B/B" "sarif B/B"
for line in 'static __attribute__((noinline)) int q(int x) { return x; }' \
	'static int q(int x) { return x; }' 'x;'; do
	patch "$lines" "$line"
	size=$(stat -c %s "$work/p.patch")
	text=$(rss text) sarif=$(rss sarif)
	awk -v l="$line" -v s="$size" -v t="$((text - base_text))" \
		-v f="$((sarif - base_sarif))" 'BEGIN {
		printf "%-34.34s %12d %12.2f %12.2f\n", l, s, t * 1024 / s, f * 1024 / s }'
done
