#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# deps.sh - installs the Debian packages inlint needs to build and test, if any
# are missing. Quiet when everything is there. Usage: scripts/deps.sh [--kernel]
# (--kernel: also what building the kernel's mm/, kernel/ and lib/ needs, for
# bench/kernel_scale.sh).
set -euo pipefail

# find_package(LLVM 22.1 CONFIG) needs only llvm-22-dev and, through llvm-22,
# llvm-22-linker-tools (the files its export sets check for); the add-ons it
# looks for (zstd, libedit, curl) are optional and only matter for LLVM's
# static libraries, which inlint does not link. llvm-22-tools has lit,
# FileCheck and not; python3 runs lit; valgrind is for the benchmarks, and
# meson configures DPDK for bench/advice_quality.sh.
# libclang-rt-22-dev (only recommended by clang-22) has clang's sanitizer
# runtimes, for the tests that build the example under ASan+UBSan.
# linux-source-6.12 (bookworm-security, a 150 MB download) has the kernel's
# scripts/bloat-o-meter, which the bloat_script_* tests compare `inlint
# bloat` with; the script runs binutils' nm. clang-format-22 is for the
# clang_format test (tests/tree/format_check.py). man-db (with groff-base)
# renders the installed man pages in the install test, which fails on any
# warning. lld-22 is ld.lld 22, the linker of the LTO tests (lit/lto/): it
# loads the plugin for the link's records (Debian's ld.lld is 14). ccache
# and distcc (with distccd) are the compiler launchers of lit/launcher/: the
# tests run the real ones, a distccd on 127.0.0.1 included.
# gcc-aarch64-linux-gnu is the second compiler of the configuration tests
# (lit/configs/): GCC for arm64, beside gcc for x86_64; with binutils-aarch64-
# linux-gnu it reads arm64 objects.
# chromium and chromium-driver (its chromedriver) open the page of `inlint
# html` in the tests of lit/html/, headless, and check what a person sees
# there: the marks, the index, where a link lands. libjansson-dev is the
# JSON library: compile_commands.json, SARIF and --format json.
# zlib1g-dev: the record an object carries is a gzip member.
# llvm-19-dev is the second LLVM inlint builds against, in scripts/test.sh;
# CMake's configure wants lit, which llvm-19-tools holds.
pkgs=(clang-22 llvm-22-dev llvm-22-tools libclang-rt-22-dev libyaml-dev
      libjansson-dev zlib1g-dev cmake
      make gcc g++ pkg-config python3 valgrind meson linux-source-6.12 binutils
      clang-format-22 man-db groff-base lld-22 ccache distcc
      gcc-aarch64-linux-gnu binutils-aarch64-linux-gnu chromium
      chromium-driver llvm-19-dev llvm-19-tools)
# A kernel build (bench/kernel_scale.sh) needs flex and bison (Kconfig),
# bc, libelf-dev (objtool) and libssl-dev (the signing tools).
if [[ ${1:-} == --kernel ]]; then
	pkgs+=(flex bison bc libelf-dev libssl-dev)
fi

die() { echo "deps.sh: error: $*" >&2; exit 1; }

command -v dpkg-query >/dev/null || die "dpkg-query not found: this script is for Debian 12 (bookworm)"

missing=()
for p in "${pkgs[@]}"; do
	status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
	[[ $status == "install ok installed" ]] || missing+=("$p")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

sudo=()
if [[ $(id -u) -ne 0 ]]; then
	command -v sudo >/dev/null || die "not root and no sudo; install as root: ${missing[*]}"
	sudo=(sudo)
fi

echo "deps.sh: installing ${missing[*]}"
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -q update >/dev/null ||
	die "apt-get update failed"
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
	apt-get -q install -y --no-install-recommends "${missing[@]}" ||
	die "apt-get install failed for: ${missing[*]} (clang-22 and llvm-22-* come from bookworm-security)"
