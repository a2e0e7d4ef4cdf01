/** The kit's real-time channel (docs/protocol.md WebSocket): shared by the dashboard and the SOS list. */
export { setRealtimeSocketFactory } from './pageRealtime';
export { pageVisibility } from './pageVisibility';
export {
  RealtimeClient,
  type SocketFactory,
  type SocketLike,
} from './RealtimeClient';
export { realtimeAddress, realtimeUrl } from './realtimeUrl';
export { reconnectDelay } from './reconnectDelay';
export { claimTopicNotices, topicNoticesClaimed } from './topicNoticeClaims';
export { useRealtimeClient, useRealtimeTopic } from './useRealtime';
