import { Fieldset, List, ScrollArea, Text } from '@mantine/core';
import type { TradeFileDetect } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../../lib/use-format';

type Skipped = TradeFileDetect['skipped'][number];

/**
 * The reason's text key. The server words its reasons in English (core's parseGhostfolio); they
 * follow from the type alone, so the type picks the translation: ITEM and LIABILITY by name, a
 * BUY or SELL is skipped only for a quantity of 0, any other type is one not imported.
 */
function reasonKey({ type }: Skipped): string {
  if (type === 'ITEM' || type === 'LIABILITY') return type;
  return type === 'BUY' || type === 'SELL' ? 'zero' : 'other';
}

/** The file's activities the import never takes (a Ghostfolio ITEM), each with its line and why. */
export function SkippedActivities({ skipped }: { skipped: readonly Skipped[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (skipped.length === 0) return null;
  return (
    <Fieldset
      legend={t('trading.import.files.skipped.title', {
        total: format.number(skipped.length, 0),
      })}
      variant="filled"
      data-testid="trade-file-skipped"
    >
      <Text size="xs" c="dimmed" mb="xs">
        {t('trading.import.files.skipped.hint')}
      </Text>
      <ScrollArea.Autosize mah={180} type="auto">
        <List size="sm" spacing={2}>
          {skipped.map((s) => (
            <List.Item key={s.line} data-testid={`trade-file-skipped-${s.line}`}>
              {t('csvImport.line', { line: format.number(s.line, 0) })} ·{' '}
              <bdi dir="ltr">{s.type}</bdi>: {t(`trading.import.files.skipped.${reasonKey(s)}`)}
            </List.Item>
          ))}
        </List>
      </ScrollArea.Autosize>
    </Fieldset>
  );
}
