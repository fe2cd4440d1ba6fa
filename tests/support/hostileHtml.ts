// Hostile rich text, one list for every place that must defuse it: the shared sanitiser, the
// server's write path, the app's render path and the browser. A payload that ran would set
// window.__pwned or open a dialog; `out` is what the allowlist keeps of it.

export interface HostileCase {
  name: string
  html: string
  out: string
}

export const HOSTILE_HTML: readonly HostileCase[] = [
  {
    name: 'script element',
    html: '<p>before</p><script>window.__pwned = 1</script><p>after</p>',
    out: '<p>before</p><p>after</p>',
  },
  {
    name: 'script in upper case, and an unclosed one',
    html: '<SCRIPT>window.__pwned = 1</SCRIPT><P>upper</P><script>alert(1)',
    out: '<p>upper</p>',
  },
  {
    name: 'script whose name ends at a slash',
    html: '<script/src="data:,window.__pwned=1"></script>slashed',
    out: 'slashed',
  },
  {
    name: 'image error handler',
    html: '<img src=x onerror=window.__pwned=1>caption<img src="x" onerror="alert(1)"/>',
    out: 'caption',
  },
  {
    name: 'javascript: link',
    html: '<a href="javascript:window.__pwned=1">click me</a>',
    out: 'click me',
  },
  {
    name: 'javascript: behind a hex entity',
    html: '<a href="jav&#x61;script:window.__pwned=1">hex entity</a>',
    out: 'hex entity',
  },
  {
    name: 'javascript: in decimal references without semicolons',
    html: '<a href="&#106&#97&#118&#97&#115&#99&#114&#105&#112&#116&#58window.__pwned=1">decimal</a>',
    out: 'decimal',
  },
  {
    name: 'javascript: in mixed case with tabs, newlines and spaces',
    html: '<a href=" JaVa\tScRi\nPt:window.__pwned=1">mixed case</a><a href="java&Tab;script:alert(1)">tab entity</a>',
    out: 'mixed casetab entity',
  },
  {
    name: 'javascript: after a control character',
    html: '<a href="&#14;javascript:window.__pwned=1">control</a>',
    out: 'control',
  },
  {
    name: 'data: and vbscript: links',
    html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a> <a href="vbscript:msgbox(1)">vb</a>',
    out: 'data vb',
  },
  {
    name: 'plain http and relative links',
    html: '<a href="http://example.com/">http</a> <a href="/relative">relative</a>',
    out: 'http relative',
  },
  {
    name: 'https link with a handler',
    html: '<a href="https://example.com/?a=1&amp;b=2" onclick="window.__pwned=1" style="color:red">https</a>',
    out: '<a href="https://example.com/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">https</a>',
  },
  {
    name: 'svg with onload',
    html: '<svg onload="window.__pwned=1"><circle r="1"/><a href="https://example.com/">inside</a></svg>after svg',
    out: 'after svg',
  },
  {
    name: 'math smuggling a style and an image',
    html: '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=1"></style></mglyph></table></mtext></math>after math',
    out: 'after math',
  },
  {
    name: 'style attribute with expression()',
    html: '<p style="width: expression(window.__pwned=1)">expression</p>',
    out: '<p>expression</p>',
  },
  {
    name: 'style attribute with url(javascript:)',
    html: '<p style="background: url(javascript:window.__pwned=1)">background</p>',
    out: '<p>background</p>',
  },
  {
    name: 'style element',
    html: "<style>@import 'javascript:window.__pwned=1'; p { color: red }</style><p>styled</p>",
    out: '<p>styled</p>',
  },
  {
    name: 'unclosed tags',
    html: '<p>unclosed <strong>bold',
    out: '<p>unclosed <strong>bold</strong></p>',
  },
  {
    name: 'misnested and implied end tags',
    html: '<p>one<p>two<ul><li>a<li>b <em>it<b>bold</em> tail</b></ul>',
    out: '<p>one</p><p>two</p><ul><li>a</li><li>b <em>it<b>bold</b></em> tail</li></ul>',
  },
  {
    name: "quoted '>' inside an attribute",
    html: '<p title="a>b" onmouseover="window.__pwned=1">quoted</p>',
    out: '<p>quoted</p>',
  },
  {
    name: 'escaped markup stays text',
    html: '&lt;script&gt;window.__pwned=1&lt;/script&gt; &amp;lt;',
    out: '&lt;script&gt;window.__pwned=1&lt;/script&gt; &amp;lt;',
  },
  {
    name: 'iframes',
    html: '<iframe src="javascript:window.__pwned=1"></iframe><iframe srcdoc="<script>parent.__pwned=1</script>">x</iframe>after iframe',
    out: 'after iframe',
  },
  {
    name: 'object and embed',
    html: '<object data="javascript:window.__pwned=1"><param name=x></object><embed src="javascript:window.__pwned=1">after embed',
    out: 'after embed',
  },
  {
    name: 'base element',
    html: '<base href="javascript:window.__pwned=1//"><p>after base</p>',
    out: '<p>after base</p>',
  },
  {
    name: 'meta refresh',
    html: '<meta http-equiv="refresh" content="0;url=javascript:window.__pwned=1">after meta',
    out: 'after meta',
  },
  {
    name: 'form with action',
    html: '<form action="javascript:window.__pwned=1"><input type="submit" value="go"><button formaction="javascript:alert(1)">send</button></form>',
    out: 'send',
  },
  {
    name: 'handlers that fire without a click',
    html: '<details open ontoggle="window.__pwned=1"><summary>sum</summary>mary</details><input autofocus onfocus="alert(1)"><body onload="window.__pwned=1">body',
    out: 'summarybody',
  },
  {
    name: 'noscript hiding an image in an attribute',
    html: '<noscript><p title="</noscript><img src=x onerror=window.__pwned=1>">',
    out: '',
  },
  {
    name: 'template and comments',
    html: '<template><img src=x onerror="window.__pwned=1"></template><!--<img src=x onerror=alert(1)>-->visible<!-- unclosed <script>alert(1)</script>',
    out: 'visible',
  },
]
