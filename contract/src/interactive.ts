import { z } from 'zod';
import { nonEmpty } from './updates.ts';
import {
  ELEMENT_TYPES,
  POLL_MAX_OPTIONS,
  POLL_MIN_OPTIONS,
  QUIZ_TYPES,
  SURVEY_QUESTION_TYPES,
} from './constants.ts';

const MAX_TIMECODE = 864_000;

const options = z.array(z.string().trim().min(1, 'Options cannot be blank').max(300)).max(20);

export const quizSchema = z.object({
  id: z.number().int(),
  videoId: z.number().int(),
  title: z.string(),
  question: z.string(),
  questionType: z.enum(QUIZ_TYPES),
  options: z.array(z.string()),
  correctAnswer: z.string().nullable(),
  points: z.number().int(),
  isRequired: z.boolean(),
  timecode: z.number(),
});
export type Quiz = z.infer<typeof quizSchema>;

// Update schemas are built from fields WITHOUT defaults: a default inside a partial update
// would silently reset a field the client did not send.
const quizFields = {
  title: z.string().trim().min(1, 'Please fill in all required fields').max(200),
  question: z.string().trim().min(1, 'Please fill in all required fields').max(2000),
  questionType: z.enum(QUIZ_TYPES),
  options,
  correctAnswer: z.string().trim().max(300).nullish(),
  points: z
    .number()
    .int('Points must be a whole number')
    .min(1, 'Points must be at least 1')
    .max(1000),
  isRequired: z.boolean(),
  timecode: z
    .number({ error: 'Please fill in all required fields' })
    .positive('Please fill in all required fields')
    .max(MAX_TIMECODE),
  pauseVideo: z.boolean(),
};
export const quizInputSchema = z.object({
  ...quizFields,
  questionType: quizFields.questionType.default('multiple_choice'),
  options: options.default([]),
  points: quizFields.points.default(1),
  isRequired: quizFields.isRequired.default(false),
  pauseVideo: quizFields.pauseVideo.default(true),
  videoId: z.number().int().optional(),
});
export type QuizInput = z.infer<typeof quizInputSchema>;
export const quizUpdateSchema = nonEmpty(z.object(quizFields).partial());

export const surveyQuestionSchema = z.object({
  id: z.string().trim().min(1).max(64),
  text: z.string().trim().min(1, 'Question text is required').max(1000),
  type: z.enum(SURVEY_QUESTION_TYPES).default('single_choice'),
  options: options.default([]),
  required: z.boolean().default(false),
});
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

export const surveySchema = z.object({
  id: z.number().int(),
  videoId: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  questions: z.array(surveyQuestionSchema),
  isAnonymous: z.boolean(),
  isRequired: z.boolean(),
  timecode: z.number(),
});
export type Survey = z.infer<typeof surveySchema>;

const surveyFields = {
  title: z.string().trim().min(1, 'Please fill in title and timecode').max(200),
  description: z.string().trim().max(2000).nullish(),
  questions: z.array(surveyQuestionSchema).min(1, 'Please add at least one question').max(50),
  isAnonymous: z.boolean(),
  isRequired: z.boolean(),
  timecode: z
    .number({ error: 'Please fill in title and timecode' })
    .positive('Please fill in title and timecode')
    .max(MAX_TIMECODE),
  pauseVideo: z.boolean(),
};
export const surveyInputSchema = z.object({
  ...surveyFields,
  isAnonymous: surveyFields.isAnonymous.default(true),
  isRequired: surveyFields.isRequired.default(false),
  pauseVideo: surveyFields.pauseVideo.default(true),
  videoId: z.number().int().optional(),
});
export type SurveyInput = z.infer<typeof surveyInputSchema>;
export const surveyUpdateSchema = nonEmpty(z.object(surveyFields).partial());

export const pollSchema = z.object({
  id: z.number().int(),
  videoId: z.number().int(),
  question: z.string(),
  options: z.array(z.string()),
  timecode: z.number(),
});
export type Poll = z.infer<typeof pollSchema>;

