import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const documents = [
    'README.md',
    ...readdirSync(join(root, 'docs'))
        .filter(name => name.endsWith('.md'))
        .map(name => `docs/${name}`),
];

/** The text outside fenced code blocks, where a `](…)` is a link. */
const prose = (markdown: string) => markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');

/** Every inline link's and image's target, `[text](target)` or `[text](target "title")`. */
const linkTargets = (markdown: string) =>
    [...prose(markdown).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(match => match[1]);

/** A heading's anchor as GitHub makes it: its text in lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
    heading
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .toLowerCase()
        .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
        .replace(/ /g, '-');

/** The anchors a document's headings give, numbered as GitHub numbers repeated ones (`-1`, `-2`…). */
const anchorsOf = (markdown: string) => {
    const seen = new Map<string, number>();
    const anchors = new Set<string>();
    for (const [, heading] of prose(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
        const base = slug(heading);
        const count = seen.get(base) ?? 0;
        anchors.add(count === 0 ? base : `${base}-${count}`);
        seen.set(base, count + 1);
    }
    return anchors;
};

/** What is wrong with a relative link from `document`, or null when it leads somewhere. */
const brokenBecause = (document: string, target: string): string | null => {
    const [path, anchor] = target.split('#', 2) as [string, string | undefined];
    const file = path === '' ? join(root, document) : resolve(dirname(join(root, document)), decodeURI(path));
    if (!existsSync(file)) return `no file ${relative(root, file)}`;
    if (anchor === undefined || !file.endsWith('.md') || statSync(file).isDirectory()) return null;
    return anchorsOf(readFileSync(file, 'utf8')).has(decodeURIComponent(anchor).toLowerCase())
        ? null
        : `no heading #${anchor} in ${relative(root, file)}`;
};

describe('links in README.md and docs/', () => {
    it.each(documents)('%s: every relative link leads to a file (and a heading) that exists', document => {
        const targets = linkTargets(readFileSync(join(root, document), 'utf8')).filter(
            target => !/^[a-z][a-z0-9+.-]*:/i.test(target),
        );
        const broken = targets.flatMap(target => {
            const reason = brokenBecause(document, target);
            return reason === null ? [] : [`${target}: ${reason}`];
        });
        expect(broken).toEqual([]);
    });

    it('finds a broken link and a missing heading', () => {
        expect(brokenBecause('docs/features.md', 'docs/adding-an-entity.md')).toBe(
            'no file docs/docs/adding-an-entity.md',
        );
        expect(brokenBecause('README.md', 'docs/operations.md#no-such-section')).toBe(
            'no heading #no-such-section in docs/operations.md',
        );
        expect(brokenBecause('README.md', 'docs/operations.md#health-and-metrics')).toBeNull();
    });
});
