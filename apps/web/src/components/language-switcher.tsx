import { NativeSelect } from '@mantine/core';
import { LOCALES } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { isLocale } from '../lib/locale';
import { setLocale } from '../lib/i18n';

/**
 * A native <select>: keyboard, screen-reader and mobile friendly for free, and each language
 * is listed in its own name so a user lost in a foreign locale can still find theirs.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
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
        if (isLocale(next)) void setLocale(next);
      }}
      data={LOCALES.map((locale) => ({ value: locale, label: t(`language.${locale}`) }))}
    />
  );
}
