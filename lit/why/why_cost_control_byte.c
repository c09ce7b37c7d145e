// A bitstream remark whose Cost holds a control byte (found by fuzz_remarks)
// is refused with one line in which the byte is a space: an error that
// quotes input stays one line, whoever prints it. LLVM 19's parser does
// not read the file, which clang 22 wrote ("missing string table").
// UNSUPPORTED: llvm-19
// RUN: not %inlint why %inputs/why/cost_control_byte.opt.bitstream > %t.out 2> %t.err
// RUN: FileCheck %s < %t.err
// RUN: count 1 < %t.err
// RUN: count 0 < %t.out

// CHECK: inlint why: error: {{.*}}cost_control_byte.opt.bitstream: the remark on the call of pte_present in rmap_walk at examples/mm_like/rmap.c:9: Cost '-1503 ' is not an integer{{$}}
