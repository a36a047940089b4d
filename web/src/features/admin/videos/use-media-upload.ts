// One file's resumable upload (tus, through tus-js-client) to /api/media/tus: progress, pause and
// resume, cancel, and retries across a dropped connection. An interrupted upload of the same file
// resumes where it stopped, even after a reload (tus-js-client remembers it in localStorage).
import { useEffect, useRef, useState } from 'react';
import { Upload } from 'tus-js-client';
import type { MediaUploadResult } from '@lumen/contract';

export type UploadState =
  | { kind: 'idle' }
  | { kind: 'uploading' | 'paused'; fileName: string; sent: number; total: number }
  | { kind: 'done'; fileName: string; result: MediaUploadResult }
  | { kind: 'error'; fileName: string; message: string };

/** Bytes per PATCH: progress survives a drop at this granularity at worst. */
const CHUNK_BYTES = 8 * 1024 * 1024;
/** Waits before each retry of a failed request (a dropped connection, a restarting server). */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000];

/** The server's message from a tus error (its JSON { message }), else the client's own. */
function uploadMessage(error: Error): string {
  const body = (
    error as { originalResponse?: { getBody(): string } | null }
  ).originalResponse?.getBody();
  try {
    const message = (JSON.parse(body ?? '') as { message?: unknown }).message;
    if (typeof message === 'string') return message;
  } catch {
    // not JSON: tus's own words
  }
  return body?.trim() || 'The upload failed; check the connection and try again';
}

export function useMediaUpload(onDone: (result: MediaUploadResult) => void) {
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const upload = useRef<Upload | null>(null);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });
  // A form closed mid-upload stops sending (the server expires the partial upload).
  useEffect(() => () => void upload.current?.abort(), []);

  function start(file: File) {
    void upload.current?.abort();
    const tus = new Upload(file, {
      endpoint: '/api/media/tus',
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      metadata: { filename: file.name, filetype: file.type },
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) =>
        setState((s) => ({
          kind: s.kind === 'paused' ? 'paused' : 'uploading',
          fileName: file.name,
          sent,
          total,
        })),
      onError: (error) =>
        setState({ kind: 'error', fileName: file.name, message: uploadMessage(error) }),
      onSuccess: ({ lastResponse }) => {
        try {
          const result = JSON.parse(lastResponse.getBody()) as MediaUploadResult;
          setState({ kind: 'done', fileName: file.name, result });
          onDoneRef.current(result);
        } catch {
          setState({
            kind: 'error',
            fileName: file.name,
            message: 'The server did not confirm the upload',
          });
        }
      },
    });
    upload.current = tus;
    setState({ kind: 'uploading', fileName: file.name, sent: 0, total: file.size });
    void tus.findPreviousUploads().then((previous) => {
      if (previous[0]) tus.resumeFromPreviousUpload(previous[0]);
      tus.start();
    });
  }

  function pause() {
    void upload.current?.abort();
    setState((s) => (s.kind === 'uploading' ? { ...s, kind: 'paused' } : s));
  }

  function resume() {
    setState((s) => (s.kind === 'paused' ? { ...s, kind: 'uploading' } : s));
    upload.current?.start();
  }

  /** Stops the upload and removes what the server received. */
  function cancel() {
    const current = upload.current;
    upload.current = null;
    setState({ kind: 'idle' });
    void current?.abort(true).catch(() => {});
  }

  return { state, start, pause, resume, cancel };
}
