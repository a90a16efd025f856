/**
 * Run after `vite build`: lists every JS chunk in dist/ with its gzipped size, then the total JS the login page `/`
 * loads (the entry and the auth area, each with its static imports, read from dist/.vite/manifest.json) and the most
 * any customer portal page loads (portal.html's entry and the page's chunk). Exits 1 when either exceeds its budget.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist';
const BUDGET_KB = 250;
/** A customer opening a link on a phone (issue #19). */
const PORTAL_BUDGET_KB = 150;
/** The manifest keys of what `/` runs: the page's entry and the lazily loaded auth area. */
const LOGIN_PAGE_ROOTS = ['index.html', 'src/apps/auth/AuthApp.tsx'];

interface ManifestChunk {
    file: string;
    imports?: string[];
    dynamicImports?: string[];
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const gzippedSize = (file: string) => gzipSync(readFileSync(join(DIST, file))).length;

const jsFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === '.vite' ? [] : jsFiles(path);
        return entry.name.endsWith('.js') ? [relative(DIST, path)] : [];
    });

/** The files a manifest entry loads before it runs: itself and its static imports, transitively. */
const staticClosure = (manifest: Record<string, ManifestChunk>, roots: string[]): Set<string> => {
    const files = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
        if (seen.has(key)) return;
        seen.add(key);
        const chunk = manifest[key];
        if (!chunk) throw new Error(`${key} is not in the build manifest`);
        files.add(chunk.file);
        chunk.imports?.forEach(visit);
    };
    roots.forEach(visit);
    return files;
};

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const loginPageFiles = staticClosure(manifest, LOGIN_PAGE_ROOTS);
/** Each portal page: the portal entry with one of the pages it loads lazily. */
const portalPages = (manifest['portal.html'].dynamicImports ?? []).map(page => ({
    page,
    files: staticClosure(manifest, ['portal.html', page]),
}));

const sizes = jsFiles(DIST)
    .map(file => ({ file, gzip: gzippedSize(file) }))
    .sort((a, b) => b.gzip - a.gzip);
const width = Math.max(...sizes.map(({ file }) => file.length));

console.log('JS chunks (gzip), * = loaded by /');
for (const { file, gzip } of sizes) {
    console.log(`${loginPageFiles.has(file) ? '*' : ' '} ${file.padEnd(width)}  ${kB(gzip).padStart(10)}`);
}
const loginTotal = sizes.filter(({ file }) => loginPageFiles.has(file)).reduce((sum, { gzip }) => sum + gzip, 0);
const allTotal = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
console.log(`all JS: ${kB(allTotal)}; JS loaded by /: ${kB(loginTotal)} (budget ${BUDGET_KB} kB)`);
const sizeOf = (files: Set<string>) =>
    sizes.filter(({ file }) => files.has(file)).reduce((sum, { gzip }) => sum + gzip, 0);
const portal = portalPages.map(({ page, files }) => ({ page, total: sizeOf(files) })).sort((a, b) => b.total - a.total);
for (const { page, total } of portal) console.log(`portal page ${page}: ${kB(total)} (budget ${PORTAL_BUDGET_KB} kB)`);

if (loginTotal > BUDGET_KB * 1000) {
    console.error(`/ loads ${kB(loginTotal)} of JS, over its ${BUDGET_KB} kB budget`);
    process.exit(1);
}
if (!portal.length) {
    console.error('portal.html loads no page: the portal entry is missing from the build');
    process.exit(1);
}
if (portal[0].total > PORTAL_BUDGET_KB * 1000) {
    console.error(
        `${portal[0].page} loads ${kB(portal[0].total)} of JS, over the portal's ${PORTAL_BUDGET_KB} kB budget`,
    );
    process.exit(1);
}
