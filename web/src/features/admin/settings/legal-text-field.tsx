// A legal page's Markdown beside a preview of the page's text, rendered and sanitised by the
// server exactly as visitors will get it.
import { LEGAL_TEXT_MAX } from '@lumen/contract';
import { Field, Textarea } from '../../../components/ui/form-field';
import { POLICY_PROSE } from '../../../components/ui/policy-prose';
import { cn } from '../../../lib/cn';
import { serverMessage } from '../../../lib/api';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useLegalPreview } from '../api/site-settings';

const PREVIEW_DELAY_MS = 300;

export function LegalTextField({
  id,
  label,
  page,
  pageTitle,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  /** The page the text is for, e.g. /privacy. */
  page: string;
  pageTitle: string;
  value: string;
  error?: string;
  onChange: (text: string) => void;
}) {
  const markdown = useDebouncedValue(value, PREVIEW_DELAY_MS);
  const preview = useLegalPreview(markdown);
  const empty = value.trim() === '';
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Field
        id={id}
        label={label}
        error={error}
        hint={
          empty
            ? `Empty: ${page} shows the built-in ${pageTitle}`
            : `${value.length.toLocaleString('en')}/${LEGAL_TEXT_MAX.toLocaleString('en')} characters; empty it to bring back the built-in text`
        }
      >
        <Textarea
          id={id}
          value={value}
          rows={14}
          spellCheck
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          className="font-mono text-[13px] leading-relaxed"
          placeholder={`## What we collect\n\n- …`}
          onChange={(e) => onChange(e.target.value)}
        />
      </Field>
      <div className="min-w-0 space-y-1.5">
        <p id={`${id}-preview-label`} className="text-sm font-medium text-zinc-200">
          Preview
        </p>
        <div
          role="region"
          aria-labelledby={`${id}-preview-label`}
          data-testid={`${id}-preview`}
          className="max-h-96 min-h-40 overflow-auto rounded-lg border border-white/10 bg-zinc-950 p-4 text-sm"
        >
          {empty ? (
            <p className="text-zinc-400">
              Visitors see the built-in {pageTitle}:{' '}
              <a href={page} target="_blank" rel="noreferrer" className="text-violet-300 underline">
                open {page}
              </a>
              .
            </p>
          ) : preview.isError ? (
            <p role="alert" className="text-red-300">
              The preview failed: {serverMessage(preview.error) ?? preview.error.message}
            </p>
          ) : preview.data ? (
            <div
              className={cn(POLICY_PROSE, preview.isPlaceholderData && 'opacity-60')}
              dangerouslySetInnerHTML={{ __html: preview.data.html }}
            />
          ) : (
            <p role="status" className="text-zinc-400">
              Rendering the preview…
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
