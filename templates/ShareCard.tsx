/** @jsxImportSource react */
// Not a page: satori reads this element (with its inline styles, which it needs) on the
// build machine and draws it as an SVG, so the site's Content-Security-Policy never meets it.
import { LogoMark } from "./Logo.js";
import { Medallion } from "./Medallion.js";

/** As messengers and social networks show a shared link. */
export const cardSize = { width: 1200, height: 630 };

export interface ShareCardProps {
  siteName: string;
  heading: string;
  /**
   * What the kitchen is ("Afrikanische Küche mit Herz") under another page's title. Nothing that
   * passes, such as a buffet's date: messengers keep a card for days after it was shared.
   */
  kitchen?: string;
  /** The page's hero photo, as a data: URI. */
  photo?: string;
  /** The part of the photo its frame keeps, as the page shows it ("30% 20%"); the middle when not given. */
  photoPosition?: string;
}

const colours = {
  cream: "#fbf5ea",
  ink: "#231a14",
  earth: "#7a2e12",
  kola: "#4a1a0b",
  sun: "#e8a317",
  leaf: "#1f5135",
  muted: "#5e4b3e",
};
/** The kente band of the site's header: saffron, leaf, earth and ink. */
const kente = [
  [colours.sun, 28],
  [colours.leaf, 8],
  [colours.sun, 8],
  [colours.earth, 24],
  [colours.ink, 4],
  [colours.earth, 4],
  [colours.leaf, 20],
  [colours.sun, 4],
] as const;
/** The band repeated across the card's width, each stripe keyed by where it starts. */
const stripes: { colour: string; width: number; x: number }[] = [];
for (let x = 0; x < 1200; ) {
  for (const [colour, width] of kente) {
    stripes.push({ colour, width, x });
    x += width;
  }
}

/** 1200 × 630, as messengers and social networks show a shared link: the page's title in the site's fonts and colours. */
export function ShareCard({ siteName, heading, kitchen, photo, photoPosition }: ShareCardProps) {
  const size = heading.length > 40 ? 60 : heading.length > 24 ? 72 : 84;
  return (
    <div style={{ display: "flex", flexDirection: "column", ...cardSize, background: colours.cream }}>
      <div style={{ display: "flex", flex: 1 }}>
        <div style={{ display: "flex", flexDirection: "column", flex: 1, padding: "56px 56px 48px 64px" }}>
          <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
            <LogoMark size={72} />
            <span style={{ fontFamily: "Bricolage Grotesque", fontWeight: 800, fontSize: 40, color: colours.ink }}>
              {siteName}
            </span>
          </div>
          <div style={{ display: "flex", flex: 1, alignItems: "center" }}>
            <span
              style={{
                fontFamily: "Bricolage Grotesque",
                fontWeight: 800,
                fontSize: size,
                lineHeight: 1.05,
                color: colours.earth,
              }}
            >
              {heading}
            </span>
          </div>
          {kitchen && (
            <span style={{ fontFamily: "Figtree", fontWeight: 700, fontSize: 30, color: colours.leaf }}>{kitchen}</span>
          )}
        </div>
        {photo ? (
          <img
            src={photo}
            width={500}
            height={598}
            alt=""
            style={{ objectFit: "cover", objectPosition: photoPosition ?? "50% 50%" }}
          />
        ) : (
          <div
            style={{
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
              width: 500,
              background: colours.kola,
            }}
          >
            <Medallion size={360} />
          </div>
        )}
      </div>
      <div style={{ display: "flex", height: 32 }}>
        {stripes.map(({ colour, width, x }) => (
          <div key={x} style={{ width, height: 32, background: colour }} />
        ))}
      </div>
    </div>
  );
}
