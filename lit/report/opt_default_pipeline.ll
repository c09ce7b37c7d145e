; Under opt, the plugin's extension points run inside default<O2> just as in
; clang: without debug info the outcome comes from the calls that survive.
; RUN: rm -rf %t && env INLINT_OUT=%t opt -load-pass-plugin=%plugin -passes='default<O2>' -disable-output %s
; RUN: FileCheck %s < %t/pipeline.c.inlint.yaml

source_filename = "pipeline.c"

declare void @sink(i32)

define internal void @helper(i32 %x) {
  %y = mul i32 %x, 3
  call void @sink(i32 %y)
  ret void
}

define internal void @big(i32 %x) noinline {
  call void @sink(i32 %x)
  ret void
}

define void @entry(i32 %x) {
  call void @helper(i32 %x)
  call void @big(i32 %x)
  call void @big(i32 1)
  ret void
}

; CHECK:       outcome_source: calls
; CHECK-LABEL: - name: helper
; CHECK:         inlined: true
; CHECK:       outcome: inlined
; CHECK-NEXT:  final_size: 0
; CHECK-NEXT:  calls_left: 0
; CHECK-NEXT:  inlined_into:
; CHECK-NEXT:  - caller: entry
; CHECK-NEXT:    into: entry
; CHECK-NEXT:    line: 0
; CHECK-LABEL: - name: big
; CHECK:       callers: 1
; CHECK:       outcome: out_of_line
; CHECK-NEXT:  final_size: 2
; CHECK-NEXT:  calls_left: 2
