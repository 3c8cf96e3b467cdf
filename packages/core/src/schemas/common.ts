import { z } from 'zod';

/** `{ message }`: forgot/reset/change password, verify e-mail (API.md). */
export const messageResponseSchema = z
  .object({ message: z.string() })
  .meta({ id: 'MessageResponse' });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
