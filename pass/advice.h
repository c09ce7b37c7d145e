/* advice.h - the rules that turn a model's facts into recommendations.
 * Reads only the model; never LLVM IR, never YAML. */
#ifndef INLINT_ADVICE_H
#define INLINT_ADVICE_H

#include "model.h"

/* Appends the recommendations for every function of m. */
void inlint_advise(struct inlint_model *m);

#endif
