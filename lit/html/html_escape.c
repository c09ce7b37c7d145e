// Text from input cannot break the page: a source line holding markup and
// a byte that is not UTF-8 (Latin-1 é), and function names holding < > &
// and a quote (a record edited by hand), are written as text, each bad
// byte as U+FFFD; the page has the one script element inlint wrote.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf '/* caf\351 </td></tr><script>alert(1)</script> & "q" */\nstatic int helper(int x)\n{\n\treturn x < 3 ? x * 7 : x >> 1;\n}\n\nint entry(int x)\n{\n\treturn helper(x) + 1;\n}\n' > latin.c
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c latin.c -o latin.o
// RUN: sed -i 's/^- name: helper$/- name: "hel<per>\&\\"x"/; s/^- name: entry$/- name: "en<try>"/; s/^  - caller: entry$/  - caller: "en<try>"/' rec/latin.c.inlint.yaml
// RUN: %inlint html rec -o page.html
// RUN: FileCheck %s < page.html
// RUN: test "$(grep -c '<script' page.html)" -eq 1

// CHECK:      <tr id="f0-L1"><td class="n"><a href="#f0-L1">1</a></td><td class="g"></td><td class="s">/* caf� &lt;/td&gt;&lt;/tr&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot; */</td></tr>
// CHECK:      definition of hel&lt;per&gt;&amp;&quot;x: inlined;
// CHECK:      definition of en&lt;try&gt;: out_of_line;
// CHECK:      <td class="s">	return helper(x) + 1;</td></tr>
// CHECK-NEXT: call of hel&lt;per&gt;&amp;&quot;x in en&lt;try&gt;: inlined;
