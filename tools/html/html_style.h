/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* html_style.h - the HTML view's own style sheet and script, written into
 * the page: it loads nothing from anywhere. */
#ifndef INLINT_HTML_STYLE_H
#define INLINT_HTML_STYLE_H

/* The contents of the page's <style> and <script> elements. */
extern const char inlint_html_css[];
extern const char inlint_html_js[];

#endif
