// A template forced into one noinline wrapper per combination of its
// constants (zstd's row match finder): the dispatcher reaches each wrapper
// through nested switches, whose even split makes every call cold, by a
// guess. The wrappers are where the work runs, not slow code: each call
// passes constants that fold the template, so forcing it is no bloat.
// RUN: rm -rf %t && env INLINT_OUT=%t %clang -O2 -g -fpass-plugin=%plugin -I%inputs -c %s -o %t.o 2>&1 | count 0
// RUN: FileCheck --check-prefix=RECORD %s < %t/__%s.inlint.yaml
// RUN: %inlint show %t/__%s.inlint.yaml | FileCheck %s

#include "kernel.h"

struct mf {
	const unsigned char *base;
	unsigned int table[4096];
	unsigned int chain[4096];
	unsigned long hits, misses;
};

enum mf_mode { MF_PLAIN, MF_DICT, MF_EXT };

/* One search, specialised by its callers' constants. */
static __always_inline unsigned int mf_search(struct mf *m, unsigned int pos,
					      int mode, int width, int log)
{
	const unsigned char *p = m->base + pos;
	unsigned int h, best = 0, cur, depth;

	if (width == 4)
		h = (p[0] | p[1] << 8 | p[2] << 16 | (unsigned int)p[3] << 24) * 2654435761u;
	else if (width == 5)
		h = (p[0] | p[1] << 8 | p[2] << 16 | (unsigned int)p[3] << 24) * 2654435761u ^ p[4] * 97u;
	else
		h = (p[0] | p[1] << 8 | p[2] << 16) * 506832829u;
	h >>= 20;
	cur = m->table[h];
	for (depth = 0; depth < (1u << log) && cur < pos; depth++) {
		const unsigned char *q = m->base + cur;
		unsigned int len = 0;

		if (mode == MF_DICT && cur < 64) {
			m->misses++;
			break;
		}
		if (mode == MF_EXT && (cur & 7) == 7)
			q += 8;
		while (len < 32 && q[len] == p[len])
			len++;
		if (len > best)
			best = len;
		cur = m->chain[cur & 4095];
	}
	if (best)
		m->hits++;
	else if (mode == MF_EXT)
		m->misses += 2;
	m->chain[pos & 4095] = m->table[h];
	m->table[h] = pos;
	return best;
}

#define MF_SEARCH_FN(mode, width, log)                                        \
	static noinline unsigned int mf_search_##mode##_##width##_##log(      \
		struct mf *m, unsigned int pos)                               \
	{                                                                      \
		return mf_search(m, pos, mode, width, log);                    \
	}
#define MF_SEARCH_FNS(mode, width)                                             \
	MF_SEARCH_FN(mode, width, 4)                                           \
	MF_SEARCH_FN(mode, width, 5)                                           \
	MF_SEARCH_FN(mode, width, 6)

MF_SEARCH_FNS(MF_PLAIN, 4)
MF_SEARCH_FNS(MF_PLAIN, 5)
MF_SEARCH_FNS(MF_PLAIN, 6)
MF_SEARCH_FNS(MF_DICT, 4)
MF_SEARCH_FNS(MF_DICT, 5)
MF_SEARCH_FNS(MF_DICT, 6)
MF_SEARCH_FNS(MF_EXT, 4)
MF_SEARCH_FNS(MF_EXT, 5)
MF_SEARCH_FNS(MF_EXT, 6)

#define MF_LOGS(mode, width)                                                   \
	switch (log) {                                                         \
	case 4:                                                                \
		return mf_search_##mode##_##width##_4(m, pos);                 \
	case 5:                                                                \
		return mf_search_##mode##_##width##_5(m, pos);                 \
	default:                                                               \
		return mf_search_##mode##_##width##_6(m, pos);                 \
	}
#define MF_WIDTHS(mode)                                                        \
	switch (width) {                                                       \
	case 4:                                                                \
		MF_LOGS(mode, 4)                                               \
	case 5:                                                                \
		MF_LOGS(mode, 5)                                               \
	default:                                                               \
		MF_LOGS(mode, 6)                                               \
	}

unsigned int mf_chain_find(struct mf *m, unsigned int pos);

/* The one entry: every search of the compressor dispatches here, to the
 * hash chain or to a row search specialised for its parameters. */
unsigned int mf_find(struct mf *m, unsigned int pos, int rows, int mode,
		     int width, int log)
{
	if (rows != 1)
		return mf_chain_find(m, pos);
	switch (mode) {
	case MF_PLAIN:
		MF_WIDTHS(MF_PLAIN)
	case MF_DICT:
		MF_WIDTHS(MF_DICT)
	default:
		MF_WIDTHS(MF_EXT)
	}
}

// RECORD-LABEL: - name: mf_search_MF_PLAIN_4_4
// RECORD:       - caller: mf_find
// RECORD-NEXT:    line: {{[0-9]+}}
// RECORD-NEXT:    hotness: cold
// RECORD-NEXT:    frequency: 0.0185
// RECORD-NEXT:    guessed_cold: true
// RECORD-LABEL: - name: mf_search{{$}}
// RECORD:         callers: 27
// RECORD:       - caller: mf_search_MF_PLAIN_4_4
// RECORD-NEXT:    line: {{[0-9]+}}
// RECORD-NEXT:    hotness: normal
// RECORD-NEXT:    frequency: 1
// RECORD-NEXT:    pruned: 4

// CHECK-NOT: forced-inline-bloat
// CHECK: switch_template_no_bloat.c: 29 functions, 0 recommendations
