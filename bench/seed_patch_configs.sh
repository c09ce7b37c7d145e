#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# seed_patch_configs.sh - a review thread's patch on Linux 6.12, judged by
# `inlint lint` in four configurations, and every byte figure checked
# against rebuilds with the annotation edited by sed, in the same run.
#
#   [PATCH=NAME] bench/seed_patch_configs.sh [BUILD_DIR=build] [CONFIGS_DIR=/var/tmp/inlint-configs]
#
# PATCH (default zsmalloc), each written by seds on the 6.12 source:
#   zsmalloc        the seed patch: obj_malloc and obj_free
#                   __always_inline, alloc_zspage noinline (mm/zsmalloc.c)
#   vm_normal_page  `inline` on the extern vm_normal_page (mm/memory.c)
#   zap             zap_present_ptes, zap_pte_range and zap_pmd_range
#                   __always_inline (mm/memory.c)
#
# Env: JOBS (default 2), OUT (default /var/tmp/inlint-seed-patch-PATCH:
# the patch, profile, project file, lint's SARIF and the rebuilt objects,
# kept).
#
# The configurations, from CONFIGS_DIR's trees (scripts/kbuild-configs.sh):
#   clang-x86_64        its compile database
#   gcc-x86_64          its compile database (measured from objects)
#   clang-arm64         its compile database
#   clang-x86_64-afdo   from: clang-x86_64, profile: a bench/hot_profile.py
#                       profile that makes the patch's hot path hot
#                       (zs_malloc; unmap_page_range for mm/memory.c)
# The seds make the patch (diff -u of the source before and after all of
# them) and, one at a time, the rebuilds: each configuration's Kbuild
# command of the object (bench/kbuild_cmd.py; -fprofile-sample-use=
# added for the profile's) compiles a copy of the file as it is and one
# copy per sed, in OUT, with -iquote of the file's folder and
# -fmacro-prefix-map so that the copy compiles as the original would.
# bench/seed_patch_check.py then prints lint's row and the rebuild's
# bytes side by side and exits 1 when a figure differs, when lint calls
# an annotation redundant where the rebuild changed a byte, or when a
# target is not met.
set -euo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
build=$(realpath "${1:-build}")
dir=$(realpath "${2:-/var/tmp/inlint-configs}")
jobs=${JOBS:-2}
patch=${PATCH:-zsmalloc}
out=${OUT:-/var/tmp/inlint-seed-patch-$patch}
inlint=$build/bin/inlint
src=$dir/linux-source-6.12

die() { echo "seed_patch_configs.sh: error: $*" >&2; exit 1; }

# The patch's edits: FUNCTION, then a sed expression that adds its
# annotation to the line that starts its definition.
case $patch in
zsmalloc)
	file=mm/zsmalloc.c hot=zs_malloc
	edits=(
		obj_malloc 's/^static unsigned long obj_malloc(/static __always_inline unsigned long obj_malloc(/'
		obj_free 's/^static void obj_free(/static __always_inline void obj_free(/'
		alloc_zspage 's/^static struct zspage \*alloc_zspage(/static noinline struct zspage *alloc_zspage(/'
	) ;;
vm_normal_page)
	file=mm/memory.c hot=unmap_page_range
	edits=(vm_normal_page 's/^struct page \*vm_normal_page(/inline struct page *vm_normal_page(/') ;;
zap)
	file=mm/memory.c hot=unmap_page_range
	edits=(
		zap_present_ptes 's/^static inline int zap_present_ptes(/static __always_inline int zap_present_ptes(/'
		zap_pte_range 's/^static unsigned long zap_pte_range(/static __always_inline unsigned long zap_pte_range(/'
		zap_pmd_range 's/^static inline unsigned long zap_pmd_range(/static __always_inline unsigned long zap_pmd_range(/'
	) ;;
*) die "PATCH=$patch: zsmalloc, vm_normal_page or zap" ;;
esac
functions=$(printf '%s\n' "${edits[@]}" | awk 'NR % 2' | paste -sd,)
base=$(basename "$file")
[[ -x $inlint ]] || die "no $inlint (build first: scripts/build.sh)"
[[ -f $src/$file ]] || die "$src/$file: missing (scripts/kbuild-configs.sh makes $dir)"
unset "${!INLINT_@}"
rm -rf "$out"
mkdir -p "$out/a/${file%/*}" "$out/b/${file%/*}" "$out/rebuild"
out=$(realpath "$out")

