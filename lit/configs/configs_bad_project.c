// A project file that cannot be read is one line naming it (and the line
// where a key is wrong), exit 2, and nothing measured: malformed YAML, an
// unknown key (at the top or in a configuration), a from: that names no
// configuration or loops, a configuration without db or from, a default:
// naming nothing.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf '[]\n' > %t/cc.json
// RUN: printf 'configurations: [\n' > %t/.inlint.yaml
// RUN: %inlint lint %inputs/configs/snap_stat.patch 2> %t/err; test $? -eq 2
// RUN: printf 'configurations:\n  - name: a\n    db: cc.json\nviews: [x]\n' > %t/.inlint.yaml
// RUN: not %inlint lint %inputs/configs/snap_stat.patch 2>> %t/err
// RUN: printf 'configurations:\n  - name: a\n    db: cc.json\n    arch: arm64\n' > %t/.inlint.yaml
// RUN: not %inlint lint %inputs/configs/snap_stat.patch 2>> %t/err
// RUN: printf 'configurations:\n  - name: a\n    db: cc.json\n  - name: b\n    from: c\n' > %t/.inlint.yaml
// RUN: not %inlint lint %inputs/configs/snap_stat.patch 2>> %t/err
// RUN: printf 'configurations:\n  - name: a\n    from: b\n  - name: b\n    from: a\n' > %t/.inlint.yaml
// RUN: not %inlint lint %inputs/configs/snap_stat.patch 2>> %t/err
// RUN: printf 'configurations:\n  - name: a\n    compiler: gcc\n' > %t/.inlint.yaml
// RUN: not %inlint lint %inputs/configs/snap_stat.patch 2>> %t/err
// RUN: printf 'configurations:\n  - name: a\n    db: cc.json\ndefault: [a, b]\n' > %t/.inlint.yaml
// RUN: not %inlint lint %inputs/configs/snap_stat.patch 2>> %t/err
// RUN: printf 'configurations:\n  - name: a\n    db: missing.json\n' > %t/.inlint.yaml
// RUN: not %inlint lint %inputs/configs/snap_stat.patch 2>> %t/err
// RUN: FileCheck %s < %t/err

// CHECK:      inlint lint: error: {{.*}}/.inlint.yaml:2:1: {{.*}}
// CHECK-NEXT: inlint lint: error: {{.*}}/.inlint.yaml:4:1: unknown key 'views'
// CHECK-NEXT: inlint lint: error: {{.*}}/.inlint.yaml:4:5: unknown key 'arch'
// CHECK-NEXT: inlint lint: error: {{.*}}/.inlint.yaml:4:5: configuration 'b': from 'c' names no configuration
// CHECK-NEXT: inlint lint: error: {{.*}}/.inlint.yaml:4:5: configuration 'b': its from: chain loops
// CHECK-NEXT: inlint lint: error: {{.*}}/.inlint.yaml:2:5: configuration 'a': give one of db and from
// CHECK-NEXT: inlint lint: error: {{.*}}/.inlint.yaml:4:14: default: no configuration 'b'
// CHECK-NEXT: inlint lint: error: {{.*}}/.inlint.yaml:2: configuration 'a': {{.*}}/missing.json: cannot open (No such file or directory)
// CHECK-NOT:  {{.}}
