import { writeFile } from 'node:fs/promises';

/**
 * Writes a tiny GGUF v3 instruct model for tests: llama architecture, one byte-level vocabulary (256 byte
 * tokens plus ▁), random weights — a few hundred KB that llama.cpp loads and runs in milliseconds. Its
 * answers are nonsense; what the tests check is that the real path (load, chat template, grammar, stream)
 * returns JSON that parses and validates.
 *
 * The weights are random except one steady direction: every token embedding carries the same value in
 * dimension 0, the layers never write to it, and the output head reads it as a per-token bias that favours
 * the bytes that close JSON (`"`, `]`, `}`, `n` of null). Under greedy decoding a purely random model picks
 * a closing quote about once in 200 bytes, so strings would run to the token limit; this keeps them short,
 * which keeps a whole document within a test's few seconds.
 *
 * Format (the GGUF specification in ggml's repository, docs folder, gguf): header (magic, version 3, tensor and KV counts), metadata KVs, tensor infos
 * (name, dims innermost first, type F32, offset), padding to `general.alignment`, then the tensor data.
 */
export interface TinyGgufOptions {
  /** Overrides `general.architecture` (a wrong architecture must be refused clearly). */
  architecture?: string;
  seed?: number;
  embedding?: number;
  layers?: number;
  contextLength?: number;
}

const ALIGNMENT = 32;
enum ValueType {
  Uint32 = 4,
  Int32 = 5,
  Float32 = 6,
  Bool = 7,
  String = 8,
  Array = 9,
}
type MetaValue =
  | { type: ValueType.Uint32 | ValueType.Int32 | ValueType.Float32; value: number }
  | { type: ValueType.Bool; value: boolean }
  | { type: ValueType.String; value: string }
  | { type: ValueType.Array; of: ValueType.String; values: string[] }
  | { type: ValueType.Array; of: ValueType.Float32 | ValueType.Int32; values: number[] };

/** The ChatML template (Qwen's): node-llama-cpp recognises it and formats the chat the same way. */
const CHATML_TEMPLATE =
  "{% for message in messages %}{{'<|im_start|>' + message['role'] + '\n' + message['content'] + '<|im_end|>' + '\n'}}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}{% endif %}";

/** Bytes a JSON answer ends its parts with, and how strongly the tiny model prefers each. */
const CLOSING_BIAS: Record<string, number> = { '"': 6, ']': 5, '}': 5, n: 5.5, ',': 3, '0': 2, f: 2 };

