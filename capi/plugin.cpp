/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
// plugin.cpp - libinlint.so's entry point, the project's only C++: registers
// inlint at LLVM's extension points and as named passes for opt. All
// analysis is C in pass/; this file only hands it a module.
//
//   clang-22 -O2 -g -fpass-plugin=/abs/build/lib/libinlint.so -c foo.c
//   opt-22 -load-pass-plugin=/abs/build/lib/libinlint.so
//          -passes='inlint-apply<apply=d.yaml>,inlint-report<out=DIR>' foo.ll
//   clang-22 -flto=thin -fuse-ld=lld -fpass-plugin=/abs/.../libinlint.so
//          -Wl,--load-pass-plugin=/abs/.../libinlint.so a.o b.o   (docs/LTO.md)

#include "llvm/Config/llvm-config.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CommandLine.h"
#if LLVM_VERSION_MAJOR >= 22
#include "llvm/Plugins/PassPlugin.h"
#else
#include "llvm/Passes/PassPlugin.h"
#endif
#include "llvm-c/Core.h"

extern "C" {
#include "inlint.h"
#include "version.h"
}

using namespace llvm;

namespace {

// Settings on the command line (-mllvm), which ccache hashes and distcc
// sends to the server with the compile, as it does not the environment.
// clang 22 loads -fpass-plugin before it parses -mllvm; older clangs also
// need -fplugin= for these to exist in time.
cl::opt<std::string>
    Decisions("inlint-decisions",
              cl::desc("inlint: decisions to apply, as `inlint flags` "
                       "writes them; over INLINT_APPLY"),
              cl::value_desc("list"));
cl::opt<bool> NoRecordFile(
    "inlint-no-record-file",
    cl::desc("inlint: write the record only into the object, not below "
             "INLINT_OUT"));

enum class Step { Static, Apply, Before, After, Report };

struct InlintPass : PassInfoMixin<InlintPass> {
  Step S;
  inlint_options Opts;

  InlintPass(Step S, const inlint_options &Opts) : S(S), Opts(Opts) {}

  PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
    if (S == Step::Static) {
      inlint_observe_static(wrap(&M), &Opts);
      return PreservedAnalyses::all();
    }
    if (S == Step::Apply) {
      inlint_apply_decisions(wrap(&M), &Opts);
      return PreservedAnalyses::none();
    }
    if (S != Step::After)
      inlint_observe_before(wrap(&M), &Opts);
    if (S != Step::Before)
      inlint_observe_after(wrap(&M), &Opts);
    return PreservedAnalyses::all();
  }

  // Runs at -O0 and on optnone functions' modules too: a record per TU.
  static bool isRequired() { return true; }
};

#if LLVM_VERSION_MAJOR >= 20
// The record's phase: a plain compile, or which side of an LTO link.
inlint_phase phaseOf(ThinOrFullLTOPhase Phase) {
  switch (Phase) {
  case ThinOrFullLTOPhase::ThinLTOPreLink:
    return INLINT_PHASE_THINLTO_PRELINK;
  case ThinOrFullLTOPhase::ThinLTOPostLink:
    return INLINT_PHASE_THINLTO_BACKEND;
  case ThinOrFullLTOPhase::FullLTOPreLink:
    return INLINT_PHASE_FULLLTO_PRELINK;
  case ThinOrFullLTOPhase::FullLTOPostLink:
    return INLINT_PHASE_FULLLTO;
  default:
    return INLINT_PHASE_COMPILE;
  }
}
#endif

// The thresholds of the pipeline's inliner: its level's, then those the
// command line's -mllvm flags set. InlineCost.cpp declares each flag a
// cl::opt<int>, in LLVM 19 as in 22.
inlint_inliner inlinerOf(OptimizationLevel Level) {
  inlint_inliner In;
  inlint_inliner_at_level(&In, Level.getSpeedupLevel(), Level.getSizeLevel());
  auto &&Registered = cl::getRegisteredOptions();
  for (int I = 0; I < INLINT_INLINER_N_FLAGS; I++) {
    auto It = Registered.find(inlint_inliner_flags[I]);
    if (It != Registered.end() && It->second->getNumOccurrences())
      inlint_inliner_set_flag(
          &In, static_cast<inlint_inliner_flag>(I),
          static_cast<cl::opt<int> *>(It->second)->getValue());
  }
  return In;
}

