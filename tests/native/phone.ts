// The phone's side of the native tests: a picture in its library, and the camera-or-album
// question answered (expo-image-picker is tests/setup/native/imagePicker.js here).
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Alert, type AlertButton } from 'react-native'
import { pngBytes } from '../integration/support'

/** A picture in the phone's library: its file URL. */
export function pickedPhoto(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'picked-')), 'IMG_0001.png')
  writeFileSync(file, pngBytes())
  return `file://${file}`
}

/** Answers the camera-or-album question with the button labelled `label`; the questions asked. */
export function answerSheet(label: string): string[][] {
  const asked: string[][] = []
  jest.spyOn(Alert, 'alert').mockImplementation((_title, _message, buttons?: AlertButton[]) => {
    asked.push((buttons ?? []).map((b) => b.text ?? ''))
    buttons?.find((b) => b.text === label)?.onPress?.()
  })
  return asked
}
