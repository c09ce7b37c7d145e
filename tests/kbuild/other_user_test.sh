#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# other_user_test.sh - scripts/kbuild.sh against another local user (uid
# 4242, through setpriv) who shares a sticky, world-writable directory with
# the build, as /tmp: a symlink they planted, a linker wrapper they swap
# while make runs, record directories they made or anyone can write.
# Usage: other_user_test.sh SRC BUILD LLVM_BIN [ASAN_RUNTIME] (ctest runs it
# as "kbuild_other_user"; it needs root and setpriv, exits 77 otherwise)
set -euo pipefail

src=$1
build=$2
llvm=$3
if [[ -n ${4:-} ]]; then
	export LD_PRELOAD=$4 ASAN_OPTIONS=detect_leaks=0
fi

skip() {
	echo "kbuild_other_user: skipped: $*"
	exit 77
}
fail() {
	echo "kbuild_other_user: $*" >&2
	exit 1
}
other() { env -u LD_PRELOAD setpriv --reuid=4242 --regid=4242 --clear-groups "$@"; }

[[ $(id -u) == 0 ]] || skip "needs root, to act as uid 4242 through setpriv"
command -v setpriv >/dev/null || skip "needs setpriv (util-linux)"
base=$(mktemp -d "${TMPDIR:-/tmp}/inlint-kbuild-test.XXXXXX")
swapper=
trap '[[ -z $swapper ]] || kill "$swapper" 2>/dev/null; rm -rf "$base"' EXIT
chmod 755 "$base"
base=$(cd "$base" && pwd -P)
other test -x "$base" || skip "uid 4242 cannot reach $base (TMPDIR)"

# The shared directory, the build user's file, and a Kbuild-style build
# whose make runs $(LD) a second after starting.
shared=$base/shared
mkdir -m 1777 "$shared"
mkdir "$base/victim" "$base/src"
echo 'the build user own file' > "$base/victim/target"
cp "$base/victim/target" "$base/target.orig"
printf 'int f(int x) { return x + 1; }\n' > "$base/src/a.c"
printf '%s\n' 'CC = $(LLVM)clang' 'LD = $(LLVM)ld.lld' 'all:' \
	'	$(CC) -O2 -g $(KCFLAGS) -c a.c -o a.o' '	sleep 1' \
	'	@echo "LD=$(LD)"' '	$(LD) --version' > "$base/src/Makefile"

# kbuild OUT: runs kbuild.sh, its output in $base/log, its status in rc.
kbuild() {
	rm -f "$base/src/a.o"
	rc=0
	(cd "$base/src" && TMPDIR=$shared "$src/scripts/kbuild.sh" \
		--plugin "$build/lib/libinlint.so" --out "$1" -- \
		make -s LLVM="$llvm/") > "$base/log" 2>&1 || rc=$?
}

# refused OUT WHY: kbuild.sh stopped before make with exit 2 and one line.
refused() {
	local want="kbuild.sh: $2"
	[[ $rc == 2 ]] || fail "--out $1: exit $rc, not 2: $(cat "$base/log")"
	[[ $(cat "$base/log") == "$want" ]] ||
		fail "--out $1: printed '$(cat "$base/log")', not '$want'"
	[[ ! -e $base/src/a.o ]] || fail "--out $1: make ran"
}

# (a) A symlink planted where kbuild.sh used to write its wrapper, and one
# in place of the record directory itself: the build user's file is left
# as it was, not made executable, and nothing is written through either.
other sh -c "mkdir -p '$shared/records/.kbuild' &&
	ln -s '$base/victim/target' '$shared/records/.kbuild/ld.lld.tmp'"
kbuild "$shared/records"
cmp -s "$base/victim/target" "$base/target.orig" || fail "victim file overwritten"
[[ ! -x $base/victim/target ]] || fail "victim file made executable"
refused "$shared/records" \
	"$shared/records belongs to uid 4242 in a directory anyone can write: not used"
