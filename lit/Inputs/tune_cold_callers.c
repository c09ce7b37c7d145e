/* A generic allocator body behind five front ends, each with its own
 * constant flags, as jemalloc's imalloc behind malloc, calloc, memalign and
 * the rest. The bench runs only slab_alloc_fast; the other front ends are
 * reached only for an argument it never gets. slab_grow is called only
 * from two of them, and never runs; slab_round is inlined into three. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SLAB_ZERO   1u
#define SLAB_ALIGN  2u
#define SLAB_DMA    4u
#define SLAB_ATOMIC 8u
#define SLAB_NOWARN 16u

struct slab {
	unsigned long words[64];
	unsigned long used, grown, checksum;
};

static struct slab slab;

static __attribute__((noinline)) void slab_warn(const char *what)
{
	fprintf(stderr, "slab: %s\n", what);
}

/* A slow path: __cold keeps its calls out of line. */
static __attribute__((cold)) unsigned long slab_grow(struct slab *s,
						     unsigned flags)
{
	for (unsigned i = 0; i < 64; i++) {
		s->words[i] ^= (unsigned long)i * 2654435761u;
		if (flags & SLAB_DMA)
			s->words[i] &= 0xffffffffu;
		if (flags & SLAB_ATOMIC)
			s->words[i] |= 1;
		s->checksum += s->words[i] >> (i & 7);
		if (flags & SLAB_ZERO)
			s->words[(i * 7) % 64] = s->checksum % 1009;
		if (flags & SLAB_ALIGN)
			s->checksum ^= s->words[(i * 11) % 64] << (i & 3);
	}
	return ++s->grown;
}

static unsigned long slab_get(struct slab *s, unsigned long n, unsigned flags)
{
	unsigned long at = s->used % 64;

	if (flags & SLAB_ALIGN)
		at = (at + 7) & ~7ul;
	if (flags & SLAB_DMA) {
		if (at + n > 32) {
			if (!(flags & SLAB_NOWARN))
				slab_warn("dma");
			return 0;
		}
	}
	for (unsigned long i = 0; i < n && at + i < 64; i++) {
		if (flags & SLAB_ZERO)
			s->words[at + i] = 0;
		else if (flags & SLAB_ATOMIC)
			s->words[at + i] |= 1;
		else
			s->words[at + i] += i;
		if (flags & SLAB_DMA)
			s->words[at + i] &= 0xffffffffu;
		s->checksum += s->words[at + i] * (flags | 1);
	}
	for (unsigned r = 0; r < 4; r++) {
		if (flags & SLAB_ZERO)
			s->checksum =
				s->checksum * 31 + s->words[(at + r) % 64];
		if (flags & SLAB_ALIGN)
			s->checksum ^= s->words[(at * 3 + r) % 64] << r;
		if (flags & SLAB_DMA)
			s->checksum += s->words[(at * 5 + r) % 64] >> r;
		if (flags & SLAB_ATOMIC)
			s->checksum -= s->words[(at * 7 + r) % 64] * r;
	}
	/* Work no flag folds: the body stays large in every caller. */
	switch ((s->checksum + n) % 24) {
	case 0:
		s->checksum = (s->checksum ^ s->words[0]) * 3u + 1;
		break;
	case 1:
		s->checksum = (s->checksum ^ s->words[13]) * 5u + 8;
		break;
	case 2:
		s->checksum = (s->checksum ^ s->words[26]) * 7u + 15;
		break;
	case 3:
		s->checksum = (s->checksum ^ s->words[39]) * 9u + 22;
		break;
	case 4:
		s->checksum = (s->checksum ^ s->words[52]) * 11u + 29;
		break;
	case 5:
		s->checksum = (s->checksum ^ s->words[1]) * 13u + 36;
		break;
	case 6:
		s->checksum = (s->checksum ^ s->words[14]) * 15u + 43;
		break;
	case 7:
		s->checksum = (s->checksum ^ s->words[27]) * 17u + 50;
		break;
	case 8:
		s->checksum = (s->checksum ^ s->words[40]) * 19u + 57;
		break;
	case 9:
		s->checksum = (s->checksum ^ s->words[53]) * 21u + 64;
		break;
	case 10:
		s->checksum = (s->checksum ^ s->words[2]) * 23u + 71;
		break;
	case 11:
		s->checksum = (s->checksum ^ s->words[15]) * 25u + 78;
		break;
	case 12:
		s->checksum = (s->checksum ^ s->words[28]) * 27u + 85;
		break;
	case 13:
		s->checksum = (s->checksum ^ s->words[41]) * 29u + 92;
		break;
	case 14:
		s->checksum = (s->checksum ^ s->words[54]) * 31u + 99;
		break;
	case 15:
		s->checksum = (s->checksum ^ s->words[3]) * 33u + 106;
		break;
	case 16:
		s->checksum = (s->checksum ^ s->words[16]) * 35u + 113;
		break;
	case 17:
		s->checksum = (s->checksum ^ s->words[29]) * 37u + 120;
		break;
	case 18:
		s->checksum = (s->checksum ^ s->words[42]) * 39u + 127;
		break;
	case 19:
		s->checksum = (s->checksum ^ s->words[55]) * 41u + 134;
		break;
	case 20:
		s->checksum = (s->checksum ^ s->words[4]) * 43u + 141;
		break;
	case 21:
		s->checksum = (s->checksum ^ s->words[17]) * 45u + 148;
		break;
	case 22:
		s->checksum = (s->checksum ^ s->words[30]) * 47u + 155;
		break;
	case 23:
		s->checksum = (s->checksum ^ s->words[43]) * 49u + 162;
		break;
	}
	if (flags & (SLAB_ALIGN | SLAB_DMA))
		s->checksum ^= at;
	s->used += n;
	return at;
}

