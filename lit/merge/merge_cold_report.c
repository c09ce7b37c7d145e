// An error report runs when an error happened, however hot the check that
// calls it: print_object calls _printk on every entry (frequency 1), so it
// is a cold root, and so is object_err, which calls it on every entry. The
// loop in check_all calls check_object 31 times per entry; the calls from
// there into the reports are cold, and neither report passes an entry on.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c %s -o %t/r.o
// RUN: %inlint merge %t/rec -o %t/report.yaml
// RUN: FileCheck %s < %t/report.yaml

// CHECK-LABEL: - name: check_object
// CHECK:         entry_frequency: 31
// CHECK-NEXT:    global_frequency: 31
// CHECK-NOT:     cold_root
// CHECK-LABEL: - name: object_err
// CHECK:         entry_frequency: 0
// CHECK-NEXT:    global_frequency: 0
// CHECK-NEXT:    cold_root: true
// CHECK-LABEL: - name: print_object
// CHECK:         entry_frequency: 0
// CHECK-NEXT:    global_frequency: 0
// CHECK-NEXT:    cold_root: true

extern int _printk(const char *fmt, ...);

struct obj {
	unsigned long magic, size, flags;
	void *owner;
};

static struct obj objs[4096];

static void print_object(const struct obj *o)
{
	_printk("object %p: magic %lx size %lu\n", o, o->magic, o->size);
	_printk("  flags %lx owner %p\n", o->flags, o->owner);
	if (o->flags & 1)
		_printk("  poisoned\n");
	for (int i = 0; i < 4; i++)
		_printk("  word %d: %lx\n", i, ((const unsigned long *)o)[i]);
}

static void object_err(const struct obj *o, const char *why)
{
	_printk("bad object: %s\n", why);
	print_object(o);
}

static int check_object(const struct obj *o)
{
	if (o->magic != 0x5a5a) {
		object_err(o, "magic");
		return 0;
	}
	if (o->size > 4096) {
		object_err(o, "size");
		return 0;
	}
	if (!o->owner) {
		print_object(o);
		return 0;
	}
	return 1;
}

int check_all(void)
{
	int ok = 0;

	for (int i = 0; i < 4096; i++)
		ok += check_object(&objs[i]);
	return ok;
}
