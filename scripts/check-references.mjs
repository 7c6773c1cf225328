// `npm run lint` runs this after Biome: every comment in the code must be followable from the repository.
// It fails on
//   - a comment naming a file (a path with a folder and an extension, e.g. docs/privacy.md or
//     apps/server/src/app.ts) that no tracked file matches, read from the repository root, from the
//     comment's own folder or as the tail of a tracked path (`contracts/admin.ts`);
//   - a comment pointing into documents kept outside the repository (the engineering guide's or the
//     specification's numbered sections) or at an issue by its number: the why lives in docs/ and
//     docs/decisions/, the history in git.
// Only comments are read (// … and /* … */ in .ts, .tsx, .js, .mjs, .cjs, .css); strings and code are not.
//
//   node scripts/check-references.mjs          exit 1 and list each reference that does not resolve
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean)
  .filter((file) => existsSync(path.join(root, file)));
const trackedSet = new Set(tracked);
const CODE = /\.(ts|tsx|js|mjs|cjs|css)$/;
// Generated or vendored: not ours to word.
const SKIP = [/^apps\/server\/drizzle\//, /(^|\/)node_modules\//, /\.d\.ts$/];

const PATH_IN_TEXT =
  /(?<![\w@.-])((?:\.{1,2}\/)*(?:[\w.-]+\/)+[\w.-]+\.(?:tsx?|mjs|cjs|js|md|json|sql|ya?ml|css|html|sh))(?![\w/])/g;
const OUTSIDE = [
  { pattern: /\bGUIDE\s*§/, why: 'points into the engineering guide, which is not in the repository' },
  {
    pattern: /\b[Ss]pec(?:ification)?\s*§/,
    why: 'points into the product specification, which is not in the repository',
  },
  {
    pattern: /\b[Ii]ssues?\s+#?\d+/,
    why: 'names an issue number (the why belongs in docs/, the history in git)',
  },
];

/** The comments of a source file, with the line each starts on; strings and template literals skipped. */
export function commentsOf(source) {
  const comments = [];
  let line = 1;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === '\n') line++;
    else if (char === '"' || char === "'" || char === '`') {
      for (i++; i < source.length && source[i] !== char; i++) {
        if (source[i] === '\\') i++;
        else if (source[i] === '\n') line++;
        else if (char === '`' && source[i] === '$' && source[i + 1] === '{') {
          // A template's expression may hold strings of its own: skip to its closing brace.
          let depth = 0;
          for (i++; i < source.length; i++) {
            if (source[i] === '{') depth++;
            else if (source[i] === '}' && --depth === 0) break;
            else if (source[i] === '\n') line++;
          }
        }
      }
    } else if (char === '/' && source[i + 1] === '/') {
      const end = source.indexOf('\n', i);
      comments.push({ line, text: source.slice(i, end < 0 ? undefined : end) });
      i = (end < 0 ? source.length : end) - 1;
    } else if (char === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      const text = source.slice(i, end < 0 ? undefined : end + 2);
      comments.push({ line, text });
      line += text.split('\n').length - 1;
      i = (end < 0 ? source.length : end + 2) - 1;
    } else if (char === '/' && isRegexStart(source, i)) {
      for (i++; i < source.length && source[i] !== '/' && source[i] !== '\n'; i++) {
        if (source[i] === '\\') i++;
        else if (source[i] === '[')
          while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1;
      }
    }
  }
  return comments;
}

function isRegexStart(source, at) {
  let j = at - 1;
  while (j >= 0 && (source[j] === ' ' || source[j] === '\t')) j--;
  return (
    j < 0 ||
    '(,=:[!&|?{};+-*%<>~^\n'.includes(source[j]) ||
    /\breturn$/.test(source.slice(Math.max(0, j - 6), j + 1))
  );
}

function resolves(reference, fromFile) {
  const clean = reference.replace(/^(\.\.?\/)+/, '');
  const candidates = [
    reference,
    path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), reference)),
  ];
  if (candidates.some((candidate) => trackedSet.has(candidate))) return true;
  return tracked.some((file) => file === clean || file.endsWith(`/${clean}`));
}

export function problemsIn(file, source) {
  const problems = [];
  for (const comment of commentsOf(source)) {
    for (const { pattern, why } of OUTSIDE) {
      const match = pattern.exec(comment.text);
      if (match)
        problems.push(
          `${file}:${comment.line + lineOffset(comment.text, match.index)}: "${match[0]}" ${why}`,
        );
    }
    for (const match of comment.text.matchAll(PATH_IN_TEXT)) {
      const reference = match[1];
      if (/^https?:|:\/\//.test(comment.text.slice(Math.max(0, match.index - 8), match.index + 1))) continue;
      if (!resolves(reference, file))
        problems.push(
          `${file}:${comment.line + lineOffset(comment.text, match.index)}: ${reference} is not a file of the repository`,
        );
    }
  }
  return problems;
}

function lineOffset(text, index) {
  return text.slice(0, index).split('\n').length - 1;
}

if (process.argv[1] === import.meta.filename) {
  const problems = tracked
    .filter((file) => CODE.test(file) && !SKIP.some((pattern) => pattern.test(file)))
    .flatMap((file) => problemsIn(file, readFileSync(path.join(root, file), 'utf8')));
  if (problems.length > 0) {
    console.error(
      `Referências que não se resolvem no repositório (${problems.length}):\n${problems.join('\n')}`,
    );
    process.exit(1);
  }
}
