import { Progress, Stack, Text } from '@mantine/core';

/**
 * A transfer's bar and its reading. `ratio` null: how far is unknown (no size given, or the
 * server at work after the upload), shown as a moving full bar.
 */
export function TransferProgress({
  ratio,
  text,
  label,
  testId,
}: {
  ratio: number | null;
  text: string;
  /** The bar's accessible name. */
  label: string;
  testId: string;
}) {
  const known = ratio !== null;
  return (
    <Stack gap={6} data-testid={testId} data-known={known || undefined}>
      <Text size="sm" data-testid={`${testId}-text`}>
        {text}
      </Text>
      <Progress
        value={known ? Math.round(ratio * 100) : 100}
        animated={!known}
        striped={!known}
        size="lg"
        aria-label={label}
      />
    </Stack>
  );
}
