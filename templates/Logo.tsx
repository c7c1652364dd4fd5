/** The mark: a baobab crown over a rising sun, drawn inline so it costs no request. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 48 48" width="40" height="40" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="var(--color-sun, #e8a317)" />
      <path d="M4 31h40a21 21 0 0 1-40 0Z" fill="var(--color-earth, #7a2e12)" />
      <path
        d="M22 31v-9c-5 0-9-3-10-7 3 1 6 1 8-1-3-2-3-5-2-7 2 3 4 4 6 4 2 0 4-1 6-4 1 2 1 5-2 7 2 2 5 2 8 1-1 4-5 7-10 7v9Z"
        fill="var(--color-leaf, #1f5135)"
      />
    </svg>
  );
}
