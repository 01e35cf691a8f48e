import { useId, useState } from 'react';
import type { User } from '#contract/accounts.ts';
import { LOCALE_NAMES, LOCALE_PARAM, LOCALES, type Locale } from '#contract/i18n/locales.ts';
import { NativeSelect } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { toast } from '#web/lib/use-toast.ts';
import { updateLocale } from '../api/update-locale.ts';

/**
 * The account's language (docs/architecture.md#languages): its pages, its API messages and its
 * e-mails. Saved, the page loads again in it (every text changes, drawn by the server).
 */
export function LanguageSetting({ user }: { user: User }) {
  const t = useT();
  const id = useId();
  const [saving, setSaving] = useState(false);
  const choose = async (locale: Locale) => {
    setSaving(true);
    try {
      await updateLocale(locale);
      const url = new URL(window.location.href);
      url.searchParams.set(LOCALE_PARAM, locale);
      window.location.assign(url.href);
    } catch (error) {
      setSaving(false);
      toast({ title: t('auth.error'), description: (error as Error).message, variant: 'destructive' });
    }
  };
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t('settings.languageTitle')}</Label>
      <NativeSelect
        id={id}
        value={user.locale}
        disabled={saving}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void choose(event.target.value as Locale)}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </NativeSelect>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t('settings.languageLead')}
      </p>
    </div>
  );
}
