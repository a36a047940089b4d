// Zod-free so the web app's first chunk can file videos by category without the schemas.
/**
 * Public spec §5: a video is in a category when any tag contains the category name, or the name
 * contains the tag, case-insensitive. A video without tags is in none. The library filters, the
 * category pages and the content analyser all file videos by this one rule.
 */
export function matchesCategory(video: { tags: readonly string[] }, categoryName: string): boolean {
  const name = categoryName.toLowerCase();
  return video.tags.some((tag) => {
    const t = tag.toLowerCase().trim();
    return t !== '' && (t.includes(name) || name.includes(t));
  });
}
