// The rest of Mantine's styles (the frame loads only its own components', app/frame-styles.ts) and
// the charts': only pages use them, so they load with the first page
// (lazy-page.tsx) instead of in the first download. All in Mantine's cascade layer, as the frame's.
import '@mantine/core/styles.layer.css';
import '@mantine/charts/styles.layer.css';
