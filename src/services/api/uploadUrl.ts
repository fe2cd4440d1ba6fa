// Showing an upload: an <Image> cannot send the session header, so it shows a short-lived signed
// address instead (WIRE.md /upload/url).
import { apiBase } from '../http'
import { api } from './client'

/** The signed address of one of the user's uploads; it stops working after 15 minutes. */
export async function uploadImageUrl(ref: string): Promise<string> {
  const path = await api.uploadUrl({ ref })
  return apiBase() + path
}
