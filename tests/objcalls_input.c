/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* objcalls_input.c - test_objcalls' object, compiled at build time: a
 * static function kept out of line that calls an undefined one, and a
 * caller of it, so that the object has relocations in .rela.text. */
extern void slab_note(int v);

static __attribute__((__noinline__)) int slab_take(int v)
{
	slab_note(v);
	return v + 1;
}

int slab_alloc(int v)
{
	return slab_take(v) * slab_take(v + 2);
}
