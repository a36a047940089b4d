// npm run import -- <archive-dir> [--replace]: loads an archive made by `npm run export` into
// this installation, all or nothing (see docs/operations.md "Backups and moving house").
import { parseArgs } from 'node:util';
import { ArchiveError, importContent } from '@lumen/db';
import { openInstallation, runCommand } from './content-archive-cli.ts';

const usage = 'usage: npm run import -- <archive-dir> [--replace]';

await runCommand(usage, async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { replace: { type: 'boolean', default: false } },
  });
  if (positionals.length !== 1) throw new ArchiveError('name one archive directory');
  const { store, uploadsDir, mediaDir } = await openInstallation();
  try {
    const summary = await importContent(store.db, {
      archiveDir: positionals[0]!,
      uploadsDir,
      mediaDir,
      replace: values.replace,
    });
    return `imported ${positionals[0]}: ${JSON.stringify(summary)}`;
  } finally {
    await store.close();
  }
});
