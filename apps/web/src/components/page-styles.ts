// Date-picker and chart styles: only pages use them, so they load with the first page (lazy-page.tsx)
// instead of in the first download. Mantine's core styles stay in main.tsx, loaded before these.
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
