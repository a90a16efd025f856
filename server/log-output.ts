import type { FastifyServerOptions } from 'fastify';

/**
 * How `npm start` writes its log: readable lines (pino-pretty) on a terminal, one JSON object a line otherwise (a
 * pipe, a file, a log collector). Tests build the app with their own logger and never come here.
 */
export function logOutput(stdout: { isTTY?: boolean } = process.stdout): FastifyServerOptions['logger'] {
    if (!stdout.isTTY) return undefined;
    return { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } };
}
