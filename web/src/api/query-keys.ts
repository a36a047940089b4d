// The query keys of every server read, in one place. A key is the URL it loads, split at the
// ids (the app's default query function joins a key back into its URL), so every screen that
// loads a URL shares one cache entry, and a change made in the admin area reaches the pages
// visitors see.
export const queryKeys = {
  currentUser: ['/api/auth/user'] as const,
  categories: ['/api/categories'] as const,
  videos: ['/api/videos'] as const,
  /** The admin's list: every visibility. */
  allVideos: ['/api/videos', { visibility: 'all' }] as const,
  /** The pages of one filtered read (the library, category and search pages). */
  videoPages: (params: Readonly<Record<string, unknown>>) =>
    ['/api/videos', 'pages', params] as const,
  featuredVideos: ['/api/videos/featured'] as const,
  mediaCapabilities: ['/api/media/capabilities'] as const,
  mediaAsset: (mediaId: string) => ['/api/media', mediaId] as const,
  /** The parameters object is part of the key, not of the URL (the query builds its own). */
  videoSearch: (params: Readonly<Record<string, unknown>>) =>
    ['/api/videos/search', params] as const,
  searchSuggestions: (params: Readonly<Record<string, unknown>>) =>
    ['/api/videos/suggestions', params] as const,
  video: (videoId: number) => ['/api/videos', videoId] as const,
  videoAnalytics: (videoId: number) => ['/api/videos', videoId, 'analytics'] as const,
  /** One card's count; its query function batches many cards into one /api/videos/views call. */
  viewCount: (videoId: number) => ['/api/videos/views', videoId] as const,
  shareData: (videoId: number) => ['/api/videos', videoId, 'share-data'] as const,
  interactiveElements: (videoId: number) =>
    ['/api/videos', videoId, 'interactive-elements'] as const,
  quizzes: (videoId: number) => ['/api/videos', videoId, 'quizzes'] as const,
  surveys: (videoId: number) => ['/api/videos', videoId, 'surveys'] as const,
  polls: (videoId: number) => ['/api/videos', videoId, 'polls'] as const,
  captions: (videoId: number) => ['/api/videos', videoId, 'captions'] as const,
  embedDefaults: (videoId: number) => ['/api/videos', videoId, 'embed-defaults'] as const,
  /** An upload's storyboard track, by its URL (the media's storyboardUrl). */
  storyboard: (trackUrl: string) => [trackUrl] as const,
  captionTrack: (videoId: number, captionId: number) =>
    ['/api/videos', videoId, 'captions', captionId] as const,
  collections: ['/api/featured-collections'] as const,
  collection: (collectionId: number) => ['/api/featured-collections', collectionId] as const,
  collectionVideos: (collectionId: number) =>
    ['/api/featured-collections', collectionId, 'videos'] as const,
  // The admin Analytics tab: the period (and paging) is part of the key, not the URL.
  videoPeriodAnalytics: (videoId: number, params: Readonly<Record<string, unknown>>) =>
    ['/api/videos', videoId, 'analytics/period', params] as const,
  videoPeriodRetention: (videoId: number, params: Readonly<Record<string, unknown>>) =>
    ['/api/videos', videoId, 'analytics/period-retention', params] as const,
  videoQuestionAnalytics: (videoId: number, params: Readonly<Record<string, unknown>>) =>
    ['/api/videos', videoId, 'analytics/questions', params] as const,
  surveyTextAnswers: (surveyId: number, params: Readonly<Record<string, unknown>>) =>
    ['/api/surveys', surveyId, 'analytics/text-answers', params] as const,
  videoAudience: (videoId: number, params: Readonly<Record<string, unknown>>) =>
    ['/api/videos', videoId, 'analytics/audience', params] as const,
  videoLiveViewers: (videoId: number) => ['/api/videos', videoId, 'analytics/live'] as const,
  /** Playlist import jobs, in queue order. */
  importJobs: ['/api/import-jobs'] as const,
  /** A batch analysis job: polled while it runs. */
  analysisJob: (jobId: string) => ['/api/analysis-jobs', jobId] as const,
  /** The queue board: each job type's queue with its counts, one state's page, one job. */
  jobQueues: ['/api/admin/jobs'] as const,
  jobList: (type: string, params: Readonly<Record<string, unknown>>) =>
    ['/api/admin/jobs', type, params] as const,
  job: (type: string, jobId: string) => ['/api/admin/jobs', type, jobId] as const,
  siteAnalytics: (params: Readonly<Record<string, unknown>>) =>
    ['/api/analytics/videos', params] as const,
};
