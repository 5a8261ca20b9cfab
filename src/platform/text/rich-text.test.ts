import { describe, expect, it } from 'vitest';
import { sanitiseRichText } from './rich-text';

/** Vectors after the OWASP XSS filter evasion cheat sheet: none may leave anything that runs. */
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://xss.example/xss.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" ONERROR="alert(1)">',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="  JAVASCRIPT:alert(1)">click</a>',
  '<a href="&#x6A;avascript:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="//evil.example/steal">click</a>',
  '<a href="x" onclick="alert(1)">click</a>',
  '<a href="x" onmouseover=alert(1)>hover</a>',
  '<img src="data:text/html,<script>alert(1)</script>">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<style>@import "javascript:alert(1)";</style>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="width: expression(alert(1))">x</p>',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<marquee onstart=alert(1)>',
  '"><script>alert(1)</script>',
  '<p title="</p><script>alert(1)</script>">x</p>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<td background="javascript:alert(1)">',
];

const DANGER = [
  /<script/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:text/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<style/i,
  /<svg/i,
  /<form/i,
  /<base/i,
  /<meta/i,
  /<link/i,
  /style=/i,
  /href="\/\//i,
];

describe('rich text sanitiser', () => {
  it.each(XSS_CORPUS)('leaves nothing that runs of %s', (vector) => {
    const clean = sanitiseRichText(vector);
    for (const pattern of DANGER) expect(clean).not.toMatch(pattern);
  });

  it('keeps the allowed markup and addresses', () => {
    const html =
      '<h2>Lieferung</h2><p>Bei <strong>Fragen</strong> <a href="https://example.org/a">hier</a>, ' +
      '<a href="http://example.org">http</a>, <a href="mailto:service@example.org">Mail</a>, ' +
      '<a href="tel:+4930123">Telefon</a>, <a href="ftp://files.example.org/x.pdf">ftp</a>, ' +
      '<a href="/service/versand">relativ</a>, <a href="faq.html">Datei</a>, <a href="#kosten">Anker</a>.</p>' +
      '<ul><li>eins</li></ul><img src="data:image/png;base64,iVBORw0KGgo=" alt="Punkt" />';
    expect(sanitiseRichText(html)).toBe(html);
  });

  it('drops other schemes and protocol-relative addresses but keeps the text', () => {
    expect(sanitiseRichText('<a href="javascript:alert(1)">Versand</a>')).toBe('<a>Versand</a>');
    expect(sanitiseRichText('<a href="//evil.example">Versand</a>')).toBe('<a>Versand</a>');
    expect(sanitiseRichText('<a href="file:///etc/passwd">x</a>')).toBe('<a>x</a>');
    expect(sanitiseRichText('<img src="data:text/html,hi" alt="a">')).toBe('<img alt="a" />');
    expect(sanitiseRichText('<img src="`javascript:alert(1)`" alt="a">')).toBe('<img alt="a" />');
  });

  it('makes links into a new window unable to reach back', () => {
    expect(sanitiseRichText('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops disallowed tags with their scripts and styles, keeping harmless text', () => {
    expect(sanitiseRichText('<div><p>Text</p><script>evil()</script></div>')).toBe('<p>Text</p>');
  });

  it('keeps a plain anchor on headings and drops any other id or attribute', () => {
    expect(sanitiseRichText('<h2 id="aktionen" class="x">Promotions</h2>')).toBe(
      '<h2 id="aktionen">Promotions</h2>',
    );
    expect(sanitiseRichText('<h3 id="x&quot; onclick=&quot;evil()">T</h3>')).toBe('<h3>T</h3>');
    expect(sanitiseRichText('<h2 id="__proto__">T</h2><p id="aktionen">p</p>')).toBe('<h2>T</h2><p>p</p>');
  });
});
