import QRCode from 'qrcode'

/**
 * A QR code as SVG markup, drawn on the server by `qrcode` (the well-kept library most Node projects use): it
 * prints sharp at any size and needs no script in the page, so the nonce-based CSP has nothing to allow.
 * Error correction M (15%) survives a crease or a thumb on a printed card; no quiet zone of its own, the
 * card leaves the white margin around it.
 */
export function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 0 })
}
