// inlint flags gives the plugin its decisions on the command line, where a
// compiler launcher sees them: ccache hashes them, distcc sends them. Only
// the keys the plugin applies travel, in a word that needs no quoting. A
// compile with the flags and no INLINT_* variable applies them, writes no
// record file (INLINT_OUT is set and stays empty), and its object carries
// the record.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %inlint flags --plugin %plugin --apply %inputs/force_obj_malloc.yaml > flags
// RUN: sed 's|%plugin|PLUGIN|g' flags | FileCheck --check-prefix=FLAGS --match-full-lines %s
// RUN: %inlint flags --plugin %plugin --apply %inputs/slab_call_site.yaml | sed 's|%plugin|PLUGIN|g' | FileCheck --check-prefix=CALL --match-full-lines %s
// RUN: %inlint flags --plugin %plugin | sed 's|%plugin|PLUGIN|g' | FileCheck --check-prefix=NONE --match-full-lines %s
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -c %top/examples/pool/pool.c -o pool.o $(cat flags)
// RUN: not ls %t/rec
// RUN: llvm-nm pool.o | FileCheck --check-prefix=NM %s
// RUN: llvm-objcopy --dump-section .inlint=record pool.o
// RUN: gzip -dc record | FileCheck --check-prefix=RECORD %s
//
// --record-file, for a build without a launcher: the same decisions, and
// the record file written too.
// RUN: %inlint flags --plugin %plugin --apply %inputs/force_obj_malloc.yaml --record-file > file_flags
// RUN: sed 's|%plugin|PLUGIN|g' file_flags | FileCheck --check-prefix=FILE-FLAGS --match-full-lines %s
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -c %top/examples/pool/pool.c -o pool.o $(cat file_flags)
// RUN: FileCheck --check-prefix=RECORD %s < $(find %t/rec -name pool.c.inlint.yaml)

// FLAGS: -fpass-plugin=PLUGIN -mllvm -inlint-no-record-file -mllvm -inlint-decisions=always_inline:obj_malloc:examples/pool/pool%2Ec
// CALL: -fpass-plugin=PLUGIN -mllvm -inlint-no-record-file -mllvm -inlint-decisions=noinline:slab_take:slab.c:slab_alloc:110
// NONE: -fpass-plugin=PLUGIN -mllvm -inlint-no-record-file
// FILE-FLAGS: -fpass-plugin=PLUGIN -mllvm -inlint-decisions=always_inline:obj_malloc:examples/pool/pool%2Ec

// NM-NOT: obj_malloc
// NM:     T pool_alloc
// NM-NOT: obj_malloc

// RECORD:      problems: []
// RECORD:      decisions_file: "-inlint-decisions"
// RECORD-NEXT: applied:
// RECORD-NEXT: - function: obj_malloc
// RECORD-NEXT:   file: {{.*}}examples/pool/pool.c
// RECORD-NEXT:   action: always_inline
// RECORD-NEXT:   status: applied
// RECORD-NEXT:   detail: added alwaysinline
// RECORD-NEXT:   effect: inlined
// RECORD-NEXT:   took_effect: true
