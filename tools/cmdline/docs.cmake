# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# docs.cmake - writes inlint's man pages and bash completion as the built CLI
# prints them from its command tables (inlint --man, --man=CMD, --completion),
# so that they cannot drift from --help. The build runs it:
#   cmake -DINLINT=build/bin/inlint -DOUT=build/share -P docs.cmake
# and installs OUT/man/man1/inlint*.1, OUT/bash-completion/completions/inlint.

# Runs inlint with the arguments after out, its stdout into out.
function(inlint_write out)
	execute_process(COMMAND ${INLINT} ${ARGN} OUTPUT_FILE ${out}.tmp
		RESULT_VARIABLE rc)
	if(NOT rc EQUAL 0)
		message(FATAL_ERROR "${INLINT} ${ARGN}: exit status ${rc}")
	endif()
	file(RENAME ${out}.tmp ${out})
endfunction()

execute_process(COMMAND ${INLINT} --commands OUTPUT_VARIABLE commands
	RESULT_VARIABLE rc OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT rc EQUAL 0)
	message(FATAL_ERROR "${INLINT} --commands: exit status ${rc}")
endif()
string(REPLACE "\n" ";" commands "${commands}")

# A page of a command that is gone must not be installed.
file(GLOB old ${OUT}/man/man1/inlint*.1)
if(old)
	file(REMOVE ${old})
endif()
file(MAKE_DIRECTORY ${OUT}/man/man1 ${OUT}/bash-completion/completions)
inlint_write(${OUT}/man/man1/inlint.1 --man)
foreach(command ${commands})
	inlint_write(${OUT}/man/man1/inlint-${command}.1 --man=${command})
endforeach()
inlint_write(${OUT}/bash-completion/completions/inlint --completion)
