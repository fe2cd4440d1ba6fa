// An upload shown in an image tag: through a short-lived signed address, because an image tag
// cannot send the session. '' until the address is known, and for no reference.
import { useEffect, useState } from 'react'
import { uploadImageUrl } from '@/services/api/uploadUrl'

export function useUploadUrl(ref: string | null | undefined): string {
  // the address with the reference it shows, so a replaced picture never shows the old one
  const [signed, setSigned] = useState({ ref: '', url: '' })
  useEffect(() => {
    let gone = false
    if (ref) {
      uploadImageUrl(ref)
        .then((url) => !gone && setSigned({ ref, url }))
        .catch(() => undefined)
    }
    return () => {
      gone = true
    }
  }, [ref])
  return ref && signed.ref === ref ? signed.url : ''
}
