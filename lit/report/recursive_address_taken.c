// Recursive (directly and through a cycle) and address-taken statics never
// get always_inline advice; the record says why.
// RUN: rm -rf %t && env INLINT_OUT=%t %clang -O2 -g -fpass-plugin=%plugin -I%inputs -c %s -o %t.o
// RUN: FileCheck %s < %t/__%s.inlint.yaml

#include "kernel.h"

struct node {
	struct node *left, *right;
	unsigned long val;
};

static unsigned long tree_sum(const struct node *n)
{
	if (!n)
		return 0;
	return n->val + tree_sum(n->left) + tree_sum(n->right);
}

static unsigned long odd_depth(const struct node *n, unsigned int d);

static unsigned long even_depth(const struct node *n, unsigned int d)
{
	return n ? odd_depth(n->left, d + 1) + d : 0;
}

static unsigned long odd_depth(const struct node *n, unsigned int d)
{
	return n ? even_depth(n->right, d + 1) * 3 : 0;
}

static inline unsigned long read_val(const struct node *n)
{
	return n->val;
}

unsigned long (*node_read)(const struct node *) = read_val;

unsigned long tree_stats(const struct node *root)
{
	return tree_sum(root) + even_depth(root, 0);
}

// Functions come in module order.
// CHECK-LABEL: - name: read_val
// CHECK:       address_taken: true
// CHECK-NEXT:  recursive: false
// CHECK-LABEL: - name: tree_stats
// CHECK:       recursive: false
// CHECK-LABEL: - name: tree_sum
// CHECK:       recursive: true
// CHECK-LABEL: - name: even_depth
// CHECK:       recursive: true
// CHECK-LABEL: - name: odd_depth
// CHECK:       recursive: true
// CHECK-LABEL: recommendations:
// CHECK-NOT:   action: always_inline
// CHECK:       - function: read_val
// CHECK:         action: none
// CHECK-NEXT:    reason: address-taken-only
// CHECK:       - function: tree_sum
// CHECK:         action: none
// CHECK-NEXT:    reason: cannot-inline
// CHECK:         message: {{.}}tree_sum: recursive: LLVM does not inline a call that closes a call cycle, so __always_inline would not help; the call at tree_stats:41 (normal, 1.00x entry) stays{{.}}{{$}}
// CHECK:       - function: even_depth
// CHECK-NEXT:    file:
// CHECK-NEXT:    line: 22
// CHECK-NEXT:    action: none
// CHECK-NEXT:    reason: cannot-inline
// CHECK-NOT:   action: always_inline
