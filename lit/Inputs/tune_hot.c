// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* tune_hot.c - the tune tests' packet loop: pkt_checksum is too big for
 * -O2 to inline at its three call sites in a hot loop, though each passes a
 * constant mode; pkt_seq is a small noinline helper called as often. Usage:
 * tune_hot N (the loop count); prints a checksum. */
#include <stdio.h>
#include <stdlib.h>

#define noinline __attribute__((noinline))

struct pkt {
	unsigned int len, proto, flags, seq;
	unsigned char data[64];
};

static unsigned int pkt_mix(const struct pkt *p, unsigned int i,
			    unsigned int sum)
{
	switch ((p->data[i] + i) & 7) {
	case 0:
		return sum + p->data[i] * 7;
	case 1:
		return sum ^ (p->data[i] * 13);
	case 2:
		return sum - p->data[i] * 5;
	case 3:
		return sum + ((sum >> 3) ^ p->data[i]);
	case 4:
		return sum ^ ((sum << 5) + p->data[i]);
	case 5:
		return sum + p->data[(i + 1) & 63] * 11;
	case 6:
		return sum ^ (p->data[(i + 7) & 63] << 4);
	default:
		return sum * 17 + p->data[i];
	}
}

static unsigned int pkt_checksum(const struct pkt *p, unsigned int mode)
{
	unsigned int sum = 0, i;

	for (i = 0; i < p->len && i < sizeof(p->data); i++) {
		if (mode == 0)
			sum += p->data[i];
		else if (mode == 1)
			sum ^= p->data[i] << (i & 7);
		else
			sum = sum * 31 + p->data[i];
	}
	for (i = 0; i < p->len; i++) {
		sum = pkt_mix(p, i, sum);
		if (mode == 1 && (sum & 0xff) == 0x5a)
			sum += p->proto;
		else if (mode == 2 && (sum & 0xf0) == 0x30)
			sum ^= p->flags;
	}
	switch (p->proto) {
	case 6:
		sum += p->flags * 3;
		break;
	case 17:
		sum ^= p->flags << 2;
		break;
	default:
		sum += p->proto;
	}
	if (p->flags & 0x10)
		sum = (sum >> 16) + (sum & 0xffff);
	return sum;
}

static noinline unsigned int pkt_seq(struct pkt *p)
{
	return ++p->seq;
}

int main(int argc, char **argv)
{
	unsigned long n = argc > 1 ? strtoul(argv[1], NULL, 0) : 1000;
	struct pkt p = {.len = 4, .proto = 6};
	unsigned int sum = 0;

	for (unsigned long i = 0; i < n; i++) {
		p.data[i & 63] = (unsigned char)i;
		p.flags = pkt_seq(&p);
		sum += pkt_checksum(&p, 0);
		if (i & 1)
			sum += pkt_checksum(&p, 1);
		if ((i & 3) == 0)
			sum ^= pkt_checksum(&p, 2);
	}
	printf("%u\n", sum);
	return 0;
}
