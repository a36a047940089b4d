// Timeline Editor tab (admin §2, §4, §5, §8; and polls): the preview with its marker bar,
// the quiz, survey and poll builders, and the lists of the video's quizzes, surveys, polls and
// interactive elements.
import { BarChart3, ClipboardList, HelpCircle, Layers, Pencil, Trash2 } from 'lucide-react';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { InteractiveElement, Poll, Quiz, Survey, Video } from '@lumen/contract';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { cn } from '../../../lib/cn';
import { useInteractiveElements } from '../../../api/get-interactive-elements';
import { usePolls } from '../../../api/get-polls';
import { useQuizzes } from '../../../api/get-quizzes';
import { useSurveys } from '../../../api/get-surveys';
import { useMoveInteractiveElement } from '../api/move-interactive-element';
import { useDeletePoll } from '../api/save-poll';
import { useDeleteQuiz } from '../api/save-quiz';
import { useDeleteSurvey } from '../api/save-survey';
import { errorToast, successToast } from '../components/admin-toasts';
import { TabHeader } from '../components/tab-header';
import type { PickedTime } from './builder-form';
import type { TimelineMarker } from './marker-bar';
import { PollBuilder } from './poll-builder';
import { QUIZ_TYPE_LABELS, QuizBuilder } from './quiz-builder';
import { SurveyBuilder } from './survey-builder';
import { MARKER_COLORS, formatTimecode } from './timecode';
import { TimelinePreview } from './timeline-preview';

type Pending =
  { kind: 'quiz'; item: Quiz } | { kind: 'survey'; item: Survey } | { kind: 'poll'; item: Poll };

const DELETE_TEXT: Record<Pending['kind'], { title: string; description: string }> = {
  quiz: { title: 'Delete quiz?', description: 'Are you sure you want to delete this quiz?' },
  survey: { title: 'Delete survey?', description: 'Are you sure you want to delete this survey?' },
  poll: {
    title: 'Delete poll?',
    description: 'Are you sure you want to delete this poll? Its votes stop being shown.',
  },
};

