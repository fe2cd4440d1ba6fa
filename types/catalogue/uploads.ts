// Uploads (SPEC §7): multipart, the file in field `file`; the message is the file reference.
import { Type } from 'typebox'
import { call, FileAnswer, LangField } from './common'

// Fastify does not validate multipart by schema; this documents the form for OpenAPI.
const UploadForm = Type.Object({
  file: FileAnswer,
  lang: Type.Optional(LangField),
})

const FileRef = Type.String({ description: 'the file reference' })

export const uploads = {
  upload: call({
    method: 'POST',
    path: '/upload',
    summary: 'Upload an image (5 MB at most); the message is its reference',
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
}
