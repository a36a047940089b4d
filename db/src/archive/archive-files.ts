// The files an archive carries beside content.json (uploads, media): each listed by its path in
// its folder with its size and sha256, read as streams (an uploaded video may be gigabytes),
// checked before an import changes anything, and copied in without overwriting a file.
import { createHash } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ArchiveError, type ArchivedFile } from './archive-format.ts';

/** A file's size and sha256, or undefined when there is no such file. */
export async function fingerprint(path: string): Promise<Omit<ArchivedFile, 'name'> | undefined> {
  const hash = createHash('sha256');
  let size = 0;
  try {
    for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
      size += chunk.length;
      hash.update(chunk);
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR') return undefined;
    throw error;
  }
  return { size, sha256: hash.digest('hex') };
}

/** Copies files from one folder to another (a new one) and lists them. */
export async function copyOut(from: string, to: string, names: string[]): Promise<ArchivedFile[]> {
  const listed: ArchivedFile[] = [];
  for (const name of names) {
    await mkdir(dirname(join(to, name)), { recursive: true });
    await copyFile(join(from, name), join(to, name), constants.COPYFILE_EXCL);
    const print = await fingerprint(join(to, name));
    if (print) listed.push({ name, ...print });
  }
  return listed.sort((a, b) => a.name.localeCompare(b.name));
}

/** Checks that each listed file is in the archive's folder with its size and hash. */
export async function checkListed(folder: string, entries: ArchivedFile[], what: string) {
  for (const entry of entries) {
    const print = await fingerprint(join(folder, entry.name));
    if (!print)
      throw new ArchiveError(`${what} ${entry.name} is listed but missing from the archive`);
    if (print.size !== entry.size || print.sha256 !== entry.sha256)
      throw new ArchiveError(`${what} ${entry.name} is damaged (its size or sha256 differs)`);
  }
}

/** The files the target folder lacks; one it has under the same name must hold the same bytes. */
export async function missingFrom(folder: string, entries: ArchivedFile[]) {
  const missing: ArchivedFile[] = [];
  for (const entry of entries) {
    const existing = await fingerprint(join(folder, entry.name));
    if (!existing) missing.push(entry);
    else if (existing.sha256 !== entry.sha256)
      throw new ArchiveError(`${join(folder, entry.name)} exists with other content`);
  }
  return missing;
}

/** Copies files into a target folder, never over one; `undo` removes what it copied and made. */
export function createCopier() {
  const copied: string[] = [];
  const madeFolders: string[] = [];
  return {
    async copy(from: string, to: string, entries: ArchivedFile[]) {
      for (const { name } of entries) {
        const made = await mkdir(dirname(join(to, name)), { recursive: true });
        if (made) madeFolders.push(made);
        await copyFile(join(from, name), join(to, name), constants.COPYFILE_EXCL);
        copied.push(join(to, name));
      }
    },
    async undo() {
      await Promise.all(copied.map((path) => rm(path, { force: true })));
      await Promise.all(madeFolders.map((path) => rm(path, { recursive: true, force: true })));
    },
  };
}
