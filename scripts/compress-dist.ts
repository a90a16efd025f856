/**
 * Run after `vite build`: writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip, level 9) beside every
 * compressible file in dist/, which the server sends to browsers that accept them (server/plugins/web.ts). Compressing
 * once here lets the build spend the time brotli's best quality takes, which a server cannot on every request. Every
 * such file gets both, even the few tiny ones that do not shrink: the server then never compresses a file itself.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const DIST = 'dist';
/** Text formats and uncompressed fonts; images, woff/woff2 and archives are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map|ttf|otf|eot|ico)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const compressibleFiles = readdirSync(DIST, { recursive: true, encoding: 'utf8' })
    .filter(file => COMPRESSIBLE.test(file) && !file.startsWith('.vite'))
    .map(file => join(DIST, file));

await Promise.all(
    compressibleFiles.map(async path => {
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
console.log(`Compressed ${compressibleFiles.length} files in ${DIST}/ (.br and .gz beside each)`);
