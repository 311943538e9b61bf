// Inline style marks (`⟦b⟧…⟦/b⟧`, see layout/inline-styles.util.ts) through Google: the request goes as text/html with
// each mark an HTML span (`<span class="pt-b">…</span>`), which Google keeps with the words it wraps; the answer's
// spans become marks again and its entities characters. Segments without marks are sent as plain text as before.

const MARK = /⟦(\/?)([biudmrslcnx]{1,8})⟧/gu;
const SPAN = /<span\s+class\s*=\s*["']?pt-([biudmrslcnx]{1,8})["']?\s*>|<\/span\s*>/giu;

export function hasInlineMarks(text: string): boolean {
  MARK.lastIndex = 0;
  return MARK.test(text);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A segment as HTML: its text escaped, its marks as spans (an unbalanced close is dropped, an open one closed). */
export function toHtml(text: string): string {
  let out = '';
  let last = 0;
  let depth = 0;
  MARK.lastIndex = 0;
  for (let m = MARK.exec(text); m; m = MARK.exec(text)) {
    out += escapeHtml(text.slice(last, m.index));
    last = m.index + m[0].length;
    if (m[1] === '/') {
      if (depth > 0) {
        out += '</span>';
        depth--;
      }
    } else {
      out += `<span class="pt-${m[2]}">`;
      depth++;
    }
  }
  return out + escapeHtml(text.slice(last)) + '</span>'.repeat(depth);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function unescapeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/giu, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Google's HTML answer as text with marks: our spans become marks, other tags are dropped, entities decoded. */
export function fromHtml(html: string): string {
  const open: string[] = [];
  let out = '';
  let last = 0;
  SPAN.lastIndex = 0;
  for (let m = SPAN.exec(html); m; m = SPAN.exec(html)) {
    out += html.slice(last, m.index);
    last = m.index + m[0].length;
    if (m[1]) {
      open.push(m[1]);
      out += `⟦${m[1]}⟧`;
    } else {
      const code = open.pop();
      if (code) out += `⟦/${code}⟧`;
    }
  }
  out += html.slice(last);
  return unescapeHtml(out.replace(/<[^>]*>/g, ''));
}
