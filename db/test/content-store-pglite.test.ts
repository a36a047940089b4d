// The content store's PGlite adapter, on disk as the api runs it: the contract suite.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openContentStore } from '../src/content-store.ts';
import { describeContentStoreContract } from './support/content-store-contract.ts';

describeContentStoreContract({
  kind: 'pglite',
  sharedByProcesses: false,
  createDatabase: async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lumen-content-store-'));
    return {
      open: () => openContentStore({ pgliteDir: dir }),
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  },
});
