#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# seeds.sh - the harnesses' seed corpus, made of real files: records and
# remarks of the examples, a merged report, a tune state, objects and archives.
# Usage: seeds.sh BUILD OUT LLVM_BIN [ASAN_RUNTIME]   (OUT/<harness>/ each)
set -euo pipefail

top=$(cd "$(dirname "$0")/../.." && pwd)
build=$(cd "$1" && pwd)
out=$2
llvm_bin=$3
asan=${4:-}
plugin=$build/lib/libinlint.so
inlint=$build/bin/inlint
inputs=$top/lit/Inputs

# The plugin reads INLINT_* from the environment: only what is set here.
for v in $(compgen -e | grep '^INLINT_' || true); do
	unset "$v"
done
for f in "$plugin" "$inlint"; do
	[ -e "$f" ] || { echo "seeds.sh: $f not built" >&2; exit 2; }
done
# A sanitized plugin needs the ASan runtime loaded into clang before it.
clang=("$llvm_bin/clang")
[ -z "$asan" ] || clang=(env "LD_PRELOAD=$asan" ASAN_OPTIONS=detect_leaks=0 "${clang[@]}")

rm -rf "$out"
work=$out/work
mkdir -p "$work"/{obj,bit,rec,tune} "$out"/{record,decisions,decision_arg,object_records,report,tune_state,patch,remarks,symsize,compdb,stack_usage,callgrind,rewrite,symbolized,objcalls,srcedit,ppview,project}
cd "$top"

