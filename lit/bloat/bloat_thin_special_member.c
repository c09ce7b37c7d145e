// A thin archive's members are files of their own; one that is not a
// regular file (here /dev/zero, which never ends: LLVM read it until memory
// ran out) is refused before LLVM reads it: one line naming archive(member),
// exit status 2, nothing on stdout. A special file named directly is
// refused the same way.
// RUN: rm -rf %t && mkdir -p %t
// RUN: timeout 60 %inlint bloat %inputs/thin_devzero.a %inputs/thin_devzero.a > %t/out 2> %t/err; test $? -eq 2
// RUN: FileCheck --check-prefix=MEMBER %s < %t/err
// RUN: test $(wc -l < %t/err) -eq 1
// RUN: count 0 < %t/out
// RUN: timeout 60 %inlint bloat /dev/zero %inputs/thin_devzero.a > %t/out 2> %t/err; test $? -eq 2
// RUN: FileCheck --check-prefix=NAMED %s < %t/err
// RUN: count 0 < %t/out

// MEMBER: {{.*}}thin_devzero.a(/dev/zero): not a regular file (a character device)
// NAMED:  : /dev/zero: not a regular file (a character device)
