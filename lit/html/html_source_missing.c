// The sources are read from where the compiles ran: from elsewhere the page
// says which source is missing and why, and lists the marked lines alone;
// --source names the directory, and the lines are back.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c lit/Inputs/slab.c -o %t/slab.o
// RUN: cd %t && %inlint html rec -o missing.html
// RUN: FileCheck --check-prefix=MISSING %s < %t/missing.html
// RUN: cd %t && %inlint html rec --source %top -o found.html
// RUN: FileCheck --check-prefix=FOUND %s < %t/found.html

// MISSING:      <p class="missing">Source missing: lit/Inputs/slab.c: cannot open (No such file or directory). Only the marked lines are listed; give --source DIR, the directory the compiles ran in.</p>
// MISSING-NEXT: <table class="src">
// MISSING-NEXT: <tr id="f0-L30" class="marked">{{.*}}<td class="s"></td></tr>

// FOUND-NOT:  Source missing
// FOUND:      <tr id="f0-L1"><td class="n"><a href="#f0-L1">1</a></td><td class="g"></td><td class="s">/* slab.c - a kernel-style object cache
