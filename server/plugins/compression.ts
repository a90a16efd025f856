import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Text the API answers with: JSON (errors included), CSV, plain text and XML. Not server-sent events, which must
 * reach the browser as they are written, nor application/octet-stream, which @fastify/compress would otherwise take.
 * Types this leaves out fall back on mime-db's word, which keeps PDFs, archives and images as they are.
 */
const COMPRESSIBLE_TYPE = /^text\/(?!event-stream)|[+/](json|xml)(;|$)/;

/**
 * Compresses the API's answers of 1 kB or more for browsers that accept brotli or gzip. The web app's files come
 * compressed from the build and are sent as they are (their Content-Encoding is already set); partial answers (206)
 * and bodiless ones (HEAD, 304) are left alone by @fastify/compress.
 */
async function compressionPlugin(app: FastifyInstance) {
    await app.register(fastifyCompress, {
        encodings: ['br', 'gzip'],
        threshold: 1024,
        customTypes: COMPRESSIBLE_TYPE,
        // Request bodies are read as sent: a compressed body could inflate past the body limit.
        globalDecompression: false,
    });
}

export default fp(compressionPlugin, { name: 'compression' });
