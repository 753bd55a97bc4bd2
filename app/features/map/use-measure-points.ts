// The measure tool's points, in the order they were clicked.
import { useCallback, useState } from "react";

export interface MeasurePoints {
  points: [number, number][];
  add: (point: [number, number]) => void;
  undo: () => void;
  clear: () => void;
}

export function useMeasurePoints(): MeasurePoints {
  const [points, setPoints] = useState<[number, number][]>([]);
  const add = useCallback((point: [number, number]) => setPoints((current) => [...current, point]), []);
  const undo = useCallback(() => setPoints((current) => current.slice(0, -1)), []);
  const clear = useCallback(() => setPoints([]), []);
  return { points, add, undo, clear };
}
