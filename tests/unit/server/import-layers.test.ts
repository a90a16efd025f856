import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const server = join(root, 'server');

function sourceFiles(folder: string): string[] {
    return readdirSync(folder, { withFileTypes: true }).flatMap(entry => {
        const path = join(folder, entry.name);
        if (entry.isDirectory()) return sourceFiles(path);
        return entry.name.endsWith('.ts') ? [path] : [];
    });
}

/** The server files a file imports (type-only imports and re-exports included), as paths from the repository root. */
function importsOf(file: string): string[] {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    return importedFiles
        .filter(({ fileName }) => fileName.startsWith('.'))
        .map(({ fileName }) => resolve(dirname(file), fileName))
        .map(target => [`${target}.ts`, join(target, 'index.ts')].find(candidate => existsSync(candidate)))
        .filter((target): target is string => target?.startsWith(server) ?? false)
        .map(target => relative(root, target));
}

const graph = new Map(sourceFiles(server).map(file => [relative(root, file), importsOf(file)]));

/** A chain of imports that leads from `file` back to itself, or null. */
function circleFrom(file: string): string[] | null {
    const walk = (path: string[], seen: Set<string>): string[] | null => {
        for (const next of graph.get(path.at(-1)!) ?? []) {
            if (next === file) return [...path, next];
            if (seen.has(next)) continue;
            seen.add(next);
            const found = walk([...path, next], seen);
            if (found) return found;
        }
        return null;
    };
    return walk([file], new Set());
}

describe('the server files', () => {
    it('never import each other in a circle (type-only imports count)', () => {
        const circles = [...graph.keys()].map(circleFrom).filter(circle => circle !== null);
        expect(circles.map(circle => circle.join(' -> '))).toEqual([]);
    });

    it('keep the declared-resource framework below the modules', () => {
        const upward = [...graph]
            .filter(([file]) => file.startsWith('server/resources/'))
            .flatMap(([file, imports]) => imports.map(target => `${file} -> ${target}`))
            .filter(arrow => arrow.includes('-> server/modules/') || arrow.includes('-> server/registry.ts'));
        expect(upward).toEqual([]);
    });
});
