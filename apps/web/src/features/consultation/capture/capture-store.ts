import type { Patient } from '@vetvoz/domain';

/**
 * The browser's durable copy of a recording until the server has transcribed it (decision 008): audio
 * segments wait here, not in memory, so going offline, reloading or closing the tab loses nothing.
 * Audio is kept as ArrayBuffer rather than Blob: every browser's IndexedDB stores those reliably.
 */

export interface LocalRecording {
  /** The consultation id, chosen here so recording can start without a connection. */
  id: string;
  /** Whose session may upload it: another vet signing in on this device must not send it. */
  userId: string;
  patient: Patient;
  /** The visit's other animals ("Outro animal" before starting), sent with the creation. */
  otherPatients?: Patient[];
  /** The unit it is for (its pool, its owner and admins see it); absent for a personal consultation. */
  businessUnitId?: string;
  /**
   * Used for redaction with each upload and never sent to be stored. Kept on this device only while
   * segments are pending, and removed with the recording once everything is transcribed.
   */
  tutorName?: string;
  /** The server confirmed the consultation exists. */
  created: boolean;
  /** `recording` while audio may still come; `stopped` once the vet ended it (or sent a file). */
  state: 'recording' | 'stopped';
  /** Set when stopped: the server waits for every segment up to it. */
  lastSegmentIndex?: number;
  /** The highest segment that received audio: where an interrupted recording ends or continues. */
  lastSavedIndex?: number;
  durationSeconds?: number;
  /** The server confirmed the end of the recording. */
  finished: boolean;
  /** Written every few seconds by the tab that records: a stale one means that tab is gone. */
  heartbeatAt: number;
  startedAt: number;
  /** A problem retrying cannot fix (no consultations left, a refused file): shown until the vet acts. */
  blockedMessage?: string;
}

export interface LocalSegment {
  recordingId: string;
  index: number;
  audio: ArrayBuffer;
  mimeType: string;
  /** False while its MediaRecorder still writes to it: only complete segments are uploaded. */
  complete: boolean;
  /** The segment's audio could not be accepted and retrying will not help (e.g. too large). */
  rejectedMessage?: string;
  /**
   * When the server last answered 202 for it: it holds the segment and transcribes it in the background.
   * The audio stays until a read of the consultation shows it done (it is uploaded again if the server
   * reports it failed, lost or stuck). Absent on segments saved before the server answered early.
   */
  acknowledgedAt?: number;
}

const DB_NAME = 'vetvoz-capture';
const RECORDINGS = 'recordings';
const SEGMENTS = 'segments';

let opening: Promise<IDBDatabase> | undefined;

function openDb(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const db = request.result;
      db.createObjectStore(RECORDINGS, { keyPath: 'id' });
      const segments = db.createObjectStore(SEGMENTS, { keyPath: ['recordingId', 'index'] });
      segments.createIndex('byRecording', 'recordingId');
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab upgrading the schema: let it, and reopen next time.
      db.onversionchange = () => {
        db.close();
        opening = undefined;
      };
      resolve(db);
    };
    request.onerror = () => {
      opening = undefined;
      reject(request.error ?? new Error('IndexedDB unavailable'));
    };
  });
  return opening;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('transaction aborted'));
  });
}

export async function putRecording(recording: LocalRecording): Promise<void> {
  const tx = (await openDb()).transaction(RECORDINGS, 'readwrite');
  tx.objectStore(RECORDINGS).put(recording);
  await committed(tx);
}

/** Reads, changes and writes a recording in one transaction; undefined when it is gone. */
export async function updateRecording(
  id: string,
  change: (recording: LocalRecording) => LocalRecording,
): Promise<LocalRecording | undefined> {
  const tx = (await openDb()).transaction(RECORDINGS, 'readwrite');
  const store = tx.objectStore(RECORDINGS);
  const current = (await done(store.get(id))) as LocalRecording | undefined;
  const next = current ? change(current) : undefined;
  if (next) store.put(next);
  await committed(tx);
  return next;
}

export async function getRecording(id: string): Promise<LocalRecording | undefined> {
  const db = await openDb();
  return (await done(db.transaction(RECORDINGS).objectStore(RECORDINGS).get(id))) as
    | LocalRecording
    | undefined;
}

export async function listRecordings(userId: string): Promise<LocalRecording[]> {
  const db = await openDb();
  const all = (await done(db.transaction(RECORDINGS).objectStore(RECORDINGS).getAll())) as LocalRecording[];
  return all.filter((r) => r.userId === userId).sort((a, b) => a.startedAt - b.startedAt);
}

/** The recording and every segment it still holds. */
export async function deleteRecording(id: string): Promise<void> {
  const tx = (await openDb()).transaction([RECORDINGS, SEGMENTS], 'readwrite');
  tx.objectStore(RECORDINGS).delete(id);
  const segments = tx.objectStore(SEGMENTS);
  const keys = await done(segments.index('byRecording').getAllKeys(id));
  for (const key of keys) segments.delete(key);
  await committed(tx);
}

export async function putSegment(segment: LocalSegment): Promise<void> {
  const tx = (await openDb()).transaction(SEGMENTS, 'readwrite');
  tx.objectStore(SEGMENTS).put(segment);
  await committed(tx);
}

export async function updateSegment(
  recordingId: string,
  index: number,
  change: (segment: LocalSegment) => LocalSegment,
): Promise<void> {
  const tx = (await openDb()).transaction(SEGMENTS, 'readwrite');
  const store = tx.objectStore(SEGMENTS);
  const current = (await done(store.get([recordingId, index]))) as LocalSegment | undefined;
  if (current) store.put(change(current));
  await committed(tx);
}

/** A recording's segments in index order. */
export async function listSegments(recordingId: string): Promise<LocalSegment[]> {
  const db = await openDb();
  const index = db.transaction(SEGMENTS).objectStore(SEGMENTS).index('byRecording');
  const all = (await done(index.getAll(recordingId))) as LocalSegment[];
  return all.sort((a, b) => a.index - b.index);
}

export async function deleteSegment(recordingId: string, index: number): Promise<void> {
  const tx = (await openDb()).transaction(SEGMENTS, 'readwrite');
  tx.objectStore(SEGMENTS).delete([recordingId, index]);
  await committed(tx);
}

/**
 * The tab that recorded went away mid-segment: what it saved of that segment is a valid, shorter
 * file, so it is complete now; an empty one is dropped.
 */
export async function completeUnfinishedSegments(recordingId: string): Promise<void> {
  for (const segment of await listSegments(recordingId)) {
    if (segment.complete) continue;
    if (segment.audio.byteLength === 0) await deleteSegment(recordingId, segment.index);
    else await updateSegment(recordingId, segment.index, (s) => ({ ...s, complete: true }));
  }
}

/** "Encerrar gravação" on an interrupted recording: it ends where its audio ends. */
export async function endInterruptedRecording(recordingId: string): Promise<LocalRecording | undefined> {
  await completeUnfinishedSegments(recordingId);
  return updateRecording(recordingId, (r) =>
    r.lastSavedIndex === undefined
      ? { ...r, blockedMessage: 'Nenhum áudio foi gravado nesta consulta.' }
      : { ...r, state: 'stopped', lastSegmentIndex: r.lastSavedIndex },
  );
}

/** Tests start from an empty database. */
export async function resetCaptureStoreForTests(): Promise<void> {
  const db = await opening?.catch(() => undefined);
  db?.close();
  opening = undefined;
  await done(indexedDB.deleteDatabase(DB_NAME));
}
