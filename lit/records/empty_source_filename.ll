; A module without a source name (or named "/") still has its record
; inside the output directory, never beside it: an empty name is the
; working directory, named under __/ like any path that is not plain.
; RUN: rm -rf %t && mkdir -p %t/work
; RUN: cd %t/work && %opt -load-pass-plugin=%plugin -passes='inlint-report<out=%t/out>' %s -disable-output
; RUN: sed 's|^source_filename = ""|source_filename = "/"|' %s > %t/root.ll
; RUN: cd %t/work && %opt -load-pass-plugin=%plugin -passes='inlint-report<out=%t/out>' %t/root.ll -disable-output
; RUN: cd %t && find . -name '*.inlint.yaml' | sort | FileCheck -DT=%t %s

source_filename = ""

define i32 @f(i32 %x) {
  ret i32 %x
}

; CHECK:      ./out/__.inlint.yaml
; CHECK-NEXT: ./out/__[[T]]/work.inlint.yaml
; CHECK-EMPTY:
