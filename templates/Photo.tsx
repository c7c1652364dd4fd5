import type { PhotoView } from "../cli/content/contexts.js";

/**
 * A photo as browsers load it best: AVIF or WebP at the width the screen
 * needs, JPEG where neither is known. Its width and height reserve its place,
 * so nothing moves when it arrives; below the fold it loads only when the
 * visitor scrolls near (`eager`: it may be on the first screen, so it loads at once). Until then a few of its pixels, inlined and blurred,
 * stand in for it (templates/styles/photos.css). No JavaScript.
 */
export function Photo({
  photo,
  className,
  eager,
  preview = true,
}: {
  photo: PhotoView;
  className?: string;
  eager?: boolean;
  /** false: the frame's own colour stands in until the photo arrives, and the page is lighter by the preview's bytes. */
  preview?: boolean;
}) {
  const lazy = !photo.priority && !eager;
  // The owner's focus moves the part that stays into a frame that cuts the photo (photos.css).
  const classes = ["photo", className, photo.focusClass].filter(Boolean).join(" ");
  return (
    <span className={classes}>
      {preview && (
        <img
          className="photo__placeholder"
          src={photo.placeholder}
          alt=""
          width={photo.width}
          height={photo.height}
          aria-hidden="true"
        />
      )}
      <picture>
        {photo.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcset} sizes={photo.sizes} />
        ))}
        <img
          src={photo.src}
          srcSet={photo.srcset}
          sizes={photo.sizes}
          width={photo.width}
          height={photo.height}
          alt={photo.alt}
          loading={lazy ? "lazy" : undefined}
          fetchPriority={photo.priority ? "high" : undefined}
          decoding={lazy ? "async" : undefined}
        />
      </picture>
    </span>
  );
}

/** The photos of a page shown together below its text. */
export function Gallery({ photos }: { photos: PhotoView[] }) {
  if (photos.length === 0) return null;
  return (
    <ul className="gallery">
      {photos.map((photo) => (
        <li key={photo.src}>
          <Photo photo={photo} className="photo--tile" />
        </li>
      ))}
    </ul>
  );
}

/** The photo at the top of an inner page, below its heading. */
export function PageHero({ photo }: { photo: PhotoView | undefined }) {
  if (!photo) return null;
  return <Photo photo={photo} className="photo--hero" />;
}
