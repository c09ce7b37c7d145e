// The two forms of a compile database entry give the same compile: a
// "command" string split by clang tooling's quoting rules (single quotes, a
// backslash before a quote or a space, a double-quoted path with a space in
// it) and an "arguments" list. The source lives in a directory whose name
// has a space; it is selected by that directory. A wrong split would not
// compile (NAME would not be a string) or would compile other code.
// RUN: rm -rf %t && mkdir -p "%t/src dir" && cp %inputs/whatif/quoted.c "%t/src dir/"
// RUN: sed "s|@DIR@|%t/src dir|g; s|@CC@|%clang|" %inputs/whatif/quoted_command.json > %t/command.json
// RUN: sed "s|@DIR@|%t/src dir|g; s|@CC@|%clang|" %inputs/whatif/quoted_arguments.json > %t/arguments.json
// RUN: cd %t && %inlint whatif -p command.json --decisions %inputs/whatif/noinline_count_spaces.yaml --plugin %plugin "src dir" > %t/command.out
// RUN: FileCheck %s < %t/command.out
// RUN: %inlint whatif -p %t/arguments.json --decisions %inputs/whatif/noinline_count_spaces.yaml --plugin %plugin "%t/src dir/quoted.c" > %t/arguments.out
// RUN: diff %t/command.out %t/arguments.out

// Inlined, count_spaces folds to a constant; kept out of line, it is called.
// CHECK:      {{.*}}quoted.c:17: name_words: count_spaces now kept (was inlined)
// CHECK-NEXT: quoted.c: count_spaces: +[[#]] bytes (0 → [[#]]), +[[#]] IR instructions, new copy
// CHECK-NEXT: quoted.c: name_words: +[[#]] bytes ([[#]] → [[#]]), +[[#]] IR instructions
// CHECK-NEXT: quoted.c: .text +[[#]] bytes ([[#]] → [[#]])
// CHECK-EMPTY:
