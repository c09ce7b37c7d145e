// clang's colours on a terminal (script gives the command one): the
// location bold, "warning:" magenta, "note:" grey, "error:" red; none into
// a file or pipe, none with NO_COLOR set (https://no-color.org), whatever
// the stream with --color=always|never.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top/examples/pool && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c pool.c -o %t/pool.o
// RUN: cd %top && for f in memory rmap migrate; do env INLINT_OUT=%t/mm %clang -O2 -g -fpass-plugin=%plugin -c examples/mm_like/$f.c -o %t/$f.o || exit 1; done
// RUN: %inlint show %t/rec > %t/file
// RUN: FileCheck --check-prefix=PLAIN %s < %t/file
// RUN: env -u NO_COLOR script -qec "%inlint show %t/rec" /dev/null > %t/tty
// RUN: FileCheck --check-prefix=TTY %s < %t/tty
// RUN: env NO_COLOR=1 script -qec "%inlint show %t/rec" /dev/null > %t/nocolor
// RUN: FileCheck --check-prefix=PLAIN %s < %t/nocolor
// RUN: env -u NO_COLOR script -qec "%inlint show --color=never %t/rec" /dev/null > %t/never
// RUN: FileCheck --check-prefix=PLAIN %s < %t/never
// RUN: cd %top && %inlint lint %inputs/lint/lint_mm_force.patch --records %t/mm --color=always > %t/lint; test $? -eq 1
// RUN: FileCheck --check-prefix=LINT %s < %t/lint
// RUN: not %inlint show --color=always %t/nope 2> %t/err
// RUN: FileCheck --check-prefix=ERR %s < %t/err
// RUN: not %inlint show --color=sometimes %t/rec 2>&1 | FileCheck --check-prefix=BAD %s

// PLAIN:    {{^}}pool.c:16: none: size_to_class:
// TTY:      {{^}}[[ESC:.]][1mpool.c:16:[[ESC]][0m [[ESC]][1;30mnone:[[ESC]][0m size_to_class:
// LINT:     {{^}}[[ESC:.]][1mexamples/mm_like/memory.c:17:8:[[ESC]][0m [[ESC]][1;35mwarning:[[ESC]][0m zap_one: {{.*}} [inlint-redundant]
// ERR:      {{^}}[[ESC:.]][1minlint show:[[ESC]][0m [[ESC]][1;31merror:[[ESC]][0m {{.*}}nope: cannot stat
// BAD:      inlint show: error: bad --color 'sometimes' (auto, always or never)
