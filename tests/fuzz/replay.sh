#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# replay.sh - ctest's fuzz_seeds: makes the seed corpus, then runs each harness
# once over every seed of its own (no fuzzing), so that none of them rots.
# Usage: replay.sh BUILD OUT LLVM_BIN ASAN_RUNTIME|"" HARNESS...
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
build=$1 out=$2 llvm_bin=$3 asan=$4
shift 4
log=$out.log

if ! "$here/seeds.sh" "$build" "$out" "$llvm_bin" "$asan" >"$log" 2>&1; then
	cat "$log"
	echo "replay.sh: seeds.sh failed" >&2
	exit 1
fi
failed=0
for h in "$@"; do
	seeds=("$out/$h"/*)
	if "$build/tests/fuzz/fuzz_$h" "${seeds[@]}" >"$log" 2>&1; then
		echo "replay.sh: fuzz_$h: ${#seeds[@]} seeds, clean"
	else
		cat "$log"
		echo "replay.sh: fuzz_$h: failed on its seeds" >&2
		failed=1
	fi
done
rm -f "$log"
exit $failed
