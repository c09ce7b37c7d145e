#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# kbuild.sh - runs a kernel build (or any Kbuild-style make) with the inlint
# plugin: records for every C file, and optionally decisions applied.
#
#   inlint kbuild [--out DIR] [--apply FILE] [--verify] [--plugin SO] -- make ARGS...
#   e.g. inlint kbuild --apply report.yaml -- \
#            make -C ~/linux O=~/build LLVM=-22 -j"$(nproc)" vmlinux
#
# Installed as share/inlint/kbuild.sh, `inlint kbuild` runs it with the
# plugin it finds (--plugin) and itself (INLINT_KBUILD_CLI). Run by hand,
# scripts/kbuild.sh asks the inlint on PATH for the plugin, unless --plugin
# names one. Nothing here knows a build tree's layout.
#
# The records go to --out DIR, else where the plugin puts them by default
# for compiles run in the build's directory (O=, else the -C directory,
# where Kbuild runs the compiler): $XDG_CACHE_HOME/inlint/records/DIR
# (core/records_dir.h), so that `inlint show` and `inlint merge` run there
# find them, and nothing lands in the kernel tree.
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
# reach every link, so with LLVM= (or LD=) the script passes LD= a wrapper
# that runs the same ld.lld with --load-pass-plugin; links without LTO run
# no optimisation pipeline and write nothing. With CLANG_AUTOFDO_PROFILE,
# Kbuild itself gives the profile to the compile and (--lto-sample-profile)
# to the link.
#
# Decisions (--apply) go on the compiles' command line (inlint flags
# --record-file), which Kbuild keeps in each object's .cmd file and
# compares: a build with other decisions, or none, rebuilds every object,
# where a changed INLINT_APPLY file would leave the old objects in place.
#
# Compiler launchers (CC="ccache clang-22", CC="distcc clang-22", icecc, or
# a compiler that is ccache's symlink, /usr/lib/ccache/clang): ccache
# hashes only the command line and a cache hit writes no record file, and
# distcc sends only the command line to the server. So the plugin's flags
# come from `inlint flags` (the CLI beside the plugin, else on PATH): the
# decisions on the command line and each record only in its object, where
# a hit and a remote compile have it too; `inlint merge` reads them from
# the build's output directory (O=, else the -C directory), which the
# script names at the end. A C file compiled only to assembly (the
# kernel's bounds.c and asm-offsets.c, which make headers) then keeps its
# record in its .s file. The load check runs the compiler after the
# launcher, with the same flags. ccache does not hash the file
# -fpass-plugin names: the script sets CCACHE_EXTRAFILES to it, so that a
# rebuilt plugin misses.
#
# Debug info: without it the plugin gives no advice (it cannot tell a
# header's function from the file's own, nor a call's line), and
# x86_64_defconfig has none. Line tables change no code, so the script adds
# -gline-tables-only, unless the kernel's .config (in O=, or the -C
# directory) or the user's KCFLAGS ask for debug info themselves: then it
# would cut the user's -g down to line tables.
#
# Other local users: make runs what this script writes, and every compile
# loads what it names, so nobody else may choose either. The wrapper (and
# the record of the check that the plugin loads) lives in a private
# directory, mktemp -d in TMPDIR, removed when the script ends, on a signal
# too. The record directory is checked before make runs, with the rules and
# words of the plugin's own walk (core/safe_dir.c), so the plugin never
# refuses it first: a symlink is followed only if it and its directory are
# the user's or root's and nobody else can write that directory; a
# directory of another user in one anyone can write (/tmp), or one anyone
# can write without the sticky bit, is refused; what is missing is made
# one directory at a time, never through a symlink. The record directory
# itself must be the user's (or root's) and not writable by everyone: the
# plugin would refuse, mid-build, a subdirectory someone else made in it.
# The plugin, the compiler and the linker the script runs, and TMPDIR, get
# the same walk, and every directory on the way and the file must be the
# user's or root's, not writable by everyone (a directory: unless sticky).
# The launcher and the inlint CLI get the same checks as the compiler.
# Trusted, as the plugin trusts them: the user's group (group-writable is
# allowed: umask 002 makes it so), and PATH, where make finds its tools.
set -euo pipefail

