; The hot and cold counts come from the ProfileSummary's detailed entries
; the way LLVM's ProfileSummaryInfo takes them: the entry at the 990000
; cut-off (99% of all counts) gives the hot count, 999999 the cold one. A
; call's own branch_weights is its count; compared with the caller's entry
; count it gives the frequency.
; RUN: rm -rf %t && opt -load-pass-plugin=%plugin -passes='inlint-report<out=%t>' -disable-output %s
; RUN: FileCheck %s < %t/summary.c.inlint.yaml

source_filename = "summary.c"

define internal void @hot_callee() noinline {
  ret void
}

define internal void @warm_callee() noinline {
  ret void
}

define internal void @cold_callee() noinline {
  ret void
}

define void @caller() !prof !20 {
  call void @hot_callee(), !prof !21
  call void @warm_callee(), !prof !22
  call void @cold_callee(), !prof !23
  ret void
}

!llvm.module.flags = !{!1}
!1 = !{i32 1, !"ProfileSummary", !2}
!2 = !{!3, !4, !5, !6, !7, !8, !9, !10}
!3 = !{!"ProfileFormat", !"InstrProf"}
!4 = !{!"TotalCount", i64 10000}
!5 = !{!"MaxCount", i64 1000}
!6 = !{!"MaxInternalCount", i64 1000}
!7 = !{!"MaxFunctionCount", i64 1000}
!8 = !{!"NumCounts", i64 50}
!9 = !{!"NumFunctions", i64 4}
!10 = !{!"DetailedSummary", !11}
!11 = !{!12, !13, !14, !15}
!12 = !{i32 10000, i64 1000, i32 1}
!13 = !{i32 990000, i64 500, i32 10}
!14 = !{i32 999000, i64 100, i32 20}
!15 = !{i32 999999, i64 5, i32 50}
!20 = !{!"function_entry_count", i64 1000}
!21 = !{!"branch_weights", i32 600}
!22 = !{!"branch_weights", i32 300}
!23 = !{!"branch_weights", i32 5}

; CHECK:       profile: true
; CHECK:       profile_format: InstrProf
; CHECK-NEXT:  hot_count: 500
; CHECK-NEXT:  cold_count: 5
; CHECK-LABEL: - name: hot_callee
; CHECK:         hotness: hot
; CHECK-NEXT:    frequency: 0.6
; CHECK-NEXT:    count: 600
; CHECK-LABEL: - name: warm_callee
; CHECK:         hotness: normal
; CHECK-NEXT:    frequency: 0.3
; CHECK-NEXT:    count: 300
; CHECK-LABEL: - name: cold_callee
; CHECK:         hotness: cold
; CHECK-NEXT:    frequency: 0.005
; CHECK-NEXT:    count: 5
; CHECK-LABEL: - name: caller
; CHECK:       entry_count: 1000
