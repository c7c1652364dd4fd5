// Photos for tests, the benchmark and screenshots, made here with sharp: no binary
// fixtures from elsewhere. Each is a table seen from above (wood, plates, food) with
// a camera's grain, so it compresses like a photo rather than like a flat drawing.
import sharp from "sharp";

/**
 * A small deterministic random generator: the same seed gives the same photo.
 * @param {number} seed
 */
function random(seed) {
  let state = seed * 2654435761 + 1;
  return () => {
    state = (state * 1103515245 + 12345) >>> 0;
    return state / 2 ** 32;
  };
}

const foods = ["#c8501e", "#e8a317", "#7a2e12", "#3f7d3a", "#d9c27a", "#a4161a", "#f2d0a4"];

/**
 * @param {number} width
 * @param {number} height
 * @param {number} seed
 */
function scene(width, height, seed) {
  const rand = random(seed);
  const plank = height / 6;
  const planks = Array.from({ length: 7 }, (_, index) => {
    const shade = 90 + Math.round(rand() * 40);
    return `<rect x="0" y="${index * plank}" width="${width}" height="${plank - 3}" fill="rgb(${shade + 40},${shade},${shade - 40})"/>`;
  }).join("");
  const plates = Array.from({ length: 3 + Math.floor(rand() * 3) }, () => {
    const r = Math.min(width, height) * (0.12 + rand() * 0.12);
    const x = r + rand() * (width - 2 * r);
    const y = r + rand() * (height - 2 * r);
    const food = Array.from({ length: 4 }, () => {
      const fr = r * (0.2 + rand() * 0.3);
      const angle = rand() * Math.PI * 2;
      const distance = rand() * r * 0.4;
      const colour = foods[Math.floor(rand() * foods.length)];
      return `<ellipse cx="${x + Math.cos(angle) * distance}" cy="${y + Math.sin(angle) * distance}" rx="${fr}" ry="${fr * (0.6 + rand() * 0.4)}" fill="${colour}" filter="url(#soft)"/>`;
    }).join("");
    return `<circle cx="${x + r * 0.06}" cy="${y + r * 0.08}" r="${r}" fill="rgba(0,0,0,0.35)" filter="url(#soft)"/><circle cx="${x}" cy="${y}" r="${r}" fill="#fbf5ea"/><circle cx="${x}" cy="${y}" r="${r * 0.8}" fill="none" stroke="#e6dccb" stroke-width="${r * 0.04}"/>${food}`;
  }).join("");
  const blur = Math.max(1, Math.round(Math.min(width, height) / 300));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><filter id="soft"><feGaussianBlur stdDeviation="${blur}"/></filter><radialGradient id="light" cx="0.3" cy="0.2" r="1"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient></defs>${planks}${plates}<rect width="${width}" height="${height}" fill="url(#light)"/></svg>`;
}

/**
 * A photo as a camera or phone would save it.
 * @param {{ width?: number, height?: number, seed?: number, format?: "jpeg" | "png" | "webp" | "avif",
 *   gps?: boolean, orientation?: number, icc?: string, alpha?: boolean }} options
 *   gps: EXIF with a GPS position and a camera serial number; orientation: the EXIF
 *   orientation tag (6: the camera was held upright, the pixels lie on their side);
 *   icc: a colour profile to store the pixels in ("p3").
 * @returns {Promise<Buffer>}
 */
export async function makePhoto(options = {}) {
  const { width = 1600, height = 1200, seed = 1, format = "jpeg", gps = false, orientation, icc, alpha } = options;
  // The scene is drawn at most 1000 pixels wide and scaled up (drawing is slow), then gets a
  // camera's grain at full size (sharp's own noise takes seconds at 12 megapixels).
  const drawn = Math.min(1, 1000 / width);
  const small = [Math.round(width * drawn), Math.round(height * drawn)];
  // Rasterised first: resized as SVG, sharp would draw it again at full size.
  const drawing = await sharp(Buffer.from(scene(small[0], small[1], seed)))
    .png({ compressionLevel: 0 })
    .toBuffer();
  const pixels = await sharp(drawing).resize(width, height).removeAlpha().raw().toBuffer();
  let state = seed >>> 0 || 1;
  for (let index = 0; index < pixels.length; index++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    // Two small random numbers from one: their sum is roughly bell-shaped, like sensor noise.
    const grain = (state & 31) + ((state >>> 8) & 31) - 31;
    const value = pixels[index] + grain;
    pixels[index] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (alpha) image = image.ensureAlpha(0.5);
  if (gps || orientation) {
    image = image.withExif({
      IFD0: { Make: "Phonecam", Model: "Phonecam 15 Pro", Copyright: "Amara Nwosu" },
      ...(gps
        ? {
            IFD2: { BodySerialNumber: "SN-48213377", DateTimeOriginal: "2025:06:01 19:42:10" },
            IFD3: {
              GPSLatitudeRef: "N",
              GPSLatitude: "52/1 28/1 3012/100",
              GPSLongitudeRef: "E",
              GPSLongitude: "13/1 26/1 1044/100",
            },
          }
        : {}),
    });
  }
  if (orientation) image = image.withMetadata({ orientation });
  if (icc) image = image.withIccProfile(icc);
  if (format === "png") return image.png().toBuffer();
  if (format === "webp") return image.webp({ quality: 90 }).toBuffer();
  if (format === "avif") return image.avif({ quality: 70 }).toBuffer();
  return image.jpeg({ quality: 90 }).toBuffer();
}
