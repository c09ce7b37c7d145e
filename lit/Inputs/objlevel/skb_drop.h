/* skb_drop.h - the prototype a kernel header gives a function that must
 * keep its own address for tracing: __fix_address is noinline. */
#define __noclone __attribute__((__noclone__))
#define __fix_address noinline __noclone

struct sk_buff;

void __fix_address skb_drop_reason(struct sk_buff *skb, int reason);
