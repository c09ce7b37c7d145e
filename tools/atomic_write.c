/* atomic_write.c - output files of the CLI (patches), written to a temp file
 * in the same directory and renamed over the target. */
#include "atomic_write.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int write_all(int fd, const char *buf, size_t len)
{
	while (len) {
		ssize_t n = write(fd, buf, len);

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return -1;
		buf += n;
		len -= (size_t)n;
	}
	return 0;
}

int inlint_write_atomic(const char *path, const char *buf, size_t len,
			char *err, size_t errlen)
{
	size_t n = strlen(path) + sizeof(".tmp.XXXXXX");
	char *tmp = malloc(n);
	int fd, ret = -1;

	if (!tmp) {
		snprintf(err, errlen, "%s: out of memory", path);
		return -1;
	}
	snprintf(tmp, n, "%s.tmp.XXXXXX", path);
	fd = mkstemp(tmp);
	if (fd < 0) {
		snprintf(err, errlen, "%s: cannot create temp file (%s)", path,
			 strerror(errno));
		goto out;
	}
	/* mkstemp makes it 0600; a patch is as readable as its sources. */
	if (fchmod(fd, 0644) != 0 || write_all(fd, buf, len) != 0) {
		snprintf(err, errlen, "%s: cannot write (%s)", path,
			 strerror(errno));
		close(fd);
		goto out_unlink;
	}
	if (close(fd) != 0) {
		snprintf(err, errlen, "%s: cannot write (%s)", path,
			 strerror(errno));
		goto out_unlink;
	}
	if (rename(tmp, path) != 0) {
		snprintf(err, errlen, "%s: cannot rename temp file (%s)", path,
			 strerror(errno));
		goto out_unlink;
	}
	ret = 0;
	goto out;
out_unlink:
	unlink(tmp);
out:
	free(tmp);
	return ret;
}
