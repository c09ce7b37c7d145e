/* never_inline.c - functions no compiler inlines whatever they are
 * annotated with, one that uses va_start and a weak one; a static inline
 * helper this configuration leaves unused, which the kernel's inline
 * (gnu_inline, __maybe_unused) keeps quiet under -Werror; and a stub this
 * configuration gives a constant, whose false drops a BUILD_BUG()-like
 * call in its caller once inlined. */
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

extern int quota_cpus;

static inline int spare_quota(void)
{
	return quota_cpus;
}

static inline _Bool has_quota(int cpu)
{
	return ((_Bool)0);
}

static int take_quota(int cpu)
{
	extern void quota_not_built(void)
		__attribute__((__error__("quota is not built")));

	quota_not_built();
	return cpu;
}

int pick_prio(int cpu);

int pick_prio(int cpu)
{
	if (has_quota(cpu))
		cpu = take_quota(cpu);
	return arch_prio(cpu) + log_fmt("cpu %d", cpu);
}
