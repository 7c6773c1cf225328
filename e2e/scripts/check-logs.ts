/**
 * The log check of the browser tests: after a Playwright run, no line the app servers logged may hold
 * a test marker of tutor data, transcript or document text (support/log-markers.ts). Prints file, line
 * and marker of each hit — never the line, which is what must not spread — and exits 1 when any is found.
 *
 *   node --import tsx e2e/scripts/check-logs.ts [log folder]   (default: E2E_SERVER_LOG_DIR or test-results/server-logs)
 */
import { scanLogDir } from '../support/log-markers.ts';
import { SERVER_LOG_DIR } from '../support/servers.ts';

const dir = process.argv[2] ?? SERVER_LOG_DIR;
try {
  const hits = scanLogDir(dir);
  if (hits.length > 0) {
    for (const hit of hits)
      process.stderr.write(`${hit.file}:${hit.line}: contém o marcador "${hit.marker}"\n`);
    process.stderr.write(
      `Verificação dos logs: ${hits.length} linha(s) com dados de teste sensíveis em ${dir}\n`,
    );
    process.exit(1);
  }
  process.stdout.write(`Verificação dos logs: nenhum marcador de dados sensíveis em ${dir}\n`);
} catch (error) {
  process.stderr.write(
    `Verificação dos logs falhou: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