other ln -s "$base/victim" "$shared/link"
kbuild "$shared/link/records"
[[ $(ls "$base/victim") == target ]] || fail "written into $base/victim: $(ls "$base/victim")"
refused "$shared/link/records" \
	"$shared/link is a symbolic link of uid 4242: not followed"

# (b) The other user swaps any ld.lld they can reach: in a record directory
# of theirs, and in the private directories the build makes in the shared
# one, which they also try to move aside and replace. Their program never
# runs, and the private directory is gone after the build.
other mkdir -p "$shared/swapped/.kbuild"
other chmod 777 "$shared/swapped/.kbuild"
cat > "$base/swap.sh" <<EOS
#!/bin/sh
printf '#!/bin/sh\necho ran > $shared/pwned\n' > $shared/evil
chmod 755 $shared/evil
i=0
while [ ! -e $shared/stop ] && [ \$((i += 1)) -le 200 ]; do
	for f in $shared/swapped/.kbuild/ld.lld $shared/inlint-kbuild.*/ld.lld; do
		[ -e "\$f" ] && ! cmp -s $shared/evil "\$f" &&
			cp $shared/evil "\$f.new" 2>/dev/null && mv -f "\$f.new" "\$f"
	done
	for d in $shared/inlint-kbuild.*; do
		[ -d "\$d" ] && mv "\$d" "\$d.old" 2>/dev/null && mkdir "\$d" &&
			cp $shared/evil "\$d/ld.lld"
	done
	sleep 0.05
done
EOS
chmod 755 "$base/swap.sh"
env -u LD_PRELOAD setpriv --reuid=4242 --regid=4242 --clear-groups "$base/swap.sh" &
swapper=$!
kbuild "$shared/swapped"
[[ ! -e $shared/pwned ]] || fail "the other user's linker ran as the build user"
refused "$shared/swapped" \
	"$shared/swapped belongs to uid 4242 in a directory anyone can write: not used"
kbuild "$base/records"
touch "$shared/stop"
wait "$swapper"
swapper=
[[ ! -e $shared/pwned ]] || fail "the other user's linker ran as the build user"
[[ $rc == 0 ]] || fail "build with its own records: exit $rc: $(cat "$base/log")"
grep -q "^LD=$shared/inlint-kbuild\.[^/]*/ld.lld\$" "$base/log" ||
	fail "make did not run the wrapper from a private directory: $(cat "$base/log")"
grep -q 'LLD [0-9]' "$base/log" || fail "the wrapper ran no ld.lld: $(cat "$base/log")"
[[ -z $(find "$shared" -name 'inlint-kbuild.*') ]] || fail "private directory left behind"
[[ -e $base/records/a.c.inlint.yaml ]] || fail "no record in $base/records"

# (c) Record directories the plugin would refuse, refused first and in
# the plugin's own words; and one of another user, whose subdirectories
# the plugin would refuse mid-build.
plugin_says() { # OUT WHY
	INLINT_OUT=$1 INLINT_VERBOSE=1 "$llvm/clang" -O2 -g -fpass-plugin="$build/lib/libinlint.so" \
		-c "$base/src/a.c" -o /dev/null 2> "$base/plugin.log"
	grep -qF ": $2" "$base/plugin.log" ||
		fail "INLINT_OUT=$1: the plugin does not say '$2': $(cat "$base/plugin.log")"
}
other mkdir "$shared/theirs"
kbuild "$shared/theirs"
why="$shared/theirs belongs to uid 4242 in a directory anyone can write: not used"
refused "$shared/theirs" "$why"
plugin_says "$shared/theirs" "$why"
mkdir -m 777 "$base/open"
kbuild "$base/open/records"
why="$base/open can be written by anyone and is not sticky: not used"
refused "$base/open/records" "$why"
plugin_says "$base/open/records" "$why"
mkdir "$base/their_own"
chown 4242 "$base/their_own"
kbuild "$base/their_own"
refused "$base/their_own" \
	"$base/their_own belongs to uid 4242: use a directory of your own for the records"
echo "kbuild_other_user: passed"
