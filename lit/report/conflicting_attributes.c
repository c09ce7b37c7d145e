// A caller and callee that differ in an attribute LLVM's inliner wants the
// same: noinstr code is noprofile, and under -fsanitize=safe-stack code
// exempt from it lacks safestack. LLVM keeps such a call out of line at any
// size ("conflicting attributes") unless the callee is always_inline. The
// record names the attribute at the call; the advice to force a tiny
// helper says why LLVM keeps it, not a threshold it fits; and an
// __always_inline that such a call needs is not called redundant, as the
// same code built without safe-stack has it called.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c %s -o %t/plain.o
// RUN: find %t/rec -name '*.yaml' | xargs cat > %t/plain.yaml
// RUN: FileCheck --check-prefix=RECORD %s < %t/plain.yaml
// RUN: %inlint show %t/plain.yaml | FileCheck --check-prefix=SHOW %s
// RUN: env INLINT_OUT=%t/rec_ss %clang -O2 -g -fsanitize=safe-stack -fpass-plugin=%plugin -c %s -o %t/ss.o
// RUN: find %t/rec_ss -name '*.yaml' | xargs cat > %t/ss.yaml
// RUN: FileCheck --check-prefix=SAFESTACK %s < %t/ss.yaml
// RUN: %inlint show --all %t/ss.yaml | FileCheck --check-prefix=SHOW-SS %s

// RECORD-LABEL: - name: pool_flags
// RECORD:       - caller: pool_entry_irq
// RECORD:         conflicting_attribute: noprofile
// RECORD-NEXT:    inlined: false
// RECORD-NEXT:    kept: true
// RECORD:       - caller: pool_stat
// RECORD-NOT:     conflicting_attribute
// RECORD:         inlined: true

// SHOW: conflicting_attributes.c:[[#@LINE+32]]: always_inline: pool_flags: {{.*}}kept out of line at 1 of them: pool_entry_irq:[[#@LINE+44]] (normal, 1.00x); at pool_entry_irq:[[#@LINE+44]] the callee and the code the call runs in (its caller, or a function that caller is forced into) differ in the noprofile attribute, and LLVM inlines across that only when forced, at any size (conflicting attributes) — __always_inline removes each call for a copy of that size [static estimate] (confidence 0.90) [inlint-kept-out-of-line]
// SHOW-NOT: threshold 225

// A helper called from an __always_inline body that is forced into noinstr
// code (the kernel's DEFINE_IDTENTRY bodies) runs in noprofile code too.
// RECORD-LABEL: - name: pool_read_gen
// RECORD:       - caller: __pool_exc
// RECORD:         conflicting_attribute: noprofile
// RECORD-NEXT:    inlined: false
// RECORD-NEXT:    kept: true
// SHOW: always_inline: pool_read_gen: {{.*}}at __pool_exc:{{[0-9]+}} the callee and the code the call runs in {{.*}} differ in the noprofile attribute

// SAFESTACK-LABEL: - name: pool_get
// SAFESTACK:       - caller: pool_raw_get
// SAFESTACK:         conflicting_attribute: safestack

// SHOW-SS-NOT: pool_get: __always_inline is redundant
// SHOW-SS:     conflicting_attributes.c: {{.*}} functions

// Without safe-stack nothing conflicts, and the tiny helper's
// __always_inline is redundant, as it is for any caller.
// RUN: %inlint show --all %t/plain.yaml | FileCheck --check-prefix=PLAIN %s
// PLAIN: pool_get: __always_inline is redundant

#define noinstr __attribute__((no_profile_instrument_function, noinline))
#define __always_inline inline __attribute__((always_inline))

struct pool {
	unsigned long flags;
	int *slots;
};

static inline unsigned long pool_flags(const struct pool *p)
{
	return p->flags & 0xff;
}

static __always_inline int pool_get(const struct pool *p, int i)
{
	return p->slots[i];
}

noinstr unsigned long pool_entry_irq(struct pool *p)
{
	return pool_flags(p) | 1;
}

unsigned long pool_stat(struct pool *p)
{
	return pool_flags(p) + (unsigned long)pool_get(p, 0);
}

__attribute__((no_sanitize("safe-stack"), noinline)) int
pool_raw_get(struct pool *p)
{
	return pool_get(p, 1);
}

extern unsigned long pool_gen;

static inline unsigned long pool_read_gen(void)
{
	return pool_gen + 1;
}

static __always_inline void __pool_exc(struct pool *p)
{
	p->flags = pool_read_gen();
}

noinstr void pool_exc(struct pool *p)
{
	__pool_exc(p);
}
