/**
 * `npm run eval` (docs/EVAL.md): runs the fixed cases against the writer TEXT_WRITER names (offline by
 * default here; `openai` with OPENAI_BASE_URL and OPENAI_MODEL, e.g. an Ollama; `bedrock` with AWS
 * credentials and TEXT_MODEL_ID), prints the table and writes the run into docs/EVAL.md, in the
 * section of that writer and model. Exits 1 when a case fails.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseTextConfig } from '../../functions/src/config';
import { makeWriter } from '../../functions/src/composition/text-writer';
import { evalCases } from './cases';
import { runEval, summarize, summaryTables } from './run-eval';

const DOC = path.resolve(__dirname, '../../docs/EVAL.md');

async function main() {
  const config = parseTextConfig({ TEXT_WRITER: 'offline', ...process.env });
  // the offline writer's typing delay is for the local app, not for a measurement
  const writer = makeWriter(config.writer === 'offline' ? { ...config, offlineDelayMs: 0 } : config);
  const model = config.writer === 'bedrock' ? config.modelId : config.writer === 'openai' ? config.model : 'offline';
  const cases = evalCases();
  console.log(`eval: ${cases.length} casos com o redator ${config.writer} (${model})…`);
  const summary = summarize(await runEval(writer, cases));
  const tables = summaryTables(summary);
  console.log(tables);

  const date = new Date().toISOString().slice(0, 10);
  const key = `${config.writer}:${model}`;
  const section = [
    `<!-- eval:${key}:start -->`,
    `### ${config.writer} · ${model} · ${date}`,
    '',
    tables,
    `<!-- eval:${key}:end -->`,
  ].join('\n');
  const doc = readFileSync(DOC, 'utf8');
  const start = doc.indexOf(`<!-- eval:${key}:start -->`);
  const endMark = `<!-- eval:${key}:end -->`;
  const next =
    start >= 0
      ? doc.slice(0, start) + section + doc.slice(doc.indexOf(endMark) + endMark.length)
      : `${doc.trimEnd()}\n\n${section}\n`;
  writeFileSync(DOC, next);
  console.log(`docs/EVAL.md: seção ${key} atualizada.`);
  process.exitCode = summary.passed === summary.cases ? 0 : 1;
}

void main();
