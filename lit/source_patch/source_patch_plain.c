// action plain (drop the inline hint too) and action inline (add it) are
// not written into the source: source-patch says so on stderr, names the
// definition, and leaves the file alone (an empty diff, exit status 0).
// RUN: rm -rf %t && mkdir -p %t/src && cp %s %t/src/plain.c
// RUN: printf -- '- function: seq_next\n  file: plain.c\n  line: 17\n  action: plain\n' > %t/plain.yaml
// RUN: %inlint source-patch %t/plain.yaml --src %t/src > %t/out 2> %t/err
// RUN: count 0 < %t/out
// RUN: FileCheck %s < %t/err
// RUN: printf -- '- function: seq_step\n  file: plain.c\n  line: 22\n  action: inline\n' > %t/inline.yaml
// RUN: %inlint source-patch %t/inline.yaml --src %t/src > %t/out 2> %t/err
// RUN: count 0 < %t/out
// RUN: FileCheck --check-prefix=INLINE %s < %t/err

// CHECK: inlint source-patch: note: plain.c:17: seq_next: not expressible in source: action plain: remove inline and any forcing attribute by hand
// INLINE: inlint source-patch: note: plain.c:22: seq_step: not expressible in source: action inline: add inline by hand

static inline unsigned int seq_next(unsigned int s)
{
	return s * 1103515245u + 12345u;
}

unsigned int seq_step(unsigned int s)
{
	return seq_next(seq_next(s));
}
