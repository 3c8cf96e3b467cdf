import { Alert, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import type { CostBasisMethod } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/dialog-actions';
import { useFormat } from '../../../lib/use-format';
import { useCostBasisPreview } from '../api/cost-basis-preview';

interface Props {
  accountId: number;
  /** The method asked for; null: closed. */
  method: CostBasisMethod | null;
  current: CostBasisMethod;
  saving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Before a new cost-basis method is saved: the realised P&L of the account's trades now and under
 * the new method (the server's preview, computed by the code that re-books), so the user sees what
 * the change moves in the balance before it happens.
 */
export function CostBasisConfirmModal(props: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.method !== null}
      onClose={props.onCancel}
      title={t('accounts.costBasis.confirmTitle')}
    >
      {props.method && <Figures {...props} method={props.method} />}
    </Modal>
  );
}

function Figures({
  accountId,
  method,
  current,
  saving,
  onCancel,
  onConfirm,
}: Props & {
  method: CostBasisMethod;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const preview = useCostBasisPreview(accountId, method);
  const data = preview.data;
  const name = (m: CostBasisMethod) => t(`accounts.costBasis.methods.${m}`);
  return (
    <Stack gap="sm" data-testid="cost-basis-confirm">
      <Text size="sm">{t('accounts.costBasis.confirmText', { method: name(method) })}</Text>
      {preview.isPending && (
        <Group justify="center">
          <Loader size="sm" />
        </Group>
      )}
      {preview.isError && (
        <Alert color="red" variant="light">
          {t('accounts.costBasis.previewFailed')}
        </Alert>
      )}
      {data && (
        <Table>
          <Table.Tbody>
            <Table.Tr data-testid="cost-basis-current">
              <Table.Th scope="row">
                {t('accounts.costBasis.realizedWith', { method: name(current) })}
              </Table.Th>
              <Table.Td ta="end">{format.money(data.currentRealizedPnl, data.currency)}</Table.Td>
            </Table.Tr>
            <Table.Tr data-testid="cost-basis-new">
              <Table.Th scope="row">
                {t('accounts.costBasis.realizedWith', { method: name(method) })}
              </Table.Th>
              <Table.Td ta="end" fw={600}>
                {format.money(data.realizedPnl, data.currency)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
      <DialogActions onCancel={onCancel} mt="sm">
        <Button
          onClick={onConfirm}
          loading={saving}
          disabled={!data}
          data-testid="cost-basis-confirm-save"
        >
          {t('accounts.costBasis.confirm')}
        </Button>
      </DialogActions>
    </Stack>
  );
}
