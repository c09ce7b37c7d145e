// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* dpdk_work.c - advice_quality.sh's fixed workload for DPDK's rings: bursts
 * of 4-, 8- and 16-byte elements through rings of every synchronisation
 * mode, by every enqueue/dequeue flavour; prints a checksum. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rte_ring.h>
#include <rte_ring_elem.h>
#include <rte_ring_peek.h>
#include <rte_ring_peek_zc.h>

enum { SLOTS = 256, BURST = 32, CALLS = 2000, TRIPS = 32 };
/* Room for the largest burst asked for, of the largest elements. */
enum { WORDS = (BURST + 2) * 16 / 4 };

/* The synchronisation modes rte_ring_init offers, by their flags. */
static const unsigned int mode_flags[] = {
	RING_F_SP_ENQ | RING_F_SC_DEQ,
	0,
	RING_F_MP_RTS_ENQ | RING_F_MC_RTS_DEQ,
	RING_F_MP_HTS_ENQ | RING_F_MC_HTS_DEQ,
};
enum { MODES = sizeof(mode_flags) / sizeof(mode_flags[0]) };

static uint32_t seed = 1;
static uint32_t in[WORDS];

static uint32_t rnd(void)
{
	seed = seed * 1103515245u + 12345u;
	return seed >> 8;
}

/* A ring of SLOTS elements of ESIZE bytes in memory of ours: the rings need
 * no EAL initialisation. */
static struct rte_ring *ring_new(unsigned int esize, unsigned int flags)
{
	ssize_t size = rte_ring_get_memsize_elem(esize, SLOTS);
	struct rte_ring *r;

	if (size < 0 ||
	    !(r = aligned_alloc(RTE_CACHE_LINE_SIZE,
				RTE_ALIGN(size, RTE_CACHE_LINE_SIZE))) ||
	    rte_ring_init(r, "work", SLOTS, flags) != 0) {
		fprintf(stderr, "dpdk_work: no ring of %u-byte elements\n",
			esize);
		exit(1);
	}
	return r;
}

/* The first and last words of what came out: the checksum costs little
 * beside the ring calls it checks. */
static uint64_t ends(const uint32_t *w, unsigned int words)
{
	return words ? (uint64_t)w[0] << 32 | w[words - 1] : 0;
}

/* The peek and zero-copy calls as one enqueue and one dequeue (single-thread
 * and HTS rings only). */
#define PEEK_ENQ(r, in, es, n, free)                                           \
	({                                                                     \
		unsigned int k_ =                                              \
			rte_ring_enqueue_burst_elem_start(r, n, free);         \
		rte_ring_enqueue_elem_finish(r, in, es, k_);                   \
		k_;                                                            \
	})
#define PEEK_DEQ(r, out, es, n, avail)                                         \
	({                                                                     \
		unsigned int k_ = rte_ring_dequeue_burst_elem_start(           \
			r, out, es, n, avail);                                 \
		rte_ring_dequeue_elem_finish(r, k_);                           \
		k_;                                                            \
	})
#define ZC_ENQ(r, in, es, n, free)                                             \
	({                                                                     \
		struct rte_ring_zc_data zc_;                                   \
		unsigned int k_ = rte_ring_enqueue_zc_burst_elem_start(        \
			r, es, n, &zc_, free);                                 \
		memcpy(zc_.ptr1, in, (size_t)zc_.n1 * (es));                   \
		if (k_ > zc_.n1)                                               \
			memcpy(zc_.ptr2,                                       \
			       (const char *)(in) + (size_t)zc_.n1 * (es),     \
			       (size_t)(k_ - zc_.n1) * (es));                  \
		rte_ring_enqueue_zc_elem_finish(r, k_);                        \
		k_;                                                            \
	})
#define ZC_DEQ(r, out, es, n, avail)                                           \
	({                                                                     \
		struct rte_ring_zc_data zc_;                                   \
		unsigned int k_ = rte_ring_dequeue_zc_burst_elem_start(        \
			r, es, n, &zc_, avail);                                \
		memcpy(out, zc_.ptr1, (size_t)zc_.n1 * (es));                  \
		if (k_ > zc_.n1)                                               \
			memcpy((char *)(out) + (size_t)zc_.n1 * (es),          \
			       zc_.ptr2, (size_t)(k_ - zc_.n1) * (es));        \
		rte_ring_dequeue_zc_elem_finish(r, k_);                        \
		k_;                                                            \
	})

