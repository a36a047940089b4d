// The media storage port: where an upload's original and its transcode's outputs live, per asset
// (one folder of files). The local adapter keeps them under DATA_DIR/media/<id>/; an
// S3-compatible adapter would copy a workspace up on commit and stream ranges back on read.
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

export interface StoredFile {
  size: number;
  modifiedAt: Date;
}

export interface MediaStorage {
  /** Moves a finished upload (a local file) in as the asset's file `name`. */
  adopt(id: string, name: string, localFile: string): Promise<void>;
  /** A local folder holding the asset's files, where a transcode reads and writes. */
  workspace(id: string): Promise<string>;
  /** Stores what was written in the workspace (nothing to do on local disk). */
  commit(id: string): Promise<void>;
  /** Removes some of an asset's files or folders (a failed run's outputs). */
  removeFiles(id: string, names: string[]): Promise<void>;
  /** Removes an asset and every file it has. */
  remove(id: string): Promise<void>;
  stat(id: string, name: string): Promise<StoredFile | null>;
  /** The bytes `start`…`end` (inclusive) of a file, or all of it. */
  read(id: string, name: string, range?: { start: number; end: number }): Readable;
}

const ASSET_ID = /^[0-9a-f-]{36}$/;

export function createLocalMediaStorage(root: string): MediaStorage {
  const base = resolve(root);
  const folder = (id: string) => {
    if (!ASSET_ID.test(id)) throw new Error(`Invalid media id '${id}'`);
    return join(base, id);
  };
  const fileOf = (id: string, name: string) => {
    const path = resolve(folder(id), name);
    if (!path.startsWith(folder(id) + sep)) throw new Error(`Invalid media file '${name}'`);
    return path;
  };
  return {
    async adopt(id, name, localFile) {
      await mkdir(folder(id), { recursive: true });
      await rename(localFile, fileOf(id, name));
    },
    async workspace(id) {
      await mkdir(folder(id), { recursive: true });
      return folder(id);
    },
    async commit() {},
    async removeFiles(id, names) {
      await Promise.all(
        names.map((name) => rm(fileOf(id, name), { recursive: true, force: true })),
      );
    },
    async remove(id) {
      await rm(folder(id), { recursive: true, force: true });
    },
    async stat(id, name) {
      try {
        const stats = await stat(fileOf(id, name));
        return stats.isFile() ? { size: stats.size, modifiedAt: stats.mtime } : null;
      } catch {
        return null;
      }
    },
    read(id, name, range) {
      return createReadStream(fileOf(id, name), range);
    },
  };
}
