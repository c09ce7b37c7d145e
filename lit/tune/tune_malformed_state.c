// A state file that is broken YAML, or not the shape of one, stops tune
// before any build: one line naming the file, line and column, exit status
// 2, and the file left as it was for a look (--restart starts over).
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf 'schema: inlint-tune/1\nsteps: [ {\n' > %t/broken.state
// RUN: cp %t/broken.state %t/broken.orig
// RUN: %inlint tune --build 'touch %t/built' --bench 'echo cost 1' --metric 'stdout:cost ([0-9]+)' --candidates %inputs/tune_candidates.yaml --runs 1 --state %t/broken.state -o %t/out.yaml > %t/broken.out 2> %t/broken.err; test $? -eq 2
// RUN: FileCheck --check-prefix=BROKEN %s < %t/broken.err
// RUN: test $(wc -l < %t/broken.err) -eq 1
// RUN: cmp %t/broken.state %t/broken.orig
// RUN: test ! -e %t/built && test ! -e %t/out.yaml
// RUN: printf 'schema: inlint-tune/1\nsteps: 3\n' > %t/shape.state
// RUN: %inlint tune --build 'touch %t/built' --bench 'echo cost 1' --metric 'stdout:cost ([0-9]+)' --candidates %inputs/tune_candidates.yaml --runs 1 --state %t/shape.state -o %t/out.yaml 2> %t/shape.err; test $? -eq 2
// RUN: FileCheck --check-prefix=SHAPE %s < %t/shape.err
// RUN: test ! -e %t/built

// BROKEN: inlint tune: error: {{.*}}broken.state:3:1: did not find expected node content while parsing a flow node
// SHAPE:  inlint tune: error: {{.*}}shape.state:2:8: expected a list for 'steps'
