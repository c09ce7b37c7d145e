#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# pbuild.sh - a code base's workload binary, its sources compiled JOBS at a
# time: clang-22 compiles a many-source command line one file after another.
#
#   pbuild.sh JOBS OUT CLANG_ARGS...
#
# Each *.c of CLANG_ARGS is compiled with every argument that is neither a
# source nor a -l library; the objects are then linked in the sources'
# order, as the one command line links them, with every argument.
#
# With OBJ_DIR set, the objects stay there, named for their sources, and a
# source whose object is there is not compiled again: bench/pgo_lead.sh
# compiles one source of a build with other flags that way.
set -euo pipefail

jobs=$1 out=$2
shift 2
flags=() srcs=() libs=()
for a; do
	case $a in
	*.c) srcs+=("$a") ;;
	-l*) libs+=("$a") ;;
	*) flags+=("$a") ;;
	esac
done
if [[ -n ${OBJ_DIR:-} ]]; then
	objs=$OBJ_DIR
	mkdir -p "$objs"
else
	objs=$(mktemp -d "$out.o.XXXXXX")
	trap 'rm -rf "$objs"' EXIT
fi

pids=() objects=() fail=0
for i in "${!srcs[@]}"; do
	objects+=("$objs/${srcs[i]//\//%}.o")
	[[ -n ${OBJ_DIR:-} && -f ${objects[i]} ]] && continue
	while (($(jobs -rp | wc -l) >= jobs)); do
		wait -n || true # each status is read below
	done
	clang-22 "${flags[@]}" -c "${srcs[i]}" -o "${objects[i]}" &
	pids+=($!)
done
for p in "${pids[@]}"; do
	wait "$p" || fail=1
done
((fail == 0)) || { echo "pbuild.sh: a compile failed" >&2; exit 1; }
clang-22 -Qunused-arguments "${flags[@]}" "${objects[@]}" "${libs[@]}" -o "$out"
