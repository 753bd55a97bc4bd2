// Uploaded photos in a grid of thumbnails, each opening its large rendition in a new tab (staff
// checking a claim, anyone reading a patrol report).
import type { Photo as StoredPhoto } from "../../../shared/contracts/photo.contract";
import { Photo } from "./photo";

interface PhotoGridProps {
  photos: readonly StoredPhoto[];
  /** Whose photos: "Photo 2 of 3 from {source} (opens full size)". */
  source: string;
}

export function PhotoGrid({ photos, source }: PhotoGridProps) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Photos">
      {photos.map((photo, index) => (
        <li key={photo.original}>
          <a href={photo.resized_large} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-lg">
            <Photo
              src={photo.resized_medium}
              alt={`Photo ${index + 1} of ${photos.length} from ${source} (opens full size)`}
              loading="lazy"
              className="aspect-[4/3] w-full object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
