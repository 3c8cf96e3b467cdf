import { NativeSelect } from '@mantine/core';
import { LOCALES } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { isLocale } from '../lib/locale';
import { setLocale } from '../lib/i18n';
import { useSavePreference } from '../lib/queries/general-settings';

/**
 * A native <select>: keyboard, screen-reader and mobile friendly for free, and each language
 * is listed in its own name so a user lost in a foreign locale can still find theirs. With
 * `persist` (the signed-in frame) the choice is saved to the user's settings as well.
 */
export function LanguageSwitcher({ persist = false }: { persist?: boolean }) {
  const { t, i18n } = useTranslation();
  const save = useSavePreference();
  return (
    <NativeSelect
      aria-label={t('language.label')}
      data-testid="language-switcher"
      size="xs"
      // Wide enough for the longest name (Français) so a narrow header never truncates it.
      miw={104}
      value={i18n.language}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (!isLocale(next)) return;
        void setLocale(next);
        if (persist) save({ language: next });
      }}
      data={LOCALES.map((locale) => ({ value: locale, label: t(`language.${locale}`) }))}
    />
  );
}
