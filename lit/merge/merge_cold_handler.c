// A loop inside a debugfs show handler is hot relative to the handler's
// entry (961x), but the handler is a cold root of the whole program: its
// address is taken and it calls seq_printf, so it runs when someone reads
// the file. Merged, the call's global frequency is 0 and the recommendation
// says so, with the evidence it rests on, and ranks by it.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c %s -o %t/h.o
// RUN: FileCheck --check-prefix=RECORD %s < %t/rec/__%s.inlint.yaml
// RUN: %inlint merge %t/rec -o %t/report.yaml | FileCheck --check-prefix=SUMMARY %s
// RUN: FileCheck %s < %t/report.yaml

// RECORD:      - caller: stats_show
// RECORD-NEXT:   line: [[#]]
// RECORD-NEXT:   hotness: hot
// RECORD-NEXT:   frequency: 961

// SUMMARY:      top 1 by expected value:
// SUMMARY-NEXT: {{.*}}.c:[[#]]: none: slot_weight: {{.*}}(hot, 961.0x entry){{.*}} (1 TU, unknown (estimate); static estimate, global: cold, 0 calls per root entry) [inlint-noinline-in-hot-loop]

// CHECK:      reason: noinline-in-hot-loop
// CHECK:      score: 3
// CHECK-NEXT: global_frequency: 0
// CHECK-NEXT: hotness: cold
// CHECK-NEXT: evidence: static estimate, global
// CHECK:      - name: stats_open
// CHECK:        entry_frequency: 0
// CHECK-NEXT:   global_frequency: 0
// CHECK-NEXT:   cold_root: true
// CHECK:      - name: stats_show
// CHECK:        entry_frequency: 0
// CHECK-NEXT:   global_frequency: 0
// CHECK-NEXT:   cold_root: true

struct seq_file;
struct file;
struct inode;

struct slot {
	unsigned long used, freed;
};

struct file_ops {
	int (*open)(struct inode *, struct file *);
};

extern int seq_printf(struct seq_file *m, const char *fmt, ...);
extern int single_open(struct file *file,
		       int (*show)(struct seq_file *, void *), void *data);

static struct slot slots[64][64];

static __attribute__((noinline)) unsigned long slot_weight(struct slot *s)
{
	return s->used - s->freed;
}

static int stats_show(struct seq_file *m, void *v)
{
	unsigned long total = 0;

	for (int i = 0; i < 64; i++)
		for (int j = 0; j < 64; j++)
			total += slot_weight(&slots[i][j]);
	seq_printf(m, "%lu\n", total);
	return 0;
}

static int stats_open(struct inode *inode, struct file *file)
{
	return single_open(file, stats_show, (void *)0);
}

const struct file_ops stats_fops = {
	.open = stats_open,
};
