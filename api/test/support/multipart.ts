// A multipart/form-data body for app.inject, with the site's Origin (the cross-site check).
import { ORIGIN } from './harness.ts';

export interface FormPart {
  name: string;
  filename?: string;
  type?: string;
  body: Buffer | string;
}

export function multipart(parts: FormPart[]) {
  const boundary = '----lumen-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(part.body) ? part.body : Buffer.from(part.body),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: ORIGIN },
  };
}
