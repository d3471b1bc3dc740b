import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../paths';
import { zipFolder } from './zip';
import { TYPES_ZIP } from '../registry/types';

export interface TypesJob {
  /** Federation name (`mf_catalogue`, or the contract's `edu_contract`). */
  name: string;
  /** Folder the exposes' paths are relative to. */
  context: string;
  /** `./RelatedCoursesParcel` → `./src/exposes/related-courses-parcel.tsx` (the build's own map). */
  exposes: Record<string, string>;
  /** The d.ts land under compiled-types/ by their path from here. */
  rootDir: string;
}

type GenerateTypes = (options: { remote: Record<string, unknown> }) => Promise<void>;

/**
 * The types of a job's exposes, by `@module-federation/dts-plugin` (the maintainers' generator: one
 * `<Expose>.d.ts` per expose over compiled-types/), zipped reproducibly into `<outDir>/@mf-types.zip`.
 * Imports of other packages stay as written (`@edu/shared/core`): the contract is published on its own.
 * Runs tsc over what the exposes import: ~20 s, so only where a version is published, never in a build.
 */
export async function generateTypes(job: TypesJob, outDir: string): Promise<string> {
  const { generateTypes: generate } = require('@module-federation/dts-plugin/core') as { generateTypes: GenerateTypes };
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `edu-types-${job.name}-`));
  try {
    const tsconfig = path.join(work, 'tsconfig.json');
    // the workspace's compiler options; the checkout's own paths never reach the output (rootDir-relative)
    fs.writeFileSync(
      tsconfig,
      JSON.stringify({
        extends: path.join(ROOT, 'tsconfig.base.json'),
        compilerOptions: { rootDir: job.rootDir },
        files: Object.values(job.exposes).map((f) => path.resolve(job.context, f)),
      }),
    );
    await generate({
      remote: {
        context: job.context,
        outputDir: path.join(work, 'out'),
        moduleFederationConfig: { name: job.name, filename: 'remoteEntry.js', exposes: job.exposes },
        tsConfigPath: tsconfig,
        deleteTypesFolder: false,
        compileInChildProcess: false,
        abortOnError: true,
        extractThirdParty: false,
        generateAPITypes: false,
      },
    });
    const folder = path.join(work, 'out', '@mf-types');
    if (!fs.existsSync(folder)) throw new Error(`no types were generated for ${job.name}`);
    fs.mkdirSync(outDir, { recursive: true });
    const zip = path.join(outDir, TYPES_ZIP);
    fs.writeFileSync(zip, zipFolder(folder));
    return zip;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
