import { useEffect, useState, useSyncExternalStore } from 'react';
import { getRecording, type LocalRecording } from '../capture/capture-store.ts';
import { recordingSession } from '../capture/recording-session.ts';
import { type RecordingProgress, uploadQueue } from '../capture/upload-queue.ts';

export function useRecordingSession() {
  return useSyncExternalStore(recordingSession.subscribe, recordingSession.getSnapshot);
}

export function useUploadQueue() {
  return useSyncExternalStore(uploadQueue.subscribe, uploadQueue.getSnapshot);
}

/** This device's progress on one recording; undefined once everything of it has left the device. */
export function useRecordingProgress(id: string): RecordingProgress | undefined {
  return useUploadQueue().recordings.find((r) => r.id === id);
}

/** The local recording itself (patient, tutor name), read once per change of the queue's view of it. */
export function useLocalRecording(id: string): { loading: boolean; recording: LocalRecording | undefined } {
  const progress = useRecordingProgress(id);
  const [state, setState] = useState<{ loading: boolean; recording: LocalRecording | undefined }>({
    loading: true,
    recording: undefined,
  });
  const version = progress
    ? `${progress.state}:${progress.created}:${progress.finished}:${progress.blockedMessage}`
    : 'none';
  useEffect(() => {
    let cancelled = false;
    void version;
    getRecording(id)
      .then((recording) => {
        if (!cancelled) setState({ loading: false, recording });
      })
      .catch(() => {
        if (!cancelled) setState({ loading: false, recording: undefined });
      });
    return () => {
      cancelled = true;
    };
  }, [id, version]);
  return state;
}
