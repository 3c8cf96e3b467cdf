import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { logger } from '../../../lib/logger';
import { useSession } from '../../../lib/session';
import { generalSettingsQuery } from '../../../lib/queries/general-settings';
import { useApplyDisplaySettings } from '../../../lib/use-apply-display-settings';

/**
 * On sign-in the stored settings win. When the session goes from signed-out to
 * signed-in (a login, the Google callback) the user's general settings are fetched and their
 * display mode and language applied. A reload that merely restores a session keeps what this
 * browser shows, so a choice made in the header is not undone on every refresh.
 */
export function ApplySettingsOnSignIn() {
  const { status } = useSession();
  const queryClient = useQueryClient();
  const apply = useApplyDisplaySettings();
  const previous = useRef(status);

  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (was !== 'unauthenticated' || status !== 'authenticated') return;
    queryClient
      .fetchQuery(generalSettingsQuery())
      .then((settings) => apply(settings))
      .catch((error: unknown) => {
        // Not worth a toast: the page keeps the local choice and works without it.
        logger.warn('Could not apply stored settings', { error: String(error) });
      });
  }, [status, queryClient, apply]);

  return null;
}