/* Small: inlined at every call. */
static unsigned long slab_round(struct slab *s, unsigned long n, unsigned flags)
{
	s->checksum += n * 3;
	return flags & SLAB_ALIGN ? (n + 7) & ~7ul : n;
}

unsigned long slab_alloc_fast(unsigned long n)
{
	return slab_get(&slab, slab_round(&slab, n, 0), 0);
}

unsigned long slab_alloc_zeroed(unsigned long n)
{
	return slab_get(&slab, slab_round(&slab, n, SLAB_ZERO), SLAB_ZERO);
}

unsigned long slab_alloc_aligned(unsigned long n)
{
	if (slab.used > 1000000)
		slab_grow(&slab, SLAB_ALIGN);
	return slab_get(&slab, n, SLAB_ALIGN | SLAB_NOWARN);
}

unsigned long slab_alloc_dma(unsigned long n)
{
	if (slab.used > 1000000)
		slab_grow(&slab, SLAB_DMA);
	return slab_get(&slab, n, SLAB_DMA | SLAB_NOWARN);
}

unsigned long slab_alloc_atomic(unsigned long n)
{
	return slab_get(&slab, slab_round(&slab, n, SLAB_ATOMIC),
			SLAB_ATOMIC | SLAB_ZERO);
}

/* The other front ends, through a table anyone may change: not inlined
 * into main. */
unsigned long (*slab_fronts[])(unsigned long) = {
	slab_alloc_zeroed, slab_alloc_aligned, slab_alloc_dma,
	slab_alloc_atomic};

int main(int argc, char **argv)
{
	long steps = argc > 1 ? atol(argv[1]) : 1000;
	unsigned long sum = 0;

	for (long i = 0; i < steps; i++) {
		unsigned long n = (unsigned long)i % 5 + 1;

		if (argc > 2 && !strcmp(argv[2], "all"))
			for (unsigned k = 0; k < 4; k++)
				sum += slab_fronts[k](n);
		sum += slab_alloc_fast(n);
	}
	printf("%lu %lu\n", sum, slab.checksum);
	return 0;
}
