// The one sanitizer for article HTML: every article is passed through it when it is written
// (admin edits, the demo seed), with the settings the admin preview uses too.

import sanitizeHtml from 'sanitize-html';
import { ARTICLE_HTML_SANITIZE_OPTIONS } from '#contract/article-html.ts';

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_HTML_SANITIZE_OPTIONS).trim();
}
