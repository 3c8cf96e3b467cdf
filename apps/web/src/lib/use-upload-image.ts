import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { API_BASE_URL } from './api/http';
import { api } from './api/client';

/**
 * An uploaded image as an object URL. Files are served to their owner only, with the bearer
 * token (API.md), which an <img src> cannot send: the bytes are fetched through the API client
 * (so an expired token is refreshed like any call) and shown from a blob: URL.
 */
export function useUploadImage(url: string | null | undefined): string | undefined {
  const path = url?.startsWith(API_BASE_URL) ? url.slice(API_BASE_URL.length) : url;
  const { data } = useQuery({
    queryKey: ['upload-image', path],
    queryFn: ({ signal }) => api.get<Blob>(path ?? '', { signal, responseType: 'blob' }),
    enabled: Boolean(path),
    // A file id never changes content: a new avatar is a new id.
    staleTime: Infinity,
    // A missing image falls back to initials; no toast for that.
    meta: { silent: true },
  });
  const [objectUrl, setObjectUrl] = useState<string>();
  useEffect(() => {
    if (!data) return;
    const created = URL.createObjectURL(data);
    setObjectUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setObjectUrl(undefined);
    };
  }, [data]);
  return path ? objectUrl : undefined;
}
