import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api/client';

/**
 * One of a property's uploads as an object URL with its type: files are served to their owner
 * only, with the bearer token, which an <img src> cannot send (lib/use-upload-image.ts does the same
 * for avatars). The type tells a photo, shown, from a document, linked.
 */
export function useMedia(id: string | undefined): { url?: string; isImage: boolean } {
  const { data } = useQuery({
    queryKey: ['upload-file', id],
    queryFn: ({ signal }) => api.get<Blob>(`/upload/files/${id}`, { signal, responseType: 'blob' }),
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
