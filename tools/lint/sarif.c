/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* sarif.c - a minimal valid SARIF 2.1.0 log: tool.driver with its rules,
 * results with ruleId, level, message and a physical location. */
#include "sarif.h"

#include <string.h>

#define SARIF_SCHEMA "https://json.schemastore.org/sarif-2.1.0.json"

/* JSON string: quotes, backslashes and control characters escaped; UTF-8
 * passes through. */
static void json_str(FILE *out, const char *s)
{
	fputc('"', out);
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;

		if (c == '"' || c == '\\')
			fprintf(out, "\\%c", c);
		else if (c < 0x20)
			fprintf(out, "\\u%04x", c);
		else
			fputc(c, out);
	}
	fputc('"', out);
}

static bool seen_before(const struct inlint_finding *f, size_t i)
{
	for (size_t k = 0; k < i; k++)
		if (strcmp(f[k].rule, f[i].rule) == 0)
			return true;
	return false;
}

static void rules(FILE *out, const struct inlint_finding *f, size_t n)
{
	bool first = true;

	fputs("          \"rules\": [", out);
	for (size_t i = 0; i < n; i++) {
		if (seen_before(f, i))
			continue;
		fputs(first ? "\n            {\"id\": "
			    : ",\n            "
			      "{\"id\": ",
		      out);
		json_str(out, f[i].rule);
		fputc('}', out);
		first = false;
	}
	fputs(first ? "]\n" : "\n          ]\n", out);
}

static void result(FILE *out, const struct inlint_finding *f, bool last)
{
	fputs("        {\n          \"ruleId\": ", out);
	json_str(out, f->rule);
	fprintf(out, ",\n          \"level\": \"%s\",\n",
		f->severity == INLINT_SEVERITY_WARNING ? "warning" : "note");
	fputs("          \"message\": {\"text\": ", out);
	json_str(out, f->message);
	fputs("},\n          \"locations\": [{\"physicalLocation\": {"
	      "\"artifactLocation\": {\"uri\": ",
	      out);
	json_str(out, f->file ? f->file : "");
	fputc('}', out);
	/* SARIF lines start at 1; 0 means unknown and is left out. */
	if (f->line)
		fprintf(out, ", \"region\": {\"startLine\": %u}", f->line);
	fprintf(out, "}}]\n        }%s\n", last ? "" : ",");
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
