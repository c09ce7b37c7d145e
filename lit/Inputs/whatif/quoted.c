// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* quoted.c - a TU whose compile needs quoted arguments: NAME is a string
 * with a space and WORDS a number, both given with -D on the command line. */
#define noinline __attribute__((__noinline__))

static unsigned int count_spaces(const char *s)
{
	unsigned int n = 0;

	for (; *s; s++)
		n += *s == ' ';
	return n;
}

unsigned int name_words(void)
{
	return count_spaces(NAME) + WORDS;
}
