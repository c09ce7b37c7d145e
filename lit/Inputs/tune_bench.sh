#!/bin/sh
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# tune_bench.sh DIR - the tune tests' fake bench: "cost ${COST:-100}", less K per
# applied decision on gainK, plus K on lossK (or lossK_name), plus
# $JITTER*(run mod 3); fails run $FAIL_AT. pairA and pairB cost 1 each
# alone and save 20 together.
# Of $LAYOUT decisions on layout, any 2 or more not applied cost 6, none
# alone: a code layout that moves.
dir=$1
n=$(($(cat "$dir/runs" 2>/dev/null || echo 0) + 1))
echo "$n" >"$dir/runs"
[ "$n" = "${FAIL_AT:-0}" ] && exit 3
cost=${COST:-100}
for f in $(sed -n 's/^.*function: //p' "$dir/applied.yaml"); do
	case $f in
	gain*) cost=$((cost - ${f#gain})) ;;
	loss*) k=${f#loss} && cost=$((cost + ${k%%_*})) ;;
	pair*) pairs=$((${pairs:-0} + 1)) ;;
	layout) layout=$((${layout:-0} + 1)) ;;
	esac
done
case ${pairs:-0} in
1) cost=$((cost + 1)) ;;
2) cost=$((cost - 20)) ;;
esac
[ $((${LAYOUT:-0} - ${layout:-0})) -ge 2 ] && cost=$((cost + 6))
echo "cost $((cost + ${JITTER:-0} * (n % 3)))"
