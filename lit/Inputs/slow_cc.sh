#!/bin/sh
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# slow_cc.sh ARGS... - the signal tests' compiler (--cc): like a driver that
# runs cc1, it does its slow part in a child process, which writes its pid
# to fd 3, sleeps 2 s and then writes "marker" to fd 4 (a what-if compile
# may write files only in its scratch directory: the test opens both for
# it); then it runs clang. A signal sent only to this process leaves the
# child running. $SLOW_CC_IGNORE: signals the compile ignores.
[ -n "$SLOW_CC_IGNORE" ] && trap '' $SLOW_CC_IGNORE
sh -c 'echo $$ >&3; sleep 2; echo marker >&4'
exec clang "$@"
