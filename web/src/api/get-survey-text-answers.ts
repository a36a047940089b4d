import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api';
import type { AnalyticsPeriodParams } from './analytics-query';
import { queryKeys } from './query-keys';

export type SurveyTextAnswersParams = AnalyticsPeriodParams & {
  question: string;
  page: number;
  pageSize: number;
};

/** GET /api/surveys/{id}/analytics/text-answers (admin): one text question's answers, newest first. */
export const getSurveyTextAnswers = (surveyId: number, params: SurveyTextAnswersParams) =>
  apiGet('/api/surveys/{id}/analytics/text-answers', { path: { id: surveyId }, query: params });

export const surveyTextAnswersQueryOptions = (surveyId: number, params: SurveyTextAnswersParams) =>
  queryOptions({
    queryKey: queryKeys.surveyTextAnswers(surveyId, params),
    queryFn: () => getSurveyTextAnswers(surveyId, params),
    placeholderData: keepPreviousData,
  });

export const useSurveyTextAnswers = (surveyId: number, params: SurveyTextAnswersParams) =>
  useQuery(surveyTextAnswersQueryOptions(surveyId, params));
