// Every line of why --records says what clang's own remark stream says of
// that call. The input is generated: a kernel-style TU with hundreds of
// calls (helpers called from many places, single-caller statics, __cold
// callers and unlikely() paths, __always_inline and noinline, empty hooks,
// calls inside functions that are themselves inlined, calls deleted before
// the inliner ran). remark_check.py reads the remark YAML itself, and the
// object's symbols for the bodies that survived, and judges each line.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env -u LD_PRELOAD %python %inputs/why/gen_calls.py %t
// RUN: cd %t && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c zcache.c -o zcache.o -fsave-optimization-record -foptimization-record-file=%t/zcache.opt.yaml
// RUN: env -u LD_PRELOAD llvm-nm --defined-only %t/zcache.o > %t/syms
// RUN: %inlint why %t/zcache.opt.yaml --records %t/rec --all > %t/all 2> /dev/null
// RUN: env -u LD_PRELOAD %python %S/remark_check.py %t/zcache.opt.yaml %t/syms %t/all --all | FileCheck --check-prefix=ALL %s
// Without --all: the same lines less the inlined ones, and none says
// inlined.
// RUN: %inlint why %t/zcache.opt.yaml --records %t/rec > %t/missed 2> /dev/null
// RUN: env -u LD_PRELOAD %python %S/remark_check.py %t/zcache.opt.yaml %t/syms %t/missed | FileCheck --check-prefix=MISSED %s
// RUN: grep -v ': inlined: ' %t/all | diff - %t/missed

// Each kind of answer comes up, and no line disagrees.
// ALL:      inlined: {{[1-9][0-9]*}}, not inlined: {{[1-9][0-9]*}}, partly inlined: {{[1-9][0-9]*}}, no remark: {{[1-9][0-9]*}}
// ALL-NEXT: checked: {{[1-9][0-9][0-9]+}}, disagreements: 0
// MISSED:      inlined: 0, not inlined: {{[1-9][0-9]*}}, partly inlined: {{[1-9][0-9]*}}, no remark: {{[1-9][0-9]*}}
// MISSED-NEXT: checked: {{[1-9][0-9]*}}, disagreements: 0
