// Content analysis (admin spec §2 AI Analysis, §3 analysis result, §5, §8, §9): the requests
// and answers of the analysis and duration routes, shared by api, workers and web.
import { z } from 'zod';
import { positiveId } from './ids.ts';
import { videoSchema } from './video.ts';

/** Spec §9: up to 3 suggestions. */
export const MAX_SUGGESTED_CATEGORIES = 3;
/** Videos one batch may name (a larger selection is sent in several batches). */
export const MAX_BATCH_ANALYZE = 500;

/** Which analyser answered: the local classifier, or the configured LLM endpoint. */
export const ANALYSERS = ['local', 'llm'] as const;

/** Spec §3: confidence 0–1, suggestedCategories, reasoning (here: the evidence that decided). */
export const analysisResultSchema = z.object({
  confidence: z.number().min(0).max(1),
  suggestedCategories: z.array(z.string()).max(MAX_SUGGESTED_CATEGORIES),
  reasoning: z.string(),
  analyser: z.enum(ANALYSERS),
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

/** Spec §9 confidence badge: default above 0.7, secondary above 0.4, otherwise destructive. */
export function confidenceBadge(confidence: number): 'default' | 'secondary' | 'destructive' {
  if (confidence > 0.7) return 'default';
  if (confidence > 0.4) return 'secondary';
  return 'destructive';
}

// ---- POST /api/videos/batch-analyze and the analysis jobs ---------------------------------

export const batchAnalyzeRequestSchema = z.object({
  videoIds: z
    .array(positiveId('Video id'))
    .min(1, 'Select at least one video')
    .max(MAX_BATCH_ANALYZE, `At most ${MAX_BATCH_ANALYZE} videos at once`),
});
export type BatchAnalyzeRequest = z.infer<typeof batchAnalyzeRequestSchema>;

/** A video the batch named but the library does not have. */
export const analysisMissSchema = z.object({ error: z.string() });

/** Spec §3: a map keyed by video id; unknown ids answer `{error}` instead of failing the batch. */
export const batchAnalyzeResponseSchema = z.record(
  z.string(),
  z.union([analysisResultSchema, analysisMissSchema]),
);
export type BatchAnalyzeResponse = z.infer<typeof batchAnalyzeResponseSchema>;

/**
 * Beyond the spec, for progress: POST /api/analysis-jobs {videoIds} answers 202 {jobId} at
 * once; GET /api/analysis-jobs/:jobId answers this until the batch is done.
 */
export const analysisJobSchema = z.object({
  jobId: z.string(),
  status: z.enum(['running', 'completed', 'failed']),
  /** 0–100. */
  progress: z.number(),
  /** When completed. */
  results: batchAnalyzeResponseSchema.optional(),
  /** When failed. */
  error: z.string().optional(),
});
export type AnalysisJob = z.infer<typeof analysisJobSchema>;

// ---- POST /api/videos/:id/apply-categories ------------------------------------------------

export const applyCategoriesRequestSchema = z.object({
  categories: z
    .array(z.string().trim().min(1, 'A category cannot be blank').max(100))
    .min(1, 'Name at least one category')
    .max(10),
});
export type ApplyCategoriesRequest = z.infer<typeof applyCategoriesRequestSchema>;
export const applyCategoriesResponseSchema = videoSchema;

// ---- POST /api/videos/extract-all-durations -----------------------------------------------

export const durationFailureSchema = z.object({
  videoId: z.number().int(),
  title: z.string(),
  reason: z.string(),
});

/** Spec: {updated, failed}; beyond it, which videos failed and why. */
export const extractDurationsResponseSchema = z.object({
  updated: z.number().int(),
  failed: z.number().int(),
  failures: z.array(durationFailureSchema),
});
export type ExtractDurationsResponse = z.infer<typeof extractDurationsResponseSchema>;
