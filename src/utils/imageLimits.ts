/** The longest side the server stores (server/src/upload/limits.ts MAX_EDGE). */
export const IMAGE_MAX_EDGE = 2048
/** The encoder quality a picked photo leaves the device at. */
export const IMAGE_QUALITY = 0.8
