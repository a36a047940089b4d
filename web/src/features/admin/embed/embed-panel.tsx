// The Embed Code tab's two faces (admin spec §2): with no video selected, the import form;
// with one, its summary and embed codes. An import selects the new video, the way a card
// does, and the summary then shows what the import learned about it.
import { useState } from 'react';
import type { ImportUrlResponse, Video } from '@lumen/contract';
import { EmbedTab } from './embed-tab';
import { ImportForm } from './import-form';

export function EmbedPanel({
  video,
  onSelect,
  onClearSelection,
}: {
  video: Video | null;
  onSelect: (videoId: number) => void;
  onClearSelection: () => void;
}) {
  const [lastImport, setLastImport] = useState<ImportUrlResponse | null>(null);

  if (!video)
    return (
      <ImportForm
        onImported={(result) => {
          setLastImport(result);
          onSelect(result.video.id);
        }}
      />
    );
  return (
    <EmbedTab
      key={video.id}
      video={video}
      imported={lastImport?.video.id === video.id ? lastImport : undefined}
      onImportNew={() => {
        setLastImport(null);
        onClearSelection();
      }}
    />
  );
}
