// action plain removes the inlinehint clang gives a plain `inline`
// function, as if it were written without `inline`; action none leaves
// the hint (it removes only the forcing attributes). The kept body
// (its address is taken) shows the attributes.
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf -- '- function: irq_mask_bits\n  action: plain\n' > %t/plain.yaml
// RUN: printf -- '- function: irq_mask_bits\n  action: none\n' > %t/none.yaml
// RUN: %clang -O2 -S -emit-llvm %s -o %t/base.ll
// RUN: FileCheck --check-prefix=HINT %s < %t/base.ll
// RUN: env INLINT_APPLY=%t/none.yaml INLINT_VERIFY=1 INLINT_OUT=%t/rec_none %clang -O2 -fpass-plugin=%plugin -S -emit-llvm %s -o %t/none.ll
// RUN: FileCheck --check-prefix=HINT %s < %t/none.ll
// RUN: env INLINT_APPLY=%t/plain.yaml INLINT_VERIFY=1 INLINT_OUT=%t/rec %clang -O2 -fpass-plugin=%plugin -S -emit-llvm %s -o %t/plain.ll
// RUN: FileCheck --check-prefix=PLAIN %s < %t/plain.ll
// RUN: find %t/rec -name '*.yaml' | xargs cat | FileCheck --check-prefix=RECORD %s
// RUN: find %t/rec_none -name '*.yaml' | xargs cat | FileCheck --check-prefix=NONE %s

struct irq_chip {
	unsigned long (*mask)(unsigned long);
};

static inline unsigned long irq_mask_bits(unsigned long v)
{
	return (v & 0xff00ul) | (v >> 17);
}

const struct irq_chip irq_default_chip = {.mask = irq_mask_bits};

unsigned long irq_mask_now(unsigned long v)
{
	return irq_mask_bits(v) + 1;
}

// HINT: define internal {{.*}}@irq_mask_bits({{.*}}) [[ATTRS:#[0-9]+]]
// HINT: attributes [[ATTRS]] = { {{.*}}inlinehint

// PLAIN: define internal {{.*}}@irq_mask_bits({{.*}}) [[ATTRS:#[0-9]+]]
// PLAIN-NOT: attributes [[ATTRS]] = { {{.*}}inlinehint
// PLAIN: attributes [[ATTRS]] = {
// PLAIN-NOT: inlinehint

// RECORD-LABEL: applied:
// RECORD-NEXT:  - function: irq_mask_bits
// RECORD:         action: plain
// RECORD-NEXT:    status: applied
// RECORD-NEXT:    detail: removed inlinehint

// NONE-LABEL: applied:
// NONE-NEXT:  - function: irq_mask_bits
// NONE:         action: none
// NONE-NEXT:    status: unchanged
