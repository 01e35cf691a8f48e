import { cn } from '#web/lib/utils.ts';

// Reading typography for the article's HTML (headings, paragraphs, lists, quotes, links, code,
// images) at a comfortable measure. The HTML was sanitized on the server when it was written.
const PROSE = cn(
  'max-w-[68ch] text-[1.0625rem] leading-[1.8] text-foreground sm:text-lg',
  '[&>*+*]:mt-5',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-extrabold sm:[&_h2]:text-[1.7rem]',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-extrabold',
  '[&_h4]:mt-6 [&_h4]:text-lg [&_h4]:font-extrabold',
  '[&_h5]:mt-6 [&_h5]:font-extrabold [&_h6]:mt-6 [&_h6]:font-bold',
  '[&_h2+*]:mt-3 [&_h3+*]:mt-2 [&_h4+*]:mt-2',
  '[&_a]:font-bold [&_a]:text-primary [&_a]:underline [&_a]:decoration-2 [&_a]:underline-offset-2 hover:[&_a]:text-primary-hover',
  '[&_strong]:font-extrabold [&_b]:font-extrabold',
  '[&_mark]:rounded [&_mark]:bg-sun-soft [&_mark]:px-1',
  '[&_ul]:list-disc [&_ul]:ps-6 [&_ol]:list-decimal [&_ol]:ps-6',
  '[&_li]:mt-2 [&_li]:ps-1 [&_li::marker]:text-primary [&_li::marker]:font-bold',
  '[&_dt]:mt-4 [&_dt]:font-extrabold [&_dd]:ps-4',
  '[&_blockquote]:rounded-e-2xl [&_blockquote]:border-s-4 [&_blockquote]:border-primary [&_blockquote]:bg-primary-soft/60',
  '[&_blockquote]:px-5 [&_blockquote]:py-4 [&_blockquote]:text-lg [&_blockquote]:font-semibold [&_blockquote]:italic',
  '[&_hr]:my-10 [&_hr]:border-t-2',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em]',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-2xl [&_pre]:bg-muted [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-2xl',
  '[&_figcaption]:mt-2 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figcaption]:text-muted-foreground',
);

export function ArticleBody({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes article HTML with an allowlist when it is written (docs/rules.md#rules-the-product-leaves-open).
  return <div lang={lang} className={cn(PROSE, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
