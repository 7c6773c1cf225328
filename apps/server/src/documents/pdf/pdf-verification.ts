/** What an author's issue prints in the footer: verification address, QR code and fingerprint. */
export interface PdfVerification {
  url: string;
  code: string;
  fingerprint: string;
  /** The QR code as an SVG path in module units, `size` modules a side (verification/qr-path.ts). */
  qr: { path: string; size: number };
}
