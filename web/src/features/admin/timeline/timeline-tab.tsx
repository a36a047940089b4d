// Timeline Editor tab (admin §2, §4, §5, §8; and polls): the preview with its marker bar and
// chapter marks, the quiz, survey and poll builders, the lists of the video's quizzes, surveys,
// polls and interactive elements, and its chapters and captions.
import { useCallback, useRef, useState } from 'react';
import type { InteractiveElement, Video } from '@lumen/contract';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
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
import { CaptionsPanel } from './captions-panel';
import { ChaptersPanel } from './chapters-panel';
import type { TimelineMarker } from './marker-bar';
import { PollBuilder } from './poll-builder';
import { QuizBuilder } from './quiz-builder';
import { SurveyBuilder } from './survey-builder';
import { MARKER_COLORS, formatTimecode } from './timecode';
import {
  ElementList,
  itemLabel,
  KindList,
  type BuiltItems,
  type BuiltKind,
} from './timeline-lists';
import { TimelinePreview } from './timeline-preview';

type Editing = { [K in BuiltKind]: BuiltItems[K] | null };
type Pending = { [K in BuiltKind]: { kind: K; item: BuiltItems[K] } }[BuiltKind];

const NOT_EDITING: Editing = { quiz: null, survey: null, poll: null };

const DELETE_TEXT: Record<BuiltKind, { title: string; description: string }> = {
  quiz: { title: 'Delete quiz?', description: 'Are you sure you want to delete this quiz?' },
  survey: { title: 'Delete survey?', description: 'Are you sure you want to delete this survey?' },
  poll: {
    title: 'Delete poll?',
    description: 'Are you sure you want to delete this poll? Its votes stop being shown.',
  },
};

export function TimelineTab({ video }: { video: Video }) {
  const items = {
    quiz: useQuizzes(video.id).data,
    survey: useSurveys(video.id).data,
    poll: usePolls(video.id).data,
  };
  const elements = useInteractiveElements(video.id);
  const moveElement = useMoveInteractiveElement(video.id);
  const deletions = {
    quiz: useDeleteQuiz(video.id),
    survey: useDeleteSurvey(video.id),
    poll: useDeletePoll(video.id),
  };

  const [editing, setEditing] = useState<Editing>(NOT_EDITING);
  const [pickedTime, setPickedTime] = useState<PickedTime>(null);
  const [toDelete, setToDelete] = useState<Pending | null>(null);
  const timeRef = useRef(0);
  const getCurrentTime = useCallback(() => timeRef.current, []);
  const onTimeChange = useCallback((seconds: number) => {
    timeRef.current = seconds;
  }, []);

  const findItem = <K extends BuiltKind>(kind: K, id: number) =>
    (items[kind] as BuiltItems[K][] | undefined)?.find((item) => item.id === id);

  const titleOf = (element: InteractiveElement): string => {
    const item = findItem(element.elementType, element.elementId);
    return item
      ? itemLabel(element.elementType, item)
      : `${MARKER_COLORS[element.elementType].label} #${element.elementId}`;
  };
  const sortedElements =
    elements.data && [...elements.data].sort((a, b) => a.timecode - b.timecode);
  const markers: TimelineMarker[] = (sortedElements ?? []).map((element) => ({
    element,
    title: titleOf(element),
  }));

  function edit<K extends BuiltKind>(kind: K, item: BuiltItems[K]) {
    setEditing((current) => ({ ...current, [kind]: item }));
    document
      .getElementById(`${kind}-builder-title`)
      ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }
  const doneEditing = (kind: BuiltKind) => setEditing((current) => ({ ...current, [kind]: null }));

  function openElement(element: InteractiveElement) {
    const item = findItem(element.elementType, element.elementId);
    if (item) edit(element.elementType, item);
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

  function confirmDelete({ kind, item }: Pending) {
    const name = MARKER_COLORS[kind].label;
    deletions[kind].mutate(item.id, {
      onSuccess: () => {
        successToast(`${name} deleted successfully`);
        if (editing[kind]?.id === item.id) doneEditing(kind);
      },
      onError: (error) => errorToast(`Failed to delete ${name.toLowerCase()}`, error),
    });
  }

  const builderProps = <K extends BuiltKind>(kind: K) => ({
    videoId: video.id,
    editing: editing[kind],
    onDoneEditing: () => doneEditing(kind),
    pickedTime,
    getCurrentTime,
  });
  const listProps = <K extends BuiltKind>(kind: K) => ({
    kind,
    items: items[kind] as BuiltItems[K][] | undefined,
    editingId: editing[kind]?.id,
    onEdit: (item: BuiltItems[K]) => edit(kind, item),
    onDelete: (item: BuiltItems[K]) => setToDelete({ kind, item } as Pending),
  });

  return (
    <section aria-labelledby="timeline-tab-title" className="space-y-6">
      <TabHeader
        id="timeline-tab-title"
        title="Timeline Editor"
        description={
          <>
            Quizzes, surveys, polls, chapters and captions for{' '}
            <span className="font-medium text-zinc-200">{video.title}</span>
          </>
        }
      />

      <TimelinePreview
        video={video}
        markers={markers}
        chapters={video.chapters}
        onPick={(seconds) => setPickedTime({ seconds, nonce: Date.now() })}
        onMove={moveMarker}
        onOpen={openElement}
        onTimeChange={onTimeChange}
      />

      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
        <QuizBuilder {...builderProps('quiz')} />
        <SurveyBuilder {...builderProps('survey')} />
        <PollBuilder {...builderProps('poll')} />
      </div>

      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2 2xl:grid-cols-4">
        <KindList {...listProps('quiz')} />
        <KindList {...listProps('survey')} />
        <KindList {...listProps('poll')} />
        <ElementList elements={sortedElements} titleOf={titleOf} />
      </div>

      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
        <ChaptersPanel video={video} getCurrentTime={getCurrentTime} />
        <CaptionsPanel video={video} />
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
