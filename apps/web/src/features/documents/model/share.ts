/** Whether this browser can hand a PDF file to the system's share sheet (phones, some desktops). */
export function canSharePdfFiles(): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.canShare !== 'function') return false;
  try {
    const probe = new File(['%PDF-'], 'documento.pdf', { type: 'application/pdf' });
    return navigator.canShare({ files: [probe] });
  } catch {
    return false;
  }
}
