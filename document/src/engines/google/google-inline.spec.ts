import { fromHtml, hasInlineMarks, toHtml } from './google-inline';

describe('Google inline style marks', () => {
  it('sends marks as spans and escapes the text', () => {
    expect(toHtml('The ⟦b⟧big⟦/b⟧ dog <3 & ⟦0⟧ ⟦iu⟧x')).toBe(
      'The <span class="pt-b">big</span> dog &lt;3 &amp; ⟦0⟧ <span class="pt-iu">x</span>',
    );
    expect(toHtml('stray⟦/b⟧ close')).toBe('stray close');
  });

  it('reads spans back as marks, other tags dropped, entities decoded', () => {
    expect(fromHtml('Le chien <span class="pt-b">grand</span> &lt;3 &amp; ⟦0⟧ l&#39;été<br>')).toBe("Le chien ⟦b⟧grand⟦/b⟧ <3 & ⟦0⟧ l'été");
    expect(fromHtml("<span class='pt-i'>a</span> <span class=pt-m>b</span>")).toBe('⟦i⟧a⟦/i⟧ ⟦m⟧b⟦/m⟧');
  });

  it('tells segments with marks from those without (placeholders are not marks)', () => {
    expect(hasInlineMarks('a ⟦b⟧b⟦/b⟧')).toBe(true);
    expect(hasInlineMarks('a ⟦0⟧ b')).toBe(false);
  });
});
