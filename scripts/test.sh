#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# test.sh - every test: unit tests and lit tests, first in a plain build
# (build/), then in an ASan+UBSan build (build-asan/). Usage: scripts/test.sh
set -euo pipefail

cd "$(dirname "$0")/.."
scripts/deps.sh

run() {
	local dir=$1
	shift
	echo "== $dir"
	scripts/build.sh "$dir" "$@"
	# ctest's summary is the last thing each run prints.
	(cd "$dir" && ctest --output-on-failure --no-tests=error)
}

run build -DINLINT_WERROR=ON
UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1} run build-asan -DINLINT_WERROR=ON -DINLINT_SANITIZE=ON
