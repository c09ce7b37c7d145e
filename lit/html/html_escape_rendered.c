// What Chromium shows of the page of html_escape.c: the line holding markup
// as its text, the bad byte as U+FFFD, the names as written.
// REQUIRES: chromium
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf '/* caf\351 </td></tr><script>alert(1)</script> & "q" */\nstatic int helper(int x)\n{\n\treturn x < 3 ? x * 7 : x >> 1;\n}\n\nint entry(int x)\n{\n\treturn helper(x) + 1;\n}\n' > latin.c
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c latin.c -o latin.o
// RUN: sed -i 's/^- name: helper$/- name: "hel<per>\&\\"x"/; s/^- name: entry$/- name: "en<try>"/; s/^  - caller: entry$/  - caller: "en<try>"/' rec/latin.c.inlint.yaml
// RUN: %inlint html rec -o page.html
// RUN: env -u LD_PRELOAD %python %S/page_view.py page.html f0-L1 f0-L4 f0-L9 | FileCheck %s

// CHECK:      resources fetched: 0
// CHECK-NEXT: line latin.c:2: [def] static int helper(int x)
// CHECK-NEXT: line latin.c:7: [def] int entry(int x)
// CHECK-NEXT: line latin.c:9: [inlined] return helper(x) + 1;
// CHECK-NEXT: row f0-L1: [] /* caf� </td></tr><script>alert(1)</script> & "q" */
// CHECK-NEXT: row f0-L4: [] return x < 3 ? x * 7 : x >> 1;
// CHECK-NEXT: row f0-L9: [inlined] return helper(x) + 1;
// CHECK-NEXT: note f0-L9: inlined call of hel<per>&"x in en<try>: inlined; normal, 1x per entry of en<try>
