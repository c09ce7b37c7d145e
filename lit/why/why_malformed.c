// A remark file that is junk (binary, or YAML that is not remarks, or a
// truncated bitstream) is refused with one line naming the file and exit
// status 2, and nothing is printed on stdout.
// RUN: rm -rf %t && mkdir -p %t
// RUN: head -c 300 %plugin > %t/junk.bin
// RUN: not %inlint why %t/junk.bin > %t/junk.out 2> %t/junk.err
// RUN: FileCheck --check-prefix=BIN %s < %t/junk.err
// RUN: count 0 < %t/junk.out
// RUN: printf 'hello: [world\n' > %t/junk.yaml
// RUN: %inlint why %t/junk.yaml 2> %t/yaml.err; echo "exit $?" >> %t/yaml.err
// RUN: FileCheck --check-prefix=YAML %s < %t/yaml.err
// RUN: printf 'RMRKjunk' > %t/junk.opt.bitstream
// RUN: not %inlint why %t/junk.opt.bitstream 2>&1 | FileCheck --check-prefix=BITSTREAM %s

// BIN:      inlint why: error: {{.*}}junk.bin: not a remark file: {{.*}}
// BIN-NOT:  {{.}}
// YAML:      inlint why: error: {{.*}}junk.yaml: not a remark file: YAML:1:1: error: expected a remark tag.
// YAML-NEXT: exit 2
// BITSTREAM: inlint why: error: {{.*}}junk.opt.bitstream: not a remark file: {{.+}}
// BITSTREAM-NOT: {{.}}
