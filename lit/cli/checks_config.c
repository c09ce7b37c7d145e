// The `checks:` of .inlint.yaml, found upward from each finding's source
// file as clang-tidy finds .clang-tidy: the nearest file with the key wins
// (a file of configurations only hides nothing above it), and --checks on
// the command line is applied after it. A `checks:` that cannot be read is
// one line naming the file, and exit 2.
// RUN: rm -rf %t && mkdir -p %t/tree/examples && cp -r %top/examples/pool %t/tree/examples/pool && cp -r %top/examples/pool %t/tree/examples/pool2
// RUN: cd %t/tree && for d in pool pool2; do env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/$d/pool.c -o %t/$d.o || exit 1; done
// RUN: printf 'checks: "-inlint-redundant-*, -inlint-cold-*"\n' > %t/tree/.inlint.yaml
// RUN: printf 'checks: -inlint-noinline-*\n' > %t/tree/examples/pool2/.inlint.yaml
// RUN: printf '[]\n' > %t/tree/examples/pool/cc.json
// RUN: printf 'configurations:\n  - name: a\n    db: cc.json\n' > %t/tree/examples/pool/.inlint.yaml
// RUN: cd %t/tree && %inlint show %t/rec > %t/near
// RUN: FileCheck --check-prefix=NEAR %s < %t/near
// RUN: cd %t/tree && %inlint show --checks=inlint-redundant-always-inline %t/rec > %t/cmd
// RUN: FileCheck --check-prefix=CMD %s < %t/cmd
// RUN: cd %t/tree && %inlint show --checks='-*' %t/rec | FileCheck --check-prefix=OFF %s
// RUN: printf 'checks: "a,,b"\n' > %t/tree/examples/pool2/.inlint.yaml
// RUN: cd %t/tree && %inlint show %t/rec > %t/bad.out 2> %t/bad.err; test $? -eq 2
// RUN: FileCheck --check-prefix=BAD %s < %t/bad.err
// RUN: printf 'checks: [x]\n' > %t/tree/examples/pool2/.inlint.yaml
// RUN: cd %t/tree && not %inlint show %t/rec 2>&1 >/dev/null | FileCheck --check-prefix=LIST %s

// The top file silences pool/'s redundant and cold findings; pool2/'s own
// file silences its hot-loop finding only.
// NEAR-NOT:  examples/pool/pool.c:16:
// NEAR:      examples/pool/pool.c:38: {{.*}} [inlint-kept-out-of-line]{{$}}
// NEAR-NOT:  examples/pool/pool.c:80:
// NEAR:      examples/pool/pool.c:171: {{.*}} [inlint-noinline-in-hot-loop]{{$}}
// NEAR:      examples/pool/pool.c: 20 functions, 4 recommendations, 2 information entries, 2 silenced
// NEAR:      examples/pool2/pool.c:16: {{.*}} [inlint-redundant-always-inline]{{$}}
// NEAR-NEXT: examples/pool2/pool.c:38: {{.*}} [inlint-kept-out-of-line]{{$}}
// NEAR-NEXT: examples/pool2/pool.c:80: {{.*}} [inlint-cold-slow-path]{{$}}
// NEAR-NOT:  examples/pool2/pool.c:171:
// NEAR:      examples/pool2/pool.c: 20 functions, 4 recommendations, 2 information entries, 1 silenced

// CMD:      examples/pool/pool.c:16: {{.*}} [inlint-redundant-always-inline]{{$}}
// CMD-NOT:  examples/pool/pool.c:80:
// CMD:      examples/pool2/pool.c:16: {{.*}} [inlint-redundant-always-inline]{{$}}

// OFF-NOT: [inlint-

// BAD:      inlint show: error: {{.*}}/examples/pool2/.inlint.yaml:1:9: checks: bad --checks 'a,,b': an empty glob
// BAD-NOT:  {{.}}
// LIST:     inlint show: error: {{.*}}/examples/pool2/.inlint.yaml:1:9: expected a string for 'checks'
// LIST-NOT: {{.}}
