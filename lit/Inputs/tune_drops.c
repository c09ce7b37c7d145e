/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* tune_drops.c - an object whose text shrinks by one function for each
 * decision the build counts into DROP (0 to 4), for the tune tests that
 * need text to move without real inlining. */
int keep(int x)
{
	return x + 1;
}
#if DROP < 4
int drop4(int x)
{
	return x * 3 + keep(x);
}
#endif
#if DROP < 3
int drop3(int x)
{
	return x * 5 + keep(x);
}
#endif
#if DROP < 2
int drop2(int x)
{
	return x * 7 + keep(x);
}
#endif
#if DROP < 1
int drop1(int x)
{
	return x * 9 + keep(x);
}
#endif