// "NAME" or "NAME<params>"; returns false for other names.
bool parsePassName(StringRef Name, StringRef Pass, inlint_options &Opts) {
  if (!Name.consume_front(Pass))
    return false;
  if (Name.empty())
    return true;
  if (!Name.consume_front("<") || !Name.consume_back(">"))
    return false;
  char Err[256];
  return inlint_options_parse(&Opts, Name.str().c_str(), Err, sizeof(Err)) == 0;
}

void registerCallbacks(PassBuilder &PB) {
  inlint_options Env;
  inlint_options_from_env(&Env);
  if (Decisions.getNumOccurrences())
    Env.decisions = Decisions.c_str();
  Env.no_record_file = NoRecordFile;

  // Before the profile loaders (for the view without a profile) and every
  // inliner (so that all obey the decisions).
  PB.registerPipelineStartEPCallback(
      [Env](ModulePassManager &MPM, OptimizationLevel) {
        MPM.addPass(InlintPass(Step::Static, Env));
        if (inlint_options_applies(&Env))
          MPM.addPass(InlintPass(Step::Apply, Env));
      });

#if LLVM_VERSION_MAJOR >= 20
  // In a ThinLTO backend (ld.lld's, with --load-pass-plugin) PipelineStart
  // does not run: decisions given to the link are applied here, before its
  // IPSCCP and inliners.
  PB.registerPipelineEarlySimplificationEPCallback(
      [Env](ModulePassManager &MPM, OptimizationLevel Level,
            ThinOrFullLTOPhase Phase) {
        inlint_options Opts = Env;
        Opts.phase = phaseOf(Phase);
        Opts.inliner = inlinerOf(Level);
        if (Opts.phase == INLINT_PHASE_THINLTO_BACKEND &&
            inlint_options_applies(&Opts))
          MPM.addPass(InlintPass(Step::Apply, Opts));
        MPM.addPass(InlintPass(Step::Before, Opts));
      });
  PB.registerOptimizerLastEPCallback([Env](ModulePassManager &MPM,
                                           OptimizationLevel,
                                           ThinOrFullLTOPhase Phase) {
    inlint_options Opts = Env;
    Opts.phase = phaseOf(Phase);
    MPM.addPass(InlintPass(Step::After, Opts));
  });
#else
  PB.registerPipelineEarlySimplificationEPCallback(
      [Env](ModulePassManager &MPM, OptimizationLevel Level) {
        inlint_options Opts = Env;
        Opts.inliner = inlinerOf(Level);
        MPM.addPass(InlintPass(Step::Before, Opts));
      });
  PB.registerOptimizerLastEPCallback(
      [Env](ModulePassManager &MPM, OptimizationLevel) {
        MPM.addPass(InlintPass(Step::After, Env));
      });
#endif

  // A full LTO link runs none of the above on the merged module, only these
  // two, around its inliner.
  inlint_options Full = Env;
  Full.phase = INLINT_PHASE_FULLLTO;
  PB.registerFullLinkTimeOptimizationEarlyEPCallback(
      [Full](ModulePassManager &MPM, OptimizationLevel Level) {
        inlint_options Opts = Full;
        Opts.inliner = inlinerOf(Level);
        if (inlint_options_applies(&Opts))
          MPM.addPass(InlintPass(Step::Apply, Opts));
        MPM.addPass(InlintPass(Step::Before, Opts));
      });
  PB.registerFullLinkTimeOptimizationLastEPCallback(
      [Full](ModulePassManager &MPM, OptimizationLevel) {
        MPM.addPass(InlintPass(Step::After, Full));
      });

  PB.registerPipelineParsingCallback(
      [Env](StringRef Name, ModulePassManager &MPM,
            ArrayRef<PassBuilder::PipelineElement>) {
        inlint_options Opts = Env;
        if (parsePassName(Name, "inlint-report", Opts)) {
          MPM.addPass(InlintPass(Step::Report, Opts));
          return true;
        }
        Opts = Env;
        if (parsePassName(Name, "inlint-apply", Opts) &&
            inlint_options_applies(&Opts)) {
          MPM.addPass(InlintPass(Step::Apply, Opts));
          return true;
        }
        return false;
      });
}

} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "inlint", INLINT_VERSION, registerCallbacks};
}
