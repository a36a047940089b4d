// What the interactive player loads for a video: its interactive elements (the timeline), and
// the quizzes, surveys and polls they point to. Public reads (spec §7); viewers never receive a quiz's
// correct answer (the server judges the answer). The watch page's Interactive Features list and
// the admin area load the same queries, so they share this cache.
import { useQuery } from '@tanstack/react-query';
import type { InteractiveElement, Poll, Quiz, Survey } from '@lumen/contract';
import { interactiveElementsQueryOptions } from '../../../api/get-interactive-elements';
import { pollsQueryOptions } from '../../../api/get-polls';
import { quizzesQueryOptions } from '../../../api/get-quizzes';
import { surveysQueryOptions } from '../../../api/get-surveys';

/** One interactive element with the quiz, survey or poll it shows. */
export type InteractiveItem =
  | { kind: 'quiz'; id: number; timecode: number; pauseVideo: boolean; quiz: Quiz }
  | { kind: 'survey'; id: number; timecode: number; pauseVideo: boolean; survey: Survey }
  | { kind: 'poll'; id: number; timecode: number; pauseVideo: boolean; poll: Poll };

export function joinInteractiveItems(
  elements: InteractiveElement[],
  quizzes: Quiz[],
  surveys: Survey[],
  polls: Poll[],
): InteractiveItem[] {
  const items: InteractiveItem[] = [];
  for (const element of elements) {
    const base = { id: element.id, timecode: element.timecode, pauseVideo: element.pauseVideo };
    if (element.elementType === 'quiz') {
      const quiz = quizzes.find((q) => q.id === element.elementId);
      if (quiz) items.push({ ...base, kind: 'quiz', quiz });
    } else if (element.elementType === 'survey') {
      const survey = surveys.find((s) => s.id === element.elementId);
      if (survey) items.push({ ...base, kind: 'survey', survey });
    } else if (element.elementType === 'poll') {
      const poll = polls.find((p) => p.id === element.elementId);
      if (poll) items.push({ ...base, kind: 'poll', poll });
    }
  }
  return items;
}

const EMPTY: InteractiveItem[] = [];

/** The interactive items of a video, once all four lists loaded ([] while loading or when one failed). */
export function useInteractiveItems(videoId: number, enabled: boolean): InteractiveItem[] {
  const elements = useQuery({ ...interactiveElementsQueryOptions(videoId), enabled });
  const quizzes = useQuery({ ...quizzesQueryOptions(videoId), enabled });
  const surveys = useQuery({ ...surveysQueryOptions(videoId), enabled });
  const polls = useQuery({ ...pollsQueryOptions(videoId), enabled });
  if (!elements.data || !quizzes.data || !surveys.data || !polls.data) return EMPTY;
  return joinInteractiveItems(elements.data, quizzes.data, surveys.data, polls.data);
}
