import { measureModelPass } from './live/anonymisation-model.ts';
import { liveConfig } from './live/providers.ts';
import { measureStt, sttUnavailable } from './live/stt-wer.ts';
import { measureTextModel } from './live/text-model.ts';
import { belowFloors, runOfflineEval } from './offline.ts';
import { modelPassReport, offlineReport, sttReport, textModelReport } from './report.ts';

/** `npm run eval`: the quality figures of docs/quality.md, offline parts always, live parts when configured. */
async function main() {
  const print = (lines: string[]) => process.stdout.write(`${lines.join('\n')}\n`);
  print([`VetVoz eval — ${new Date().toISOString().slice(0, 10)}`, '']);
  const offline = runOfflineEval();
  print(offlineReport(offline));
  const below = belowFloors(offline);
  print([
    '',
    below.length ? `BELOW FLOOR: ${below.join('; ')}` : 'All offline figures at or above their floors.',
    '',
  ]);

  const live = liveConfig();
  if (live.stt.run) {
    const missing = await sttUnavailable();
    if (missing) print([`Speech-to-text (WER without and with the vocabulary): skipped — ${missing}`]);
    else print(sttReport(await measureStt(live.stt.config)));
  } else print([`Speech-to-text (WER without and with the vocabulary): skipped — ${live.stt.reason}`]);
  print(['']);
  if (live.text.run) {
    const progress = (line: string) => process.stderr.write(`${line}\n`);
    print(textModelReport(await measureTextModel(live.text.config, progress)));
    print(['']);
    print(modelPassReport(live.text.config.text.provider, await measureModelPass(live.text.config)));
  } else print([`Text model and the anonymiser's model pass: skipped — ${live.text.reason}`]);

  if (below.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.stdout.write(
    `eval failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exitCode = 1;
});
