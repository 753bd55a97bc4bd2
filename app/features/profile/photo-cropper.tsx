// Choosing the square of a photo that becomes the avatar: the photo moves under a square frame (drag
// it, or use the sliders, which keys and screen readers work too) and zooms in; the circle shows
// what the avatar will look like. The square is reported in pixels of the photo as shown upright.
import { useEffect, useRef, useState, type PointerEvent } from "react";

export interface SquareCrop {
  x: number;
  y: number;
  size: number;
}

/** The frame's width in CSS pixels. */
const FRAME = 240;
const MAX_ZOOM = 4;

const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

interface PhotoCropperProps {
  src: string;
  onCropChange: (crop: SquareCrop | null) => void;
  /** The browser cannot show the file (not a photo, or a format it does not read). */
  onUnreadable: () => void;
}

export function PhotoCropper({ src, onCropChange, onUnreadable }: PhotoCropperProps) {
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [zoom, setZoom] = useState(1);
  // Where the square sits in the room the photo leaves it, 0-100 across and down; centred at first.
  const [pan, setPan] = useState({ x: 50, y: 50 });
  const drag = useRef<{ pointerId: number; clientX: number; clientY: number } | null>(null);

  const side = natural ? Math.min(natural.width, natural.height) / zoom : 0;
  const room = natural ? { x: natural.width - side, y: natural.height - side } : { x: 0, y: 0 };
  const left = (room.x * pan.x) / 100;
  const top = (room.y * pan.y) / 100;
  const cropX = Math.floor(left);
  const cropY = Math.floor(top);
  const cropSize = Math.floor(side);
  const isLoaded = natural !== null;

  useEffect(() => {
    onCropChange(isLoaded && cropSize > 0 ? { x: cropX, y: cropY, size: cropSize } : null);
  }, [isLoaded, cropX, cropY, cropSize, onCropChange]);

  const scale = side > 0 ? FRAME / side : 0;

  function move(event: PointerEvent<HTMLDivElement>) {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId || scale === 0) return;
    const dx = (event.clientX - start.clientX) / scale;
    const dy = (event.clientY - start.clientY) / scale;
    drag.current = { ...start, clientX: event.clientX, clientY: event.clientY };
    setPan((current) => ({
      x: room.x > 0 ? clampPercent(current.x - (dx / room.x) * 100) : current.x,
      y: room.y > 0 ? clampPercent(current.y - (dy / room.y) * 100) : current.y,
    }));
  }

  const endDrag = () => {
    drag.current = null;
  };

  const slider = (
    label: string,
    value: number,
    onChange: (value: number) => void,
    options: { min: number; max: number; step: number; disabled?: boolean },
  ) => (
    <label className="grid gap-1 text-sm font-semibold text-dark-grey">
      {label}
      <input
        type="range"
        value={value}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        className="w-full accent-brand-green-dark"
        {...options}
      />
    </label>
  );

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div
        className="relative shrink-0 cursor-move touch-none overflow-hidden rounded-lg bg-neutral-800 select-none"
        style={{ width: FRAME, height: FRAME }}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          drag.current = { pointerId: event.pointerId, clientX: event.clientX, clientY: event.clientY };
        }}
        onPointerMove={move}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <img
          src={src}
          alt="The chosen photo"
          draggable={false}
          onError={onUnreadable}
          onLoad={(event) => setNatural({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
          className="absolute max-w-none"
          style={
            natural
              ? { left: -left * scale, top: -top * scale, width: natural.width * scale, height: natural.height * scale }
              : { visibility: "hidden" }
          }
        />
        {/* Darkens what falls outside the round avatar. */}
        <div aria-hidden className="pointer-events-none absolute inset-0 rounded-full shadow-[0_0_0_999px_rgba(0,0,0,0.45)]" />
      </div>
      <div className="grid flex-1 gap-3">
        {slider("Zoom", zoom, setZoom, { min: 1, max: MAX_ZOOM, step: 0.05 })}
        {slider("Left to right", pan.x, (x) => setPan((current) => ({ ...current, x })), {
          min: 0,
          max: 100,
          step: 1,
          disabled: room.x < 1,
        })}
        {slider("Top to bottom", pan.y, (y) => setPan((current) => ({ ...current, y })), {
          min: 0,
          max: 100,
          step: 1,
          disabled: room.y < 1,
        })}
        <p className="text-sm text-grey">Drag the photo or use the sliders to place your face in the circle.</p>
      </div>
    </div>
  );
}
