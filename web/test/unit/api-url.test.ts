// The typed client's URLs: a documented path with its `{name}` segments filled in (encoded) and
// its query in the order given, an empty value being no filter.
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../src/lib/api';

describe('apiUrl', () => {
  it('fills the path parameters, encoded', () => {
    expect(apiUrl('/api/analysis-jobs/{jobId}', { jobId: 'a/b c' })).toBe(
      '/api/analysis-jobs/a%2Fb%20c',
    );
    expect(apiUrl('/api/featured-collections/{id}/videos/{videoId}', { id: 3, videoId: 7 })).toBe(
      '/api/featured-collections/3/videos/7',
    );
  });

  it('adds the query in the order given, leaving out empty values', () => {
    expect(
      apiUrl(
        '/api/videos/search',
        {},
        { q: 'cats', videoType: '', minDuration: 0, limit: undefined },
      ),
    ).toBe('/api/videos/search?q=cats&minDuration=0');
    expect(apiUrl('/api/videos', {}, { q: null })).toBe('/api/videos');
  });
});
