; Under opt, inlint-apply<apply=FILE;verify> rewrites attributes directly:
; the conflicting attribute goes first, call-site decisions land on calls,
; and the module verifies.
; RUN: rm -rf %t && mkdir -p %t
; RUN: printf -- '- {function: forced, action: noinline}\n- {function: kept, action: always_inline}\n- {function: leaf, caller: two_calls, action: noinline}\n' > %t/d.yaml
; RUN: opt -load-pass-plugin=%plugin -passes='inlint-apply<apply=%t/d.yaml;verify>,inlint-report<out=%t/rec>' -S %s -o - | FileCheck %s
; RUN: FileCheck --check-prefix=RECORD %s < %t/rec/apply_opt.c.inlint.yaml

source_filename = "apply_opt.c"

define internal i32 @forced(i32 %x) alwaysinline {
  ret i32 %x
}

define internal i32 @kept(i32 %x) noinline {
  ret i32 %x
}

define internal i32 @leaf(i32 %x) {
  ret i32 %x
}

define i32 @two_calls(i32 %x) {
  %a = call i32 @forced(i32 %x)
  %b = call i32 @kept(i32 %a)
  %c = call i32 @leaf(i32 %b)
  ret i32 %c
}

; CHECK: define internal i32 @forced(i32 %x) #[[NOINL:[0-9]+]]
; CHECK: define internal i32 @kept(i32 %x) #[[ALWAYS:[0-9]+]]
; CHECK: call i32 @leaf(i32 %b) #[[NOINL]]
; CHECK: attributes #[[NOINL]] = { noinline }
; CHECK: attributes #[[ALWAYS]] = { alwaysinline }

; RECORD:      debug_info: false
; RECORD:      applied:
; RECORD-NEXT: - function: forced
; RECORD:        detail: removed alwaysinline, added noinline
; RECORD:      - function: kept
; RECORD:        detail: removed noinline, added alwaysinline
; RECORD:      - function: leaf
; RECORD-NEXT:   file: apply_opt.c
; RECORD-NEXT:   caller: two_calls
; RECORD-NEXT:   call_line: 0
; RECORD-NEXT:   action: noinline
; RECORD-NEXT:   status: applied
; RECORD-NEXT:   detail: added noinline on 1 call
