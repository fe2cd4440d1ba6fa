// Uploads (SPEC §7): multipart, the file in field `file`; the message is the file reference. The
// owner reads a file back at /upload/view (WIRE.md), with the session or with a signed address
// from /upload/url (image tags); the operator at /ops/upload/view.
import { Type } from 'typebox'
import { call, Fields, FileAnswer, LangField, Text, Time } from './common'

// Fastify does not validate multipart by schema; this documents the form for OpenAPI.
const UploadForm = Type.Object({
  file: FileAnswer,
  lang: Type.Optional(LangField),
})

/** server/src/upload/uploads.ts REF_PATTERN */
const FileRef = Type.String({
  pattern: '^[0-9]{6}/[0-9a-f]{32}\\.(?:jpg|png|webp)$',
  maxLength: 64,
  description: 'the file reference: <yyyymm>/<32 hex>.<jpg|png|webp>',
  examples: ['203001/0123456789abcdef0123456789abcdef.jpg'],
})

const UPLOAD_SUMMARY =
  'Upload a JPEG, PNG or WebP image (5 MB, 40 megapixels at most; stored re-encoded, at most ' +
  '2048 px a side, without metadata; 10 a minute, 50 files and 50 MB per account); the message ' +
  'is its reference'

// A reference that is malformed, unknown or someone else's answers HTTP 404 alike.
const VIEW_NOTE = 'the image itself; HTTP 404 (not_found) when there is no such file'

export const uploads = {
  upload: call({
    method: 'POST',
    path: '/upload',
    summary: UPLOAD_SUMMARY,
    auth: true,
    multipart: UploadForm,
    response: FileRef,
  }),

  uploadNew: call({
    method: 'POST',
    path: '/upload_new',
    summary: 'The same as /upload, under its second name',
    auth: true,
    multipart: UploadForm,
    response: FileRef,
  }),

  uploadView: call({
    method: 'GET',
    path: '/upload/view',
    summary:
      "One of the user's own uploads, with the session or with the signature /upload/url gave " +
      `(then no session is needed): ${VIEW_NOTE}, it is another user's or the signature expired`,
    // A session or a signature: the handler decides, so a signed image tag needs no header.
    auth: false,
    query: Fields({
      ref: FileRef,
      expires: Type.Optional(Time('seconds; with sig, from /upload/url')),
      sig: Type.Optional(Text({ maxLength: 64, description: 'from /upload/url' })),
    }),
    response: FileAnswer,
    answer: 'file',
  }),

  uploadUrl: call({
    method: 'GET',
    path: '/upload/url',
    summary:
      "A signed address of one of the user's uploads, valid 15 minutes, for image tags (which " +
      "cannot send the session): '/upload/view?ref=...&expires=...&sig=...', under /api",
    auth: true,
    query: Fields({ ref: FileRef }),
    response: Type.String({ description: 'the path under /api' }),
    errors: { ref: 'not_found' },
  }),

  opsUploadView: call({
    method: 'GET',
    path: '/upload/view',
    mount: '/ops',
    summary: `Any user's upload, for the operator (audited): ${VIEW_NOTE}`,
    auth: false,
    operator: true,
    query: Fields({ ref: FileRef }),
    response: FileAnswer,
    answer: 'file',
  }),
}
