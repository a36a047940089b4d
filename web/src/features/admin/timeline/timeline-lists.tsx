// The Timeline Editor's lists: the video's quizzes, surveys and polls (each row with Edit and
// Delete) and the mixed list of its interactive elements in timecode order.
import { BarChart3, ClipboardList, HelpCircle, Layers, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { InteractiveElement, Poll, Quiz, Survey } from '@lumen/contract';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { cn } from '../../../lib/cn';
import { QUIZ_TYPE_LABELS } from './quiz-builder';
import { MARKER_COLORS, formatTimecode } from './timecode';

/** The builders' element kinds, each with the item it edits. */
export interface BuiltItems {
  quiz: Quiz;
  survey: Survey;
  poll: Poll;
}
export type BuiltKind = keyof BuiltItems;

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** Each kind's list: its heading, icon, empty note, and a row's label and details. */
const KIND_LISTS: {
  [K in BuiltKind]: {
    title: string;
    icon: ReactNode;
    empty: string;
    label: (item: BuiltItems[K]) => string;
    meta: (item: BuiltItems[K]) => string;
  };
} = {
  quiz: {
    title: 'Quizzes',
    icon: <HelpCircle className="size-4" />,
    empty: 'No quizzes yet.',
    label: (quiz) => quiz.title,
    meta: (quiz) =>
      [
        formatTimecode(quiz.timecode),
        QUIZ_TYPE_LABELS[quiz.questionType],
        plural(quiz.points, 'pt'),
        ...(quiz.isRequired ? ['required'] : []),
      ].join(' · '),
  },
  survey: {
    title: 'Surveys',
    icon: <ClipboardList className="size-4" />,
    empty: 'No surveys yet.',
    label: (survey) => survey.title,
    meta: (survey) =>
      [
        formatTimecode(survey.timecode),
        plural(survey.questions.length, 'question'),
        ...(survey.isAnonymous ? ['anonymous'] : []),
      ].join(' · '),
  },
  poll: {
    title: 'Polls',
    icon: <BarChart3 className="size-4" />,
    empty: 'No polls yet.',
    label: (poll) => poll.question,
    meta: (poll) => `${formatTimecode(poll.timecode)} · ${poll.options.length} options`,
  },
};

/** A poll has no title: its question names it. */
export function itemLabel<K extends BuiltKind>(kind: K, item: BuiltItems[K]): string {
  return KIND_LISTS[kind].label(item);
}

export function KindList<K extends BuiltKind>({
  kind,
  items,
  editingId,
  onEdit,
  onDelete,
}: {
  kind: K;
  items: BuiltItems[K][] | undefined;
  editingId: number | undefined;
  onEdit: (item: BuiltItems[K]) => void;
  onDelete: (item: BuiltItems[K]) => void;
}) {
  const list = KIND_LISTS[kind];
  return (
    <ListCard title={list.title} icon={list.icon} tone={kind} count={items?.length}>
      {items && items.length === 0 && <p className="text-sm text-zinc-400">{list.empty}</p>}
      <ul aria-label={list.title} className="space-y-2">
        {[...(items ?? [])]
          .sort((a, b) => a.timecode - b.timecode)
          .map((item) => (
            <ItemRow
              key={item.id}
              label={list.label(item)}
              active={editingId === item.id}
              meta={list.meta(item)}
              onEdit={() => onEdit(item)}
              onDelete={() => onDelete(item)}
            />
          ))}
      </ul>
    </ListCard>
  );
}

export function ElementList({
  elements,
  titleOf,
}: {
  /** In timecode order; undefined while loading. */
  elements: InteractiveElement[] | undefined;
  titleOf: (element: InteractiveElement) => string;
}) {
  return (
    <ListCard
      title="Interactive Elements"
      icon={<Layers className="size-4" />}
      count={elements?.length}
    >
      {elements && elements.length === 0 ? (
        <EmptyState
          title="No Interactive Elements"
          headingLevel={3}
          className="py-8"
          description="Create a quiz, survey or poll to place it on the timeline."
        />
      ) : (
        <ul aria-label="Interactive elements" className="space-y-2">
          {(elements ?? []).map((element) => (
            <li
              key={element.id}
              className="flex items-center gap-3 rounded-lg border border-white/10 bg-zinc-950/60 px-3 py-2"
            >
              <span
                className={cn(
                  'rounded px-1.5 py-0.5 text-[11px] font-semibold',
                  MARKER_COLORS[element.elementType].soft,
                )}
              >
                {MARKER_COLORS[element.elementType].label}
              </span>
              <span className="min-w-0 flex-1 truncate text-sm text-white">{titleOf(element)}</span>
              <span
                className="text-xs text-zinc-400 tabular-nums"
                data-testid={`element-timecode-${element.id}`}
              >
                {formatTimecode(element.timecode)}
              </span>
              {element.pauseVideo && <span className="text-[11px] text-zinc-400">pauses</span>}
            </li>
          ))}
        </ul>
      )}
    </ListCard>
  );
}

function ListCard({
  title,
  icon,
  tone,
  count,
  children,
}: {
  title: string;
  icon: ReactNode;
  /** The element type the list holds; none for the mixed list of interactive elements. */
  tone?: BuiltKind;
  count: number | undefined;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className="space-y-3 rounded-2xl border border-white/10 bg-zinc-900/70 p-5"
    >
      <h3 className="flex items-center gap-2 text-base font-semibold text-white">
        <span
          aria-hidden
          className={cn(
            'grid size-7 place-items-center rounded-lg',
            tone ? MARKER_COLORS[tone].soft : 'bg-white/10 text-zinc-200',
          )}
        >
          {icon}
        </span>
        {title}
        {count !== undefined && (
          <span className="ml-auto text-xs font-normal text-zinc-400">{count}</span>
        )}
      </h3>
      {children}
    </section>
  );
}

function ItemRow({
  label,
  meta,
  active,
  onEdit,
  onDelete,
}: {
  label: string;
  meta: string;
  active: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li
      aria-label={label}
      className={cn(
        'flex items-center gap-2 rounded-lg border bg-zinc-950/60 px-3 py-2',
        active ? 'border-violet-400' : 'border-white/10',
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-white">{label}</p>
        <p className="truncate text-xs text-zinc-400">{meta}</p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="px-2"
        aria-label={`Edit ${label}`}
        onClick={onEdit}
      >
        <Pencil className="size-4" aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="px-2 text-red-300 hover:text-red-200"
        aria-label={`Delete ${label}`}
        onClick={onDelete}
      >
        <Trash2 className="size-4" aria-hidden />
      </Button>
    </li>
  );
}
