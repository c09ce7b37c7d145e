# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# with_jobserver.py - runs a command as make -jN would, with a jobserver
# of its own: a fifo holding N-1 tokens, named in MAKEFLAGS
# (--jobserver-auth=fifo:PATH, make 4.4's form). Prints, after the
# command, the fewest tokens the fifo held while it ran (sampled every
# millisecond with FIONREAD, which reads none: a client that takes tokens
# leaves fewer) and the tokens it holds at the end (a client that gives
# back every token it took leaves all N-1).
#   %python with_jobserver.py DIR N [--preload LIB] -- COMMAND ARGS...
# LIB is preloaded into the command, as lit preloads the sanitizer runtime.
import fcntl
import os
import struct
import subprocess
import sys
import termios
import threading
import time

work, jobs = sys.argv[1], int(sys.argv[2])
rest = sys.argv[3:]
preload = ""
if rest and rest[0].startswith("--preload="):
    preload = rest.pop(0)[len("--preload="):]
assert rest[0] == "--"
command = rest[1:]

fifo = os.path.join(work, "jobserver.fifo")
os.mkfifo(fifo)
# Held open for reading and writing: the fifo never reads as ended.
fd = os.open(fifo, os.O_RDWR | os.O_NONBLOCK)
os.write(fd, b"+" * (jobs - 1))
env = dict(os.environ)
env["MAKEFLAGS"] = "-j%d --jobserver-auth=fifo:%s" % (jobs, fifo)
if preload:
    env["LD_PRELOAD"] = preload

def free():
    return struct.unpack("i", fcntl.ioctl(fd, termios.FIONREAD, b"\0" * 4))[0]


fewest = [jobs - 1]
proc = subprocess.Popen(command, env=env)


def sample():
    while proc.poll() is None:
        fewest[0] = min(fewest[0], free())
        time.sleep(0.001)


watcher = threading.Thread(target=sample)
watcher.start()
status = proc.wait()
watcher.join()
print("fewest tokens free: %d" % fewest[0], file=sys.stderr)
try:
    left = os.read(fd, 4096)
except BlockingIOError:
    left = b""
print("tokens left: %d" % len(left), file=sys.stderr)
sys.exit(status)
