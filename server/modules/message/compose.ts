import type { Locale } from '../../../common/locales';
import type { MessageKind } from '../../../common/messages';
import type { Tx } from '../../db/client';
import { placeholderValues, type MessageContext } from './context';
import { messageLinks } from './links';
import { fillPlaceholders, type PlaceholderValues } from './placeholders';
import type { TemplateText } from './defaults';
import { templateFor } from './templates';

/**
 * A message's wording: the workspace's template of `kind` in `locale` filled from the records (`values` replacing
 * some), with the portal links it gives made in the transaction. `portalLinkId` is its invoice link, if any.
 */
export async function composeMessage(
    tx: Tx,
    kind: MessageKind,
    context: MessageContext,
    {
        locale,
        by,
        origin,
        values = {},
        template: known,
    }: {
        locale: Locale;
        by: number | null;
        origin: string;
        values?: PlaceholderValues;
        /** the template of `kind` in `locale`, when the caller has read it already */
        template?: TemplateText;
    },
) {
    const template = known ?? (await templateFor(tx, context.workspace.id, kind, locale));
    const { portal_link_id, ...links } = await messageLinks(tx, kind, context, { by, origin });
    const filled = { ...placeholderValues(context, locale, links), ...values };
    return {
        subject: fillPlaceholders(template.subject, filled),
        body: fillPlaceholders(template.body, filled),
        portalLinkId: portal_link_id,
        values: filled,
    };
}