plugin=
out=
apply=
verify=
me=$(id -u)
# The inlint that runs us, else PATH's (found when needed).
inlint=${INLINT_KBUILD_CLI:-}
name=${INLINT_KBUILD_NAME:-kbuild.sh}

# Run by `inlint kbuild`, errors take its prefix.
if [[ -n ${INLINT_KBUILD_NAME:-} ]]; then
	die() { echo "$name: error: $*" >&2; exit 2; }
else
	die() { echo "$name: $*" >&2; exit 2; }
fi

while [[ $# -gt 0 ]]; do
	case $1 in
	--out) out=$2; shift 2 ;;
	--apply) apply=$2; shift 2 ;;
	--verify) verify=1; shift ;;
	--plugin) plugin=$2; shift 2 ;;
	--) shift; break ;;
	*) die "unknown option '$1' (usage: $name [--out DIR] [--apply FILE] [--verify] [--plugin SO] -- make ARGS...)" ;;
	esac
done
[[ $# -gt 0 ]] || die "no make command after --"

# The walk of core/safe_dir.c, one component at a time from the current or
# the root directory, with its rules and its words. It leaves at, the
# physical path reached (no symlink in it), and shown, the path as walked;
# or fails with why. mode: out (what is missing is made; the rules of
# INLINT_OUT), dir or file (nothing made; every directory, and the file,
# the user's or root's, as for what this script runs).
trusted() { [[ $1 == 0 || $1 == "$me" ]]; }
anyone_writes() { (( 8#$1 & 8#2 )); }
sticky() { (( 8#$1 & 8#1000 )); }

# status PATH: its owner, mode and type, not following a symlink.
status() {
	read -r uid perm type < <(stat -c '%u %a %F' -- "$1" 2>/dev/null) ||
		{ why="cannot open $shown (No such file or directory)"; return 1; }
}

link_refused() { # the parent directory's uid and mode
	if ! trusted "$uid"; then
		why="$shown is a symbolic link of uid $uid: not followed"
	elif ! trusted "$1"; then
		why="$shown is a symbolic link in a directory of uid $1: not followed"
	elif anyone_writes "$2"; then
		why="$shown is a symbolic link in a directory anyone can write: not followed"
	else
		return 1
	fi
}

dir_refused() { # the parent directory's uid and mode
	if anyone_writes "$2" && ! trusted "$uid"; then
		why="$shown belongs to uid $uid in a directory anyone can write: not used"
	elif anyone_writes "$perm" && ! sticky "$perm"; then
		why="$shown can be written by anyone and is not sticky: not used"
	elif [[ $mode != out ]] && ! trusted "$uid"; then
		why="$shown belongs to uid $uid, who could replace what it holds"
	else
		return 1
	fi
}

file_refused() {
	if [[ $mode != file ]]; then
		why="cannot open $shown (Not a directory)"
	elif ! trusted "$uid"; then
		why="$shown belongs to uid $uid, who could change it"
	elif anyone_writes "$perm"; then
		why="$shown can be written by anyone"
	else
		return 1
	fi
}

walk() {
	local path=$1 name
	if [[ $path == /* ]]; then
		at=/ shown=/
	fi
	while [[ -n $path ]]; do
		name=${path%%/*}
		[[ $name == "$path" ]] && path= || path=${path#*/}
		if [[ -n $name && $name != . ]]; then
			step "$name" || return 1
		fi
	done
}

# Makes a missing directory as mkdir(2) does: never through a symlink.
make_dir() {
	local err
	[[ $mode == out ]] || { why="cannot open $shown (No such file or directory)"; return 1; }
	err=$(mkdir -- "$1" 2>&1) || [[ -e $1 || -L $1 ]] ||
		{ why="cannot create $shown (${err##*: })"; return 1; }
}

step() {
	local name=$1 parent=$shown entry uid perm type puid pperm
	shown=${shown%/}${shown:+/}$name
	[[ -z $file ]] || { why="cannot open $shown (Not a directory)"; return 1; }
	# ".." is the user's own spelling of where they want to be.
	if [[ $name == .. ]]; then
		at=${at%/*} at=${at:-/}
		return 0
	fi
	[[ -x $at ]] || { why="cannot open $shown (Permission denied)"; return 1; }
	entry=${at%/}/$name
	[[ -e $entry || -L $entry ]] || make_dir "$entry" || return 1
	status "$at" || return 1
	puid=$uid pperm=$perm
	status "$entry" || return 1
	case $type in
	"symbolic link")
		link_refused "$puid" "$pperm" && return 1
		if (( ++links > 40 )); then
			why="cannot open $shown (Too many levels of symbolic links)"
			return 1
		fi
		# Messages name where the walk really is: the link's target.
		shown=$parent
		walk "$(readlink -- "$entry")" ;;
	directory)
		dir_refused "$puid" "$pperm" && return 1
		at=$entry ;;
	*)
		file_refused && return 1
		file=1 at=$entry ;;
	esac
}

# check_path MODE PATH: walks PATH from the current directory.
check_path() {
	mode=$1 at=$(pwd -P) shown= links=0 file= why=
	walk "$2" || return 1
	if [[ $mode == file && -z $file ]]; then
		why="$shown is not a file"
		return 1
	fi
}

# The record directory, made and checked before anything runs: it must
# also be the user's, or the plugin would refuse, mid-build, what another
# user makes in it.
check_out() {
	local uid perm type
	check_path out "$out" || return 1
	status "$at" || return 1
	if ! trusted "$uid"; then
		why="$shown belongs to uid $uid: use a directory of your own for the records"
	elif anyone_writes "$perm"; then
		why="$shown can be written by anyone: use a directory of your own for the records"
	elif [[ ! -w $at ]]; then
		why="cannot write to $shown"
	else
		return 0
	fi
	return 1
}

# program WHAT NAME: the file PATH gives for NAME, checked and made
# absolute without resolving symlinks (ld.lld knows its flavour by name).
program() {
	prog=$(type -P -- "$2") || die "$2: no such $1"
	check_path file "$prog" || die "the $1 $2: $why"
	[[ $prog == /* ]] || prog=$PWD/$prog
}

# The inlint CLI: ours, else PATH's.
find_inlint() {
	[[ -n $inlint ]] || inlint=$(type -P inlint) ||
		die "no inlint on PATH (it finds the plugin, and puts the decisions and a launcher's flags on the command line): run inlint kbuild, or put inlint on PATH"
}

# The plugin the CLI finds (its --plugin, INLINT_PLUGIN, else the one
# installed beside it), as `inlint flags` names it.
if [[ -z $plugin ]]; then
	find_inlint
	words=$("$inlint" flags 2>&1) || die "${words#inlint flags: error: }"
	plugin=$(sed -n 's/^-fpass-plugin=\([^ ]*\).*/\1/p' <<<"$words")
	[[ -n $plugin ]] || die "$inlint flags named no plugin"
fi
[[ -f $plugin ]] || die "$plugin: no plugin"
check_path file "$plugin" || die "the plugin: $why"
plugin=$at

# The kernel's .config and Kbuild's working directory: O= is relative to
# the -C directory, where make reads the top Makefile.
src=. obj=
args=("$@")
for ((i = 0; i < ${#args[@]}; i++)); do
	case ${args[i]} in
	-C) src=${args[i + 1]:-.} ;;
	-C?*) src=${args[i]#-C} ;;
	--directory=*) src=${args[i]#--directory=} ;;
	O=*) obj=${args[i]#O=} ;;
	esac
done
[[ -z $obj || $obj == /* ]] || obj=$src/$obj
config=${obj:-$src}/.config
objdir=${obj:-$src}
[[ $objdir == /* ]] || objdir=$PWD/$objdir

# The plugin's default for compiles run in objdir (core/records_dir.c):
# the physical path, as getcwd gives it, below the user's cache.
default_out() {
	local cache=${XDG_CACHE_HOME:-} dir
	[[ $cache == /* ]] || cache=${HOME:+$HOME/.cache}
	dir=$(realpath -m -- "$objdir")
	if [[ -n $cache ]]; then
		out=$cache/inlint/records$dir
	else
		out=$dir/inlint-records
	fi
}
[[ -n $out ]] || default_out
check_out || die "$why"
out=$at
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

# A launcher is known by its name: CC="ccache clang-22" runs clang-22
# through it, and a compiler that is the launcher under another name
# (/usr/lib/ccache/clang) runs through it too.
is_launcher() {
	case ${1##*/} in
	ccache | distcc | icecc) return 0 ;;
	*) return 1 ;;
	esac
}
launcher= launched=
read -ra words <<< "$cc"
if (( ${#words[@]} > 1 )) && is_launcher "${words[0]}"; then
	launcher=${words[0]} cc=${words[1]} launched=1
fi

# The private directory: the load check's record and the linker's wrapper,
# which must outlive make. A signal removes it too, then ends the script
# by the same signal, once make is done.
scratch=
trap '[[ -z $scratch ]] || rm -rf -- "$scratch"' EXIT
for sig in HUP INT TERM; do
	trap "[[ -z \$scratch ]] || rm -rf -- \"\$scratch\"; trap - $sig EXIT; kill -s $sig \$\$" "$sig"
done
scratch=$(mktemp -d "${TMPDIR:-/tmp}/inlint-kbuild.XXXXXX" 2>/dev/null) ||
	die "${TMPDIR:-/tmp}: cannot make a private directory"
check_path dir "$scratch" || die "TMPDIR: $why"
scratch=$at

# The plugin's flags: through a launcher, those of `inlint flags`.
if [[ -n $launcher ]]; then
	program launcher "$launcher"
fi
program compiler "$cc"
if [[ -z $launched ]] && is_launcher "$(readlink -f -- "$prog")"; then
	launched=1
fi
flag=-fpass-plugin=$plugin
# The decisions go on the command line, which Kbuild compares with the one
# that built each object: a build with other decisions, or none, rebuilds
# every object instead of mixing objects of both. A list too long for one
# argument goes by INLINT_APPLY, unless a launcher needs it there.
apply_env=
if [[ -n $launched || -n $apply ]]; then
	find_inlint
	check_path file "$inlint" || die "the inlint CLI: $why"
	inlint=$at
	files=(--record-file)
	[[ -z $launched ]] || files=()
	if flag=$("$inlint" flags --plugin "$plugin" ${apply:+--apply "$apply"} "${files[@]}" 2>&1); then
		:
	elif [[ -z $launched && $flag == *-byte\ argument* ]]; then
		echo "$name: warning: ${flag#inlint flags: error: }: the decisions go by INLINT_APPLY instead, and make does not rebuild an object whose command line is unchanged: build into a clean tree" >&2
		flag=-fpass-plugin=$plugin
		apply_env=1
	else
		die "${flag#inlint flags: error: }"
	fi
fi
# distcc compiles on the server what the client preprocessed, where clang
# calls the kernel's -fmacro-prefix-map unused: an error under the kernel's
# -Werror=unused-command-line-argument, with the plugin or without it.
if [[ ${launcher##*/} == distcc ]]; then
	flag+=" -Wno-unused-command-line-argument"
fi
# $flag's words need no quoting: inlint flags makes them so.
# shellcheck disable=SC2086
if ! err=$(INLINT_OUT=$scratch/probe "$prog" -O2 $flag -x c -c /dev/null -o /dev/null 2>&1); then
	die "the plugin does not load into $cc (it must be the LLVM the plugin was built with): ${err%%$'\n'*}"
fi

# The link's wrapper: the real ld.lld, found now, with the plugin.
wrapper=
if [[ -n $ld ]]; then
	program linker "$ld"
	if ! err=$("$prog" --load-pass-plugin="$plugin" --version 2>&1); then
		die "the plugin does not load into $ld (it must be the LLVM the plugin was built with): ${err%%$'\n'*}"
	fi
	wrapper=$scratch/ld.lld
	{
		printf '#!/bin/sh\n'
		# The compiles take the decisions on their command line, where
		# the environment's would be a problem in every record; the
		# link, which runs here, takes the file.
		if [[ -n $apply && -z $apply_env ]]; then
			printf 'export INLINT_APPLY=%q\n' "$apply"
		fi
		printf 'exec %q --load-pass-plugin=%q "$@"\n' "$prog" "$plugin"
	} > "$wrapper"
	chmod 700 "$wrapper"
fi

export INLINT_OUT=$out
if [[ -n $launched ]]; then
	export CCACHE_EXTRAFILES=$plugin${CCACHE_EXTRAFILES:+:$CCACHE_EXTRAFILES}
elif [[ -n $apply_env ]]; then
	export INLINT_APPLY=$apply
fi
if [[ -n $verify ]]; then
	export INLINT_VERIFY=1
fi
# Whether the user's KCFLAGS (the environment's, then make's command
# line's, which replaces it) ask for debug info: the last -g word decides.
user_debug_info() {
	local kcflags=${KCFLAGS:-} arg word on='' words
	for arg in "$@"; do
		case $arg in
		KCFLAGS=* | KCFLAGS:=* | KCFLAGS::=*) kcflags=${arg#*=} ;;
		KCFLAGS+=*) kcflags+=" ${arg#*=}" ;;
		esac
	done
	read -ra words <<<"$kcflags"
	for word in "${words[@]}"; do
		case $word in
		-g0 | -ggdb0) on='' ;;
		-g | -g[1-3] | -ggdb* | -gdwarf* | -gfull | -glldb | -gline-tables-only) on=1 ;;
		esac
	done
	[[ -n $on ]]
}
if ! { [[ -f $config ]] && grep -q '^CONFIG_DEBUG_INFO=y' "$config"; } && ! user_debug_info "$@"; then
	flag="-gline-tables-only $flag"
fi
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

# Every record written is a new file (temp file, then rename): a new inode;
# so is every object the build writes, a cache hit's too.
listing() { find "$1" -name "$2" -printf '%i %T@ %p\n' 2>/dev/null | sort || true; }
# Whether one of the objects listed (not before) carries a record, as the
# CLI reads it (compressed): show exits 2 only when it reads none.
carry_records() {
	local o rc
	while IFS= read -r o; do
		rc=0
		"$inlint" show -- "${o#* * }" >/dev/null 2>&1 || rc=$?
		((rc < 2)) && return 0
	done < <(comm -13 <(echo "$1") <(echo "$2"))
	return 1
}
before=$(listing "$out" '*.inlint*.yaml')
[[ -z $launched ]] || objects=$(listing "$objdir" '*.o')
"${cmd[@]}"
where=
if [[ $(listing "$out" '*.inlint*.yaml') != "$before" ]]; then
	where=$out
fi
if [[ -n $launched ]] && carry_records "$objects" "$(listing "$objdir" '*.o')"; then
	objdir=$(cd -- "$objdir" && pwd -P)
	where="the objects below $objdir (inlint show $objdir; inlint merge $objdir -o REPORT)${where:+, and in $where}"
fi
if [[ -z $where ]]; then
	die "the build wrote no record in $out${launched:+ nor into an object below $objdir}: nothing was compiled with the plugin (all up to date? make clean first; or the Makefile does not pass KCFLAGS to the compiler)"
fi
echo "$name: records in $where${apply:+, decisions from $apply}" >&2
