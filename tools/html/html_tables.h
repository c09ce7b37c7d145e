/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* html_tables.h - the tables of the HTML view: findings, recommendations
 * (the index), information entries and annotations. */
#ifndef INLINT_HTML_TABLES_H
#define INLINT_HTML_TABLES_H

#include "html_view.h"

#include <stdio.h>

/* Writes the tables of v, each row linked to its line. The index's id is
 * "index", which the page's script sorts. */
void inlint_html_tables_write(FILE *out, const struct inlint_html_view *v);

#endif
