/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* own_source.c - a record without debug info names every function with the
 * TU's source; the source's own definitions tell its functions from the
 * headers', and give their lines, as objects mode reads them: those the
 * preprocessor keeps. */
#include "own_source.h"

#include "read_file.h"

#include <stdlib.h>
#include <string.h>

void inlint_own_source_read(const char *path, const struct inlint_ppview *view,
			    struct inlint_srcdefs *defs)
{
	char err[256];
	size_t len;
	char *text = inlint_read_file(path, &len, err, sizeof(err));

	if (!text)
		return;
	inlint_srcedit_definitions(text, len, view, defs);
	free(text);
}

bool inlint_own_source_has(const struct inlint_model *m,
			   const struct inlint_function *f,
			   const struct inlint_srcdefs *defs, unsigned *line)
{
	*line = f->line;
	if (!m->source_file || !f->file || strcmp(f->file, m->source_file))
		return false;
	if (f->line)
		return true;
	for (size_t i = 0; i < defs->n; i++)
		if (!strcmp(defs->v[i].name, f->name)) {
			*line = defs->v[i].line;
			return true;
		}
	return false;
}
