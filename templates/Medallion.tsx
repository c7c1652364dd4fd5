/**
 * The hero's decoration: a kente-and-mudcloth medallion around an eight-point star.
 * It fills the square slot where the owner's photo will go, so swapping it for an
 * <img width height> changes nothing in the layout. Dashes use pathLength so the
 * rings divide evenly at any size.
 */
export function Medallion({ size = 200 }: { size?: number }) {
  return (
    <svg viewBox="0 0 200 200" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="100" cy="100" r="100" fill="#7a2e12" />
      <circle
        cx="100"
        cy="100"
        r="86"
        fill="none"
        stroke="#e8a317"
        strokeWidth="18"
        pathLength="24"
        strokeDasharray=".62 .38"
      />
      <circle
        cx="100"
        cy="100"
        r="86"
        fill="none"
        stroke="#1f5135"
        strokeWidth="6"
        pathLength="24"
        strokeDasharray=".2 .8"
      />
      <circle cx="100" cy="100" r="73" fill="#231a14" />
      <circle
        cx="100"
        cy="100"
        r="64"
        fill="none"
        stroke="#fbf5ea"
        strokeWidth="5"
        strokeLinecap="round"
        pathLength="40"
        strokeDasharray="0 1"
      />
      <g fill="#e8a317">
        <rect x="62" y="62" width="76" height="76" rx="4" />
        <rect x="62" y="62" width="76" height="76" rx="4" transform="rotate(45 100 100)" />
      </g>
      <circle cx="100" cy="100" r="26" fill="#4a1a0b" />
      <circle cx="100" cy="100" r="16" fill="none" stroke="#ffd27a" strokeWidth="4" />
      <circle cx="100" cy="100" r="6" fill="#ffd27a" />
    </svg>
  );
}
