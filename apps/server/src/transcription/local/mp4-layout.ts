/**
 * True for an ISO-BMFF file (mp4, m4a, mov) whose `moov` index comes after its `mdat` audio: ffmpeg must
 * seek back to read it, which a pipe cannot do once the file outgrows ffmpeg's read buffer. Browser
 * recordings (webm, fragmented mp4) and "fast start" files have the index first and stream fine.
 */
export function needsSeekableInput(bytes: Uint8Array): boolean {
  if (bytes.length < 12 || boxType(bytes, 0) !== 'ftyp') return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 0;
  while (offset + 8 <= bytes.length) {
    const type = boxType(bytes, offset);
    if (type === 'moov') return false;
    if (type === 'mdat') return true;
    let size = view.getUint32(offset);
    if (size === 1) {
      if (offset + 16 > bytes.length) return false;
      size = Number(view.getBigUint64(offset + 8));
    }
    // 0 means "to the end of the file": nothing follows it.
    if (size < 8) return false;
    offset += size;
  }
  return false;
}

function boxType(bytes: Uint8Array, offset: number): string {
  return String.fromCharCode(
    bytes[offset + 4] ?? 0,
    bytes[offset + 5] ?? 0,
    bytes[offset + 6] ?? 0,
    bytes[offset + 7] ?? 0,
  );
}
