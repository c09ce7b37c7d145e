/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* sarif.c - a minimal valid SARIF 2.1.0 log: tool.driver with its rules
 * (the verdicts of docs/VERDICTS.md), results with ruleId, level, message,
 * a physical location, the fix where there is one, and the evidence and
 * reason as properties, with each configuration's verdict and facts when
 * it was judged in several. */
#include "sarif.h"

#include "checks.h"
#include "finding_json.h"
#include "json_lib.h"
#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

#define SARIF_SCHEMA "https://json.schemastore.org/sarif-2.1.0.json"

/* RFC 3986's unreserved characters, and the '/' between segments. */
static bool uri_keeps(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9') || c == '-' || c == '.' || c == '_' ||
	       c == '~' || c == '/';
}

char *inlint_sarif_uri(const char *path)
{
	static const char scheme[] = "file://";
	char *uri = inlint_xmalloc(sizeof(scheme) + 3 * strlen(path));
	char *q = uri;

	if (path[0] == '/')
		q = stpcpy(q, scheme);
	for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
		if (uri_keeps(*p))
			*q++ = (char)*p;
		else
			q += sprintf(q, "%%%02X", *p);
	}
	*q = '\0';
	return uri;
}

static bool seen_before(const struct inlint_finding *f, size_t i)
{
	for (size_t k = 0; k < i; k++)
		if (f[k].verdict == f[i].verdict)
			return true;
	return false;
}

static json_t *rules(const struct inlint_finding *f, size_t n)
{
	char name[INLINT_CHECK_MAX];
	json_t *v = json_array();

	for (size_t i = 0; i < n; i++) {
		if (seen_before(f, i))
			continue;
		json_array_append_new(
			v, json_pack("{s:s, s:{s:s}}", "id",
				     inlint_check_name(
					     inlint_verdict_name(f[i].verdict),
					     name),
				     "shortDescription", "text",
				     inlint_verdict_meaning(f[i].verdict)));
	}
	return v;
}

/* SARIF lines start at 1; 0 means unknown and is left out. */
static json_t *region(unsigned line, unsigned col, unsigned end_col)
{
	json_t *r = json_object();

	json_object_set_new(r, "startLine", json_integer(line));
	if (col)
		json_object_set_new(r, "startColumn", json_integer(col));
	if (end_col)
		json_object_set_new(r, "endColumn", json_integer(end_col));
	return r;
}

static json_t *artifact(const char *file)
{
	char *uri = inlint_sarif_uri(file ? file : "");
	json_t *a = json_object();

	inlint_json_set_text(a, "uri", uri);
	free(uri);
	return a;
}

static json_t *location(const struct inlint_finding *f)
{
	json_t *phys = json_object();

	json_object_set_new(phys, "artifactLocation", artifact(f->file));
	if (f->line)
		json_object_set_new(phys, "region", region(f->line, f->col, 0));
	return json_pack("[{s:o}]", "physicalLocation", phys);
}

static json_t *properties(const struct inlint_finding *f)
{
	json_t *p = json_object();

	json_object_set_new(p, "evidence",
			    json_string(inlint_evidence_name(f->evidence)));
	if (f->reason)
		inlint_json_set_text(p, "reason", f->reason);
	if (f->rows)
		json_object_set_new(p, "configurations",
				    inlint_finding_rows_json(f));
	return p;
}

/* The fix of a finding that has one: its edit as the one replacement of
 * one artifactChange (endColumn is the first column after the region). */
static json_t *fixes(const struct inlint_finding *f)
{
	json_t *cut = region(f->line, f->fix_col, f->fix_col + f->fix_len);

	return json_pack("[{s:{s:s}, s:[{s:o, s:[{s:o, s:{s:s}}]}]}]",
			 "description", "text",
			 "delete the redundant annotation", "artifactChanges",
			 "artifactLocation", artifact(f->file), "replacements",
			 "deletedRegion", cut, "insertedContent", "text", "");
}

static json_t *result(const struct inlint_finding *f)
{
	char name[INLINT_CHECK_MAX];
	json_t *r = json_object();

	json_object_set_new(r, "ruleId",
			    json_string(inlint_check_name(
				    inlint_verdict_name(f->verdict), name)));
	json_object_set_new(r, "level",
			    json_string(f->severity == INLINT_SEVERITY_WARNING
						? "warning"
						: "note"));
	json_object_set_new(
		r, "message",
		json_pack("{s:o}", "text", inlint_json_text(f->message)));
	json_object_set_new(r, "locations", location(f));
	if (f->fix_len && f->line)
		json_object_set_new(r, "fixes", fixes(f));
	json_object_set_new(r, "properties", properties(f));
	return r;
}

/* The log's frame holds only constants; the driver and each result go
 * through jansson, a result at a time, one per line. */
void inlint_sarif_write(FILE *out, const char *version,
			const struct inlint_finding *findings, size_t n)
{
	inlint_json_setup();
	fputs("{\n  \"$schema\": \"" SARIF_SCHEMA "\",\n"
	      "  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n"
	      "      \"tool\": {\"driver\": ",
	      out);
	inlint_json_put(out, json_pack("{s:s, s:o, s:o}", "name", "inlint",
				       "version", inlint_json_text(version),
				       "rules", rules(findings, n)));
	fputs("},\n      \"results\": [", out);
	for (size_t i = 0; i < n; i++) {
		fputs(i ? ",\n        " : "\n        ", out);
		inlint_json_put(out, result(&findings[i]));
	}
	fputs(n ? "\n      ]\n    }\n  ]\n}\n" : "]\n    }\n  ]\n}\n", out);
}
