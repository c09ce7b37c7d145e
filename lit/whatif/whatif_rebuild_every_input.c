// Prediction equals a real rebuild, on every lit input that has decisions:
// whatif_rebuild.py tries each decision set of lit/Inputs on the sources
// that call or define one of its functions (through inlint whatif -p), then
// rebuilds each source by hand (plain, with the plugin, with INLINT_APPLY)
// and compares every flip (its own diff of the two records), every copy's
// bytes and the .text totals (inlint bloat -t of the plain and the applied
// object) with the prediction. It also checks that loading the plugin alone
// changes no byte.
// RUN: rm -rf %t && mkdir -p %t && cd %top
// RUN: env -u LD_PRELOAD INLINT_TEST_PRELOAD="$LD_PRELOAD" %python %inputs/whatif_rebuild.py --inlint %inlint --plugin %plugin --clang %clang --work %t lit/Inputs/*.yaml lit/Inputs/*.c examples/pool/*.c examples/mm_like/*.c > %t/out
// RUN: FileCheck %s < %t/out
// RUN: not grep -v -e 'same as the rebuild$' -e '^decision sets:' %t/out

// CHECK: examples/pool/pool.c with force_obj_malloc.yaml: 3 flips, 3 copies, .text +612: same as the rebuild
// CHECK: decision sets: [[#SETS:]], compared: [[#]], mismatches: 0
