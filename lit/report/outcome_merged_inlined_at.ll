; Two callees inlined into mid, and mid into outer; the optimizer merged
; the two inlined calls' locations into one line-0 inlinedAt location that
; code of both callees shares. Each callee is still inlined into mid.
; RUN: rm -rf %t && opt -load-pass-plugin=%plugin -passes='inlint-report<out=%t>' -disable-output %s
; RUN: FileCheck %s < %t/merged.c.inlint.yaml

source_filename = "merged.c"

declare void @sink(i32)

define internal void @a(i32 %x) !dbg !10 {
  call void @sink(i32 %x), !dbg !20
  ret void, !dbg !20
}

define internal void @b(i32 %x) !dbg !11 {
  call void @sink(i32 %x), !dbg !21
  ret void, !dbg !21
}

define internal void @mid(i32 %x) !dbg !12 {
  call void @sink(i32 %x), !dbg !22
  ret void, !dbg !22
}

define void @outer(i32 %x) !dbg !13 {
  call void @sink(i32 1), !dbg !30
  call void @sink(i32 2), !dbg !31
  call void @sink(i32 3), !dbg !32
  ret void, !dbg !33
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "merged.c", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !DISubroutineType(types: !{})
!10 = distinct !DISubprogram(name: "a", scope: !1, file: !1, line: 1, type: !3, spFlags: DISPFlagDefinition, unit: !0)
!11 = distinct !DISubprogram(name: "b", scope: !1, file: !1, line: 5, type: !3, spFlags: DISPFlagDefinition, unit: !0)
!12 = distinct !DISubprogram(name: "mid", scope: !1, file: !1, line: 9, type: !3, spFlags: DISPFlagDefinition, unit: !0)
!13 = distinct !DISubprogram(name: "outer", scope: !1, file: !1, line: 20, type: !3, spFlags: DISPFlagDefinition, unit: !0)
!20 = !DILocation(line: 2, scope: !10)
!21 = !DILocation(line: 6, scope: !11)
!22 = !DILocation(line: 10, scope: !12)
; mid inlined into outer at line 21; a and b inlined into mid at a merged
; line-0 location of mid's.
!40 = distinct !DILocation(line: 21, scope: !13)
!41 = distinct !DILocation(line: 0, scope: !12, inlinedAt: !40)
!30 = !DILocation(line: 2, scope: !10, inlinedAt: !41)
!31 = !DILocation(line: 6, scope: !11, inlinedAt: !41)
!32 = !DILocation(line: 10, scope: !12, inlinedAt: !40)
!33 = !DILocation(line: 22, scope: !13)

; CHECK-LABEL: - name: a
; CHECK:         inlined_into:
; CHECK-NEXT:    - caller: mid
; CHECK-NEXT:      into: outer
; CHECK-NEXT:      line: 0
; CHECK-LABEL: - name: b
; CHECK:         inlined_into:
; CHECK-NEXT:    - caller: mid
; CHECK-NEXT:      into: outer
; CHECK-NEXT:      line: 0
; CHECK-LABEL: - name: mid
; CHECK:         inlined_into:
; CHECK-NEXT:    - caller: outer
; CHECK-NEXT:      into: outer
; CHECK-NEXT:      line: 21
