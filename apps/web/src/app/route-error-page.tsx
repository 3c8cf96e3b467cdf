import { Anchor, Box, Button, Code, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { logger } from '../lib/logger';
import { reloadPage } from '../lib/navigation';
import { NotFoundPage } from './not-found-page';
import { PATHS } from '../lib/paths';

/** What browsers say when a lazy page's file is gone (Chrome, Safari, Firefox): a new deploy. */
const CHUNK_LOAD_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_ERROR.test(error.message);
}

/** One line for the Details area and the log: whatever was thrown, readable. */
function describeThrown(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const data = typeof error.data === 'string' && error.data ? ` - ${error.data}` : '';
    return `${error.status} ${error.statusText}${data}`;
  }
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** The API client's AppError carries the X-Request-ID of the failed call; read it by shape. */
function requestIdOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('requestId' in error)) return undefined;
  const { requestId } = error;
  return typeof requestId === 'string' && requestId ? requestId : undefined;
}

interface RouteErrorPageProps {
  /** At the root nothing surrounds the page (no frame): give it the page's own margins. */
  fullScreen?: boolean;
}

/**
 * The routes' `errorElement`: a page that throws while rendering (or a lazy page whose file is
 * gone after a deploy) shows this, translated and themed, instead of react-router's developer
 * screen. A route-not-found answer shows the not-found page.
 */
export function RouteErrorPage({ fullScreen = false }: RouteErrorPageProps) {
  const error = useRouteError();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const notFound = isNotFound(error);
  const updated = isChunkLoadError(error);
  const message = describeThrown(error);
  const requestId = requestIdOf(error);

  // Once per error: StrictMode runs effects twice in development, and a re-render must not add
  // an entry either. A new error (after navigating to another broken page) is logged again.
  const logged = useRef<{ error: unknown } | null>(null);
  useEffect(() => {
    if (logged.current?.error === error) return;
    logged.current = { error };
    const context = {
      path: pathname,
      message,
      kind: notFound ? 'not-found' : updated ? 'chunk-load' : 'render',
      ...(requestId ? { requestId } : {}),
      ...(error instanceof Error && error.stack ? { stack: error.stack } : {}),
    };
    if (notFound) logger.warn('Route not found', context);
    else logger.error('Route error', context);
  }, [error, pathname, message, notFound, updated, requestId]);

  const page = (content: ReactNode) =>
    fullScreen ? (
      <Container size="sm" py="xl">
        {content}
      </Container>
    ) : (
      content
    );
  if (notFound) return page(<NotFoundPage />);

  return page(
    <Stack gap="md" align="flex-start" data-testid="page-error">
      <Title order={1}>{t(updated ? 'errorPage.updatedTitle' : 'errorPage.title')}</Title>
      <Text c="dimmed">
        {t(updated ? 'errorPage.updatedDescription' : 'errorPage.description')}
      </Text>
      <Group gap="lg">
        <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => reloadPage()}>
          {t('errorPage.reload')}
        </Button>
        {/* After a deploy every other lazy page is gone too: reloading is the only way out. */}
        {!updated && (
          <Anchor component={Link} to={PATHS.dashboard}>
            {t('errorPage.backToDashboard')}
          </Anchor>
        )}
      </Group>
      {/* Collapsed: for a bug report, not for reading. Native <details> is keyboard-ready. */}
      <Box component="details" w="100%" data-testid="error-details">
        <Box component="summary" c="dimmed" fz="sm" style={{ cursor: 'pointer' }}>
          {t('errorPage.details')}
        </Box>
        <Stack gap="xs" mt="xs">
          {/* Technical text reads left to right, whatever the page's direction. */}
          <Code
            block
            dir="ltr"
            style={{ userSelect: 'text', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
          >
            {message}
          </Code>
          {requestId && (
            <Text fz="sm">
              {t('errorPage.requestId')}{' '}
              <Code dir="ltr" style={{ userSelect: 'all' }}>
                {requestId}
              </Code>
            </Text>
          )}
        </Stack>
      </Box>
    </Stack>,
  );
}
