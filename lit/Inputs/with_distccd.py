# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# with_distccd.py - runs a command against a distccd of its own on
# 127.0.0.1, started on a free port and stopped however the command ends.
#   %python with_distccd.py DIR [--preload=LIB] [--compiles=N] -- distcc clang-22 ARGS...
# DIR gets the daemon's files: daemon/ (its TMPDIR, where it compiles),
# distccd.log, distccd.pid, and the client's: distcc/ (its DISTCC_DIR) and
# distcc.log (its verbose log, which says where each compile ran). The
# command runs with DISTCC_HOSTS naming the daemon and no fallback: a
# compile the server did not do fails. LIB is preloaded into the daemon
# and the command (and so into the clangs they run: the client's
# preprocessor loads the plugin too), as lit preloads the sanitizer
# runtime.
# With N, the daemon is stopped only once its log has N compiles' summaries
# (or after 10 s): a worker writes its summary after the client has the
# object, and stopping the daemon ends its workers, so a test that counts
# the compiles in distccd.log would race the last one.
# As root, distccd runs its compiles as its own user (Debian's distccd, or
# nobody), which is why daemon/ is writable by all.
import os
import signal
import socket
import subprocess
import sys
import time


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def listening(port):
    with socket.socket() as s:
        return s.connect_ex(("127.0.0.1", port)) == 0


def start(top, port, preload):
    env = dict(os.environ, TMPDIR=os.path.join(top, "daemon"))
    env.pop("LD_PRELOAD", None)
    if preload:
        env["LD_PRELOAD"] = preload
    subprocess.run(["distccd", "--daemon", "--allow", "127.0.0.1",
                    "--listen", "127.0.0.1", "--port", str(port),
                    "--pid-file", os.path.join(top, "distccd.pid"),
                    "--log-file", os.path.join(top, "distccd.log")],
                   env=env, check=True)
    for _ in range(100):
        if listening(port):
            return
        time.sleep(0.05)
    raise SystemExit("with_distccd.py: distccd does not listen on %d" % port)


def pid_of(top):
    try:
        with open(os.path.join(top, "distccd.pid")) as f:
            return int(f.read().split()[0])
    except (OSError, ValueError, IndexError):
        return None


def alive(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        pass
    return True


def logged_compiles(top):
    with open(os.path.join(top, "distccd.log"), errors="replace") as f:
        return sum(" COMPILE_" in line for line in f)


def await_compiles(top, n):
    for _ in range(200):
        if logged_compiles(top) >= n:
            return
        time.sleep(0.05)


# distccd's parent ends its children when it gets SIGTERM.
def stop(top):
    pid = pid_of(top)
    if pid is None:
        return
    for sig in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.kill(pid, sig)
        except ProcessLookupError:
            return
        for _ in range(100):
            if not alive(pid):
                return
            time.sleep(0.05)


def main():
    args = sys.argv[1:]
    top, preload, compiles = os.path.abspath(args.pop(0)), None, 0
    if args and args[0].startswith("--preload"):
        preload = args.pop(0).partition("=")[2] or None
    if args and args[0].startswith("--compiles="):
        compiles = int(args.pop(0).partition("=")[2])
    if not args or args.pop(0) != "--":
        raise SystemExit("usage: with_distccd.py DIR [--preload=LIB] "
                         "[--compiles=N] -- COMMAND...")
    for d in ("daemon", "distcc"):
        os.makedirs(os.path.join(top, d), exist_ok=True)
    os.chmod(os.path.join(top, "daemon"), 0o1777)
    for f in ("distccd.log", "distccd.pid"):
        open(os.path.join(top, f), "a").close()
        os.chmod(os.path.join(top, f), 0o666)
    port = free_port()
    try:
        start(top, port, preload)
        env = dict(os.environ, DISTCC_HOSTS="127.0.0.1:%d" % port,
                   DISTCC_DIR=os.path.join(top, "distcc"),
                   DISTCC_FALLBACK="0", DISTCC_SKIP_LOCAL_RETRY="1",
                   DISTCC_VERBOSE="1",
                   DISTCC_LOG=os.path.join(top, "distcc.log"))
        env.pop("LD_PRELOAD", None)
        if preload:
            env["LD_PRELOAD"] = preload
        status = subprocess.run(args, env=env).returncode
        await_compiles(top, compiles)
        return status
    finally:
        stop(top)


sys.exit(main())
