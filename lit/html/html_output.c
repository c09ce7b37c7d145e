// -o - writes the page to standard output, its heading naming the build
// the records speak for; an output that cannot be
// written is one line and exit status 2, with nothing left behind; the
// usage errors say what is missing.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c lit/Inputs/zs_slow.c -o %t/zs_slow.o
// RUN: cd %top && %inlint html %t/rec -o - > %t/stdout.html
// RUN: FileCheck --check-prefix=STDOUT %s < %t/stdout.html
// RUN: cd %top && not %inlint html %t/rec -o %t/no-dir/view.html 2> %t/err
// RUN: FileCheck --check-prefix=NODIR %s < %t/err
// RUN: test ! -e %t/no-dir
// RUN: not %inlint html %t/rec 2>&1 | FileCheck --check-prefix=NOOUT %s
// RUN: not %inlint html %t/rec --report %t/r.yaml -o - 2>&1 | FileCheck --check-prefix=BOTH %s
// RUN: not %inlint html %t/empty -o - 2>&1 | FileCheck --check-prefix=NOREC %s

// STDOUT:      <!DOCTYPE html>
// STDOUT:      <header><h1>inlint: what clang-{{[0-9]+}} x86_64 did with
// STDOUT:      <tr id="f0-L48" class="marked">{{.*}}<span class="b kept">kept</span><span class="b cold">cold</span></td><td class="s">		p = alloc_page_slow(pool);</td></tr>
// STDOUT:      </html>

// NODIR:      inlint html: error: {{.*}}no-dir/view.html: cannot create temp file (No such file or directory)
// NODIR-NOT:  {{.}}

// NOOUT: inlint html: error: no output given (-o FILE, or - for standard output)
// BOTH:  inlint html: error: records and --report: give one or the other
// NOREC: inlint html: error: {{.*}}empty: {{.*}}
