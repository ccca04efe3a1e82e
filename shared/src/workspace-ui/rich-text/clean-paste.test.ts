import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from './clean-paste.ts';

describe('a paste from Word or a web page', () => {
  it("loses Word's mso styles, Mso classes, conditional comments and namespaced elements, keeping the text", () => {
    const word =
      '<!--[if gte mso 9]><xml><w:WordDocument><w:View>Normal</w:View></w:WordDocument></xml><![endif]-->' +
      '<style>p.MsoNormal{mso-style-parent:"";}</style>' +
      '<p class="MsoNormal" style="mso-margin-top-alt:auto;font-family:Calibri">Soliq <b style="mso-bidi-font-weight:normal">hisoboti</b><o:p></o:p></p>';
    const clean = cleanPastedHtml(word);
    expect(clean).toBe('<p>Soliq <b>hisoboti</b></p>');
    expect(clean).not.toMatch(/mso|Mso|WordDocument|style|class|<o:p/i);
  });

  it('drops scripts, event handlers and javascript: links, keeping safe links', () => {
    const hostile =
      '<p onclick="alert(1)">Hi<script>alert(2)</script><img src=x onerror="alert(3)"></p>' +
      '<a href="javascript:alert(4)">bad</a> <a href="https://soliq.uz/x" target="_blank" onmouseover="x()">good</a>';
    const clean = cleanPastedHtml(hostile);
    expect(clean).not.toMatch(/alert|onclick|onerror|onmouseover|javascript:|target/);
    expect(clean).toContain('<a href="https://soliq.uz/x">good</a>');
    expect(clean).toContain('<a>bad</a>');
  });

  it("keeps a picture's address and alt text only (the editor and the server decide whether it stays)", () => {
    const clean = cleanPastedHtml(
      '<p>Matn</p><img src="/api/media/images/x/w960.jpg" alt="Ofis" width="40" style="float:left" onload="x()" class="MsoImage">',
    );
    expect(clean).toBe('<p>Matn</p><img src="/api/media/images/x/w960.jpg" alt="Ofis">');
  });
});
