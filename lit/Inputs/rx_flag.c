/* rx_flag.c - a receive path shaped like net/core's __netif_receive_skb_core:
 * a large body whose pfmemalloc flag only decides a short check and a
 * counter, called with true from the rare reserve path and false from the
 * common one; with RX_WRAPPER through a wrapper that hands the flag on, as
 * __netif_receive_skb_one_core does. */
struct pkt {
	int proto, len, mark, vlan, prio;
	unsigned char *data;
	struct pkt *next;
};

struct handler {
	struct handler *next;
	int proto, hits;
	int (*func)(struct pkt *p);
};

extern struct handler *handlers[16];
extern unsigned long rx_dropped, rx_reserve, rx_bytes[8];
int rx_deliver(struct pkt *p, struct handler *h);
int rx_vlan_untag(struct pkt *p);
void rx_stats(int proto, int len);

static int rx_core(struct pkt *p, _Bool pfmemalloc)
{
	struct handler *h, *last = 0;
	int ret = -1, n = 0;

	if (pfmemalloc && p->proto != 0x0806) {
		rx_dropped++;
		return -1;
	}
	while (p->vlan && n++ < 4)
		if (rx_vlan_untag(p))
			return -1;
	for (int i = 0; i < p->len && i < 64; i++)
		rx_bytes[p->data[i] & 7] += p->data[i] ^ (unsigned)p->mark;
	for (h = handlers[p->proto & 15]; h; h = h->next) {
		if (h->proto != p->proto && h->proto != -1)
			continue;
		if (last)
			ret = rx_deliver(p, last);
		h->hits++;
		last = h;
	}
	if (p->prio > 3)
		p->mark |= p->prio << 4;
	else if (p->prio > 1)
		p->mark |= 0x10;
	switch (p->proto & 3) {
	case 0: rx_stats(p->proto, p->len); break;
	case 1: rx_stats(p->proto, -p->len); break;
	case 2: rx_stats(-p->proto, p->len * 2); break;
	default: rx_stats(0, 0); break;
	}
	if (last)
		ret = last->func ? last->func(p) : rx_deliver(p, last);
	else
		rx_dropped++;
	if (pfmemalloc)
		rx_reserve++;
	return ret;
}

#ifdef RX_WRAPPER
static int rx_one(struct pkt *p, _Bool pfmemalloc)
{
	if (!p->len)
		return 0;
	return rx_core(p, pfmemalloc);
}
#define RX(p, pfmemalloc) rx_one(p, pfmemalloc)
#else
#define RX(p, pfmemalloc) rx_core(p, pfmemalloc)
#endif

int rx_receive(struct pkt *p, int reserve)
{
	int ret = 0;

	for (; p; p = p->next)
		ret |= reserve ? RX(p, 1) : RX(p, 0);
	return ret;
}
