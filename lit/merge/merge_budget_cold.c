// merge --budget drops an always_inline whose calls the whole program
// reaches rarely, even when it fits: fold_words is kept out of line in
// dump_slab, an error report (it calls _printk on entry), so forcing it
// buys no time, though its 2,109 bytes fit in 3,000. Built with -DTRACE,
// dump_slab writes to a trace buffer instead, is no report, and the same
// recommendation is kept.
// RUN: rm -rf %t && mkdir -p %t/cold %t/trace
// RUN: env INLINT_OUT=%t/cold/rec %clang -O2 -g -fpass-plugin=%plugin -c %s -o %t/cold/c.o
// RUN: env INLINT_OUT=%t/trace/rec %clang -O2 -g -DTRACE -fpass-plugin=%plugin -c %s -o %t/trace/c.o
// RUN: %inlint merge %t/cold/rec -o %t/cold.yaml --objects %t/cold --budget 3000 | FileCheck --check-prefix=COLD %s
// RUN: FileCheck --check-prefix=COLD-YAML %s < %t/cold.yaml
// RUN: %inlint merge %t/trace/rec -o %t/trace.yaml --objects %t/trace --budget 3000 | FileCheck --check-prefix=TRACE %s
// RUN: FileCheck --check-prefix=TRACE-YAML %s < %t/trace.yaml

// COLD: budget: {{.*}}; kept 0, dropped 1 (1 always_inline on globally cold calls); predicted text delta +0 bytes
// COLD-YAML:      recommendations: []
// COLD-YAML:      over_budget:
// COLD-YAML-NEXT: - function: fold_words
// COLD-YAML:        global_frequency: 0
// COLD-YAML-NEXT:   hotness: cold
// TRACE: budget: {{.*}}; kept 1, dropped 0; predicted text delta +{{[1-9][0-9]*}} bytes
// TRACE-YAML:      recommendations:
// TRACE-YAML-NEXT: - function: fold_words
// TRACE-YAML:        action: always_inline
// TRACE-YAML-NOT:    hotness: cold
// TRACE-YAML:      over_budget: []

#ifdef TRACE
extern int trace_printf(const char *fmt, ...);
#define _printk trace_printf
#else
extern int _printk(const char *fmt, ...);
#endif

struct slab {
	unsigned long words[32];
	unsigned int objects, inuse, size;
	void *freelist;
};

static struct slab slabs[64];

/* Two switches keep it past LLVM's threshold at four calls. */
static unsigned long fold_words(const struct slab *s, unsigned int from)
{
	unsigned long h = s->size;

	for (unsigned int i = from; i < 32; i++) {
		unsigned long w = s->words[i];

		switch (w & 7) {
		case 0: h ^= w * 0x9e3779b97f4a7c15UL; break;
		case 1: h += (w >> 3) ^ s->objects; break;
		case 2: h -= (w << 5) | s->inuse; break;
		case 3: h = (h << 13) | (h >> 51); break;
		case 4: h ^= w / (s->size | 1); break;
		case 5: h += w % (s->objects | 1); break;
		case 6: h = ~h + w; break;
		default: h ^= (unsigned long)s->freelist; break;
		}
		switch ((h >> 7) & 7) {
		case 0: h += w >> 9; break;
		case 1: h ^= s->words[(i + 3) & 31]; break;
		case 2: h -= s->words[(i + 7) & 31] >> 2; break;
		case 3: h = (h >> 17) | (h << 47); break;
		case 4: h += w / (s->inuse | 3); break;
		case 5: h ^= w % (s->size | 5); break;
		case 6: h = h * 31 + w; break;
		default: h -= (unsigned long)s->freelist >> 4; break;
		}
		if (h & 1)
			h += s->objects;
		else
			h -= s->inuse;
	}
	return h;
}

static void dump_slab(const struct slab *s)
{
	_printk("slab %p: objects %u inuse %u\n", s, s->objects, s->inuse);
	for (unsigned int i = 0; i < 8; i++)
		_printk("  fold %u: %lx\n", i, fold_words(s, i));
	_printk("  tail %lx %lx %lx\n", fold_words(s, 16), fold_words(s, 20),
		fold_words(s, 24));
}

int check_slabs(void)
{
	int bad = 0;

	for (int i = 0; i < 64; i++)
		if (slabs[i].inuse > slabs[i].objects) {
			dump_slab(&slabs[i]);
			bad++;
		}
	return bad;
}

