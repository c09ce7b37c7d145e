// What inlint flags cannot turn into flags is one error line and exit
// status 2, with nothing on stdout: a decision file that does not read, a
// plugin path that would need quoting in a build's command line (make and
// $(...) split words at spaces), and decisions too many for one argument
// (Linux passes at most 128 KiB in one: execve would fail every compile);
// and flags it cannot write whole (a full disk).
// RUN: rm -rf %t && mkdir -p "%t/a dir" && cp %plugin "%t/a dir/libinlint.so"
// RUN: not %inlint flags --plugin %plugin --apply %inputs/truncated.yaml > %t/out 2> %t/err
// RUN: count 0 < %t/out
// RUN: FileCheck --check-prefix=TRUNCATED %s < %t/err
// RUN: not %inlint flags --plugin "%t/a dir/libinlint.so" > %t/out 2> %t/err
// RUN: count 0 < %t/out
// RUN: FileCheck --check-prefix=SPACE %s < %t/err
// RUN: %python -c "import sys; sys.stdout.write(''.join('- function: f%%05d_%%s\n  action: noinline\n' %% (i, 'x' * 40) for i in range(3000)))" > %t/many.yaml
// RUN: not %inlint flags --plugin %plugin --apply %t/many.yaml > %t/out 2> %t/err
// RUN: count 0 < %t/out
// RUN: FileCheck --check-prefix=MANY %s < %t/err
// RUN: not %inlint flags --plugin %t/missing.so 2>&1 | FileCheck --check-prefix=MISSING %s
// RUN: not %inlint flags --plugin %plugin > /dev/full 2> %t/err
// RUN: FileCheck --check-prefix=FULL %s < %t/err

// TRUNCATED: inlint flags: error: {{.*}}truncated.yaml:[[#]]:[[#]]: {{.*}}
// TRUNCATED-NOT: inlint
// SPACE: inlint flags: error: {{.*}}/a dir/libinlint.so: a plugin path with characters other than letters, digits and _./+- would need quoting in a build's command line
// MANY: inlint flags: error: {{.*}}many.yaml: its decisions make a 171017-byte argument; Linux passes at most 128 KiB in one
// MISSING: inlint flags: error: {{.*}}missing.so: plugin not found (No such file or directory)
// FULL: inlint flags: error: cannot write the flags (No space left on device)
