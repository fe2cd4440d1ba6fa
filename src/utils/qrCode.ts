// A QR code as a GIF data URL: an <Image> shows it on H5 and mini-programs alike, no canvas needed
// (RECIPE §9).
import qrcode from 'qrcode-generator'

/** `text` encoded at error-correction level M, `cell` pixels per module, a 4-module quiet zone. */
export function qrDataUrl(text: string, cell = 6): string {
  const qr = qrcode(0, 'M')
  qr.addData(text, 'Byte')
  qr.make()
  return qr.createDataURL(cell, 4 * cell)
}