/* N elements one call each, as a per-packet producer or consumer does. */
#define ONE_BY_ONE(call, r, buf, es, n)                                        \
	({                                                                     \
		unsigned int k_ = 0;                                           \
		while (k_ < (n) &&                                             \
		       call(r, (char *)(buf) + (size_t)k_ * (es), es) == 0)    \
			k_++;                                                  \
		k_;                                                            \
	})
#define ST_ONE_ENQ(r, in, es, n, free)                                         \
	ONE_BY_ONE(rte_ring_sp_enqueue_elem, r, in, es, n)
#define ST_ONE_DEQ(r, out, es, n, avail)                                       \
	ONE_BY_ONE(rte_ring_sc_dequeue_elem, r, out, es, n)
#define MT_ONE_ENQ(r, in, es, n, free)                                         \
	ONE_BY_ONE(rte_ring_mp_enqueue_elem, r, in, es, n)
#define MT_ONE_DEQ(r, out, es, n, avail)                                       \
	ONE_BY_ONE(rte_ring_mc_dequeue_elem, r, out, es, n)
#define ANY_ONE_ENQ(r, in, es, n, free)                                        \
	ONE_BY_ONE(rte_ring_enqueue_elem, r, in, es, n)
#define ANY_ONE_DEQ(r, out, es, n, avail)                                      \
	ONE_BY_ONE(rte_ring_dequeue_elem, r, out, es, n)

/* TRIPS round trips through R by one flavour of calls, ES a constant as in
 * DPDK's users: N in, up to two more or fewer out, so that the ring's fill
 * wanders between empty and full, where bulk calls fail and bursts are cut
 * short. Returns a checksum of what came out. */
#define FLAVOUR(NAME, ES, ENQ, DEQ)                                            \
	static uint64_t NAME##_##ES(struct rte_ring *r, uint32_t x, int trips) \
	{                                                                      \
		static uint32_t out[WORDS];                                    \
		uint64_t sum = 0;                                              \
		for (int t = 0; t < trips; t++) {                              \
			x = x * 1103515245u + 12345u;                          \
			unsigned int n = 1 + (x >> 8) % BURST;                 \
			unsigned int ask = n + (x >> 16) % 5 - 2, got;         \
			ask = ask == 0 || ask > n + 2 ? 1 : ask;               \
			ENQ(r, in, ES, n, NULL);                               \
			got = DEQ(r, out, ES, ask, NULL);                      \
			sum = sum * 3 + ends(out, got * (ES) / 4) + got;       \
		}                                                              \
		return sum;                                                    \
	}

/* Each flavour for 4-, 8- and 16-byte elements; its entries in flavours[],
 * with the ring mode (an index of mode_flags) it runs on. */
#define FLAVOURS(NAME, ENQ, DEQ)                                               \
	FLAVOUR(NAME, 4, ENQ, DEQ)                                             \
	FLAVOUR(NAME, 8, ENQ, DEQ)                                             \
	FLAVOUR(NAME, 16, ENQ, DEQ)
