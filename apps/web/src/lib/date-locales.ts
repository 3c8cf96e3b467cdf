// The date pickers' month and day names in French and Arabic (dayjs, behind @mantine/dates). Only
// pages show dates, so this loads with them (components/lazy-page.tsx), not in the first download.
import 'dayjs/locale/ar';
import 'dayjs/locale/fr';
