#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# kbuild.sh - runs a kernel build (or any Kbuild-style make) with the inlint
# plugin: records for every C file, and optionally decisions applied.
#
#   scripts/kbuild.sh [--out DIR] [--apply FILE] [--verify] [--plugin SO] -- make ARGS...
#   e.g. scripts/kbuild.sh --out ~/linux-records --apply report.yaml -- \
#            make -C ~/linux LLVM=-22 -j"$(nproc)" vmlinux
#
# Why a script: Kbuild runs the compiler from several directories, so every
# path must be absolute; KCFLAGS reaches C files (objects built during
# `make prepare` included) but not .S files (KAFLAGS does, and assembly has
# no IR, so nothing is lost); and the plugin must load into the very clang
# the build uses, which is checked once here rather than failing a thousand
# compiles. The plugin prints nothing, so -Werror builds are safe. A
# KCFLAGS=... on make's command line would override the plugin's: the
# plugin is added to it. A build that compiles nothing with the plugin (all
# up to date, or a Makefile that drops KCFLAGS) fails instead of claiming
# records it did not write.
#
# LTO (CONFIG_LTO_CLANG_THIN=y or CONFIG_LTO_CLANG_FULL=y): most inlining
# happens in the link that makes vmlinux.o (and each module's .ko), which
# runs $(LD) $(KBUILD_LDFLAGS). KCFLAGS does not reach it, and neither can
# LDFLAGS or KBUILD_LDFLAGS: the top Makefile resets both, and a value on
# make's command line would replace the kernel's own linker flags. LD does
# reach every link, so with LLVM= (or LD=) the script passes LD= a wrapper,
# kept in the record directory (OUT/.kbuild/ld.lld), that runs the same
# ld.lld with --load-pass-plugin; links without LTO run no optimisation
# pipeline and write nothing. With CLANG_AUTOFDO_PROFILE, Kbuild itself
# gives the profile to the compile and (--lto-sample-profile) to the link.
set -euo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
plugin=$top/build/lib/libinlint.so
out=$PWD/inlint-records
apply=
verify=

die() { echo "kbuild.sh: $*" >&2; exit 2; }

while [[ $# -gt 0 ]]; do
	case $1 in
	--out) out=$2; shift 2 ;;
	--apply) apply=$2; shift 2 ;;
	--verify) verify=1; shift ;;
	--plugin) plugin=$2; shift 2 ;;
	--) shift; break ;;
	*) die "unknown option '$1' (usage: kbuild.sh [--out DIR] [--apply FILE] [--verify] [--plugin SO] -- make ARGS...)" ;;
	esac
done
[[ $# -gt 0 ]] || die "no make command after --"
[[ -f $plugin ]] || die "$plugin: no plugin (build it: scripts/build.sh)"
plugin=$(realpath "$plugin")
mkdir -p "$out" || die "$out: cannot create the record directory"
out=$(realpath "$out")
if [[ -n $apply ]]; then
	[[ -r $apply ]] || die "$apply: cannot read the decision file"
	apply=$(realpath "$apply")
fi

# The compiler Kbuild will use: LLVM=1 -> clang, LLVM=-22 -> clang-22,
# LLVM=/usr/lib/llvm-22/bin/ -> that clang; CC= overrides. The linker the
# same way (ld.lld), when LLVM= or LD= names one.
cc=clang
ld=
for arg in "$@"; do
	case $arg in
	LLVM=1) cc=clang ld=ld.lld ;;
	LLVM=-*) cc=clang${arg#LLVM=} ld=ld.lld${arg#LLVM=} ;;
	LLVM=*/) cc=${arg#LLVM=}clang ld=${arg#LLVM=}ld.lld ;;
	LLVM=*) ld=ld.lld ;;
	CC=*) cc=${arg#CC=} ;;
	LD=*) ld=${arg#LD=} ;;
	esac
done
if ! err=$("$cc" -O2 -fpass-plugin="$plugin" -x c -c /dev/null -o /dev/null 2>&1); then
	die "the plugin does not load into $cc (it must be the LLVM the plugin was built with): ${err%%$'\n'*}"
fi

# The link's wrapper: the real ld.lld, found now, with the plugin.
wrapper=
if [[ -n $ld ]]; then
	real=$(command -v "$ld") || die "$ld: no such linker"
	if ! err=$("$real" --load-pass-plugin="$plugin" --version 2>&1); then
		die "the plugin does not load into $ld (it must be the LLVM the plugin was built with): ${err%%$'\n'*}"
	fi
	mkdir -p "$out/.kbuild" || die "$out/.kbuild: cannot create the linker wrapper's directory"
	wrapper=$out/.kbuild/ld.lld
	printf '#!/bin/sh\nexec %q --load-pass-plugin=%q "$@"\n' "$real" "$plugin" > "$wrapper.tmp"
	chmod +x "$wrapper.tmp"
	mv "$wrapper.tmp" "$wrapper"
fi

export INLINT_OUT=$out
if [[ -n $apply ]]; then
	export INLINT_APPLY=$apply
fi
if [[ -n $verify ]]; then
	export INLINT_VERIFY=1
fi
flag=-fpass-plugin=$plugin
export KCFLAGS="${KCFLAGS:+$KCFLAGS }$flag"
cmd=()
for arg in "$@"; do
	case $arg in
	KCFLAGS=* | KCFLAGS+=* | KCFLAGS:=* | KCFLAGS::=* | KCFLAGS?=*)
		arg="$arg $flag" ;;
	LD=*) continue ;;
	esac
	cmd+=("$arg")
done
if [[ -n $wrapper ]]; then
	cmd+=("LD=$wrapper")
fi

# Every record written is a new file (temp file, then rename): a new inode.
records() { find "$out" -name '*.inlint*.yaml' -printf '%i %T@ %p\n' | sort; }
before=$(records)
"${cmd[@]}"
if [[ $(records) == "$before" ]]; then
	die "the build wrote no record in $out: nothing was compiled with the plugin (all up to date? make clean first; or the Makefile does not pass KCFLAGS to the compiler)"
fi
echo "kbuild.sh: records in $out${apply:+, decisions from $apply}" >&2