# Records, YAML and bitstream remarks, and objects of both examples.
for src in examples/pool/*.c examples/mm_like/*.c; do
	name=$(basename "$(dirname "$src")")_$(basename "$src" .c)
	env INLINT_OUT="$work/rec" "${clang[@]}" -O2 -g -fpass-plugin="$plugin" \
		-c "$src" -o "$work/obj/$name.o" -fstack-usage -fsave-optimization-record \
		-foptimization-record-file="$work/obj/$name.opt.yaml"
	# clang warns that ELF has no remarks section, and writes the file.
	"$llvm_bin/clang" -O2 -g -c "$src" -o "$work/bit/$name.o" \
		-fsave-optimization-record=bitstream \
		-foptimization-record-file="$work/bit/$name.opt.bitstream" 2>/dev/null
done
# A record with applied decisions.
env INLINT_OUT="$work/rec/applied" INLINT_APPLY="$inputs/force_obj_malloc.yaml" \
	"${clang[@]}" -O2 -g -fpass-plugin="$plugin" -c examples/pool/pool.c \
	-o "$work/applied.o"
"$llvm_bin/clang" -O2 -g examples/pool/*.c -o "$work/pool"

"$inlint" merge "$work/rec" --remarks "$work/obj" -o "$work/report.yaml" >/dev/null
"$inlint" source-patch "$work/report.yaml" -o "$work/source.patch" >/dev/null 2>&1 ||
	true

# A tune state: the bench fails on its third run, which leaves the state of
# the first two steps, with text sizes from --objects.
cat >"$work/tune/candidates.yaml" <<'YAML'
- function: obj_malloc
  action: always_inline
- function: encode_handle
  action: noinline
YAML
(cd "$work/tune" && FAIL_AT=3 "$inlint" tune \
	--build "cp \"\$INLINT_APPLY\" applied.yaml && ${clang[*]} -O2 -fpass-plugin=$plugin -c $top/examples/pool/pool.c -o pool.o" \
	--bench "sh $inputs/tune_bench.sh ." --metric 'stdout:cost ([0-9]+)' \
	--candidates candidates.yaml --runs 1 --objects pool.o --state state \
	-o out.yaml >/dev/null 2>&1) || true
[ -s "$work/tune/state" ] || { echo "seeds.sh: tune left no state" >&2; exit 1; }

# A callgrind.out as tune --calls-above reads it (valgrind's options as
# inlint_run_profile gives them), of the pool program.
# DWARF 4: valgrind 3.19 cannot read all of clang 22's DWARF 5.
if command -v valgrind >/dev/null; then
	"$llvm_bin/clang" -O2 -gdwarf-4 examples/pool/*.c -o "$work/pool-dwarf4"
	env -u LD_PRELOAD valgrind --tool=callgrind --dump-instr=yes --compress-strings=no \
		--compress-pos=no --callgrind-out-file="$work/callgrind.out" \
		--log-file=/dev/null "$work/pool-dwarf4" 200 >/dev/null
	# The inline chains of its call instructions, as tune asks for them.
	# shellcheck disable=SC2046
	"$llvm_bin/llvm-symbolizer" --obj="$work/pool-dwarf4" --inlines --no-demangle \
		$(awk '/^calls=/ { getline; print $1 }' "$work/callgrind.out" | head -32) \
		>"$work/symbolized.txt"
fi

"$llvm_bin/llvm-ar" rcs "$work/libpool.a" "$work"/obj/pool_*.o
# A thin archive names its members: absolute paths, so that the harness
# finds them from its own directory.
"$llvm_bin/llvm-ar" rcs --thin "$work/libthin.a" "$work"/obj/mm_like_*.o

# Named after where they came from: work/rec/examples/pool/pool.c.inlint.yaml
# becomes rec_examples_pool_pool.c.inlint.yaml.
copy() {
	local dir=$1 f rel
	shift
	for f in "$@"; do
		rel=${f#"$work"/}
		rel=${rel#"$top"/}
		cp "$f" "$out/$dir/$(echo "$rel" | tr / _)"
	done
}
records=$(find "$work/rec" -name '*.inlint.yaml' | sort)
copy record $records
copy decisions $records "$work/report.yaml" "$inputs"/*.yaml
copy report "$work/report.yaml"
# The decisions of every decision file that reads, as inlint flags writes
# them for -inlint-decisions=.
for f in "$work/report.yaml" "$inputs"/*.yaml; do
	"$inlint" flags --plugin "$plugin" --apply "$f" 2>/dev/null |
		sed -n 's/.*-inlint-decisions=//p' >"$out/decision_arg/$(basename "$f")" || true
	[ -s "$out/decision_arg/$(basename "$f")" ] || rm -f "$out/decision_arg/$(basename "$f")"
done
copy tune_state "$work/tune/state"
copy patch "$inputs"/lint/*.patch
[ -s "$work/source.patch" ] && copy patch "$work/source.patch"
copy remarks "$work"/obj/*.opt.yaml "$work"/bit/*.opt.bitstream
copy symsize "$work"/obj/*.o "$work/pool" "$work/libpool.a" "$work/libthin.a"
copy object_records "$work"/obj/*.o "$work/libpool.a" "$work/libthin.a"
copy compdb "$inputs"/whatif/*.json
# Objects whose calls are counted: x86_64 ones, an aarch64 one.
"$llvm_bin/clang" --target=aarch64-linux-gnu -ffreestanding -O2 -I "$inputs" \
	-c "$inputs/objlevel/slab_lite.c" -o "$work/obj/slab_lite_aarch64.o"
copy objcalls "$work"/obj/*.o
copy srcedit "$inputs"/objlevel/*.c examples/pool/pool.c
# TUs as -E -dD leaves them, for x86_64 and arm64 (the target's immediate
# constraints differ).
for target in x86_64 aarch64; do
	for src in "$inputs"/objlevel/*.c "$inputs"/asm_immediate/jump_key.c; do
		"$llvm_bin/clang" --target=$target-linux-gnu -ffreestanding -E -dD \
			-I "$inputs" "$src" -o "$out/ppview/$target-$(basename "$src" .c).i"
	done
done
copy project "$inputs"/configs/*.yaml
copy stack_usage "$work"/obj/*.su
[ ! -s "$work/callgrind.out" ] || copy callgrind "$work/callgrind.out"
[ ! -s "$work/symbolized.txt" ] || copy symbolized "$work/symbolized.txt"
# Compile commands, a NUL, then the response file a.rsp beside them: the
# outputs the rewrite redirects, as the lit tests of whatif give them.
rewrite_seed() {
	printf '%s\0%s' "$2" "$3" >"$out/rewrite/$1"
}
rewrite_seed kernel "clang -Wp,-MMD,./.pool.o.d -O2 -g -Wp,-MD,dep2.d,-DPOOL_KBUILD=1 -MD -MF pool.d -MT pool.o -MJ pool.json -save-temps -ftime-trace=trace.json -fstack-usage -foptimization-record-file=remarks.yaml -gsplit-dwarf --serialize-diagnostics pool.dia -c -o pool.o pool.c" ""
rewrite_seed rsp "clang -O2 -c pool.c -o pool.o -save-stats -fproc-stat-report=out/stat.csv -gen-reproducer=always -fcrash-diagnostics-dir=out/crash @a.rsp" "-MD -MF out/rsp.d '-DA=a b' \"-DB=\\\"s\\\"\""
rewrite_seed dumpdir "clang -O2 -g -gsplit-dwarf --coverage -c pool.c -o pool.o -dumpdir out/" ""
rewrite_seed xclang "clang -O2 -c pool.c -Xclang -dependency-file -Xclang dep.d -Xclang -MT -Xclang x.o -mllvm -o @a.rsp" "-Xclang -split-dwarf-file -Xclang=out/s.dwo -Xclang=-stats-file=out/x -Xclang -coverage-notes-file=x.gcno"
rewrite_seed loop "clang -c a.c @a.rsp" "-DX @a.rsp"
rewrite_seed launcher "ccache clang-22 -O2 -g -c pool.c -o pool.o -MD @a.rsp" "-save-temps"
for dir in "$out"/*/; do
	[ "$dir" = "$out/work/" ] || echo "seeds.sh: $(basename "$dir"): $(ls "$dir" | wc -l) files"
done
