// A state file that lists its objects twice (hand-edited, or two files
// pasted together) is refused like any malformed state, before any build:
// one line naming the file and the second key, exit status 2 (the reader
// refuses a duplicate key in any mapping of any document). The reader
// used to count the second list on after the first, past its end.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf 'schema: inlint-tune/1\nobjects: [a.o, b.o]\nobjects: [c.o]\n' > %t/twice.state
// RUN: %inlint tune --build 'touch %t/built' --bench 'echo cost 1' --metric 'stdout:cost ([0-9]+)' --candidates %inputs/tune_candidates.yaml --runs 1 --objects a.o b.o --state %t/twice.state -o %t/out.yaml 2> %t/twice.err; test $? -eq 2
// RUN: FileCheck %s < %t/twice.err
// RUN: test $(wc -l < %t/twice.err) -eq 1
// RUN: test ! -e %t/built

// CHECK: inlint tune: error: {{.*}}twice.state:3:1: duplicate key 'objects' (first at 2:1){{$}}