export function TimelineTab({ video }: { video: Video }) {
  const quizzes = useQuizzes(video.id);
  const surveys = useSurveys(video.id);
  const polls = usePolls(video.id);
  const elements = useInteractiveElements(video.id);
  const moveElement = useMoveInteractiveElement(video.id);
  const deleteQuiz = useDeleteQuiz(video.id);
  const deleteSurvey = useDeleteSurvey(video.id);
  const deletePoll = useDeletePoll(video.id);

  const [editingQuiz, setEditingQuiz] = useState<Quiz | null>(null);
  const [editingSurvey, setEditingSurvey] = useState<Survey | null>(null);
  const [editingPoll, setEditingPoll] = useState<Poll | null>(null);
  const [pickedTime, setPickedTime] = useState<PickedTime>(null);
  const [toDelete, setToDelete] = useState<Pending | null>(null);
  const timeRef = useRef(0);
  const getCurrentTime = useCallback(() => timeRef.current, []);
  const onTimeChange = useCallback((seconds: number) => {
    timeRef.current = seconds;
  }, []);

  // A poll has no title: its question names it.
  const titleOf = (element: InteractiveElement): string => {
    const { elementType, elementId } = element;
    const title =
      elementType === 'quiz'
        ? quizzes.data?.find((q) => q.id === elementId)?.title
        : elementType === 'survey'
          ? surveys.data?.find((s) => s.id === elementId)?.title
          : polls.data?.find((p) => p.id === elementId)?.question;
    return title ?? `${MARKER_COLORS[elementType].label} #${elementId}`;
  };
  const sortedElements = [...(elements.data ?? [])].sort((a, b) => a.timecode - b.timecode);
  const markers: TimelineMarker[] = sortedElements.map((element) => ({
    element,
    title: titleOf(element),
  }));

  function openElement(element: InteractiveElement) {
    if (element.elementType === 'quiz') {
      const quiz = quizzes.data?.find((q) => q.id === element.elementId);
      if (quiz) editQuiz(quiz);
    } else if (element.elementType === 'survey') {
      const survey = surveys.data?.find((s) => s.id === element.elementId);
      if (survey) editSurvey(survey);
    } else {
      const poll = polls.data?.find((p) => p.id === element.elementId);
      if (poll) editPoll(poll);
    }
  }

  function editQuiz(quiz: Quiz) {
    setEditingQuiz(quiz);
    document
      .getElementById('quiz-builder-title')
      ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  function editSurvey(survey: Survey) {
    setEditingSurvey(survey);
    document
      .getElementById('survey-builder-title')
      ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  function editPoll(poll: Poll) {
    setEditingPoll(poll);
    document
      .getElementById('poll-builder-title')
      ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  function moveMarker(element: InteractiveElement, seconds: number) {
    moveElement.mutate(
      { id: element.id, timecode: seconds },
      {
        onSuccess: () =>
          successToast(`${titleOf(element)} moved to ${formatTimecode(seconds)}`, 'Timecode saved'),
        onError: (error) =>
          errorToast(
            `Failed to move ${MARKER_COLORS[element.elementType].label.toLowerCase()}`,
            error,
          ),
      },
    );
  }

  function confirmDelete(pending: Pending) {
    if (pending.kind === 'quiz') {
      deleteQuiz.mutate(pending.item.id, {
        onSuccess: () => {
          successToast('Quiz deleted successfully');
          if (editingQuiz?.id === pending.item.id) setEditingQuiz(null);
        },
        onError: (error) => errorToast('Failed to delete quiz', error),
      });
    } else if (pending.kind === 'survey') {
      deleteSurvey.mutate(pending.item.id, {
        onSuccess: () => {
          successToast('Survey deleted successfully');
          if (editingSurvey?.id === pending.item.id) setEditingSurvey(null);
        },
        onError: (error) => errorToast('Failed to delete survey', error),
      });
    } else {
      deletePoll.mutate(pending.item.id, {
        onSuccess: () => {
          successToast('Poll deleted successfully');
          if (editingPoll?.id === pending.item.id) setEditingPoll(null);
        },
        onError: (error) => errorToast('Failed to delete poll', error),
      });
    }
  }

  return (
    <section aria-labelledby="timeline-tab-title" className="space-y-6">
      <TabHeader
        id="timeline-tab-title"
        title="Timeline Editor"
        description={
          <>
            Quizzes, surveys and polls for{' '}
            <span className="font-medium text-zinc-200">{video.title}</span>
          </>
        }
      />

      <TimelinePreview
        video={video}
        markers={markers}
        onPick={(seconds) => setPickedTime({ seconds, nonce: Date.now() })}
        onMove={moveMarker}
        onOpen={openElement}
        onTimeChange={onTimeChange}
      />

      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
        <QuizBuilder
          videoId={video.id}
          editing={editingQuiz}
          onDoneEditing={() => setEditingQuiz(null)}
          pickedTime={pickedTime}
          getCurrentTime={getCurrentTime}
        />
        <SurveyBuilder
          videoId={video.id}
          editing={editingSurvey}
          onDoneEditing={() => setEditingSurvey(null)}
          pickedTime={pickedTime}
          getCurrentTime={getCurrentTime}
        />
        <PollBuilder
          videoId={video.id}
          editing={editingPoll}
          onDoneEditing={() => setEditingPoll(null)}
          pickedTime={pickedTime}
          getCurrentTime={getCurrentTime}
        />
      </div>

      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2 2xl:grid-cols-4">
        <ListCard
          title="Quizzes"
          icon={<HelpCircle className="size-4" />}
          tone="quiz"
          count={quizzes.data?.length}
        >
          {quizzes.data && quizzes.data.length === 0 && (
            <p className="text-sm text-zinc-400">No quizzes yet.</p>
          )}
          <ul aria-label="Quizzes" className="space-y-2">
            {[...(quizzes.data ?? [])]
              .sort((a, b) => a.timecode - b.timecode)
              .map((quiz) => (
                <ItemRow
                  key={quiz.id}
                  label={quiz.title}
                  active={editingQuiz?.id === quiz.id}
                  meta={`${formatTimecode(quiz.timecode)} · ${QUIZ_TYPE_LABELS[quiz.questionType]} · ${quiz.points} pt${quiz.points === 1 ? '' : 's'}${quiz.isRequired ? ' · required' : ''}`}
                  onEdit={() => editQuiz(quiz)}
                  onDelete={() => setToDelete({ kind: 'quiz', item: quiz })}
                />
              ))}
          </ul>
        </ListCard>
        <ListCard
          title="Surveys"
          icon={<ClipboardList className="size-4" />}
          tone="survey"
          count={surveys.data?.length}
        >
          {surveys.data && surveys.data.length === 0 && (
            <p className="text-sm text-zinc-400">No surveys yet.</p>
          )}
          <ul aria-label="Surveys" className="space-y-2">
            {[...(surveys.data ?? [])]
              .sort((a, b) => a.timecode - b.timecode)
              .map((survey) => (
                <ItemRow
                  key={survey.id}
                  label={survey.title}
                  active={editingSurvey?.id === survey.id}
                  meta={`${formatTimecode(survey.timecode)} · ${survey.questions.length} question${survey.questions.length === 1 ? '' : 's'}${survey.isAnonymous ? ' · anonymous' : ''}`}
                  onEdit={() => editSurvey(survey)}
                  onDelete={() => setToDelete({ kind: 'survey', item: survey })}
                />
              ))}
          </ul>
        </ListCard>
        <ListCard
          title="Polls"
          icon={<BarChart3 className="size-4" />}
          tone="poll"
          count={polls.data?.length}
        >
          {polls.data && polls.data.length === 0 && (
            <p className="text-sm text-zinc-400">No polls yet.</p>
          )}
          <ul aria-label="Polls" className="space-y-2">
            {[...(polls.data ?? [])]
              .sort((a, b) => a.timecode - b.timecode)
              .map((poll) => (
                <ItemRow
                  key={poll.id}
                  label={poll.question}
                  active={editingPoll?.id === poll.id}
                  meta={`${formatTimecode(poll.timecode)} · ${poll.options.length} options`}
                  onEdit={() => editPoll(poll)}
                  onDelete={() => setToDelete({ kind: 'poll', item: poll })}
                />
              ))}
          </ul>
        </ListCard>
        <ListCard
          title="Interactive Elements"
          icon={<Layers className="size-4" />}

          count={elements.data?.length}
        >
          {elements.data && elements.data.length === 0 ? (
            <EmptyState
              title="No Interactive Elements"
              headingLevel={3}
              className="py-8"
              description="Create a quiz, survey or poll to place it on the timeline."
            />
          ) : (
            <ul aria-label="Interactive elements" className="space-y-2">
              {sortedElements.map((element) => (
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
                  <span className="min-w-0 flex-1 truncate text-sm text-white">
                    {titleOf(element)}
                  </span>
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
      </div>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={DELETE_TEXT[toDelete?.kind ?? 'quiz'].title}
        description={DELETE_TEXT[toDelete?.kind ?? 'quiz'].description}
        confirmLabel="Delete"
        onConfirm={() => toDelete && confirmDelete(toDelete)}
      />
    </section>
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
  tone?: keyof typeof MARKER_COLORS;
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
