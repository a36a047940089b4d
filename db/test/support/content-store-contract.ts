// ONE contract suite for every ContentStore adapter: what the api relies on from the store, so
// that an adapter behaving differently (types, triggers, locks, errors, time zones) shows here.
// The database is created and migrated once per test file; each test builds its own rows.
import { afterAll, beforeAll, describe } from 'vitest';
import type { ContentStore } from '../../src/content-store.ts';
import { describeAccounts } from './content-store-contract/accounts.ts';
import { describeBulkVideos } from './content-store-contract/bulk-videos.ts';
import { describeCollections } from './content-store-contract/collections.ts';
import type {
  ContentStoreAdapter,
  ContentStoreDatabase,
  ContractContext,
} from './content-store-contract/context.ts';
import { describeImportJobsAndArchives } from './content-store-contract/import-jobs-and-archives.ts';
import { describeIntegrity } from './content-store-contract/integrity.ts';
import { describeInteractiveElements } from './content-store-contract/interactive-elements.ts';
import { describeMedia } from './content-store-contract/media.ts';
import { describeOpening } from './content-store-contract/opening.ts';
import { describeSettings } from './content-store-contract/settings.ts';
import { describeVideos } from './content-store-contract/videos.ts';

export type { ContentStoreAdapter, ContentStoreDatabase };

export function describeContentStoreContract(adapter: ContentStoreAdapter) {
  describe(`content store contract: ${adapter.kind}`, () => {
    let database: ContentStoreDatabase;
    let store: ContentStore;
    beforeAll(async () => {
      database = await adapter.createDatabase();
      store = await database.open();
    });
    afterAll(async () => {
      await store?.close();
      await database?.drop();
    });
    const context: ContractContext = {
      adapter,
      database: () => database,
      store: () => store,
      reopen: async () => {
        await store.close();
        store = await database.open();
      },
    };

    describeOpening(context);
    describeVideos(context);
    describeBulkVideos(context);
    describeCollections(context);
    describeInteractiveElements(context);
    describeMedia(context);
    describeSettings(context);
    describeIntegrity(context);
    describeAccounts(context);
    describeImportJobsAndArchives(context);
  });
}
