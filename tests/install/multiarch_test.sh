#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# multiarch_test.sh - a package build's install: configured with Debian's
# multiarch libdir (-DCMAKE_INSTALL_LIBDIR=lib/x86_64-linux-gnu), installed
# with DESTDIR into a temporary root. The installed inlint must find its
# plugin there (inlint flags names it) and run the installed kernel recipe
# with it (inlint kbuild, on the miniature Kbuild of lit/Inputs/kbuild),
# its records landing in the user's cache, none in the tree.
# Usage: multiarch_test.sh SRC_DIR BUILD_DIR C_COMPILER CXX_COMPILER LLVM_BIN
# (ctest runs it as "install_multiarch"). Its own build tree,
# BUILD_DIR/multiarch, is kept, so that a rerun builds only what changed;
# ccache, where installed, makes a new tree cheap too.
set -euo pipefail

src=$1 build=$2 cc=$3 cxx=$4 llvm_bin=$5
tree=$build/multiarch
libdir=lib/x86_64-linux-gnu
work=$(mktemp -d "${TMPDIR:-/tmp}/inlint-multiarch.XXXXXX")
trap 'rm -rf "$work"' EXIT

fail() {
	echo "multiarch_test: $*" >&2
	exit 1
}

launcher=()
if command -v ccache >/dev/null; then
	launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache
		-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
cmake -S "$src" -B "$tree" --log-level=WARNING -DCMAKE_BUILD_TYPE=Release \
	-DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER="$cxx" \
	-DCMAKE_INSTALL_PREFIX=/usr -DCMAKE_INSTALL_LIBDIR=$libdir \
	"${launcher[@]}" >/dev/null
cmake --build "$tree" --parallel 2 --target inlint_cli inlint_plugin \
	inlint_docs >/dev/null
DESTDIR=$work/root cmake --install "$tree" >/dev/null
root=$work/root/usr

plugin=$root/$libdir/inlint/libinlint.so
[[ -f $plugin ]] || fail "$plugin: not installed"
[[ ! -e $root/lib/inlint ]] || fail "$root/lib/inlint: installed, not in $libdir"
[[ -x $root/share/inlint/kbuild.sh ]] || fail "the kernel recipe: not installed"

# inlint, alone on PATH with the LLVM tools (no build tree's inlint).
export PATH=$llvm_bin:/usr/bin:/bin
unset INLINT_PLUGIN
flags=$("$root/bin/inlint" flags 2>&1) || fail "inlint flags: $flags"
[[ $flags == "-fpass-plugin=$(realpath "$plugin") "* ]] ||
	fail "inlint flags: '$flags', not the plugin in $libdir"

cp -r "$src/lit/Inputs/kbuild" "$work/src"
cd "$work"
log=$(XDG_CACHE_HOME=$work/cache "$root/bin/inlint" kbuild -- \
	make -s -C src LLVM="$llvm_bin/" vmlinux 2>&1) ||
	fail "inlint kbuild: $log"
records=$work/cache/inlint/records$(cd src && pwd -P)
[[ $log == "inlint kbuild: records in $records" ]] ||
	fail "inlint kbuild said '$log', not where the records are ($records)"
[[ -f $records/mm/pool.c.inlint.yaml ]] || fail "$records: no record of mm/pool.c"
stray=$(find "$work/src" -name '*.inlint.yaml')
[[ -z $stray ]] || fail "records in the tree: $stray"
(cd src && XDG_CACHE_HOME=$work/cache "$root/bin/inlint" show >/dev/null) ||
	fail "inlint show in the tree did not read its records"
echo "multiarch_test: $libdir install: plugin found, kbuild ran, all checks passed"
