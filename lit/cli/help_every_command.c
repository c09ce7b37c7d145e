// Every subcommand answers --help (and -h) on stdout with exit status 0,
// wherever the option stands before "--", even after arguments that would
// be a usage error on their own; the usage line comes from its table.
// RUN: rm -rf %t && mkdir -p %t
// RUN: for c in $(%inlint --commands); do %inlint $c --help > %t/$c.out || echo "$c: exit $?"; head -1 %t/$c.out; done > %t/first-lines
// RUN: FileCheck %s < %t/first-lines
// RUN: %inlint lint no-such.patch --format bogus -h | FileCheck --check-prefix=LATE %s
// RUN: %inlint tune --help | FileCheck --check-prefix=TUNE %s

// CHECK: usage: inlint show [RECORD|OBJECT|DIR|REPORT...] [--all] [--checks GLOBS]
// CHECK-NEXT: usage: inlint source-patch DECISIONS... [--src DIR] [--build DIR] [--spelling kernel|gnu]
// CHECK-NEXT: usage: inlint merge [DIR|RECORD...] -o REPORT [--top N] [--decisions FILE]
// CHECK-NEXT: usage: inlint lint PATCH [--records DIR [--remarks DIR|FILE]... | --report REPORT]
// CHECK-NEXT: usage: inlint bloat [-c|-d|-t] [--format text|yaml] OLD NEW
// CHECK-NEXT: usage: inlint why REMARKS... [--records DIR|FILE] [--all] [--cost-full]
// CHECK-NEXT: usage: inlint tune --build CMD --bench CMD --metric wall|callgrind|stdout:REGEX
// CHECK-NEXT: usage: inlint whatif -p compile_commands.json [--decisions FILE] [FILE|DIR...]
// CHECK-NEXT: usage: inlint audit -p compile_commands.json [FILE|DIR...] [-j N]
// CHECK-NEXT: usage: inlint flags [--apply FILE] [--plugin PATH]
// CHECK-NEXT: usage: inlint html [RECORD|OBJECT|DIR...] -o FILE [--remarks DIR|FILE]... [--patch PATCH]
// CHECK-NEXT: usage: inlint kbuild [--out DIR] [--apply FILE] [--verify] [--plugin PATH] -- make ARGS...
// CHECK-EMPTY:

// LATE: usage: inlint lint PATCH

// The options, one row each, the examples of the man page, and the exit
// statuses it can return.
// TUNE:      Options:
// TUNE-NEXT:       --build CMD         shell command that builds with the plugin; tune sets
// TUNE:        -o, --output FILE       write the winning decisions to FILE (default
// TUNE:            --objects GLOB...   objects the build makes, for the text columns
// TUNE:        -h, --help              print this help and exit
// TUNE-NEXT:       --version           print inlint's version and exit
// TUNE-EMPTY:
// TUNE-NEXT: Examples:
// TUNE-NEXT:   inlint tune --build make --bench './bench 1000' --metric wall --candidates report.yaml -o decisions.yaml
// TUNE-EMPTY:
// TUNE-NEXT: Exit status: 0 success, 2 usage error or bad input (inlint --help).
// TUNE-NEXT: See docs/TUNE.md and man inlint-tune.
