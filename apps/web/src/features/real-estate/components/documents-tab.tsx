import { Anchor, FileButton, Button, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { type Property, PROPERTY_LIMITS } from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../lib/error-toasts';
import { useUpdateProperty } from '../api/properties';
import { uploadFile } from '../api/uploads';
import { useMedia } from './use-media';

/** Photos and documents, through the uploads module; the property keeps their ids (mediaIds). */
export function DocumentsTab({ property }: { property: Property }) {
  const { t } = useTranslation();
  const update = useUpdateProperty(property.id);
  const [busy, setBusy] = useState(false);
  const add = async (file: File | null, kind: 'images' | 'documents') => {
    if (!file || property.mediaIds.length >= PROPERTY_LIMITS.mediaIds) return;
    setBusy(true);
    try {
      const { id } = await uploadFile(file, kind);
      await update.mutateAsync({ mediaIds: [...property.mediaIds, id] });
    } catch (error) {
      showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };
  const detach = (id: string) =>
    update.mutate({ mediaIds: property.mediaIds.filter((m) => m !== id) });
  return (
    <Stack gap="md">
      <Group>
        <FileButton
          onChange={(f) => void add(f, 'images')}
          accept="image/png,image/jpeg,image/gif,image/webp"
        >
          {(props) => (
            <Button {...props} loading={busy} variant="light" data-testid="add-photo">
              {t('realEstate.addPhoto')}
            </Button>
          )}
        </FileButton>
        <FileButton onChange={(f) => void add(f, 'documents')}>
          {(props) => (
            <Button {...props} loading={busy} variant="light" data-testid="add-document">
              {t('realEstate.addDocument')}
            </Button>
          )}
        </FileButton>
      </Group>
      {property.mediaIds.length === 0 ? (
        <Text c="dimmed">{t('realEstate.noDocuments')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {property.mediaIds.map((id, i) => (
            <MediaTile key={id} id={id} n={i + 1} onRemove={() => detach(id)} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function MediaTile({ id, n, onRemove }: { id: string; n: number; onRemove(): void }) {
  const { t } = useTranslation();
  const media = useMedia(id);
  return (
    <Stack gap={4} data-testid="media-tile">
      {media.url && media.isImage ? (
        <Image
          src={media.url}
          h={100}
          fit="cover"
          radius="sm"
          alt={t('realEstate.photoN', { n })}
        />
      ) : (
        <Anchor href={media.url} download>
          {t('realEstate.documentN', { n })}
        </Anchor>
      )}
      <Anchor component="button" type="button" size="xs" c="red" onClick={onRemove}>
        {t('realEstate.remove')}
      </Anchor>
    </Stack>
  );
}
