import { List, Progress, Stack, Text } from '@mantine/core';
import { PASSWORD_STRENGTH_MAX, scorePassword } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';

/** Colour by how far the score is from SPEC's "strong" threshold (7 of 10). */
function colorFor(score: number, strong: boolean): string {
  if (strong) return 'teal';
  return score >= 4 ? 'yellow' : 'red';
}

/**
 * Shared by registration, reset and the security settings page.
 * Live strength of a new password, by core's password-strength scorer: the score out of 10 and the
 * list of what is still missing, each translated by its feedback key.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation();
  const { score, strong, feedbackKeys } = scorePassword(password);
  const label = t('password.strength', { score, max: PASSWORD_STRENGTH_MAX });
  return (
    <Stack gap={6} data-testid="password-strength">
      <Progress
        value={(score / PASSWORD_STRENGTH_MAX) * 100}
        color={colorFor(score, strong)}
        size="sm"
        aria-label={label}
        transitionDuration={150}
      />
      <Text size="sm" aria-live="polite" data-testid="password-score">
        {label} · {strong ? t('password.strong') : t('password.weak')}
      </Text>
      {feedbackKeys.length > 0 && (
        <List size="sm" c="dimmed" spacing={2} data-testid="password-feedback">
          {feedbackKeys.map((key) => (
            <List.Item key={key}>{t(`password.feedback.${key}`)}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
