#!/usr/bin/env node
// `clickhouse-client --user U --password P -q "SQL"` (also --query, --user=U forms) against the
// stand-in on this container's port 8123: what health checks and backup commands call.
const args = process.argv.slice(2);
const options = {};
for (let i = 0; i < args.length; i++) {
  const [name, inline] = args[i].split(/=(.*)/s);
  const value = inline ?? args[++i];
  options[name.replace(/^-+/, '') === 'q' ? 'query' : name.replace(/^-+/, '')] = value;
}
if (!options.query) {
  console.error('usage: clickhouse-client [--user U] [--password P] --query SQL');
  process.exit(2);
}
const auth = Buffer.from(`${options.user ?? 'default'}:${options.password ?? ''}`).toString(
  'base64',
);
try {
  const response = await fetch('http://127.0.0.1:8123/', {
    method: 'POST',
    headers: { authorization: `Basic ${auth}` },
    body: options.query,
  });
  const text = await response.text();
  (response.ok ? process.stdout : process.stderr).write(text);
  process.exit(response.ok ? 0 : 1);
} catch (error) {
  console.error(`clickhouse-client: ${error.message}`);
  process.exit(210);
}
