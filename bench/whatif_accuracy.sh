#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# whatif_accuracy.sh - how often inlint whatif's prediction equals a real
# rebuild, and how much noise an empty decision set shows.
# Usage: bench/whatif_accuracy.sh [BUILD_DIR=build]
# Env: FUNCTIONS (per generated TU, default 150), SEEDS (default "1 2 3").
set -euo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
build=$(realpath "${1:-build}")
plugin=$build/lib/libinlint.so
inlint=$build/bin/inlint
functions=${FUNCTIONS:-150}
seeds=${SEEDS:-1 2 3}

die() { echo "whatif_accuracy.sh: error: $*" >&2; exit 1; }
[[ -f $plugin && -x $inlint ]] || die "not built: $build (scripts/build.sh)"
command -v clang-22 >/dev/null || die "clang-22 not found (scripts/deps.sh)"

unset "${!INLINT_@}"
work=$(mktemp -d "${TMPDIR:-/tmp}/inlint-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$top"
check=(python3 "$top/lit/Inputs/whatif_rebuild.py" --inlint "$inlint" --plugin "$plugin" --clang clang-22)

# Two decision sets per generated TU: inlint's own advice (its record's
# recommendations) and 20 functions given a random action.
gen_sets() {
	local seed=$1 dir=$work/gen$1
	mkdir -p "$dir"
	python3 bench/gen_tu.py --functions "$functions" --seed "$seed" -o "$dir/tu.c"
	INLINT_OUT=$dir/rec clang-22 -O2 -g -fpass-plugin="$plugin" -c "$dir/tu.c" -o "$dir/tu.o"
	cp "$(find "$dir/rec" -name '*.inlint.yaml')" "$dir/advice.yaml"
	python3 - "$dir/advice.yaml" "$dir/random.yaml" "$seed" <<'PY'
import random, sys, yaml
rec = yaml.load(open(sys.argv[1]), Loader=yaml.CSafeLoader)
rng = random.Random(int(sys.argv[3]))
names = sorted(f["name"] for f in rec["functions"] if f.get("linkage") == "static")
with open(sys.argv[2], "w") as out:
    for name in rng.sample(names, min(20, len(names))):
        out.write("- function: %s\n  action: %s\n" % (name, rng.choice(["always_inline", "noinline", "none"])))
PY
}

total_sets=0 total_compared=0 total_mismatches=0
tally() {
	local line
	line=$(tail -1 "$1")
	[[ $line =~ decision\ sets:\ ([0-9]+),\ compared:\ ([0-9]+),\ mismatches:\ ([0-9]+) ]] ||
		die "no tally in $1"
	total_sets=$((total_sets + BASH_REMATCH[1]))
	total_compared=$((total_compared + BASH_REMATCH[2]))
	total_mismatches=$((total_mismatches + BASH_REMATCH[3]))
	grep -v 'same as the rebuild$' "$1" | grep -v '^decision sets:' || true
}

start=$(date +%s)
"${check[@]}" --work "$work/lit" lit/Inputs/*.yaml lit/Inputs/*.c examples/pool/*.c \
	examples/mm_like/*.c >"$work/lit.out" || [[ $? == 1 ]]
tally "$work/lit.out"
lit_sets=$total_sets lit_compared=$total_compared lit_mismatches=$total_mismatches
for seed in $seeds; do
	gen_sets "$seed"
	(cd "$work/gen$seed" && "${check[@]}" --work "$work/gen$seed/check" advice.yaml \
		random.yaml tu.c >"$work/gen$seed.out") || [[ $? == 1 ]]
	tally "$work/gen$seed.out"
done

# The empty decision set over every input, at three optimisation levels.
python3 - "$work" $seeds >"$work/compile_commands.json" <<'PY'
import glob, json, os, sys
work = sys.argv[1]
srcs = [os.path.abspath(s) for s in sorted(glob.glob("lit/Inputs/*.c") + glob.glob("examples/*/*.c"))]
srcs += ["%s/gen%s/tu.c" % (work, s) for s in sys.argv[2:]]
print(json.dumps([{"directory": os.getcwd(), "file": s,
                   "arguments": ["clang-22"] + flags + ["-c", s, "-o", "x.o"]}
                  for s in srcs for flags in (["-O2", "-g"], ["-O2"], ["-Os", "-g"])]))
PY
"$inlint" whatif -p "$work/compile_commands.json" --plugin "$plugin" -j 2 >"$work/empty.out" 2>/dev/null
units=$(grep -c ': \.text [-+][0-9]* bytes' "$work/empty.out")
changed_text=$(grep ': \.text [-+][0-9]* bytes' "$work/empty.out" | grep -vc ': \.text +0 bytes' || true)
false_flips=$(grep -c ' now \(inlined\|kept\) (was ' "$work/empty.out" || true)
copies=$(grep -c ' bytes (.*IR instructions' "$work/empty.out" || true)
end=$(date +%s)

# Reading a kernel-sized compile database (26,000 entries of Kbuild-like
# commands): whatif's reader (format/compdb.c) against a bare libyaml parse
# of the same file (bench/yaml_parse.c). The selected file is in no entry,
# so whatif stops after reading.
python3 - "$work/big.json" <<'PY'
import json, sys
flags = ("-nostdinc -I./arch/x86/include -I./include -include ./include/linux/kconfig.h "
         "-D__KERNEL__ -std=gnu11 -fno-common -fno-PIE -fno-strict-aliasing -mno-sse "
         "-mcmodel=kernel -mno-red-zone -fno-asynchronous-unwind-tables -O2 "
         "-fstack-protector-strong -fno-omit-frame-pointer -pg -mfentry -Wall -Wundef "
         "-Werror=implicit-function-declaration -Wno-format-security -g -gdwarf-5 ") * 4
modfile = "-DKBUILD_MODFILE='" + '"mm/f%d"' + "' "
json.dump([{"command": ("clang -Wp,-MMD,mm/.f%d.o.d " + flags + modfile +
                        "-c -o mm/f%d.o mm/f%d.c") % (i, i, i, i),
            "directory": "/home/u/linux", "file": "/home/u/linux/mm/f%d.c" % i}
           for i in range(26000)], open(sys.argv[1], "w"), indent=2)
PY
cpu() {
	local TIMEFORMAT='%3U %3S' t
	t=$({ time "$@" >/dev/null 2>&1; } 2>&1) || true
	awk '{ printf "%.2f", $1 + $2 }' <<<"$t"
}
db_mb=$(( $(stat -c %s "$work/big.json") / 1000000 ))
db_inlint=$(cpu "$inlint" whatif -p "$work/big.json" /nosuch.c)
db_bare=$(cpu "$build/bench/yaml_parse" "$work/big.json")

pct() { awk -v m="$1" -v n="$2" 'BEGIN { printf "%.2f", n ? 100 * (n - m) / n : 100 }'; }
echo "prediction = rebuild (flips, copy sizes, .text totals), target 100%:"
printf '  lit inputs with decisions: %d decision sets, %d predictions, %d mismatches (%s%% equal)\n' \
	"$lit_sets" "$lit_compared" "$lit_mismatches" "$(pct "$lit_mismatches" "$lit_compared")"
printf '  generated kernel-style TUs (%s functions, seeds %s): %d decision sets, %d predictions, %d mismatches (%s%% equal)\n' \
	"$functions" "$seeds" "$((total_sets - lit_sets))" "$((total_compared - lit_compared))" \
	"$((total_mismatches - lit_mismatches))" \
	"$(pct "$((total_mismatches - lit_mismatches))" "$((total_compared - lit_compared))")"
echo "empty decision set, target 0:"
printf '  %d compiles of %d inputs at -O2 -g, -O2, -Os -g: %d false flips, %d copies changed, .text changed in %d\n' \
	"$units" "$((units / 3))" "$false_flips" "$copies" "$changed_text"
printf 'kernel-sized compile database (%d MB, 26000 entries): read in %s s CPU; bare libyaml parse %s s\n' \
	"$db_mb" "$db_inlint" "$db_bare"
printf 'wall time of the checks: %d s\n' "$((end - start))"
