// Admin spec §3: the Bulk Import tab's 8 predefined playlists, with the categories the spec
// names (Educational twice, Spiritual, Documentary, Featured, Advice, Conspiracy, Spotlight).
// The ids are public YouTube playlists chosen when this list was written; they could not be
// checked from this offline build machine, so an admin who finds one gone adds the playlist
// by its URL instead (the custom form). Edit this list, nothing else, to change the offer.
import type { PredefinedPlaylist } from './imports.ts';

const playlist = (
  id: string,
  name: string,
  description: string,
  suggestedCategory: string,
  suggestedType: string,
): PredefinedPlaylist => ({
  id,
  url: `https://www.youtube.com/playlist?list=${id}`,
  name,
  description,
  suggestedCategory,
  suggestedType,
});

export const PREDEFINED_PLAYLISTS: readonly PredefinedPlaylist[] = [
  playlist(
    'PL8dPuuaLjXtNlUrzyH5r6jN9ulIgZBpdo',
    'Crash Course Psychology',
    'Forty short lectures on how minds work, from perception to disorders.',
    'Educational',
    'lecture',
  ),
  playlist(
    'PLSQl0a2vh4HC5feHa6Rc5c0wbRTx56nF7',
    'Khan Academy: Foundations',
    'Step-by-step tutorials for learners starting from the basics.',
    'Educational',
    'tutorial',
  ),
  playlist(
    'PLbpi6ZahtOH6Blw3RGYpWkSByi_T7Rygb',
    'Talks on Meditation',
    'Teachers of contemplative traditions on attention, practice and meaning.',
    'Spiritual',
    'spiritual',
  ),
  playlist(
    'PLivjPDlt6ApS90YoAu-T8VIj6awyflIym',
    'Documentary Shorts',
    'Short documentaries about people, places and science.',
    'Documentary',
    'documentary',
  ),
  playlist(
    'PLOGi5-fAu8bH_VhRkjS3l-ZCBf_dHOcnz',
    'Editor’s Picks',
    'Videos the team would put on the homepage.',
    'Featured',
    'featured',
  ),
  playlist(
    'PLJicmE8fK0EiFRt1Hm5a_7SJFaikIFW30',
    'Life Advice',
    'Practical advice on work, money, health and relationships.',
    'Advice',
    'advice',
  ),
  playlist(
    'PLvahqwMqN4M0GRkZY8WkLZMb6Z-W7qbLA',
    'Conspiracy Theories & Facts',
    'Claims examined against the evidence.',
    'Conspiracy',
    'conspiracy',
  ),
  playlist(
    'PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf',
    'Creator Spotlight',
    'Long-form conversations with people doing remarkable work.',
    'Spotlight',
    'spotlight',
  ),
];
