/* skb_drop.c - a drop path in the style of net/core/skbuff.c: the header's
 * prototype says __fix_address (noinline), and so does the definition. No
 * libc header: it builds for aarch64 too. */
#include "kernel.h"
#include "skb_drop.h"

struct sk_buff {
	int users;
	int reason;
};

extern void free_skb(struct sk_buff *skb);
extern void trace_drop(struct sk_buff *skb, int reason);

void __fix_address skb_drop_reason(struct sk_buff *skb, int reason)
{
	if (--skb->users)
		return;
	trace_drop(skb, reason);
	free_skb(skb);
}

void skb_drop(struct sk_buff *skb)
{
	skb_drop_reason(skb, 1);
}
