import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/notifications/styles.layer.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/**
 * Where toasts (`notifications.show`) and confirm dialogs (`modals.open*`) render. Its own chunk,
 * loaded right after the first render (providers.tsx): the toast and dialog machinery is not in
 * the first download. Nothing is lost meanwhile: a toast shown earlier waits in Mantine's store
 * and appears when this mounts; dialogs open only from pages, which load after it.
 */
export function Overlays() {
  return (
    <>
      <ModalsProvider />
      <Notifications position="top-right" />
    </>
  );
}
