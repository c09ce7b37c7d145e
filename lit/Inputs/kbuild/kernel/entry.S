/* entry.S - assembly: KCFLAGS (and so the plugin) never reaches it. */
	.text
	.globl entry_nop
entry_nop:
	ret
	.section .note.GNU-stack,"",@progbits
