// Bad input leaves nothing written: one line naming the file on stderr,
// exit status 2, and no -o file (not even an empty one).
// RUN: rm -rf %t && mkdir -p %t/src && cp %inputs/slab.c %t/src/
// RUN: %inlint source-patch %inputs/truncated.yaml --src %t/src -o %t/out.diff 2> %t/truncated.err; echo "exit $?" >> %t/truncated.err
// RUN: FileCheck --check-prefix=TRUNCATED %s < %t/truncated.err
// RUN: head -c 300 %plugin > %t/junk.yaml
// RUN: not %inlint source-patch %t/junk.yaml --src %t/src -o %t/out.diff 2> %t/junk.err
// RUN: FileCheck --check-prefix=JUNK %s < %t/junk.err
// RUN: not %inlint source-patch %inputs/slab_call_site.yaml --src %t/missing -o %t/out.diff 2> %t/nosrc.err
// RUN: FileCheck --check-prefix=NOSRC %s < %t/nosrc.err
// RUN: not %inlint source-patch %inputs/slab_call_site.yaml --src %t/src --build %t/src/slab.c -o %t/out.diff 2> %t/nobuild.err
// RUN: FileCheck --check-prefix=NOBUILD %s < %t/nobuild.err
// RUN: not test -e %t/out.diff
// RUN: ls %t | FileCheck --check-prefix=NOTEMP %s

// TRUNCATED:      inlint source-patch: error: {{.*}}truncated.yaml:[[#]]:[[#]]: {{.+}}
// TRUNCATED-NEXT: exit 2
// JUNK:      inlint source-patch: error: {{.*}}junk.yaml{{.*}}
// JUNK-NOT:  {{.}}
// NOSRC:     inlint source-patch: error: {{.*}}missing: not a directory
// NOBUILD:   inlint source-patch: error: {{.*}}/src/slab.c: not a directory (Not a directory)
// NOBUILD-NOT: {{.}}
// NOTEMP-NOT: tmp
