// Every reader takes regular files only: /dev/zero never ends and a FIFO
// without a writer blocks at open, so both are refused before a byte is
// read, with one line naming the file and what it is, exit status 2.
// RUN: rm -rf %t && mkdir -p %t
// RUN: timeout 20 %inlint show /dev/zero > %t/out 2> %t/err; test $? -eq 2
// RUN: FileCheck --check-prefix=ZERO %s < %t/err
// RUN: count 0 < %t/out
// RUN: timeout 20 %inlint lint %inputs/lint/lint_cold.patch --report /dev/zero 2> %t/err; test $? -eq 2
// RUN: FileCheck --check-prefix=ZERO %s < %t/err
// RUN: timeout 20 %inlint why /dev/zero 2> %t/err; test $? -eq 2
// RUN: FileCheck --check-prefix=ZERO %s < %t/err
// RUN: mkfifo %t/fifo
// RUN: timeout 20 %inlint show %t/fifo 2> %t/err; test $? -eq 2
// RUN: FileCheck --check-prefix=FIFO %s < %t/err
// RUN: timeout 20 %inlint lint %t/fifo --report %inputs/report_nan.yaml 2> %t/err; test $? -eq 2
// RUN: FileCheck --check-prefix=FIFO %s < %t/err

// ZERO:     : /dev/zero: not a regular file (a character device)
// ZERO-NOT: {{.}}
// FIFO:     {{.*}}fifo: not a regular file (a FIFO)
// FIFO-NOT: {{.}}
