import { Image, Skeleton } from '@mantine/core';
import { uploadUrl } from '@wealthlog/core';
import { useUploadImage } from '../../../lib/use-upload-image';

interface Props {
  id: string;
  alt: string;
  h: number | string;
  w?: number | string;
  fit: 'cover' | 'contain';
}

/**
 * One uploaded screenshot. Files are served to their owner with the bearer token, which an <img>
 * cannot send, so the bytes come through the API client as a blob: URL (lib/use-upload-image).
 */
export function ScreenshotImage({ id, alt, h, w, fit }: Props) {
  const src = useUploadImage(uploadUrl(id));
  if (!src) return <Skeleton h={h} w={w ?? '100%'} radius="sm" data-testid="screenshot-loading" />;
  return <Image src={src} alt={alt} h={h} w={w} fit={fit} radius="sm" />;
}
