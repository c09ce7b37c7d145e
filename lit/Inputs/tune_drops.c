/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* tune_drops.c - an object whose text shrinks by one function for each
 * decision the build counts into DROP (0 to 4), for the tune tests that
 * need text to move without real inlining. */
int keep(int x)
{
	return x + 1;
}

#define DROPPABLE(n, k)                   \
	int drop##n(int x)                \
	{                                 \
		return x * k + keep(x);   \
	}

#if DROP < 4
DROPPABLE(4, 3)
#endif
#if DROP < 3
DROPPABLE(3, 5)
#endif
#if DROP < 2
DROPPABLE(2, 7)
#endif
#if DROP < 1
DROPPABLE(1, 9)
#endif
