/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* tune_text.c - text for the tune tests' fake builds: FILL bytes of nops in
 * .text, so that a test sets the text each decision set measures. */
void tune_text(void)
{
	__asm__(".fill " FILL ", 1, 0x90");
}
