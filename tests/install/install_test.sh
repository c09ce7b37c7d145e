#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# install_test.sh - installs a build into a temporary prefix and checks what
# a user gets: the files; bin/inlint --version printing the project version;
# every man page rendering without a warning, with its ENVIRONMENT, FILES
# and (a command's) EXAMPLES; the bash completion loading in plain bash and
# completing subcommands, options and option values.
# Usage: install_test.sh BUILD_DIR VERSION SRC_DIR (ctest runs it as "install")
set -euo pipefail

build=$1
version=$2
src=$3
prefix=$(mktemp -d "${TMPDIR:-/tmp}/inlint-install.XXXXXX")
trap 'rm -rf "$prefix"' EXIT

fail() {
	echo "install_test: $*" >&2
	exit 1
}

cmake --install "$build" --prefix "$prefix" >/dev/null
inlint=$prefix/bin/inlint

for f in bin/inlint lib/inlint/libinlint.so share/man/man1/inlint.1 \
	share/bash-completion/completions/inlint share/doc/inlint/LICENSE \
	share/doc/inlint/README.md share/doc/inlint/CHANGELOG.md \
	share/doc/inlint/docs/RECORD.md share/inlint/kbuild.sh \
	share/inlint/kbuild-configs.sh; do
	[[ -s $prefix/$f ]] || fail "$prefix/$f: not installed"
done
for f in kbuild.sh kbuild-configs.sh; do
	[[ -x $prefix/share/inlint/$f ]] ||
		fail "$prefix/share/inlint/$f: not executable"
done
commands=$("$inlint" --commands)
[[ -n $commands ]] || fail "inlint --commands printed nothing"
for c in $commands; do
	[[ -s $prefix/share/man/man1/inlint-$c.1 ]] ||
		fail "$prefix/share/man/man1/inlint-$c.1: not installed"
done

got=$("$inlint" --version)
[[ $got == "inlint $version" ]] || fail "inlint --version: '$got', not 'inlint $version'"
got=$("$inlint" tune --version)
[[ $got == "inlint $version" ]] || fail "inlint tune --version: '$got'"

# man-db passes --warnings on to groff; anything on stderr is a warning.
for page in "$prefix"/share/man/man1/inlint*.1; do
	warnings=$(LC_ALL=C.UTF-8 MANWIDTH=80 MANPAGER=cat \
		man -l --warnings "$page" 2>&1 >/dev/null)
	[[ -z $warnings ]] || fail "$page: $warnings"
	sections="ENVIRONMENT FILES"
	[[ $page == */inlint.1 ]] || sections+=" EXAMPLES"
	for section in $sections; do
		grep -q "^\.SH $section\$" "$page" || fail "$page: no $section"
	done
done
# The variables the code reads, each in the pages.
for var in $(grep -rhoE '(getenv|env_flag)\("[A-Z_]+"\)' "$src"/core \
	"$src"/format "$src"/pass "$src"/tools | sed 's/.*("\(.*\)")/\1/' | sort -u); do
	[[ $var == PATH ]] && continue
	grep -q "^\.B .*$var" "$prefix/share/man/man1/inlint.1" ||
		fail "inlint.1: $var, which the code reads, is not in ENVIRONMENT"
done

# What the completion offers for a command line whose last word is being
# typed.
complete_line() {
	env -i bash --norc --noprofile -c '
		source "$1"; shift
		COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1))
		_inlint; echo "${COMPREPLY[*]}"' _ \
		"$prefix/share/bash-completion/completions/inlint" "$@"
}
expect() {
	local want=$1
	shift
	got=$(complete_line "$@")
	[[ $got == "$want" ]] || fail "completing '$*': '$got', not '$want'"
}
expect "lint" inlint li
expect "show source-patch" inlint s
expect "--build --bench --bisect-above --budget" inlint tune --b
expect "--output" inlint merge --ou
expect "sarif" inlint lint x.patch --format s
expect "kernel" inlint source-patch --spelling k
expect "" inlint lint --records ""
echo "install_test: $prefix: $(find "$prefix" -type f | wc -l) files, all checks passed"
