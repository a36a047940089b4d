export function ThumbnailManagerTab() {
  return null;
}
