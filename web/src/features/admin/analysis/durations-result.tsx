// What the last 'Extract all durations' run did (admin spec §2, §7): the updated and failed
// counts, and why each failed video could not be read.
import type { ExtractDurationsResponse } from '@lumen/contract';

export function DurationsResult({ result }: { result: ExtractDurationsResponse }) {
  return (
    <section
      aria-label="Duration extraction result"
      className="space-y-2 rounded-2xl border border-white/10 bg-zinc-900/70 p-4 text-sm"
    >
      <h3 className="font-semibold text-white">Durations extracted</h3>
      <p className="text-zinc-200">
        <span className="text-emerald-300">Updated {result.updated}</span>
        {' · '}
        <span className={result.failed > 0 ? 'text-red-300' : undefined}>
          Failed {result.failed}
        </span>
        {result.updated === 0 && result.failed === 0 && ' (every video already had a duration)'}
      </p>
      {result.failures.length > 0 && (
        <ul aria-label="Videos whose duration could not be read" className="space-y-1 text-xs">
          {result.failures.map((failure) => (
            <li key={failure.videoId} className="text-zinc-300">
              <span className="font-medium text-white">{failure.title}</span>: {failure.reason}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
