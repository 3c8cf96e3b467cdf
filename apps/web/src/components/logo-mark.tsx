/** The WealthLog mark: a rising line over a coin. Decorative; the title next to it names it. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-primary-color-filled, #0f7f63)" />
      <path
        d="M7 21.5 12.5 15l4 4L25 10.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="25" cy="10.5" r="2.25" fill="#fff" />
    </svg>
  );
}
