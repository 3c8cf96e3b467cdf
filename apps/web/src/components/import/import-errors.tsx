import { List, ScrollArea, Text } from '@mantine/core';
import type { ImportResult } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { translateFieldMessage } from '../../lib/field-messages';
import { useFormat } from '../../lib/use-format';

/**
 * The lines the server refused, each with its line number ("errors name the line") and
 * why: a rule of an area by its reason key, a field rule by core's sentence, in the user's language.
 */
export function ImportErrors({ errors }: { errors: ImportResult['errors'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (errors.length === 0) return null;
  return (
    <>
      <Text fw={600} size="sm">
        {t('csvImport.errors', { count: errors.length })}
      </Text>
      <ScrollArea.Autosize mah={180}>
        <List size="sm" spacing={2} data-testid="import-errors">
          {errors.map((e, i) => (
            <List.Item key={`${e.line}-${i}`}>
              {t('csvImport.line', { line: format.number(e.line, 0) })}:{' '}
              {e.reason ? t(`serverMessages.${e.reason}`) : translateFieldMessage(t, e.message)}
            </List.Item>
          ))}
        </List>
      </ScrollArea.Autosize>
    </>
  );
}
