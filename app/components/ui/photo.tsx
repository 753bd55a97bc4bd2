// A stored photo: its WebP copies for browsers that take them, its JPEGs for any other (ADR 0024).
// Any other image (an external avatar, an icon) is shown as it is.
import type { ImgHTMLAttributes } from "react";
import { preload } from "react-dom";
import { webpSrcSetOf, webpVariantOf } from "../../../shared/domain/photo-renditions";

type PhotoProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "fetchPriority"> & {
  src: string;
  alt: string;
  /** The page's largest image (its LCP): fetched first, announced in the head before any script. */
  priority?: boolean;
};

export function Photo({ src, srcSet, sizes, alt, priority = false, ...image }: PhotoProps) {
  const webpSrcSet = webpSrcSetOf(srcSet ?? src);
  // React announces a plain <img> in the head by itself, but not one inside a <picture>.
  if (priority && webpSrcSet) {
    preload(webpVariantOf(src) ?? src, {
      as: "image",
      type: "image/webp",
      imageSrcSet: webpSrcSet,
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  const img = <img src={src} srcSet={srcSet} sizes={sizes} alt={alt} fetchPriority={priority ? "high" : undefined} {...image} />;
  if (!webpSrcSet) return img;
  return (
    <picture className="contents">
      <source type="image/webp" srcSet={webpSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
