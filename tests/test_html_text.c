/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_html_text.c - tools/html/html_text: markup characters come out as
 * entities, what a page cannot show as U+FFFD, UTF-8 text as it went in. */
#include "check.h"
#include "html_text.h"

#include <stdlib.h>
#include <string.h>

#define FFFD "\357\277\275"

static void check_html(const char *in, size_t n, const char *want)
{
	char *got = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&got, &len);

	inlint_html_putn(out, in, n);
	fclose(out);
	CHECK_STR(got, want);
	free(got);
}

#define CHECK_HTML(in, want) check_html(in, sizeof(in) - 1, want)

static void test_markup(void)
{
	CHECK_HTML("a<b>&\"c'", "a&lt;b&gt;&amp;&quot;c&#39;");
	CHECK_HTML("</script><!--", "&lt;/script&gt;&lt;!--");
	CHECK_HTML("if (x < 3 && y > 1)", "if (x &lt; 3 &amp;&amp; y &gt; 1)");
}

static void test_text_unchanged(void)
{
	CHECK_HTML("\tzs_malloc(pool);", "\tzs_malloc(pool);");
	CHECK_HTML("caf\303\251 \342\200\224 \360\237\220\247",
		   "caf\303\251 \342\200\224 \360\237\220\247");
}

/* Controls and bytes that are not UTF-8, NUL included: one U+FFFD each. */
static void test_unshowable(void)
{
	CHECK_HTML("caf\351", "caf" FFFD);
	CHECK_HTML("a\0b", "a" FFFD "b");
	CHECK_HTML("\033[31m", FFFD "[31m");
	CHECK_HTML("\177\302\233", FFFD FFFD);
	CHECK_HTML("\355\240\200", FFFD FFFD FFFD);
	CHECK_HTML("\342\202", FFFD FFFD);
}

static void test_printf(void)
{
	char *got = NULL, long_arg[3000];
	size_t len = 0;
	FILE *out = open_memstream(&got, &len);

	memset(long_arg, '<', sizeof(long_arg) - 1);
	long_arg[sizeof(long_arg) - 1] = '\0';
	inlint_html_printf(out, "%s:%u", "a<b.c", 7u);
	inlint_html_printf(out, "%s", long_arg);
	inlint_html_puts(out, NULL);
	fclose(out);
	CHECK(len == strlen("a&lt;b.c:7") + 4 * (sizeof(long_arg) - 1));
	CHECK(strncmp(got, "a&lt;b.c:7&lt;&lt;", 18) == 0);
	free(got);
}

int main(void)
{
	test_markup();
	test_text_unchanged();
	test_unshowable();
	test_printf();
	return check_result();
}
