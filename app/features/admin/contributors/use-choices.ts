// Asks a picker endpoint for what matches the words typed, a moment after the typing stops.
import { useEffect, useState } from "react";
import { apiFetch } from "../../../lib/api-client";

const TYPING_PAUSE_MS = 250;

export function useChoices<Choice>(path: string, word: string): Choice[] {
  const [choices, setChoices] = useState<Choice[]>([]);
  useEffect(() => {
    const trimmed = word.trim();
    if (trimmed.length < 2) return;
    let isCurrent = true;
    const timer = setTimeout(() => {
      const separator = path.includes("?") ? "&" : "?";
      apiFetch<{ results: Choice[] }>(`${path}${separator}q=${encodeURIComponent(trimmed)}`).then(
        (answer) => isCurrent && setChoices(answer.results),
        () => isCurrent && setChoices([]),
      );
    }, TYPING_PAUSE_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [path, word]);
  return word.trim().length < 2 ? [] : choices;
}
