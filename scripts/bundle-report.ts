/**
 * Run after `vite build` and scripts/compress-dist.ts: lists every JS chunk in dist/ with its size raw, gzipped and
 * brotli-compressed (the sizes of the .gz and .br files the server sends), then what the login page `/` costs on the
 * wire (index.html, the entry and the auth area, each with its static imports, read from dist/.vite/manifest.json)
 * and what each customer portal page costs (portal.html, its entry and the page's chunk, from the portal's own build's
 * dist/.vite/portal-manifest.json). A browser that accepts brotli, as every current one does, receives the .br files:
 * the budgets are on those. Exits 1 over a budget.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const DIST = 'dist';
/** Brotli bytes the login page may take on the wire. */
const LOGIN_BUDGET_KB = 200;
/** A customer opening a link on a phone (DESIGN §14.1). */
const PORTAL_BUDGET_KB = 100;
/** The manifest keys of what `/` runs: the page's entry and the lazily loaded auth area. */
const LOGIN_PAGE_ROOTS = ['index.html', 'src/apps/auth/AuthApp.tsx'];

interface ManifestChunk {
    file: string;
    css?: string[];
    imports?: string[];
    dynamicImports?: string[];
}

interface Sizes {
    raw: number;
    gzip: number;
    brotli: number;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const sizeOnDisk = (file: string) => {
    const path = join(DIST, file);
    if (!existsSync(path)) throw new Error(`${path} is missing: run "npm run build", which compresses dist/`);
    return statSync(path).size;
};
const sizesOf = (file: string): Sizes => ({
    raw: sizeOnDisk(file),
    gzip: sizeOnDisk(`${file}.gz`),
    brotli: sizeOnDisk(`${file}.br`),
});
const sum = (all: Sizes[]): Sizes => ({
    raw: all.reduce((total, sizes) => total + sizes.raw, 0),
    gzip: all.reduce((total, sizes) => total + sizes.gzip, 0),
    brotli: all.reduce((total, sizes) => total + sizes.brotli, 0),
});
const describe = ({ raw, gzip, brotli }: Sizes) => `${kB(raw)} raw, ${kB(gzip)} gzip, ${kB(brotli)} brotli`;
/** What a page costs: brotli is what the server sends. */
const describePage = (sizes: Sizes, budgetKb: number) => `${describe(sizes)} on the wire (budget ${budgetKb} kB)`;

/** The files a page loads before it runs: its HTML, then each manifest entry with its static imports, transitively. */
const pageFiles = (manifest: Record<string, ManifestChunk>, html: string, roots: string[]): Set<string> => {
    const files = new Set<string>([html]);
    const seen = new Set<string>();
    const visit = (key: string) => {
        if (seen.has(key)) return;
        seen.add(key);
        const chunk = manifest[key];
        if (!chunk) throw new Error(`${key} is not in the build manifest`);
        files.add(chunk.file);
        chunk.css?.forEach(file => files.add(file));
        chunk.imports?.forEach(visit);
    };
    roots.forEach(visit);
    return files;
};

const readManifest = (name: string) =>
    JSON.parse(readFileSync(join(DIST, '.vite', name), 'utf8')) as Record<string, ManifestChunk>;
const manifest = readManifest('manifest.json');
const loginPageFiles = pageFiles(manifest, 'index.html', LOGIN_PAGE_ROOTS);
/** The portal is a build of its own (vite.portal.config.ts). Each page: portal.html, its entry and one lazy page. */
const portalManifest = readManifest('portal-manifest.json');
const portalPages = (portalManifest['portal.html'].dynamicImports ?? []).map(page => ({
    page,
    files: pageFiles(portalManifest, 'portal.html', ['portal.html', page]),
}));

const chunks = readdirSync(join(DIST, 'assets'))
    .filter(name => name.endsWith('.js'))
    .map(name => ({ file: `assets/${name}`, ...sizesOf(`assets/${name}`) }))
    .sort((a, b) => b.brotli - a.brotli);
const width = Math.max(...chunks.map(({ file }) => file.length));

console.log(`${'JS chunks, * = loaded by /'.padEnd(width + 2)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}  brotli`);
for (const { file, raw, gzip, brotli } of chunks) {
    const columns = [raw, gzip, brotli].map(bytes => kB(bytes).padStart(10)).join('  ');
    console.log(`${loginPageFiles.has(file) ? '*' : ' '} ${file.padEnd(width)}  ${columns}`);
}
console.log(`all JS: ${describe(sum(chunks))}`);

const pageSizes = (files: Set<string>) => sum([...files].map(sizesOf));
const login = pageSizes(loginPageFiles);
console.log(`/ (login page): ${describePage(login, LOGIN_BUDGET_KB)}`);
const portal = portalPages
    .map(({ page, files }) => ({ page, sizes: pageSizes(files) }))
    .sort((a, b) => b.sizes.brotli - a.sizes.brotli);
for (const { page, sizes } of portal) {
    console.log(`portal page ${page}: ${describePage(sizes, PORTAL_BUDGET_KB)}`);
}

if (login.brotli > LOGIN_BUDGET_KB * 1000) {
    console.error(`/ takes ${kB(login.brotli)} on the wire, over its ${LOGIN_BUDGET_KB} kB budget`);
    process.exit(1);
}
if (!portal.length) {
    console.error('portal.html loads no page: the portal entry is missing from the build');
    process.exit(1);
}
if (portal[0].sizes.brotli > PORTAL_BUDGET_KB * 1000) {
    console.error(
        `${portal[0].page} takes ${kB(portal[0].sizes.brotli)} on the wire, over the portal's ${PORTAL_BUDGET_KB} kB budget`,
    );
    process.exit(1);
}
