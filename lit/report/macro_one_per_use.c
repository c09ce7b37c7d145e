// A macro that writes one function per use, its name pasted from the
// argument (DEFINE_SLOT_RESERVE(rx) writes rx_reserve): no other function
// shares its line, but rx_reserve is not written on that line of the
// source, so the record marks it macro_generated and names the macro. Its
// advice is advice on the macro: it stands while every use's function gets
// it (rx and tx), and is information once a third use does not (one
// caller: inlined). The same function written by hand keeps its advice.
// RUN: rm -rf %t && env INLINT_OUT=%t/two %clang -O2 -g -fpass-plugin=%plugin -c %inputs/getter_macro.c -o %t.o
// RUN: find %t/two -name '*.yaml' | xargs %inlint show --all | FileCheck --check-prefix=AGREE %s
// RUN: find %t/two -name '*.yaml' | xargs cat | FileCheck --check-prefix=RECORD %s
// RUN: env INLINT_OUT=%t/three %clang -O2 -g -DONE_CALLER -fpass-plugin=%plugin -c %inputs/getter_macro.c -o %t.o
// RUN: find %t/three -name '*.yaml' | xargs %inlint show --all | FileCheck --check-prefix=DISAGREE %s

// RECORD-LABEL: - name: rx_reserve
// RECORD:         macro_generated: true
// RECORD-NEXT:    macro: DEFINE_SLOT_RESERVE
// RECORD-LABEL: - name: hand_reserve
// RECORD-NOT:     {{ macro(_generated)?:}}
// RECORD:       recommendations:

// AGREE:      getter_macro.c:[[#]]: always_inline: rx_reserve: {{.*}}; written by DEFINE_SLOT_RESERVE at line [[#]] as is 1 other function (one per use), which all get this advice: annotate the macro [static estimate]
// AGREE-NEXT: getter_macro.c:[[#]]: always_inline: tx_reserve: {{.*}}annotate the macro [static estimate]
// AGREE-NEXT: getter_macro.c:[[#]]: always_inline: hand_reserve: {{.*}}of that size [static estimate]
// AGREE:      getter_macro.c: 9 functions, 3 recommendations

// DISAGREE:      getter_macro.c:[[#]]: always_inline: rx_reserve: {{.*}}as are 2 other functions (one per use), which do not all get this advice: no advice on a macro's expansion
// DISAGREE-NEXT: getter_macro.c:[[#]]: always_inline: tx_reserve: {{.*}}no advice on a macro's expansion
// DISAGREE-NEXT: getter_macro.c:[[#]]: always_inline: hand_reserve:
// DISAGREE:      getter_macro.c: 11 functions, 1 recommendation, 2 information entries
