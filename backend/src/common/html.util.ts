// Text to HTML: escapes the five characters that matter in element content and quoted attributes.
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

// Plain text paragraphs (separated by blank lines) to HTML paragraphs, links made clickable.
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((para) => {
      const html = escapeHtml(para).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
      return `<p>${html.replace(/\n/g, '<br>')}</p>`;
    })
    .join('\n');
}
