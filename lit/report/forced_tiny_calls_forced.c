// A tiny __always_inline wrapper around another __always_inline function is
// not redundant: the always-inliner puts the callee's body into it first, so
// what the inliner then weighs is that body, not the wrapper's few
// instructions (mm/vmalloc.c's unlink_va around __unlink_va: without the
// attribute, unlink_va_augment stayed out of line). No advice on it; the
// tiny leaf with no calls still gets its note.
// RUN: rm -rf %t && env INLINT_OUT=%t %clang -O2 -g -fpass-plugin=%plugin -I%inputs -c %s -o %t.o
// RUN: FileCheck %s < %t/__%s.inlint.yaml

#include "kernel.h"

struct node {
	struct node *left, *right, *parent;
	unsigned long size, subtree_max;
};

struct tree {
	struct node *root;
	unsigned long count;
};

static __always_inline unsigned long node_size(const struct node *n)
{
	return n->size;
}

static __always_inline void __unlink_node(struct node *n, struct tree *t,
					  int augment)
{
	struct node *child = n->left ? n->left : n->right;

	if (child)
		child->parent = n->parent;
	if (!n->parent)
		t->root = child;
	else if (n->parent->left == n)
		n->parent->left = child;
	else
		n->parent->right = child;
	if (augment)
		for (struct node *p = n->parent; p; p = p->parent)
			if (p->subtree_max < node_size(p))
				p->subtree_max = node_size(p);
	t->count--;
	n->left = n->right = n->parent = 0;
}

static __always_inline void unlink_node(struct node *n, struct tree *t)
{
	__unlink_node(n, t, 1);
}

void remove_node(struct node *n, struct tree *t)
{
	unlink_node(n, t);
}

void remove_pair(struct node *a, struct node *b, struct tree *t)
{
	unlink_node(a, t);
	unlink_node(b, t);
}

// CHECK-LABEL: recommendations:
// CHECK-NOT:   function: unlink_node
// CHECK:       - function: node_size
// CHECK:         reason: redundant-always-inline
// CHECK-NOT:   function: unlink_node
// CHECK:       external_calls:
