import { useParams } from 'react-router';
import { VideoPlayer } from '../../features/player';
import { WatchVideo } from '../../features/videos';

export function Component() {
  const { videoId } = useParams();
  const id = Number(videoId);
  return <WatchVideo key={id} id={id} player={(video) => <VideoPlayer video={video} />} />;
}
