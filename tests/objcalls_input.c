/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* objcalls_input.c - test_objcalls' object, compiled at build time: a
 * static function kept out of line that calls an undefined one, and a
 * caller of it, so that the object has relocations in .rela.text; and a
 * function whose array the stack protector guards. */
extern void slab_note(int v);
extern void slab_fill(char *name);

static __attribute__((__noinline__)) int slab_take(int v)
{
	slab_note(v);
	return v + 1;
}

int slab_alloc(int v)
{
	return slab_take(v) * slab_take(v + 2);
}

int slab_name(int v)
{
	char name[16];

	slab_fill(name);
	return name[v & 15];
}
