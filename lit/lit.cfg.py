# lit.cfg.py - the inlint lit suite: every *.c and *.ll directly under lit/
# is a test (inputs shared by several tests go in lit/Inputs/).
#
# Run it from a build tree (CMake writes <build>/lit/lit.site.cfg.py):
#   scripts/build.sh build
#   /usr/lib/llvm-22/bin/lit -sv build/lit                 # all tests
#   /usr/lib/llvm-22/bin/lit -v build/lit/some_test.c      # one test
# or `ctest -R lit --output-on-failure` in the build directory.
#
# RUN lines see the LLVM 22 tools first on PATH (clang, opt, llc, FileCheck,
# not, llvm-objdump, ...) and get %plugin (libinlint.so) and %inlint (the CLI).
# No INLINT_* variable leaks in from outside: a test sets what it needs, e.g.
#   RUN: env INLINT_OUT=%t.d %clang -O2 -g -fpass-plugin=%plugin -c %s -o %t.o
import os

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

tools = config.llvm_tools_dir
config.substitutions.append(("%clang", os.path.join(tools, "clang")))
config.substitutions.append(("%opt", os.path.join(tools, "opt")))
config.substitutions.append(("%FileCheck", os.path.join(tools, "FileCheck")))
config.substitutions.append(("%plugin", config.inlint_plugin))
config.substitutions.append(("%llvm_bin", tools))
config.substitutions.append(("%inlint", config.inlint_cli))

config.available_features.add("llvm-" + config.llvm_version_major)

# Sanitizer build: clang and opt are not instrumented, so preload the ASan
# runtime for the plugin. LeakSanitizer is off because clang deliberately
# frees nothing at exit.
if lit.util.pythonize_bool(config.inlint_sanitize):
    config.available_features.add("asan")
    config.environment["LD_PRELOAD"] = config.inlint_asan_runtime
    config.environment["ASAN_OPTIONS"] = "detect_leaks=0"
    config.environment["UBSAN_OPTIONS"] = "halt_on_error=1:print_stacktrace=1"
