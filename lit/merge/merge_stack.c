// --view stack joins the frame sizes of -fstack-usage (the .su file beside
// each record's object) to what the records say was inlined where:
// handle_request's own buffer and the two helpers inlined into it put its
// frame over 2048 bytes, and the view names them, parse_header with the
// frame of its out-of-line copy (its address is taken), checksum_block
// without one. A larger --frame-limit flags nothing; a .su file that is not
// one stops the merge before it writes a report.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %t && env INLINT_OUT=%t/rec %clang -O2 -g -fstack-usage -fpass-plugin=%plugin -c %s -o stack.o
// RUN: cd %t && %inlint merge rec -o report.yaml --objects . --view stack | FileCheck %s
// RUN: cd %t && %inlint merge rec -o report.yaml --objects . --view stack --frame-limit 4096 | FileCheck --check-prefix=LIMIT %s
// RUN: not %inlint merge %t/rec -o %t/report.yaml --view stack 2>&1 | FileCheck --check-prefix=USAGE %s
// RUN: printf 'stack.c:9:parse_header\t12x\tstatic\n' > %t/stack.su
// RUN: cd %t && not %inlint merge rec -o bad.yaml --objects . --view stack 2>&1 | FileCheck --check-prefix=BAD %s
// RUN: test ! -e %t/bad.yaml

// CHECK:      stack frames over 2048 bytes: 1 of 2
// CHECK-NEXT: {{.*}}merge_stack.c:[[#]]: handle_request: [[#]] bytes (static); inlined: parse_header (own frame [[#]] bytes), checksum_block (no out-of-line copy: build with noinline to measure): noinline_for_stack candidates
// CHECK-NOT:  {{.}}

// LIMIT:      stack frames over 4096 bytes: 0 of 2
// LIMIT-NOT:  {{.}}

// USAGE: inlint merge: error: --view stack needs --objects DIR
// BAD:   inlint merge: error: ./stack.su:1: frame size not a whole number of at most 2^40

extern void dev_read(unsigned char *buf, unsigned int len);
extern void dev_write(const unsigned char *buf, unsigned int len);

struct req_ops {
	unsigned int (*parse)(unsigned int);
};

/* A scratch table on the stack: fine on its own. */
static unsigned int parse_header(unsigned int len)
{
	unsigned char hdr[1200];

	dev_read(hdr, len);
	return hdr[0] + hdr[len / 2];
}

static unsigned int checksum_block(unsigned int len)
{
	unsigned char block[900];
	unsigned int sum = 0;

	dev_read(block, len);
	for (unsigned int i = 0; i < len && i < sizeof(block); i++)
		sum += block[i];
	return sum;
}

const struct req_ops req_ops = {
	.parse = parse_header,
};

/* Both helpers inlined here put its frame over 2048 bytes. */
unsigned int handle_request(unsigned int len)
{
	unsigned char reply[1000];
	unsigned int v;

	dev_read(reply, len);
	v = parse_header(len) + checksum_block(len);
	reply[0] = (unsigned char)v;
	dev_write(reply, len);
	return v;
}
