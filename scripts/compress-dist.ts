/**
 * Run after `vite build`: writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip, level 9) beside every
 * compressible file in dist/, which the server sends to browsers that accept them (server/plugins/web.ts). Compressing
 * once here lets the build spend the time brotli's best quality takes, which a server cannot on every request. Every
 * such file gets both, even the few tiny ones that do not shrink: the server then never compresses a file itself.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Text formats and uncompressed fonts; images, woff/woff2 and archives are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map|ttf|otf|eot|ico)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Writes the .br and .gz copies of every compressible file under `dir` (the build manifest in .vite/ aside). */
export async function compressDist(dir: string): Promise<number> {
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter(file => COMPRESSIBLE.test(file) && !file.startsWith('.vite'))
        .map(file => join(dir, file));
    await Promise.all(
        files.map(async path => {
            const bytes = readFileSync(path);
            const [br, gz] = await Promise.all([
                brotli(bytes, {
                    params: {
                        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                    },
                }),
                gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            writeFileSync(`${path}.br`, br);
            writeFileSync(`${path}.gz`, gz);
        }),
    );
    return files.length;
}

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
    const count = await compressDist('dist');
    console.log(`Compressed ${count} files in dist/ (.br and .gz beside each)`);
}
