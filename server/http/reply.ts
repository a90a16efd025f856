import type { FastifyRequest } from 'fastify';
import type { ListParams } from './schemas';

export function ok<T>(request: FastifyRequest, data: T) {
    return { success: true as const, data, trace_id: request.id };
}

export function okList<T>(request: FastifyRequest, data: T[], total: number, query: ListParams) {
    return { success: true as const, data, total, page: query.page, size: query.size, trace_id: request.id };
}

/** `%` and `_` typed by a user are matched literally. */
export function likePattern(keyword: string): string {
    return `%${keyword.replace(/[\\%_]/g, c => `\\${c}`)}%`;
}