/* clang-format off */
#define ENTRIES(NAME, MODE) \
	{NAME##_4, 0, MODE}, {NAME##_8, 1, MODE}, {NAME##_16, 2, MODE}
/* clang-format on */

FLAVOURS(st_bulk, rte_ring_sp_enqueue_bulk_elem, rte_ring_sc_dequeue_bulk_elem)
FLAVOURS(st_burst, rte_ring_sp_enqueue_burst_elem,
	 rte_ring_sc_dequeue_burst_elem)
FLAVOURS(mt_bulk, rte_ring_mp_enqueue_bulk_elem, rte_ring_mc_dequeue_bulk_elem)
FLAVOURS(mt_burst, rte_ring_mp_enqueue_burst_elem,
	 rte_ring_mc_dequeue_burst_elem)
FLAVOURS(rts_bulk, rte_ring_mp_rts_enqueue_bulk_elem,
	 rte_ring_mc_rts_dequeue_bulk_elem)
FLAVOURS(rts_burst, rte_ring_mp_rts_enqueue_burst_elem,
	 rte_ring_mc_rts_dequeue_burst_elem)
FLAVOURS(hts_bulk, rte_ring_mp_hts_enqueue_bulk_elem,
	 rte_ring_mc_hts_dequeue_bulk_elem)
FLAVOURS(hts_burst, rte_ring_mp_hts_enqueue_burst_elem,
	 rte_ring_mc_hts_dequeue_burst_elem)
FLAVOURS(any_bulk, rte_ring_enqueue_bulk_elem, rte_ring_dequeue_bulk_elem)
FLAVOURS(any_burst, rte_ring_enqueue_burst_elem, rte_ring_dequeue_burst_elem)
FLAVOURS(st_one, ST_ONE_ENQ, ST_ONE_DEQ)
FLAVOURS(mt_one, MT_ONE_ENQ, MT_ONE_DEQ)
FLAVOURS(any_one, ANY_ONE_ENQ, ANY_ONE_DEQ)
FLAVOURS(st_peek, PEEK_ENQ, PEEK_DEQ)
FLAVOURS(hts_peek, PEEK_ENQ, PEEK_DEQ)
FLAVOURS(st_zc, ZC_ENQ, ZC_DEQ)
FLAVOURS(hts_zc, ZC_ENQ, ZC_DEQ)

/* The pointer calls of rte_ring.h (8-byte elements), on the default ring. */
#define PTR_ENQ(r, in, es, n, free)                                            \
	rte_ring_enqueue_burst(r, (void *const *)(in), n, free)
#define PTR_DEQ(r, out, es, n, avail)                                          \
	rte_ring_dequeue_bulk(r, (void **)(out), n, avail)
FLAVOUR(ptr, 8, PTR_ENQ, PTR_DEQ)

static const struct flavour {
	uint64_t (*run)(struct rte_ring *r, uint32_t x, int trips);
	int esize, mode; /* indices of esizes and mode_flags */
} flavours[] = {
	ENTRIES(st_bulk, 0),   ENTRIES(st_burst, 0),  ENTRIES(mt_bulk, 1),
	ENTRIES(mt_burst, 1),  ENTRIES(rts_bulk, 2),  ENTRIES(rts_burst, 2),
	ENTRIES(hts_bulk, 3),  ENTRIES(hts_burst, 3), ENTRIES(any_bulk, 2),
	ENTRIES(any_burst, 3), ENTRIES(st_peek, 0),   ENTRIES(hts_peek, 3),
	ENTRIES(st_zc, 0),     ENTRIES(hts_zc, 3),    ENTRIES(st_one, 0),
	ENTRIES(mt_one, 1),    ENTRIES(any_one, 2),   {ptr_8, 1, 1},
};
enum { N_FLAVOURS = sizeof(flavours) / sizeof(flavours[0]) };

int main(void)
{
	static const unsigned int esizes[] = {4, 8, 16};
	struct rte_ring *ring[3][MODES];
	uint64_t sum = 0;
	unsigned int left = 0;

	for (unsigned int e = 0; e < 3; e++)
		for (int m = 0; m < MODES; m++)
			ring[e][m] = ring_new(esizes[e], mode_flags[m]);
	for (unsigned int i = 0; i < WORDS; i++)
		in[i] = rnd();

	/* Each call a flavour at random, a run of round trips through the
	 * ring of its element size and mode. */
	for (int call = 0; call < CALLS; call++) {
		uint32_t x = rnd();
		const struct flavour *f = &flavours[x % N_FLAVOURS];

		in[x % WORDS] ^= x;
		sum = sum * 7 + f->run(ring[f->esize][f->mode], x, TRIPS);
	}
	for (unsigned int e = 0; e < 3; e++)
		for (int m = 0; m < MODES; m++) {
			left += rte_ring_count(ring[e][m]);
			free(ring[e][m]);
		}
	printf("dpdk_work: %u elements left, checksum %016llx\n", left,
	       (unsigned long long)sum);
	return 0;
}
