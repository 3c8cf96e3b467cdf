import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Trade, TRADE_LIMITS, UPLOAD_FIELD, type UploadResult } from '@wealthlog/core';
import { uploadPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { showErrorToast } from '../../../lib/error-toasts';
import { tradingKeys } from './keys';
import { updateTrade } from './update-trade';

const call = caller(uploadPaths);

/** POST /api/upload/images, multipart part `file`: one screenshot, stored for its owner only. */
export function uploadImage(file: File): Promise<UploadResult> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  return call('uploads.images.create', { params: { kind: 'images' }, body: form });
}

/**
 * Uploads the files one by one, then attaches every one that was stored to the trade in one PUT
 * of its mediaIds. A refused file (type, name, size: the upload rules) says why in a toast and the
 * others still go in; files past the trade's limit are not sent at all.
 */
export async function addScreenshots(trade: Trade, files: readonly File[]): Promise<Trade> {
  const room = Math.max(0, TRADE_LIMITS.mediaIds - trade.mediaIds.length);
  const ids: string[] = [];
  for (const file of files.slice(0, room)) {
    try {
      ids.push((await uploadImage(file)).id);
    } catch (error) {
      showErrorToast(error);
    }
  }
  if (ids.length === 0) return trade;
  return updateTrade(trade.id, { mediaIds: [...trade.mediaIds, ...ids] });
}

/** The drawer's file picker and drop zone share this; the trade's query gets the answer at once. */
export function useAddScreenshots(trade: Trade) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: readonly File[]) => addScreenshots(trade, files),
    onSuccess: (saved) => {
      queryClient.setQueryData(tradingKeys.trade(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: tradingKeys.all });
    },
  });
}
