// The description editor (admin §2, §9): bold, italic, underline, link (needs both link text
// and a URL), clear formatting; at most 300 px high, scrolling beyond. The HTML it produces
// is sanitised again on the server, so a pasted <script> can never reach a page.
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Italic, Link2, Link2Off, RemoveFormatting, Underline } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';

export const RICH_EDITOR_MAX_HEIGHT = 300;

/** A typed address without a scheme is taken as https; only web and mail links are kept. */
export function normalizeLinkUrl(typed: string): string | null {
  const value = typed.trim();
  if (!value) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.toString() : null;
  } catch {
    return null;
  }
}

function ToolbarButton({
  label,
  active,
  onClick,
  children,
  disabled,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={cn(
        'grid size-8 place-items-center rounded-md transition-colors disabled:opacity-40',
        active ? 'bg-violet-600 text-white' : 'text-zinc-300 hover:bg-white/10 hover:text-white',
      )}
    >
      {children}
    </button>
  );
}

export function RichTextEditor({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
}) {
  const linkFormId = useId();
  const [linkForm, setLinkForm] = useState<{ text: string; url: string; error?: string } | null>(
    null,
  );

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        codeBlock: false,
        code: false,
        horizontalRule: false,
        blockquote: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
        },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class:
          'prose-description min-h-28 px-3 py-2 text-sm leading-relaxed text-zinc-100 focus:outline-none [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      underline: current?.isActive('underline') ?? false,
      link: current?.isActive('link') ?? false,
    }),
  });

  function openLinkForm() {
    if (!editor) return;
    const { from, to } = editor.state.selection;
    const selectedText = editor.state.doc.textBetween(from, to, ' ');
    const href = (editor.getAttributes('link').href as string | undefined) ?? '';
    setLinkForm({ text: selectedText, url: href });
  }

  function insertLink() {
    if (!editor || !linkForm) return;
    const text = linkForm.text.trim();
    const href = normalizeLinkUrl(linkForm.url);
    if (!text || !linkForm.url.trim()) {
      setLinkForm({ ...linkForm, error: 'Enter both the link text and the URL' });
      return;
    }
    if (!href) {
      setLinkForm({ ...linkForm, error: 'Enter a web address such as https://example.com' });
      return;
    }
    editor
      .chain()
      .focus()
      .extendMarkRange('link')
      .insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] })
      .unsetMark('link')
      .run();
    setLinkForm(null);
  }

  return (
    <div className="space-y-1.5">
      <span id={`${id}-label`} className="block text-sm font-medium text-zinc-200">
        {label}
      </span>
      <div className="overflow-hidden rounded-lg border border-white/10 bg-zinc-950 focus-within:border-violet-400">
        <div
          role="toolbar"
          aria-label="Formatting"
          aria-controls={id}
          className="flex flex-wrap items-center gap-0.5 border-b border-white/10 bg-zinc-900/80 p-1"
        >
          <ToolbarButton
            label="Bold"
            active={state?.bold}
            onClick={() => editor?.chain().focus().toggleBold().run()}
          >
            <Bold className="size-4" aria-hidden />
          </ToolbarButton>
          <ToolbarButton
            label="Italic"
            active={state?.italic}
            onClick={() => editor?.chain().focus().toggleItalic().run()}
          >
            <Italic className="size-4" aria-hidden />
          </ToolbarButton>
          <ToolbarButton
            label="Underline"
            active={state?.underline}
            onClick={() => editor?.chain().focus().toggleUnderline().run()}
          >
            <Underline className="size-4" aria-hidden />
          </ToolbarButton>
          <span aria-hidden className="mx-1 h-5 w-px bg-white/10" />
          <ToolbarButton
            label="Insert link"
            active={state?.link || linkForm !== null}
            onClick={openLinkForm}
          >
            <Link2 className="size-4" aria-hidden />
          </ToolbarButton>
          {state?.link && (
            <ToolbarButton
              label="Remove link"
              onClick={() => editor?.chain().focus().extendMarkRange('link').unsetLink().run()}
            >
              <Link2Off className="size-4" aria-hidden />
            </ToolbarButton>
          )}
          <ToolbarButton
            label="Clear formatting"
            onClick={() => editor?.chain().focus().unsetAllMarks().clearNodes().run()}
          >
            <RemoveFormatting className="size-4" aria-hidden />
          </ToolbarButton>
        </div>
        {linkForm && (
          <div
            role="group"
            aria-label="Insert link"
            className="grid gap-2 border-b border-white/10 bg-zinc-900/50 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          >
            <div className="space-y-1">
              <label htmlFor={`${linkFormId}-text`} className="text-xs font-medium text-zinc-300">
                Link text
              </label>
              <Input
                id={`${linkFormId}-text`}
                className="h-9"
                value={linkForm.text}
                autoFocus
                onChange={(e) =>
                  setLinkForm({ ...linkForm, text: e.target.value, error: undefined })
                }
                onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), insertLink())}
              />
            </div>
            <div className="space-y-1">
              <label htmlFor={`${linkFormId}-url`} className="text-xs font-medium text-zinc-300">
                URL
              </label>
              <Input
                id={`${linkFormId}-url`}
                className="h-9"
                type="url"
                placeholder="https://"
                value={linkForm.url}
                onChange={(e) =>
                  setLinkForm({ ...linkForm, url: e.target.value, error: undefined })
                }
                onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), insertLink())}
              />
            </div>
            <div className="flex gap-1.5">
              <Button
                size="sm"
                className="h-9"
                onClick={insertLink}
                disabled={!linkForm.text.trim() || !linkForm.url.trim()}
              >
                Insert
              </Button>
              <Button size="sm" variant="ghost" className="h-9" onClick={() => setLinkForm(null)}>
                Cancel
              </Button>
            </div>
            {linkForm.error && (
              <p role="alert" className="text-xs font-medium text-red-300 sm:col-span-3">
                {linkForm.error}
              </p>
            )}
          </div>
        )}
        <div
          className="overflow-y-auto"
          style={{ maxHeight: RICH_EDITOR_MAX_HEIGHT }}
          data-testid="rich-editor-scroll"
        >
          <EditorContent editor={editor} />
        </div>
      </div>
    </div>
  );
}
