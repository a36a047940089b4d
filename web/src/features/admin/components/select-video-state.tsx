import { MousePointerClick } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

/** Admin §2: a video-dependent tab opened with no video selected. */
export function SelectVideoState({ onGoToVideos }: { onGoToVideos: () => void }) {
  return (
    <EmptyState
      icon={<MousePointerClick className="size-6" />}
      title="Select a Video"
      description="Choose a video from the Videos tab to access this feature."
      action={
        <Button variant="secondary" onClick={onGoToVideos}>
          Go to Videos
        </Button>
      }
    />
  );
}
