// The native app: React Native's own WebSocket, which engine.io's websocket transport takes as the
// browser's (SPEC §4 names websocket first; a phone app has no reason to fall back to polling).
export const SOCKET_TRANSPORTS = ['websocket']
