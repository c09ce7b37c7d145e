// Bad input, as either file: one line "inlint bloat: error: FILE: problem" on stderr,
// exit status 2, nothing on stdout. Not ELF (text, LLVM IR, an empty file),
// a missing file, a truncated ELF file, junk behind an ELF magic, a
// malformed archive and an archive with a member that is not ELF.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang --target=x86_64-linux-gnu -O2 -c %inputs/bloat_clones.c -o %t/good.o
// RUN: echo 'not an object' > %t/text.o
// RUN: %clang --target=x86_64-linux-gnu -O2 -c -emit-llvm %inputs/bloat_clones.c -o %t/ir.o
// RUN: touch %t/empty.o
// RUN: head -c 200 %t/good.o > %t/truncated.o
// RUN: printf '\177ELF\002\001\001\000' > %t/junk.o && cat %inputs/bloat_clones.c >> %t/junk.o
// RUN: printf '!<arch>\nbroken' > %t/broken.a
// RUN: llvm-ar rc %t/mixed.a %t/good.o %t/text.o
// DEFINE: %{file} =
// DEFINE: %{prefix} =
// DEFINE: %{bad} = %inlint bloat %t/good.o %t/%{file} > %t/%{file}.out 2> %t/%{file}.err || echo "exit $?" >> %t/%{file}.err
// DEFINE: %{check} = count 0 < %t/%{file}.out && FileCheck --check-prefix=%{prefix} --implicit-check-not=inlint %s < %t/%{file}.err
// REDEFINE: %{file} = text.o
// REDEFINE: %{prefix} = TEXT
// RUN: %{bad} && %{check}
// REDEFINE: %{file} = ir.o
// REDEFINE: %{prefix} = IR
// RUN: %{bad} && %{check}
// REDEFINE: %{file} = empty.o
// REDEFINE: %{prefix} = EMPTY
// RUN: %{bad} && %{check}
// REDEFINE: %{file} = missing.o
// REDEFINE: %{prefix} = MISSING
// RUN: %{bad} && %{check}
// REDEFINE: %{file} = truncated.o
// REDEFINE: %{prefix} = TRUNCATED
// RUN: %{bad} && %{check}
// REDEFINE: %{file} = junk.o
// REDEFINE: %{prefix} = JUNK
// RUN: %{bad} && %{check}
// REDEFINE: %{file} = broken.a
// REDEFINE: %{prefix} = BROKEN
// RUN: %{bad} && %{check}
// REDEFINE: %{file} = mixed.a
// REDEFINE: %{prefix} = MIXED
// RUN: %{bad} && %{check}
// The first file is read first; a bad one stops there.
// RUN: not %inlint bloat %t/missing.o %t/text.o > %t/first.out 2> %t/first.err
// RUN: count 0 < %t/first.out
// RUN: FileCheck --check-prefix=FIRST --implicit-check-not=inlint %s < %t/first.err

// TEXT:      inlint bloat: error: {{.*}}text.o: not an ELF file or archive
// TEXT-NEXT: exit 2
// IR:        inlint bloat: error: {{.*}}ir.o: LLVM bitcode, not machine code (-flto or -emit-llvm)
// IR-NEXT:   exit 2
// EMPTY:     inlint bloat: error: {{.*}}empty.o: not an ELF file or archive
// EMPTY-NEXT: exit 2
// MISSING:   inlint bloat: error: {{.*}}missing.o: cannot open (No such file or directory)
// MISSING-NEXT: exit 2
// TRUNCATED: inlint bloat: error: {{.*}}truncated.o: malformed ({{.+}})
// TRUNCATED-NEXT: exit 2
// JUNK:      inlint bloat: error: {{.*}}junk.o: malformed ({{.+}})
// JUNK-NEXT: exit 2
// BROKEN:    inlint bloat: error: {{.*}}broken.a: malformed ({{.+}})
// BROKEN-NEXT: exit 2
// MIXED:     inlint bloat: error: {{.*}}mixed.a(text.o): not an ELF file or archive
// MIXED-NEXT: exit 2
// FIRST:     inlint bloat: error: {{.*}}missing.o: cannot open (No such file or directory)
