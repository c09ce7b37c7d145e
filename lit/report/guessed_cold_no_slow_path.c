// After a chain of `err = step(); if (err) goto fail;` LLVM's compare
// heuristic (an integer is seldom 0) leaves the work that follows cold, as
// in device_add(). No hint of the source says so: the record marks such a
// call guessed_cold, and cold-slow-path does not call it a slow path. A
// call under unlikely() in the same function keeps the advice.
// RUN: rm -rf %t && env INLINT_OUT=%t %clang -O2 -g -fpass-plugin=%plugin -I%inputs -c %s -o %t.o 2>&1 | count 0
// RUN: FileCheck --check-prefix=RECORD %s < %t/__%s.inlint.yaml
// RUN: %inlint show %t/__%s.inlint.yaml | FileCheck %s

#include "kernel.h"

struct dev {
	const char *name;
	unsigned long flags, nattrs;
	int attrs[32];
	struct dev *parent;
};

int dev_set_name(struct dev *d);
int dev_link_parent(struct dev *d);
int dev_add_sysfs(struct dev *d);
int dev_register_bus(struct dev *d);
void dev_undo(struct dev *d);
void dev_warn(const char *msg);

/* The work device registration is for, after its error checks. */
static int dev_add_attrs(struct dev *d)
{
	unsigned long i, sum = 0;

	for (i = 0; i < d->nattrs && i < 32; i++) {
		if (d->attrs[i] < 0)
			return d->attrs[i];
		sum += (unsigned long)d->attrs[i] * (i + 1);
		if (sum > 4096)
			d->flags |= 1ul << (i & 31);
		else
			d->flags &= ~(1ul << (i & 15));
	}
	d->flags ^= sum;
	return 0;
}

/* A real slow path: too many attributes, which the source says is rare. */
static void dev_trim_attrs(struct dev *d)
{
	unsigned long i;

	dev_warn(d->name);
	for (i = 32; i < d->nattrs; i++) {
		d->attrs[i & 31] ^= (int)i;
		d->flags |= 1ul << (i & 31);
		if (d->attrs[i & 31] < 0)
			d->attrs[i & 31] = -d->attrs[i & 31];
		else if (d->attrs[i & 31] > 1000)
			d->attrs[i & 31] /= 3;
		if (d->parent)
			d->parent->flags |= d->flags & 0xff;
		else
			d->flags ^= i * 0x9e3779b9ul;
	}
	d->nattrs = 32;
	if (d->parent && d->parent->nattrs > 32)
		dev_warn(d->parent->name);
}

int dev_add(struct dev *d)
{
	int err;

	if (unlikely(d->nattrs > 32))
		dev_trim_attrs(d);
	err = dev_set_name(d);
	if (err)
		goto fail;
	err = dev_link_parent(d);
	if (err)
		goto fail;
	err = dev_add_sysfs(d);
	if (err)
		goto fail;
	err = dev_register_bus(d);
	if (err)
		goto fail;
	err = dev_add_attrs(d);
	if (err)
		goto fail;
	return 0;
fail:
	dev_undo(d);
	return err;
}

// RECORD-LABEL: - name: dev_trim_attrs
// RECORD:       - caller: dev_add
// RECORD-NEXT:    line: {{[0-9]+}}
// RECORD-NEXT:    hotness: cold
// RECORD-NEXT:    frequency: {{.*}}
// RECORD-NEXT:    inlined:
// RECORD-LABEL: - name: dev_add_attrs
// RECORD:       - caller: dev_add
// RECORD-NEXT:    line: [[#@LINE-17]]
// RECORD-NEXT:    hotness: cold
// RECORD-NEXT:    frequency: 0.0197
// RECORD-NEXT:    guessed_cold: true

// CHECK-NOT: dev_add_attrs
// CHECK: noinline: dev_trim_attrs: {{.*}}single call site dev_add:{{[0-9]+}} is cold {{.*}}[inlint-cold-slow-path]
// CHECK-NOT: dev_add_attrs
