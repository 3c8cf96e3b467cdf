import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { uploadPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';

const call = caller(uploadPaths);

/**
 * One of a property's uploads as an object URL with its type: files are served to their owner
 * only, with the bearer token, which an <img src> cannot send (lib/use-upload-image.ts does the same
 * for avatars). The type tells a photo, shown, from a document, linked.
 */
export function useMedia(id: string | undefined): { url?: string; isImage: boolean } {
  const { data } = useQuery({
    queryKey: ['upload-file', id],
    // A stored file is binary: the map does not type it, the blob response type does.
    queryFn: async ({ signal }) =>
      (await call('uploads.files.get', {
        params: { id: id ?? '' },
        signal,
        responseType: 'blob',
      })) as Blob,
    enabled: Boolean(id),
    staleTime: Infinity,
    meta: { silent: true },
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!data) return;
    const created = URL.createObjectURL(data);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(undefined);
    };
  }, [data]);
  return { url, isImage: Boolean(data?.type.startsWith('image/')) };
}
