import { Alert, Text } from '@mantine/core';
import { AppError, STATEMENT_MESSAGES } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { describeError, toastText } from '../../lib/error-toasts';

// Texts the server sends as the details of a reason it names: already said by the reason's title.
const REASON_TEXTS: ReadonlySet<string> = new Set(Object.values(STATEMENT_MESSAGES));

/**
 * A failed request of an import shown where the user is, not as a toast that fades: the reason the
 * server names in the user's language, and what it points at (a statement's "Line 12, <TRNAMT>:
 * …", kept as sent so it matches the file; isolated so its English reads right in Arabic).
 */
export function ImportFailure({ error, testId }: { error: unknown; testId?: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  const reason = error instanceof AppError ? error.reason : undefined;
  if (!reason) {
    return (
      <Alert color="red" variant="light" role="alert" data-testid={testId}>
        {toastText(describeError(error, 'messages.fileUploadFailed'), t)}
      </Alert>
    );
  }
  const details = Object.values((error as AppError).errors ?? {})
    .flat()
    .filter((d) => !REASON_TEXTS.has(d));
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={t(`serverMessages.${reason}`, { defaultValue: (error as AppError).message })}
      data-testid={testId}
    >
      {details.map((d) => (
        <Text key={d} size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
          <bdi>{d}</bdi>
        </Text>
      ))}
    </Alert>
  );
}
