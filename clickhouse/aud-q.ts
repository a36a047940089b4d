import { createClient } from '@clickhouse/client';
import { createChdbConnection } from 'chdb/connection';
import { mkdtempSync } from 'node:fs';
const client = createClient({ connection: createChdbConnection({ path: mkdtempSync('/tmp/aud-chk-') }) } as any);
for (const q of process.argv.slice(2)) {
  try { const r = await client.query({ query: q, format: 'JSONEachRow' }); console.log(JSON.stringify(await r.json())); } catch (e) { console.log('ERR', String(e).slice(0, 300)); }
}
await client.close();
