// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* brotli_work.c - advice_quality.sh's fixed workload for brotli: compresses
 * generated text and binary records at qualities 1, 5 and 9, decompresses
 * them in one call and as a stream in small chunks; prints a checksum. */
#include <brotli/decode.h>
#include <brotli/encode.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TEXT_LEN (1 << 17)
#define BIN_LEN	 (1 << 16)
#define LGWIN	 18
#define CHUNK	 4096

static const char *const words[] = {
	"page",	 "folio", "lock",  "spin",	"irq",	  "map",
	"unmap", "zone",  "slab",  "cache",	"alloc",  "free",
	"dirty", "clean", "inode", "writeback", "dentry", "mount",
	"super", "block", "queue", "request",	"the",	  "of",
	"and",	 "to",	  "in",	   "is",	"on",	  "for",
};

static uint32_t lcg(uint32_t *s)
{
	*s = *s * 1103515245u + 12345u;
	return *s >> 8;
}

/* Text: words, numbers and line breaks, as in a log or a man page. */
static size_t fill_text(uint8_t *buf, size_t len)
{
	uint32_t s = 4321;
	size_t n = 0;

	while (n + 16 < len) {
		uint32_t r = lcg(&s);
		const char *w = words[r % (sizeof(words) / sizeof(words[0]))];

		memcpy(buf + n, w, strlen(w));
		n += strlen(w);
		buf[n++] = r % 11 ? ' ' : '\n';
		if (r % 23 == 0)
			n += (size_t)snprintf((char *)buf + n, 12, "%u ",
					      r % 65536);
	}
	return n;
}

/* Binary: 16-byte little-endian records with slowly changing fields and
 * a noisy one, as in a table of counters. */
static size_t fill_binary(uint8_t *buf, size_t len)
{
	uint32_t s = 8765, id = 1000, ts = 0;
	size_t n = 0;

	while (n + 16 <= len) {
		uint32_t r = lcg(&s);
		uint32_t v[4] = {id, ts, r % 97, r};

		id += r % 3 == 0;
		ts += 1 + r % 5;
		for (int i = 0; i < 4; i++)
			for (int b = 0; b < 4; b++)
				buf[n++] = (uint8_t)(v[i] >> (8 * b));
	}
	return n;
}

static uint32_t fnv(uint32_t h, const uint8_t *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		h = (h ^ p[i]) * 16777619u;
	return h;
}

/* Decompress IN in CHUNK-byte pieces of output; 0 if it gives BACK. */
static int stream_back(const uint8_t *in, size_t in_len, const uint8_t *orig,
		       size_t len)
{
	static uint8_t chunk[CHUNK];
	BrotliDecoderState *d = BrotliDecoderCreateInstance(NULL, NULL, NULL);
	BrotliDecoderResult res = BROTLI_DECODER_RESULT_NEEDS_MORE_OUTPUT;
	size_t avail_in = in_len, got = 0;
	int bad = 0;

	while (res == BROTLI_DECODER_RESULT_NEEDS_MORE_OUTPUT && !bad) {
		uint8_t *next_out = chunk;
		size_t avail_out = sizeof(chunk);

		res = BrotliDecoderDecompressStream(
			d, &avail_in, &in, &avail_out, &next_out, NULL);
		size_t k = sizeof(chunk) - avail_out;
		bad = got + k > len || memcmp(chunk, orig + got, k);
		got += k;
	}
	BrotliDecoderDestroyInstance(d);
	return bad || res != BROTLI_DECODER_RESULT_SUCCESS || got != len;
}

static int round_trip(const uint8_t *in, size_t len, int quality,
		      BrotliEncoderMode mode, uint32_t *sum)
{
	static uint8_t out[2 * TEXT_LEN], back[TEXT_LEN];
	size_t got = sizeof(out), back_len = sizeof(back);

	if (!BrotliEncoderCompress(quality, LGWIN, mode, len, in, &got, out))
		return 1;
	for (int r = 0; r < 3; r++) {
		back_len = sizeof(back);
		if (BrotliDecoderDecompress(got, out, &back_len, back) !=
			    BROTLI_DECODER_RESULT_SUCCESS ||
		    back_len != len || memcmp(back, in, len))
			return 1;
	}
	if (stream_back(out, got, in, len))
		return 1;
	*sum = fnv(*sum, out, got);
	printf("q%d %s %zu -> %zu\n", quality,
	       mode == BROTLI_MODE_TEXT ? "text" : "binary", len, got);
	return 0;
}

int main(void)
{
	static uint8_t text[TEXT_LEN], bin[BIN_LEN];
	static const int qualities[] = {1, 5, 9};
	size_t text_len = fill_text(text, sizeof(text));
	size_t bin_len = fill_binary(bin, sizeof(bin));
	uint32_t sum = 2166136261u;

	for (size_t q = 0; q < sizeof(qualities) / sizeof(qualities[0]); q++) {
		if (round_trip(text, text_len, qualities[q], BROTLI_MODE_TEXT,
			       &sum) ||
		    round_trip(bin, bin_len, qualities[q], BROTLI_MODE_GENERIC,
			       &sum))
			return 1;
	}
	printf("%08x\n", sum);
	return 0;
}
