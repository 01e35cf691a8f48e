const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to put inside an element or a quoted attribute of HTML we write by hand. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

const CHARACTERS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(ENTITIES).map(([c, entity]) => [entity, c])),
  // React writes an apostrophe in an attribute so.
  '&#x27;': "'",
};

/** The text an attribute's value stands for, as escapeHtml or React wrote it. */
export function unescapeHtml(html: string): string {
  return html.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => CHARACTERS[entity] ?? entity);
}
