/**
 * The mark: a baobab crown over a rising sun, with the star ("nyota" in Swahili)
 * that gives the restaurant its name. Drawn inline so it costs no request;
 * colours are literal because CSS variables are not read in SVG attributes everywhere.
 */
export function LogoMark({ className, size = 40 }: { className?: string; size?: number }) {
  return (
    <svg className={className} viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="#e8a317" />
      <circle cx="24" cy="24" r="23" fill="none" stroke="#231a14" strokeWidth="2" />
      <path d="M4 31h40a21 21 0 0 1-40 0Z" fill="#7a2e12" />
      <path
        d="M22 31v-9c-5 0-9-3-10-7 3 1 6 1 8-1-3-2-3-5-2-7 2 3 4 4 6 4 2 0 4-1 6-4 1 2 1 5-2 7 2 2 5 2 8 1-1 4-5 7-10 7v9Z"
        fill="#1f5135"
      />
      <path
        d="M36.5 6.3L37.8 9.7L41.4 9.9L38.6 12.2L39.6 15.7L36.5 13.7L33.4 15.7L34.4 12.2L31.6 9.9L35.2 9.7Z"
        fill="#fbf5ea"
      />
    </svg>
  );
}
