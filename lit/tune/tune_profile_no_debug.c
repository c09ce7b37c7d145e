// tune's own profile names each call by the source line callgrind reads
// from the debug information. A bench built without -g has none: callgrind
// names every file "???", no call can become a decision, and tune used to
// say only "0 out-of-line calls" and "no decisions to tune". It now says
// how many calls of the bench's own code had no source file, and why.
// The bench runs outside the sanitizer runtime, which valgrind cannot host.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: env -u LD_PRELOAD %inlint tune --calls-above 100 --build "env LD_PRELOAD=$LD_PRELOAD %clang -O2 -fpass-plugin=%plugin %top/examples/pool/pool.c %top/examples/pool/main.c -o %t/pool" --bench 'exec %t/pool 2000' --metric callgrind --runs 1 --objects %t/pool -o %t/d.yaml > %t/table 2> %t/progress; echo "exit $?" >> %t/progress
// RUN: FileCheck %s < %t/progress
// RUN: env -u LD_PRELOAD %inlint tune --restart --calls-above 100 --build "env LD_PRELOAD=$LD_PRELOAD %clang -O2 -gdwarf-4 -fpass-plugin=%plugin %top/examples/pool/pool.c %top/examples/pool/main.c -o %t/pool" --bench 'exec %t/pool 2000' --metric callgrind --runs 1 --objects %t/pool -o %t/d.yaml > %t/table 2> %t/progress
// RUN: FileCheck --check-prefix=DEBUG %s < %t/progress

// CHECK:      inlint tune: profile: 0 out-of-line calls;
// CHECK-NEXT: inlint tune: profile: {{[1-9][0-9]*}} calls in the bench's own code without a source file: it has no debug information (build with -g; -gdwarf-4 for valgrind 3.19){{$}}
// CHECK-NEXT: inlint tune: error: the profile: no decisions to tune
// CHECK-NEXT: exit 2

// DEBUG:     inlint tune: profile: {{[1-9][0-9]*}} out-of-line calls;
// DEBUG-NOT: without a source file
// DEBUG:     inlint tune: wrote
