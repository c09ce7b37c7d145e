// One record per TU, named from the source path: mm/memory.c and
// lib/memory.c never collide. The plugin prints nothing and never fails the
// compile, even when the record cannot be written; INLINT_VERBOSE=1 says why.
// RUN: rm -rf %t && mkdir -p %t/src/mm %t/src/lib && cp %s %t/src/mm/memory.c && cp %s %t/src/lib/memory.c
// RUN: cd %t/src && env INLINT_OUT=%t/out %clang -O2 -g -fpass-plugin=%plugin -c mm/memory.c -o %t/mm.o 2>&1 | count 0
// RUN: cd %t/src && env INLINT_OUT=%t/out %clang -O2 -g -fpass-plugin=%plugin -c lib/memory.c -o %t/lib.o 2>&1 | count 0
// RUN: FileCheck --check-prefix=MM %s < %t/out/mm/memory.c.inlint.yaml
// RUN: FileCheck --check-prefix=LIB %s < %t/out/lib/memory.c.inlint.yaml
// RUN: cd %t/out && find . -type f | sort | FileCheck --check-prefix=LS %s
//
// No INLINT_OUT: records go to the user's cache, in a folder named after
// the compile's working directory, never into the tree; show, merge and
// lint read them from there when run in that directory. Without
// XDG_CACHE_HOME (or with a relative one, which the XDG spec ignores) the
// cache is ~/.cache; without HOME either, ./inlint-records.
// RUN: cd %t/src && env XDG_CACHE_HOME=%t/cache %clang -O2 -g -fpass-plugin=%plugin -c mm/memory.c -o %t/mm.o
// RUN: cd %t/src && test -f "%t/cache/inlint/records$(pwd -P)/mm/memory.c.inlint.yaml"
// RUN: test ! -e %t/src/inlint-records
// RUN: cd %t/src && env XDG_CACHE_HOME=%t/cache %inlint show | FileCheck --check-prefix=SHOW %s
// RUN: cd %t/src && env XDG_CACHE_HOME=%t/cache %inlint merge -o %t/report.yaml > /dev/null
// RUN: cd %t/src && env XDG_CACHE_HOME=%t/cache %inlint html -o %t/view.html
// RUN: FileCheck --check-prefix=HTML %s < %t/view.html
// RUN: FileCheck --check-prefix=REPORT %s < %t/report.yaml
// RUN: cd %t/src/lib && env XDG_CACHE_HOME=%t/cache not %inlint show 2>&1 | FileCheck --check-prefix=ELSEWHERE %s
// RUN: cd %t/src && env XDG_CACHE_HOME=cache HOME=%t/home %clang -O2 -g -fpass-plugin=%plugin -c lib/memory.c -o %t/lib.o
// RUN: cd %t/src && test -f "%t/home/.cache/inlint/records$(pwd -P)/lib/memory.c.inlint.yaml"
// RUN: cd %t/src && env -u XDG_CACHE_HOME -u HOME %clang -O2 -g -fpass-plugin=%plugin -c mm/memory.c -o %t/mm.o
// RUN: test -f %t/src/inlint-records/mm/memory.c.inlint.yaml
//
// Unwritable output: the compile succeeds silently; verbose names the path.
// RUN: touch %t/file
// RUN: cd %t/src && env INLINT_OUT=%t/file/sub %clang -O2 -g -fpass-plugin=%plugin -c mm/memory.c -o %t/mm.o 2>&1 | count 0
// RUN: cd %t/src && env INLINT_OUT=%t/file/sub INLINT_VERBOSE=1 %clang -O2 -g -fpass-plugin=%plugin -c mm/memory.c -o %t/mm.o 2>&1 | FileCheck --check-prefix=VERBOSE %s
// RUN: test -f %t/mm.o

int zap_page(int x) { return x + 1; }

// MM: source_file: mm/memory.c
// LIB: source_file: lib/memory.c
// LS:      ./lib/memory.c.inlint.yaml
// LS-NEXT: ./mm/memory.c.inlint.yaml
// LS-EMPTY:
// VERBOSE: inlint: {{.*}}file/sub{{.*}}
// SHOW: mm/memory.c: 1 function, 0 recommendations
// REPORT: records: 1
// HTML: zap_page
// ELSEWHERE: inlint show: error: {{.*}}/cache/inlint/records/{{.*}}/src/lib: cannot stat (No such file or directory)
