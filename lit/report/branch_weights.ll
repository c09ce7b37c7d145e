; Exact branch_weights metadata, no debug info: frequencies follow the
; weights (1:99 is cold, 1000:1 on a back edge makes the body hot), lines are
; 0, outcomes come from surviving calls, and the record says so in
; outcome_source and a problem that names the flag to add.
; RUN: rm -rf %t && opt -load-pass-plugin=%plugin -passes='inlint-report<out=%t>' -disable-output %s
; RUN: FileCheck %s < %t/branch_weights.c.inlint.yaml

source_filename = "branch_weights.c"

define internal i32 @rare(i32 %x) noinline {
  ret i32 %x
}

define internal i32 @common(i32 %x) noinline {
  ret i32 %x
}

define internal i32 @inner(i32 %x) noinline {
  ret i32 %x
}

define i32 @walk(i32 %x, i32 %n) {
entry:
  %c = icmp eq i32 %x, 0
  br i1 %c, label %then, label %else, !prof !0
then:
  %a = call i32 @rare(i32 %x)
  br label %loop
else:
  %b = call i32 @common(i32 %x)
  br label %loop
loop:
  %i = phi i32 [ 0, %then ], [ 0, %else ], [ %i1, %loop ]
  %r = call i32 @inner(i32 %i)
  %i1 = add i32 %i, 1
  %d = icmp slt i32 %i1, %n
  br i1 %d, label %loop, label %exit, !prof !1
exit:
  ret i32 %r
}

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 1000, i32 1}

; CHECK:       source_file: branch_weights.c
; CHECK:       debug_info: false
; CHECK:       outcome_source: calls
; CHECK:       problems:
; CHECK-NEXT:  - 'branch_weights.c: no debug info, so no advice: compile with -gline-tables-only (or -g)'
; CHECK-NOT:   recommendations:
; CHECK-NOT:   information:
; CHECK-LABEL: - name: rare
; CHECK:       - caller: walk
; CHECK-NEXT:    line: 0
; CHECK-NEXT:    hotness: cold
; CHECK-NEXT:    frequency: 0.01
; CHECK-LABEL: - name: common
; CHECK:       - caller: walk
; CHECK-NEXT:    line: 0
; CHECK-NEXT:    hotness: normal
; CHECK-NEXT:    frequency: 0.99
; CHECK-LABEL: - name: inner
; CHECK:       - caller: walk
; CHECK-NEXT:    line: 0
; CHECK-NEXT:    hotness: hot
; CHECK-NEXT:    frequency: 1001
; CHECK:       outcome: out_of_line
