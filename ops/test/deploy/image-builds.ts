/**
 * Which Dockerfile and target builds each image the manifests and docker-compose run, and what a target's image is
 * made of (its stage and the stages it starts FROM, read with dockerfile-ast): there is no Docker engine where the
 * tests run, so the images are checked as written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DockerfileParser, type Flag, type From, type Instruction } from 'dockerfile-ast';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** Image name in deploy/base and docker-compose.yml → how it is built (no target: the Dockerfile's last stage). */
export const IMAGE_BUILDS: Record<string, { dockerfile: string; target?: string }> = {
  'khoahoc-api': { dockerfile: 'api/Dockerfile' },
  'khoahoc-ssr': { dockerfile: 'ops/Dockerfile.ssr' },
  'khoahoc-console': { dockerfile: 'ops/Dockerfile.ssr', target: 'console' },
  'khoahoc-first-start': { dockerfile: 'ops/Dockerfile.ssr', target: 'first-start' },
  'khoahoc-edge': { dockerfile: 'ops/Dockerfile.edge' },
};

export interface ImageInstruction {
  keyword: string;
  args: string;
}

/** An instruction's keyword and its arguments as written, its flags first (`--from=builds /builds /app/builds`). */
function described(i: Instruction): ImageInstruction {
  const flags = 'getFlags' in i ? (i as Instruction & { getFlags(): Flag[] }).getFlags().map((f) => `--${f.getName()}=${f.getValue() ?? ''} `) : [];
  return { keyword: i.getKeyword(), args: `${flags.join('')}${i.getArgumentsContent() ?? ''}` };
}

type Parsed = ReturnType<typeof DockerfileParser.parse>;

/** A stage's own instructions (its FROM first), by the stage's FROM. */
const ownInstructions = (parsed: Parsed, from: From): Instruction[] => parsed.getContainingImage(from.getRange().start)!.getInstructions();

/**
 * The instructions that make a target's image, the stages it starts FROM first; null when the Dockerfile has no such
 * target. `text` stands in for the file (a test's broken copy).
 */
export function imageInstructions(dockerfile: string, target?: string, text?: string): ImageInstruction[] | null {
  const parsed = DockerfileParser.parse(text ?? fs.readFileSync(path.join(ROOT, dockerfile), 'utf8'));
  const froms = parsed.getFROMs();
  const chain: From[] = [];
  for (let from = target ? froms.find((f) => f.getBuildStage() === target) : froms.at(-1); from;) {
    chain.unshift(from);
    const parent = from.getImageName();
    from = froms.find((f) => f.getBuildStage() === parent && f !== from);
  }
  if (!chain.length) return null;
  return chain.flatMap((from) => ownInstructions(parsed, from)).map(described);
}

/** The named stage's own instructions (a stage another one copies from), or null. */
export function stageInstructions(dockerfile: string, stage: string): ImageInstruction[] | null {
  const parsed = DockerfileParser.parse(fs.readFileSync(path.join(ROOT, dockerfile), 'utf8'));
  const from = parsed.getFROMs().find((f) => f.getBuildStage() === stage);
  return from ? ownInstructions(parsed, from).map(described) : null;
}
