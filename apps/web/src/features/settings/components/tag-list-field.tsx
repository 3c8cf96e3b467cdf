import { ActionIcon, Badge, CloseButton, Group, Input, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addTag, removeTag } from '../tag-list';

interface TagListFieldProps {
  /** Visible label; also the {{field}} of messages. */
  label: string;
  placeholder: string;
  items: readonly string[];
  onChange: (items: string[]) => void;
  /** A server message for the whole list. */
  error?: string | undefined;
  testId: string;
}

/** A list of short labels: type and press Enter (or +) to add, × to remove. */
export function TagListField({
  label,
  placeholder,
  items,
  onChange,
  error,
  testId,
}: TagListFieldProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState<string>();

  const add = () => {
    const result = addTag(items, draft);
    if ('ignored' in result) return;
    if ('refusal' in result) {
      setRefusal(t(result.refusal.key, { field: label, ...result.refusal.values }));
      return;
    }
    onChange(result.items);
    setDraft('');
    setRefusal(undefined);
  };

  return (
    <Input.Wrapper data-testid={testId}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={label}
          placeholder={placeholder}
          value={draft}
          error={refusal ?? error}
          data-testid={`${testId}-input`}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            setRefusal(undefined);
          }}
          onKeyDown={(event) => {
            // Enter adds the item instead of submitting the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <ActionIcon
          size={36}
          mt={25}
          variant="light"
          onClick={add}
          aria-label={t('settings.trading.addTo', { field: label })}
          data-testid={`${testId}-add`}
        >
          <IconPlus size={18} aria-hidden="true" />
        </ActionIcon>
      </Group>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed" mt="xs">
          {t('settings.trading.empty')}
        </Text>
      ) : (
        // Badges with a real close button: Mantine's Pill hides its remove button from keyboards
        // and screen readers, and removing an item must work for everyone.
        <Group gap={6} mt="xs" role="list" aria-label={label}>
          {items.map((item) => (
            <Badge
              key={item}
              role="listitem"
              size="lg"
              variant="light"
              color="gray"
              tt="none"
              fw={500}
              pe={4}
              data-testid={`${testId}-item`}
              rightSection={
                <CloseButton
                  size="xs"
                  onClick={() => onChange(removeTag(items, item))}
                  aria-label={t('settings.trading.remove', { item })}
                />
              }
            >
              {item}
            </Badge>
          ))}
        </Group>
      )}
    </Input.Wrapper>
  );
}
