// action inline gives a function the inlinehint clang gives one written
// `inline` (LLVM's threshold 225 becomes 325) and leaves a forcing
// attribute beside it alone, as the word `inline` beside noinline does.
// The hint is the function's, so a call-site decision is refused. The
// kept bodies (their addresses are taken) show the attributes.
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf -- '- function: irq_mask_bits\n  action: inline\n- function: irq_slow_bits\n  action: inline\n- function: irq_mask_bits\n  caller: irq_mask_now\n  action: inline\n' > %t/inline.yaml
// RUN: %clang -O2 -S -emit-llvm %s -o %t/base.ll
// RUN: FileCheck --check-prefix=BASE %s < %t/base.ll
// RUN: env INLINT_APPLY=%t/inline.yaml INLINT_VERIFY=1 INLINT_OUT=%t/rec %clang -O2 -fpass-plugin=%plugin -S -emit-llvm %s -o %t/inline.ll
// RUN: FileCheck --check-prefix=HINT %s < %t/inline.ll
// RUN: find %t/rec -name '*.yaml' | xargs cat | FileCheck --check-prefix=RECORD %s

struct irq_chip {
	unsigned long (*mask)(unsigned long);
	unsigned long (*slow)(unsigned long);
};

static unsigned long irq_mask_bits(unsigned long v)
{
	return (v & 0xff00ul) | (v >> 17);
}

static __attribute__((__noinline__)) unsigned long
irq_slow_bits(unsigned long v)
{
	return (v * 0x9e3779b97f4a7c15ul) >> 29;
}

const struct irq_chip irq_default_chip = {.mask = irq_mask_bits,
					  .slow = irq_slow_bits};

unsigned long irq_mask_now(unsigned long v)
{
	return irq_mask_bits(v) + irq_slow_bits(v);
}

// BASE: define internal {{.*}}@irq_mask_bits({{.*}}) [[ATTRS:#[0-9]+]]
// BASE-NOT: attributes [[ATTRS]] = { {{.*}}inlinehint
// BASE: attributes [[ATTRS]] = {

// HINT: define internal {{.*}}@irq_mask_bits({{.*}}) [[MASK:#[0-9]+]]
// HINT: define internal {{.*}}@irq_slow_bits({{.*}}) [[SLOW:#[0-9]+]]
// HINT-DAG: attributes [[MASK]] = { {{.*}}inlinehint
// HINT-DAG: attributes [[SLOW]] = { {{.*}}inlinehint {{.*}}noinline

// RECORD-LABEL: applied:
// RECORD-NEXT:  - function: irq_mask_bits
// RECORD:         action: inline
// RECORD-NEXT:    status: applied
// RECORD-NEXT:    detail: added inlinehint
// RECORD:      - function: irq_slow_bits
// RECORD:         action: inline
// RECORD-NEXT:    status: applied
// RECORD-NEXT:    detail: added inlinehint
// RECORD:      - function: irq_mask_bits
// RECORD:         caller: irq_mask_now
// RECORD:         action: inline
// RECORD-NEXT:    status: refused
// RECORD-NEXT:    detail: the inline hint is the function's, not a call's
