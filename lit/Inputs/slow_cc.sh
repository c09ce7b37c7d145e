#!/bin/sh
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# slow_cc.sh ARGS... - the signal tests' compiler (--cc): like a driver that
# runs cc1, it does its slow part in a child process, which appends its pid
# to $SLOW_CC_DIR/started, sleeps 2 s and then leaves $SLOW_CC_DIR/marker;
# then it runs clang. A signal sent only to this process leaves the child
# running. $SLOW_CC_IGNORE: signals the compile ignores.
[ -n "$SLOW_CC_IGNORE" ] && trap '' $SLOW_CC_IGNORE
sh -c 'echo $$ >> "$SLOW_CC_DIR/started"; sleep 2; touch "$SLOW_CC_DIR/marker"'
exec clang "$@"
