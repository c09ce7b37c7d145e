/* never_inline.c - functions no compiler inlines whatever they are
 * annotated with, one that uses va_start and a weak one; and a static
 * inline helper this configuration leaves unused, which the kernel's
 * inline (gnu_inline, __maybe_unused) keeps quiet under -Werror. */
#include <stdarg.h>

#define __weak __attribute__((__weak__))
#define inline inline __attribute__((__gnu_inline__, __unused__))

extern int vlog(const char *fmt, va_list ap);

static int log_fmt(const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vlog(fmt, ap);
	va_end(ap);
	return n;
}

int __weak arch_prio(int cpu)
{
	return -cpu;
}

static inline int spare_quota(void)
{
	return 0;
}

int pick_prio(int cpu);

int pick_prio(int cpu)
{
	return arch_prio(cpu) + log_fmt("cpu %d", cpu);
}
