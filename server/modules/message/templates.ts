import { and, eq } from 'drizzle-orm';
import type { Locale } from '../../../common/locales';
import type { MessageKind } from '../../../common/messages';
import type { Tx } from '../../db/client';
import { messageTemplates } from '../../db/schema';
import { DEFAULT_TEMPLATES, type TemplateText } from './defaults';

/** The row of a workspace's own wording of `kind` in `locale`. */
export const templateRow = (workspaceId: number, kind: MessageKind, locale: Locale) =>
    and(
        eq(messageTemplates.workspaceId, workspaceId),
        eq(messageTemplates.kind, kind),
        eq(messageTemplates.locale, locale),
    );

/** A kind's template in one language: the workspace's own wording, else the default. */
export async function templateFor(
    tx: Tx,
    workspaceId: number,
    kind: MessageKind,
    locale: Locale,
): Promise<TemplateText> {
    const [own] = await tx
        .select({ subject: messageTemplates.subject, body: messageTemplates.body })
        .from(messageTemplates)
        .where(templateRow(workspaceId, kind, locale));
    return own ?? DEFAULT_TEMPLATES[kind][locale];
}

/** The workspace's overrides, by `kind/locale`. */
export async function workspaceTemplates(tx: Tx, workspaceId: number) {
    const rows = await tx.select().from(messageTemplates).where(eq(messageTemplates.workspaceId, workspaceId));
    return new Map(rows.map(row => [`${row.kind}/${row.locale}`, row]));
}
