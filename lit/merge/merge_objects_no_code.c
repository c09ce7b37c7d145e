// A build whose compiles do not all write machine code: Kbuild compiles
// asm-offsets.c with -S (this file plays it), and an LTO build's objects
// are bitcode. merge --objects measures the objects it can and estimates
// those TUs, saying which and why, instead of stopping at the first; an
// object that is not there at all stays an error.
// RUN: rm -rf %t && mkdir -p %t/tree/src %t/tree/obj
// RUN: cp %top/examples/pool/pool.c %top/examples/pool/pool.h %top/examples/pool/compiler.h %inputs/lz_generic.c %s %t/tree/src/
// RUN: cd %t/tree && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c src/pool.c -o obj/pool.o
// RUN: cd %t/tree && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -S src/merge_objects_no_code.c -o obj/asm-offsets.s
// RUN: cd %t/tree && env INLINT_OUT=%t/rec %clang -O2 -g -flto=thin -fpass-plugin=%plugin -c src/lz_generic.c -o obj/lz_generic.o
// RUN: cd %t && %inlint merge %t/rec -o %t/all.yaml --objects %t/tree --top 0 | FileCheck --check-prefix=SOME %s
// RUN: FileCheck --check-prefix=SOME-YAML %s < %t/all.yaml
// RUN: cd %t && %inlint merge %t/rec/src/pool.c.inlint.yaml %t/rec/src/merge_objects_no_code.c.inlint.yaml -o %t/asm.yaml --objects %t/tree --top 0 | FileCheck --check-prefix=ASM %s
//
// Only the LTO compile: nothing to measure, no budget, and no advice to
// look elsewhere, with --objects or without.
// RUN: cd %t && %inlint merge %t/rec/src/lz_generic.c.inlint.yaml -o %t/lto.yaml --objects %t/tree --top 0 | FileCheck --check-prefix=LTO %s
// RUN: cd %t/tree && %inlint merge %t/rec/src/lz_generic.c.inlint.yaml -o %t/lto-here.yaml --top 0 | FileCheck --check-prefix=LTO-HERE %s
//
// The object gone: --objects names a directory the build did not write.
// RUN: rm %t/tree/obj/pool.o
// RUN: cd %t && not %inlint merge %t/rec -o %t/gone.yaml --objects %t/tree --top 0 > %t/gone.out 2> %t/gone.err
// RUN: count 0 < %t/gone.out
// RUN: FileCheck --check-prefix=GONE %s < %t/gone.err
// RUN: not test -e %t/gone.yaml

// SOME:      3 records, {{.*}}
// SOME:      objects: read 1 of 3 at the records' object keys ({{.*}}/tree/obj/pool.o), under {{.*}}/tree; the other TUs estimated from IR sizes ({{.*}}/tree/obj/lz_generic.o: LLVM bitcode, not machine code (-flto or -emit-llvm))
// SOME-NEXT: budget: {{[0-9]+}} bytes ({{[0-9.]+}}% of {{[0-9]+}} text bytes, from objects for 1 of 3 TUs, the rest estimated); kept {{.*}}
// SOME-NEXT: (the default budget with --objects: +0.5%; --budget none keeps every recommendation)

// SOME-YAML:      budget:
// SOME-YAML-NEXT:   text_bytes: {{[0-9]+}}
// SOME-YAML-NEXT:   text_source: objects

// ASM: objects: read 1 of 2 at the records' object keys ({{.*}}/tree/obj/pool.o), under {{.*}}/tree; the other TUs estimated from IR sizes ({{.*}}/tree/obj/asm-offsets.s: not an ELF file or archive)

// LTO:      objects: none of the 1 at the records' object keys could be read under {{.*}}/tree ({{.*}}/tree/obj/lz_generic.o: LLVM bitcode, not machine code (-flto or -emit-llvm)): costs estimated from IR sizes, no budget{{$}}
// LTO-NOT:  budget:
// LTO-HERE: objects: none of the 1 at the records' object keys could be read from here (obj/lz_generic.o: LLVM bitcode, not machine code (-flto or -emit-llvm)): costs estimated from IR sizes, no budget{{$}}

// GONE: inlint merge: error: {{.*}}/tree/obj/pool.o: cannot open (No such file or directory)

#include <stddef.h>

struct pool_stat {
	unsigned long pages;
	unsigned long objs;
	void *freelist;
};

#define DEFINE(sym, val) \
	asm volatile("\n.ascii \"->" #sym " %0 " #val "\"" : : "i"(val))
#define OFFSET(sym, str, mem) DEFINE(sym, offsetof(struct str, mem))

void common(void);
void common(void)
{
	OFFSET(POOL_STAT_pages, pool_stat, pages);
	OFFSET(POOL_STAT_objs, pool_stat, objs);
	OFFSET(POOL_STAT_freelist, pool_stat, freelist);
}
