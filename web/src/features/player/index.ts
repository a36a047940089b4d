export { VideoPlayer } from './components/video-player';
export { InteractivePlayer, type InteractivePlayerProps } from './components/interactive-player';
export { LazyInteractivePlayer } from './components/lazy-interactive-player';
export { parseStartTime } from './lib/start-time';
export { useEmbedCaptionsStart } from './api/embed-defaults';
