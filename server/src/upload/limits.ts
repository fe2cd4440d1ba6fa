// Every number that bounds an upload, in one place (DESIGN §5: size-, pixel- and quota-limited).
import { MINUTE } from '../infra/clock'

const MB = 1024 * 1024

/** What one request may carry, and what one stored file may weigh once re-encoded. */
export const MAX_UPLOAD_BYTES = 5 * MB

/**
 * Pixels the decoder will open: 40 MP is above what phones save by default (about 12 MP; their
 * 48-200 MP modes are opt-in), and bounds the memory a small, highly compressed file can demand
 * once decoded (8000 x 6000 of one colour is 150 KB as PNG and 144 MB decoded).
 */
export const MAX_INPUT_PIXELS = 40_000_000

/** Stored images fit inside this square: enough to read an ID card or a payment voucher. */
export const MAX_EDGE = 2048

/** Re-encoding quality of JPEG and WebP. */
export const QUALITY = 85

/** Per account: uploads that may start in a window, refused ones included (each costs a decode). */
export const UPLOAD_RATE = { max: 10, windowMs: MINUTE }

/** Per account: what may be stored in all. */
export const QUOTA = { files: 50, bytes: 50 * MB }

/** How long a signed address of an upload (for image tags) stays valid. */
export const SIGNED_URL_TTL = 15 * MINUTE

export const mbOf = (bytes: number): number => Math.round(bytes / MB)