export function tinyGguf(options: TinyGgufOptions = {}): Buffer {
  const nEmbd = options.embedding ?? 32;
  const nLayers = options.layers ?? 1;
  const nFf = nEmbd * 2;
  const nHead = 2;
  const random = mulberry32(options.seed ?? 7);
  const gaussian = () => {
    const u = Math.max(random(), 1e-9);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
  };

  // SentencePiece-style byte vocabulary: <unk>, <s>, </s>, <0x00>…<0xFF>, ▁ (a space), and ChatML's markers.
  const tokens = ['<unk>', '<s>', '</s>'];
  const types = [2, 3, 3]; // unknown, control, control
  for (let byte = 0; byte < 256; byte++) {
    tokens.push(`<0x${byte.toString(16).toUpperCase().padStart(2, '0')}>`);
    types.push(6); // byte
  }
  tokens.push('▁', '<|im_start|>', '<|im_end|>');
  types.push(1, 3, 3);
  const vocab = tokens.length;
  const imEnd = vocab - 1;

  const tensors: { name: string; dims: number[]; data: Float32Array }[] = [];
  const add = (name: string, dims: number[], fill: (index: number) => number) => {
    const size = dims.reduce((a, b) => a * b, 1);
    tensors.push({ name, dims, data: Float32Array.from({ length: size }, (_, i) => fill(i)) });
  };
  const small = () => gaussian() * 0.08;
  // ne0 = nEmbd is the innermost dimension: element i is row floor(i / nEmbd), column i % nEmbd.
  add('token_embd.weight', [nEmbd, vocab], (i) => (i % nEmbd === 0 ? 4 : gaussian() * 0.5));
  add('output_norm.weight', [nEmbd], () => 1);
  add('output.weight', [nEmbd, vocab], (i) => {
    const token = Math.floor(i / nEmbd);
    if (i % nEmbd !== 0) return gaussian() * 0.3;
    const byte = token - 3;
    const char = byte >= 0 && byte < 128 ? String.fromCharCode(byte) : '';
    // The end-of-turn marker comes right after the grammar completes the object.
    const bias = token === imEnd ? 8 : (CLOSING_BIAS[char] ?? 0);
    return bias / 4;
  });
  for (let layer = 0; layer < nLayers; layer++) {
    const blk = `blk.${layer}`;
    // Rows are output features: row 0 stays zero so the steady direction is never overwritten.
    const intoResidual = (i: number) => (Math.floor(i / nEmbd) === 0 ? 0 : small());
    add(`${blk}.attn_norm.weight`, [nEmbd], () => 1);
    add(`${blk}.attn_q.weight`, [nEmbd, nEmbd], small);
    add(`${blk}.attn_k.weight`, [nEmbd, nEmbd], small);
    add(`${blk}.attn_v.weight`, [nEmbd, nEmbd], small);
    add(`${blk}.attn_output.weight`, [nEmbd, nEmbd], intoResidual);
    add(`${blk}.ffn_norm.weight`, [nEmbd], () => 1);
    add(`${blk}.ffn_gate.weight`, [nEmbd, nFf], small);
    add(`${blk}.ffn_up.weight`, [nEmbd, nFf], small);
    add(`${blk}.ffn_down.weight`, [nFf, nEmbd], (i) => (Math.floor(i / nFf) === 0 ? 0 : small()));
  }

  const arch = options.architecture ?? 'llama';
  const u32 = (value: number) => ({ type: ValueType.Uint32, value }) as const;
  const metadata: [string, MetaValue][] = [
    ['general.architecture', { type: ValueType.String, value: arch }],
    ['general.name', { type: ValueType.String, value: 'vetvoz-tiny-test' }],
    ['general.alignment', u32(ALIGNMENT)],
    [`${arch}.context_length`, u32(options.contextLength ?? 16384)],
    [`${arch}.embedding_length`, u32(nEmbd)],
    [`${arch}.block_count`, u32(nLayers)],
    [`${arch}.feed_forward_length`, u32(nFf)],
    [`${arch}.attention.head_count`, u32(nHead)],
    [`${arch}.attention.head_count_kv`, u32(nHead)],
    [`${arch}.rope.dimension_count`, u32(nEmbd / nHead)],
    [`${arch}.attention.layer_norm_rms_epsilon`, { type: ValueType.Float32, value: 1e-5 }],
    [`${arch}.vocab_size`, u32(vocab)],
    ['tokenizer.ggml.model', { type: ValueType.String, value: 'llama' }],
    ['tokenizer.ggml.tokens', { type: ValueType.Array, of: ValueType.String, values: tokens }],
    ['tokenizer.ggml.scores', { type: ValueType.Array, of: ValueType.Float32, values: tokens.map(() => 0) }],
    ['tokenizer.ggml.token_type', { type: ValueType.Array, of: ValueType.Int32, values: types }],
    ['tokenizer.ggml.bos_token_id', u32(1)],
    ['tokenizer.ggml.eos_token_id', u32(imEnd)],
    ['tokenizer.ggml.unknown_token_id', u32(0)],
    ['tokenizer.ggml.add_bos_token', { type: ValueType.Bool, value: false }],
    ['tokenizer.chat_template', { type: ValueType.String, value: CHATML_TEMPLATE }],
  ];

  const out = new ByteWriter();
  out.raw(Buffer.from('GGUF', 'latin1'));
  out.u32(3);
  out.u64(tensors.length);
  out.u64(metadata.length);
  for (const [key, value] of metadata) {
    out.string(key);
    out.value(value);
  }
  let offset = 0;
  for (const tensor of tensors) {
    out.string(tensor.name);
    out.u32(tensor.dims.length);
    for (const dim of tensor.dims) out.u64(dim);
    out.u32(0); // GGML_TYPE_F32
    out.u64(offset);
    offset = alignUp(offset + tensor.data.byteLength);
  }
  out.pad();
  for (const tensor of tensors) {
    out.raw(Buffer.from(tensor.data.buffer, tensor.data.byteOffset, tensor.data.byteLength));
    out.pad();
  }
  return out.toBuffer();
}

export async function writeTinyGguf(file: string, options?: TinyGgufOptions): Promise<Buffer> {
  const bytes = tinyGguf(options);
  await writeFile(file, bytes);
  return bytes;
}

const alignUp = (n: number) => Math.ceil(n / ALIGNMENT) * ALIGNMENT;

class ByteWriter {
  private readonly chunks: Buffer[] = [];
  private length = 0;

  raw(bytes: Buffer) {
    this.chunks.push(bytes);
    this.length += bytes.length;
  }
  u32(n: number) {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(n);
    this.raw(b);
  }
  i32(n: number) {
    const b = Buffer.alloc(4);
    b.writeInt32LE(n);
    this.raw(b);
  }
  f32(n: number) {
    const b = Buffer.alloc(4);
    b.writeFloatLE(n);
    this.raw(b);
  }
  u64(n: number) {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt(n));
    this.raw(b);
  }
  string(s: string) {
    const bytes = Buffer.from(s, 'utf8');
    this.u64(bytes.length);
    this.raw(bytes);
  }
  value(v: MetaValue) {
    this.u32(v.type);
    if (v.type === ValueType.String) this.string(v.value);
    else if (v.type === ValueType.Bool) this.raw(Buffer.from([v.value ? 1 : 0]));
    else if (v.type !== ValueType.Array) {
      if (v.type === ValueType.Uint32) this.u32(v.value);
      else if (v.type === ValueType.Int32) this.i32(v.value);
      else this.f32(v.value);
    } else {
      this.u32(v.of);
      this.u64(v.values.length);
      for (const item of v.values) {
        if (v.of === ValueType.String) this.string(item as string);
        else if (v.of === ValueType.Float32) this.f32(item as number);
        else this.i32(item as number);
      }
    }
  }
  pad() {
    const padding = alignUp(this.length) - this.length;
    if (padding > 0) this.raw(Buffer.alloc(padding));
  }
  toBuffer() {
    return Buffer.concat(this.chunks, this.length);
  }
}

/** A small seeded generator: the same file every run, so a failure reproduces. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
