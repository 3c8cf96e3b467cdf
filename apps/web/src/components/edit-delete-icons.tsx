import { ActionIcon } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

interface Props {
  /** Each button's accessible name: it names the row ("Edit Rent"), or the row already does. */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Smaller buttons, for a dense row (transactions, a loan card). */
  compact?: boolean;
}

/**
 * The pencil and the bin at the end of a row, the same in every list: the caller's Group places
 * them. The bin only asks to delete; what follows (a confirmation, an undo) is the caller's.
 */
export function EditDeleteIcons({ editLabel, deleteLabel, onEdit, onDelete, compact }: Props) {
  const size = compact ? 'sm' : undefined;
  const icon = compact ? 15 : 16;
  return (
    <>
      <ActionIcon variant="subtle" size={size} aria-label={editLabel} onClick={onEdit}>
        <IconPencil size={icon} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        size={size}
        aria-label={deleteLabel}
        onClick={onDelete}
      >
        <IconTrash size={icon} />
      </ActionIcon>
    </>
  );
}
