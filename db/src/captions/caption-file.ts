// Caption files in and out: a WebVTT or SRT upload read into sanitised cues (parsed by
// media-captions), and stored cues written back as a WebVTT file.
import { parseText } from 'media-captions';
import {
  MAX_CAPTION_CUES,
  MAX_CUE_TEXT_LENGTH,
  MAX_MEDIA_SECONDS,
  type CaptionCue,
} from '@lumen/contract';
import { hasWords, sanitizeCueText } from './sanitize-cue-text.ts';

/** Why a caption file or a track's cues were refused, worded for the admin. */
export class CaptionFileError extends Error {
  override name = 'CaptionFileError';
  constructor(
    /** format: not a WebVTT or SRT file at all; content: one, but its cues cannot be taken. */
    readonly reason: 'format' | 'content',
    message: string,
  ) {
    super(message);
  }
}

const WEBVTT_HEADER = /^WEBVTT(?:[ \t\n]|$)/;
/** An SRT file opens with a cue: an optional number line, then `00:00:01,000 --> 00:00:02,000`. */
const SRT_OPENING = /^(?:\d+[ \t]*\n)?[ \t]*\d{1,3}:\d{2}:\d{2}[,.]\d{1,3}[ \t]*-->/;

/** The file's text: UTF-8 (Windows-1252 when it is not valid UTF-8), without BOM or CRs. */
function fileText(bytes: Uint8Array): string {
  if (bytes.includes(0)) throw notCaptions();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.replace(/\r\n?/g, '\n');
}

const notCaptions = () =>
  new CaptionFileError(
    'format',
    'Not a caption file: send a WebVTT (.vtt, starting with WEBVTT) or SRT (.srt) file',
  );

const millis = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * Cues as stored: times rounded to the millisecond, text sanitised (sanitize-cue-text.ts), cues
 * left without words dropped, sorted by start. Refuses too many cues, overlong text, bad times.
 */
export function cleanCues(cues: readonly CaptionCue[]): CaptionCue[] {
  if (cues.length > MAX_CAPTION_CUES)
    throw new CaptionFileError(
      'content',
      `A caption track holds at most ${MAX_CAPTION_CUES} cues (this one has ${cues.length})`,
    );
  const clean: CaptionCue[] = [];
  for (const [index, cue] of cues.entries()) {
    const startTime = millis(cue.startTime);
    const endTime = millis(cue.endTime);
    if (!(startTime >= 0 && endTime > startTime && endTime <= MAX_MEDIA_SECONDS))
      throw new CaptionFileError('content', `Cue ${index + 1} must end after it starts`);
    const text = sanitizeCueText(cue.text);
    if (text.length > MAX_CUE_TEXT_LENGTH)
      throw new CaptionFileError(
        'content',
        `Cue ${index + 1} is longer than ${MAX_CUE_TEXT_LENGTH} characters`,
      );
    if (hasWords(text)) clean.push({ startTime, endTime, text });
  }
  if (clean.length === 0) throw new CaptionFileError('content', 'The captions have no cue text');
  return clean.sort((a, b) => a.startTime - b.startTime || a.endTime - b.endTime);
}

/** A WebVTT or SRT file (told apart by its opening) as sanitised cues; SRT is converted. */
export async function readCaptionFile(bytes: Uint8Array): Promise<CaptionCue[]> {
  const text = fileText(bytes);
  const opening = text.replace(/^\uFEFF/, '').trimStart();
  const type = WEBVTT_HEADER.test(opening) ? 'vtt' : SRT_OPENING.test(opening) ? 'srt' : null;
  if (!type) throw notCaptions();
  // Lenient: a malformed cue is skipped, as players do; what remains must hold some text.
  const { cues } = await parseText(opening, { type, strict: false });
  return cleanCues(
    cues.map((cue) => ({ startTime: cue.startTime, endTime: cue.endTime, text: cue.text })),
  );
}

/** hh:mm:ss.ttt */
function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** Stored (sanitised) cues as a WebVTT file. */
export function writeWebVtt(cues: readonly CaptionCue[]): string {
  const blocks = cues.map(
    (cue) => `${timestamp(cue.startTime)} --> ${timestamp(cue.endTime)}\n${cue.text}`,
  );
  return ['WEBVTT', ...blocks].join('\n\n') + '\n';
}
