/** The kit's real-time channel (docs/protocol.md WebSocket): shared by the dashboard and the SOS list. */
export { acquirePageRealtime, setRealtimeSocketFactory } from './pageRealtime';
export { PageVisibility, pageVisibility } from './pageVisibility';
export {
  type RealtimeAddress,
  RealtimeClient,
  type RealtimeClientOptions,
  type RealtimeMessage,
  type RealtimeStatus,
  type SocketFactory,
  type SocketLike,
} from './RealtimeClient';
export { realtimeAddress, realtimeUrl } from './realtimeUrl';
export { RECONNECT_INITIAL_MS, RECONNECT_MAX_MS, reconnectDelay } from './reconnectDelay';
export { claimTopicNotices, topicNoticesClaimed } from './topicNoticeClaims';
export { useRealtimeClient, useRealtimeTopic } from './useRealtime';
