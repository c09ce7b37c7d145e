// A number is read once, against the type it goes into: an integer must be
// whole and within its type's range, or the file is refused with one line
// naming file, line, column and the range, exit status 2. The report reader
// used to read 'records: 1e300' and 'records: nan' as doubles and cast them
// to size_t (undefined: clang's -fsanitize=float-cast-overflow stops
// there); the third input is the fuzzer's, which also repeats a key.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %inlint lint %inputs/lint/lint_cold.patch --report %inputs/report_float_cast.yaml > %t/out 2> %t/err; test $? -eq 2
// RUN: FileCheck --check-prefix=HUGE %s < %t/err
// RUN: count 0 < %t/out
// RUN: %inlint lint %inputs/lint/lint_cold.patch --report %inputs/report_nan.yaml 2> %t/err; test $? -eq 2
// RUN: FileCheck --check-prefix=NAN %s < %t/err
// RUN: %inlint lint %inputs/lint/lint_cold.patch --report %inputs/report_fuzz_float_cast.yaml 2> %t/err; test $? -eq 2
// RUN: FileCheck --check-prefix=FUZZ %s < %t/err
// RUN: test $(wc -l < %t/err) -eq 1
// A word where a number belongs is no number at all.
// RUN: printf 'schema: inlint-report/1\nrecords: many\n' > %t/word.yaml
// RUN: %inlint lint %inputs/lint/lint_cold.patch --report %t/word.yaml 2> %t/err; test $? -eq 2
// RUN: FileCheck --check-prefix=WORD %s < %t/err
// tune's state had the same casts ('runs', a symbol's 'bytes').
// RUN: printf 'schema: inlint-tune/1\nruns: 1e300\n' > %t/runs.state
// RUN: %inlint tune --build true --bench 'echo cost 1' --metric 'stdout:cost ([0-9]+)' --candidates %inputs/tune_candidates.yaml --runs 1 --state %t/runs.state -o %t/out.yaml 2> %t/err; test $? -eq 2
// RUN: FileCheck --check-prefix=RUNS %s < %t/err
// RUN: printf 'schema: inlint-tune/1\nsteps:\n- key: baseline\n  text:\n  - {name: f, bytes: 9223372036854775808}\n' > %t/bytes.state
// RUN: %inlint tune --build true --bench 'echo cost 1' --metric 'stdout:cost ([0-9]+)' --candidates %inputs/tune_candidates.yaml --runs 1 --state %t/bytes.state -o %t/out.yaml 2> %t/err; test $? -eq 2
// RUN: FileCheck --check-prefix=BYTES %s < %t/err

// HUGE:  {{.*}}report_float_cast.yaml:2:10: expected a whole number from 0 to 18446744073709551615 for 'records', got '1e300'
// NAN:   {{.*}}report_nan.yaml:2:10: expected a whole number from 0 to 18446744073709551615 for 'records', got 'nan'
// FUZZ:  {{.*}}report_fuzz_float_cast.yaml:301:1: duplicate key 'records' (first at 2:1)
// WORD:  {{.*}}word.yaml:2:10: expected a number for 'records', got 'many'
// RUNS:  {{.*}}runs.state:2:7: expected a whole number from 0 to 4294967295 for 'runs', got '1e300'
// BYTES: {{.*}}bytes.state:5:22: expected a whole number from -9223372036854775808 to 9223372036854775807 for 'bytes', got '9223372036854775808'
