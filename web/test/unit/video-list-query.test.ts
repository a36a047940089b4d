// Unit tests of the admin video list's query rules: what the URL holds, what a search matches,
// which videos a filter keeps and how each sort orders them.
import type { Video } from '@lumen/contract';
import { describe, expect, it } from 'vitest';
import {
  applyVideoListQuery,
  narrowsList,
  readVideoListQuery,
  sourceChoices,
  typeChoices,
  writeVideoListQuery,
  type VideoListQuery,
} from '../../src/features/admin/videos/video-list-query';

function video(id: number, fields: Partial<Video>): Video {
  return {
    id,
    title: `Video ${id}`,
    description: null,
    sourceUrl: '/media/x.mp4',
    sourceType: 'upload',
    thumbnailUrl: null,
    duration: 60,
    author: null,
    publisher: null,
    brand: null,
    language: 'en',
    tags: [],
    videoType: null,
    isFeatured: false,
    visibility: 'public',
    publishAt: null,
    createdAt: `2025-01-0${id}T00:00:00.000Z`,
    youtubeVideoId: null,
    youtubeChannelTitle: null,
    youtubeShareUrl: null,
    youtubeEmbedUrl: null,
    chapters: [],
    ...fields,
  };
}

const videos = [
  video(1, { title: 'Café lecture 10', duration: 300, videoType: 'lecture', author: 'Zoë Ng' }),
  video(2, {
    title: 'café lecture 9',
    description: '<p>Fish &amp; <em>chips</em></p>',
    tags: ['Interview', 'cooking'],
    sourceType: 'youtube',
    duration: 30,
  }),
  video(3, { title: 'Bread', videoType: 'Tutorial', duration: 300, tags: ['my-own-type'] }),
];
const query = (changes: Partial<VideoListQuery>): VideoListQuery => ({
  search: '',
  type: '',
  source: '',
  sort: 'newest',
  ...changes,
});
const ids = (list: Video[]) => list.map((v) => v.id);

describe('the URL query', () => {
  it('reads what it wrote, keeps other parameters and leaves defaults out', () => {
    const written = writeVideoListQuery(
      new URLSearchParams('tab=videos&video=3'),
      query({ search: 'café', type: 'lecture', source: 'youtube', sort: 'title' }),
    );
    expect(written.toString()).toBe(
      'tab=videos&video=3&q=caf%C3%A9&type=lecture&source=youtube&sort=title',
    );
    expect(readVideoListQuery(written)).toEqual(
      query({ search: 'café', type: 'lecture', source: 'youtube', sort: 'title' }),
    );
    expect(writeVideoListQuery(written, query({})).toString()).toBe('tab=videos&video=3');
  });

  it('ignores an unknown sort or source instead of showing nothing', () => {
    expect(readVideoListQuery(new URLSearchParams('sort=views&source=vimeo&type=LECTURE'))).toEqual(
      query({ type: 'lecture' }),
    );
  });

  it('narrows only with search words or a filter, never with the sort alone', () => {
    expect(narrowsList(query({ sort: 'title' }))).toBe(false);
    expect(narrowsList(query({ search: '   ' }))).toBe(false);
    expect(narrowsList(query({ source: 'youtube' }))).toBe(true);
  });
});

describe('the search', () => {
  it('matches every word in title, description text, tags or author, in any case and accents', () => {
    expect(ids(applyVideoListQuery(videos, query({ search: 'CAFE' })))).toEqual([2, 1]);
    expect(ids(applyVideoListQuery(videos, query({ search: 'cafe chips' })))).toEqual([2]);
    expect(ids(applyVideoListQuery(videos, query({ search: 'fish & chips' })))).toEqual([2]);
    expect(ids(applyVideoListQuery(videos, query({ search: 'cook' })))).toEqual([2]);
    expect(ids(applyVideoListQuery(videos, query({ search: 'zoe' })))).toEqual([1]);
    // The description's markup is not text.
    expect(ids(applyVideoListQuery(videos, query({ search: 'em' })))).toEqual([]);
  });
});

describe('the filters', () => {
  it('a type matches the videoType or a standard type among the tags, in any case', () => {
    expect(ids(applyVideoListQuery(videos, query({ type: 'interview' })))).toEqual([2]);
    expect(ids(applyVideoListQuery(videos, query({ type: 'tutorial' })))).toEqual([3]);
    expect(typeChoices(videos)).toEqual(['interview', 'lecture', 'tutorial']);
  });

  it('a source keeps that platform only; the choices are the sources present', () => {
    expect(ids(applyVideoListQuery(videos, query({ source: 'youtube' })))).toEqual([2]);
    expect(sourceChoices(videos)).toEqual(['upload', 'youtube']);
  });
});

describe('the sorts', () => {
  it('orders newest, oldest, title (numbers as numbers), longest and shortest', () => {
    const sorted = (sort: VideoListQuery['sort']) =>
      ids(applyVideoListQuery(videos, query({ sort })));
    expect(sorted('newest')).toEqual([3, 2, 1]);
    expect(sorted('oldest')).toEqual([1, 2, 3]);
    expect(sorted('title')).toEqual([3, 2, 1]);
    expect(sorted('longest')).toEqual([3, 1, 2]);
    expect(sorted('shortest')).toEqual([2, 3, 1]);
  });
});