const pollOptions = options
  .min(POLL_MIN_OPTIONS, `A poll needs ${POLL_MIN_OPTIONS} to ${POLL_MAX_OPTIONS} options`)
  .max(POLL_MAX_OPTIONS, `A poll needs ${POLL_MIN_OPTIONS} to ${POLL_MAX_OPTIONS} options`)
  .refine(
    (list) => new Set(list.map((o) => o.toLowerCase())).size === list.length,
    'Poll options must be different from each other',
  );
const pollFields = {
  question: z.string().trim().min(1, 'Please fill in the question and timecode').max(500),
  options: pollOptions,
  timecode: z
    .number({ error: 'Please fill in the question and timecode' })
    .positive('Please fill in the question and timecode')
    .max(MAX_TIMECODE),
  pauseVideo: z.boolean(),
};
export const pollInputSchema = z.object({
  ...pollFields,
  // A poll asks in passing: the video keeps playing unless the admin chooses otherwise.
  pauseVideo: pollFields.pauseVideo.default(false),
  videoId: z.number().int().optional(),
});
export type PollInput = z.infer<typeof pollInputSchema>;
export const pollUpdateSchema = nonEmpty(z.object(pollFields).partial());

/** Body of `POST /api/polls/:id/votes`: the chosen option's index in the poll's options. */
export const pollVoteInputSchema = z.object({
  option: z
    .number({ error: 'option must be the index of one of the poll options' })
    .int('option must be the index of one of the poll options')
    .min(0, 'option must be the index of one of the poll options')
    .max(POLL_MAX_OPTIONS - 1, 'option must be the index of one of the poll options'),
  sessionId: z.string().trim().min(1, 'sessionId is required').max(64),
});
export type PollVoteInput = z.infer<typeof pollVoteInputSchema>;

/**
 * A poll's results: every option (in the poll's order) with its votes and its share of the
 * total, rounded to whole percent. `myVote` is the index the asking session voted for, if any.
 */
export const pollResultsSchema = z.object({
  options: z.array(
    z.object({ option: z.string(), votes: z.number().int(), percent: z.number().int() }),
  ),
  total: z.number().int(),
  myVote: z.number().int().nullable(),
});
export type PollResults = z.infer<typeof pollResultsSchema>;

export const interactiveElementSchema = z.object({
  id: z.number().int(),
  videoId: z.number().int(),
  elementType: z.enum(ELEMENT_TYPES),
  elementId: z.number().int(),
  timecode: z.number(),
  pauseVideo: z.boolean(),
});
export type InteractiveElement = z.infer<typeof interactiveElementSchema>;

const answerValue = z.union([
  z.string().max(2000),
  z.number(),
  z.array(z.string().max(300)).max(20),
]);
/** A viewer's answer to a quiz or a survey question: text, a rating, or the chosen options. */
export type AnswerValue = z.infer<typeof answerValue>;

export const quizResponseInputSchema = z.object({
  answer: answerValue,
  responseTime: z.number().int().min(0).max(86_400_000).optional(),
  sessionId: z.string().max(64).optional(),
  /** The page around the player, as a tracking event's pageHost: the site's quiz score. */
  pageHost: z.string().trim().max(255, 'pageHost must be at most 255 characters').optional(),
});
/** Body of `POST /api/quizzes/:id/responses`. */
export type QuizResponseInput = z.input<typeof quizResponseInputSchema>;

export const quizResultSchema = z.object({
  id: z.number().int(),
  isCorrect: z.boolean().nullable(),
  /** 'saved' when the quiz has no correct answer to judge against. */
  result: z.enum(['correct', 'incorrect', 'saved']),
  correctAnswer: z.string().nullable(),
  points: z.number().int(),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

export const surveyResponseInputSchema = z.object({
  responses: z.record(z.string().max(64), answerValue),
  completionTime: z.number().int().min(0).max(86_400_000).optional(),
  sessionId: z.string().max(64).optional(),
});
/** Body of `POST /api/surveys/:id/responses`. */
export type SurveyResponseInput = z.input<typeof surveyResponseInputSchema>;

export const surveyResultSchema = z.object({ id: z.number().int(), message: z.string() });
export type SurveyResult = z.infer<typeof surveyResultSchema>;
