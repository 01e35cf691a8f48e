import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '#web/lib/utils.ts';
import { PageContainer, PageHeader } from './page-header.tsx';

export interface PolicySectionProps {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}

/** One headed part of a plain-words page (/privacy, /terms, /how-points-work). */
export function PolicySection({ id, title, children, className }: PolicySectionProps) {
  return (
    <section aria-labelledby={id} className={cn('grid max-w-3xl gap-3 text-lg', className)}>
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

export interface PolicyPageProps {
  eyebrow: string;
  title: string;
  description: string;
  children: ReactNode;
}

/** The shell of a plain-words page: its header, then its sections. */
export function PolicyPage({ eyebrow, title, description, children }: PolicyPageProps) {
  return (
    <PageContainer className="grid gap-10">
      <PageHeader eyebrow={eyebrow} title={title} description={description} />
      {children}
    </PageContainer>
  );
}

/** A link inside a plain-words page's text. */
export function PolicyLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="font-bold text-primary underline">
      {children}
    </Link>
  );
}
