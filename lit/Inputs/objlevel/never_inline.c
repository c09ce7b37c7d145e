/* never_inline.c - functions GCC never inlines whatever they are
 * annotated with, one that uses va_start, one va_copy, and a weak one; a static inline
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

static int log_copy(const char *fmt, va_list ap)
{
	va_list copy;
	int n;

	va_copy(copy, ap);
	n = vlog(fmt, copy);
	va_end(copy);
	return n;
}

int log_twice(const char *fmt, ...);

int log_twice(const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = log_copy(fmt, ap) + log_copy(fmt, ap);
	va_end(ap);
	return n;
}

int pick_prio(int cpu);

int pick_prio(int cpu)
{
	if (has_quota(cpu))
		cpu = take_quota(cpu);
	return arch_prio(cpu) + log_fmt("cpu %d", cpu);
}
