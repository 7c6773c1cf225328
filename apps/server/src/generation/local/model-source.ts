import path from 'node:path';

/**
 * The default embedded model (decision 028): Qwen3-4B-Instruct-2507 (Apache-2.0, good Portuguese, no
 * "thinking" preamble), quantised Q4_K_M. The URL names a fixed revision of the repository, so the bytes
 * cannot change under the pinned checksum.
 */
export const DEFAULT_LOCAL_TEXT_MODEL = {
  id: 'qwen3-4b-instruct-2507-q4_k_m',
  url:
    'https://huggingface.co/bartowski/Qwen_Qwen3-4B-Instruct-2507-GGUF/resolve/' +
    'ae44f08e1392f39c0e474af10c3ff8355c8b6688/Qwen_Qwen3-4B-Instruct-2507-Q4_K_M.gguf',
  fileName: 'Qwen_Qwen3-4B-Instruct-2507-Q4_K_M.gguf',
  sha256: '2fde00ce69dd4899c70d020845e2638353015bba0fdf161b3eb965f2bca4464e',
  bytes: 2_497_280_736,
} as const;

/** Where the model comes from: a file already on disk, or a download into LOCAL_MODELS_DIR/text/. */
export type ModelSource =
  | { kind: 'file'; id: string; file: string }
  | { kind: 'download'; id: string; file: string; url: string; sha256?: string; bytes?: number };

/**
 * LOCAL_TEXT_MODEL: empty → the default download; an http(s) URL → that download (append
 * `#sha256=<64 hex>` to have it verified); anything else → a GGUF file path (relative to LOCAL_MODELS_DIR).
 */
export function modelSourceOf(setting: string | undefined, modelsDir: string): ModelSource {
  const textDir = path.join(modelsDir, 'text');
  const value = setting?.trim();
  if (!value) {
    const model = DEFAULT_LOCAL_TEXT_MODEL;
    return {
      kind: 'download',
      id: model.id,
      file: path.join(textDir, model.fileName),
      url: model.url,
      sha256: model.sha256,
      bytes: model.bytes,
    };
  }
  if (/^https?:\/\//i.test(value)) {
    const url = new URL(value);
    const pinned = /^#sha256=([0-9a-f]{64})$/i.exec(url.hash)?.[1]?.toLowerCase();
    url.hash = '';
    const fileName = decodeURIComponent(url.pathname.split('/').pop() || 'model.gguf').replace(
      /[^\w.-]/g,
      '_',
    );
    return {
      kind: 'download',
      id: fileName.replace(/\.gguf$/i, ''),
      file: path.join(textDir, fileName),
      url: url.href,
      sha256: pinned,
    };
  }
  const file = path.resolve(modelsDir, value);
  return { kind: 'file', id: path.basename(file).replace(/\.gguf$/i, ''), file };
}