cp "$src/$file" "$out/a/$file"
cp "$src/$file" "$out/b/$file"
for ((i = 0; i < ${#edits[@]}; i += 2)); do
	sed -i "${edits[i + 1]}" "$out/b/$file"
done
n=$(diff "$out/a/$file" "$out/b/$file" | grep -c '^>' || true)
((n == ${#edits[@]} / 2)) || die "$src/$file: the seds changed $n lines, not $((${#edits[@]} / 2)) (not Linux 6.12's?)"
(cd "$out" && diff -u "a/$file" "b/$file" >edits.patch) || [[ $? -eq 1 ]] || die "diff failed"

python3 "$top/bench/hot_profile.py" "$src/$file" "$hot" -o "$out/hot.prof" ||
	die "bench/hot_profile.py failed"
cat >"$out/.inlint.yaml" <<EOF
configurations:
  - name: clang-x86_64
    db: $dir/clang-x86_64/compile_commands.json
  - name: gcc-x86_64
    db: $dir/gcc-x86_64/compile_commands.json
  - name: clang-arm64
    db: $dir/clang-arm64/compile_commands.json
  - name: clang-x86_64-afdo
    from: clang-x86_64
    profile: hot.prof
default: [clang-x86_64, gcc-x86_64, clang-arm64, clang-x86_64-afdo]
EOF

start=$(date +%s)
rc=0
(cd "$out" && nice -n 10 "$inlint" lint -j "$jobs" --format sarif edits.patch >lint.sarif 2>lint.log) || rc=$?
((rc <= 1)) || { cat "$out/lint.log" >&2; die "inlint lint failed"; }
echo "inlint lint -j $jobs --format sarif edits.patch ($patch, four configurations): $(($(date +%s) - start)) s" >&2

# rebuild NAME TREE [EXTRA...]: the object of file in configuration NAME (the
# Kbuild command of CONFIGS_DIR/TREE, and EXTRA) once from the file as it
# is, once per edit, into OUT/rebuild/NAME/{base,FUNCTION}.o.
rebuild() {
	local name=$1 tree=$2 words w copy obj i
	local -a cmd
	shift 2
	words=$(python3 "$top/bench/kbuild_cmd.py" "$dir/$tree" "$file") ||
		die "$tree: no ${file%.c}.o built there"
	mapfile -t cmd <<<"$words"
	mkdir -p "$out/rebuild/$name"
	for ((i = -2; i < ${#edits[@]}; i += 2)); do
		w=base
		((i < 0)) || w=${edits[i]}
		copy=$out/rebuild/$name/$w/$base
		mkdir -p "${copy%/*}"
		cp "$src/$file" "$copy"
		((i < 0)) || sed -i "${edits[i + 1]}" "$copy"
		obj=$out/rebuild/$name/$w.o
		local -a run=()
		for word in "${cmd[@]}"; do
			if [[ $word == "$file" || $word == */"$file" ]]; then
				run+=("$copy")
			else
				run+=("$word")
			fi
		done
		(cd "$dir/$tree" && nice -n 10 "${run[@]}" "$@" -iquote "$src/${file%/*}" \
			-fmacro-prefix-map="${copy%/*}=$src/${file%/*}" -o "$obj") >"$obj.log" 2>&1 ||
			{ tail -5 "$obj.log" >&2; die "$name: the rebuild with $w failed"; }
	done
}

start=$(date +%s)
rebuild clang-x86_64 clang-x86_64
rebuild gcc-x86_64 gcc-x86_64
rebuild clang-arm64 clang-arm64
rebuild clang-x86_64-afdo clang-x86_64 -fprofile-sample-use="$out/hot.prof"
echo "sed rebuilds (4 configurations x $((${#edits[@]} / 2 + 1)) compiles): $(($(date +%s) - start)) s" >&2

python3 "$top/bench/seed_patch_check.py" "$out" "$functions" clang-x86_64 gcc-x86_64 clang-arm64 clang-x86_64-afdo
