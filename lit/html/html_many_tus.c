// Past 8 TUs a page shows the TUs' sources as it shows headers: the lines
// around each mark, the rest counted. With 8 the TUs are whole.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: for i in 1 2 3 4 5 6 7 8 9; do printf '/* tu%%s */\n\n\n\n\n\n\nstatic int twice(int x)\n{\n\treturn 2 * x;\n}\n\nint entry%%s(int x)\n{\n\treturn twice(x) + 1;\n}\n' $i $i > tu$i.c && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c tu$i.c -o tu$i.o || exit 1; done
// RUN: %inlint html rec -o nine.html
// RUN: grep -o '<h3>tu1.c</h3>\|<tr class="gap">.*lines\?<\|<tr id="f[0-9]-L[0-9]*"' nine.html | FileCheck --check-prefix=NINE %s
// RUN: rm rec/tu9.c.inlint.yaml
// RUN: %inlint html rec -o eight.html
// RUN: grep -o '<h3>tu1.c</h3>\|<tr class="gap">.*lines\?<\|<tr id="f[0-9]-L[0-9]*"' eight.html | FileCheck --check-prefix=EIGHT %s

// NINE:      <h3>tu1.c</h3>
// NINE-NEXT: <tr class="gap"><td></td><td></td><td class="t">&#8942; 4 lines<
// NINE-NEXT: <tr id="f[[F:[0-9]]]-L5"

// EIGHT:      <h3>tu1.c</h3>
// EIGHT-NEXT: <tr id="f[[F:[0-9]]]-L1"
// EIGHT-NEXT: <tr id="f[[F]]-L2"
