import { Button, Card, Checkbox, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SCENARIO_NAME_MAX, type Scenario, type ScenarioInputs } from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../lib/error-toasts';
import { useFormat } from '../../../lib/use-format';
import { useDeleteScenario, useSaveScenario, useScenarios } from '../api/forecasting';
import { ScenarioCompare } from './scenario-compare';

/** Save the inputs under a name, load one back, and tick two to compare side by side. */
export function ScenariosCard({
  current,
  onLoad,
  currency,
}: {
  current: ScenarioInputs;
  onLoad(s: Scenario): void;
  currency: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const scenarios = useScenarios();
  const save = useSaveScenario();
  const remove = useDeleteScenario();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [ticked, setTicked] = useState<number[]>([]);
  const list = scenarios.data ?? [];
  const chosen = ticked
    .map((id) => list.find((s) => s.id === id))
    .filter((s): s is Scenario => s !== undefined);

  // Save stays enabled with no name and says why on the field: a button disabled as the name is
  // cleared after a save would drop the keyboard focus the person pressed it with.
  const submit = () =>
    name.trim() === ''
      ? setNameError(t('fieldRules.required', { field: t('forecast.scenarios.name') }))
      : save.mutate(
          { name: name.trim(), inputs: current },
          {
            onSuccess: (s) => {
              setName('');
              notifications.show({
                color: 'teal',
                message: t('forecast.scenarios.saved', { name: s.name }),
                closeButtonProps: { 'aria-label': t('common.close') },
              });
            },
            onError: (e) => showErrorToast(e),
          },
        );
  const tick = (id: number, on: boolean) =>
    setTicked((prev) =>
      on ? [...prev.filter((x) => x !== id), id].slice(-2) : prev.filter((x) => x !== id),
    );

  return (
    <Card withBorder padding="md" data-testid="forecast-scenarios">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('forecast.scenarios.title')}
        </Title>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('forecast.scenarios.name')}
            value={name}
            maxLength={SCENARIO_NAME_MAX}
            onChange={(e) => (setName(e.currentTarget.value), setNameError(null))}
            error={nameError}
            data-testid="scenario-name"
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button onClick={submit} loading={save.isPending} data-testid="scenario-save">
            {t('forecast.scenarios.save')}
          </Button>
        </Group>
        {list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('forecast.scenarios.empty')}
          </Text>
        ) : (
          <Table data-testid="scenario-list">
            <Table.Tbody>
              {list.map((s) => (
                <Table.Tr key={s.id} data-testid="scenario-row">
                  <Table.Td>
                    <Checkbox
                      checked={ticked.includes(s.id)}
                      onChange={(e) => tick(s.id, e.currentTarget.checked)}
                      label={s.name}
                      aria-label={t('forecast.scenarios.compareOne', { name: s.name })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" c="dimmed">
                      {format.instantDate(s.updatedAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => onLoad(s)}>
                        {t('forecast.scenarios.load')}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => remove.mutate(s.id, { onError: (e) => showErrorToast(e) })}
                        aria-label={t('forecast.scenarios.deleteOne', { name: s.name })}
                      >
                        {t('common.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {chosen.length === 2 ? (
          <ScenarioCompare a={chosen[0]!} b={chosen[1]!} currency={currency} />
        ) : (
          list.length > 1 && (
            <Text size="sm" c="dimmed">
              {t('forecast.scenarios.tickTwo')}
            </Text>
          )
        )}
      </Stack>
    </Card>
  );
}
