export { VideoPlayer } from './components/video-player';
