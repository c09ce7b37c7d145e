// A report speaks for the level most of its records were built at: a
// project built -O3 (as ffmpeg's configure does) is named so in the
// summary, the report and `show` of it; one TU at another level (the
// kernel's lib/lz4 at -O3 in an -O2 build) does not change the words.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && env INLINT_OUT=%t/o3 %clang -O3 -g -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/pool.o
// RUN: cd %top && env INLINT_OUT=%t/o3 %clang -O3 -g -fpass-plugin=%plugin -c lit/Inputs/lz_generic.c -o %t/lz_generic.o
// RUN: cd %top && env INLINT_OUT=%t/o3 %clang -O2 -g -fpass-plugin=%plugin -I lit/Inputs -c lit/Inputs/slab.c -o %t/slab.o
// RUN: %inlint merge %t/o3 -o %t/o3.yaml | FileCheck --check-prefix=O3 %s
// RUN: FileCheck --check-prefix=O3-REPORT %s < %t/o3.yaml
// RUN: %inlint show %t/o3.yaml | FileCheck --check-prefix=O3-SHOW %s
// RUN: cd %top && env INLINT_OUT=%t/o2 %clang -O2 -g -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/pool.o
// RUN: cd %top && env INLINT_OUT=%t/o2 %clang -O3 -g -fpass-plugin=%plugin -c lit/Inputs/lz_generic.c -o %t/lz_generic.o
// RUN: cd %top && env INLINT_OUT=%t/o2 %clang -O2 -g -fpass-plugin=%plugin -I lit/Inputs -c lit/Inputs/slab.c -o %t/slab.o
// RUN: %inlint merge %t/o2 -o %t/o2.yaml | FileCheck --check-prefix=O2 %s
// RUN: FileCheck --check-prefix=O2-REPORT %s < %t/o2.yaml

// O3: 3 records, {{.*}} (clang-{{[0-9]+}} x86_64 -O3){{$}}
// O3-REPORT: compiler: {{.*}}
// O3-REPORT-NEXT: level: "-O3"
// O3-SHOW: (clang-{{[0-9]+}} x86_64 -O3){{$}}
// O2: 3 records, {{.*}} (clang-{{[0-9]+}} x86_64){{$}}
// O2-REPORT: compiler: {{.*}}
// O2-REPORT-NOT: level:
