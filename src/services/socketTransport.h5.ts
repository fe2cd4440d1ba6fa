// H5: the browser's WebSocket, then long polling (SPEC §4: websocket then polling transports).
export const SOCKET_TRANSPORTS = ['websocket', 'polling']
