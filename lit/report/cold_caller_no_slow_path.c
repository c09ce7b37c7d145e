// A caller cold by its source (__init, which the kernel makes __cold too;
// __ref) has no fast path to keep lean, and its static estimate is noise:
// each block that calls another __init function counts as cold, so a
// decoder's loop comes out colder than its error paths, and a daemon's
// __noreturn work loop is as cold as a panic. No cold-slow-path there. A
// slow path under unlikely() in ordinary code keeps the advice.
// RUN: rm -rf %t && env INLINT_OUT=%t %clang -O2 -g -fpass-plugin=%plugin -I%inputs -c %s -o %t.o 2>&1 | count 0
// RUN: FileCheck --check-prefix=RECORD %s < %t/__%s.inlint.yaml
// RUN: %inlint show %t/__%s.inlint.yaml | FileCheck %s

#include "kernel.h"

#define __init __attribute__((__section__(".init.text"))) __cold
#define __ref __attribute__((__section__(".ref.text"))) noinline

struct rc {
	const unsigned char *p, *end;
	unsigned int code, range;
	unsigned short probs[2048];
};

struct out {
	unsigned char *buf;
	unsigned long pos, size;
	unsigned char prev;
};

/* One literal of a range decoder: the work of every loop iteration. */
static inline int __init boot_literal(struct out *w, struct rc *r, int lc)
{
	unsigned short *prob = r->probs + ((w->prev >> (8 - lc)) << 3);
	int sym = 1;

	do {
		unsigned int bound = (r->range >> 11) * prob[sym & 255];

		if (r->code < bound) {
			r->range = bound;
			prob[sym & 255] += (2048 - prob[sym & 255]) >> 5;
			sym <<= 1;
		} else {
			r->range -= bound;
			r->code -= bound;
			prob[sym & 255] -= prob[sym & 255] >> 5;
			sym = (sym << 1) | 1;
		}
		if (r->range < (1u << 24) && r->p < r->end) {
			r->range <<= 8;
			r->code = (r->code << 8) | *r->p++;
		}
	} while (sym < 0x100);
	w->prev = (unsigned char)sym;
	if (w->pos >= w->size)
		return -1;
	w->buf[w->pos++] = w->prev;
	return 0;
}

static inline void __init rc_start(struct rc *r)
{
	r->code = 0;
	r->range = 0xffffffff;
}

int __init unpack_initrd(struct out *w, struct rc *r, int lc,
			 void (*error)(const char *))
{
	if (!r->p) {
		error("no input");
		return -1;
	}
	rc_start(r);
	if (r->end - r->p < 5) {
		error("short header");
		return -1;
	}
	rc_start(r);
	while (w->pos < w->size)
		if (boot_literal(w, r, lc)) {
			error("corrupt");
			return -1;
		}
	return 0;
}

/* A kernel thread's loop, entered once its __init setup is done. */
static __noreturn void serve(struct out *w, struct rc *r, void (*wait)(void))
{
	for (;;) {
		wait();
		while (w->pos < w->size && r->p < r->end) {
			unsigned int c = *r->p++;

			w->buf[w->pos++] = (unsigned char)(c ^ w->prev);
			w->prev = (unsigned char)(c * 31 + (c >> 3));
			if ((c & 0x7f) == 0x7f)
				r->code = r->code * 33 + c;
			else
				r->range ^= c << (w->pos & 7);
		}
		w->pos = 0;
	}
}

int __ref serve_thread(struct out *w, struct rc *r, void (*wait)(void))
{
	if (unpack_initrd(w, r, 3, 0))
		return -1;
	serve(w, r, wait);
}

/* Ordinary code: refilling the window is the slow path of a byte read. */
static int refill(struct out *w, struct rc *r)
{
	unsigned long n = 0;

	while (r->p < r->end && n < w->size) {
		unsigned int c = *r->p++;

		w->buf[n] = (unsigned char)(c ^ w->prev);
		w->prev = (unsigned char)(c * 31 + (c >> 3));
		n++;
		if ((c & 0x7f) == 0x7f)
			r->code = r->code * 33 + c;
		else
			r->range ^= c << (n & 7);
	}
	w->pos = 0;
	w->size = n;
	return n ? 0 : -1;
}

int next_byte(struct out *w, struct rc *r)
{
	if (unlikely(w->pos >= w->size) && refill(w, r))
		return -1;
	return w->buf[w->pos++];
}

// The caller's estimate calls the decoder loop cold.
// RECORD-LABEL: - name: boot_literal
// RECORD:         section: .init.text
// RECORD:         attributes: [inline_hint, cold, opt_size]
// RECORD:       - caller: unpack_initrd
// RECORD-NEXT:    line: {{[0-9]+}}
// RECORD-NEXT:    hotness: cold

// RECORD-LABEL: - name: serve
// RECORD:       - caller: serve_thread
// RECORD-NEXT:    line: {{[0-9]+}}
// RECORD-NEXT:    hotness: cold

// CHECK-NOT: {{boot_literal|serve}}
// CHECK: noinline: refill: {{.*}}single call site next_byte:{{[0-9]+}} is cold {{.*}}[inlint-cold-slow-path]
// CHECK-NOT: {{boot_literal|serve}}
