import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { consultationKey, saveTranscript } from '../api/consultations.ts';

export type SaveState = 'saved' | 'pending' | 'saving' | 'error';

const SAVE_AFTER_MS = 1000;
const RETRY_AFTER_MS = 5000;

/**
 * The transcript box's text, saved a second after the vet stops typing (and on leaving the box).
 * A failed save keeps the text and tries again; the server anonymises the edit, and its version
 * replaces the box's only if the vet hasn't typed since — never under their fingers.
 */
export function useTranscriptAutosave({
  id,
  initial,
  tutorName,
}: {
  id: string;
  initial: string;
  tutorName?: string;
}) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(initial);
  const [state, setState] = useState<SaveState>('saved');
  const saved = useRef(initial);
  const latest = useRef(initial);
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const save = useCallback(async () => {
    clearTimeout(timer.current);
    const sending = latest.current;
    if (inFlight.current || sending === saved.current) return;
    inFlight.current = true;
    setState('saving');
    try {
      const view = await saveTranscript(id, { transcript: sending, tutorName });
      saved.current = view.transcript;
      queryClient.setQueryData(consultationKey(id), view);
      if (latest.current === sending) {
        latest.current = view.transcript;
        setText(view.transcript);
        setState('saved');
      } else {
        setState('pending');
        timer.current = setTimeout(() => void save(), SAVE_AFTER_MS);
      }
    } catch {
      setState('error');
      timer.current = setTimeout(() => void save(), RETRY_AFTER_MS);
    } finally {
      inFlight.current = false;
    }
  }, [id, tutorName, queryClient]);

  const change = useCallback(
    (value: string) => {
      latest.current = value;
      setText(value);
      setState(value === saved.current ? 'saved' : 'pending');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), SAVE_AFTER_MS);
    },
    [save],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { text, state, change, flush: save };
}
