import { useQueryClient } from '@tanstack/react-query';
import type { DocumentRecord } from '@vetvoz/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { updateDocument } from '../api/documents.ts';
import { type Content, contentKey } from '../model/content-path.ts';
import { formContent } from '../model/document-form.ts';
import { upsertDocuments } from './documents-cache.ts';

/** `invalid`: the server refused the content (its pt-BR message is shown); typing again retries. */
export type DocumentSaveState = 'saved' | 'pending' | 'saving' | 'error' | 'invalid';

const SAVE_AFTER_MS = 1000;
const RETRY_AFTER_MS = 5000;

/**
 * A ready document's form content, saved a second after the vet stops typing, on leaving a field, before
 * issuing and on leaving the page. A failed save keeps what was typed and tries again; the server's answer
 * replaces the form only when nothing was typed since — never under the vet's fingers. The same rule lets
 * a change made elsewhere (another tab) in, when there is nothing unsaved here.
 */
export function useDocumentAutosave(record: DocumentRecord) {
  const queryClient = useQueryClient();
  const { id, type, consultationId } = record;
  const [content, setContent] = useState<Content>(() => formContent(type, record.content));
  const [state, setState] = useState<DocumentSaveState>('saved');
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(content);
  const saved = useRef(contentKey(content));
  const inFlight = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Bumped by a reset (restore): answers to saves sent before it are ignored.
  const epoch = useRef(0);

  const save = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    while (inFlight.current) await inFlight.current.catch(() => false);
    const sending = latest.current;
    const sendingKey = contentKey(sending);
    if (sendingKey === saved.current) {
      setState('saved');
      setError(null);
      return true;
    }
    const started = epoch.current;
    setState('saving');
    const attempt = (async () => {
      try {
        const updated = await updateDocument(id, sending);
        if (epoch.current !== started) return true;
        const server = formContent(type, updated.content);
        saved.current = contentKey(server);
        upsertDocuments(queryClient, consultationId, [updated]);
        setError(null);
        if (contentKey(latest.current) === sendingKey) {
          latest.current = server;
          setContent(server);
          setState('saved');
        } else {
          setState('pending');
          timer.current = setTimeout(() => void save(), SAVE_AFTER_MS);
        }
        return true;
      } catch (failure) {
        if (epoch.current !== started) return false;
        if (failure instanceof ApiError && (failure.status === 400 || failure.status === 413)) {
          // Invalid or too long: the same content would fail the same way, so wait for the vet's correction.
          setState('invalid');
          setError(failure.message);
        } else {
          setState('error');
          setError(failure instanceof Error ? failure.message : null);
          timer.current = setTimeout(() => void save(), RETRY_AFTER_MS);
        }
        return false;
      }
    })();
    inFlight.current = attempt;
    try {
      return await attempt;
    } finally {
      if (inFlight.current === attempt) inFlight.current = null;
    }
  }, [id, type, consultationId, queryClient]);

  const change = useCallback(
    (next: Content) => {
      latest.current = next;
      setContent(next);
      setState(contentKey(next) === saved.current ? 'saved' : 'pending');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), SAVE_AFTER_MS);
    },
    [save],
  );

  /** Drops unsaved typing for the server's content (after "Voltar à versão gerada"). */
  const reset = useCallback(
    (next: unknown) => {
      epoch.current += 1;
      clearTimeout(timer.current);
      const parsed = formContent(type, next);
      latest.current = parsed;
      saved.current = contentKey(parsed);
      setContent(parsed);
      setState('saved');
      setError(null);
    },
    [type],
  );

  // A change that did not come from this form (another tab, a regeneration): taken when nothing is unsaved.
  const serverKey = useMemo(() => contentKey(formContent(type, record.content)), [type, record.content]);
  useEffect(() => {
    if (serverKey === saved.current || inFlight.current) return;
    if (contentKey(latest.current) !== saved.current) return;
    const parsed = JSON.parse(serverKey) as Content;
    latest.current = parsed;
    saved.current = serverKey;
    setContent(parsed);
  }, [serverKey]);

  // Leaving the page with typing not yet sent: send it (the answer no longer matters here).
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (contentKey(latest.current) !== saved.current) void save();
    },
    [save],
  );

  return { content, state, error, change, flush: save, reset };
}
