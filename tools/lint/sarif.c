/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* sarif.c - a minimal valid SARIF 2.1.0 log: tool.driver with its rules
 * (the verdicts of docs/VERDICTS.md), results with ruleId, level, message,
 * a physical location and the evidence and reason as properties, with
 * each configuration's verdict and facts when it was judged in several. */
#include "sarif.h"

#include "checks.h"
#include "escape.h"
#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

#define SARIF_SCHEMA "https://json.schemastore.org/sarif-2.1.0.json"

/* JSON string: quotes, backslashes and control characters escaped, UTF-8
 * as it is. JSON text must be UTF-8 (RFC 8259, 8.1) and one stray byte
 * makes a consumer reject the whole log, but names from input can hold any
 * byte (a git-quoted "\377"): each byte that starts no UTF-8 sequence
 * becomes U+FFFD. The uri keeps such a byte, percent-encoded. */
static void json_str(FILE *out, const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t left = strlen(s);

	fputc('"', out);
	while (left) {
		size_t len = inlint_utf8_len(p, left);

		if (!len) {
			fputs("\\ufffd", out);
			len = 1;
		} else if (*p == '"' || *p == '\\') {
			fprintf(out, "\\%c", *p);
		} else if (*p < 0x20) {
			fprintf(out, "\\u%04x", *p);
		} else {
			fwrite(p, 1, len, out);
		}
		p += len;
		left -= len;
	}
	fputc('"', out);
}

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

static void rules(FILE *out, const struct inlint_finding *f, size_t n)
{
	char name[INLINT_CHECK_MAX];
	bool first = true;

	fputs("          \"rules\": [", out);
	for (size_t i = 0; i < n; i++) {
		if (seen_before(f, i))
			continue;
		fputs(first ? "\n            {\"id\": "
			    : ",\n            "
			      "{\"id\": ",
		      out);
		json_str(out, inlint_check_name(
				      inlint_verdict_name(f[i].verdict), name));
		fputs(", \"shortDescription\": {\"text\": ", out);
		json_str(out, inlint_verdict_meaning(f[i].verdict));
		fputs("}}", out);
		first = false;
	}
	fputs(first ? "]\n" : "\n          ]\n", out);
}

/* Each configuration's facts of a finding judged in several. */
static void configurations(FILE *out, const struct inlint_finding *f)
{
	fputs(",\n            \"configurations\": [", out);
	for (size_t k = 0; k < f->n_rows; k++) {
		const struct inlint_finding_row *r = &f->rows[k];

		fputs(k ? ",\n              {\"name\": "
			: "\n              {\"name\": ",
		      out);
		json_str(out, r->config);
		fputs(", \"compiler\": ", out);
		json_str(out, r->words);
		fprintf(out, ", \"compiled\": %s",
			r->compiled ? "true" : "false");
		if (r->compiled) {
			fputs(", \"verdict\": ", out);
			json_str(out, inlint_verdict_name(r->verdict));
		}
		fputs(", \"text\": ", out);
		json_str(out, r->text);
		fputc('}', out);
	}
	fputs("]", out);
}

static void result(FILE *out, const struct inlint_finding *f, bool last)
{
	char name[INLINT_CHECK_MAX];
	char *uri;

	fputs("        {\n          \"ruleId\": ", out);
	json_str(out, inlint_check_name(inlint_verdict_name(f->verdict), name));
	fprintf(out, ",\n          \"level\": \"%s\",\n",
		f->severity == INLINT_SEVERITY_WARNING ? "warning" : "note");
	fputs("          \"message\": {\"text\": ", out);
	json_str(out, f->message);
	fputs("},\n          \"locations\": [{\"physicalLocation\": {"
	      "\"artifactLocation\": {\"uri\": ",
	      out);
	uri = inlint_sarif_uri(f->file ? f->file : "");
	json_str(out, uri);
	free(uri);
	fputc('}', out);
	/* SARIF lines start at 1; 0 means unknown and is left out. */
	if (f->line)
		fprintf(out, ", \"region\": {\"startLine\": %u%s", f->line,
			f->col ? "" : "}");
	if (f->line && f->col)
		fprintf(out, ", \"startColumn\": %u}", f->col);
	fputs("}}],\n          \"properties\": {\"evidence\": ", out);
	json_str(out, inlint_evidence_name(f->evidence));
	if (f->reason) {
		fputs(", \"reason\": ", out);
		json_str(out, f->reason);
	}
	if (f->rows)
		configurations(out, f);
	fprintf(out, "}\n        }%s\n", last ? "" : ",");
}

void inlint_sarif_write(FILE *out, const char *version,
			const struct inlint_finding *findings, size_t n)
{
	fputs("{\n  \"$schema\": \"" SARIF_SCHEMA "\",\n"
	      "  \"version\": \"2.1.0\",\n"
	      "  \"runs\": [\n    {\n      \"tool\": {\n"
	      "        \"driver\": {\n          \"name\": \"inlint\",\n"
	      "          \"version\": ",
	      out);
	json_str(out, version);
	fputs(",\n", out);
	rules(out, findings, n);
	fputs("        }\n      },\n      \"results\": [", out);
	fputs(n ? "\n" : "", out);
	for (size_t i = 0; i < n; i++)
		result(out, &findings[i], i + 1 == n);
	fputs(n ? "      ]\n    }\n  ]\n}\n" : "]\n    }\n  ]\n}\n", out);
}
