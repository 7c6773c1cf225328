import { open, stat } from 'node:fs/promises';
import type { GgufTensorInfo } from 'node-llama-cpp';
import { localModelError } from './local-model-errors.ts';

/**
 * Architectures llama.cpp reads but that do not write text (encoders, vision and audio towers): a file of
 * one of these in LOCAL_TEXT_MODEL is a mistake worth naming before llama.cpp says "failed to load".
 */
const NOT_TEXT_GENERATORS = new Set([
  'bert',
  'nomic-bert',
  'jina-bert-v2',
  't5encoder',
  'clip',
  'wavtokenizer-dec',
]);

/** Bytes per block and values per block of the common GGUF tensor types (ggml.c's type traits). */
const BLOCKS: Record<number, [bytes: number, values: number]> = {
  0: [4, 1], // F32
  1: [2, 1], // F16
  2: [18, 32], // Q4_0
  3: [20, 32], // Q4_1
  6: [22, 32], // Q5_0
  7: [24, 32], // Q5_1
  8: [34, 32], // Q8_0
  10: [84, 256], // Q2_K
  11: [110, 256], // Q3_K
  12: [144, 256], // Q4_K
  13: [176, 256], // Q5_K
  14: [210, 256], // Q6_K
  30: [2, 1], // BF16
};

/**
 * Checks a model file before llama.cpp loads it, so that each usual mistake gets its own clear message:
 * absent, not GGUF, cut short (an interrupted copy or download), or a model that does not write text.
 * llama.cpp's own checks still run at load; this only names the problem.
 */
export async function checkModelFile(
  file: string,
  readInfo: typeof import('node-llama-cpp').readGgufFileInfo,
): Promise<{ architecture: string }> {
  const size = await stat(file).then(
    (found) => (found.isFile() ? found.size : undefined),
    () => undefined,
  );
  if (size === undefined) throw localModelError('missing', `no file at ${file}`);

  const handle = await open(file, 'r');
  const magic = Buffer.alloc(4);
  try {
    await handle.read(magic, 0, 4, 0);
  } finally {
    await handle.close();
  }
  if (magic.toString('latin1') !== 'GGUF') throw localModelError('not_gguf', `${file} has no GGUF magic`);

  let info: Awaited<ReturnType<typeof readInfo>>;
  try {
    info = await readInfo(file, { readTensorInfo: true, logWarnings: false, sourceType: 'filesystem' });
  } catch (error) {
    throw localModelError('truncated', `GGUF header unreadable: ${String(error)}`, error);
  }
  const architecture = String(info.metadata?.general?.architecture ?? '');
  if (!architecture || NOT_TEXT_GENERATORS.has(architecture))
    throw localModelError('wrong_architecture', `architecture "${architecture}" does not generate text`);

  const needed = Math.max(0, ...(info.fullTensorInfo ?? []).map(tensorEnd));
  if (needed > size) throw localModelError('truncated', `${size} bytes, tensors need ${needed}`);
  return { architecture };
}

/** Where a tensor's data ends in the file (its start only, for a type without a known block size). */
function tensorEnd(tensor: GgufTensorInfo): number {
  const start = Number(tensor.fileOffset);
  const block = BLOCKS[tensor.ggmlType];
  if (!block) return start + 1;
  const values = tensor.dimensions.reduce<number>((product, dim) => product * Number(dim), 1);
  return start + Math.ceil(values / block[1]) * block[0];
}
