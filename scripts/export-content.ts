// npm run export -- <archive-dir> [--with-accounts]: writes this installation's content (see
// docs/operations.md "Backups and moving house"). Stop the server first when it runs on PGlite.
import { parseArgs } from 'node:util';
import { ArchiveError, exportContent } from '@lumen/db';
import { openInstallation, runCommand } from './content-archive-cli.ts';

const usage = 'usage: npm run export -- <archive-dir> [--with-accounts]';

await runCommand(usage, async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { 'with-accounts': { type: 'boolean', default: false } },
  });
  if (positionals.length !== 1) throw new ArchiveError('name one archive directory');
  const { store, uploadsDir, mediaDir } = await openInstallation();
  try {
    const summary = await exportContent(store.db, {
      source: store.kind,
      uploadsDir,
      mediaDir,
      archiveDir: positionals[0]!,
      withAccounts: values['with-accounts'],
    });
    return `exported to ${positionals[0]}: ${JSON.stringify(summary)}`;
  } finally {
    await store.close();
  }
});
