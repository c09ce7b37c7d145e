# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# lit.cfg.py - the inlint lit suite: every *.c and *.ll in a folder of lit/
# is a test, grouped by subcommand or feature (inputs shared by several
# tests go in lit/Inputs/, reached as %inputs; the source tree is %top).
#
# Run it from a build tree (CMake writes <build>/lit/lit.site.cfg.py):
#   scripts/build.sh build
#   /usr/lib/llvm-22/bin/lit -sv build/lit                 # all tests
#   /usr/lib/llvm-22/bin/lit -v build/lit/lint/some_test.c     # one test
# or `ctest -R lit --output-on-failure` in the build directory.
#
# RUN lines see the LLVM 22 tools first on PATH (clang, opt, llc, FileCheck,
# not, llvm-objdump, ...) and get %plugin (libinlint.so), %inlint (the CLI)
# and %python.
# No INLINT_* variable leaks in from outside: a test sets what it needs, e.g.
#   RUN: env INLINT_OUT=%t.d %clang -O2 -g -fpass-plugin=%plugin -c %s -o %t.o
import ctypes
import os
import shutil
import subprocess
import sys

import lit.formats
import lit.util

if not hasattr(config, "inlint_obj_dir"):
    lit_config.fatal("run lit on a build tree (<build>/lit), not on the source tree")

config.name = "inlint"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".c", ".ll"]
config.excludes = ["CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py.in", "Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.inlint_obj_dir, "lit")

for path, what in ((config.inlint_plugin, "plugin"), (config.inlint_cli, "CLI")):
    if not os.path.exists(path):
        lit_config.fatal("%s not built: %s (build first: scripts/build.sh)" % (what, path))

# Tools: the LLVM that inlint was built against, ahead of anything else.
config.environment["PATH"] = os.pathsep.join(
    [config.llvm_tools_dir, config.environment.get("PATH", os.environ.get("PATH", ""))])
for name in list(config.environment):
    if name.startswith("INLINT_"):
        del config.environment[name]
# A compile without INLINT_OUT writes its record into the user's cache
# (core/records_dir.h): the tests' go into the build tree instead.
config.environment["XDG_CACHE_HOME"] = os.path.join(config.inlint_obj_dir, "lit", "xdg-cache")

tools = config.llvm_tools_dir
config.substitutions.append(("%clang", os.path.join(tools, "clang")))
config.substitutions.append(("%opt", os.path.join(tools, "opt")))
config.substitutions.append(("%FileCheck", os.path.join(tools, "FileCheck")))
config.substitutions.append(("%plugin", config.inlint_plugin))
config.substitutions.append(("%llvm_bin", tools))
config.substitutions.append(("%inlint", config.inlint_cli))
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "Inputs")))
config.substitutions.append(("%top", config.inlint_src_dir))
# The python running lit: a python3 found on PATH may be a version
# manager's shim, which costs a third of a second a call.
config.substitutions.append(("%python", sys.executable))

config.available_features.add("llvm-" + config.llvm_version_major)
# The linker of that LLVM (lld-22 from scripts/deps.sh): the LTO tests load
# the plugin into it, and the kbuild tests' LLVM=%llvm_bin/ links with it.
# Debian's ld.lld on PATH is lld 14, which cannot load a plugin.
if os.path.exists(os.path.join(config.llvm_tools_dir, "ld.lld")):
    config.available_features.add("lld")

# The compilers measured from their objects (--measure objects), named by
# the configurations of lit/configs/ and the kernel's GCC arm64 build: GCC
# for x86_64 and for arm64 (scripts/deps.sh installs both).
if shutil.which("gcc"):
    config.available_features.add("gcc")
if shutil.which("aarch64-linux-gnu-gcc"):
    config.available_features.add("aarch64-gcc")
# The compiler launchers of lit/launcher/, run for real (scripts/deps.sh
# installs them); %asan_preload is what a daemon must preload for the
# plugin, empty outside the sanitizer build.
if shutil.which("ccache"):
    config.available_features.add("ccache")
if shutil.which("distcc") and shutil.which("distccd"):
    config.available_features.add("distcc")

# Headless Chromium and its chromedriver, which the tests of lit/html/ drive
# to see the page of `inlint html` as a person does (scripts/deps.sh
# installs both).
if shutil.which("chromium") and shutil.which("chromedriver"):
    config.available_features.add("chromium")

# Sanitizer build: clang and opt are not instrumented, so preload the ASan
# runtime for the plugin. LeakSanitizer is off because clang deliberately
# frees nothing at exit.
asan_preload = ""
if lit.util.pythonize_bool(config.inlint_sanitize):
    asan_preload = config.inlint_asan_runtime
    config.available_features.add("asan")
    config.environment["LD_PRELOAD"] = config.inlint_asan_runtime
    config.environment["ASAN_OPTIONS"] = "detect_leaks=0"
    config.environment["UBSAN_OPTIONS"] = "halt_on_error=1:print_stacktrace=1"
config.substitutions.append(("%asan_preload", asan_preload))

# The kernel's scripts/bloat-o-meter, for the tests that compare `inlint
# bloat` with it byte for byte (REQUIRES: bloat-o-meter). It comes from the
# Debian kernel source package and is never committed: it is extracted once
# per build tree, as decompressing the tarball takes about 20 s. It runs
# GNU nm (binutils), without the sanitizer runtime.
kernel_tarball = "/usr/src/linux-source-6.12.tar.xz"
bloat_o_meter = os.path.join(config.test_exec_root, "bloat-o-meter")
if os.path.exists(kernel_tarball) and shutil.which("nm"):
    if not os.path.exists(bloat_o_meter):
        os.makedirs(config.test_exec_root, exist_ok=True)
        partial = "%s.%d" % (bloat_o_meter, os.getpid())
        with open(partial, "wb") as out:
            subprocess.run(["tar", "-xJf", kernel_tarball, "-O",
                            "linux-source-6.12/scripts/bloat-o-meter"],
                           stdout=out, check=False)
        if os.path.getsize(partial):
            os.replace(partial, bloat_o_meter)
        else:
            os.remove(partial)
    if os.path.exists(bloat_o_meter):
        config.available_features.add("bloat-o-meter")
        config.substitutions.append(
            ("%bloat_o_meter", "env -u LD_PRELOAD %s %s" % (sys.executable, bloat_o_meter)))

# Landlock (Linux 5.13 on, when not disabled at boot), which confines every
# what-if compile to its scratch directory: the tests that need it REQUIRE
# landlock; without it inlint checks compiles instead, which
# INLINT_NO_LANDLOCK=1 forces for the tests of that check.
# landlock_create_ruleset(NULL, 0, LANDLOCK_CREATE_RULESET_VERSION) is
# syscall 444 on every architecture; it returns the ABI version.
if ctypes.CDLL(None, use_errno=True).syscall(444, None, 0, 1) > 0:
    config.available_features.add("landlock")
