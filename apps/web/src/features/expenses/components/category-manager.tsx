import {
  ActionIcon,
  Button,
  ColorInput,
  ColorSwatch,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { CATEGORY_KINDS, type CategoryKind, type ExpenseCategory } from '@wealthlog/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CardForm } from '../../../components/card-form';
import { DialogActions } from '../../../components/dialog-actions';
import { ScrollRegion } from '../../../components/scroll-region';
import { showErrorToast } from '../../../lib/error-toasts';
import { useReturnFocusOnUnmount } from '../../../lib/use-return-focus';
import {
  useCategories,
  useCreateCategory,
  useDeleteCategory,
  useUpdateCategory,
} from '../api/expenses';

/** The user's categories: add, rename (renames every transaction), recolour, delete or merge. */
export function CategoryManager() {
  const { t } = useTranslation();
  const query = useCategories();
  const create = useCreateCategory();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<CategoryKind>('EXPENSE');
  const [color, setColor] = useState('');
  const [editing, setEditing] = useState<ExpenseCategory | null>(null);
  const [deleting, setDeleting] = useState<ExpenseCategory | null>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate(
      { name: name.trim(), kind, color: color || null },
      { onSuccess: () => setName(''), onError: (e) => showErrorToast(e) },
    );
  };

  return (
    <Stack gap="md" data-testid="category-manager">
      <CardForm
        title={t('expenses.categories.add')}
        onSubmit={add}
        pending={create.isPending}
        saveTestId="category-save"
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={t('expenses.categories.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={50}
            data-testid="category-name"
          />
          <Select
            label={t('expenses.categories.kind')}
            data={CATEGORY_KINDS.map((k) => ({
              value: k,
              label: t(`expenses.categories.kinds.${k}`),
            }))}
            value={kind}
            onChange={(v) => v && setKind(v as CategoryKind)}
            allowDeselect={false}
          />
          <ColorInput
            label={t('expenses.categories.color')}
            value={color}
            onChange={setColor}
            format="hex"
          />
        </SimpleGrid>
      </CardForm>
      <ScrollRegion label={t('expenses.categories.title')}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('expenses.categories.name')}</Table.Th>
              <Table.Th>{t('expenses.categories.kind')}</Table.Th>
              <Table.Th ta="end">{t('expenses.categories.count')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data?.map((c) => (
              <Table.Tr key={c.id} data-testid="category-row" data-name={c.name}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {c.color && <ColorSwatch color={c.color} size={12} />}
                    <Text>{c.name}</Text>
                  </Group>
                </Table.Td>
                <Table.Td>{t(`expenses.categories.kinds.${c.kind}`)}</Table.Td>
                <Table.Td ta="end">{c.count}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('expenses.categories.rename', { name: c.name })}
                      onClick={() => setEditing(c)}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('expenses.categories.delete', { name: c.name })}
                      onClick={() => setDeleting(c)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      {editing && <RenameDialog category={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <DeleteDialog
          category={deleting}
          all={query.data ?? []}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}

function RenameDialog({ category, onClose }: { category: ExpenseCategory; onClose(): void }) {
  const { t } = useTranslation();
  useReturnFocusOnUnmount(); // to the row's rename button, as it is mounted only while open
  const update = useUpdateCategory();
  const [name, setName] = useState(category.name);
  const [color, setColor] = useState(category.color ?? '');
  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: category.id, body: { name: name.trim(), color: color || null } },
      { onSuccess: onClose, onError: (e) => showErrorToast(e) },
    );
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('expenses.categories.rename', { name: category.name })}
    >
      <form onSubmit={save}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('expenses.categories.renameHint', { count: category.count })}
          </Text>
          <TextInput
            label={t('expenses.categories.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={50}
            data-autofocus
          />
          <ColorInput
            label={t('expenses.categories.color')}
            value={color}
            onChange={setColor}
            format="hex"
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function DeleteDialog({
  category,
  all,
  onClose,
}: {
  category: ExpenseCategory;
  all: ExpenseCategory[];
  onClose(): void;
}) {
  const { t } = useTranslation();
  useReturnFocusOnUnmount(); // to the row's delete button when cancelled
  const remove = useDeleteCategory();
  const [into, setInto] = useState<string | null>(null);
  const options = all
    .filter((c) => c.id !== category.id && c.kind === category.kind)
    .map((c) => ({ value: String(c.id), label: c.name }));
  const confirm = () =>
    remove.mutate(
      { id: category.id, replaceWith: into ? Number(into) : undefined },
      { onSuccess: onClose, onError: (e) => showErrorToast(e) },
    );
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('expenses.categories.delete', { name: category.name })}
    >
      <Stack gap="sm">
        {category.count > 0 && (
          <Select
            label={t('expenses.categories.replaceWith', { count: category.count })}
            data={options}
            value={into}
            onChange={setInto}
            searchable
          />
        )}
        <DialogActions onCancel={onClose}>
          <Button
            color="red"
            onClick={confirm}
            loading={remove.isPending}
            disabled={category.count > 0 && !into}
          >
            {t('common.delete')}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
