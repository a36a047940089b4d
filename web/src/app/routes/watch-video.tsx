import { useParams } from 'react-router';
import { InteractivePlayer } from '../../features/player';
import { WatchVideo } from '../../features/videos';

export function Component() {
  const { videoId } = useParams();
  const id = Number(videoId);
  return (
    <WatchVideo
      key={id}
      id={id}
      player={(video) => (
        <InteractivePlayer key={video.id} video={video} source="watch" startButton />
      )}
    />
  );
}
